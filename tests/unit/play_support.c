/*
 * play_support.c - tables for the play core's tests.
 */
#define _XOPEN_SOURCE 700 /* mkdtemp, setenv, nftw */
#include <criterion/criterion.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "play_support.h"

struct at_table open_table(const char *rules, const char *position, unsigned computer,
                           const char *const names[])
{
    static tb_position start;
    struct at_table at;
    const tb_rules *r = tb_rules_find(rules);
    cr_assert_not_null(r, "no rules %s", rules);
    if (position)
        cr_assert_eq(tb_position_parse(r, position, &start, NULL), TB_OK, "%s", position);
    struct table_config cfg = {.rules = r, .start = position ? &start : NULL, .computer = computer};
    for (int p = 0; names && p < r->players; p++)
        cfg.names[p] = names[p];
    at.settings = settings_new(AI_PERFECT, true);
    at.advisor = advisor_new();
    cr_assert(at.settings && at.advisor);
    settings_set_speed(at.settings, SPEED_OFF);
    int status = 0;
    at.table = table_open(&cfg, at.settings, at.advisor, &status);
    cr_assert_not_null(at.table, "the table did not open: status %d", status);
    return at;
}

void close_table(struct at_table *at)
{
    table_close(at->table);
    advisor_free(at->advisor);
    settings_free(at->settings);
}

void play_label(struct table *t, char c)
{
    int move = c == '-' ? TB_PASS : tb_hole_from_label(table_rules(t), c);
    struct event e = table_play(t, move);
    cr_assert_eq(e.kind, EVENT_PLAYED, "%c was refused: %s", c, tb_strerror(e.status));
}

void play_any(struct table *t, unsigned long long *seed)
{
    int holes[TB_MAX_HOLES], n = table_playable(t, holes);
    *seed += 0x9e3779b97f4a7c15ull;
    unsigned long long z = *seed;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    struct event e = table_play(t, n ? holes[z % (unsigned)n] : TB_PASS);
    cr_assert_eq(e.kind, EVENT_PLAYED, "a legal move was refused: %s", tb_strerror(e.status));
}

static char home[64];

static int remove_one(const char *path, const struct stat *st, int type, struct FTW *at)
{
    (void)st, (void)at;
    if ((type == FTW_DP ? rmdir(path) : unlink(path)) != 0)
        fprintf(stderr, "could not remove %s\n", path);
    return 0;
}

static void remove_home(void) { nftw(home, remove_one, 16, FTW_DEPTH | FTW_PHYS); }

const char *state_home(void)
{
    snprintf(home, sizeof home, "/tmp/tihbat-play-XXXXXX");
    cr_assert_not_null(mkdtemp(home));
    cr_assert_eq(setenv("XDG_STATE_HOME", home, 1), 0);
    atexit(remove_home);
    return home;
}
