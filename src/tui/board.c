/*
 * board.c - the board as the real thing: holes as boxes in their true
 * rows, seeds as dots, counts, the arrows the way the seeds go round, the
 * marks on the holes (chosen, the last seed, a capture, a tip); and the
 * players' lines, with whose turn it is.  In projector mode the hole
 * letters, the counts and the players' lines are big.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <stdio.h>
#include <string.h>

#include "app/blockfont.h"
#include "app/i18n.h"
#include "app/terminal_text.h"
#include "play/narrate.h"
#include "tui/board.h"
#include "tui/large.h"
#include "tui/large_log.h"
#include "tui/screen.h"

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

/* Text in block letters and digits (src/app/blockfont.c) at y, x: each
 * cell its lit halves, ▀ ▄ █ (in ASCII " _ #). */
static void draw_blocks(int y, int x, const char *text, int scale, attr_t attr)
{
    const struct glyphs *g = glyphs();
    bool ascii = !g->quadrant[0];
    const char *halves[] = {NULL, ascii ? "\"" : g->quadrant[3], ascii ? "_" : g->quadrant[12],
                            g->block};
    int w = blockfont_width(text, scale), lines = blockfont_lines(scale);
    for (int line = 0; line < lines; line++)
        for (int col = 0; col < w; col++) {
            unsigned cell = blockfont_cell(text, scale, line, col);
            if (cell)
                put_text(y + line, x + col, 1, attr, halves[cell]);
        }
}

/* The words at the foot of a box: why it stands out. */
static const char *hole_tag(unsigned marks, bool board_moves)
{
    if (marks & MARK_CAPTURE)
        return _("captured");
    /* The preview's marks before the highlight's, which the line above
     * the keys says too. */
    if ((marks & MARK_TAKES) && (marks & MARK_LANDING))
        /* TRANSLATORS: the preview, on the hole where the last seed would
         * fall and whose seeds it would take. */
        return _("last seed: taken");
    if (marks & MARK_TAKES)
        /* TRANSLATORS: the preview, on a hole the move would take. */
        return _("taken");
    if (marks & MARK_LANDING)
        return _("last seed");
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
    if (marks & MARK_LAST)
        return _("last seed");
    if (marks & MARK_TIP)
        return _("tip");
    return NULL;
}

/* Inside a big box: the hole's letter on the left, the seeds in the
 * middle, the count on the right, in block letters and digits as big as
 * the box allows.  False, and nothing drawn, when two digits do not fit. */
static bool draw_big_hole(int y, int x, int inner, int content, int h, int seeds, attr_t attr)
{
    /* Two digits in 2/5 of the box, the letter in 1/5. */
    int scale = 0, letter_scale = 0;
    while (blockfont_lines(scale + 1) <= content &&
           blockfont_width("88", scale + 1) + 2 <= 2 * inner / 5)
        scale++;
    while (letter_scale < scale && blockfont_width("A", letter_scale + 1) + 2 <= inner / 5)
        letter_scale++;
    if (!scale)
        return false;
    int letter_w = letter_scale ? blockfont_width("A", letter_scale) + 2 : 0;
    int digits_w = blockfont_width("88", scale) + 2;
    if (letter_scale) {
        char letter[2] = {tb_label(h), '\0'};
        draw_blocks(y + 1, x + 2, letter, letter_scale, attr);
    }
    char count[8];
    snprintf(count, sizeof count, "%d", seeds);
    int top = y + 1 + (content - blockfont_lines(scale)) / 2;
    int right = x + inner - 1 - digits_w / 2; /* a margin of two columns */
    draw_blocks(top, right - blockfont_width(count, scale) / 2, count, scale, attr);
    draw_seeds_even(y + 1, x + 1 + letter_w + 1, content, inner - letter_w - digits_w - 2, seeds,
                    attr);
    return true;
}

