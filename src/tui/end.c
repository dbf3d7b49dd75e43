/*
 * end.c - the end of a game: a panel with why it ended, each score and
 * how the seeds left on the board were shared, the winner, and the games
 * each name won since the program started, beside the final board or
 * under it, never over it.  n (and only n: an Enter meant for the last
 * move must not throw the result away) starts another game, r reviews the
 * game just played, u takes the last move back, Esc hides the panel and
 * shows it again, q quits at once: nothing is lost.  A demonstration that loops
 * (--demo --loop) starts its next game by itself after a while.
 */
#include <stdio.h>

#include <curses.h>

#include "app/i18n.h"
#include "app/terminal_text.h"
#include "play/narrate.h"
#include "tui/end.h"
#include "tui/help.h"
#include "tui/menu.h"
#include "tui/mode.h"
#include "tui/play.h"
#include "tui/prompt.h"
#include "tui/review_screen.h"
#include "tui/shared_keys.h"

/* How long a looping demonstration shows the end, in ms at normal speed;
 * the panel's width in full (panel.c's), and in brief (80 columns' room). */
enum { LOOP_MS = 8000, PANEL_COLS = 64, BRIEF_COLS = 76 };

struct end {
    struct mode mode;
    bool hidden;       /* put away, to see the board */
    long long next_at; /* when a looping demonstration plays again, or 0 */
};

static void another_game(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    play_new_game(f, table_rules(tui_table(f)));
}

static void review(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    review_begin(f);
}

static void take_back(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    mode_close(f, m);
    tell_event(f, table_undo(tui_table(f), true));
}

/* Nothing is lost: the game is over. */
static void quit(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    tui_quit(f);
}

static void show_or_hide(struct mode *m, struct tui *f, const struct input *in)
{
    (void)f, (void)in;
    struct end *e = (struct end *)m;
    e->hidden = !e->hidden;
}

static void show_it(struct mode *m, struct tui *f, const struct input *in)
{
    (void)f, (void)in;
    ((struct end *)m)->hidden = false;
}

static const struct command another_game_keys = {
    .keys = {CH('n')},
    .help = N_("another game"),
    .act = another_game,
};
static const struct command review_game_keys = {
    .keys = {CH('r')},
    .help = N_("go through the game with the solver, move by move"),
    .act = review,
};
static const struct command take_back_keys = {
    .keys = {CH('u')},
    .help = N_("take back the last move"),
    .act = take_back,
};
static const struct command quit_now_keys = {
    .keys = {CH('q')},
    .help = N_("quit: nothing is lost"),
    .act = quit,
};
static const struct command hide_keys = {
    .keys = {CH(27)},
    .help = N_("look at the board, and back"),
    .act = show_or_hide,
};
static const struct command show_keys = {
    .keys = {OTHER_KEYS},
    .help = N_("the result again"),
    .act = show_it,
};

/* Quit before save: on a narrow screen the bar's last key goes. */
const struct key_row end_keys[] = {
    {.does = &another_game_keys, .bar = "n", .label = N_("another game")},
    {.does = &review_game_keys, .bar = "r", .label = N_("review")},
    {.does = &take_back_keys, .bar = "u", .label = N_("take back")},
    {.does = &hide_keys, .bar = N_("Esc"), .label = N_("show or hide the result")},
    {.does = &quit_now_keys, .bar = "q", .label = N_("quit")},
    {.does = &save_record_keys, .bar = "s", .label = N_("save")},
    {.does = &open_help_keys},
    {.does = &open_menu_keys},
    {.does = &show_keys},
    {0},
};

static int end_tick(struct mode *m, struct tui *f)
{
    struct end *e = (struct end *)m;
    long long now = now_ms();
    if (!e->next_at)
        return -1;
    if (now < e->next_at)
        return (int)(e->next_at - now);
    play_new_game(f, table_rules(tui_table(f)));
    return 0;
}

/* The lines under the holes, down to the key bar, on the screen as last
 * drawn (all of them before the first drawing). */
static int room_under_board(const struct layout *lo, const tb_rules *r)
{
    int bottom = 0;
    for (int h = 0; h < tb_holes(r); h++)
        if (lo->hole_y[h] + lo->box_h > bottom)
            bottom = lo->hole_y[h] + lo->box_h;
    return lo->box_h ? lo->keys_y - bottom : LINES;
}

