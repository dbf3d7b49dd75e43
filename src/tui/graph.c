/*
 * graph.c - one value across a game, drawn in the terminal: a bar a
 * point, up from the axis in one player's colour for a value above 0 and
 * down in the other's for one below, in half cells; the captures marked
 * on the axis, the point shown marked under it.  A point takes a few
 * columns when there is room; when the points outnumber the columns, a
 * column shows the largest of its points.
 */
#include <stdio.h>
#include <stdlib.h>

#include "app/text.h"
#include "tui/graph.h"
#include "tui/mode.h"
#include "tui/screen.h"

/* The widest column of one point, the widest name beside the graph, the
 * most columns drawn. */
enum { POINT_W_MAX = 6, NAME_W_MAX = 16, COLUMNS_MAX = 512 };

/* What one column of the graph shows. */
struct column {
    int value;
    int capture; /* who captured in its points, or -1 */
    bool current; /* the middle column of the point shown */
    bool first;   /* the first column of its point's */
};

/* The points spread over `n` columns: each point its own few columns
 * when they fit, else a column shows the largest value among its points;
 * returns how many columns the points take. */
static int spread(const struct shown *s, struct column *col, int n)
{
    int points = s->graph.points;
    int width = n / points;
    if (width > POINT_W_MAX)
        width = POINT_W_MAX;
    int bar = width >= 3 ? width - 1 : width; /* a gap between wide bars */
    int used = width >= 1 ? points * width : n;
    for (int c = 0; c < used; c++)
        col[c] = (struct column){.capture = -1};
    for (int p = 0; p < points; p++) {
        int v = s->graph.value[p], from = width >= 1 ? p * width : (int)((long)p * n / points);
        int to = width >= 1 ? from + bar : from + 1;
        for (int c = from; c < to; c++) {
            struct column *k = &col[c];
            if (abs(v) >= abs(k->value))
                k->value = v;
            if (s->graph.capture && s->graph.capture[p] >= 0)
                k->capture = s->graph.capture[p];
            k->current = k->current || (p == s->graph.current && c == (from + to - 1) / 2);
            k->first = k->first || c == from;
        }
    }
    return used;
}

/* The half cells a value takes of `steps`, for a graph whose top is
 * `top`: at least one for any value but 0. */
static int half_cells(int value, int top, int steps)
{
    int n = (abs(value) * steps + top / 2) / top;
    return value == 0 ? 0 : n < 1 ? 1 : n > steps ? steps : n;
}

/* One column's bar: `half` rows up from the axis at axis_y (or down); the
 * current point's column is a line through the graph where no bar is. */
static void draw_bar(int axis_y, int x, int half, int top, const struct column *k, attr_t attr)
{
    const struct glyphs *g = glyphs();
    int cells = half_cells(k->value, top, 2 * half), dir = k->value > 0 ? -1 : 1;
    const char *const *bar = k->value > 0 ? g->bar_up : g->bar_down;
    for (int r = 0; r < half; r++) {
        if (cells > 2 * r)
            put_text(axis_y + dir * (r + 1), x, 1, attr, bar[cells - 2 * r >= 2]);
        else if (k->current)
            put_text(axis_y + dir * (r + 1), x, 1, A_BOLD, g->box[0][5]);
        if (k->current)
            put_text(axis_y - dir * (r + 1), x, 1, A_BOLD, g->box[0][5]);
    }
}

void draw_graph(const struct shown *s, int y, int x, int h, int w)
{
    const struct glyphs *g = glyphs();
    if (s->graph.note) {
        int n = text_width(s->graph.note);
        put_text(y + (h - 1) / 2, x + (n < w ? (w - n) / 2 : 0), w, paint(PAINT_DIM),
                 s->graph.note);
        return;
    }
    int rows = h - 1; /* and the line of the mark below */
    if (rows % 2 == 0) {
        y++;
        rows--;
    }
    int half = (rows - 1) / 2, axis_y = y + half, top = 0;
    if (half < 1 || s->graph.points < 1)
        return;
    for (int p = 0; p < s->graph.points; p++)
        top = abs(s->graph.value[p]) > top ? abs(s->graph.value[p]) : top;
    top = top < 2 ? 2 : top;

    /* The scale on the left, the names on the right. */
    char high[16], low[16];
    snprintf(high, sizeof high, "+%d", top);
    snprintf(low, sizeof low, "-%d", top);
    int left = text_width(low) + 1, right = 0;
    const char *names[2] = {s->graph.up_name, s->graph.down_name};
    for (int i = 0; i < 2; i++)
        if (names[i] && text_width(names[i]) + 1 > right)
            right = text_width(names[i]) + 1;
    right = right > NAME_W_MAX + 1 ? NAME_W_MAX + 1 : right;
    if (w - left - right < 2 * s->graph.points && w - left - right < 40)
        right = 0; /* the names go before the points get too few columns */
    int n = w - left - right;
    if (n < 1)
        return;
    if (n > COLUMNS_MAX)
        n = COLUMNS_MAX;
    struct column col[COLUMNS_MAX];
    int used = spread(s, col, n);

    attr_t dim = paint(PAINT_DIM);
    put_text(y, x + left - 1 - text_width(high), left, dim, high);
    put_text(axis_y, x + left - 2, 2, dim, "0");
    put_text(axis_y + half, x + left - 1 - text_width(low), left, dim, low);
    const attr_t colour[2] = {paint((enum paint)(PAINT_PLAYER + s->graph.up)),
                        paint((enum paint)(PAINT_PLAYER + s->graph.down))};
    for (int i = 0; right && i < 2; i++)
        if (names[i])
            put_text(i ? axis_y + half : y, x + left + used + 1, right - 1, colour[i] | A_BOLD,
                     names[i]);

    int marked = -1;
    for (int c = 0; c < used; c++) {
        const struct column *k = &col[c];
        int cx = x + left + c;
        if (k->capture >= 0 && k->first)
            put_text(axis_y, cx, 1, paint((enum paint)(PAINT_PLAYER + k->capture)) | A_BOLD,
                     g->capture);
        else
            put_text(axis_y, cx, 1, k->current ? A_BOLD : dim, k->current ? g->cross : g->axis);
        draw_bar(axis_y, cx, half, top, k, colour[k->value > 0 ? 0 : 1] | A_BOLD);
        if (k->current)
            marked = c;
    }
    if (marked >= 0) {
        /* The mark under the point, and its number beside it, on the
         * right unless it is too near the end. */
        char number[16];
        snprintf(number, sizeof number, "%d", s->graph.current);
        int mx = x + left + marked, nw = text_width(number);
        put_text(axis_y + half + 1, mx, 1, A_BOLD, g->marker);
        put_text(axis_y + half + 1, mx + 2 + nw <= x + w ? mx + 2 : mx - 1 - nw, nw, A_BOLD,
                 number);
    }
}
