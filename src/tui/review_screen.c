/*
 * review_screen.c - a game gone through with the solver.  The replay's keys step
 * through the record; for the position shown (the title names the move
 * played from it, counted from 1 as --json counts plies) the story says
 * what that move's player finishes with, which moves were best, the seeds
 * lost and the word for it (explain_verdict), and the board marks the hole
 * played and the best ones.  t tells the solver's line from here, o each
 * player's summary; a graph below shows player 1's advantage across the game.
 * Bakuk for three has no margins: a move's worth is its mover's share (the
 * seeds it can be sure to take from there on, whatever the other two do),
 * and the graph shows what each player is sure to end with.
 * The review is worked out in the thinker (Bakuk's takes seconds): until
 * it has come, the record steps as in a replay and the screen says the
 * solver is working.  A review never writes the autosave.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <curses.h>

#include "app/explain.h"
#include "app/i18n.h"
#include "play/narrate.h"
#include "tui/mode.h"
#include "tui/notice.h"
#include "tui/replay.h"
#include "tui/review_screen.h"
#include "tui/shared_keys.h"
#include "tui/teach.h"

/* How often the screen looks for the review while it is worked out. */
enum { REVIEW_POLL_MS = 50 };

struct review_mode {
    struct mode mode;
    bool ready;
    int status; /* why there is no review, or TB_OK */
    struct review rv;
    int series;   /* the graph's values a point: 1, or a player's each */
    int *value;   /* player 1's advantage, or each player's sure seeds,
                     before each ply and after the last */
    int *capture; /* who captured on the way to each point, or -1 */
};

/* The review of the ply from the position shown, or NULL (not there yet,
 * or the end of the record). */
static const struct review_ply *ply_shown(const struct review_mode *rm, const struct table *t)
{
    int k = table_shown_ply(t);
    return rm->ready && k < rm->rv.plies ? &rm->rv.ply[k] : NULL;
}

/* The graph's points, from the review. */
static bool take(struct review_mode *rm, struct think_answer *a)
{
    int n = a->review.plies + 1, players = a->review.rules->players;
    int series = players == 2 ? 1 : players;
    rm->value = calloc((size_t)n * (size_t)series, sizeof *rm->value);
    rm->capture = calloc((size_t)n, sizeof *rm->capture);
    if (!rm->value || !rm->capture) {
        think_answer_free(a);
        return false;
    }
    rm->rv = a->review;
    rm->series = series;
    /* Point k is the position before ply k (from 0), the last one after
     * the last ply; a capture shows at the point it led to. */
    rm->capture[0] = -1;
    for (int k = 0; k < n; k++) {
        const struct review_ply *p = k < rm->rv.plies ? &rm->rv.ply[k] : NULL;
        if (series == 1)
            rm->value[k] = p ? p->advantage : rm->rv.end_advantage;
        for (int q = 0; series > 1 && q < series; q++)
            rm->value[k * series + q] = p ? p->sure[q] : rm->rv.end_sure[q];
        if (p)
            rm->capture[k + 1] = p->captured > 0 ? p->player : -1;
    }
    rm->ready = true;
    return true;
}

static int review_tick(struct mode *m, struct tui *f)
{
    struct review_mode *rm = (struct review_mode *)m;
    struct think_answer a;
    if (rm->ready || rm->status != TB_OK)
        return -1;
    if (!advisor_review(tui_advisor(f), table_game(tui_table(f)),
                        settings_level(tui_scene(f)->settings), &a))
        return REVIEW_POLL_MS;
    rm->status = a.status;
    if (a.status == TB_OK && !take(rm, &a))
        rm->status = TB_ENOMEM;
    return 0;
}

/* How the game ends from the graph's point k: "With best play from here,
 * Amina wins by 2 seeds."; for three players what each is sure of. */
static void outcome(const struct review_mode *rm, const struct table *t, int k, char *buf,
                    size_t size)
{
    if (rm->series > 1) {
        char each[SENTENCE_SIZE];
        size_t used = 0;
        each[0] = '\0';
        for (int q = 0; q < rm->series && used < sizeof each; q++)
            used += (size_t)snprintf(each + used, sizeof each - used, q ? ", %s %d" : "%s %d",
                                     table_name(t, q), rm->value[k * rm->series + q]);
        /* TRANSLATORS: Bakuk for three: "Amina 12, Badr 8, Chama 10". */
        snprintf(buf, size,
                 _("What each is sure to end with from here, whatever the others do: "
                   "%s."),
                 each);
        return;
    }
    int advantage = rm->value[k];
    unsigned long by = (unsigned long)abs(advantage);
    if (advantage == 0)
        snprintf(buf, size, "%s", _("With best play from here, the game is a draw."));
    else
        snprintf(buf, size,
                 ngettext("With best play from here, %s wins by %lu seed.",
                          "With best play from here, %s wins by %lu seeds.", by),
                 table_name(t, advantage > 0 ? 0 : 1), by);
}

