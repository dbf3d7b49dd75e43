/*
 * puzzles.h - puzzles drawn from the solution, set one at a time on the
 * board, easiest first, with the progress kept between runs.
 */
#ifndef TIHBAT_TUI_PUZZLES_H
#define TIHBAT_TUI_PUZZLES_H

#include "tihbat.h"

struct tui;

/* Begins the puzzles of r, a two-player rule set (the others have no
 * solution), as the base mode. */
void puzzles_begin(struct tui *f, const tb_rules *r);

#endif
