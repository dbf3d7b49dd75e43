/*
 * puzzle_screen.h - puzzles drawn from the solution, set one at a time on the
 * board, easiest first, with the progress kept between runs.
 */
#ifndef TIHBAT_TUI_PUZZLE_SCREEN_H
#define TIHBAT_TUI_PUZZLE_SCREEN_H

#include "tihbat.h"
#include "tui/keys.h"

struct tui;

/* The puzzles' keys: the board's, and the puzzles' own. */
extern const struct key_row puzzles_keys[];

/* Begins the puzzles of r, a two-player rule set (the others have no
 * solution), as the base mode. */
void puzzles_begin(struct tui *f, const tb_rules *r);

#endif
