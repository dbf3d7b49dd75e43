/*
 * draw.c - every screen: the board as the real thing (holes as boxes in
 * their true rows, seeds as dots), the players, the sentences, the keys, and
 * the panels over them.  Drawing reads the state and changes nothing but
 * the layout it records for mouse clicks.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <stdio.h>
#include <string.h>

#include "app/bigtext.h"
#include "app/i18n.h"
#include "tui/ui.h"

/* The smallest board that still reads, and the room text needs. */
enum { MIN_BOX_W = 9, MIN_BOX_H = 5, MIN_LOG = 2, FIXED_LINES = 5, MIN_TEXT_W = 56,
       SIDE_W = 20, COL_GAP = 2, TEXT_MAX_W = 100, PANEL_W = 64,
       HELP_W = 80 };
/* A projector's boxes first grow tall enough for block digits; then the
 * text below takes up to 2/5 of the lines, for large print. */
enum { PROJECTOR_BOX_H = 8, PROJECTOR_LOG_SHARE = 5 };

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

/* Where everything goes on a screen of that size. */
static void layout_plan(const tb_rules *r, int lines, int cols, bool projector,
                        struct layout *lo)
{
    int n = r->holes_per_row;
    int side = has_side_panel(r) ? SIDE_W + COL_GAP : 0;
    memset(lo, 0, sizeof *lo);
    lo->need_lines = FIXED_LINES + 2 * MIN_BOX_H + MIN_LOG;
    lo->need_cols = n * MIN_BOX_W + (n - 1) * COL_GAP + side + 2;
    if (lo->need_cols < MIN_TEXT_W)
        lo->need_cols = MIN_TEXT_W;
    int box_w_max = (cols - 2 - side - (n - 1) * COL_GAP) / n;
    if (lines < lo->need_lines || cols < lo->need_cols || box_w_max < MIN_BOX_W) {
        lo->too_small = true;
        return;
    }

