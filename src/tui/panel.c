/*
 * panel.c - a panel over the board (a question, the menu, the help, a
 * notice...): framed, in the middle of the screen or aside from the holes
 * it must leave in sight, its rows wrapped to its width, scrolled when
 * they do not all fit.  A verdict's panel is framed in its colour, with
 * its large mark (✓ or ✗) beside the rows.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <stdio.h>
#include <string.h>

#include "app/terminal_text.h"
#include "tui/mode.h"
#include "tui/panel.h"
#include "tui/screen.h"

enum { PANEL_W = 64 };

attr_t row_attr(int style)
{
    switch (style) {
    case ROW_PLAIN: return A_NORMAL;
    case ROW_BOLD: return A_BOLD;
    case ROW_DIM: return paint(PAINT_DIM);
    case ROW_CHOSEN: return A_REVERSE | A_BOLD;
    case ROW_TYPED: return A_BOLD | A_UNDERLINE;
    default: return paint((enum paint)(PAINT_PLAYER + style - ROW_PLAYER)) | A_BOLD;
    }
}

attr_t verdict_attr(int v)
{
    return v == VERDICT_NONE ? A_BOLD : paint(v == VERDICT_RIGHT ? PAINT_RIGHT : PAINT_WRONG);
}

/* A verdict's small mark, ✓ or ✗ ("" for none). */
static const char *verdict_mark(enum verdict v)
{
    return v == VERDICT_RIGHT ? glyphs()->yes : v == VERDICT_WRONG ? glyphs()->no : "";
}

/* A panel's geometry on this screen. */
struct panel_box {
    bool plain;            /* every text measures alike on every terminal */
    int y, x, h, w, inner; /* where it goes, and the width of its text */
    int mark;              /* the columns of a verdict's mark before the text, or 0 */
    int pad, lines, fit;   /* blank lines round the rows; the rows' lines, and how many fit */
};

/* A row the panel shows: not one that large print says already (skip). */
static bool row_shown(const struct row *row, const char *skip)
{
    return !skip || strcmp(row->text, skip) != 0;
}

/* How a panel is tried in places aside from the holes: a verdict's with
 * its large mark, then without; then without the blank lines round its
 * rows. */
struct panel_try {
    bool mark, tight;
};

/* The panel's lines at width w: a title, then rows wrapped to its width,
 * with a blank line above and below them unless that makes them not fit
 * (or it is tight). */
static void panel_size(const struct shown *s, const char *skip, int w, struct panel_try how,
                       struct panel_box *b)
{
    bool mark = how.mark && s->panel.verdict != VERDICT_NONE;
    b->w = w;
    b->mark = mark ? MARK_COLS + 2 : 0;
    b->inner = w - 4 - b->mark;
    b->lines = 0;
    for (int i = 0; i < s->panel.rows_n; i++)
        if (row_shown(&s->panel.rows[i], skip))
            b->lines +=
                s->panel.rows[i].text[0] ? wrapped_lines(s->panel.rows[i].text, b->inner) : 1;
    if (b->mark && b->lines < MARK_LINES)
        b->lines = MARK_LINES;
    int room = LINES - 2;
    b->pad = !how.tight && (b->lines + 4 <= room || b->lines + 2 > room) ? 1 : 0;
    b->fit = b->lines + 2 * b->pad + 2 <= room ? b->lines : room - 2 * b->pad - 2;
    b->h = b->fit + 2 * b->pad + 2;
}

/* Does the panel hide one of the holes it must leave in sight? */
static bool hides(const struct layout *lo, unsigned avoid, const struct panel_box *b)
{
    for (int h = 0; lo && h < TB_MAX_HOLES; h++)
        if ((avoid >> h & 1) && lo->hole_x[h] < b->x + b->w && b->x < lo->hole_x[h] + lo->box_w &&
            lo->hole_y[h] < b->y + b->h && b->y < lo->hole_y[h] + lo->box_h)
            return true;
    return false;
}

/* A panel is at most `width` wide (64 when 0), in the middle of the
 * screen; when that hides a hole it must leave in sight, at the top or
 * the bottom, or half as wide on the left or the right; a verdict's with
 * its large mark where it can, else with the small one of its title
 * alone.  Text that is not plain keeps its lines to itself: the panel
 * then takes the whole width. */
static void panel_box(const struct layout *lo, const struct shown *s, const char *skip,
                      struct panel_box *b)
{
    int width = s->panel.width ? s->panel.width : PANEL_W;
    bool plain = text_is_plain(s->panel.title);
    for (int i = 0; i < s->panel.rows_n; i++)
        plain = plain && text_is_plain(s->panel.rows[i].text);
    int full = !plain ? COLS : COLS - 4 < width ? COLS - 4 : width;
    int half = plain && s->panel.avoid ? (COLS - 4) / 2 : full;
    /* Widths, then where across (0 middle, -1 left, 1 right), then down. */
    const struct {
        int w, across;
    } shapes[] = {{full, 0}, {half, -1}, {half, 1}};
    static const struct panel_try tries[] = {{true, false}, {false, false}, {false, true}};
    int n_tries = s->panel.avoid ? LENGTH(tries) : 1;
    for (int t = 0; t < n_tries; t++)
        for (int i = 0; i < LENGTH(shapes); i++)
            for (int down = 0; down < 3; down++) {
                panel_size(s, skip, shapes[i].w, tries[t], b);
                b->plain = plain;
                b->x = shapes[i].across == 0  ? (COLS - b->w) / 2
                       : shapes[i].across < 0 ? 1
                                              : COLS - 1 - b->w;
                b->y = down == 0 ? (LINES - b->h) / 2 : down == 1 ? 0 : LINES - 1 - b->h;
                b->y = b->y < 0 ? 0 : b->y;
                if (!hides(lo, s->panel.avoid, b))
                    return;
            }
    /* Nowhere leaves them all: the middle. */
    panel_size(s, skip, full, tries[0], b);
    b->plain = plain;
    b->x = (COLS - b->w) / 2;
    b->y = (LINES - b->h) / 2;
}

