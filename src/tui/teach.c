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
#include "tui/ui.h"

static void set_speed(struct ui *ui, enum speed speed)
{
    ui->speed = speed;
    say(ui, false, _("Animation: %s."), speed_title(speed));
}

static void toggle_step(struct ui *ui)
{
    ui->step = !ui->step;
    say(ui, false, "%s",
        ui->step ? _("Step mode: each key drops the next seed, and says which rule acts.")
                 : _("Step mode is off: moves are shown at the animation's speed."));
}

static void toggle_preview(struct ui *ui)
{
    ui->preview = !ui->preview;
    say(ui, false, "%s",
        ui->preview ? _("Preview on: a highlighted hole shows where its last seed will fall.")
                    : _("Preview off."));
}

void teach_projector(struct ui *ui, bool on)
{
    ui->projector = on;
    screen_contrast(on);
    if (on && !ui->large_tried && glyphs()->quadrant[0]) {
        char language[16];
        i18n_language(language, sizeof language);
        ui->large_tried = true;
        ui->large = bigtext_open(language);
    }
}

static void toggle_projector(struct ui *ui)
{
    teach_projector(ui, !ui->projector);
    if (!ui->projector)
        say(ui, false, "%s", _("Projector mode is off."));
    else if (ui->large)
        say(ui, false, "%s", _("Projector mode: large print, high contrast."));
    else if (glyphs()->quadrant[0])
        say(ui, false, "%s",
            _("Projector mode: big digits, high contrast. No font for large print was found."));
    else /* an ASCII terminal has no blocks to draw letters with */
        say(ui, false, "%s", _("Projector mode: big digits, high contrast."));
}

bool teach_key(struct ui *ui, wint_t key)
{
    /* Speeds run from off (instant) to slow: faster is one step down. */
    switch (key) {
    case '+':
        set_speed(ui, ui->speed > SPEED_OFF ? (enum speed)(ui->speed - 1) : SPEED_OFF);
        return true;
    case '-':
        set_speed(ui, ui->speed < SPEED_SLOW ? (enum speed)(ui->speed + 1) : SPEED_SLOW);
        return true;
    case '0': set_speed(ui, SPEED_OFF); return true;
    case '.': toggle_step(ui); return true;
    case 'v': toggle_preview(ui); return true;
    case 'P': toggle_projector(ui); return true;
    default: return false;
    }
}

enum speed teach_speed(const struct ui *ui)
{
    /* Step mode shows every move seed by seed, whatever the speed. */
    return ui->step ? SPEED_NORMAL : ui->speed;
}

bool teach_step_key(struct ui *ui, bool function_key, wint_t key)
{
    if (!ui->step || !ui->anim.active || (!function_key && key == 27))
        return false; /* Escape ends the move at once, as any key does */
    if (++ui->anim.frame >= ui->anim.frames)
        play_skip(ui);
    return true;
}

bool teach_step_sentence(const struct ui *ui, char *buf, size_t size)
{
    const tb_account *acc = &ui->anim.acc;
    int frame = ui->anim.frame, left = acc->lifted - frame;
    if (!ui->step || !ui->anim.active || frame > acc->lifted)
        return false;
    if (ui->rules->origin_first && acc->lifted == 1) {
        narrate_ply(ui, acc, buf, size);
        return true;
    }
    if (frame == 0) {
        snprintf(buf, size,
                 ngettext("%s lifts the %d seed of %c.", "%s lifts the %d seeds of %c.",
                          (unsigned long)acc->lifted),
                 ui->tags.names[acc->player], acc->lifted, tb_label(acc->move));
        return true;
    }
    int hole = acc->sown[frame - 1];
    char label = tb_label(hole);
    if (frame == 1 && ui->rules->origin_first)
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
static bool preview_move(const struct ui *ui, tb_position *after, tb_account *acc)
{
    if (!ui->preview || ui->cursor < 0 || play_human_to_move(ui) < 0)
        return false;
    return tb_sow(ui->rules, tb_game_position(ui->game), ui->cursor, after, acc) == TB_OK;
}

bool teach_preview(const struct ui *ui, char *buf, size_t size)
{
    tb_position after;
    tb_account acc;
    if (!preview_move(ui, &after, &acc))
        return false;
    char from = tb_label(acc.move), last = tb_label(acc.last);
    char what[SENTENCE_SIZE];
    if (ui->rules->origin_first && acc.lifted == 1)
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
                 _("Preview: from %c the last seed falls in %c, on %s's side: no capture."),
                 from, last, ui->tags.names[tb_owner(ui->rules, acc.last)]);
    else if (acc.why == TB_WHY_ODD)
        snprintf(what, sizeof what,
                 _("Preview: from %c the last seed falls in %c, making %d, an odd number: "
                   "no capture."),
                 from, last, acc.last_count);
    else
        snprintf(what, sizeof what,
                 _("Preview: from %c the last seed falls in %c, making %d, more than %d: "
                   "no capture."),
                 from, last, acc.last_count, ui->rules->capture_max);
    /* A capture starts the history afresh: nothing before it can come back. */
    if (acc.captured == 0 && tb_game_seen(ui->game, &after))
        /* TRANSLATORS: two sentences in a row: the preview, then the repetition. */
        snprintf(buf, size, _("%s %s"), what,
                 _("It would repeat an earlier position, and the game would end."));
    else
        snprintf(buf, size, "%s", what);
    return true;
}

void teach_view(const struct ui *ui, struct view *v)
{
    tb_position after;
    tb_account acc;
    if (preview_move(ui, &after, &acc) && acc.last >= 0)
        v->marks[acc.last] |= MARK_LANDING;
}
