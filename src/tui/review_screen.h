/*
 * review_screen.h - a game of two players gone through with the solver: each
 * move's worth against the best, a graph of the advantage, the summary.
 */
#ifndef TIHBAT_TUI_REVIEW_SCREEN_H
#define TIHBAT_TUI_REVIEW_SCREEN_H

#include "tui/keys.h"

struct tui;

/* The review's keys: the replay's steps, the best line and the summary. */
extern const struct key_row review_keys[];

/* Reviews the game's whole record, from its start, as the base mode. */
void review_begin(struct tui *f);

#endif
