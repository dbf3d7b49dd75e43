/*
 * graph.c - values across a game, drawn in the terminal.  One value a
 * point: a bar up from the axis in one player's colour for a value above
 * 0, down in the other's for one below, in half cells.  Several (Bakuk for
 * three): a bar a point up from the axis, each value its player's part of
 * it, in that player's colour and cells of its own.  The
 * captures are marked on the axis, the point shown under it.  A point
 * takes a few columns when there is room; when the points outnumber the
 * columns, a column shows one of its points: the largest of one value,
 * else the point shown or the last.
 */
#include <stdio.h>
#include <stdlib.h>

#include "app/terminal_text.h"
#include "tui/graph.h"
#include "tui/mode.h"
#include "tui/screen.h"

/* The widest column of one point, the widest name beside the graph and
 * caption under the names, the most columns drawn. */
enum { POINT_W_MAX = 6, NAME_W_MAX = 16, CAPTION_W_MAX = 28, COLUMNS_MAX = 512, LABEL_SIZE = 96 };

/* What one column of the graph shows. */
struct column {
    int point;    /* the point it shows, or -1 (a gap between bars) */
    int capture;  /* who captured in its points, or -1 */
    bool current; /* the middle column of the point shown */
    bool first;   /* the first column of its point's */
};

static bool stacked(const struct shown *s) { return s->graph.series > 1; }

/* The whole of point p's stacked bar. */
static int stack_of(const struct shown *s, int p)
{
    int sum = 0;
    for (int i = 0; i < s->graph.series; i++)
        sum += s->graph.value[p * s->graph.series + i];
    return sum;
}

/* Whether point p, later than q, shows in place of q in a column of both. */
static bool shows_over(const struct shown *s, int p, int q)
{
    if (stacked(s))
        return q != s->graph.current;
    return abs(s->graph.value[p]) >= abs(s->graph.value[q]);
}

/* The points spread over `n` columns: each point its own few columns
 * when they fit, else a column shows one of its points; returns how many
 * columns the points take. */
static int spread(const struct shown *s, struct column *col, int n)
{
    int points = s->graph.points;
    int width = n / points;
    if (width > POINT_W_MAX)
        width = POINT_W_MAX;
    int bar = width >= 3 ? width - 1 : width; /* a gap between wide bars */
    int used = width >= 1 ? points * width : n;
    for (int c = 0; c < used; c++)
        col[c] = (struct column){.point = -1, .capture = -1};
    for (int p = 0; p < points; p++) {
        int from = width >= 1 ? p * width : (int)((long)p * n / points);
        int to = width >= 1 ? from + bar : from + 1;
        for (int c = from; c < to; c++) {
            struct column *k = &col[c];
            if (k->point < 0 || shows_over(s, p, k->point))
                k->point = p;
            if (s->graph.capture && s->graph.capture[p] >= 0)
                k->capture = s->graph.capture[p];
            k->current = k->current || (p == s->graph.current && c == (from + to - 1) / 2);
            k->first = k->first || c == from;
        }
    }
    return used;
}

static attr_t colour_of(int player) { return paint((enum paint)(PAINT_PLAYER + player)) | A_BOLD; }

/* The half cells a value takes of `steps`, for a graph whose top is
 * `top`: at least one for any value but 0. */
static int half_cells(int value, int top, int steps)
{
    int n = (abs(value) * steps + top / 2) / top;
    return value == 0 ? 0 : n < 1 ? 1 : n > steps ? steps : n;
}

/* One value a point: a column's bar, `half` rows up from the axis at
 * axis_y (or down); the current point's column is a line through the
 * graph where no bar is. */
static void draw_bar(const struct shown *s, const struct column *k, int axis_y, int x, int half,
                     int top)
{
    const struct glyphs *g = glyphs();
    int value = k->point >= 0 ? s->graph.value[k->point] : 0;
    int cells = half_cells(value, top, 2 * half), dir = value > 0 ? -1 : 1;
    const char *const *bar = value > 0 ? g->bar_up : g->bar_down;
    for (int r = 0; r < half; r++) {
        if (cells > 2 * r)
            put_text(axis_y + dir * (r + 1), x, 1, colour_of(value > 0 ? 0 : 1),
                     bar[cells - 2 * r >= 2]);
        else if (k->current)
            put_text(axis_y + dir * (r + 1), x, 1, A_BOLD, g->box[0][5]);
        if (k->current)
            put_text(axis_y - dir * (r + 1), x, 1, A_BOLD, g->box[0][5]);
    }
}

