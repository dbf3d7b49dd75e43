/*
 * layout.h - where everything goes on the screen: the board's boxes, the
 * players' lines, the title, the story, a graph, the line above the keys
 * and the key bar, worked out from the screen's size alone (pure
 * geometry: no terminal is asked), for drawing, clicks and scrolling.
 */
#ifndef TIHBAT_TUI_LAYOUT_H
#define TIHBAT_TUI_LAYOUT_H

#include <stdbool.h>

#include "tihbat.h"

/* Where everything is on the screen. */
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
    int graph_y, graph_h;                        /* a graph's lines, when it has some */
    int message_y, message_x, message_w, keys_y; /* message_y: the last line above the keys */
    bool big_holes; /* the boxes show their letter, seeds and count as big as they go */
    /* Each player's store, the seeds captured: beside their row (left of
     * the board), or over their column beside it. */
    int store_x[TB_MAX_PLAYERS], store_y[TB_MAX_PLAYERS], store_w[TB_MAX_PLAYERS],
        store_h[TB_MAX_PLAYERS];
};

/* Where player p's holes are: all in the top row, all in the bottom row,
 * or a column (bakuk3's player 2, on the right). */
enum side { SIDE_TOP, SIDE_BOTTOM, SIDE_RIGHT };
enum side layout_side(const tb_rules *r, int p);
/* Whether a player's holes are a column beside the board. */
bool layout_has_side(const tb_rules *r);

/* Where everything goes on a screen of lines by cols for a game of r:
 * side_need is the width a player's column beside the board would take
 * whole; projector: the board as big as it goes, the words for a class;
 * large: large print is to be had; graph: a graph goes below the story.
 * lo->too_small when nothing fits. */
void layout_plan(const tb_rules *r, int lines, int cols, bool projector, bool large, int side_need,
                 bool graph, struct layout *lo);
/* The hole at screen cell y, x, or -1. */
int layout_hole_at(const struct layout *lo, const tb_rules *r, int y, int x);

#endif
