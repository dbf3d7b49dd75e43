/*
 * test_layout.c - the screen's layout (src/tui/layout.c), planned for
 * every size from the smallest the board fits in to 300 columns by 100
 * lines, for each rule set, with a projector or not, large print or not,
 * a graph or not: nothing is cut (everything stands within the screen),
 * nothing overlaps (the boxes, the players' lines, the words, the graph,
 * the line above the keys and the key bar each have their own lines),
 * the board is centred, and a click on a hole finds it.  Below the
 * smallest size, the screen says it is too small.
 */
#include <criterion/criterion.h>
#include <stdio.h>

#include "support.h"
#include "tui/layout.h"

enum { MOST_COLS = 300, MOST_LINES = 100, LINES_STRIDE = 5, COLS_STRIDE = 7 };

/* The size after n, counting up to most from need - 1.  Under valgrind,
 * which looks for bad reads and not for misplaced boxes, only every
 * stride-th size from the least, and the most: with the least and the one
 * below it, they reach every line and branch of src/ that every size does
 * (docs/reliability.md, "Session 9: the heaviest tests under valgrind"),
 * at a thirtieth of the sizes; check-clang and check-san plan every one. */
static int next_size(int n, int need, int most, int stride)
{
    if (!test_under_valgrind() || n < need || n == most)
        return n + 1;
    return n + stride < most ? n + stride : most;
}

struct box {
    int y, x, h, w;
};

static bool overlap(struct box a, struct box b)
{
    return a.y < b.y + b.h && b.y < a.y + a.h && a.x < b.x + b.w && b.x < a.x + a.w;
}

static bool within(struct box a, int lines, int cols)
{
    return a.y >= 0 && a.x >= 0 && a.h >= 0 && a.w >= 0 && a.y + a.h <= lines && a.x + a.w <= cols;
}

/* Checks the layout of one size; what names it for the messages. */
static void check(const tb_rules *r, int lines, int cols, const struct layout *lo, bool graph,
                  const char *what)
{
    int holes = tb_holes(r);
    cr_assert_not(lo->too_small, "%s: too small", what);
    /* The bands, top down, each below the one before. */
    cr_expect(lo->title_y >= 0, "%s: the title is cut", what);
    cr_expect(lo->top_name_y > lo->title_y, "%s: the title and the top line", what);
    cr_expect(lo->board_y >= lo->top_name_y + lo->label_h, "%s: the top line and the board", what);
    cr_expect(lo->bottom_name_y >= lo->board_y + lo->board_h, "%s: the board and the bottom line",
              what);
    cr_expect(lo->log_y >= lo->bottom_name_y + lo->label_h, "%s: the bottom line and the words",
              what);
    cr_expect(lo->log_h >= 2, "%s: no room for the words", what);
    cr_expect(lo->graph_y >= lo->log_y + lo->log_h, "%s: the words and the graph", what);
    cr_expect(!graph || lo->graph_h >= 6, "%s: no room for the graph", what);
    cr_expect(lo->graph_y + lo->graph_h <= lo->message_y,
              "%s: the graph and the line above the "
              "keys",
              what);
    cr_expect(lo->message_y <= lines - 2 && lo->message_y >= lo->graph_y + lo->graph_h,
              "%s: the line above the keys", what);
    cr_expect(lo->message_x >= 0 && lo->message_w > 0 && lo->message_x + lo->message_w <= cols,
              "%s: the line above the keys is cut", what);
    cr_expect_eq(lo->keys_y, lines - 1, "%s", what);
    /* Across: the words and the board within the screen. */
    cr_expect(lo->text_x >= 0 && lo->text_x + lo->text_w <= cols && lo->text_w > 0,
              "%s: the words are cut", what);
    struct box board = {lo->board_y, lo->board_x, lo->board_h, lo->board_w};
    cr_expect(within(board, lines, cols), "%s: the board is cut", what);
    int right = lo->board_x + lo->board_w;
    if (layout_has_side(r)) {
        struct box side = {lo->side_y, lo->side_x, 4, lo->side_w};
        cr_expect(within(side, lines, cols), "%s: the column beside the board is cut", what);
        cr_expect(lo->side_x > right, "%s: the column beside the board is on it", what);
        right = lo->side_x + lo->side_w;
    }
    /* Each player's store: within the screen, on no box, beside the row
     * of their holes (or over their column), tall enough for a seed and
     * the count inside its frame. */
    int left = lo->board_x;
    for (int p = 0; p < r->players; p++) {
        struct box store = {lo->store_y[p], lo->store_x[p], lo->store_h[p], lo->store_w[p]};
        cr_expect(within(store, lines, cols), "%s: player %d's store is cut", what, p);
        cr_expect(store.h >= 4 && store.w >= 9, "%s: player %d's store is %dx%d", what, p, store.w,
                  store.h);
        for (int h = 0; h < holes; h++) {
            struct box a = {lo->hole_y[h], lo->hole_x[h], lo->box_h, lo->box_w};
            cr_expect_not(overlap(a, store), "%s: player %d's store on hole %d", what, p, h);
        }
        int first = p * r->holes_per_player;
        if (layout_side(r, p) != SIDE_RIGHT)
            cr_expect(store.y == lo->hole_y[first] && store.x + store.w < lo->board_x,
                      "%s: player %d's store is not beside their row", what, p);
        left = store.x < left ? store.x : left;
    }
    int margin_left = left, margin_right = cols - right;
    cr_expect(margin_left - margin_right >= -1 && margin_left - margin_right <= 1,
              "%s: the board is not centred: %d columns left, %d right", what, margin_left,
              margin_right);
    /* The boxes: within the board, none on another, each found by a click. */
    for (int h = 0; h < holes; h++) {
        struct box a = {lo->hole_y[h], lo->hole_x[h], lo->box_h, lo->box_w};
        cr_expect(within(a, lines, cols), "%s: hole %d is cut", what, h);
        cr_expect(a.y >= board.y && a.x >= board.x && a.y + a.h <= board.y + board.h &&
                      a.x + a.w <= board.x + board.w,
                  "%s: hole %d out of the board", what, h);
        for (int g = 0; g < h; g++) {
            struct box b = {lo->hole_y[g], lo->hole_x[g], lo->box_h, lo->box_w};
            cr_expect_not(overlap(a, b), "%s: holes %d and %d overlap", what, g, h);
        }
        cr_expect_eq(layout_hole_at(lo, r, a.y + a.h / 2, a.x + a.w / 2), h,
                     "%s: a click on hole %d", what, h);
    }
    cr_expect_eq(layout_hole_at(lo, r, lo->keys_y, 0), -1, "%s: a click beside the board", what);
}

