/*
 * blockfont.h - the hole letters, the counts and the turn mark in blocks,
 * for boxes and lines read across a room.  A font of 5 by 7 pixels whose
 * pixels are square on the screen: one column by half a line (a cell is
 * about twice as high as wide), so a glyph drawn at scale s takes 5s
 * columns and 7s half lines.  Knows nothing of curses: it says which
 * halves of each cell are lit, and the caller draws ▀ ▄ █.
 */
#ifndef TIHBAT_BLOCKFONT_H
#define TIHBAT_BLOCKFONT_H

/* Which halves of a cell are lit. */
enum { BLOCK_TOP = 1, BLOCK_BOTTOM = 2 };

/* The columns text takes at scale (a pixel's gap between glyphs), and the
 * lines any text takes. */
int blockfont_width(const char *text, int scale);
int blockfont_lines(int scale);
/* The lit halves of the cell at line, col of text drawn at scale: the
 * digits, the hole letters A to H and '>' (the turn mark); any other
 * character is blank. */
unsigned blockfont_cell(const char *text, int scale, int line, int col);

#endif
