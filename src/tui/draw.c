/*
 * draw.c - the screen as the modes describe it (struct shown): the board
 * as the real thing (holes as boxes in their true rows, seeds as dots,
 * arrows the way the seeds go round), the players, the story, the line
 * above the keys, the key bar, and a panel over them.  In projector mode
 * the players, the hole letters and the counts are big, and the sentence
 * the modes say matters now stands in large print under the board.  It
 * never asks which mode is open.  Drawing reads the table and changes
 * nothing but the layout it records for clicks and scrolling.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/bigtext.h"
#include "app/i18n.h"
#include "app/text.h"
#include "tui/graph.h"
#include "tui/mode.h"
#include "tui/narrate.h"
#include "tui/screen.h"

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
    TEXT_MAX_W = 100,
    PANEL_W = 64
};
/* A projector's boxes first grow tall enough for block digits.  From 40
 * lines up the screen is planned for a class: the players' lines, the
 * board, then the words in large print right under it (2/5 of what is
 * left, at least 16 lines: a move's account in letters 8 pixels high);
 * from 52 lines the players' lines are in large print too (5 lines
 * each). */
enum {
    PROJECTOR_BOX_H = 8,
    PROJECTOR_LOG_SHARE = 5,
    CLASS_LINES = 40,
    WORDS_LEAST = 16,
    LARGE_LABEL_LINES = 52,
    LABEL_H = 5
};
/* A graph takes at least 6 lines (two rows each side of its axis, and its
 * mark), and grows to a quarter of the screen. */
enum { GRAPH_MIN = 6, GRAPH_SHARE = 4 };

/* Where player p's holes are: all in the top row, all in the bottom row,
 * or a column (bakuk3's player 2, on the right). */
enum side { SIDE_TOP, SIDE_BOTTOM, SIDE_RIGHT };

static enum side side_of(const tb_rules *r, int p)
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

