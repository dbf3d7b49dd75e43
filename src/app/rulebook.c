/*
 * rulebook.c - the rule sets of files, kept once each (see rulebook.h):
 * a list that only grows, as long as the program runs.  The thread that
 * thinks only reads rule sets; the list itself has a lock all the same.
 */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "app/rulebook.h"
#include "app/save.h"

enum { KEPT_MAX = 32 }; /* rule sets of files one run meets: a few */

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static tb_rules *kept[KEPT_MAX];
static int kept_count;

const tb_rules *rulebook_keep(const tb_rules *r)
{
    char text[TB_RULES_TEXT_MAX], other[TB_RULES_TEXT_MAX];
    size_t len = tb_rules_format(r, text, sizeof text);
    if (len == 0)
        return NULL;
    const tb_rules *built_in = tb_rules_find(r->name);
    if (built_in) {
        tb_rules_format(built_in, other, sizeof other);
        if (strcmp(text, other) == 0)
            return built_in;
    }
    const tb_rules *found = NULL;
    pthread_mutex_lock(&lock);
    for (int i = 0; i < kept_count && !found; i++) {
        tb_rules_format(kept[i], other, sizeof other);
        if (strcmp(text, other) == 0)
            found = kept[i];
    }
    if (!found && kept_count < KEPT_MAX) {
        tb_rules *copy = tb_rules_parse(text, len, NULL, NULL);
        if (copy)
            found = kept[kept_count++] = copy;
    }
    pthread_mutex_unlock(&lock);
    return found;
}

int rulebook_adopt(tb_game *g)
{
    const tb_rules *r = tb_game_rules(g), *mine = rulebook_keep(r);
    if (!mine)
        return ENOMEM;
    if (mine != r)
        tb_game_set_rules(g, mine);
    return 0;
}

int rulebook_load(const char *path, const tb_rules **out, tb_error *err)
{
    char *text = NULL;
    size_t len = 0;
    memset(err, 0, sizeof *err);
    *out = NULL;
    int error = load_text(path, LOAD_FILE_OR_PIPE, &text, &len);
    if (error)
        return error;
    int status;
    tb_rules *r = tb_rules_parse(text, len, &status, err);
    free(text);
    if (!r)
        return status == TB_ENOMEM ? ENOMEM : -1;
    *out = rulebook_keep(r);
    tb_rules_free(r);
    return *out ? 0 : ENOMEM;
}
