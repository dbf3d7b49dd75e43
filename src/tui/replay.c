/*
 * replay.c - a game record gone through move by move: each key plays the
 * next recorded move again (shown and told like any move) or takes the
 * last one back, Home and End go to the record's start and end, Space
 * plays the moves one after another by itself (autoplay, at the
 * animation's speed) and stops them.  The teaching keys (step mode
 * among them), the help, the menu and the list of moves work as in a
 * game; the keys of a game that would change the record say why not.
 * Esc, and only Esc, leaves the replay to play on from the move shown,
 * asking first when moves of the record would be dropped.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <stdio.h>

#include <curses.h>

#include "app/i18n.h"
#include "tui/confirm.h"
#include "tui/help.h"
#include "tui/history.h"
#include "tui/menu.h"
#include "tui/mode.h"
#include "tui/narrate.h"
#include "tui/play.h"
#include "tui/prompt.h"
#include "tui/replay.h"
#include "tui/teach.h"

/* The pause between two moves of the autoplay, in ms at normal speed. */
enum { AUTOPLAY_MS = 1200 };

struct replay {
    struct mode mode;
    bool autoplay;     /* the moves play by themselves */
    long long next_at; /* when the autoplay plays the next */
};

static bool forward_key(const struct input *in)
{
    return input_code(in, KEY_RIGHT) || input_code(in, KEY_DOWN) || input_enter(in) ||
           input_is(in, 'l') || input_is(in, 'j');
}

static bool back_key(const struct input *in)
{
    return input_code(in, KEY_LEFT) || input_code(in, KEY_UP) || input_code(in, KEY_BACKSPACE) ||
           input_is(in, 'h') || input_is(in, 'k') || input_is(in, 127);
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
             ply + 1, length); /* the next move played is move ply + 1 */
    snprintf(about, sizeof about,
             ngettext("The record's last move is dropped at the first move played; save the "
                      "record first (s) to keep it.",
                      "The record's last %d moves are dropped at the first move played; save "
                      "the record first (s) to keep them.",
                      (unsigned long)(length - ply)),
             length - ply);
    struct question q = {
        .title = _("Play on from here"),
        .question = question,
        .about = about,
        .yes = play_on,
        .data = data,
    };
    confirm_open(f, &q);
}

static void autoplay(struct replay *r, struct table *t, bool on)
{
    r->autoplay = on && tb_game_ply(t->game) < tb_game_length(t->game);
    r->next_at = now_ms();
    if (r->autoplay)
        say(t, false, "%s", _("Autoplay: the moves play one after another. Space stops them."));
    else if (on)
        say(t, true, "%s", _("This is the end of the record."));
    else
        say(t, false, "%s", _("Autoplay stopped."));
}

static int replay_tick(struct mode *m, struct tui *f)
{
    struct replay *r = (struct replay *)m;
    struct table *t = &f->table;
    long long now = now_ms();
    if (!r->autoplay)
        return -1;
    /* The pause between two moves begins when the last has been shown. */
    if (t->anim.active) {
        r->next_at = now + speed_ms(t->speed, AUTOPLAY_MS);
        return -1;
    }
    if (tb_game_ply(t->game) == tb_game_length(t->game)) {
        r->autoplay = false;
        say(t, false, "%s", _("Autoplay: the record is played to its end."));
        return -1;
    }
    if (now < r->next_at)
        return (int)(r->next_at - now);
    table_redo(t);
    return 0;
}

bool replay_step_key(struct tui *f, const struct input *in, bool review)
{
    struct table *t = &f->table;
    int length = tb_game_length(t->game);
    if (teach_moving_key(t, in,
                         forward_key(in) || back_key(in) || input_code(in, KEY_HOME) ||
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
    } else if (input_is(in, 'H')) {
        history_open(f);
    } else {
        return teach_key(t, in);
    }
    return true;
}

static void replay_key(struct mode *m, struct tui *f, const struct input *in)
{
    struct replay *r = (struct replay *)m;
    struct table *t = &f->table;
    bool moves =
        forward_key(in) || back_key(in) || input_code(in, KEY_HOME) || input_code(in, KEY_END);
    /* A key that moves through the record stops the autoplay. */
    if (moves && r->autoplay)
        r->autoplay = false;
    if (input_is(in, ' ') && !(t->step && t->anim.active))
        autoplay(r, t, !r->autoplay);
    else if (!replay_step_key(f, in, false))
        say(t, true, "%s",
            _("In a replay the record plays the moves: Right plays the next one, Left takes "
              "one back, Space plays them by itself, Esc plays on from here."));
}

static void replay_show(const struct mode *m, const struct tui *f, struct shown *s)
{
    const struct replay *r = (const struct replay *)m;
    const struct table *t = &f->table;
    int ply = tb_game_ply(t->game), length = tb_game_length(t->game);
    char text[SENTENCE_SIZE];
    /* The counter stays in the title, whatever the line below says: the
     * moves played, the one being shown included, as the line says too. */
    snprintf(text, sizeof text, _("%s - replay: move %d of %d"), rules_title(t->rules), ply,
             length);
    s->title = shown_keep(s, text);
    table_view(t, &s->view);
    s->board_moves = false;
    shown_story(s, t, NULL);
    s->large = s->story_told ? s->story[s->story_told - 1] : NULL;
    snprintf(text, sizeof text,
             _("Replay: %d of %d moves played. Right: the next move. Left: back. Space: "
               "autoplay. Home, End: the start, the end. Esc: play on from here."),
             ply, length);
    s->sentence = shown_keep(s, text);
    /* The keys that act now. */
    shown_keys(s);
    if (ply < length) {
        shown_key(s, N_("Right"), N_("next"));
        shown_key(s, N_("Space"), r->autoplay ? N_("stop") : N_("autoplay"));
    }
    if (ply > 0)
        shown_key(s, N_("Left"), N_("back"));
    /* Home and End are in the line above: the bar has no room for them. */
    shown_key(s, N_("Esc"), N_("play on"));
    shown_key(s, "q", N_("quit"));
    teach_show_moving(t, s);
}

/* A replay shows a record: it never writes the autosave, and the
 * computer never plays in it. */
static const struct mode_ops replay_ops = {
    .autosaves = false,
    .key = replay_key,
    .tick = replay_tick,
    .show = replay_show,
};

void replay_begin(struct tui *f)
{
    if (mode_base(f, &replay_ops, sizeof(struct replay)))
        table_goto(&f->table, 0);
}
