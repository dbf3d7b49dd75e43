/*
 * play.c - the game: a person's keys choose and sow holes, the computer
 * plays its sides, forced passes are played after a pause, and the end of
 * the game opens its panel.  u and r take back and play again; the other
 * keys open the help, the menu, the editor, a question.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <stdio.h>

#include <curses.h>

#include "app/i18n.h"
#include "play/narrate.h"
#include "tui/end.h"
#include "tui/play.h"
#include "tui/playing.h"
#include "tui/shared_keys.h"
#include "tui/teach.h"

struct play {
    struct mode mode;
};

/* A demonstration pauses at once, even in the middle of a move; a
 * computer that could not move waits for Space to try again. */
static void pause(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    struct table *t = tui_table(f);
    tell_event(f, table_pause(t, !table_paused(t)));
}

static bool computer_waits(const struct mode *m, const struct scene *sc)
{
    (void)m;
    return table_all_computer(sc->table) || table_paused(sc->table);
}

static bool demo_going(const struct mode *m, const struct scene *sc)
{
    (void)m;
    return table_all_computer(sc->table) && !table_paused(sc->table);
}

static bool demo_paused(const struct mode *m, const struct scene *sc)
{
    (void)m;
    return table_all_computer(sc->table) && table_paused(sc->table);
}

static const struct command pause_keys = {
    .keys = {CH(' '), ENTER_KEYS},
    .help = N_("in a demonstration: pause, or go on"),
    .flags = FIRST,
    .when = computer_waits,
    .act = pause,
};

const struct key_row play_keys[] = {
    {.include = playing_board_keys},
    {.does = &pause_keys, .bar = N_("Space"), .label = N_("pause"), .offered = demo_going},
    {.does = &pause_keys, .bar = N_("Space"), .label = N_("go on"), .offered = demo_paused},
    {.does = &playing_undo_keys, .bar = "u", .label = N_("undo"), .offered = playing_can_undo},
    {.does = &playing_redo_keys, .bar = "r", .label = N_("redo"), .offered = playing_can_redo},
    {.does = &playing_tip_keys, .bar = "t", .label = N_("tip"), .offered = playing_tip_offered},
    {.does = &save_record_keys, .bar = "s", .label = N_("save"), .offered = playing_people},
    {.does = &open_menu_keys, .bar = "m", .label = N_("menu")},
    {.does = &open_help_keys, .bar = "?", .label = N_("help")},
    {.does = &playing_new_game_keys,
     .bar = "n",
     .label = N_("new game"),
     .offered = playing_people},
    {.does = &quit_asking_keys, .bar = "q", .label = N_("quit")},
    {.include = playing_more_keys},
    {0},
};

static int play_tick(struct mode *m, struct tui *f)
{
    (void)m;
    struct table *t = tui_table(f);
    struct event told;
    int wait = table_drive(t, true, &told);
    tell_event(f, told);
    if (!table_moving(t) && tb_game_over(table_game(t))) {
        end_open(f);
        return 0;
    }
    return wait;
}

static void play_show(const struct mode *m, const struct scene *sc, struct shown *s)
{
    (void)m;
    const struct table *t = sc->table;
    const tb_rules *r = table_rules(t);
    char text[SENTENCE_SIZE];
    if (table_computer(t))
        snprintf(text, sizeof text, _("%s - the computer plays at level %s"), rules_title(r),
                 level_title(settings_level(sc->settings)));
    else
        snprintf(text, sizeof text, "%s", rules_title(r));
    s->title = shown_keep(s, text);
    shown_story(s, sc, NULL);
    /* What matters now is the newest sentence of the story. */
    s->large = s->story_told ? s->story[s->story_told - 1] : NULL;
    playing_show(sc, s);
}

static const struct mode_ops play_ops = {
    .autosaves = true,
    .keys = play_keys,
    .refusal = PLAYING_REFUSAL,
    .tick = play_tick,
    .show = play_show,
};

void play_begin(struct tui *f) { mode_base(f, &play_ops, sizeof(struct play)); }

void play_new_game(struct tui *f, const tb_rules *rules)
{
    struct event started = table_new_game(tui_table(f), rules);
    tell_event(f, started);
    if (started.kind == EVENT_NEW_GAME)
        play_begin(f);
}
