/*
 * panel.c - a panel over the board (a question, the menu, the help, a
 * notice...): framed, in the middle of the screen or aside from the holes
 * it must leave in sight, its rows wrapped to its width, scrolled when
 * they do not all fit.
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

/* A panel's geometry on this screen. */
struct panel_box {
    bool plain;            /* every text measures alike on every terminal */
    int y, x, h, w, inner; /* where it goes, and the width of its text */
    int pad, lines, fit;   /* blank lines round the rows; the rows' lines, and how many fit */
};

/* A row the panel shows: not one that large print says already (skip). */
static bool row_shown(const struct row *row, const char *skip)
{
    return !skip || strcmp(row->text, skip) != 0;
}

/* The panel's lines at width w: a title, then rows wrapped to its width,
 * with a blank line above and below them unless that makes them not fit
 * (or tight: the room is under the board). */
static void panel_size(const struct shown *s, const char *skip, int w, bool tight,
                       struct panel_box *b)
{
    b->w = w;
    b->inner = w - 4;
    b->lines = 0;
    for (int i = 0; i < s->panel.rows_n; i++)
        if (row_shown(&s->panel.rows[i], skip))
            b->lines +=
                s->panel.rows[i].text[0] ? wrapped_lines(s->panel.rows[i].text, b->inner) : 1;
    int room = LINES - 2;
    b->pad = !tight && (b->lines + 4 <= room || b->lines + 2 > room) ? 1 : 0;
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
 * the bottom, or half as wide on the left or the right, then the same
 * without its blank lines.  Text that is not
 * plain keeps its lines to itself: the panel then takes the whole width. */
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
    for (int tight = 0; tight < 2; tight++)
        for (int i = 0; i < LENGTH(shapes); i++)
            for (int down = 0; down < 3; down++) {
                panel_size(s, skip, shapes[i].w, tight, b);
                b->plain = plain;
                b->x = shapes[i].across == 0  ? (COLS - b->w) / 2
                       : shapes[i].across < 0 ? 1
                                              : COLS - 1 - b->w;
                b->y = down == 0 ? (LINES - b->h) / 2 : down == 1 ? 0 : LINES - 1 - b->h;
                b->y = b->y < 0 ? 0 : b->y;
                if (!hides(lo, s->panel.avoid, b))
                    return;
            }
    panel_size(s, skip, full, false, b); /* nowhere leaves them all: the middle */
    b->plain = plain;
    b->x = (COLS - b->w) / 2;
    b->y = (LINES - b->h) / 2;
}

void draw_panel_size(const struct layout *lo, const struct shown *s, int *lines, int *fit)
{
    struct panel_box b;
    panel_box(lo, s, NULL, &b);
    *lines = b.lines;
    *fit = b.fit;
}

/* The panel, framed; when its rows do not all fit, from line `top` on
 * (kept in range), with marks to scroll.  A panel of text that is not
 * plain has no frame after the text, nor the board: a rule below. */
void draw_panel(const struct layout *lo, const struct shown *s, const char *skip)
{
    const struct row *rows = s->panel.rows;
    struct panel_box b;
    panel_box(lo, s, skip, &b);
    int top = s->panel.top > b.lines - b.fit ? b.lines - b.fit : s->panel.top;
    top = top < 0 ? 0 : top;

    fill_area(b.y, b.x, b.h, b.w, A_NORMAL);
    int mark_x = b.x + b.w - 3;
    if (b.plain) {
        put_frame(b.y, b.x, b.h, b.w, true, A_BOLD);
        char heading[SENTENCE_SIZE];
        snprintf(heading, sizeof heading, " %s ", s->panel.title);
        put_text(b.y, b.x + (b.w - text_width(heading)) / 2, b.w - 2, A_BOLD, heading);
    } else {
        put_text(b.y, b.x + 2, b.inner, A_BOLD, s->panel.title);
        put_frame(b.y + b.h - 1, b.x, 1, b.w, true, A_BOLD);
        mark_x = b.x;
    }
    for (int i = 0, line = 0; i < s->panel.rows_n; i++) {
        if (!row_shown(&rows[i], skip))
            continue;
        int need = rows[i].text[0] ? wrapped_lines(rows[i].text, b.inner) : 1;
        int from = line > top ? line : top;
        int to = line + need < top + b.fit ? line + need : top + b.fit;
        if (from < to && rows[i].text[0])
            put_wrapped(b.y + 1 + b.pad + from - top, b.x + 2, b.inner, from - line, to - from,
                        row_attr(rows[i].style), rows[i].text);
        line += need;
    }
    if (top > 0)
        put_text(b.y + 1, mark_x, 1, A_BOLD, "^");
    if (top + b.fit < b.lines)
        put_text(b.y + b.h - 2, mark_x, 1, A_BOLD, "v");
}
