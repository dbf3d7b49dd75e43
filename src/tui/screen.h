/*
 * screen.h - text, colours and line drawing on the terminal: colours that
 * fall back to attributes, line drawing that falls back to ASCII, UTF-8
 * text drawn by its display width.
 */
#ifndef TIHBAT_TUI_SCREEN_H
#define TIHBAT_TUI_SCREEN_H

#include <curses.h>
#include <stdbool.h>

#include "tihbat.h"

enum paint {
    PAINT_DIM,
    PAINT_BOLD,
    PAINT_ALERT,
    PAINT_LANDING,
    PAINT_CAPTURE,
    PAINT_TIP,
    PAINT_RIGHT,                                  /* a right move's verdict */
    PAINT_WRONG,                                  /* a wrong move's */
    PAINT_PLAYER,                                 /* + p: player p's colour */
    PAINT_CURSOR = PAINT_PLAYER + TB_MAX_PLAYERS, /* + p: highlight in it */
    PAINTS = PAINT_CURSOR + TB_MAX_PLAYERS,
};

/* Characters to draw with, Unicode or ASCII. */
struct glyphs {
    const char *box[2][6]; /* [heavy]: top-left, top-right, bottom-left, bottom-right, -, | */
    const char *seed, *turn, *more, *left, *right, *block, *done;
    /* A graph's bars: half and whole cells up and down; its axis, the
     * axis where the point shown is, a capture on it, the mark below; the
     * cells of each player's part of a stacked bar, told apart without
     * colour too. */
    const char *bar_up[2], *bar_down[2], *axis, *cross, *capture, *marker;
    const char *stack[TB_MAX_PLAYERS];
    /* The way the seeds go round: along the rows and between them. */
    const char *sow_right, *sow_left, *sow_up, *sow_down;
    /* Cells of large print by their lit quadrants (1 top-left, 2 top-right,
     * 4 and 8 below); NULL in ASCII. */
    const char *quadrant[16];
    /* A verdict's marks, ✓ and ✗: small, and large (MARK_LINES lines of
     * MARK_COLS columns each). */
    const char *yes, *no, *right_mark[4], *wrong_mark[4];
};
enum { MARK_LINES = 4, MARK_COLS = 8 };

void screen_init(bool color, bool ascii);
const struct glyphs *glyphs(void);
/* The paints of the frame about to be drawn: high contrast, for a
 * projector, or the usual ones (draw_screen chooses, from the settings). */
void screen_contrast(bool high);
attr_t paint(enum paint p);
/* Draws s at y, x in at most `width` columns; returns the columns used. */
int put_text(int y, int x, int width, attr_t attr, const char *s);
/* Draws s wrapped to `width` columns: its lines from `first` on, at most
 * `max`, from line y down; returns how many lines it has in all. */
int put_wrapped(int y, int x, int width, int first, int max, attr_t attr, const char *s);
void fill_area(int y, int x, int h, int w, attr_t attr);
/* A frame of h lines by w columns from y, x, in heavy lines or not. */
void put_frame(int y, int x, int h, int w, bool heavy, attr_t attr);
/* The w cells from y, x stand after text a terminal may measure otherwise
 * than we do (a panel's right side on a line of Bengali): they are drawn
 * after the rest of the screen, the cursor moved to them by its address,
 * so that they stand in their columns whatever the terminal made of the
 * text before them.  At most 160 cells a frame. */
void put_after_uneven(int y, int x, int w);
/* Shows what was drawn (refresh), writing the lines whole while text that
 * is not plain is about. */
void screen_refresh(void);

#endif