/* Several values a point: a column's bar, `rows` cells up from the axis
 * at axis_y for `top`, each value its part in turn. */
static void draw_stack(const struct shown *s, const struct column *k, int axis_y, int x, int rows,
                       int top)
{
    const struct glyphs *g = glyphs();
    int n = s->graph.series, sum = 0, from = 0;
    for (int i = 0; k->point >= 0 && i < n; i++) {
        sum += s->graph.value[k->point * n + i];
        int to = (sum * rows + top / 2) / top;
        to = to > rows ? rows : to;
        for (int r = from; r < to; r++)
            put_text(axis_y - 1 - r, x, 1, colour_of(i), g->stack[i]);
        from = to > from ? to : from;
    }
    for (int r = from; k->current && r < rows; r++)
        put_text(axis_y - 1 - r, x, 1, A_BOLD, g->box[0][5]);
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
    bool stack = stacked(s);
    int rows = h - 1;              /* and the line of the mark below */
    if (!stack && rows % 2 == 0) { /* the axis in the middle */
        y++;
        rows--;
    }
    int half = (rows - 1) / 2, axis_y = stack ? y + rows - 1 : y + half, top = 0;
    if ((stack ? rows < 2 : half < 1) || s->graph.points < 1)
        return;
    for (int p = 0; p < s->graph.points; p++) {
        int v = stack ? stack_of(s, p) : abs(s->graph.value[p]);
        top = v > top ? v : top;
    }
    top = top < 2 ? 2 : top;

    /* The scale on the left, what the colours mean on the right: up and
     * down, or each part of the bars with its cells. */
    char high[16], low[16] = "", label[TB_MAX_PLAYERS][LABEL_SIZE];
    snprintf(high, sizeof high, "%d", top);
    if (!stack) /* by as much the other way: the names say who is ahead */
        snprintf(low, sizeof low, "%d", top);
    int labels = stack ? s->graph.series : 2, right = 0;
    int left = (text_width(low) > text_width(high) ? text_width(low) : text_width(high)) + 1;
    for (int i = 0; i < labels; i++) {
        const char *name = s->graph.names[i] ? s->graph.names[i] : "";
        snprintf(label[i], sizeof label[i], stack ? "%s %s" : "%s%s", stack ? g->stack[i] : "",
                 name);
        if (name[0] && text_width(label[i]) + 1 > right)
            right = text_width(label[i]) + 1;
    }
    if (stack && s->graph.caption && text_width(s->graph.caption) + 1 > right)
        right = text_width(s->graph.caption) + 1;
    /* A name, or a cell, a space and a name, or the caption. */
    int widest = stack ? CAPTION_W_MAX + 1 : NAME_W_MAX + 1;
    right = right > widest ? widest : right;
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
    if (!stack)
        put_text(axis_y + half, x + left - 1 - text_width(low), left, dim, low);
    for (int i = 0; right && i < labels && i < rows; i++)
        if (s->graph.names[i])
            put_text(stack ? y + i
                     : i   ? axis_y + half
                           : y,
                     x + left + used + 1, right - 1, colour_of(i), label[i]);
    if (right && stack && s->graph.caption && labels < rows)
        put_text(y + labels, x + left + used + 1, right - 1, dim, s->graph.caption);

    int marked = -1;
    for (int c = 0; c < used; c++) {
        const struct column *k = &col[c];
        int cx = x + left + c;
        if (k->capture >= 0 && k->first)
            put_text(axis_y, cx, 1, colour_of(k->capture), g->capture);
        else
            put_text(axis_y, cx, 1, k->current ? A_BOLD : dim, k->current ? g->cross : g->axis);
        if (stack)
            draw_stack(s, k, axis_y, cx, rows - 1, top);
        else
            draw_bar(s, k, axis_y, cx, half, top);
        if (k->current)
            marked = c;
    }
    if (marked >= 0) {
        /* The mark under the point, and what names it beside it, on the
         * right unless it is too near the end. */
        const char *number = s->graph.mark ? s->graph.mark : "";
        int mx = x + left + marked, nw = text_width(number);
        int mark_y = stack ? axis_y + 1 : axis_y + half + 1;
        put_text(mark_y, mx, 1, A_BOLD, g->marker);
        put_text(mark_y, mx + 2 + nw <= x + w ? mx + 2 : mx - 1 - nw, nw, A_BOLD, number);
    }
}
