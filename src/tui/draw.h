/*
 * draw.h - the screen as a mode stack shows it: the title, the board, the
 * players, the story, the line above the keys, the key bar, a panel.
 */
#ifndef TIHBAT_TUI_DRAW_H
#define TIHBAT_TUI_DRAW_H

#include <stdbool.h>

#include "tihbat.h"

/* Where everything is on the screen, for drawing, clicks and scrolling. */
struct layout {
    bool too_small;
    bool urgent_open, urgent_shown; /* a panel shown even then: open; drawn, so keys reach it */
    int need_cols, need_lines;
    int box_w, box_h, row_gap;
    int label_h; /* the lines of a player's label: more than one in large print */
    int hole_x[TB_MAX_HOLES], hole_y[TB_MAX_HOLES];
    int board_x, board_y, board_w, board_h;
    int title_y, top_name_y, bottom_name_y, side_x, side_y, side_w;
    int text_x, text_w, log_y, log_h;
    int graph_y, graph_h; /* a graph's lines, when it has some */
    int message_y, keys_y;
};

struct bigtext;
struct scene;
struct shown;

/* Draws s, which the modes showed from sc; large print in fonts (NULL:
 * none); records where things went in lo. */
void draw_screen(const struct scene *sc, struct bigtext *fonts, struct layout *lo,
                 const struct shown *s);
/* How many lines s's panel has, and how many of them fit on the screen
 * laid out as lo. */
void draw_panel_size(const struct layout *lo, const struct shown *s, int *lines, int *fit);
/* The hole at screen cell y, x, or -1. */
int hole_at(const struct layout *lo, const tb_rules *r, int y, int x);

#endif