/* t: the solver's line from the position shown, told in a panel. */
static void show_line(const struct review_mode *rm, struct tui *f)
{
    const struct table *t = tui_table(f);
    const struct review_ply *p = ply_shown(rm, t);
    if (!p) {
        say(f, true, "%s",
            rm->ready ? _("This is the end of the record: there is no move to look into.")
                      : _("The solver is still going through the game: a moment, please."));
        return;
    }
    const char *names[TB_MAX_PLAYERS] = {table_name(t, 0), table_name(t, 1), table_name(t, 2),
                                         table_name(t, 3)};
    char line[3 * SENTENCE_SIZE], end[SENTENCE_SIZE], text[4 * SENTENCE_SIZE], title[SENTENCE_SIZE];
    int k = table_shown_ply(t);
    explain_line(table_game(t), k, p->line, p->line_length, names, line, sizeof line);
    outcome(rm, t, k, end, sizeof end);
    /* TRANSLATORS: the solver's line told ply by ply, then how the game ends with it. */
    snprintf(text, sizeof text, _("%s %s"), line, end);
    snprintf(title, sizeof title, _("The best line from move %d"), k + 1);
    notice_explain(f, VERDICT_NONE, title, NULL, text, NULL, 0); /* a projector's large print */
}

/* o: each player's summary, in a panel. */
struct summary {
    /* cppcheck-suppress unusedStructMember ; the stack holds the state by it */
    struct mode mode;
    int players;
    char tally[TB_MAX_PLAYERS][SENTENCE_SIZE];
    char result[SENTENCE_SIZE];
};

static void summary_show(const struct mode *m, const struct scene *sc, struct shown *s)
{
    (void)sc;
    const struct summary *sm = (const struct summary *)m;
    s->panel.title = _("The review: a summary");
    for (int p = 0; p < sm->players; p++)
        shown_row(s, sm->tally[p], ROW_PLAYER + p);
    shown_row(s, "", ROW_PLAIN);
    shown_row(s, sm->result, ROW_BOLD);
    shown_row(s, "", ROW_PLAIN);
    shown_row(s,
              sm->players > 2
                  ? _("After each move: how many seeds its player is sure to end with, whatever "
                      "the others do, the seeds already captured included. Seeds lost: 2 is an "
                      "inaccuracy, 4 a mistake, 6 or more a blunder.")
                  : _("After each move: how many seeds ahead or behind its player finishes if "
                      "both sides play their best from there on, the seeds already captured "
                      "included. Seeds lost: 2 is an inaccuracy, 4 a mistake, 6 or more a "
                      "blunder."),
              ROW_DIM);
    shown_row(s, "", ROW_PLAIN);
    shown_row(s, _("Press any key to go on."), ROW_BOLD);
    s->sentence = _("Press any key to go on.");
    s->board_moves = false;
}

static const struct mode_ops summary_ops = {.keys = notice_keys, .show = summary_show};

static void show_summary(const struct review_mode *rm, struct tui *f)
{
    const struct table *t = tui_table(f);
    if (!rm->ready) {
        say(f, true, "%s", _("The solver is still going through the game: a moment, please."));
        return;
    }
    struct summary *sm = mode_push(f, &summary_ops, sizeof *sm);
    if (!sm)
        return;
    sm->players = table_rules(t)->players;
    for (int p = 0; p < sm->players; p++)
        explain_review_tally(table_name(t, p), &rm->rv.tally[p], sm->tally[p], sizeof sm->tally[p]);
    if (rm->rv.over)
        narrate_winner(t, tb_game_result(table_game(t)), sm->result, sizeof sm->result);
    else
        outcome(rm, t, rm->rv.plies, sm->result, sizeof sm->result);
}

static void best_line(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    show_line((struct review_mode *)m, f);
}

static void summary(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    show_summary((struct review_mode *)m, f);
}

static void leave_review(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    replay_leave(f, true);
}

static const struct command line_keys = {
    .keys = {CH('t')},
    .help = N_("the solver's best line from the move shown"),
    .act = best_line,
};
static const struct command summary_open_keys = {
    .keys = {CH('o')},
    .help = N_("each player's summary, and the result"),
    .act = summary,
};
static const struct command leave_keys = {
    .keys = {CH(27)},
    .help = N_("play on from the move shown"),
    .act = leave_review,
};

const struct key_row review_keys[] = {
    {.does = &replay_forward_keys, .bar = N_("Right"), .label = N_("next move")},
    {.does = &replay_back_keys, .bar = N_("Left"), .label = N_("back")},
    {.does = &line_keys, .bar = "t", .label = N_("best line")},
    {.does = &summary_open_keys, .bar = "o", .label = N_("summary")},
    {.does = &leave_keys, .bar = N_("Esc"), .label = N_("play on from here")},
    {.does = &quit_asking_keys, .bar = "q", .label = N_("quit")},
    {.include = replay_more_keys},
    {0},
};

/* The graph of player 1's advantage (for three players, of what each is
 * sure to end with), or what stands in its place. */
