/*
 * board.h - the board and the players' lines, drawn where the layout
 * puts them.
 */
#ifndef TIHBAT_TUI_BOARD_H
#define TIHBAT_TUI_BOARD_H

#include "tui/layout.h"
#include "tui/mode.h"

/* What the board is drawn from: the table, the layout, what is shown, and
 * the fonts of large print (NULL: none). */
struct board {
    const struct table *t;
    struct bigtext *fonts;
    const struct layout *lo;
    const struct shown *s;
};

/* Draws the holes, the arrows and the players' lines. */
void draw_board(const struct board *b);
/* The width player p's column beside the board takes whole. */
int board_side_width(const struct table *t, const struct shown *s, int p);

#endif
