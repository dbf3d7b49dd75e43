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
#include "tui/narrate.h"
#include "tui/screen.h"
#include "tui/teach.h"

static void set_speed(struct table *t, enum speed speed)
{
    t->speed = speed;
    say(t, false, _("Animation: %s."), speed_title(speed));
}

static void toggle_step(struct table *t)
{
    t->step = !t->step;
    say(t, false, "%s",
        t->step ? _("Step mode: each key drops the next seed, and says which rule acts.")
                : _("Step mode is off: moves are shown at the animation's speed."));
}

static void toggle_preview(struct table *t)
{
    t->preview = !t->preview;
    say(t, false, "%s",
        t->preview ? _("Preview on: a highlighted hole shows where its last seed will fall.")
                   : _("Preview off."));
}

void teach_projector(struct table *t, bool on)
{
    t->projector = on;
    screen_contrast(on);
    if (on && !t->large_tried && glyphs()->quadrant[0]) {
        char language[16];
        i18n_language(language, sizeof language);
        t->large_tried = true;
        t->large = bigtext_open(language);
    }
}

static void toggle_projector(struct table *t)
{
    teach_projector(t, !t->projector);
    if (!t->projector)
        say(t, false, "%s", _("Projector mode is off."));
    else if (t->large)
        say(t, false, "%s", _("Projector mode: large print, high contrast."));
    else if (glyphs()->quadrant[0])
        say(t, false, "%s",
            _("Projector mode: big digits, high contrast. No font for large print was found."));
    else /* an ASCII terminal has no blocks to draw letters with */
        say(t, false, "%s", _("Projector mode: big digits, high contrast."));
}

bool teach_key(struct table *t, const struct input *in)
{
    if (in->function_key)
        return false;
    /* Speeds run from off (instant) to slow: faster is one step down. */
    switch (in->key) {
    case '+':
        set_speed(t, t->speed > SPEED_OFF ? (enum speed)(t->speed - 1) : SPEED_OFF);
        return true;
    case '-':
        set_speed(t, t->speed < SPEED_SLOW ? (enum speed)(t->speed + 1) : SPEED_SLOW);
        return true;
    case '0': set_speed(t, SPEED_OFF); return true;
    case '.': toggle_step(t); return true;
    case 'v': toggle_preview(t); return true;
    case 'P': toggle_projector(t); return true;
    default: return false;
    }
}

bool teach_moving_key(struct table *t, const struct input *in, bool moves_board)
{
    if (!t->anim.active)
        return false;
    if (!t->step && !input_escape(in) && !moves_board)
        return false; /* it does not touch the board: it acts as usual */
    /* Esc shows the rest; in step mode another key the next seed; a key
     * that would move the board is dropped (the key bar names Esc). */
    bool rest = input_escape(in) || (t->step && ++t->anim.frame >= t->anim.frames);
    if (rest)
        table_settle(t);
    return true;
}

/* In step mode, what the seed in hand just did; false when there is
 * nothing of the kind to say. */
static bool step_sentence(const struct table *t, char *buf, size_t size)
{
    const tb_account *acc = &t->anim.acc;
    int frame = t->anim.frame, left = acc->lifted - frame;
    if (!t->step || !t->anim.active || frame > acc->lifted)
        return false;
    if (t->rules->origin_first && acc->lifted == 1) {
        narrate_ply(t, acc, buf, size);
        return true;
    }
    if (frame == 0) {
        snprintf(buf, size,
                 ngettext("%s lifts the %d seed of %c.", "%s lifts the %d seeds of %c.",
                          (unsigned long)acc->lifted),
                 t->names[acc->player], acc->lifted, tb_label(acc->move));
        return true;
    }
    int hole = acc->sown[frame - 1];
    char label = tb_label(hole);
    if (frame == 1 && t->rules->origin_first)
        snprintf(buf, size,
                 ngettext("The first seed goes back into %c, the hole it came from: %d seed "
                          "left in hand.",
                          "The first seed goes back into %c, the hole it came from: %d seeds "
                          "left in hand.",
                          (unsigned long)left),
                 label, left);
    else if (left == 0)
        snprintf(buf, size, _("The last seed falls into %c. Next: does it capture?"), label);
    else if (frame > 1 && hole < acc->sown[frame - 2])
        snprintf(buf, size,
                 ngettext("Round the board, back to %c: %d seed left in hand.",
                          "Round the board, back to %c: %d seeds left in hand.",
                          (unsigned long)left),
                 label, left);
    else
        snprintf(buf, size,
                 ngettext("A seed falls into %c: %d seed left in hand.",
                          "A seed falls into %c: %d seeds left in hand.", (unsigned long)left),
                 label, left);
    return true;
}