static void draw_hole(const struct board *b, int h)
{
    const struct layout *lo = b->lo;
    const struct view *v = &b->s->view;
    const tb_rules *r = table_rules(b->t);
    int y = lo->hole_y[h], x = lo->hole_x[h], w = lo->box_w, bh = lo->box_h;
    int owner = tb_owner(r, h), seeds = v->pos.board[h];
    unsigned marks = v->marks[h];
    bool turn = owner == v->mover && !tb_game_over(table_game(b->t));
    bool chosen = marks & (MARK_CURSOR | MARK_CHOSEN | MARK_PLAYED);
    attr_t frame = paint((enum paint)(PAINT_PLAYER + owner)) | (turn ? A_BOLD : 0);
    attr_t inside = A_NORMAL;
    if (marks & (MARK_CAPTURE | MARK_TAKES))
        inside = paint(PAINT_CAPTURE);
    else if (chosen)
        inside = paint((enum paint)(PAINT_CURSOR + owner));
    else if (marks & (MARK_LANDING | MARK_SOWING))
        inside = paint(PAINT_LANDING);
    else if (marks & (MARK_TIP | MARK_BEST))
        inside = paint(PAINT_TIP);

    fill_area(y + 1, x + 1, bh - 2, w - 2, inside);
    put_frame(y, x, bh, w, chosen || (marks & (MARK_SOWING | MARK_LANDING)), frame);
    char label[16];
    snprintf(label, sizeof label, " %c ", tb_label(h));
    put_text(y, x + 2, w - 4, frame | A_BOLD | (chosen ? A_REVERSE : 0), label);
    /* Where a player's holes are not all in one row, the owner's number
     * says whose each is, colour or not. */
    if (layout_has_side(r) && w >= 12) {
        snprintf(label, sizeof label, " %d ", owner + 1);
        put_text(y, x + w - 5, 3, frame | A_BOLD, label);
    }

    /* Inside: the letter, the seeds and the count as big as the box
     * allows (a projector's, or any box of a big screen), else dots. */
    int inner = w - 2, content = bh - 3;
    if (!lo->big_holes || !draw_big_hole(y, x, inner, content, h, seeds, inside | A_BOLD))
        draw_seeds(y + 1, x + 1, content, inner, seeds, tb_total_seeds(r), inside | A_BOLD);
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

/* What a player's count says: the seeds captured, or once the game is
 * over (*over) the final score (the seeds left shared included), as the
 * end's panel says. */
static int player_count(const struct table *t, const struct shown *s, int p, bool *over)
{
    const tb_game *g = table_game(t);
    *over = tb_game_over(g) && !table_moving(t);
    return *over ? tb_game_result(g)->scores[p] : s->view.pos.captured[p];
}

/* Player p's store: the count in its top side (in block digits inside
 * too when the box is big), the seeds captured (at the end, the final
 * score) as a pile, filled from the bottom up and centred (a '+' ends it
 * when more than fit); lit while seeds go into it.  A column beside the board has it over a frame
 * of the same size round the player's label. */
static void draw_store(const struct board *b, int p)
{
    const struct layout *lo = b->lo;
    const struct view *v = &b->s->view;
    int y = lo->store_y[p], x = lo->store_x[p], h = lo->store_h[p], w = lo->store_w[p];
    bool over;
    int seeds = player_count(b->t, b->s, p, &over), inner = w - 2;
    bool taking = v->store_marks[p] & MARK_CAPTURE;
    bool turn = p == v->mover && !tb_game_over(table_game(b->t));
    attr_t frame = paint((enum paint)(PAINT_PLAYER + p)) | (turn ? A_BOLD : 0);
    attr_t inside = (taking ? paint(PAINT_CAPTURE) : A_NORMAL) | A_BOLD;
    fill_area(y + 1, x + 1, h - 2, inner, inside);
    put_frame(y, x, h, w, taking, frame);
    char count[8];
    snprintf(count, sizeof count, " %d ", seeds);
    put_text(y, x + (w - text_width(count)) / 2, inner, frame | A_BOLD, count);
    int bottom = y + h - 2;
    if (layout_side(table_rules(b->t), p) == SIDE_RIGHT) /* the frame of the label below */
        put_frame(lo->side_y - 1, x, h, w, false, frame);
    snprintf(count, sizeof count, "%d", seeds);
    if (lo->big_holes && blockfont_lines(1) + 3 <= h - 2 && /* two rows of pile left */
        blockfont_width(count, 1) <= inner - 2) {
        draw_blocks(bottom + 1 - blockfont_lines(1),
                    x + 1 + (inner - blockfont_width(count, 1)) / 2, count, 1, inside);
        bottom -= blockfont_lines(1) + 1;
    }
    int rows = bottom - y, per_row = (inner - 1) / 2;
    int capacity = rows > 0 ? rows * per_row : 0, shown = seeds <= capacity ? seeds : capacity;
    for (int i = 0; i < shown; i++) {
        int row = i / per_row, left_in_row = shown - row * per_row;
        int in_row = left_in_row < per_row ? left_in_row : per_row;
        int left = x + 1 + (inner - (2 * in_row - 1)) / 2;
        bool more = seeds > capacity && i == shown - 1;
        put_text(bottom - row, left + 2 * (i % per_row), 1, inside,
                 more ? glyphs()->more : glyphs()->seed);
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
    int n = table_rules(b->t)->holes_per_row, middle = lo->box_h / 2;
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
    l->turn = p == s->view.mover && !tb_game_over(table_game(t));
    const char *mark = l->turn ? glyphs()->turn : " ";
    if (table_is_computer(t, p))
        /* TRANSLATORS: the turn mark, a player's name, and that the computer plays it. */
        snprintf(l->name, sizeof l->name, _("%s %s (computer)"), mark, table_name(t, p));
    else
        snprintf(l->name, sizeof l->name, "%s %s", mark, table_name(t, p));
    /* The same without the mark, for large print, which draws its own. */
    if (table_is_computer(t, p))
        snprintf(l->who, sizeof l->who, _("%s %s (computer)"), "", table_name(t, p));
    else
        snprintf(l->who, sizeof l->who, "%s", table_name(t, p));
    holes_of(table_rules(t), p, l->holes, sizeof l->holes);
    bool over;
    int count = player_count(t, s, p, &over);
    snprintf(l->captured, sizeof l->captured, over ? _("score: %d") : _("captured: %d"), count);
    l->doing = !l->turn ? "" : s->moving ? _("sowing") : _("to move");
}

/* The width a player's column beside the board takes whole. */
int board_side_width(const struct table *t, const struct shown *s, int p)
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
    int scale = blockfont_lines(2) <= rows ? 2 : 1;
    int top = y + (rows - blockfont_lines(scale)) / 2, middle = y + rows / 2, used = 0;
    if (l.turn) {
        draw_blocks(top, x, ">", scale, colour);
        used = blockfont_width(">", scale) + 2;
    }
    char count[8];
    bool over;
    snprintf(count, sizeof count, "%d", player_count(t, b->s, p, &over));
    const char *word = over ? _("score") : _("captured");
    int digits_x = x + w - blockfont_width(count, scale);
    draw_blocks(top, digits_x, count, scale, colour);
    int word_x = digits_x - 2 - text_width(word);
    put_text(middle, word_x, text_width(word), colour, word);
    /* The name, and the computer's mark: what large print can draw. */
    const char *who = l.who + strspn(l.who, " ");
    int room = word_x - 2 - (x + used);
    bool large = put_large(b->fonts, y, x + used, rows, room, -1, colour, who) > 0;
    if (!large) {
        int n = put_text(middle, x + used, room,
                         l.turn ? paint((enum paint)(PAINT_CURSOR + p)) : colour, who);
        put_text(middle, x + used + n + 2, room - n - 2, A_BOLD, l.doing);
    }
    char said[2 * SENTENCE_SIZE];
    snprintf(said, sizeof said, "%s%s%s; %s %s", l.turn ? "> " : "", large ? "" : "(plain) ", who,
             word, count);
    large_log(1 + p, said);
}

/* One player's label: on one line of width w, or stacked in a column
 * beside the board; in a projector's large print when there is room. */
static void draw_player(const struct board *b, int p, int y, int x, int w, bool stacked)
{
    struct label l;
    label_of(b->t, b->s, p, &l);
    int rows = b->lo->label_h;
    if (!stacked && rows > 1) {
        draw_large_player(b, p, y, x, w, rows);
        return;
    }
    attr_t colour = paint((enum paint)(PAINT_PLAYER + p)) | A_BOLD;
    attr_t name_attr = l.turn ? paint((enum paint)(PAINT_CURSOR + p)) : colour;
    if (stacked) {
        put_text(y, x, w, name_attr, l.name);
        put_text(y + 1, x + 2, w - 2, paint(PAINT_DIM), l.holes);
        put_text(y + 2, x + 2, w - 2, A_BOLD, l.doing); /* the store above says the count */
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

void draw_board(const struct board *b)
{
    const struct layout *lo = b->lo;
    const tb_rules *r = table_rules(b->t);
    for (int h = 0; h < tb_holes(r); h++)
        draw_hole(b, h);
    draw_arrows(b);
    for (int p = 0; p < r->players; p++)
        draw_store(b, p);
    for (int p = 0; p < r->players; p++) {
        /* The name starts under or over the player's leftmost hole. */
        int left = COLS;
        for (int h = p * r->holes_per_player; h < (p + 1) * r->holes_per_player; h++)
            left = lo->hole_x[h] < left ? lo->hole_x[h] : left;
        int width = lo->board_x + lo->board_w - left;
        switch (layout_side(r, p)) {
        case SIDE_TOP: draw_player(b, p, lo->top_name_y, left, width, false); break;
        case SIDE_BOTTOM: draw_player(b, p, lo->bottom_name_y, left, width, false); break;
        case SIDE_RIGHT: draw_player(b, p, lo->side_y, lo->side_x + 1, lo->side_w - 2, true); break;
        }
    }
}
