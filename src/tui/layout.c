/*
 * layout.c - where everything goes on the screen, as pure geometry: the
 * screen's size and what is to be shown in, the places out.  It draws
 * nothing and asks the terminal nothing, so that a unit test plans every
 * size there is.
 */
#include <string.h>

#include "tui/layout.h"

/* The smallest board that still reads, and the room text needs; a column
 * of a player beside the board is at least SIDE_W wide, wider for a long
 * name when there is room. */
enum {
    MIN_BOX_W = 9,
    MIN_BOX_H = 5,
    MIN_LOG = 2,
    FIXED_LINES = 5,
    MIN_TEXT_W = 56,
    SIDE_W = 20,
    COL_GAP = 2,
    TEXT_MAX_W = 100
};
/* The stores of captured seeds, left of the rows: at least a least box
 * wide, a column more for every 20 the screen has to spare, up to 16. */
enum { STORE_W = 9, STORE_MOST_W = 16, STORE_SPARE = 20 };
/* From 160x48 up, without a projector, the screen is big: the boxes show
 * big letters, seeds and counts, and the line above the keys stands right
 * under the words, in their column. */
enum { BIG_COLS = 160, BIG_LINES = 48 };
/* A projector's boxes first grow tall enough for block digits.  From 40
 * lines up the screen is planned for a class: the players' lines, the
 * board, then the words in large print right under it (2/5 of what is
 * left, at least 16 lines: a move's account in letters 8 pixels high);
 * from 56 lines the players' lines are in large print too (8 lines,
 * each: a Bengali name needs them). */
enum {
    PROJECTOR_BOX_H = 8,
    PROJECTOR_LOG_SHARE = 5,
    CLASS_LINES = 40,
    WORDS_LEAST = 16,
    LARGE_LABEL_LINES = 56,
    LABEL_H = 8
};
/* A graph takes at least 6 lines (two rows each side of its axis, and its
 * mark), and grows to a quarter of the screen. */
enum { GRAPH_MIN = 6, GRAPH_SHARE = 4 };

/* Where player p's holes are: all in the top row, all in the bottom row,
 * or a column (bakuk3's player 2, on the right). */
enum side layout_side(const tb_rules *r, int p)
{
    bool top = false, bottom = false;
    for (int h = p * r->holes_per_player; h < (p + 1) * r->holes_per_player; h++) {
        if (h < r->holes_per_row)
            bottom = true;
        else
            top = true;
    }
    return top && bottom ? SIDE_RIGHT : top ? SIDE_TOP : SIDE_BOTTOM;
}

bool layout_has_side(const tb_rules *r)
{
    for (int p = 0; p < r->players; p++)
        if (layout_side(r, p) == SIDE_RIGHT)
            return true;
    return false;
}

/* A class's screen, from CLASS_LINES up: title, the top player's line,
 * the board, the bottom player's line, a blank line, the words, the line
 * above the keys (two lines), the keys.  False, and nothing set, when the
 * boxes or the words would get too few lines. */
static bool plan_class(int lines, bool large, int box_h_max, int *box_h, int *row_gap, int *label_h,
                       int *words)
{
    int label = lines >= LARGE_LABEL_LINES ? LABEL_H : 1;
    int avail = lines - (1 + 2 * label + 1 + 2 + 1);
    int want = large ? 2 * avail / PROJECTOR_LOG_SHARE : MIN_LOG + 2;
    want = large && want < WORDS_LEAST ? WORDS_LEAST : want;
    int box = (avail - want - 1) / 2;
    box = box > box_h_max ? box_h_max : box;
    if (lines < CLASS_LINES || box < PROJECTOR_BOX_H || avail - 2 * box - 1 < MIN_LOG)
        return false;
    *label_h = label;
    *box_h = box;
    *row_gap = 1;
    *words = avail - 2 * box - 1;
    return true;
}

