/*
 * teach.c - the teaching controls: the animation's speed from the board
 * (faster, slower, instant), step mode (each key drops the next seed and
 * the story says which rule acts), the preview of the highlighted move
 * (where its last seed falls, what it takes, whether it repeats), and
 * projector mode (the board as big as it goes, counts in block digits,
 * the sentence of the moment in large print, high contrast) for a class;
 * and the keys while a move is shown.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <stdio.h>

#include <curses.h>

#include "app/i18n.h"
#include "play/guide.h"
#include "play/narrate.h"
#include "tui/screen.h"
#include "tui/teach.h"

enum { KEY_ESCAPE = 27 };

static void set_speed(struct tui *f, enum speed speed)
{
    settings_set_speed(tui_settings(f), speed);
    say(f, false, _("Animation: %s."), speed_title(speed));
}

/* Speeds run from off (instant) to slow: faster is one step down. */
static void faster(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    enum speed speed = settings_speed(tui_settings(f));
    set_speed(f, speed > SPEED_OFF ? (enum speed)(speed - 1) : SPEED_OFF);
}

static void slower(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    enum speed speed = settings_speed(tui_settings(f));
    set_speed(f, speed < SPEED_SLOW ? (enum speed)(speed + 1) : SPEED_SLOW);
}

static void instant(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    set_speed(f, SPEED_OFF);
}

static void toggle_step(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    bool on = !settings_step(tui_settings(f));
    settings_set_step(tui_settings(f), on);
    say(f, false, "%s",
        on ? _("Step mode: each key drops the next seed, and says which rule acts.")
           : _("Step mode is off: moves are shown at the animation's speed."));
}

static void toggle_preview(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    bool on = !settings_preview(tui_settings(f));
    settings_set_preview(tui_settings(f), on);
    say(f, false, "%s",
        on ? _("Preview on: a highlighted hole shows where its last seed will fall.")
           : _("Preview off."));
}

static void toggle_projector(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    bool on = !settings_projector(tui_settings(f));
    bool large = tui_projector(f, on);
    if (!on)
        say(f, false, "%s", _("Projector mode is off."));
    else if (large)
        say(f, false, "%s", _("Projector mode: large print, high contrast."));
    else if (glyphs()->quadrant[0])
        say(f, false, "%s",
            _("Projector mode: big digits, high contrast. No font for large print was found."));
    else /* an ASCII terminal has no blocks to draw letters with */
        say(f, false, "%s", _("Projector mode: big digits, high contrast."));
}

static const struct command faster_keys = {
    .keys = {CH('+')},
    .help = N_("the animation faster, slower, or instant"),
    .act = faster,
};
static const struct command slower_keys = {.keys = {CH('-')}, .act = slower};
static const struct command instant_keys = {.keys = {CH('0')}, .act = instant};
static const struct command step_keys = {
    .keys = {CH('.')},
    .help = N_("step mode: each key drops the next seed, saying which rule acts"),
    .act = toggle_step,
};
static const struct command preview_keys = {
    .keys = {CH('v')},
    .help = N_("preview: where the chosen hole's last seed will fall, and what then"),
    .act = toggle_preview,
};
const struct command teach_projector_keys = {
    .keys = {CH('P')},
    .help = N_("projector mode: big digits, large print, high contrast"),
    .act = toggle_projector,
};

static bool not_stepping(const struct mode *m, const struct scene *sc)
{
    (void)m;
    return !settings_step(sc->settings);
}

const struct key_row teach_keys[] = {
    {.does = &faster_keys,
     .bar = "+",
     .label = N_("faster"),
     .offered = not_stepping,
     .moving = true},
    {.does = &slower_keys,
     .bar = "-",
     .label = N_("slower"),
     .offered = not_stepping,
     .moving = true},
    {.does = &instant_keys},
    {.does = &step_keys,
     .bar = ".",
     .label = N_("step mode"),
     .offered = not_stepping,
     .moving = true},
    {.does = &preview_keys},
    {.does = &teach_projector_keys},
    {0},
};

/* ---- While a move is shown ---- */

static bool stepping(const struct mode *m, const struct scene *sc)
{
    (void)m;
    return table_moving(sc->table) && settings_step(sc->settings);
}

static bool moving(const struct mode *m, const struct scene *sc)
{
    (void)m;
    return table_moving(sc->table) != NULL;
}

/* Step mode: any key the next seed, Esc the rest at once. */
static void next_seed(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m;
    if (input_escape(in))
        table_settle(tui_table(f));
    else
        table_step(tui_table(f));
}

static void rest_of_move(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    table_settle(tui_table(f));
}

static const struct command seed_keys = {
    .keys = {OTHER_KEYS},
    .help = N_("while a move is shown in step mode: the next seed"),
    .flags = MOVE_SHOWN,
    .when = stepping,
    .act = next_seed,
};
static const struct command rest_keys = {
    .keys = {CH(KEY_ESCAPE)},
    .help = N_("while a move is shown: the rest of it at once"),
    .flags = MOVE_SHOWN,
    .when = moving,
    .act = rest_of_move,
};

const struct key_row moving_keys[] = {
    {.does = &seed_keys, .bar = N_("any key"), .label = N_("the next seed"), .moving = true},
    {.does = &rest_keys,
     .bar = N_("Esc"),
     .label = N_("the rest of the move at once"),
     .moving = true},
    {0},
};

void teach_show_moving(const struct scene *sc, struct shown *s)
{
    char text[SENTENCE_SIZE];
    if (!guide_moving(sc->table, text, sizeof text))
        return;
    s->sentence = s->large = shown_keep(s, text);
    s->alert = false;
    s->moving = true;
    s->board_moves = false;
}
