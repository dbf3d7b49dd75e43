/*
 * end.c - the end of a game: a panel with why it ended, what became of
 * the seeds left, each score, the winner, and the games each name won
 * since the program started.  n starts another game, r reviews the game
 * just played, u takes the last move back, Esc hides the panel and shows
 * it again, q quits at once: nothing is lost.  A demonstration that loops
 * (--demo --loop) starts its next game by itself after a while.
 */
#include <stdio.h>

#include <curses.h>

#include "app/i18n.h"
#include "play/narrate.h"
#include "tui/end.h"
#include "tui/help.h"
#include "tui/menu.h"
#include "tui/mode.h"
#include "tui/play.h"
#include "tui/prompt.h"
#include "tui/review.h"

/* How long a looping demonstration shows the end, in ms at normal speed. */
enum { LOOP_MS = 8000 };

struct end {
    struct mode mode;
    bool hidden;       /* put away, to see the board */
    long long next_at; /* when a looping demonstration plays again, or 0 */
};

static void end_key(struct mode *m, struct tui *f, const struct input *in)
{
    struct end *e = (struct end *)m;
    struct table *t = tui_table(f);
    if (input_enter(in) || input_is(in, 'n') || input_is(in, 'y') || input_is(in, ' ')) {
        play_new_game(f, table_rules(t));
    } else if (input_is(in, 'r')) {
        review_begin(f);
    } else if (input_is(in, 'u')) {
        mode_close(f, m);
        tell(f, table_undo(t, true));
    } else if (input_is(in, 'q')) {
        tui_quit(f);
    } else if (input_is(in, 's')) {
        prompt_save(f);
    } else if (input_is(in, '?') || input_code(in, KEY_F(1))) {
        help_open(f);
    } else if (input_is(in, 'm')) {
        menu_open(f);
    } else if (input_escape(in)) {
        e->hidden = !e->hidden;
    } else {
        e->hidden = false;
    }
}

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

static void end_show(const struct mode *m, const struct scene *sc, struct shown *s)
{
    /* Quit before save: on a narrow screen the bar's last key goes. */
    static const struct key_help bar[] = {
        {"n", N_("another game")},
        {"r", N_("review")},
        {"u", N_("take back")},
        {N_("Esc"), N_("show or hide the result")},
        {"q", N_("quit")},
        {"s", N_("save")},
        {NULL, NULL},
    };
    const struct end *e = (const struct end *)m;
    const struct table *t = sc->table;
    const tb_result *res = tb_game_result(table_game(t));
    char text[SENTENCE_SIZE];
    s->keys = bar;
    s->board_moves = false;
    s->sentence = e->next_at ? _("The game is over: the next one begins in a moment.")
                             : _("The game is over. Press n for another game.");
    if (e->hidden)
        return;
    shown_panel(s, _("Game over"));
    narrate_end(t, res, text, sizeof text);
    shown_row(s, shown_keep(s, text), ROW_PLAIN);
    shown_row(s, "", ROW_PLAIN);
    for (int p = 0; p < table_rules(t)->players; p++) {
        snprintf(text, sizeof text,
                 ngettext("%s: %d seed", "%s: %d seeds", (unsigned long)res->scores[p]),
                 table_name(t, p), res->scores[p]);
        shown_row(s, shown_keep(s, text), ROW_PLAYER + p);
    }
    shown_row(s, "", ROW_PLAIN);
    narrate_winner(t, res, text, sizeof text);
    s->large = shown_keep(s, text);
    shown_row(s, s->large, ROW_BOLD);
    narrate_tally(t, text, sizeof text);
    shown_row(s, shown_keep(s, text), ROW_PLAIN);
    shown_row(s, "", ROW_PLAIN);
    shown_row(s, _("r: go through the game with the solver, move by move."), ROW_BOLD);
    shown_row(s,
              _("n or Enter: another game.  u: take back the last move.  Esc: look at the "
                "board.  q: quit."),
              ROW_DIM);
}

static const struct mode_ops end_ops = {.key = end_key, .tick = end_tick, .show = end_show};

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
