/*
 * guide.c - what to do now, what the seed in hand does, what the
 * highlighted move would do: whole sentences with placeholders, so that
 * each translates as a whole.
 */
#include <stdio.h>
#include <string.h>

#include "app/i18n.h"
#include "play/guide.h"
#include "play/narrate.h"

/* "A and B": player p's holes, as a child says them. */
static void holes_said(const tb_rules *r, int p, char *buf, size_t size)
{
    int first = p * r->holes_per_player;
    if (r->holes_per_player == 2)
        snprintf(buf, size, _("%c and %c"), tb_label(first), tb_label(first + 1));
    else if (r->holes_per_player == 3)
        snprintf(buf, size, _("%c, %c and %c"), tb_label(first), tb_label(first + 1),
                 tb_label(first + 2));
    else
        holes_of(r, p, buf, size);
}

void guide_now(const struct table *t, char *buf, size_t size)
{
    const tb_position *p = tb_game_position(table_game(t));
    const char *name = table_name(t, p->to_move);
    int holes[TB_MAX_HOLES], n = table_playable(t, holes), me = table_lone_person(t);
    char mine[SHORT_SIZE] = "";
    if (me >= 0)
        holes_said(table_rules(t), me, mine, sizeof mine);
    if (tb_game_over(table_game(t)))
        snprintf(buf, size, "%s", _("The game is over. Press n for another game."));
    else if (table_paused(t))
        snprintf(buf, size, "%s", _("Paused. Press Space to go on."));
    else if (table_is_computer(t, p->to_move) && me >= 0)
        /* TRANSLATORS: against the computer, from the first moment: "Robot
         * (computer) is thinking... You are Player 1, A and B." */
        snprintf(buf, size, _("%s (computer) is thinking... You are %s, %s."), name,
                 table_name(t, me), mine);
    else if (table_is_computer(t, p->to_move))
        snprintf(buf, size, _("%s (computer) is thinking..."), name);
    else if (tb_game_must_pass(table_game(t)))
        snprintf(buf, size, _("%s has no seed to sow and must pass."), name);
    else if (table_cursor(t) >= 0 && n > 1)
        snprintf(buf, size, _("%s: press Enter or Space to sow %c, or choose another hole."), name,
                 tb_label(table_cursor(t)));
    else if (table_cursor(t) >= 0)
        snprintf(buf, size, _("%s: press Enter or Space to sow %c."), name,
                 tb_label(table_cursor(t)));
    else if (n == 1 && me >= 0)
        /* TRANSLATORS: against the computer: "You are Player 1, A and B:
         * press A." (the side's name, its holes, the holes to press). */
        snprintf(buf, size, _("You are %s, %s: press %c."), name, mine, tb_label(holes[0]));
    else if (n == 2 && me >= 0)
        snprintf(buf, size, _("You are %s, %s: press %c or %c."), name, mine, tb_label(holes[0]),
                 tb_label(holes[1]));
    else if (n >= 3 && me >= 0) /* a player has at most three holes */
        snprintf(buf, size, _("You are %s, %s: press %c, %c or %c."), name, mine,
                 tb_label(holes[0]), tb_label(holes[1]), tb_label(holes[2]));
    else if (n == 1)
        snprintf(buf, size, _("%s, choose a hole: press %c."), name, tb_label(holes[0]));
    else if (n == 2)
        snprintf(buf, size, _("%s, choose a hole: press %c or %c."), name, tb_label(holes[0]),
                 tb_label(holes[1]));
    else if (n >= 3)
        snprintf(buf, size, _("%s, choose a hole: press %c, %c or %c."), name, tb_label(holes[0]),
                 tb_label(holes[1]), tb_label(holes[2]));
    else
        snprintf(buf, size, _("%s plays now."), name);
    /* A move that would end the game by repetition is told before it is
     * played: the one chosen (unless the preview tells it), or any. */
    char ahead[SENTENCE_SIZE];
    tb_position after;
    tb_account acc;
    if (n > 0 && table_human_to_move(t) >= 0 && !table_preview(t, &after, &acc) &&
        narrate_repetition_ahead(t, table_cursor(t), ahead, sizeof ahead)) {
        size_t used = strlen(buf);
        snprintf(buf + used, size - used, " %s", ahead);
    }
}

/* In step mode, what the seed in hand just did; false when there is
 * nothing of the kind to say. */
static bool step_sentence(const struct table *t, const struct anim *a, char *buf, size_t size)
{
    const tb_account *acc = &a->acc;
    int frame = a->frame, left = acc->lifted - frame;
    if (!settings_step(table_settings(t)) || frame > acc->lifted)
        return false;
    if (table_rules(t)->origin_first && acc->lifted == 1) {
        narrate_ply(t, acc, &a->after, buf, size);
        return true;
    }
    if (frame == 0) {
        snprintf(buf, size,
                 ngettext("%s lifts the %d seed of %c.", "%s lifts the %d seeds of %c.",
                          (unsigned long)acc->lifted),
                 table_name(t, acc->player), acc->lifted, tb_label(acc->move));
        return true;
    }
    int hole = acc->sown[frame - 1];
    char label = tb_label(hole);
    if (frame == 1 && table_rules(t)->origin_first)
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

bool guide_moving(const struct table *t, char *buf, size_t size)
{
    const struct anim *a = table_moving(t);
    if (!a)
        return false;
    int hand = a->acc.lifted - (a->frame < a->acc.lifted ? a->frame : a->acc.lifted);
    if (a->frame > a->acc.lifted)
        narrate_landing(t, &a->acc, &a->after, buf, size);
    else if (!step_sentence(t, a, buf, size))
        snprintf(buf, size,
                 ngettext("%s sows from %c: %d seed in hand.", "%s sows from %c: %d seeds in hand.",
                          (unsigned long)hand),
                 table_name(t, a->acc.player), tb_label(a->acc.move), hand);
    return true;
}

bool guide_preview(const struct table *t, char *buf, size_t size)
{
    tb_position after;
    tb_account acc;
    if (!table_preview(t, &after, &acc))
        return false;
    char from = tb_label(acc.move), last = tb_label(acc.last);
    char what[SENTENCE_SIZE];
    if (table_rules(t)->origin_first && acc.lifted == 1)
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
                 last, table_name(t, tb_owner(table_rules(t), acc.last)));
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
                 from, last, acc.last_count, table_rules(t)->capture_max);
    char ahead[SENTENCE_SIZE];
    if (narrate_repetition_ahead(t, acc.move, ahead, sizeof ahead))
        /* TRANSLATORS: two sentences in a row: the preview, then the repetition. */
        snprintf(buf, size, _("%s %s"), what, ahead);
    else
        snprintf(buf, size, "%s", what);
    return true;
}
