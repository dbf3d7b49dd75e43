/*
 * end.h - the end of a game: why it ended, the scores, the winner, in a
 * panel that Esc puts away to look at the board.
 */
#ifndef TIHBAT_TUI_END_H
#define TIHBAT_TUI_END_H

#include "tui/keys.h"

struct tui;

/* The end panel's keys. */
extern const struct key_row end_keys[];

void end_open(struct tui *f);

#endif
