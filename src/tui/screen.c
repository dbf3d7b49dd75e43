/*
 * screen.c - putting text on the terminal: colours that fall back to
 * attributes, line drawing that falls back to ASCII, and UTF-8 text drawn
 * by its display width (app/terminal_text.c measures and wraps it).
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "app/terminal_text.h"
#include "tui/screen.h"

static const struct glyphs unicode = {
    .box = {{"┌", "┐", "└", "┘", "─", "│"}, {"┏", "┓", "┗", "┛", "━", "┃"}},
    .seed = "●",
    .turn = "▶",
    .more = "+",
    .left = "◀",
    .right = "▶",
    .block = "█",
    .done = "✓",
    .bar_up = {"▄", "█"},
    .bar_down = {"▀", "█"},
    .axis = "─",
    .cross = "┼",
    .capture = "●",
    .marker = "▲",
    .stack = {"█", "▓", "▒", "░"},
    .sow_right = "→",
    .sow_left = "←",
    .sow_up = "↑",
    .sow_down = "↓",
    .quadrant = {" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"},
    .yes = "✓",
    .no = "✗",
    .right_mark = {"      ▗▛", "     ▟▛ ", "▜▙  ▟▛  ", " ▜▙▟▛   "},
    .wrong_mark = {"▜▙    ▟▛", "  ▜▙▟▛  ", "  ▟▛▜▙  ", "▟▛    ▜▙"},
};
static const struct glyphs ascii = {
    .box = {{"+", "+", "+", "+", "-", "|"}, {"#", "#", "#", "#", "#", "#"}},
    .seed = "o",
    .turn = ">",
    .more = "+",
    .left = "<",
    .right = ">",
    .block = "#",
    .done = "*",
    .bar_up = {".", "#"},
    .bar_down = {"'", "#"},
    .axis = "-",
    .cross = "+",
    .capture = "*",
    .marker = "^",
    .stack = {"#", "=", ":", "."},
    .sow_right = ">",
    .sow_left = "<",
    .sow_up = "^",
    .sow_down = "v",
    .yes = "\\/",
    .no = "X",
    .right_mark = {"      //", "     // ", "\\\\  //  ", " \\\\//   "},
    .wrong_mark = {"\\\\    //", "  \\\\//  ", "  //\\\\  ", "//    \\\\"},
};

static const struct glyphs *chosen = &unicode;
static attr_t paints[PAINTS];

/* Without colour every paint is an attribute that reads in monochrome. */
static const attr_t plain_paints[PAINTS] = {
    [PAINT_DIM] = A_DIM,
    [PAINT_BOLD] = A_BOLD,
    [PAINT_ALERT] = A_BOLD,
    [PAINT_LANDING] = A_BOLD | A_UNDERLINE,
    [PAINT_CAPTURE] = A_REVERSE | A_BOLD,
    [PAINT_TIP] = A_UNDERLINE,
    [PAINT_RIGHT] = A_BOLD,
    [PAINT_WRONG] = A_BOLD | A_REVERSE,
    [PAINT_CURSOR] = A_REVERSE | A_BOLD,
    [PAINT_CURSOR + 1] = A_REVERSE | A_BOLD,
    [PAINT_CURSOR + 2] = A_REVERSE | A_BOLD,
    [PAINT_CURSOR + 3] = A_REVERSE | A_BOLD,
};

/* Colours chosen to read on dark and on light backgrounds alike: middle
 * tones for text, and a background of their own for highlights. */
struct tone {
    short c8, c256;
};
static const struct tone player_tone[TB_MAX_PLAYERS] = {
    {COLOR_GREEN, 34},
    {COLOR_MAGENTA, 163},
    {COLOR_BLUE, 33},
    {COLOR_RED, 166},
};
static const struct tone black = {COLOR_BLACK, 16}, white = {COLOR_WHITE, 231};
static const struct tone landing_tone = {COLOR_YELLOW, 220}, capture_tone = {COLOR_RED, 160};
static const struct tone tip_tone = {COLOR_CYAN, 44}, dim_tone = {-1, 244};
/* Right is a deeper green than player 1's, wrong the red of an alert. */
static const struct tone right_tone = {COLOR_GREEN, 28}, wrong_tone = {COLOR_RED, 160};

/* -1 is the terminal's own colour. */
static short tone(struct tone t) { return COLORS >= 256 ? t.c256 : t.c8; }

static attr_t make_pair(short pair, struct tone fg, struct tone bg, attr_t extra)
{
    init_pair(pair, tone(fg), tone(bg));
    return COLOR_PAIR(pair) | extra;
}