    /* Lines beyond the least go where they help most, in this order; what
     * is left makes the boxes grow. */
    int spare = lines - lo->need_lines, box_h = MIN_BOX_H, log_h = MIN_LOG;
    int row_gap = 0, title_gap = 0, log_gap = 0, box_h_max = box_w_max / 2 + 1;
    const struct { int *what, cost, most; } growth[] = {
        {&box_h, 2, MIN_BOX_H + 1}, {&log_h, 1, MIN_LOG + 1}, {&log_gap, 1, 1},
        {&row_gap, 1, 1}, {&box_h, 2, projector ? PROJECTOR_BOX_H : MIN_BOX_H + 2},
        {&title_gap, 1, 1}, {&log_h, 1, projector ? 2 * lines / PROJECTOR_LOG_SHARE : MIN_LOG + 2},
        {&box_h, 2, box_h_max},
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
    int block = 1 + title_gap + 1 + lo->board_h + 1 + log_gap + log_h;
    lo->title_y = (lines - 2 - block) / 2;
    lo->top_name_y = lo->title_y + 1 + title_gap;
    lo->board_y = lo->top_name_y + 1;
    lo->bottom_name_y = lo->board_y + lo->board_h;
    lo->log_y = lo->bottom_name_y + 1 + log_gap;
    lo->log_h = log_h;
    lo->side_x = lo->board_x + lo->board_w + COL_GAP;
    lo->side_y = lo->board_y + box_h - 1;
    lo->text_w = cols - 2 < TEXT_MAX_W ? cols - 2 : TEXT_MAX_W;
    lo->text_x = (cols - lo->text_w) / 2;
    for (int h = 0; h < 2 * n; h++) {
        bool south = h < n;
        int col = south ? h : 2 * n - 1 - h;
        lo->hole_x[h] = lo->board_x + col * (box_w + COL_GAP);
        lo->hole_y[h] = south ? lo->board_y + box_h + row_gap : lo->board_y;
    }
}

int hole_at(const struct ui *ui, int y, int x)
{
    const struct layout *lo = &ui->layout;
    for (int h = 0; !lo->too_small && h < tb_holes(ui->rules); h++)
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
static const char *hole_tag(unsigned marks)
{
    if (marks & MARK_CAPTURE)
        return _("captured");
    if (marks & MARK_CURSOR)
        return _("Enter: sow");
    if (marks & (MARK_LANDING | MARK_LAST))
        return _("last seed");
    if (marks & MARK_TIP)
        return _("tip");
    return NULL;
}

static void draw_hole(const struct ui *ui, const struct view *v, int h)
{
    const struct layout *lo = &ui->layout;
    int y = lo->hole_y[h], x = lo->hole_x[h], w = lo->box_w, bh = lo->box_h;
    int owner = tb_owner(ui->rules, h), seeds = v->pos.board[h];
    unsigned marks = v->marks[h];
    bool turn = owner == v->mover && !tb_game_over(ui->game);
    attr_t frame = paint((enum paint)(PAINT_PLAYER + owner)) | (turn ? A_BOLD : 0);
    attr_t inside = A_NORMAL;
    if (marks & MARK_CAPTURE)
        inside = paint(PAINT_CAPTURE);
    else if (marks & MARK_CURSOR)
        inside = paint((enum paint)(PAINT_CURSOR + owner));
    else if (marks & (MARK_LANDING | MARK_SOWING))
        inside = paint(PAINT_LANDING);
    else if (marks & MARK_TIP)
        inside = paint(PAINT_TIP);

    fill_area(y + 1, x + 1, bh - 2, w - 2, inside);
    draw_frame(y, x, bh, w, marks & (MARK_CURSOR | MARK_SOWING | MARK_LANDING), frame);
    char label[8];
    snprintf(label, sizeof label, " %c ", tb_label(h));
    put_text(y, x + 2, w - 4, frame | A_BOLD | (marks & MARK_CURSOR ? A_REVERSE : 0), label);

    /* Inside: the seeds, then the count, in big digits when there is room
     * (from 18 lines up) below them.  A projector's boxes are wide: the
     * seeds on the left, and on the right digits as tall as the box, each
     * cell of the font twice as wide as tall so that the strokes look
     * square. */
    int inner = w - 2, content = bh - 3, digits = seeds > 9 ? 2 : 1;
    if (ui->projector) {
        int half = inner / 2, scale = content / BIG_H;
        while (scale > 0 && (digits * (BIG_W + 1) - 1) * 2 * scale > half)
            scale--;
        draw_seeds(y + 1, x + 1, content, half, seeds, tb_total_seeds(ui->rules),
                   inside | A_BOLD);
        if (scale > 0) {
            int big_w = (digits * (BIG_W + 1) - 1) * 2 * scale;
            int top = y + 1 + (content - scale * BIG_H) / 2, left = x + 1 + half + (half - big_w) / 2;
            draw_big_number(top, left, seeds, scale, 2 * scale, inside | A_BOLD);
        }
    } else {
        int count_h = bh >= 18 ? BIG_H + 2 : 1;
        draw_seeds(y + 1, x + 1, content - (count_h - 1), inner, seeds,
                   tb_total_seeds(ui->rules), inside | A_BOLD);
        if (count_h > 1)
            draw_big_number(y + bh - 1 - count_h, x + 1 + (inner - digits * (BIG_W + 1) + 1) / 2,
                            seeds, 1, 1, inside | A_BOLD);
    }
    char count[SHORT_SIZE];
    snprintf(count, sizeof count, ngettext("%d seed", "%d seeds", (unsigned long)seeds), seeds);
    if (text_width(count) > inner || !text_is_plain(count))
        snprintf(count, sizeof count, "%d", seeds);
    put_text(y + bh - 2, x + 1 + (inner - text_width(count)) / 2, inner, inside | A_BOLD, count);

    const char *tag = hole_tag(marks);
    if (tag && text_width(tag) + 4 <= w && text_is_plain(tag)) {
        char padded[SHORT_SIZE];
        snprintf(padded, sizeof padded, " %s ", tag);
        put_text(y + bh - 1, x + (w - text_width(padded)) / 2, w - 2, frame | A_BOLD, padded);
    }
}

/* One player's name, turn and captured seeds: on one line of width w, or
 * stacked in a column beside the board. */
static void draw_player(const struct ui *ui, const struct view *v, int p, int y, int x, int w,
                        bool stacked)
{
    const char *turn_glyph = glyphs()->turn;
    bool turn = p == v->mover && !tb_game_over(ui->game);
    char name[SENTENCE_SIZE], holes[16], captured[SHORT_SIZE];
    attr_t colour = paint((enum paint)(PAINT_PLAYER + p)) | A_BOLD;
    attr_t name_attr = turn ? paint((enum paint)(PAINT_CURSOR + p)) : colour;

    if (play_is_computer(ui, p))
        /* TRANSLATORS: the turn mark, a player's name, and that the computer plays it. */
        snprintf(name, sizeof name, _("%s %s (computer)"), turn ? turn_glyph : " ", ui->tags.names[p]);
    else
        snprintf(name, sizeof name, "%s %s", turn ? turn_glyph : " ", ui->tags.names[p]);
    holes_of(ui->rules, p, holes, sizeof holes);
    snprintf(captured, sizeof captured, _("captured: %d"), v->pos.captured[p]);
    const char *doing = !turn ? "" : ui->anim.active ? _("sowing") : _("to move");

    if (stacked) {
        put_text(y, x, w, name_attr, name);
        put_text(y + 1, x + 2, w - 2, paint(PAINT_DIM), holes);
        put_text(y + 2, x + 2, w - 2, A_BOLD, doing);
        put_text(y + 3, x + 2, w - 2, colour, captured);
        return;
    }
    /* One line: the hole letters are the first to go when it is short. */
    int used = put_text(y, x, w, name_attr, name);
    if (used + text_width(holes) + text_width(doing) + text_width(captured) + 6 <= w)
        used += 1 + put_text(y, x + used + 1, w - used - 1, paint(PAINT_DIM), holes);
    if (doing[0])
        used += 2 + put_text(y, x + used + 2, w - used - 2, A_BOLD, doing);
    put_text(y, x + used + 3, w - used - 3, colour, captured);
}

static void draw_board(const struct ui *ui, const struct view *v)
{
    const struct layout *lo = &ui->layout;
    const tb_rules *r = ui->rules;
    for (int h = 0; h < tb_holes(r); h++)
        draw_hole(ui, v, h);
    for (int p = 0; p < r->players; p++) {
        /* The name starts under or over the player's leftmost hole. */
        int left = COLS;
        for (int h = p * r->holes_per_player; h < (p + 1) * r->holes_per_player; h++)
            left = lo->hole_x[h] < left ? lo->hole_x[h] : left;
        int width = lo->board_x + lo->board_w - left;
        switch (side_of(r, p)) {
        case SIDE_TOP: draw_player(ui, v, p, lo->top_name_y, left, width, false); break;
        case SIDE_BOTTOM: draw_player(ui, v, p, lo->bottom_name_y, left, width, false); break;
        case SIDE_RIGHT: draw_player(ui, v, p, lo->side_y, lo->side_x, SIDE_W, true); break;
        }
    }
}

/* ---- Text below the board ---- */

static void draw_title(const struct ui *ui)
{
    const struct layout *lo = &ui->layout;
    char title[SENTENCE_SIZE];
    if (ui->computer)
        snprintf(title, sizeof title, _("%s - the computer plays at level %s"),
                 rules_title(ui->rules), level_title(ui->level));
    else
        snprintf(title, sizeof title, "%s", rules_title(ui->rules));
    int w = text_width(title);
    put_text(lo->title_y, (COLS - w) / 2 > 0 ? (COLS - w) / 2 : 0, COLS, A_BOLD, title);
}

/* The newest sentences, newest last and brightest, in the lines of the
 * log above `bottom`. */
static void draw_log(const struct ui *ui, int bottom)
{
    const struct layout *lo = &ui->layout;
    for (int i = ui->logged - 1; i >= 0 && bottom > lo->log_y; i--) {
        attr_t newest = ui->projector ? A_BOLD : A_NORMAL;
        attr_t attr = i == ui->logged - 1 ? newest : paint(PAINT_DIM);
        int need = wrapped_lines(ui->log[i], lo->text_w), y = bottom - need;
        if (y < lo->log_y) { /* only its last lines fit */
            put_wrapped(lo->log_y, lo->text_x, lo->text_w, lo->log_y - y, bottom - lo->log_y,
                        attr, ui->log[i]);
            break;
        }
        put_wrapped(y, lo->text_x, lo->text_w, 0, need, attr, ui->log[i]);
        bottom = y;
    }
}

/* What to do now, when there is no message. */
static void instruction(const struct ui *ui, char *buf, size_t size)
{
    const tb_position *p = tb_game_position(ui->game);
    const char *name = ui->tags.names[p->to_move];
    int first = p->to_move * ui->rules->holes_per_player;
    if (tb_game_over(ui->game))
        snprintf(buf, size, "%s", _("The game is over. Press n for another game."));
    else if (ui->paused)
        snprintf(buf, size, "%s", _("Paused. Press Space to go on."));
    else if (play_is_computer(ui, p->to_move))
        snprintf(buf, size, _("%s (computer) is thinking..."), name);
    else if (tb_game_must_pass(ui->game))
        snprintf(buf, size, _("%s has no seed to sow and must pass."), name);
    else if (ui->cursor >= 0)
        snprintf(buf, size, _("%s: press Enter or Space to sow %c, or choose another hole."), name,
                 tb_label(ui->cursor));
    else if (ui->rules->holes_per_player == 2)
        snprintf(buf, size, _("%s, choose a hole: press %c or %c."), name, tb_label(first),
                 tb_label(first + 1));
    else
        snprintf(buf, size, _("%s, choose a hole: press %c, %c or %c."), name, tb_label(first),
                 tb_label(first + 1), tb_label(first + 2));
}

/* The line above the keys: while a move is shown, the seeds in hand, then
 * where the last fell; else the message, else what to do.  Fills text and
 * returns how to show it. */
static attr_t message_text(const struct ui *ui, const struct view *v, char *text, size_t size)
{
    attr_t attr = A_BOLD;
    if (ui->anim.active && ui->anim.frame > ui->anim.acc.lifted) {
        narrate_landing(ui, &ui->anim.acc, text, size);
    } else if (ui->anim.active) {
        if (!teach_step_sentence(ui, text, size))
            snprintf(text, size,
                     ngettext("%s sows from %c: %d seed in hand.",
                              "%s sows from %c: %d seeds in hand.", (unsigned long)v->hand),
                     ui->tags.names[v->mover], tb_label(ui->anim.acc.move), v->hand);
    } else if (ui->message[0]) {
        snprintf(text, size, "%s", ui->message);
        attr = ui->alert ? paint(PAINT_ALERT) : A_BOLD;
    } else if (ui->overlay == OVERLAY_EDIT) {
        editor_sentence(ui, text, size);
    } else if (ui->overlay == OVERLAY_REPLAY) {
        replay_sentence(ui, text, size);
    } else if (!teach_preview(ui, text, size)) {
        instruction(ui, text, size);
    }
    return attr;
}

/* The message, on two lines when it needs them; returns the first it took. */
static int draw_message(const struct ui *ui, const char *text, attr_t attr)
{
    int lines = wrapped_lines(text, COLS - 2) > 1 ? 2 : 1;
    int y = ui->layout.message_y - lines + 1;
    put_wrapped(y, 1, COLS - 2, 0, lines, attr, text);
    return y;
}

/* Where the last sentence of text starts: after the last ". " (or "? ",
 * "! ", or the Bengali danda's "। "); text itself when it has one. */
static const char *last_sentence(const char *text)
{
    static const char danda[] = "। ";
    const char *tail = text;
    for (const char *s = text; *s; s++)
        if (strchr(".?!", *s) && s[1] == ' ')
            tail = s + 2;
        else if (strncmp(s, danda, sizeof danda - 1) == 0)
            tail = s + sizeof danda - 1;
    return tail;
}

/* Puts text in large print in `rows` lines from y down, across the screen;
 * false when it does not fit in letters big enough to read. */
static bool put_large(const struct ui *ui, int y, int rows, const char *text)
{
    const char *const *quadrant = glyphs()->quadrant;
    struct big_cells big;
    if (!text[0] || rows <= 0 || !bigtext_set(ui->large, text, rows, COLS - 2, &big))
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

/* In projector mode, text in large print in the lines of the log above
 * `bottom`: all of it, or else its last sentence with the whole in plain
 * print below.  False when neither fits, or there are no fonts. */
static bool draw_large(const struct ui *ui, const char *text, int bottom)
{
    const struct layout *lo = &ui->layout;
    if (!ui->large)
        return false;
    if (put_large(ui, lo->log_y, bottom - lo->log_y, text))
        return true;
    const char *tail = last_sentence(text);
    int plain = wrapped_lines(text, lo->text_w);
    if (tail == text || !put_large(ui, lo->log_y, bottom - lo->log_y - plain - 1, tail))
        return false;
    put_wrapped(bottom - plain, lo->text_x, lo->text_w, 0, plain, A_BOLD, text);
    return true;
}

/* A key and what it does, for the last line. */
struct key_help { const char *key, *what; };

static const struct key_help *keys_now(const struct ui *ui)
{
    static const struct key_help play[] = {
        {"u", N_("undo")}, {"r", N_("redo")}, {"t", N_("tip")}, {"s", N_("save")},
        {"m", N_("menu")}, {"?", N_("help")}, {"n", N_("new game")}, {"q", N_("quit")},
        {NULL, NULL},
    };
    static const struct key_help demo[] = {
        {N_("Space"), N_("pause")}, {"u", N_("undo")}, {"m", N_("menu")}, {"?", N_("help")},
        {"q", N_("quit")}, {NULL, NULL},
    };
    static const struct key_help end[] = {
        {"n", N_("another game")}, {"u", N_("take back")},
        {N_("Esc"), N_("show or hide the result")}, {"s", N_("save")}, {"q", N_("quit")},
        {NULL, NULL},
    };
    static const struct key_help menu[] = {
        {N_("Up Down"), N_("choose")}, {N_("Left Right"), N_("change")},
        {N_("Enter"), N_("do it")}, {N_("Esc"), N_("back to the game")}, {NULL, NULL},
    };
    static const struct key_help edit[] = {
        /* The line above says how to choose a hole or a store. */
        {N_("Enter"), N_("play")}, {N_("Tab"), N_("mover")}, {":", N_("type")},
        {N_("Esc"), N_("leave")}, {N_("Up Down"), N_("count")}, {NULL, NULL},
    };
    static const struct key_help stepping[] = {
        {N_("any key"), N_("the next seed")}, {N_("Esc"), N_("the rest of the move at once")},
        {NULL, NULL},
    };
    static const struct key_help replay[] = {
        {N_("Right"), N_("next move")}, {N_("Left"), N_("back")},
        {N_("Esc"), N_("play on from here")}, {"q", N_("quit")}, {NULL, NULL},
    };
    static const struct key_help help[] = {
        {N_("Up Down"), N_("scroll")}, {N_("any other key"), N_("back to the game")},
        {NULL, NULL},
    };
    if (ui->step && ui->anim.active)
        return stepping;
    switch (ui->overlay) {
    case OVERLAY_NONE: return play_all_computer(ui) ? demo : play;
    case OVERLAY_END: return end;
    case OVERLAY_MENU: return menu;
    case OVERLAY_HELP: return help;
    case OVERLAY_EDIT: return edit;
    case OVERLAY_REPLAY: return replay;
    default: return NULL; /* the panel says which keys */
    }
}

/* The keys that work now, as many as fit whole. */
static void draw_keys(const struct ui *ui)
{
    const struct key_help *k = keys_now(ui);
    for (int x = 1; k && k->key; k++) {
        const char *key = k->key[1] ? _(k->key) : k->key, *what = _(k->what);
        int w = text_width(key) + 1 + text_width(what);
        if (x + w > COLS - 1)
            break;
        put_text(ui->layout.keys_y, x, w, paint(PAINT_BOLD) | A_REVERSE, key);
        put_text(ui->layout.keys_y, x + text_width(key) + 1, w, paint(PAINT_DIM), what);
        x += w + 2;
    }
}

/* ---- Panels ---- */

struct row { const char *text; attr_t attr; };

/* A framed panel in the middle of the screen, at most `width` wide: a
 * title, then rows wrapped to its width.  When they do not all fit, it
 * shows them from line *top on (kept in range), with marks to scroll.
 * Text that is not plain keeps its lines to itself: the panel then takes
 * the whole width, with no frame after the text, nor the board. */
static void draw_panel(const char *title, const struct row *rows, int n, int *top, int width)
{
    bool plain = text_is_plain(title);
    for (int i = 0; i < n; i++)
        plain = plain && text_is_plain(rows[i].text);
    int w = !plain ? COLS : COLS - 4 < width ? COLS - 4 : width, inner = w - 4, lines = 0;
    for (int i = 0; i < n; i++)
        lines += rows[i].text[0] ? wrapped_lines(rows[i].text, inner) : 1;
    /* A blank line above and below the rows, unless that makes them not fit. */
    int room = LINES - 2;
    int pad = lines + 4 <= room || lines + 2 > room ? 1 : 0;
    int shown = lines + 2 * pad + 2 <= room ? lines : room - 2 * pad - 2;
    int h = shown + 2 * pad + 2, y = (LINES - h) / 2, x = (COLS - w) / 2;
    if (*top > lines - shown)
        *top = lines - shown;
    if (*top < 0)
        *top = 0;

    fill_area(y, x, h, w, A_NORMAL);
    int mark_x = x + w - 3;
    if (plain) {
        draw_frame(y, x, h, w, true, A_BOLD);
        char heading[SENTENCE_SIZE];
        snprintf(heading, sizeof heading, " %s ", title);
        put_text(y, x + (w - text_width(heading)) / 2, w - 2, A_BOLD, heading);
    } else {
        put_text(y, x + 2, inner, A_BOLD, title);
        draw_frame(y + h - 1, x, 1, w, true, A_BOLD); /* a rule below */
        mark_x = x;
    }
    for (int i = 0, line = 0; i < n; i++) {
        int need = rows[i].text[0] ? wrapped_lines(rows[i].text, inner) : 1;
        int from = line > *top ? line : *top;
        int to = line + need < *top + shown ? line + need : *top + shown;
        if (from < to && rows[i].text[0])
            put_wrapped(y + 1 + pad + from - *top, x + 2, inner, from - line, to - from,
                        rows[i].attr, rows[i].text);
        line += need;
    }
    if (*top > 0)
        put_text(y + 1, mark_x, 1, A_BOLD, "^");
    if (*top + shown < lines)
        put_text(y + h - 2, mark_x, 1, A_BOLD, "v");
}

/* A panel of a few rows, which it cuts if the screen is too short. */
static void show_panel(const char *title, const struct row *rows, int n)
{
    int top = 0;
    draw_panel(title, rows, n, &top, PANEL_W);
}

static void draw_end(const struct ui *ui)
{
    const tb_result *res = tb_game_result(ui->game);
    char why[SENTENCE_SIZE], winner[SENTENCE_SIZE], scores[TB_MAX_PLAYERS][SENTENCE_SIZE];
    struct row rows[TB_MAX_PLAYERS + 8];
    int n = 0;
    narrate_end(ui, res, why, sizeof why);
    narrate_winner(ui, res, winner, sizeof winner);
    rows[n++] = (struct row){why, A_NORMAL};
    rows[n++] = (struct row){"", A_NORMAL};
    for (int p = 0; p < ui->rules->players; p++) {
        snprintf(scores[p], sizeof scores[p],
                 ngettext("%s: %d seed", "%s: %d seeds", (unsigned long)res->scores[p]),
                 ui->tags.names[p], res->scores[p]);
        rows[n++] = (struct row){scores[p], paint((enum paint)(PAINT_PLAYER + p)) | A_BOLD};
    }
    rows[n++] = (struct row){"", A_NORMAL};
    rows[n++] = (struct row){winner, A_BOLD};
    rows[n++] = (struct row){"", A_NORMAL};
    rows[n++] = (struct row){_("n or Enter: another game.  u: take back the last move.  "
                               "Esc: look at the board.  q: quit."), paint(PAINT_DIM)};
    show_panel(_("Game over"), rows, n);
}

static void draw_help(struct ui *ui)
{
    const char *paragraphs[40];
    struct row rows[40];
    int n = help_paragraphs(ui->rules, paragraphs, 40);
    for (int i = 0; i < n; i++) {
        bool heading = i == 0 || (i > 0 && !paragraphs[i - 1][0]);
        rows[i] = (struct row){paragraphs[i], heading ? A_BOLD : A_NORMAL};
    }
    draw_panel(_("Keys and rules"), rows, n, &ui->help_top, HELP_W);
}

static void draw_menu(const struct ui *ui)
{
    char lines[MENU_LINES][SENTENCE_SIZE];
    struct row rows[MENU_LINES];
    int n = menu_lines(ui, lines);
    for (int i = 0; i < n; i++)
        rows[i] = (struct row){lines[i], i == ui->menu_item ? A_REVERSE | A_BOLD : A_NORMAL};
    show_panel(_("Menu"), rows, n);
}

static void draw_prompt(const struct ui *ui)
{
    char typed[PATH_SIZE], line[PATH_SIZE + 8];
    prompt_text(ui, typed, sizeof typed);
    snprintf(line, sizeof line, "%s_", typed);
    bool save = ui->prompt_for == PROMPT_SAVE;
    struct row rows[] = {
        {save ? _("The record of this game will be written to this file (in the current "
                  "directory unless the name says otherwise):")
              : _("The position: the count of each hole in letter order, the player to "
                  "move, then each player's captured seeds, as in 3,4,2,6:1:0,0."),
         A_NORMAL},
        {"", A_NORMAL},
        {line, A_BOLD | A_UNDERLINE},
        {"", A_NORMAL},
        {save ? _("Enter: save.  Esc: do not save.")
              : _("Enter: play from this position.  Esc: back to the editor."),
         paint(PAINT_DIM)},
    };
    show_panel(save ? _("Save the game record") : _("Type a position"), rows, LENGTH(rows));
}

static void draw_resume(const struct ui *ui)
{
    const tb_game *g = ui->resume;
    const tb_rules *r = tb_game_rules(g);
    const tb_tags *t = &ui->resume_tags;
    char what[SENTENCE_SIZE];
    if (r->players == 2)
        snprintf(what, sizeof what,
                 ngettext("A game of %s between %s and %s was not finished: %d move was played.",
                          "A game of %s between %s and %s was not finished: %d moves were played.",
                          (unsigned long)tb_game_ply(g)),
                 rules_title(r), t->names[0], t->names[1], tb_game_ply(g));
    else
        snprintf(what, sizeof what,
                 ngettext("A game of %s between %s, %s and %s was not finished: "
                          "%d move was played.",
                          "A game of %s between %s, %s and %s was not finished: "
                          "%d moves were played.",
                          (unsigned long)tb_game_ply(g)),
                 rules_title(r), t->names[0], t->names[1], t->names[2], tb_game_ply(g));
    struct row rows[] = {
        {what, A_NORMAL},
        {"", A_NORMAL},
        {_("Resume it?  y: yes, go on with it.  n: no, start a new game."), A_BOLD},
    };
    show_panel(_("A saved game"), rows, LENGTH(rows));
}

static void draw_confirm(const struct ui *ui)
{
    bool quit = ui->confirm == CONFIRM_QUIT;
    bool kept = ui->autosave[0] && !tb_game_over(ui->game) && tb_game_length(ui->game) > 0;
    char question[SENTENCE_SIZE];
    if (quit)
        snprintf(question, sizeof question, "%s", _("Quit the game?"));
    else
        snprintf(question, sizeof question, _("Start a new game of %s?"),
                 rules_title(ui->new_rules));
    const char *about = quit ? kept ? _("The game is kept: it will be offered the next time.")
                                    : _("Goodbye!")
                             : _("This game will be lost, unless it is saved first (s).");
    struct row rows[] = {
        {question, A_BOLD},
        {about, A_NORMAL},
        {"", A_NORMAL},
        {_("y: yes.  Any other key: back to the game."), A_BOLD},
    };
    show_panel(quit ? _("Quit") : _("New game"), rows, LENGTH(rows));
}

static void draw_notice(const struct ui *ui)
{
    struct row rows[] = {
        {ui->notice, A_NORMAL},
        {"", A_NORMAL},
        {_("Press any key to go on."), A_BOLD},
    };
    show_panel(ui->notice_title, rows, LENGTH(rows));
}

static void draw_too_small(const struct ui *ui)
{
    char text[SENTENCE_SIZE];
    snprintf(text, sizeof text,
             _("This window is too small for the board. Please make it at least %d columns "
               "wide and %d lines high; it is %d by %d now."),
             ui->layout.need_cols, ui->layout.need_lines, COLS, LINES);
    int w = COLS - 2 > 0 ? COLS - 2 : COLS;
    int h = wrapped_lines(text, w);
    put_wrapped((LINES - h) / 2 > 0 ? (LINES - h) / 2 : 0, COLS > 2 ? 1 : 0, w, 0, LINES, A_BOLD,
                text);
}

void draw_screen(struct ui *ui)
{
    struct view v;
    erase();
    layout_plan(ui->rules, LINES, COLS, ui->projector, &ui->layout);
    if (ui->layout.too_small) {
        draw_too_small(ui);
        screen_refresh();
        return;
    }
    play_view(ui, &v);
    draw_title(ui);
    draw_board(ui, &v);
    char text[SENTENCE_SIZE];
    attr_t attr = message_text(ui, &v, text, sizeof text);
    /* A projector shows the sentence of the moment in large print: the
     * seed in hand while a move is shown, else the account of the last. */
    const char *large = ui->anim.active ? text : ui->logged ? ui->log[ui->logged - 1] : "";
    int log_end = ui->layout.log_y + ui->layout.log_h;
    if (ui->projector && draw_large(ui, large, log_end < ui->layout.message_y - 1
                                                   ? log_end : ui->layout.message_y - 1)) {
        draw_message(ui, large == text ? "" : text, attr);
    } else {
        int message_y = draw_message(ui, text, attr);
        draw_log(ui, log_end < message_y ? log_end : message_y);
    }
    draw_keys(ui);
    switch (ui->overlay) {
    case OVERLAY_NONE: case OVERLAY_EDIT: case OVERLAY_REPLAY: break;
    case OVERLAY_NOTICE: draw_notice(ui); break;
    case OVERLAY_RESUME: draw_resume(ui); break;
    case OVERLAY_CONFIRM: draw_confirm(ui); break;
    case OVERLAY_HELP: draw_help(ui); break;
    case OVERLAY_MENU: draw_menu(ui); break;
    case OVERLAY_PROMPT: draw_prompt(ui); break;
    case OVERLAY_END:
        if (!ui->end_hidden)
            draw_end(ui);
        break;
    }
    screen_refresh();
}
