/*
 * draw.c - the screen as the modes describe it (struct shown): the board
 * as the real thing (holes as boxes in their true rows, seeds as dots),
 * the players, the story, the line above the keys, the key bar, and a
 * panel over them.  It never asks which mode is open.  Drawing reads the
 * table and changes nothing but the layout it records for clicks and
 * scrolling.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <stdio.h>
#include <string.h>

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
enum { MIN_BOX_W = 9, MIN_BOX_H = 5, MIN_LOG = 2, FIXED_LINES = 5, MIN_TEXT_W = 56,
       SIDE_W = 20, COL_GAP = 2, TEXT_MAX_W = 100, PANEL_W = 64 };
/* A projector's boxes first grow tall enough for block digits; then the
 * text below takes up to 2/5 of the lines, for large print. */
enum { PROJECTOR_BOX_H = 8, PROJECTOR_LOG_SHARE = 5 };
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

/* Where everything goes on a screen of that size; side_need is the width
 * a player's column beside the board would take whole; graph: a graph
 * goes below the story. */
static void layout_plan(const tb_rules *r, int lines, int cols, bool projector, int side_need,
                        bool graph, struct layout *lo)
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
    int row_gap = 0, title_gap = 0, log_gap = 0, box_h_max = box_w_max / 2 + 1;
    int graph_h = graph ? GRAPH_MIN : 0;
    const struct { int *what, cost, most; } growth[] = {
        {&box_h, 2, MIN_BOX_H + 1}, {&log_h, 1, MIN_LOG + 1},
        {&graph_h, 1, graph ? GRAPH_MIN + 2 : 0}, {&log_gap, 1, 1},
        {&row_gap, 1, 1}, {&box_h, 2, projector ? PROJECTOR_BOX_H : MIN_BOX_H + 2},
        {&title_gap, 1, 1}, {&log_h, 1, projector ? 2 * lines / PROJECTOR_LOG_SHARE : MIN_LOG + 2},
        {&graph_h, 1, graph ? lines / GRAPH_SHARE : 0}, {&box_h, 2, box_h_max},
    };
    for (int i = 0; i < LENGTH(growth); i++) {
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
    lo->board_w = n * box_w + (n - 1) * COL_GAP;
    lo->board_h = 2 * box_h + row_gap;
    lo->board_x = (cols - lo->board_w - side) / 2;
    lo->keys_y = lines - 1;
    lo->message_y = lines - 2;
    /* The rest stands in the middle of the lines above the message. */
    int block = 1 + title_gap + 1 + lo->board_h + 1 + log_gap + log_h + graph_h;
    lo->title_y = (lines - 2 - block) / 2;
    lo->top_name_y = lo->title_y + 1 + title_gap;
    lo->board_y = lo->top_name_y + 1;
    lo->bottom_name_y = lo->board_y + lo->board_h;
    lo->log_y = lo->bottom_name_y + 1 + log_gap;
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

/* Digits five lines high, for boxes big enough to be read across a room. */
enum { BIG_H = 5, BIG_W = 3 };

/* Each cell of the font is `tall` lines by `wide` columns on the screen. */
static void draw_big_number(int y, int x, int n, int tall, int wide, attr_t attr)
{
    static const char *const font[10][BIG_H] = {
        {"###", "# #", "# #", "# #", "###"}, {"  #", "  #", "  #", "  #", "  #"},
        {"###", "  #", "###", "#  ", "###"}, {"###", "  #", "###", "  #", "###"},
        {"# #", "# #", "###", "  #", "  #"}, {"###", "#  ", "###", "  #", "###"},
        {"###", "#  ", "###", "# #", "###"}, {"###", "  #", "  #", "  #", "  #"},
        {"###", "# #", "###", "# #", "###"}, {"###", "# #", "###", "  #", "###"},
    };
    char digits[8];
    int len = snprintf(digits, sizeof digits, "%d", n), w = (len * (BIG_W + 1) - 1) * wide;
    for (int r = 0; r < BIG_H * tall; r++)
        for (int c = 0; c < w; c++) {
            int d = c / wide / (BIG_W + 1), col = c / wide % (BIG_W + 1);
            if (col < BIG_W && font[digits[d] - '0'][r / tall][col] == '#')
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
     * (from 18 lines up) below them.  A projector's boxes are wide: the
     * seeds on the left, and on the right digits as tall as the box, each
     * cell of the font twice as wide as tall so that the strokes look
     * square. */
    int inner = w - 2, content = bh - 3, digits = seeds > 9 ? 2 : 1;
    if (b->t->projector) {
        int half = inner / 2, scale = content / BIG_H;
        while (scale > 0 && (digits * (BIG_W + 1) - 1) * 2 * scale > half)
            scale--;
        draw_seeds(y + 1, x + 1, content, half, seeds, tb_total_seeds(r), inside | A_BOLD);
        if (scale > 0) {
            int big_w = (digits * (BIG_W + 1) - 1) * 2 * scale;
            int top = y + 1 + (content - scale * BIG_H) / 2;
            int left = x + 1 + half + (half - big_w) / 2;
            draw_big_number(top, left, seeds, scale, 2 * scale, inside | A_BOLD);
        }
    } else {
        int count_h = bh >= 18 ? BIG_H + 2 : 1;
        draw_seeds(y + 1, x + 1, content - (count_h - 1), inner, seeds, tb_total_seeds(r),
                   inside | A_BOLD);
        if (count_h > 1)
            draw_big_number(y + bh - 1 - count_h, x + 1 + (inner - digits * (BIG_W + 1) + 1) / 2,
                            seeds, 1, 1, inside | A_BOLD);
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

/* What a player's label says: the name (with the turn mark), the holes,
 * what they are doing, what they captured. */
struct label {
    char name[SENTENCE_SIZE], holes[16], captured[SHORT_SIZE];
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

/* One player's label: on one line of width w, or stacked in a column
 * beside the board. */
static void draw_player(const struct board *b, int p, int y, int x, int w, bool stacked)
{
    struct label l;
    label_of(b->t, b->s, p, &l);
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
 * begins with the tail of one that scrolled away. */
static void draw_story(const struct layout *lo, const struct shown *s, bool projector,
                       int bottom)
{
    for (int i = s->story_told - 1; i >= 0; i--) {
        attr_t newest = projector ? A_BOLD : A_NORMAL;
        attr_t attr = i == s->story_told - 1 ? newest : paint(PAINT_DIM);
        int need = wrapped_lines(s->story[i], lo->text_w), y = bottom - need;
        if (y < lo->log_y)
            break;
        put_wrapped(y, lo->text_x, lo->text_w, 0, need, attr, s->story[i]);
        bottom = y;
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

/* Puts text in large print in `rows` lines from y down, across the screen;
 * false when it does not fit in letters big enough to read. */
static bool put_large(struct bigtext *large, int y, int rows, const char *text)
{
    const char *const *quadrant = glyphs()->quadrant;
    struct big_cells big;
    if (!text[0] || rows <= 0 || !bigtext_set(large, text, rows, COLS - 2, &big))
        return false;
    int top = y + (rows - big.rows) / 2;
    attron(A_BOLD);
    for (int r = 0; r < big.rows; r++)
        for (int c = 0; c < big.cols; c++)
            if (big.mask[r * big.cols + c])
                mvaddstr(top + r, 1 + c, quadrant[big.mask[r * big.cols + c]]);
    attroff(A_BOLD);
    return true;
}

/* In projector mode, text in large print in the lines of the story above
 * `bottom`: all of it, or else its last sentence with the whole in plain
 * print below.  False when neither fits, or there are no fonts. */
static bool draw_large(const struct layout *lo, struct bigtext *large, const char *text,
                       int bottom)
{
    if (!large)
        return false;
    if (put_large(large, lo->log_y, bottom - lo->log_y, text))
        return true;
    const char *tail = last_sentence(text);
    int plain = wrapped_lines(text, lo->text_w);
    if (tail == text || !put_large(large, lo->log_y, bottom - lo->log_y - plain - 1, tail))
        return false;
    put_wrapped(bottom - plain, lo->text_x, lo->text_w, 0, plain, A_BOLD, text);
    return true;
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
    bool plain;             /* every text measures alike on every terminal */
    int y, x, h, w, inner;  /* where it goes, and the width of its text */
    int pad, lines, fit;    /* blank lines round the rows; the rows' lines, and how many fit */
};

/* A panel is at most `width` wide (64 when 0), in the middle of the
 * screen: a title, then rows wrapped to its width, with a blank line above
 * and below them unless that makes them not fit.  Text that is not plain
 * keeps its lines to itself: the panel then takes the whole width. */
static void panel_box(const struct shown *s, struct panel_box *b)
{
    const struct row *rows = s->panel.rows;
    int n = s->panel.rows_n, width = s->panel.width ? s->panel.width : PANEL_W;
    b->plain = text_is_plain(s->panel.title);
    for (int i = 0; i < n; i++)
        b->plain = b->plain && text_is_plain(rows[i].text);
    b->w = !b->plain ? COLS : COLS - 4 < width ? COLS - 4 : width;
    b->inner = b->w - 4;
    b->lines = 0;
    for (int i = 0; i < n; i++)
        b->lines += rows[i].text[0] ? wrapped_lines(rows[i].text, b->inner) : 1;
    int room = LINES - 2;
    b->pad = b->lines + 4 <= room || b->lines + 2 > room ? 1 : 0;
    b->fit = b->lines + 2 * b->pad + 2 <= room ? b->lines : room - 2 * b->pad - 2;
    b->h = b->fit + 2 * b->pad + 2;
    b->y = (LINES - b->h) / 2;
    b->x = (COLS - b->w) / 2;
}

void draw_panel_size(const struct shown *s, int *lines, int *fit)
{
    struct panel_box b;
    panel_box(s, &b);
    *lines = b.lines;
    *fit = b.fit;
}

/* The panel, framed; when its rows do not all fit, from line `top` on
 * (kept in range), with marks to scroll.  A panel of text that is not
 * plain has no frame after the text, nor the board: a rule below. */
static void draw_panel(const struct shown *s)
{
    const struct row *rows = s->panel.rows;
    struct panel_box b;
    panel_box(s, &b);
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
               "wide and %d lines high; it is %d by %d now."),
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
    layout_plan(t->rules, LINES, COLS, t->projector, side_need, graph, lo);
    if (lo->too_small && graph) { /* the graph goes before the board does */
        graph = false;
        layout_plan(t->rules, LINES, COLS, t->projector, side_need, false, lo);
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
    /* A projector shows the sentence of the moment in large print: the
     * seed in hand while a move is shown, else the newest of the story. */
    const char *large = s->moving ? sentence : s->story_told ? s->story[s->story_told - 1] : "";
    int story_end = lo->log_y + lo->log_h;
    int large_end = story_end < lo->message_y - 1 ? story_end : lo->message_y - 1;
    int sentence_y;
    if (t->projector && draw_large(lo, t->large, large, large_end)) {
        sentence_y = draw_sentence(lo, large == sentence ? "" : sentence, attr);
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
        draw_panel(s);
    screen_refresh();
}
