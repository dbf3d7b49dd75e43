/*
 * test_keys.c - every mode's keys come from its table (src/tui/keys.c):
 * for every mode that opens the help, every key it acts on is named in
 * its help, on the line of what the key does; every key its bar names
 * acts (some row of the table takes it); the bar's rows have their
 * words.  And the dispatch: the first row whose command takes a key acts,
 * those that act FIRST before the keys of a move being shown.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "tui/confirm.h"
#include "tui/editor.h"
#include "tui/end.h"
#include "tui/help.h"
#include "tui/history.h"
#include "tui/lesson.h"
#include "tui/lesson_list.h"
#include "tui/menu.h"
#include "tui/mode.h"
#include "tui/notice.h"
#include "tui/play.h"
#include "tui/prompt.h"
#include "tui/puzzle_screen.h"
#include "tui/replay.h"
#include "tui/review_screen.h"
#include "tui/welcome.h"

static const struct {
    const char *name;
    const struct key_row *keys;
} modes[] = {
    {"play", play_keys},     {"lesson", lesson_keys},   {"puzzles", puzzles_keys},
    {"replay", replay_keys}, {"review", review_keys},   {"editor", editor_keys},
    {"end", end_keys},       {"menu", menu_keys},       {"lesson list", lesson_list_keys},
    {"help", help_keys},     {"history", history_keys}, {"confirm", confirm_keys},
    {"prompt", prompt_keys}, {"notice", notice_keys},   {"welcome", welcome_keys},
};

/* Whether name stands in keys, a line's column of key names, whole. */
static bool names(const char *keys, const char *name)
{
    size_t len = strlen(name);
    for (const char *at = strstr(keys, name); at; at = strstr(at + 1, name))
        if ((at == keys || at[-1] == ' ') && (at[len] == '\0' || at[len] == ','))
            return true;
    return false;
}

/* The help's line of what c does, its column of key names in keys; false
 * when no line ends with words. */
static bool line_of(const struct shown *s, const char *words, char *keys, size_t size)
{
    size_t len = strlen(words);
    for (int i = 0; i < s->panel.rows_n; i++) {
        const char *text = s->panel.rows[i].text;
        size_t n = strlen(text);
        if (n > len && strcmp(text + n - len, words) == 0) {
            snprintf(keys, size, "%.*s", (int)(n - len), text);
            /* The column ends where the spaces before the words begin. */
            for (char *end = keys + strlen(keys); end > keys && end[-1] == ' '; end--)
                end[-1] = '\0';
            return true;
        }
    }
    return false;
}

/* Whether the table takes the key k (a row's command has it). */
static bool has_key(const struct key_row *table, enum key_kind kind, int code)
{
    struct key_walk w;
    for (const struct key_row *row = keys_first(&w, table); row; row = keys_next(&w))
        for (const struct command_key *k = row->does->keys; k->kind != NO_KEY; k++)
            if (k->kind == kind && (k->code == code || kind != CHAR_KEY))
                return true;
    return false;
}

Test(keys, every_key_a_mode_acts_on_is_in_its_help)
{
    int helped = 0;
    for (size_t i = 0; i < sizeof modes / sizeof modes[0]; i++) {
        const struct key_row *table = modes[i].keys;
        if (!has_key(table, CHAR_KEY, '?'))
            continue; /* no help: its panel says its keys */
        helped++;
        static struct shown s;
        memset(&s, 0, sizeof s);
        keys_help(table, &s);
        cr_assert_gt(s.panel.rows_n, 0, "%s: an empty help", modes[i].name);
        /* Each line's column of key names, found by what the line says. */
        static char columns[SHOWN_ROWS][SENTENCE_SIZE];
        int lines = 0;
        struct key_walk w;
        for (const struct key_row *row = keys_first(&w, table); row; row = keys_next(&w)) {
            const char *says = row->does->help;
            if (says && says[0] && lines < SHOWN_ROWS)
                cr_assert(line_of(&s, says, columns[lines++], sizeof columns[0]),
                          "%s: no line says \"%s\"", modes[i].name, says);
        }
        int line = -1;
        for (const struct key_row *row = keys_first(&w, table); row; row = keys_next(&w)) {
            const struct command *c = row->does;
            bool unlisted = c->help && !c->help[0];
            if (c->help && c->help[0])
                line++;
            for (const struct command_key *k = c->keys; k->kind != NO_KEY; k++) {
                char own[2];
                const char *name = key_help_name(k, own);
                bool found = !unlisted && line >= 0 && names(columns[line], name);
                for (int l = 0; unlisted && !found && l < lines; l++)
                    found = names(columns[l], name);
                cr_expect(found, "%s: the help does not name %s with what it does (%s)",
                          modes[i].name, name, c->help ? c->help : "the line above");
            }
        }
    }
    cr_expect_eq(helped, 9,
                 "the game, a lesson, the puzzles, a replay, a review, the editor, the "
                 "end, the menu and the lessons open the help");
}

/* Whether the table takes the key the bar names. */
static bool acts(const struct key_row *table, const char *name)
{
    if (strncmp(name, "any ", 4) == 0)
        return has_key(table, ANY_KEY, 0);
    struct key_walk w;
    for (const struct key_row *row = keys_first(&w, table); row; row = keys_next(&w))
        for (const struct command_key *k = row->does->keys; k->kind != NO_KEY; k++) {
            char own[2];
            if (strcmp(key_help_name(k, own), name) == 0)
                return true;
        }
    return false;
}

Test(keys, every_key_in_a_bar_acts)
{
    for (size_t i = 0; i < sizeof modes / sizeof modes[0]; i++) {
        const struct key_row *table = modes[i].keys;
        int bars = 0;
        struct key_walk w;
        for (const struct key_row *row = keys_first(&w, table); row; row = keys_next(&w)) {
            if (!row->bar)
                continue;
            bars++;
            cr_expect(row->label || row->label_of, "%s: %s without its words", modes[i].name,
                      row->bar);
            char words[64];
            snprintf(words, sizeof words, "%s", row->bar);
            if (strncmp(words, "any ", 4) == 0) {
                cr_expect(acts(table, words), "%s: %s does nothing", modes[i].name, words);
                continue;
            }
            for (char *save = NULL, *name = strtok_r(words, " ", &save); name;
                 name = strtok_r(NULL, " ", &save))
                cr_expect(acts(table, name), "%s: %s is in its bar, and does nothing",
                          modes[i].name, name);
        }
        cr_expect_gt(bars, 0, "%s: an empty bar", modes[i].name);
    }
}
