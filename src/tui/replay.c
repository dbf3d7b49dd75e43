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
#include "play/narrate.h"
#include "tui/confirm.h"
#include "tui/help.h"
#include "tui/history.h"
#include "tui/menu.h"
#include "tui/mode.h"
#include "tui/play.h"
#include "tui/prompt.h"
#include "tui/replay.h"
#include "tui/shared_keys.h"
#include "tui/teach.h"

/* The pause between two moves of the autoplay, in ms at normal speed. */
enum { AUTOPLAY_MS = 1200 };

struct replay {
    struct mode mode;
    bool autoplay;     /* the moves play by themselves */
    long long next_at; /* when the autoplay plays the next */
};

/* data: not NULL for a review. */
static void play_on(struct tui *f, const void *data)
{
    play_begin(f);
    say(f, false, "%s",
        data ? _("The review is over: play on from here.")
             : _("The replay is over: play on from here."));
}

/* Esc: the game goes on from the move shown; the moves after it would go
 * at the next move, so the replay asks first. */
void replay_leave(struct tui *f, bool review)
{
    const tb_game *g = table_game(tui_table(f));
    int ply = tb_game_ply(g), length = tb_game_length(g);
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

static void autoplay(struct replay *r, struct tui *f, bool on)
{
    const tb_game *g = table_game(tui_table(f));
    r->autoplay = on && tb_game_ply(g) < tb_game_length(g);
    r->next_at = now_ms();
    if (r->autoplay)
        say(f, false, "%s", _("Autoplay: the moves play one after another. Space stops them."));
    else if (on)
        say(f, true, "%s", _("This is the end of the record."));
    else
        say(f, false, "%s", _("Autoplay stopped."));
}

static int replay_tick(struct mode *m, struct tui *f)
{
    struct replay *r = (struct replay *)m;
    struct table *t = tui_table(f);
    const tb_game *g = table_game(t);
    long long now = now_ms();
    if (!r->autoplay)
        return -1;
    /* The pause between two moves begins when the last has been shown. */
    if (table_moving(t)) {
        r->next_at = now + speed_ms(settings_speed(tui_scene(f)->settings), AUTOPLAY_MS);
        return -1;
    }
    if (tb_game_ply(g) == tb_game_length(g)) {
        r->autoplay = false;
        say(f, false, "%s", _("Autoplay: the record is played to its end."));
        return -1;
    }
    if (now < r->next_at)
        return (int)(r->next_at - now);
    table_redo(t);
    r->next_at = now + speed_ms(settings_speed(tui_scene(f)->settings), AUTOPLAY_MS);
    return 0;
}

static void forward(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    if (!table_redo(tui_table(f)))
        say(f, true, "%s", _("This is the end of the record."));
}

static void back(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    struct table *t = tui_table(f);
    if (tb_game_ply(table_game(t)) == 0)
        say(f, true, "%s", _("This is the start of the record."));
    else
        tell_event(f, table_undo(t, false));
}

static void to_start(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    table_goto(tui_table(f), 0);
}

static void to_end(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    struct table *t = tui_table(f);
    table_goto(t, tb_game_length(table_game(t)));
}

static void leave_replay(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    replay_leave(f, false);
}

/* A key that moves through the record stops the autoplay, then does what
 * it does. */
static void stop(struct mode *m, struct tui *f, const struct input *in)
{
    (void)f, (void)in;
    ((struct replay *)m)->autoplay = false;
}

static void space(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    struct replay *r = (struct replay *)m;
    autoplay(r, f, !r->autoplay);
}

static bool autoplaying(const struct mode *m, const struct scene *sc)
{
    (void)sc;
    return ((const struct replay *)m)->autoplay;
}

/* In step mode, Space drops the next seed of the move shown. */
static bool not_stepping(const struct mode *m, const struct scene *sc)
{
    (void)m;
    return !(settings_step(sc->settings) && table_moving(sc->table));
}

static bool more_to_play(const struct mode *m, const struct scene *sc)
{
    (void)m;
    const tb_game *g = table_game(sc->table);
    return tb_game_ply(g) < tb_game_length(g);
}

static bool to_start_autoplay(const struct mode *m, const struct scene *sc)
{
    return more_to_play(m, sc) && !autoplaying(m, sc);
}

static bool to_stop_autoplay(const struct mode *m, const struct scene *sc)
{
    return more_to_play(m, sc) && autoplaying(m, sc);
}

static bool played_some(const struct mode *m, const struct scene *sc)
{
    (void)m;
    return tb_game_ply(table_game(sc->table)) > 0;
}

#define FORWARD_KEYS FN(KEY_RIGHT), FN(KEY_DOWN), ENTER_KEYS, CH('l'), CH('j')
#define BACK_KEYS FN(KEY_LEFT), FN(KEY_UP), FN(KEY_BACKSPACE), CH('h'), CH('k'), CH(127)

const struct command replay_forward_keys = {
    .keys = {FORWARD_KEYS},
    .help = N_("the next move of the record, played again"),
    .flags = MOVES_BOARD,
    .act = forward,
};
const struct command replay_back_keys = {
    .keys = {BACK_KEYS},
    .help = N_("the last move taken back"),
    .flags = MOVES_BOARD,
    .act = back,
};
static const struct command replay_start_keys = {
    .keys = {FN(KEY_HOME)},
    .help = N_("the start and the end of the record"),
    .flags = MOVES_BOARD,
    .act = to_start,
};
static const struct command replay_end_keys = {
    .keys = {FN(KEY_END)}, .flags = MOVES_BOARD, .act = to_end};
static const struct command stop_keys = {
    .keys = {FORWARD_KEYS, BACK_KEYS, FN(KEY_HOME), FN(KEY_END)},
    .help = "",
    .flags = FIRST | GOES_ON,
    .when = autoplaying,
    .act = stop,
};
static const struct command autoplay_keys = {
    .keys = {CH(' ')},
    .help = N_("the moves play by themselves, or stop"),
    .flags = FIRST,
    .when = not_stepping,
    .act = space,
};
static const struct command leave_keys = {
    .keys = {CH(27)},
    .help = N_("play on from the move shown"),
    .act = leave_replay,
};

/* Home and End are in the line above: the bar has no room for them. */
const struct key_row replay_more_keys[] = {
    {.does = &replay_start_keys}, {.does = &replay_end_keys},  {.does = &open_help_keys},
    {.does = &open_menu_keys},    {.does = &save_record_keys}, {.does = &open_history_keys},
    {.include = moving_keys},     {.include = teach_keys},     {0},
};

const struct key_row replay_keys[] = {
    {.does = &stop_keys},
    {.does = &replay_forward_keys,
     .bar = N_("Right"),
     .label = N_("next"),
     .offered = more_to_play},
    {.does = &autoplay_keys,
     .bar = N_("Space"),
     .label = N_("autoplay"),
     .offered = to_start_autoplay},
    {.does = &autoplay_keys, .bar = N_("Space"), .label = N_("stop"), .offered = to_stop_autoplay},
    {.does = &replay_back_keys, .bar = N_("Left"), .label = N_("back"), .offered = played_some},
    {.does = &leave_keys, .bar = N_("Esc"), .label = N_("play on")},
    {.does = &quit_asking_keys, .bar = "q", .label = N_("quit")},
    {.include = replay_more_keys},
    {0},
};

static void replay_show(const struct mode *m, const struct scene *sc, struct shown *s)
{
    (void)m;
    const struct table *t = sc->table;
    int ply = tb_game_ply(table_game(t)), length = tb_game_length(table_game(t));
    char text[SENTENCE_SIZE];
    /* The counter stays in the title, whatever the line below says: the
     * moves played, the one being shown included, as the line says too. */
    snprintf(text, sizeof text, _("%s - replay: move %d of %d"), rules_title(table_rules(t)), ply,
             length);
    s->title = shown_keep(s, text);
    table_view(t, &s->view);
    s->board_moves = false;
    shown_story(s, sc, NULL);
    s->large = s->story_told ? s->story[s->story_told - 1] : NULL;
    snprintf(text, sizeof text,
             _("Replay: %d of %d moves played. Right: the next move. Left: back. Space: "
               "autoplay. Home, End: the start, the end. Esc: play on from here."),
             ply, length);
    s->sentence = shown_keep(s, text);
    teach_show_moving(sc, s);
}

/* A replay shows a record: it never writes the autosave, and the
 * computer never plays in it. */
static const struct mode_ops replay_ops = {
    .autosaves = false,
    .keys = replay_keys,
    .refusal = N_("In a replay the record plays the moves: Right plays the next one, Left takes "
                  "one back, Space plays them by itself, Esc plays on from here."),
    .tick = replay_tick,
    .show = replay_show,
};

void replay_begin(struct tui *f)
{
    if (mode_base(f, &replay_ops, sizeof(struct replay)))
        table_goto(tui_table(f), 0);
}
