/*
 * play_support.h - what the play core's tests share: a table as the front
 * end opens one (its settings and advisor with it), games played on it,
 * and a state directory of the test's own.
 */
#ifndef TESTS_PLAY_SUPPORT_H
#define TESTS_PLAY_SUPPORT_H

#include "play/autosave.h"
#include "play/settings.h"
#include "play/table.h"

struct at_table {
    struct settings *settings;
    struct advisor *advisor;
    struct table *table;
};

/* A table for the rules named, from position (NULL: the start), the
 * computer playing the players of computer (bit p), with the names given
 * (NULL: the default names); moves shown at once (no animation) unless
 * the test sets the speed.  The test fails when it cannot be opened. */
struct at_table open_table(const char *rules, const char *position, unsigned computer,
                           const char *const names[]);
void close_table(struct at_table *at);
/* Plays the move whose label is c (or TB_PASS for '-'); the test fails
 * when it is refused. */
void play_label(struct table *t, char c);
/* Plays a legal move of the player to move, chosen by *seed (splitmix),
 * a pass when that is the only one; the test fails when it is refused. */
void play_any(struct table *t, unsigned long long *seed);

/* XDG_STATE_HOME is a new directory of the test's own, removed when the
 * test's process ends; its path. */
const char *state_home(void);

#endif
