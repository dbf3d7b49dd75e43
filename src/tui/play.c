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

struct play {
    struct mode mode;
};

static void play_key(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m;
    struct table *t = tui_table(f);
    /* A demonstration pauses at once, even in the middle of a move; a
     * computer that could not move waits for Space to try again. */
    if ((table_all_computer(t) || table_paused(t)) && (input_is(in, ' ') || input_enter(in)))
        tell(f, table_pause(t, !table_paused(t)));
    else if (!playing_key(f, in))
        say(f, true, "%s", _("That key does nothing here. Press ? to see the keys."));
}

static int play_tick(struct mode *m, struct tui *f)
{
    (void)m;
    struct table *t = tui_table(f);
    struct event told;
    int wait = table_drive(t, true, &told);
    tell(f, told);
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
    /* The keys that act now. */
    shown_keys(s);
    if (table_all_computer(t)) {
        shown_key(s, N_("Space"), table_paused(t) ? N_("go on") : N_("pause"));
        if (tb_game_ply(table_game(t)) > 0)
            shown_key(s, "u", N_("undo"));
        shown_key(s, "m", N_("menu"));
        shown_key(s, "?", N_("help"));
        shown_key(s, "q", N_("quit"));
    } else {
        playing_keys(sc, s, 0);
        shown_key(s, "s", N_("save"));
        shown_key(s, "m", N_("menu"));
        shown_key(s, "?", N_("help"));
        shown_key(s, "n", N_("new game"));
        shown_key(s, "q", N_("quit"));
    }
    playing_show(sc, s);
}

static const struct mode_ops play_ops = {
    .autosaves = true,
    .key = play_key,
    .tick = play_tick,
    .show = play_show,
};

void play_begin(struct tui *f) { mode_base(f, &play_ops, sizeof(struct play)); }

void play_new_game(struct tui *f, const tb_rules *rules)
{
    struct event started = table_new_game(tui_table(f), rules);
    tell(f, started);
    if (started.kind == EVENT_NEW_GAME)
        play_begin(f);
}