static void every_size(const char *name)
{
    const tb_rules *r = tb_rules_find(name);
    cr_assert_not_null(r);
    for (int look = 0; look < 8; look++) {
        bool projector = look & 1, large = look & 2, graph = look & 4;
        struct layout least;
        layout_plan(r, 1, 1, projector, large, 0, graph, &least);
        cr_assert(least.too_small);
        int need_lines = least.need_lines, need_cols = least.need_cols;
        cr_assert(need_lines <= 24 && need_cols <= 80, "%s: 80x24 is too small", name);
        for (int lines = need_lines - 1; lines <= MOST_LINES;
             lines = next_size(lines, need_lines, MOST_LINES, LINES_STRIDE))
            for (int cols = need_cols - 1; cols <= MOST_COLS;
                 cols = next_size(cols, need_cols, MOST_COLS, COLS_STRIDE)) {
                char what[96];
                struct layout lo;
                snprintf(what, sizeof what, "%s %dx%d%s%s%s", name, cols, lines,
                         projector ? ", projector" : "", large ? ", large print" : "",
                         graph ? ", graph" : "");
                /* A column beside the board as wide as a long name wants. */
                layout_plan(r, lines, cols, projector, large, layout_has_side(r) ? 30 : 0, graph,
                            &lo);
                if (lines < need_lines || cols < need_cols)
                    cr_expect(lo.too_small, "%s: smaller than the least, and drawn", what);
                else
                    check(r, lines, cols, &lo, graph, what);
            }
    }
}

Test(layout, every_size_of_tihbat) { every_size("tihbat"); }
Test(layout, every_size_of_bakuk) { every_size("bakuk"); }
Test(layout, every_size_of_bakuk3) { every_size("bakuk3"); }

/* Without a projector, a screen from 160x48 up scales the board: its
 * boxes show big letters, seeds and counts, and the line above the keys
 * stands right under the words, in their column, not at the bottom left. */
Test(layout, a_big_screen_scales_the_board)
{
    const tb_rules *r = tb_rules_find("tihbat");
    struct layout lo;
    layout_plan(r, 47, 200, false, false, 0, false, &lo);
    cr_expect_not(lo.big_holes, "big holes at 200x47");
    cr_expect_eq(lo.message_y, 45);
    layout_plan(r, 60, 159, false, false, 0, false, &lo);
    cr_expect_not(lo.big_holes, "big holes at 159x60");
    for (int lines = 48; lines <= 100; lines += 13)
        for (int cols = 160; cols <= 300; cols += 35) {
            layout_plan(r, lines, cols, false, false, 0, false, &lo);
            cr_expect(lo.big_holes, "%dx%d: small holes", cols, lines);
            cr_expect(lo.box_h >= 14, "%dx%d: boxes of %d lines", cols, lines, lo.box_h);
            cr_expect_eq(lo.message_y, lo.log_y + lo.log_h + 1, "%dx%d: the prompt at %d", cols,
                         lines, lo.message_y);
            cr_expect_eq(lo.message_x, lo.text_x, "%dx%d", cols, lines);
            cr_expect(lo.message_x > 1, "%dx%d: the prompt at the far left", cols, lines);
        }
    layout_plan(r, 24, 80, true, true, 0, false, &lo);
    cr_expect(lo.big_holes, "a projector's holes are big");
}

/* The stores fit the least screen of every game, Bakuk for three's too. */
Test(layout, the_stores_fit_at_80x24)
{
    static const char *const games[] = {"tihbat", "bakuk", "bakuk3", "koumma", "modiar"};
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
        const tb_rules *r = tb_rules_find(games[g]);
        cr_assert_not_null(r, "%s", games[g]);
        struct layout lo;
        layout_plan(r, 24, 80, false, false, layout_has_side(r) ? 30 : 0, false, &lo);
        check(r, 24, 80, &lo, false, games[g]);
        for (int p = 0; p < r->players; p++)
            cr_expect(lo.store_w[p] > 0 && lo.store_h[p] > 0, "%s: no store for player %d",
                      games[g], p);
    }
}