/* The lines rows would take in the end's panel, framed, with no blank
 * line round them. */
static int rows_lines(const struct shown *s, int width)
{
    int lines = 2;
    for (int i = 0; i < s->panel.rows_n; i++)
        lines += s->panel.rows[i].text[0] ? wrapped_lines(s->panel.rows[i].text, width - 4) : 1;
    return lines;
}

/* The panel: in full where it fits beside or under the board, else in
 * brief under it (why, the scores, the winner and the tally on one line),
 * so that the final board stays in sight even at 80x24. */
static void end_panel(const struct end *e, const struct scene *sc, struct shown *s, bool brief)
{
    const struct table *t = sc->table;
    const tb_result *res = tb_game_result(table_game(t));
    char text[SENTENCE_SIZE], tally[SENTENCE_SIZE];
    /* The line above the keys may be under the panel: the title says it. */
    shown_panel(s, e->next_at ? _("Game over: the next one begins in a moment") : _("Game over"));
    s->panel.width = brief ? BRIEF_COLS : 0;
    for (int h = 0; h < tb_holes(table_rules(t)); h++)
        s->panel.avoid |= 1u << h;
    narrate_end(t, res, brief, text, sizeof text);
    shown_row(s, shown_keep(s, text), ROW_PLAIN);
    if (!brief)
        shown_row(s, "", ROW_PLAIN);
    for (int p = 0; p < table_rules(t)->players; p++) {
        narrate_score(t, res, p, text, sizeof text);
        shown_row(s, shown_keep(s, text), ROW_PLAYER + p);
    }
    narrate_winner(t, res, text, sizeof text);
    s->large = shown_keep(s, text);
    narrate_tally(t, tally, sizeof tally);
    if (brief && settings_projector(sc->settings)) {
        /* The winner is in large print, which leaves it out of the panel. */
        s->story_told = 0;
        s->sentence = NULL;
        shown_row(s, s->large, ROW_BOLD);
        shown_row(s, shown_keep(s, tally), ROW_PLAIN);
        return;
    }
    if (brief) {
        char both[2 * SENTENCE_SIZE];
        /* The panel stands in the story's place, and the line's. */
        s->story_told = 0;
        s->sentence = NULL;
        /* TRANSLATORS: two sentences in a row: the winner, the tally. */
        snprintf(both, sizeof both, _("%s %s"), text, tally);
        shown_row(s, shown_keep(s, both), ROW_BOLD);
        return;
    }
    shown_row(s, "", ROW_PLAIN);
    shown_row(s, s->large, ROW_BOLD);
    shown_row(s, shown_keep(s, tally), ROW_PLAIN);
    shown_row(s, "", ROW_PLAIN);
    shown_row(s, _("r: go through the game with the solver, move by move."), ROW_BOLD);
    shown_row(s,
              _("n: another game.  u: take back the last move.  Esc: look at the board.  q: "
                "quit."),
              ROW_DIM);
}

static void end_show(const struct mode *m, const struct scene *sc, struct shown *s)
{
    const struct end *e = (const struct end *)m;
    s->board_moves = false;
    s->sentence = e->next_at ? _("The game is over: the next one begins in a moment.")
                             : _("The game is over. Press n for another game.");
    if (e->hidden)
        return;
    end_panel(e, sc, s, false);
    /* In full beside the board (a wide screen) or under it; else brief,
     * as always under a projector's large print, which it must not cover. */
    bool beside = COLS - sc->layout->board_w >= 2 * (PANEL_COLS + 2);
    if (settings_projector(sc->settings) ||
        (!beside &&
         rows_lines(s, PANEL_COLS) > room_under_board(sc->layout, table_rules(sc->table))))
        end_panel(e, sc, s, true);
}

static const struct mode_ops end_ops = {.keys = end_keys, .tick = end_tick, .show = end_show};

void end_open(struct tui *f)
{
    struct table *t = tui_table(f);
    struct end *e = mode_push(f, &end_ops, sizeof *e);
    if (!e)
        return;
    enum speed speed = settings_speed(tui_scene(f)->settings);
    table_tally(t);
    if (tui_scene(f)->cfg->loop && table_all_computer(t))
        e->next_at = now_ms() + speed_ms(speed == SPEED_OFF ? SPEED_FAST : speed, LOOP_MS);
}