bool panel_hides_holes(const struct layout *lo, const struct shown *s)
{
    struct panel_box b;
    panel_box(lo, s, NULL, &b);
    return hides(lo, s->panel.avoid, &b);
}

void draw_panel_size(const struct layout *lo, const struct shown *s, int *lines, int *fit)
{
    struct panel_box b;
    panel_box(lo, s, NULL, &b);
    *lines = b.lines;
    *fit = b.fit;
}

/* The panel, framed whole in every script; when its rows do not all fit,
 * from line `top` on (kept in range), with marks to scroll.  A panel of
 * text that is not plain takes the whole width, so that nothing of the
 * board shares a line with text a terminal may measure otherwise, and
 * what stands after such text is put in its place by address. */
void draw_panel(const struct layout *lo, const struct shown *s, const char *skip)
{
    const struct row *rows = s->panel.rows;
    struct panel_box b;
    panel_box(lo, s, skip, &b);
    int top = s->panel.top > b.lines - b.fit ? b.lines - b.fit : s->panel.top;
    top = top < 0 ? 0 : top;

    fill_area(b.y, b.x, b.h, b.w, A_NORMAL);
    /* Under the board, the words beside the panel would read into it:
     * its lines there are its own, across the screen. */
    int under = lo ? lo->bottom_name_y + lo->label_h : LINES;
    if (b.y + b.h > under) {
        int from = b.y > under ? b.y : under;
        fill_area(from, 0, b.y + b.h - from, COLS, A_NORMAL);
    }
    int mark_x = b.x + b.w - 3;
    /* A verdict: its frame and mark in its colour, its word in reverse;
     * the frame whole in every script. */
    enum verdict v = s->panel.verdict;
    attr_t frame = verdict_attr(v);
    attr_t heading_attr = v == VERDICT_NONE ? A_BOLD : frame | A_REVERSE;
    put_frame(b.y, b.x, b.h, b.w, true, frame);
    char heading[SENTENCE_SIZE];
    snprintf(heading, sizeof heading, " %s%s%s ", verdict_mark(v), v ? " " : "", s->panel.title);
    int title_x = b.x + (b.w - text_width(heading)) / 2;
    int title_end = title_x + put_text(b.y, title_x, b.w - 2, heading_attr, heading);
    /* The large mark beside the rows; when the panel has no room for it,
     * beside the board, in the middle of the margin left of the stores,
     * where there is room. */
    const char *const *mark = v == VERDICT_RIGHT   ? glyphs()->right_mark
                              : v == VERDICT_WRONG ? glyphs()->wrong_mark
                                                   : NULL;
    int beside_y = lo ? lo->board_y + (lo->board_h - MARK_LINES) / 2 : 0;
    int margin = lo ? lo->board_x : 0;
    for (int p = 0; lo && p < TB_MAX_PLAYERS; p++)
        if (lo->store_w[p] && lo->store_x[p] < margin)
            margin = lo->store_x[p];
    for (int i = 0; mark && i < MARK_LINES; i++)
        if (b.mark && i < b.fit)
            put_text(b.y + 1 + b.pad + i, b.x + 2, MARK_COLS, frame, mark[i]);
        else if (!b.mark && lo && margin >= MARK_COLS + 2)
            put_text(beside_y + i, (margin - MARK_COLS) / 2, MARK_COLS, frame, mark[i]);
    for (int i = 0, line = 0; i < s->panel.rows_n; i++) {
        if (!row_shown(&rows[i], skip))
            continue;
        int need = rows[i].text[0] ? wrapped_lines(rows[i].text, b.inner) : 1;
        int from = line > top ? line : top;
        int to = line + need < top + b.fit ? line + need : top + b.fit;
        if (from < to && rows[i].text[0])
            put_wrapped(b.y + 1 + b.pad + from - top, b.x + 2 + b.mark, b.inner, from - line,
                        to - from, row_attr(rows[i].style), rows[i].text);
        line += need;
    }
    if (top > 0)
        put_text(b.y + 1, mark_x, 1, A_BOLD, "^");
    if (top + b.fit < b.lines)
        put_text(b.y + b.h - 2, mark_x, 1, A_BOLD, "v");
    /* What stands after text a terminal may measure otherwise: the top
     * side after the title, and on every line the marks and the side. */
    if (!b.plain) {
        put_after_uneven(b.y, title_end, b.x + b.w - title_end);
        for (int y = b.y + 1; y < b.y + b.h - 1; y++)
            put_after_uneven(y, mark_x, b.x + b.w - mark_x);
    }
}