static bool has_side_panel(const tb_rules *r)
{
    for (int p = 0; p < r->players; p++)
        if (side_of(r, p) == SIDE_RIGHT)
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

/* Where everything goes on a screen of that size; side_need is the width
 * a player's column beside the board would take whole; large: large
 * print is to be had; graph: a graph goes below the story. */
static void layout_plan(const tb_rules *r, int lines, int cols, bool projector, bool large,
                        int side_need, bool graph, struct layout *lo)
{
    int n = r->holes_per_row;
    int side_w = 0;
    memset(lo, 0, sizeof *lo);
    lo->need_lines = FIXED_LINES + 2 * MIN_BOX_H + MIN_LOG + (graph ? GRAPH_MIN : 0);
    lo->need_cols = n * MIN_BOX_W + (n - 1) * COL_GAP + 2;
    if (has_side_panel(r))
        lo->need_cols += SIDE_W + COL_GAP;
    if (lo->need_cols < MIN_TEXT_W)
        lo->need_cols = MIN_TEXT_W;
    if (has_side_panel(r)) {
        /* The column takes what its longest line needs, as long as the
         * boxes keep their least width. */
        int room = cols - 2 - COL_GAP - n * MIN_BOX_W - (n - 1) * COL_GAP;
        side_w = side_need < SIDE_W ? SIDE_W : side_need;
        side_w = side_w > room && room >= SIDE_W ? room : side_w;
    }
    int side = side_w ? side_w + COL_GAP : 0;
    int box_w_max = (cols - 2 - side - (n - 1) * COL_GAP) / n;
    if (lines < lo->need_lines || cols < lo->need_cols || box_w_max < MIN_BOX_W) {
        lo->too_small = true;
        return;
    }

    /* Lines beyond the least go where they help most, in this order; what
     * is left makes the boxes grow. */
    int spare = lines - lo->need_lines, box_h = MIN_BOX_H, log_h = MIN_LOG;
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
    for (int i = 0; !class && i < LENGTH(growth); i++) {
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
    lo->board_x = (cols - lo->board_w - side) / 2;
    lo->keys_y = lines - 1;
    lo->message_y = lines - 2;
    /* The rest stands in the middle of the lines above the message; a
     * class's screen takes them all, the words right under the board. */
    int block = 1 + title_gap + label_h + lo->board_h + label_h + log_gap + log_h + graph_h;
    lo->title_y = class ? 0 : (lines - 2 - block) / 2;
    lo->top_name_y = lo->title_y + 1 + title_gap;
    lo->board_y = lo->top_name_y + label_h;
    lo->bottom_name_y = lo->board_y + lo->board_h;
    lo->log_y = lo->bottom_name_y + label_h + (class ? 1 : log_gap);
    lo->log_h = log_h;
    lo->graph_y = lo->log_y + log_h;
    lo->graph_h = graph_h;
    lo->side_x = lo->board_x + lo->board_w + COL_GAP;
    lo->side_y = lo->board_y + box_h - 1;
    lo->side_w = side_w;
    lo->text_w = cols - 2 < TEXT_MAX_W ? cols - 2 : TEXT_MAX_W;
    lo->text_x = (cols - lo->text_w) / 2;
    for (int h = 0; h < 2 * n; h++) {
        bool south = h < n;
        int col = south ? h : 2 * n - 1 - h;
        lo->hole_x[h] = lo->board_x + col * (box_w + COL_GAP);
        lo->hole_y[h] = south ? lo->board_y + box_h + row_gap : lo->board_y;
    }
}

int hole_at(const struct layout *lo, const tb_rules *r, int y, int x)
{
    for (int h = 0; !lo->too_small && h < tb_holes(r); h++)
        if (y >= lo->hole_y[h] && y < lo->hole_y[h] + lo->box_h && x >= lo->hole_x[h] &&
            x < lo->hole_x[h] + lo->box_w)
            return h;
    return -1;
}

/* ---- Large print ---- */

/* For the tests: TIHBAT_LARGE_LOG names a file to which every sentence
 * large print draws is added, each time what one place shows changes:
 * "words: ..." under the board ("words:" alone when none fits there),
 * "player 1: ..." for a player's line.  Only a regular file, never
 * through a link, opened without waiting: whatever the variable names (a
 * FIFO, a terminal), the game never waits on it. */
static void log_large(int place, const char *text)
{
    static char last[1 + TB_MAX_PLAYERS][2 * SENTENCE_SIZE];
    const char *path = getenv("TIHBAT_LARGE_LOG");
    struct stat st;
    if (!path || strncmp(last[place], text, sizeof last[0] - 1) == 0 ||
        (stat(path, &st) == 0 && !S_ISREG(st.st_mode)))
        return;
    snprintf(last[place], sizeof last[0], "%s", text);
    int fd = open(
        path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC, 0600);
    FILE *f = fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ? fdopen(fd, "a") : NULL;
    if (!f) {
        if (fd >= 0)
            close(fd);
        return;
    }
    if (place == 0)
        fprintf(f, "words:%s%s\n", text[0] ? " " : "", text);
    else
        fprintf(f, "player %d: %s\n", place, text);
    fclose(f);
}

/* Puts text in large print in the box of `rows` lines from y and `cols`
 * columns from x: centred across it, or its letters starting at x
 * (align < 0) or ending at its right (align > 0); the lines from the top.
 * Returns the columns its letters take, or 0 when it does not fit in
 * letters big enough to read. */
static int put_large(struct bigtext *large, int y, int x, int rows, int cols, int align,
                     attr_t attr, const char *text)
{
    const char *const *quadrant = glyphs()->quadrant;
    struct big_cells big;
    if (!large || !text[0] || rows <= 0 || cols <= 0 || !bigtext_set(large, text, rows, cols, &big))
        return 0;
    int first = big.cols, last = -1;
    for (int r = 0; r < big.rows; r++)
        for (int c = 0; c < big.cols; c++)
            if (big.mask[r * big.cols + c]) {
                first = c < first ? c : first;
                last = c > last ? c : last;
            }
    if (last < 0)
        return 0;
    int shift = align < 0 ? -first : align > 0 ? big.cols - 1 - last : 0;
    attron(attr);
    for (int r = 0; r < big.rows; r++)
        for (int c = 0; c < big.cols; c++)
            if (big.mask[r * big.cols + c])
                mvaddstr(y + r, x + c + shift, quadrant[big.mask[r * big.cols + c]]);
    attroff(attr);
    return last - first + 1;
}

/* Where the last sentence of text starts: after the last ". " (or "? ",
 * "! ", or the Bengali danda's "। "); text itself when it has one. */
static const char *last_sentence(const char *text)
{
    static const char danda[] = "। ";
    const char *tail = text;
    for (const char *c = text; *c; c++)
        if (strchr(".?!", *c) && c[1] == ' ')
            tail = c + 2;
        else if (strncmp(c, danda, sizeof danda - 1) == 0)
            tail = c + sizeof danda - 1;
    return tail;
}

/* In projector mode, text in large print in the lines of the words from
 * the top down to `bottom`: all of it, or else its last sentence with
 * the whole in plain print below, or else the last sentence alone.
 * Returns what is in large print (text, or its last sentence), or NULL
 * when none fits, or there are no fonts. */
static const char *draw_large(const struct layout *lo, struct bigtext *large, const char *text,
                              int bottom)
{
    int rows = bottom - lo->log_y;
    if (put_large(large, lo->log_y, 1, rows, COLS - 2, 0, A_BOLD, text))
        return text;
    const char *tail = last_sentence(text);
    int plain = wrapped_lines(text, lo->text_w);
    if (tail == text)
        return NULL;
    if (put_large(large, lo->log_y, 1, rows - plain - 1, COLS - 2, 0, A_BOLD, tail)) {
        put_wrapped(bottom - plain, lo->text_x, lo->text_w, 0, plain, A_BOLD, text);
        return tail;
    }
    /* No room for both: the rule that acted, alone, rather than no large
     * print at all. */
    return put_large(large, lo->log_y, 1, rows, COLS - 2, 0, A_BOLD, tail) ? tail : NULL;
}

/* ---- The board ---- */

static void draw_frame(int y, int x, int h, int w, bool heavy, attr_t attr)
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

/* The seeds as dots in a cluster about as tall as wide, in the middle of
 * the box, spaced wider in big boxes; a count too big for the box shows as
 * many as fit and a '+'. */
static void draw_seeds(int y, int x, int rows, int width, int seeds, int total, attr_t attr)
{
    int step = rows / 6 > 1 ? rows / 6 : 1; /* lines between rows of dots */
    while (step > 1 && ((width - 1) / (2 * step)) * (rows / step) < total)
        step--;
    int per_row_max = (width - 1) / (2 * step), row_max = rows / step;
    int capacity = per_row_max * row_max;
    if (row_max < 1 || per_row_max < 1 || seeds <= 0)
        return;
    int shown = seeds <= capacity ? seeds : capacity;
    int per_row = 1;
    while (per_row < per_row_max && (per_row * per_row < shown || per_row * row_max < shown))
        per_row++;
    int used_rows = (shown + per_row - 1) / per_row;
    int top = y + (rows - (used_rows - 1) * step - 1) / 2;
    int left = x + (width - (per_row - 1) * 2 * step - 1) / 2;
    for (int i = 0; i < shown; i++) {
        bool more = seeds > capacity && i == shown - 1;
        put_text(top + i / per_row * step, left + i % per_row * 2 * step, 1, attr,
                 more ? glyphs()->more : glyphs()->seed);
    }
}

/* A projector's seeds: spread evenly over the whole of their part of the
 * box, in rows of as near the same count as can be, the number of rows
 * chosen so that the spaces between seeds are as near square as the
 * count allows (a cell is twice as high as wide); each seed a round blob
 * of blocks when there is room, else a dot. */
static void draw_seeds_even(int y, int x, int rows, int cols, int seeds, attr_t attr)
{
    int capacity = (cols / 2) * rows;
    if (seeds <= 0 || capacity <= 0)
        return;
    int shown = seeds <= capacity ? seeds : capacity, lines = 1;
    double best = 0;
    for (int r = 1; r <= rows && r <= shown; r++) {
        int c = (shown + r - 1) / r;
        if (c > cols / 2)
            continue;
        double w = (double)cols / c, h = (double)rows / r;
        double squareness = w < 2 * h ? w / (2 * h) : 2 * h / w;
        if (squareness > best) {
            best = squareness;
            lines = r;
        }
    }
    int most = (shown + lines - 1) / lines, cell_h = rows / lines;
    bool blob = glyphs()->quadrant[0] && cols / most >= 6 && cell_h >= 3;
    for (int line = 0, i = 0; line < lines; line++) {
        /* The first rows take one more when the count does not divide. */
        int in_line = shown / lines + (line < shown % lines), cell_w = cols / in_line;
        int top = y + (rows - lines * cell_h) / 2 + line * cell_h + cell_h / 2;
        for (int k = 0; k < in_line; k++, i++) {
            int centre = x + (cols - in_line * cell_w) / 2 + k * cell_w + cell_w / 2;
            bool more = seeds > capacity && i == shown - 1;
            if (blob && !more) {
                put_text(top - 1, centre - 2, 4, attr, "▄██▄");
                put_text(top, centre - 2, 4, attr, "▀██▀");
            } else {
                put_text(top, centre, 1, attr, more ? glyphs()->more : glyphs()->seed);
            }
        }
    }
}

/* Digits and hole letters five lines high, for boxes big enough to be
 * read across a room. */
enum { BIG_H = 5, BIG_W = 3 };

static const char *const *big_glyph(char c)
{
    static const char *const digits[10][BIG_H] = {
        {"###", "# #", "# #", "# #", "###"}, {"  #", "  #", "  #", "  #", "  #"},
        {"###", "  #", "###", "#  ", "###"}, {"###", "  #", "###", "  #", "###"},
        {"# #", "# #", "###", "  #", "  #"}, {"###", "#  ", "###", "  #", "###"},
        {"###", "#  ", "###", "# #", "###"}, {"###", "  #", "  #", "  #", "  #"},
        {"###", "# #", "###", "# #", "###"}, {"###", "# #", "###", "  #", "###"},
    };
    static const char *const letters[TB_MAX_HOLES][BIG_H] = {
        {"###", "# #", "###", "# #", "# #"}, {"## ", "# #", "## ", "# #", "## "},
        {"###", "#  ", "#  ", "#  ", "###"}, {"## ", "# #", "# #", "# #", "## "},
        {"###", "#  ", "###", "#  ", "###"}, {"###", "#  ", "###", "#  ", "#  "},
        {"###", "#  ", "# #", "# #", "###"}, {"# #", "# #", "###", "# #", "# #"},
    };
    static const char *const turn[BIG_H] = {"#  ", "## ", "###", "## ", "#  "};
    if (c == '>')
        return turn;
    if (c >= '0' && c <= '9')
        return digits[c - '0'];
    return letters[c >= 'A' && c < 'A' + TB_MAX_HOLES ? c - 'A' : 0];
}

/* The columns text takes in the big font, each cell `wide` columns. */
static int big_width(int len, int wide) { return (len * (BIG_W + 1) - 1) * wide; }

/* Each cell of the font is `tall` lines by `wide` columns on the screen. */
static void draw_big_text(int y, int x, const char *text, int tall, int wide, attr_t attr)
{
    int len = (int)strlen(text), w = big_width(len, wide);
    for (int r = 0; r < BIG_H * tall; r++)
        for (int c = 0; c < w; c++) {
            int d = c / wide / (BIG_W + 1), col = c / wide % (BIG_W + 1);
            if (col < BIG_W && big_glyph(text[d])[r / tall][col] == '#')
                put_text(y + r, x + c, 1, attr, glyphs()->block);
        }
}

/* The words at the foot of a box: why it stands out. */
static const char *hole_tag(unsigned marks, bool board_moves)
{
    if (marks & MARK_CAPTURE)
        return _("captured");
    if ((marks & MARK_CURSOR) && board_moves)
        return _("Enter: sow");
    if (marks & MARK_CHOSEN)
        return _("chosen");
    if ((marks & MARK_PLAYED) && (marks & MARK_BEST))
        /* TRANSLATORS: in a review, on the hole played when it was a best move. */
        return _("played: best");
    if (marks & MARK_PLAYED)
        /* TRANSLATORS: in a review, on the hole played from the position shown. */
        return _("played");
    if (marks & MARK_BEST)
        /* TRANSLATORS: in a review, on a hole that was a best move. */
        return _("best");
    if (marks & (MARK_LANDING | MARK_LAST))
        return _("last seed");
    if (marks & MARK_TIP)
        return _("tip");
    return NULL;
}

/* What the board is drawn from: the table, the layout, and what is shown. */
struct board {
    const struct table *t;
    const struct layout *lo;
    const struct shown *s;
};

/* Inside a projector's box: the hole's letter on the left, the seeds in
 * the middle, the count on the right, in block letters and digits as tall
 * as the box allows, each font cell twice as wide as tall so that the
 * strokes look square. */
static void draw_class_hole(int y, int x, int inner, int content, int h, int seeds, attr_t attr)
{
    int scale = content / BIG_H;
    /* Room for two digits in 2/5 of the box, and for the seeds. */
    while (scale > 0 && big_width(2, 2 * scale) > 2 * inner / 5)
        scale--;
    int letter_scale = scale;
    while (letter_scale > 0 && big_width(1, 2 * letter_scale) + 2 > inner / 5)
        letter_scale--;
    int letter_w = letter_scale ? big_width(1, 2 * letter_scale) + 2 : 0;
    int digits_w = scale ? big_width(2, 2 * scale) + 2 : 0;
    if (letter_scale) {
        char letter[2] = {tb_label(h), '\0'};
        draw_big_text(y + 1, x + 2, letter, letter_scale, 2 * letter_scale, attr);
    }
    if (scale) {
        char count[8];
        int len = snprintf(count, sizeof count, "%d", seeds);
        int top = y + 1 + (content - scale * BIG_H) / 2;
        int right = x + 1 + inner - 1 - digits_w / 2;
        draw_big_text(top, right - big_width(len, 2 * scale) / 2, count, scale, 2 * scale, attr);
    }
    draw_seeds_even(y + 1, x + 1 + letter_w + 1, content, inner - letter_w - digits_w - 2, seeds,
                    attr);
}

static void draw_hole(const struct board *b, int h)
{
    const struct layout *lo = b->lo;
    const struct view *v = &b->s->view;
    const tb_rules *r = b->t->rules;
    int y = lo->hole_y[h], x = lo->hole_x[h], w = lo->box_w, bh = lo->box_h;
    int owner = tb_owner(r, h), seeds = v->pos.board[h];
    unsigned marks = v->marks[h];
    bool turn = owner == v->mover && !tb_game_over(b->t->game);
    bool chosen = marks & (MARK_CURSOR | MARK_CHOSEN | MARK_PLAYED);
    attr_t frame = paint((enum paint)(PAINT_PLAYER + owner)) | (turn ? A_BOLD : 0);
    attr_t inside = A_NORMAL;
    if (marks & MARK_CAPTURE)
        inside = paint(PAINT_CAPTURE);
    else if (chosen)
        inside = paint((enum paint)(PAINT_CURSOR + owner));
    else if (marks & (MARK_LANDING | MARK_SOWING))
        inside = paint(PAINT_LANDING);
    else if (marks & (MARK_TIP | MARK_BEST))
        inside = paint(PAINT_TIP);

    fill_area(y + 1, x + 1, bh - 2, w - 2, inside);
    draw_frame(y, x, bh, w, chosen || (marks & (MARK_SOWING | MARK_LANDING)), frame);
    char label[16];
    snprintf(label, sizeof label, " %c ", tb_label(h));
    put_text(y, x + 2, w - 4, frame | A_BOLD | (chosen ? A_REVERSE : 0), label);
    /* Where a player's holes are not all in one row, the owner's number
     * says whose each is, colour or not. */
    if (has_side_panel(r) && w >= 12) {
        snprintf(label, sizeof label, " %d ", owner + 1);
        put_text(y, x + w - 5, 3, frame | A_BOLD, label);
    }

    /* Inside: the seeds, then the count, in big digits when there is room
     * (from 18 lines up) below them. */
    int inner = w - 2, content = bh - 3, digits = seeds > 9 ? 2 : 1;
    if (b->t->projector) {
        draw_class_hole(y, x, inner, content, h, seeds, inside | A_BOLD);
    } else {
        int count_h = bh >= 18 ? BIG_H + 2 : 1;
        draw_seeds(y + 1, x + 1, content - (count_h - 1), inner, seeds, tb_total_seeds(r),
                   inside | A_BOLD);
        if (count_h > 1) {
            char count[8];
            snprintf(count, sizeof count, "%d", seeds);
            draw_big_text(y + bh - 1 - count_h, x + 1 + (inner - digits * (BIG_W + 1) + 1) / 2,
                          count, 1, 1, inside | A_BOLD);
        }
    }
    char count[SHORT_SIZE];
    snprintf(count, sizeof count, ngettext("%d seed", "%d seeds", (unsigned long)seeds), seeds);
    if (text_width(count) > inner || !text_is_plain(count))
        snprintf(count, sizeof count, "%d", seeds);
    put_text(y + bh - 2, x + 1 + (inner - text_width(count)) / 2, inner, inside | A_BOLD, count);

    const char *tag = hole_tag(marks, b->s->board_moves);
    if (tag && text_width(tag) + 4 <= w && text_is_plain(tag)) {
        char padded[SHORT_SIZE];
        snprintf(padded, sizeof padded, " %s ", tag);
        put_text(y + bh - 1, x + (w - text_width(padded)) / 2, w - 2, frame | A_BOLD, padded);
    }
}

/* The way the seeds go round, counter-clockwise: along the bottom row to
 * the right and the top row to the left, in the gaps between the boxes;
 * up on the right and down on the left, between the rows (beside them
 * when they touch). */
static void draw_arrows(const struct board *b)
{
    const struct layout *lo = b->lo;
    const struct glyphs *g = glyphs();
    int n = b->t->rules->holes_per_row, middle = lo->box_h / 2;
    attr_t attr = paint(PAINT_BOLD);
    for (int i = 0; i + 1 < n; i++) {
        put_text(lo->hole_y[i] + middle, lo->hole_x[i] + lo->box_w, 1, attr, g->sow_right);
        put_text(lo->hole_y[2 * n - 1 - i] + middle, lo->hole_x[2 * n - 1 - i] + lo->box_w + 1, 1,
                 attr, g->sow_left);
    }
    int left = lo->board_x + lo->box_w / 2, right = lo->hole_x[n - 1] + lo->box_w / 2;
    int y = lo->board_y + lo->box_h;
    if (lo->row_gap == 0) {
        left = lo->board_x - 1;
        right = lo->board_x + lo->board_w;
        y = lo->board_y + lo->box_h - 1;
    }
    for (int i = 0; i < (lo->row_gap ? 1 : 2); i++) {
        put_text(y + i, left, 1, attr, g->sow_down);
        put_text(y + i, right, 1, attr, g->sow_up);
    }
}

/* What a player's label says: the name (with the turn mark), the holes,
 * what they are doing, what they captured. */
struct label {
    char name[SENTENCE_SIZE], who[SENTENCE_SIZE], holes[16], captured[SHORT_SIZE];
    const char *doing;
    bool turn;
};

static void label_of(const struct table *t, const struct shown *s, int p, struct label *l)
{
    l->turn = p == s->view.mover && !tb_game_over(t->game);
    const char *mark = l->turn ? glyphs()->turn : " ";
    if (table_is_computer(t, p))
        /* TRANSLATORS: the turn mark, a player's name, and that the computer plays it. */
        snprintf(l->name, sizeof l->name, _("%s %s (computer)"), mark, t->names[p]);
    else
        snprintf(l->name, sizeof l->name, "%s %s", mark, t->names[p]);
    /* The same without the mark, for large print, which draws its own. */
    if (table_is_computer(t, p))
        snprintf(l->who, sizeof l->who, _("%s %s (computer)"), "", t->names[p]);
    else
        snprintf(l->who, sizeof l->who, "%s", t->names[p]);
    holes_of(t->rules, p, l->holes, sizeof l->holes);
    snprintf(l->captured, sizeof l->captured, _("captured: %d"), s->view.pos.captured[p]);
    l->doing = !l->turn ? "" : s->moving ? _("sowing") : _("to move");
}

/* The width a player's column beside the board takes whole. */
static int stacked_width(const struct table *t, const struct shown *s, int p)
{
    struct label l;
    label_of(t, s, p, &l);
    int w = text_width(l.name), lines[] = {text_width(l.holes), text_width(_("sowing")),
                                           text_width(_("to move")), text_width(l.captured)};
    for (int i = 0; i < LENGTH(lines); i++)
        w = 2 + lines[i] > w ? 2 + lines[i] : w;
    return w;
}

/* A player's line in large print, in the `rows` lines from y and w
 * columns from x: the turn mark and the seeds captured in block digits,
 * the name in large letters where they fit (else in plain print). */
static void draw_large_player(const struct board *b, int p, int y, int x, int w, int rows)
{
    const struct table *t = b->t;
    struct label l;
    label_of(t, b->s, p, &l);
    attr_t colour = paint((enum paint)(PAINT_PLAYER + p)) | A_BOLD;
    int top = y + (rows - BIG_H) / 2, middle = y + rows / 2, used = 0;
    if (l.turn) {
        draw_big_text(top, x, ">", 1, 2, colour);
        used = big_width(1, 2) + 2;
    }
    char count[8];
    int len = snprintf(count, sizeof count, "%d", b->s->view.pos.captured[p]);
    int digits_x = x + w - big_width(len, 2);
    draw_big_text(top, digits_x, count, 1, 2, colour);
    const char *word = _("captured");
    int word_x = digits_x - 2 - text_width(word);
    put_text(middle, word_x, text_width(word), colour, word);
    /* The name, and the computer's mark: what large print can draw. */
    const char *who = l.who + strspn(l.who, " ");
    int room = word_x - 2 - (x + used);
    bool large = put_large(t->large, y, x + used, rows, room, -1, colour, who) > 0;
    if (!large) {
        int n = put_text(middle, x + used, room,
                         l.turn ? paint((enum paint)(PAINT_CURSOR + p)) : colour, who);
        put_text(middle, x + used + n + 2, room - n - 2, A_BOLD, l.doing);
    }
    char said[2 * SENTENCE_SIZE];
    snprintf(said, sizeof said, "%s%s%s; %s %s", l.turn ? "> " : "", large ? "" : "(plain) ", who,
             word, count);
    log_large(1 + p, said);
}

/* One player's label: on one line of width w, or stacked in a column
 * beside the board; in a projector's large print when there is room. */
static void draw_player(const struct board *b, int p, int y, int x, int w, bool stacked)
{
    struct label l;
    label_of(b->t, b->s, p, &l);
    int rows = b->lo->label_h;
    if (!stacked && rows >= BIG_H) {
        draw_large_player(b, p, y, x, w, rows);
        return;
    }
    attr_t colour = paint((enum paint)(PAINT_PLAYER + p)) | A_BOLD;
    attr_t name_attr = l.turn ? paint((enum paint)(PAINT_CURSOR + p)) : colour;
    if (stacked) {
        put_text(y, x, w, name_attr, l.name);
        put_text(y + 1, x + 2, w - 2, paint(PAINT_DIM), l.holes);
        put_text(y + 2, x + 2, w - 2, A_BOLD, l.doing);
        put_text(y + 3, x + 2, w - 2, colour, l.captured);
        return;
    }
    /* One line: the hole letters are the first to go when it is short. */
    int used = put_text(y, x, w, name_attr, l.name);
    if (used + text_width(l.holes) + text_width(l.doing) + text_width(l.captured) + 6 <= w)
        used += 1 + put_text(y, x + used + 1, w - used - 1, paint(PAINT_DIM), l.holes);
    if (l.doing[0])
        used += 2 + put_text(y, x + used + 2, w - used - 2, A_BOLD, l.doing);
    put_text(y, x + used + 3, w - used - 3, colour, l.captured);
}

static void draw_board(const struct board *b)
{
    const struct layout *lo = b->lo;
    const tb_rules *r = b->t->rules;
    for (int h = 0; h < tb_holes(r); h++)
        draw_hole(b, h);
    draw_arrows(b);
    for (int p = 0; p < r->players; p++) {
        /* The name starts under or over the player's leftmost hole. */
        int left = COLS;
        for (int h = p * r->holes_per_player; h < (p + 1) * r->holes_per_player; h++)
            left = lo->hole_x[h] < left ? lo->hole_x[h] : left;
        int width = lo->board_x + lo->board_w - left;
        switch (side_of(r, p)) {
        case SIDE_TOP: draw_player(b, p, lo->top_name_y, left, width, false); break;
        case SIDE_BOTTOM: draw_player(b, p, lo->bottom_name_y, left, width, false); break;
        case SIDE_RIGHT: draw_player(b, p, lo->side_y, lo->side_x, lo->side_w, true); break;
        }
    }
}

/* ---- Text below the board ---- */

static void draw_title(const struct layout *lo, const char *title)
{
    int w = text_width(title);
    put_text(lo->title_y, (COLS - w) / 2 > 0 ? (COLS - w) / 2 : 0, COLS, A_BOLD, title);
}

/* The newest sentences of the story, newest last and brightest, in the
 * lines of the story above `bottom`: whole sentences only, so that no line
 * begins with the tail of one that scrolled away.  A projector's stand
 * right under the board, the others right over the line above the keys. */
static void draw_story(const struct layout *lo, const struct shown *s, bool projector, int bottom)
{
    int first = s->story_told, used = 0;
    while (first > 0 && used + wrapped_lines(s->story[first - 1], lo->text_w) <= bottom - lo->log_y)
        used += wrapped_lines(s->story[--first], lo->text_w);
    int y = projector ? lo->log_y : bottom - used;
    for (int i = first; i < s->story_told; i++) {
        attr_t newest = projector ? A_BOLD : A_NORMAL;
        attr_t attr = i == s->story_told - 1 ? newest : paint(PAINT_DIM);
        y += put_wrapped(y, lo->text_x, lo->text_w, 0, bottom - y, attr, s->story[i]);
    }
}

/* The line above the keys, on two lines when it needs them; returns the
 * first it took. */
static int draw_sentence(const struct layout *lo, const char *text, attr_t attr)
{
    int lines = wrapped_lines(text, COLS - 2) > 1 ? 2 : 1;
    int y = lo->message_y - lines + 1;
    put_wrapped(y, 1, COLS - 2, 0, lines, attr, text);
    return y;
}

/* The keys that work now, as many as fit whole. */
static void draw_keys(const struct layout *lo, const struct key_help *k)
{
    for (int x = 1; k && k->key; k++) {
        const char *key = k->key[1] ? _(k->key) : k->key, *what = _(k->what);
        int w = text_width(key) + 1 + text_width(what);
        if (x + w > COLS - 1)
            break;
        put_text(lo->keys_y, x, w, paint(PAINT_BOLD) | A_REVERSE, key);
        put_text(lo->keys_y, x + text_width(key) + 1, w, paint(PAINT_DIM), what);
        x += w + 2;
    }
}

/* ---- The panel ---- */

static attr_t row_attr(int style)
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
 * with a blank line above and below them unless that makes them not fit. */
static void panel_size(const struct shown *s, const char *skip, int w, struct panel_box *b)
{
    b->w = w;
    b->inner = w - 4;
    b->lines = 0;
    for (int i = 0; i < s->panel.rows_n; i++)
        if (row_shown(&s->panel.rows[i], skip))
            b->lines +=
                s->panel.rows[i].text[0] ? wrapped_lines(s->panel.rows[i].text, b->inner) : 1;
    int room = LINES - 2;
    b->pad = b->lines + 4 <= room || b->lines + 2 > room ? 1 : 0;
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
 * the bottom, or half as wide on the left or the right.  Text that is not
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
    for (int i = 0; i < LENGTH(shapes); i++)
        for (int down = 0; down < 3; down++) {
            panel_size(s, skip, shapes[i].w, b);
            b->plain = plain;
            b->x = shapes[i].across == 0  ? (COLS - b->w) / 2
                   : shapes[i].across < 0 ? 1
                                          : COLS - 1 - b->w;
            b->y = down == 0 ? (LINES - b->h) / 2 : down == 1 ? 0 : LINES - 1 - b->h;
            b->y = b->y < 0 ? 0 : b->y;
            if (!hides(lo, s->panel.avoid, b))
                return;
        }
    panel_size(s, skip, full, b); /* nowhere leaves them all: the middle */
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
static void draw_panel(const struct layout *lo, const struct shown *s, const char *skip)
{
    const struct row *rows = s->panel.rows;
    struct panel_box b;
    panel_box(lo, s, skip, &b);
    int top = s->panel.top > b.lines - b.fit ? b.lines - b.fit : s->panel.top;
    top = top < 0 ? 0 : top;

    fill_area(b.y, b.x, b.h, b.w, A_NORMAL);
    int mark_x = b.x + b.w - 3;
    if (b.plain) {
        draw_frame(b.y, b.x, b.h, b.w, true, A_BOLD);
        char heading[SENTENCE_SIZE];
        snprintf(heading, sizeof heading, " %s ", s->panel.title);
        put_text(b.y, b.x + (b.w - text_width(heading)) / 2, b.w - 2, A_BOLD, heading);
    } else {
        put_text(b.y, b.x + 2, b.inner, A_BOLD, s->panel.title);
        draw_frame(b.y + b.h - 1, b.x, 1, b.w, true, A_BOLD);
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

/* A panel that must be read even in a window too small for the board (the
 * quit question, and the name to save to before quitting): its title and
 * rows from the top, across the whole width, then the keys. */
static void draw_urgent(struct layout *lo, const struct shown *s)
{
    int w = COLS - 2, y = 0;
    lo->keys_y = LINES - 1;
    int end = s->alert ? lo->keys_y - 1 : lo->keys_y;
    y += put_wrapped(y, 1, w, 0, end - y, A_BOLD, s->panel.title);
    for (int i = 0; i < s->panel.rows_n && y < end; i++) {
        const struct row *r = &s->panel.rows[i];
        y += r->text[0] ? put_wrapped(y, 1, w, 0, end - y, row_attr(r->style), r->text) : 1;
    }
    if (s->alert) /* why the name could not be saved to */
        put_text(lo->keys_y - 1, 1, w, paint(PAINT_ALERT), s->sentence ? s->sentence : "");
    draw_keys(lo, s->keys);
}

static void draw_too_small(struct layout *lo, const struct shown *s)
{
    static const struct key_help bar[] = {{"q", N_("quit")}, {NULL, NULL}};
    enum { URGENT_COLS = 16, URGENT_LINES = 4 };
    lo->urgent_open = s->panel.title && s->panel.urgent;
    lo->urgent_shown = lo->urgent_open && COLS >= URGENT_COLS && LINES >= URGENT_LINES;
    if (lo->urgent_shown) {
        draw_urgent(lo, s);
        return;
    }
    char text[SENTENCE_SIZE];
    snprintf(text, sizeof text,
             _("This window is too small for the board. Please make it at least %d columns "
               "wide and %d lines high; it is %d by %d now. Press q to quit."),
             lo->need_cols, lo->need_lines, COLS, LINES);
    int w = COLS - 2 > 0 ? COLS - 2 : COLS;
    int h = wrapped_lines(text, w), y = (LINES - h) / 2 > 0 ? (LINES - h) / 2 : 0;
    put_wrapped(y, COLS > 2 ? 1 : 0, w, 0, LINES, A_BOLD, text);
    /* The one key that acts, when the last line is free. */
    lo->keys_y = LINES - 1;
    if (y + h < lo->keys_y)
        draw_keys(lo, bar);
}

void draw_screen(struct tui *f, const struct shown *s)
{
    const struct table *t = &f->table;
    struct layout *lo = &f->layout;
    int side_need = 0;
    for (int p = 0; p < t->rules->players; p++)
        if (side_of(t->rules, p) == SIDE_RIGHT)
            side_need = stacked_width(t, s, p);
    erase();
    bool graph = s->graph.points > 0 || s->graph.note;
    bool large_print = t->projector && t->large;
    layout_plan(t->rules, LINES, COLS, t->projector, large_print, side_need, graph, lo);
    if (lo->too_small && graph) { /* the graph goes before the board does */
        graph = false;
        layout_plan(t->rules, LINES, COLS, t->projector, large_print, side_need, false, lo);
    }
    if (lo->too_small) {
        draw_too_small(lo, s);
        screen_refresh();
        return;
    }
    struct board b = {t, lo, s};
    draw_title(lo, s->title ? s->title : "");
    draw_board(&b);
    const char *sentence = s->sentence ? s->sentence : "";
    attr_t attr = s->alert ? paint(PAINT_ALERT) : A_BOLD;
    /* A projector shows the sentence that matters now in large print. */
    int story_end = lo->log_y + lo->log_h;
    int large_end = story_end < lo->message_y - 1 ? story_end : lo->message_y - 1;
    const char *large =
        t->projector && s->large ? draw_large(lo, t->large, s->large, large_end) : NULL;
    if (t->projector)
        log_large(0, large ? large : "");
    int sentence_y;
    if (large) {
        bool said = large == s->large && strcmp(large, sentence) == 0;
        sentence_y = draw_sentence(lo, said ? "" : sentence, attr);
    } else {
        sentence_y = draw_sentence(lo, sentence, attr);
        draw_story(lo, s, t->projector, story_end < sentence_y ? story_end : sentence_y);
    }
    /* A sentence on two lines takes the graph's last. */
    int graph_end = lo->graph_y + lo->graph_h < sentence_y ? lo->graph_y + lo->graph_h : sentence_y;
    if (graph)
        draw_graph(s, lo->graph_y, t->projector ? 1 : lo->text_x, graph_end - lo->graph_y,
                   t->projector ? COLS - 2 : lo->text_w);
    draw_keys(lo, s->keys);
    if (s->panel.title)
        draw_panel(lo, s, large);
    screen_refresh();
}
