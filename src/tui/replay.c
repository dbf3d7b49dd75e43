/*
 * replay.c - a game record gone through move by move: each key plays the
 * next recorded move again (shown and told like any move) or takes the
 * last one back, Home and End go to the record's start and end.  The
 * teaching keys, the help and the menu work as in a game; the keys of a
 * game that would change the record say why not.  Esc, and only Esc,
 * leaves the replay to play on from the move shown, asking first when
 * moves of the record would be dropped.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <stdio.h>

#include <curses.h>

#include "app/i18n.h"
#include "tui/confirm.h"
#include "tui/help.h"
#include "tui/menu.h"
#include "tui/mode.h"
#include "tui/narrate.h"
#include "tui/play.h"
#include "tui/prompt.h"
#include "tui/replay.h"
#include "tui/teach.h"

struct replay {
    struct mode mode;
};

static bool forward_key(const struct input *in)
{
    return input_code(in, KEY_RIGHT) || input_code(in, KEY_DOWN) || input_enter(in) ||
           input_is(in, 'l') || input_is(in, 'j') || input_is(in, ' ');
}

static bool back_key(const struct input *in)
{
    return input_code(in, KEY_LEFT) || input_code(in, KEY_UP) ||
           input_code(in, KEY_BACKSPACE) || input_is(in, 'h') || input_is(in, 'k') ||
           input_is(in, 127);
}

/* data: not NULL for a review. */
static void play_on(struct tui *f, const void *data)
{
    play_begin(f);
    say(&f->table, false, "%s",
        data ? _("The review is over: play on from here.")
             : _("The replay is over: play on from here."));
}

/* Esc: the game goes on from the move shown; the moves after it would go
 * at the next move, so the replay asks first. */
static void leave(struct tui *f, bool review)
{
    const struct table *t = &f->table;
    int ply = tb_game_ply(t->game), length = tb_game_length(t->game);
    char question[SENTENCE_SIZE], about[SENTENCE_SIZE];
    static const bool in_review = true;
    const void *data = review ? &in_review : NULL;
    if (ply == length) {
        play_on(f, data);
        return;
    }
    snprintf(question, sizeof question,
             review ? _("Leave the review and play on from move %d of %d?")
                    : _("Leave the replay and play on from move %d of %d?"),
             ply, length);
    snprintf(about, sizeof about,
             ngettext("The record's last move is dropped at the first move played; save the "
                      "record first (s) to keep it.",
                      "The record's last %d moves are dropped at the first move played; save "
                      "the record first (s) to keep them.",
                      (unsigned long)(length - ply)),
             length - ply);
    struct question q = {
        .title = _("Play on from here"), .question = question, .about = about, .yes = play_on,
        .data = data,
    };
    confirm_open(f, &q);
}

bool replay_step_key(struct tui *f, const struct input *in, bool review)
{
    struct table *t = &f->table;
    int length = tb_game_length(t->game);
    if (teach_moving_key(t, in, forward_key(in) || back_key(in) || input_code(in, KEY_HOME) ||
                                    input_code(in, KEY_END))) {
        return true;
    } else if (forward_key(in)) {
        if (!table_redo(t))
            say(t, true, "%s", _("This is the end of the record."));
    } else if (back_key(in)) {
        if (tb_game_ply(t->game) == 0)
            say(t, true, "%s", _("This is the start of the record."));
        else
            table_undo(t, false);
    } else if (input_code(in, KEY_HOME)) {
        table_goto(t, 0);
    } else if (input_code(in, KEY_END)) {
        table_goto(t, length);
    } else if (input_escape(in)) {
        leave(f, review);
    } else if (input_is(in, 'q')) {
        confirm_quit(f);
    } else if (input_is(in, '?') || input_code(in, KEY_F(1))) {
        help_open(f);
    } else if (input_is(in, 'm')) {
        menu_open(f);
    } else if (input_is(in, 's')) {
        prompt_save(f);
    } else {
        return teach_key(t, in);
    }
    return true;
}

static void replay_key(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m;
    if (!replay_step_key(f, in, false))
        say(&f->table, true, "%s",
            _("In a replay the record plays the moves: Right plays the next one, Left takes "
              "one back, Esc plays on from here."));
}

static void replay_show(const struct mode *m, const struct tui *f, struct shown *s)
{
    (void)m;
    static const struct key_help bar[] = {
        {N_("Right"), N_("next move")}, {N_("Left"), N_("back")},
        {N_("Esc"), N_("play on from here")}, {"q", N_("quit")}, {NULL, NULL},
    };
    const struct table *t = &f->table;
    char text[SENTENCE_SIZE];
    /* The counter stays in the title, whatever the line below says. */
    snprintf(text, sizeof text, _("%s - replay: move %d of %d"), rules_title(t->rules),
             table_shown_ply(t), tb_game_length(t->game));
    s->title = shown_keep(s, text);
    table_view(t, &s->view);
    s->board_moves = false;
    shown_story(s, t, NULL);
    snprintf(text, sizeof text,
             _("Replay: %d of %d moves played. Right: the next move. Left: back. Home, End: "
               "the start, the end. Esc: play on from here."),
             tb_game_ply(t->game), tb_game_length(t->game));
    s->sentence = shown_keep(s, text);
    s->keys = bar;
    teach_show_moving(t, s);
}

/* A replay shows a record: it never writes the autosave, and the
 * computer never plays in it. */
static const struct mode_ops replay_ops = {
    .autosaves = false, .key = replay_key, .show = replay_show,
};

void replay_begin(struct tui *f)
{
    if (mode_base(f, &replay_ops, sizeof(struct replay)))
        table_goto(&f->table, 0);
}