/* The highlighted move played on a copy, when the preview is on. */
static bool preview_move(const struct table *t, tb_position *after, tb_account *acc)
{
    if (!t->preview || t->cursor < 0 || table_human_to_move(t) < 0)
        return false;
    return tb_sow(t->rules, tb_game_position(t->game), t->cursor, after, acc) == TB_OK;
}

bool teach_preview(const struct table *t, char *buf, size_t size)
{
    tb_position after;
    tb_account acc;
    if (!preview_move(t, &after, &acc))
        return false;
    char from = tb_label(acc.move), last = tb_label(acc.last);
    char what[SENTENCE_SIZE];
    if (t->rules->origin_first && acc.lifted == 1)
        snprintf(what, sizeof what,
                 _("Preview: the single seed of %c would go straight back, and the turn "
                   "pass."),
                 from);
    else if (acc.why == TB_WHY_CAPTURE)
        snprintf(what, sizeof what,
                 ngettext("Preview: from %c the last seed falls in %c, making %d: %d seed "
                          "would be captured.",
                          "Preview: from %c the last seed falls in %c, making %d: %d seeds "
                          "would be captured.",
                          (unsigned long)acc.captured),
                 from, last, acc.last_count, acc.captured);
    else if (acc.why == TB_WHY_OTHER_SIDE)
        snprintf(what, sizeof what,
                 _("Preview: from %c the last seed falls in %c, on %s's side: no capture."), from,
                 last, t->names[tb_owner(t->rules, acc.last)]);
    else if (acc.why == TB_WHY_ODD)
        snprintf(what, sizeof what,
                 _("Preview: from %c the last seed falls in %c, making %d, an odd number: "
                   "no capture."),
                 from, last, acc.last_count);
    else if (acc.why == TB_WHY_FIRST_MOVE)
        snprintf(what, sizeof what,
                 _("Preview: from %c the last seed falls in %c, making %d, but the first move "
                   "of the game captures nothing."),
                 from, last, acc.last_count);
    else if (acc.why == TB_WHY_WHOLE_ROW)
        snprintf(what, sizeof what,
                 _("Preview: from %c the last seed falls in %c, making %d, but taking it would "
                   "leave a player's holes without a seed: no capture."),
                 from, last, acc.last_count);
    else
        snprintf(what, sizeof what,
                 _("Preview: from %c the last seed falls in %c, making %d, more than %d: "
                   "no capture."),
                 from, last, acc.last_count, t->rules->capture_max);
    /* A capture starts the history afresh: nothing before it can come back. */
    if (acc.captured == 0 && tb_game_seen(t->game, &after))
        /* TRANSLATORS: two sentences in a row: the preview, then the repetition. */
        snprintf(buf, size, _("%s %s"), what,
                 _("It would repeat an earlier position, and the game would end."));
    else
        snprintf(buf, size, "%s", what);
    return true;
}

void teach_view(const struct table *t, struct view *v)
{
    tb_position after;
    tb_account acc;
    if (preview_move(t, &after, &acc) && acc.last >= 0)
        v->marks[acc.last] |= MARK_LANDING;
}

void teach_show_moving(const struct table *t, struct shown *s)
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
    const struct anim *a = &t->anim;
    char text[SENTENCE_SIZE];
    if (!a->active)
        return;
    if (a->frame > a->acc.lifted)
        narrate_landing(t, &a->acc, text, sizeof text);
    else if (!step_sentence(t, text, sizeof text))
        snprintf(text, sizeof text,
                 ngettext("%s sows from %c: %d seed in hand.", "%s sows from %c: %d seeds in hand.",
                          (unsigned long)s->view.hand),
                 t->names[a->acc.player], tb_label(a->acc.move), s->view.hand);
    s->sentence = s->large = shown_keep(s, text);
    s->alert = false;
    s->moving = true;
    s->board_moves = false;
    s->keys = t->step ? stepping : moving;
}
