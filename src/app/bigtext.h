/*
 * bigtext.h - a sentence in large print, for a projector.  A terminal
 * cannot make its letters bigger, so the program draws them itself, four
 * pixels to a screen cell (the quadrant blocks ▘▝▖▗ and their sums).
 * Knows nothing of curses: it hands back which quadrants of each cell are
 * lit, and the caller puts the blocks on the screen.
 */
#ifndef TIHBAT_BIGTEXT_H
#define TIHBAT_BIGTEXT_H

#include <stdbool.h>

/* The fonts of one language, and the last sentence set in them. */
struct bigtext;

/* A sentence set in cells: mask[r * cols + c] has bit 0 for the top-left
 * quadrant of that cell, 1 top-right, 2 bottom-left, 3 bottom-right. */
struct big_cells {
    int rows, cols;
    const unsigned char *mask;
};

/* The fonts fontconfig finds for a language ("bn", "de"...), bold where it
 * can; NULL when there are none or memory runs out. */
struct bigtext *bigtext_open(const char *language);
void bigtext_close(struct bigtext *bt);

/* Sets text as large as fits in at most rows x cols cells, each line
 * centred, and points out at the cells (valid until the next call).  False
 * when it does not fit in letters big enough to read, or a character has
 * no font: then the caller shows plain text. */
bool bigtext_set(struct bigtext *bt, const char *text, int rows, int cols, struct big_cells *out);

#endif
