/*
 * draw.c - the screen as the modes describe it (struct shown), composed:
 * the layout planned for the screen's size, then the title, the board
 * (board.c), the story, a graph (graph.c), the line above the keys, the
 * key bar, and a panel over them (panel.c).  In projector mode the
 * sentence the modes say matters now stands in large print under the
 * board (large.c).  It never asks which mode is open.  Drawing reads what
 * the modes show from and changes nothing but the layout it records for
 * clicks and scrolling.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/bigtext.h"
#include "app/i18n.h"
#include "app/terminal_text.h"
#include "play/narrate.h"
#include "tui/board.h"
#include "tui/graph.h"
#include "tui/large.h"
#include "tui/large_log.h"
#include "tui/mode.h"
#include "tui/panel.h"
#include "tui/screen.h"

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

/* The lines a sentence takes above the keys: two at most. */
static int sentence_lines(const struct layout *lo, const char *text)
{
    return !text[0] ? 0 : wrapped_lines(text, lo->message_w) > 1 ? 2 : 1;
}

/* The line above the keys (what to do now) and, above it, the answer to
 * the last key, each on two lines when it needs them; the answer takes
 * the line's place when that is empty or says the same.  Returns the
 * first line they take; draws them when `draw`. */
static int draw_sentence(const struct layout *lo, const char *word, bool alert, const char *text,
                         bool draw)
{
    bool both = word[0] && text[0] && strcmp(word, text) != 0;
    const char *line = both || !word[0] ? text : word;
    attr_t attr = !both && word[0] && alert ? paint(PAINT_ALERT) : A_BOLD;
    int lines = sentence_lines(lo, line), y = lo->message_y - (lines ? lines : 1) + 1;
    int above = both ? sentence_lines(lo, word) : 0;
    if (draw) {
        put_wrapped(y, lo->message_x, lo->message_w, 0, lines, attr, line);
        put_wrapped(y - above, lo->message_x, lo->message_w, 0, above,
                    alert ? paint(PAINT_ALERT) : A_NORMAL, both ? word : "");
    }
    return y - above;
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

/* A panel that must be read even in a window too small for the board (the
 * quit question, and the name to save to before quitting): its title and
 * rows from the top, across the whole width, then the keys. */
static void draw_urgent(struct layout *lo, const struct shown *s)
{
    int w = COLS - 2, y = 0;
    lo->keys_y = LINES - 1;
    bool why = s->alert && s->word;
    int end = why ? lo->keys_y - 1 : lo->keys_y;
    y += put_wrapped(y, 1, w, 0, end - y, A_BOLD, s->panel.title);
    for (int i = 0; i < s->panel.rows_n && y < end; i++) {
        const struct row *r = &s->panel.rows[i];
        y += r->text[0] ? put_wrapped(y, 1, w, 0, end - y, row_attr(r->style), r->text) : 1;
    }
    if (why) /* why the name could not be saved to */
        put_text(lo->keys_y - 1, 1, w, paint(PAINT_ALERT), s->word);
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

/* The heading of a panel that large print says whole, in large print at
 * the top of the words: a verdict's mark and word in its colour, or the
 * panel's title.  Returns the lines it takes (0 when it does not fit);
 * what it says, and a space, is in said ("" when nothing). */
static int draw_heading(const struct layout *lo, struct bigtext *fonts, const struct shown *s,
                        int bottom, char *said, size_t size)
{
    enum verdict v = s->panel.verdict;
    const char *mark = v == VERDICT_RIGHT ? "✔ " : v == VERDICT_WRONG ? "✘ " : "";
    attr_t attr = verdict_attr(v);
    /* A third of the words' lines, or half for a script that needs more
     * (Bengali's letters want half as many pixels again). */
    int rows = (bottom - lo->log_y) / 3;
    snprintf(said, size, "%s%s", mark, s->panel.title);
    if (!put_large(fonts, lo->log_y, 1, rows, COLS - 2, 0, attr, said) &&
        !put_large(fonts, lo->log_y, 1, rows = (bottom - lo->log_y) / 2, COLS - 2, 0, attr, said)) {
        said[0] = '\0';
        return 0;
    }
    snprintf(said + strlen(said), size - strlen(said), " ");
    return rows + 1;
}

void draw_screen(const struct scene *sc, struct bigtext *fonts, struct layout *lo,
                 const struct shown *s)
{
    const struct table *t = sc->table;
    const tb_rules *r = table_rules(t);
    int side_need = 0;
    for (int p = 0; p < r->players; p++)
        if (layout_side(r, p) == SIDE_RIGHT)
            side_need = board_side_width(t, s, p);
    erase();
    bool graph = s->graph.points > 0 || s->graph.note;
    bool projector = settings_projector(sc->settings);
    screen_contrast(projector); /* the paints of this frame */
    bool large_print = projector && fonts;
    layout_plan(r, LINES, COLS, projector, large_print, side_need, graph, lo);
    if (lo->too_small && graph) { /* the graph goes before the board does */
        graph = false;
        layout_plan(r, LINES, COLS, projector, large_print, side_need, false, lo);
    }
    /* A panel that must leave holes in sight and cannot, over a board this
     * size, gets the lines a graph would take under a smaller board. */
    if (!lo->too_small && !graph && s->panel.title && s->panel.avoid && panel_hides_holes(lo, s)) {
        struct layout roomy;
        layout_plan(r, LINES, COLS, projector, large_print, side_need, true, &roomy);
        if (!roomy.too_small && !panel_hides_holes(&roomy, s))
            *lo = roomy;
    }
    if (lo->too_small) {
        draw_too_small(lo, s);
        screen_refresh();
        return;
    }
    struct board b = {t, fonts, lo, s};
    draw_title(lo, s->title ? s->title : "");
    draw_board(&b);
    const char *sentence = s->sentence ? s->sentence : "", *word = s->word ? s->word : "";
    /* Over a panel, which may cover the line above, the answer to the last
     * key takes the line's place: the panel says what to do. */
    if (s->panel.title && word[0])
        sentence = "";
    /* A projector shows the sentence that matters now in large print. */
    int story_end = lo->log_y + lo->log_h,
        words_y = draw_sentence(lo, word, s->alert, sentence, false);
    int large_end = story_end < words_y - 1 ? story_end : words_y - 1;
    /* A panel that large print says whole is not laid over it: its title
     * (a verdict's mark and word, in its colour) heads the large print. */
    char heading_said[2 * SENTENCE_SIZE] = "";
    struct layout words = *lo;
    int heading_h = projector && s->large && s->panel.title && s->panel.said_large
                        ? draw_heading(lo, fonts, s, large_end, heading_said, sizeof heading_said)
                        : 0;
    words.log_y += heading_h;
    const char *large =
        projector && s->large ? draw_large(&words, fonts, s->large, large_end) : NULL;
    bool heading = heading_h > 0 && large;
    if (heading_h > 0 && !large) { /* the rest did not fit under it: the panel says it all */
        fill_area(lo->log_y, 0, heading_h, COLS, A_NORMAL);
        heading_said[0] = '\0';
    }
    if (projector) {
        size_t n = strlen(heading_said);
        snprintf(heading_said + n, sizeof heading_said - n, "%s", large ? large : "");
        large_log(0, heading_said);
    }
    int sentence_y;
    if (large) {
        bool said = large == s->large && strcmp(large, sentence) == 0;
        sentence_y = draw_sentence(lo, word, s->alert, said ? "" : sentence, true);
    } else {
        sentence_y = draw_sentence(lo, word, s->alert, sentence, true);
        draw_story(lo, s, projector, story_end < sentence_y ? story_end : sentence_y);
    }
    /* A sentence on two lines takes the graph's last. */
    int graph_end = lo->graph_y + lo->graph_h < sentence_y ? lo->graph_y + lo->graph_h : sentence_y;
    if (graph)
        draw_graph(s, lo->graph_y, projector ? 1 : lo->text_x, graph_end - lo->graph_y,
                   projector ? COLS - 2 : lo->text_w);
    draw_keys(lo, s->keys);
    if (s->panel.title && !heading)
        draw_panel(lo, s, large);
    screen_refresh();
}
