/*
 * puzzles_command.c - tihbat --puzzles --json: a set of puzzles for scripts, one
 * JSON object a puzzle, easiest first.  The puzzles are src/solver/puzzle.h;
 * a move's "value" is the solver's (the seeds on the board), its "finish"
 * the final margin, the seeds captured before included.
 */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include <stdlib.h>

#include "app/i18n.h"
#include "cli/commands.h"
#include "cli/json.h"

int puzzles_make(const tb_rules *r, int count, uint64_t seed, int level, struct tables *t,
                 struct puzzle **out, int *made)
{
    int status;
    *out = NULL;
    *made = 0;
    if (r->players != 2) {
        fprintf(stderr, _("tihbat: puzzles come from the solution: only the two-player games "
                          "have one\n"));
        return EXIT_USAGE;
    }
    if (too_large_said(r))
        return EXIT_FAILURE;
    status = tables_open(t, r);
    *out = calloc((size_t)count + 1, sizeof **out);
    if (t->solver && !*out)
        status = TB_ENOMEM;
    if (t->solver && *out)
        status = puzzle_make(t->solver, r, seed, level, count, *out, made);
    tables_report(t);
    if (status != TB_OK) {
        fprintf(stderr, "tihbat: %s\n", i18n_engine(tb_strerror(status)));
        return EXIT_FAILURE;
    }
    if (*made < count)
        fprintf(stderr,
                ngettext("tihbat: only %d puzzle found of the %d asked for\n",
                         "tihbat: only %d puzzles found of the %d asked for\n",
                         (unsigned long)*made),
                *made, count);
    return EXIT_SUCCESS;
}

static void json_line(FILE *out, const struct puzzle_line *l)
{
    putc('[', out);
    for (int i = 0; i < l->length; i++) {
        if (i)
            putc(',', out);
        json_move(out, l->moves[i]);
    }
    putc(']', out);
}

static void print_puzzle(FILE *out, const tb_rules *r, const struct puzzle *pz, int number,
                         uint64_t seed)
{
    char position[128];
    tb_position_format(r, &pz->position, position, sizeof position);
    fprintf(out, "{\"number\":%d,\"rules\":\"%s\",\"position\":\"%s\",\"to_move\":%d,\"answer\":",
            number, r->name, position, pz->position.to_move + 1);
    json_move(out, pz->answer);
    int answer = 0;
    for (int i = 0; i < pz->nmoves; i++)
        if (pz->moves[i].move == pz->answer)
            answer = i;
    fprintf(out, ",\"value\":%d,\"finish\":%d,\"line\":", pz->value, pz->taken + pz->value);
    json_line(out, &pz->line[answer]);
    fputs(",\"moves\":[", out);
    for (int i = 0; i < pz->nmoves; i++) {
        fputs(i ? ",{\"move\":" : "{\"move\":", out);
        json_move(out, pz->moves[i].move);
        fprintf(out, ",\"value\":%d,\"finish\":%d,\"line\":", pz->moves[i].value,
                pz->taken + pz->moves[i].value);
        json_line(out, &pz->line[i]);
        putc('}', out);
    }
    putc(']', out);
    fprintf(out, ",\"difficulty\":{\"level\":\"%s\",\"score\":%d,\"plies\":%d,\"alike\":%d}",
            puzzle_level_name(pz->level), pz->difficulty, pz->plies, pz->alike);
    fprintf(out, ",\"seed\":%llu}\n", (unsigned long long)seed);
}

int puzzles_run(const tb_rules *r, int count, uint64_t seed, int level, FILE *out)
{
    struct tables t = {0};
    struct puzzle *pz;
    int made, exit_status = puzzles_make(r, count, seed, level, &t, &pz, &made);
    /* Whole before any is written: its failure says the reason. */
    char *text = NULL;
    size_t len = 0;
    FILE *json = exit_status == EXIT_SUCCESS ? open_memstream(&text, &len) : NULL;
    if (exit_status == EXIT_SUCCESS && !json) {
        fprintf(stderr, "tihbat: %s\n", i18n_engine(tb_strerror(TB_ENOMEM)));
        exit_status = EXIT_FAILURE;
    }
    for (int i = 0; json && i < made; i++)
        print_puzzle(json, r, &pz[i], i + 1, seed);
    if (json && fclose(json) != 0) {
        fprintf(stderr, "tihbat: %s\n", i18n_engine(tb_strerror(TB_ENOMEM)));
        exit_status = EXIT_FAILURE;
    }
    if (exit_status == EXIT_SUCCESS)
        exit_status = output_write(out, text, len);
    free(text);
    free(pz);
    tables_close(&t);
    return exit_status;
}