static void show_graph(const struct review_mode *rm, const struct table *t, struct shown *s)
{
    char text[SENTENCE_SIZE];
    if (rm->status != TB_OK) {
        snprintf(text, sizeof text, _("No review: %s."), i18n_engine(tb_strerror(rm->status)));
        s->graph.note = shown_keep(s, text);
        return;
    }
    if (!rm->ready) {
        s->graph.note = _("Working: the solver is going through the game...");
        return;
    }
    s->graph.points = rm->rv.plies + 1;
    s->graph.series = rm->series;
    s->graph.value = rm->value;
    s->graph.capture = rm->capture;
    s->graph.current = table_shown_ply(t);
    /* The point before move k + 1 is marked with that move's number, as
     * the title names it; the last point is the end. */
    if (s->graph.current < rm->rv.plies)
        snprintf(text, sizeof text, "%d", s->graph.current + 1);
    else
        /* TRANSLATORS: under the review's graph, the point after the last move. */
        snprintf(text, sizeof text, "%s", _("end"));
    s->graph.mark = shown_keep(s, text);
    for (int p = 0; p < table_rules(t)->players; p++) {
        /* TRANSLATORS: beside the advantage graph, what its upper (lower) half means. */
        snprintf(text, sizeof text, rm->series > 1 ? "%s" : _("%s ahead"), table_name(t, p));
        s->graph.names[p] = shown_keep(s, text);
    }
    /* TRANSLATORS: Bakuk for three: under the players' names beside the graph. */
    s->graph.caption = rm->series > 1 ? _("the seeds each is sure of") : NULL;
}

static void review_show(const struct mode *m, const struct scene *sc, struct shown *s)
{
    const struct review_mode *rm = (const struct review_mode *)m;
    const struct table *t = sc->table;
    const struct review_ply *p = ply_shown(rm, t);
    char text[SENTENCE_SIZE];
    /* The move the screen stands at is the one its verdict is on, played
     * from the board shown: move k + 1 after k plies, as --json counts. */
    int shown = table_shown_ply(t), length = tb_game_length(table_game(t));
    if (shown < length)
        snprintf(text, sizeof text, _("%s - review: move %d of %d"), rules_title(table_rules(t)),
                 shown + 1, length);
    else
        /* TRANSLATORS: the title of a review after the record's last move. */
        snprintf(text, sizeof text,
                 ngettext("%s - review: the end, after %d move",
                          "%s - review: the end, after %d moves", (unsigned long)length),
                 rules_title(table_rules(t)), length);
    s->title = shown_keep(s, text);
    table_view(t, &s->view);
    if (p && !table_moving(t)) {
        if (p->move != TB_PASS)
            s->view.marks[p->move] |= MARK_PLAYED;
        for (int i = 0; i < p->nbest; i++)
            if (p->best[i] != TB_PASS)
                s->view.marks[p->best[i]] |= MARK_BEST;
    }
    s->board_moves = false;
    shown_story(s, sc, NULL);
    if (p) { /* the verdict: on a projector, in large print */
        const char *names[TB_MAX_PLAYERS] = {NULL};
        for (int i = 0; i < table_rules(t)->players; i++)
            names[i] = table_name(t, i);
        explain_verdict(p, names, text, sizeof text);
        shown_tell(s, text);
        s->large = shown_keep(s, text);
    }
    if (!rm->ready && rm->status == TB_OK)
        s->sentence = _("The solver is at work; Right and Left step through the game "
                        "meanwhile.");
    else if (table_shown_ply(t) == tb_game_length(table_game(t)))
        s->sentence = _("This is the end of the record: o shows each player's summary.");
    else
        s->sentence = _("Right and Left step through the game; t shows the best line from "
                        "here.");
    show_graph(rm, t, s);
    teach_show_moving(sc, s);
}

static void review_close(struct mode *m, struct tui *f)
{
    struct review_mode *rm = (struct review_mode *)m;
    if (!rm->ready)
        advisor_study_drop(tui_advisor(f));
    review_free(&rm->rv);
    free(rm->value);
    free(rm->capture);
}

/* A review shows a record: it never writes the autosave, and the
 * computer never plays in it. */
static const struct mode_ops review_ops = {
    .autosaves = false,
    .keys = review_keys,
    .refusal =
        N_("In a review the record plays the moves: Right plays the next one, Left takes one "
           "back, t shows the best line, o the summary, Esc plays on from here."),
    .tick = review_tick,
    .show = review_show,
    .close = review_close,
};

void review_begin(struct tui *f)
{
    struct think_answer a;
    if (!mode_base(f, &review_ops, sizeof(struct review_mode)))
        return;
    table_goto(tui_table(f), 0);
    /* Asked at once, so that the solver works under a panel opened over
     * the review (the tick, which takes the answer, is the top mode's). */
    if (advisor_review(tui_advisor(f), table_game(tui_table(f)),
                       settings_level(tui_scene(f)->settings), &a))
        think_answer_free(&a); /* cannot have come yet */
}
