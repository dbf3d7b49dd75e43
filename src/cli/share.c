/*
 * share.c - what the command line's modes share: the solver and its cache,
 * reading a record, writing their output whole.
 */
#include <stdlib.h>
#include <string.h>

#include "app/capacity.h"
#include "app/i18n.h"
#include "app/save.h"
#include "cli/commands.h"

bool too_large_said(const tb_rules *r)
{
    char why[512];
    if (!capacity_short(r, why, sizeof why))
        return false;
    fprintf(stderr, "tihbat: %s\n", why);
    return true;
}

int tables_open(struct tables *t, const tb_rules *r)
{
    int status = TB_ENOMEM;
    t->cache = cache_new();
    t->solver = t->cache ? solver_new(r, &status) : NULL;
    if (t->solver)
        solver_set_store(t->solver, cache_store(t->cache));
    return t->solver ? TB_OK : status;
}

void tables_report(struct tables *t)
{
    const char *problem = t->cache ? cache_problem(t->cache) : NULL;
    if (problem)
        fprintf(stderr, "tihbat: %s\n", problem);
}

void tables_close(struct tables *t)
{
    tables_report(t);
    solver_free(t->solver); /* before the cache: it may hold the cache's tables */
    cache_free(t->cache);
    *t = (struct tables){0};
}

tb_game *load_or_say(const char *option, const char *path, tb_tags *tags, int *exit_status)
{
    int error;
    tb_error err;
    char buf[SHOWN_SIZE];
    tb_game *g = load_record(path, LOAD_FILE_OR_PIPE, tags, &error, &err);
    if (!g && error) {
        fprintf(stderr, _("tihbat: %s: %s: %s\n"), option, as_shown(path, buf),
                save_strerror(error));
        *exit_status = EXIT_FAILURE;
    } else if (!g) {
        char why[512];
        i18n_error(&err, why, sizeof why);
        fprintf(stderr, _("tihbat: %s: %s:%d: not a game record that can be played: %s\n"), option,
                as_shown(path, buf), err.line, why);
        *exit_status = EXIT_USAGE;
    }
    return g;
}

int write_out(const char *output, const char *text, size_t len, FILE *out)
{
    if (output) {
        int error = save_atomic(output, text, len);
        if (error) {
            char buf[SHOWN_SIZE];
            fprintf(stderr, _("tihbat: %s: %s\n"), as_shown(output, buf), save_strerror(error));
        }
        return error ? EXIT_FAILURE : EXIT_SUCCESS;
    }
    return output_write(out, text, len);
}
