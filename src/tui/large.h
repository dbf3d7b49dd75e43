/*
 * large.h - large print on the terminal, for a projector.
 */
#ifndef TIHBAT_TUI_LARGE_H
#define TIHBAT_TUI_LARGE_H

#include <curses.h>

#include "tui/layout.h"

struct bigtext;

/* Puts text in large print in the box of `rows` lines from y and `cols`
 * columns from x: centred across it, or its letters starting at x
 * (align < 0) or ending at its right (align > 0); the lines from the top.
 * Returns the columns its letters take, or 0 when it does not fit in
 * letters big enough to read (or there are no fonts). */
int put_large(struct bigtext *large, int y, int x, int rows, int cols, int align, attr_t attr,
              const char *text);
/* The sentence that matters now in large print in the lines of the words
 * under the board, from the top down to `bottom`: all of it, or else its
 * last sentence with the whole in plain print below, or else the last
 * sentence alone.  Returns what is in large print (text, or its last
 * sentence), or NULL when none fits, or there are no fonts. */
const char *draw_large(const struct layout *lo, struct bigtext *large, const char *text,
                       int bottom);

#endif
