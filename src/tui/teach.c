/*
 * teach.c - the teaching controls: the animation's speed from the board
 * (faster, slower, instant), step mode (each key drops the next seed and
 * the story says which rule acts), the preview of the highlighted move
 * (where its last seed falls, what it takes, whether it repeats), and
 * projector mode (the board as big as it goes, counts in block digits,
 * the sentence of the moment in large print, high contrast) for a class.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <stdio.h>

#include "app/bigtext.h"
#include "app/i18n.h"
#include "play/guide.h"
#include "play/narrate.h"
#include "tui/screen.h"
#include "tui/teach.h"

static void set_speed(struct tui *f, enum speed speed)
{
    settings_set_speed(tui_settings(f), speed);
    say(f, false, _("Animation: %s."), speed_title(speed));
}

static void toggle_step(struct tui *f)
{
    bool on = !settings_step(tui_settings(f));
    settings_set_step(tui_settings(f), on);
    say(f, false, "%s",
        on ? _("Step mode: each key drops the next seed, and says which rule acts.")
           : _("Step mode is off: moves are shown at the animation's speed."));
}

static void toggle_preview(struct tui *f)
{
    bool on = !settings_preview(tui_settings(f));
    settings_set_preview(tui_settings(f), on);
    say(f, false, "%s",
        on ? _("Preview on: a highlighted hole shows where its last seed will fall.")
           : _("Preview off."));
}

static void toggle_projector(struct tui *f)
{
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

bool teach_key(struct tui *f, const struct input *in)
{
    enum speed speed = settings_speed(tui_settings(f));
    if (in->function_key)
        return false;
    /* Speeds run from off (instant) to slow: faster is one step down. */
    switch (in->key) {
    case '+': set_speed(f, speed > SPEED_OFF ? (enum speed)(speed - 1) : SPEED_OFF); return true;
    case '-': set_speed(f, speed < SPEED_SLOW ? (enum speed)(speed + 1) : SPEED_SLOW); return true;
    case '0': set_speed(f, SPEED_OFF); return true;
    case '.': toggle_step(f); return true;
    case 'v': toggle_preview(f); return true;
    case 'P': toggle_projector(f); return true;
    default: return false;
    }
}

bool teach_moving_key(struct tui *f, const struct input *in, bool moves_board)
{
    struct table *t = tui_table(f);
    if (!table_moving(t))
        return false;
    bool step = settings_step(tui_settings(f));
    if (!step && !input_escape(in) && !moves_board)
        return false; /* it does not touch the board: it acts as usual */
    /* Esc shows the rest; in step mode another key the next seed; a key
     * that would move the board is dropped (the key bar names Esc). */
    if (input_escape(in))
        table_settle(t);
    else if (step)
        table_step(t);
    return true;
}

void teach_view(const struct table *t, struct view *v)
{
    tb_position after;
    tb_account acc;
    if (table_preview(t, &after, &acc) && acc.last >= 0)
        v->marks[acc.last] |= MARK_LANDING;
}

void teach_show_moving(const struct scene *sc, struct shown *s)
{
    static const struct key_help moving[] = {
        {N_("Esc"), N_("the rest of the move at once")},
        {"+", N_("faster")},
        {"-", N_("slower")},
        {".", N_("step mode")},
        {NULL, NULL},
    };
    static const struct key_help stepping[] = {
        {N_("any key"), N_("the next seed")},
        {N_("Esc"), N_("the rest of the move at once")},
        {NULL, NULL},
    };
    char text[SENTENCE_SIZE];
    if (!guide_moving(sc->table, text, sizeof text))
        return;
    s->sentence = s->large = shown_keep(s, text);
    s->alert = false;
    s->moving = true;
    s->board_moves = false;
    s->keys = settings_step(sc->settings) ? stepping : moving;
}