void screen_init(bool color, bool want_ascii)
{
    chosen = want_ascii ? &ascii : &unicode;
    memcpy(paints, plain_paints, sizeof paints);
    if (!color || !has_colors() || start_color() == ERR)
        return;
    /* The terminal's own background shows through where it can. */
    struct tone none = {-1, -1};
    if (use_default_colors() == ERR)
        none = black;
    short pair = 1;
    paints[PAINT_ALERT] = make_pair(pair++, capture_tone, none, A_BOLD);
    paints[PAINT_LANDING] = make_pair(pair++, black, landing_tone, A_BOLD);
    paints[PAINT_CAPTURE] = make_pair(pair++, white, capture_tone, A_BOLD);
    paints[PAINT_TIP] = make_pair(pair++, black, tip_tone, 0);
    paints[PAINT_RIGHT] = make_pair(pair++, right_tone, none, A_BOLD);
    paints[PAINT_WRONG] = make_pair(pair++, wrong_tone, none, A_BOLD);
    if (COLORS >= 256)
        paints[PAINT_DIM] = make_pair(pair++, dim_tone, none, 0);
    for (int p = 0; p < TB_MAX_PLAYERS; p++) {
        paints[PAINT_PLAYER + p] = make_pair(pair++, player_tone[p], none, 0);
        /* White on the darker tones, black on the lighter. */
        struct tone ink = p == 0 || p == 3 ? black : white;
        paints[PAINT_CURSOR + p] = make_pair(pair++, ink, player_tone[p], A_BOLD);
    }
}

const struct glyphs *glyphs(void) { return chosen; }

static bool high_contrast;

void screen_contrast(bool high) { high_contrast = high; }

attr_t paint(enum paint p)
{
    /* A projector washes colours out: nothing dim, everything else bold. */
    if (high_contrast)
        return p == PAINT_DIM ? A_NORMAL : paints[p] | A_BOLD;
    return paints[p];
}

/* Text that is not plain was drawn since the last screen_refresh. */
static bool uneven;

/* Draws n wide characters at y, x within `width` columns; returns the columns used. */
static int put_wide(int y, int x, int width, attr_t attr, const wchar_t *w, int n)
{
    int cols = 0, count = 0;
    while (count < n && cols + char_width(w[count]) <= width)
        cols += char_width(w[count++]);
    if (count > 0 && y >= 0 && x >= 0) {
        uneven = uneven || !wide_is_plain(w, count);
        attron(attr);
        mvaddnwstr(y, x, w, count);
        attroff(attr);
    }
    return cols;
}

int put_text(int y, int x, int width, attr_t attr, const char *s)
{
    wchar_t w[TEXT_MAX];
    return put_wide(y, x, width, attr, w, text_decode(s, w, TEXT_MAX));
}

int put_wrapped(int y, int x, int width, int first, int max, attr_t attr, const char *s)
{
    wchar_t w[TEXT_MAX];
    struct span spans[64];
    int n = text_decode(s, w, TEXT_MAX);
    int lines = text_wrap(w, n, width, spans, 64);
    for (int i = first; i < lines && i < first + max && i < 64; i++)
        put_wide(y + i - first, x, width, attr, w + spans[i].start, spans[i].len);
    return lines;
}

void fill_area(int y, int x, int h, int w, attr_t attr)
{
    attron(attr);
    for (int i = 0; i < h; i++)
        mvhline(y + i, x, ' ', w);
    attroff(attr);
}

void put_frame(int y, int x, int h, int w, bool heavy, attr_t attr)
{
    const char *const *b = glyphs()->box[heavy];
    attron(attr);
    for (int i = 1; i < w - 1; i++) {
        mvaddstr(y, x + i, b[4]);
        mvaddstr(y + h - 1, x + i, b[4]);
    }
    for (int i = 1; i < h - 1; i++) {
        mvaddstr(y + i, x, b[5]);
        mvaddstr(y + i, x + w - 1, b[5]);
    }
    mvaddstr(y, x, b[0]);
    mvaddstr(y, x + w - 1, b[1]);
    mvaddstr(y + h - 1, x, b[2]);
    mvaddstr(y + h - 1, x + w - 1, b[3]);
    attroff(attr);
}

/* The cells put_after_uneven holds back until the rest is drawn. */
enum { AFTER_MAX = 160 };
static struct after {
    int y, x;
    cchar_t cell;
} after[AFTER_MAX];
static int after_n;

void put_after_uneven(int y, int x, int w)
{
    for (int i = 0; i < w && after_n < AFTER_MAX; i++)
        if (mvin_wch(y, x + i, &after[after_n].cell) != ERR) {
            after[after_n].y = y;
            after[after_n++].x = x + i;
            mvaddch(y, x + i, ' ');
        }
}

/* A terminal that measures text otherwise than we do shows it, and what
 * follows it on its line, a few columns off; an update of part of such a
 * line would then write over the wrong cells.  So while text that is not
 * plain is on the screen, and once after it goes, every line is written
 * whole.  The cells that must stand in their columns after such text are
 * drawn next, once the cursor is home: each move to them starts from where
 * the terminal's cursor truly is. */
void screen_refresh(void)
{
    static bool uneven_before;
    if (uneven || uneven_before)
        redrawwin(stdscr);
    uneven_before = uneven;
    uneven = false;
    refresh();
    if (after_n > 0) {
        move(0, 0); /* the cursor home, where no text has put it off */
        refresh();
        for (int i = 0; i < after_n; i++)
            mvadd_wch(after[i].y, after[i].x, &after[i].cell);
        after_n = 0;
        refresh();
    }
}