void layout_plan(const tb_rules *r, int lines, int cols, bool projector, bool large, int side_need,
                 bool graph, struct layout *lo)
{
    int n = r->holes_per_row;
    int side_w = 0;
    memset(lo, 0, sizeof *lo);
    lo->need_lines = FIXED_LINES + 2 * MIN_BOX_H + MIN_LOG + (graph ? GRAPH_MIN : 0);
    lo->need_cols = n * MIN_BOX_W + (n - 1) * COL_GAP + 2 + STORE_W + COL_GAP;
    if (layout_has_side(r))
        lo->need_cols += SIDE_W + COL_GAP;
    if (lo->need_cols < MIN_TEXT_W)
        lo->need_cols = MIN_TEXT_W;
    if (layout_has_side(r)) {
        /* The column takes what its longest line needs, as long as the
         * boxes keep their least width. */
        int room = cols - 2 - COL_GAP - n * MIN_BOX_W - (n - 1) * COL_GAP - STORE_W - COL_GAP;
        side_w = side_need + 2 < SIDE_W ? SIDE_W : side_need + 2; /* in the store's frame */
        side_w = side_w > room && room >= SIDE_W ? room : side_w;
    }
    int side = side_w ? side_w + COL_GAP : 0;
    int store_w = STORE_W + (cols > lo->need_cols ? (cols - lo->need_cols) / STORE_SPARE : 0);
    store_w = store_w > STORE_MOST_W ? STORE_MOST_W : store_w;
    int store = store_w + COL_GAP;
    int box_w_max = (cols - 2 - side - store - (n - 1) * COL_GAP) / n;
    if (lines < lo->need_lines || cols < lo->need_cols || box_w_max < MIN_BOX_W) {
        lo->too_small = true;
        return;
    }

    /* Lines beyond the least go where they help most, in this order; what
     * is left makes the boxes grow. */
    bool big = !projector && lines >= BIG_LINES && cols >= BIG_COLS;
    /* A big screen's line above the keys takes a second line of its own. */
    int spare = lines - lo->need_lines - big, box_h = MIN_BOX_H, log_h = MIN_LOG;
    int row_gap = 0, title_gap = 0, log_gap = 0, box_h_max = box_w_max / 2 + 1, label_h = 1;
    int graph_h = graph ? GRAPH_MIN : 0;
    /* A class's screen has no graph: a review plans its lines as ever. */
    bool class = projector && !graph &&
                 plan_class(lines, large, box_h_max, &box_h, &row_gap, &label_h, &log_h);
    const struct {
        int *what, cost, most;
    } growth[] = {
        {&box_h, 2, MIN_BOX_H + 1},
        {&log_h, 1, MIN_LOG + 1},
        {&graph_h, 1, graph ? GRAPH_MIN + 2 : 0},
        {&log_gap, 1, 1},
        {&row_gap, 1, 1},
        {&box_h, 2, projector ? PROJECTOR_BOX_H : MIN_BOX_H + 2},
        {&title_gap, 1, 1},
        {&log_h, 1, projector ? 2 * lines / PROJECTOR_LOG_SHARE : MIN_LOG + 2},
        {&graph_h, 1, graph ? lines / GRAPH_SHARE : 0},
        {&box_h, 2, box_h_max},
    };
    for (size_t i = 0; !class && i < sizeof growth / sizeof growth[0]; i++) {
        while (spare >= growth[i].cost && *growth[i].what < growth[i].most &&
               (growth[i].what != &box_h || box_h < box_h_max)) {
            ++*growth[i].what;
            spare -= growth[i].cost;
        }
    }
    /* A projector's boxes take all the width, for the biggest digits. */
    int box_w = 2 * box_h + 8 < box_w_max && !projector ? 2 * box_h + 8 : box_w_max;

    lo->box_w = box_w;
    lo->box_h = box_h;
    lo->row_gap = row_gap;
    lo->label_h = label_h;
    lo->board_w = n * box_w + (n - 1) * COL_GAP;
    lo->board_h = 2 * box_h + row_gap;
    lo->board_x = (cols - lo->board_w - side - store) / 2 + store;
    lo->big_holes = projector || big;
    lo->keys_y = lines - 1;
    lo->message_y = lines - 2;
    lo->message_x = 1;
    lo->message_w = cols - 2;
    /* The rest stands in the middle of the lines above the message; a
     * class's screen takes them all, the words right under the board. */
    int block = 1 + title_gap + label_h + lo->board_h + label_h + log_gap + log_h + graph_h;
    lo->title_y = class ? 0 : big ? (lines - 1 - block - 2) / 2 : (lines - 2 - block) / 2;
    lo->top_name_y = lo->title_y + 1 + title_gap;
    lo->board_y = lo->top_name_y + label_h;
    lo->bottom_name_y = lo->board_y + lo->board_h;
    lo->log_y = lo->bottom_name_y + label_h + (class ? 1 : log_gap);
    lo->log_h = log_h;
    lo->graph_y = lo->log_y + log_h;
    lo->graph_h = graph_h;
    lo->side_x = lo->board_x + lo->board_w + COL_GAP;
    lo->side_y = lo->board_y + box_h + row_gap + 1; /* framed, beside the bottom row */
    lo->side_w = side_w;
    lo->text_w = cols - 2 < TEXT_MAX_W ? cols - 2 : TEXT_MAX_W;
    lo->text_x = (cols - lo->text_w) / 2;
    if (big) { /* the line above the keys right under the words */
        lo->message_y = lo->graph_y + graph_h + 1;
        lo->message_x = lo->text_x;
        lo->message_w = lo->text_w;
    }
    for (int h = 0; h < 2 * n; h++) {
        bool south = h < n;
        int col = south ? h : 2 * n - 1 - h;
        lo->hole_x[h] = lo->board_x + col * (box_w + COL_GAP);
        lo->hole_y[h] = south ? lo->board_y + box_h + row_gap : lo->board_y;
    }
    for (int p = 0; p < r->players; p++) {
        enum side where = layout_side(r, p);
        lo->store_x[p] = where == SIDE_RIGHT ? lo->side_x : lo->board_x - store;
        lo->store_y[p] =
            where == SIDE_BOTTOM ? lo->hole_y[0] : lo->board_y; /* a column: over its label */
        lo->store_w[p] = where == SIDE_RIGHT ? side_w : store_w;
        lo->store_h[p] = box_h;
    }
}

int layout_hole_at(const struct layout *lo, const tb_rules *r, int y, int x)
{
    for (int h = 0; !lo->too_small && h < tb_holes(r); h++)
        if (y >= lo->hole_y[h] && y < lo->hole_y[h] + lo->box_h && x >= lo->hole_x[h] &&
            x < lo->hole_x[h] + lo->box_w)
            return h;
    return -1;
}
