/*
 * panel.h - a panel over the board, drawn.
 */
#ifndef TIHBAT_TUI_PANEL_H
#define TIHBAT_TUI_PANEL_H

#include <curses.h>

#include "tui/layout.h"

struct shown;

/* The look of a panel's row of style (enum row_style, or ROW_PLAYER + p). */
attr_t row_attr(int style);
/* The look of a verdict (enum verdict): its colour, bold; plain bold for none. */
attr_t verdict_attr(int verdict);
/* s's panel, framed; when its rows do not all fit, from its line `top` on,
 * with marks to scroll; a row that large print says already (skip) is
 * left out. */
void draw_panel(const struct layout *lo, const struct shown *s, const char *skip);
/* Whether s's panel, wherever it goes on the screen laid out as lo,
 * hides a hole it must leave in sight. */
bool panel_hides_holes(const struct layout *lo, const struct shown *s);
/* How many lines s's panel has, and how many of them fit on the screen
 * laid out as lo. */
void draw_panel_size(const struct layout *lo, const struct shown *s, int *lines, int *fit);

#endif
