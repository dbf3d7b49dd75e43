/*
 * explain.c - the words on a review and on a puzzle (see explain.h).
 * Whole sentences with placeholders, so that each translates as a whole.
 */
#include <stdio.h>
#include <string.h>

#include "app/explain.h"
#include "app/i18n.h"

void explain_value(int value, char *buf, size_t size)
{
    snprintf(buf, size, value > 0 ? "+%d" : "%d", value);
}

void explain_move(int move, char *buf, size_t size)
{
    if (move == TB_PASS)
        /* TRANSLATORS: the move of a player who has no seed to sow. */
        snprintf(buf, size, "%s", _("pass"));
    else
        snprintf(buf, size, "%c", tb_label(move));
}

void explain_moves(const int moves[], int n, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && used < size; i++) {
        char move[32];
        explain_move(moves[i], move, sizeof move);
        used += (size_t)snprintf(buf + used, size - used, i ? ", %s" : "%s", move);
    }
}

const char *explain_side(int player) { return player == 0 ? _("South") : _("North"); }

/* The moves of p worth its best value, but the one played. */
static void other_best(const struct review_ply *p, char *buf, size_t size)
{
    int others[TB_MAX_HOLES], n = 0;
    for (int i = 0; i < p->nbest; i++)
        if (p->best[i] != p->move)
            others[n++] = p->best[i];
    explain_moves(others, n, buf, size);
}

/* A worth on a review: a margin, "+2"; for three players the mover's
 * share, "share 6". */
static void ply_value(const struct review_ply *p, int value, char *buf, size_t size)
{
    if (p->players > 2)
        /* TRANSLATORS: Bakuk for three: the seeds a player can be sure to take
         * from here on, whatever the other two do. */
        snprintf(buf, size, _("share %d"), value);
    else
        explain_value(value, buf, size);
}

void explain_review_ply(const struct review_ply *p, char *buf, size_t size)
{
    char value[32], best_value[32], best[64];
    ply_value(p, p->value, value, sizeof value);
    ply_value(p, p->best_value, best_value, sizeof best_value);
    explain_moves(p->best, p->nbest, best, sizeof best);
    unsigned long loss = (unsigned long)p->loss;
    /* The next best: the most any other move was worth. */
    const struct solver_move *next = NULL;
    for (int i = 0; i < p->nmoves; i++)
        if (p->moves[i].move != p->move && (!next || p->moves[i].value > next->value))
            next = &p->moves[i];
    if (!next) {
        snprintf(buf, size, _("%s: the only move"), value);
    } else if (p->loss == 0 && p->nbest > 1) {
        other_best(p, best, sizeof best);
        /* TRANSLATORS: the move's worth, then the other moves worth as much. */
        snprintf(buf, size, _("%s: best, as is %s"), value, best);
    } else if (p->loss == 0) {
        char move[32], next_value[32];
        explain_move(next->move, move, sizeof move);
        ply_value(p, next->value, next_value, sizeof next_value);
        /* TRANSLATORS: the move's worth; the best of the other moves and its worth. */
        snprintf(buf, size, _("%s: best; next best %s (%s)"), value, move, next_value);
    } else if (p->class_of == REVIEW_INACCURACY) {
        /* TRANSLATORS: the move's worth, the seeds it lost, the best moves and their worth. */
        snprintf(buf, size,
                 ngettext("%s: an inaccuracy, %lu seed lost; best %s (%s)",
                          "%s: an inaccuracy, %lu seeds lost; best %s (%s)", loss),
                 value, loss, best, best_value);
    } else if (p->class_of == REVIEW_MISTAKE) {
        snprintf(buf, size,
                 ngettext("%s: a mistake, %lu seed lost; best %s (%s)",
                          "%s: a mistake, %lu seeds lost; best %s (%s)", loss),
                 value, loss, best, best_value);
    } else {
        snprintf(buf, size,
                 ngettext("%s: a blunder, %lu seed lost; best %s (%s)",
                          "%s: a blunder, %lu seeds lost; best %s (%s)", loss),
                 value, loss, best, best_value);
    }
}

void explain_review_tally(const char *name, const struct review_tally *t, char *buf, size_t size)
{
    char best[64], inaccuracies[64], mistakes[64], blunders[64], forced[64], lost[64];
    int n = t->moves[REVIEW_BEST];
    snprintf(best, sizeof best, ngettext("%d best move", "%d best moves", (unsigned long)n), n);
    n = t->moves[REVIEW_INACCURACY];
    snprintf(inaccuracies, sizeof inaccuracies,
             ngettext("%d inaccuracy", "%d inaccuracies", (unsigned long)n), n);
    n = t->moves[REVIEW_MISTAKE];
    snprintf(mistakes, sizeof mistakes, ngettext("%d mistake", "%d mistakes", (unsigned long)n), n);
    n = t->moves[REVIEW_BLUNDER];
    snprintf(blunders, sizeof blunders, ngettext("%d blunder", "%d blunders", (unsigned long)n), n);
    n = t->forced;
    snprintf(forced, sizeof forced, ngettext("%d forced move", "%d forced moves", (unsigned long)n),
             n);
    n = t->lost;
    snprintf(lost, sizeof lost, ngettext("%d seed lost", "%d seeds lost", (unsigned long)n), n);
    /* TRANSLATORS: a player's name, then the counts of the review, each
     * with its word ("12 best moves", "1 inaccuracy", ...), then "4 seeds lost". */
    snprintf(buf, size, _("%s: %s, %s, %s, %s, %s; %s."), name, best, inaccuracies, mistakes,
             blunders, forced, lost);
}

/* "C, D": the holes a capture emptied. */
static void capture_holes(const tb_account *acc, char *buf, size_t size)
{
    int holes[TB_MAX_HOLES];
    for (int i = 0; i < acc->capture_holes; i++)
        holes[i] = acc->capture_hole[i];
    explain_moves(holes, acc->capture_holes, buf, size);
}

const char *explain_end(enum tb_end end)
{
    switch (end) {
    case TB_END_REPETITION: return _("The position comes back: the game is over.");
    case TB_END_ALL_CAPTURED: return _("Every seed is taken: the game is over.");
    case TB_END_NO_MOVES: return _("The player to move has no seed: the game is over.");
    case TB_END_NONE: break;
    }
    return NULL;
}

/* One ply of a line, and the end of the game when it came. */
static void tell_ply(const tb_account *acc, const char *who, char *buf, size_t size)
{
    if (acc->move == TB_PASS) {
        snprintf(buf, size, _("%s has no seed and passes."), who);
    } else if (acc->captured > 0) {
        char holes[64];
        capture_holes(acc, holes, sizeof holes);
        /* TRANSLATORS: who, the hole sown, the seeds taken, the holes they came from. */
        snprintf(buf, size,
                 ngettext("%s sows %c and takes %d seed from %s.",
                          "%s sows %c and takes %d seeds from %s.", (unsigned long)acc->captured),
                 who, tb_label(acc->move), acc->captured, holes);
    } else {
        snprintf(buf, size, _("%s sows %c."), who, tb_label(acc->move));
    }
    const char *end = explain_end(acc->result.end);
    if (end) {
        size_t n = strlen(buf);
        snprintf(buf + n, size - n, " %s", end);
    }
}

void explain_line(const tb_game *g, int ply, const int moves[], int n, const char *const names[],
                  char *buf, size_t size)
{
    int status;
    tb_game *line = review_replay(g, ply, &status);
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; line && i < n && used < size; i++) {
        tb_account acc;
        int player = tb_game_position(line)->to_move;
        if (tb_game_play(line, moves[i], &acc) != TB_OK)
            break;
        const char *who = names && names[player] ? names[player] : explain_side(player);
        char sentence[512];
        tell_ply(&acc, who, sentence, sizeof sentence);
        used += (size_t)snprintf(buf + used, size - used, i ? " %s" : "%s", sentence);
    }
    tb_game_free(line);
}

void explain_puzzle_move(const tb_rules *r, const struct puzzle *pz, int i,
                         const char *const names[], char *buf, size_t size)
{
    const struct solver_move *m = &pz->moves[i];
    char move[32], value[16], line[2048];
    explain_move(m->move, move, sizeof move);
    explain_value(m->value, value, sizeof value);
    int status;
    tb_game *g = tb_game_new(r, &pz->position, &status);
    line[0] = '\0';
    if (g)
        explain_line(g, 0, pz->line[i].moves, pz->line[i].length, names, line, sizeof line);
    tb_game_free(g);
    if (pz->line[i].cut) {
        size_t n = strlen(line);
        /* TRANSLATORS: after a line of play cut short. */
        snprintf(line + n, sizeof line - n, " %s", _("And so on."));
    }
    unsigned long loss = (unsigned long)(pz->value - m->value);
    if (m->move == pz->answer)
        /* TRANSLATORS: the move, its worth ("+2"), then the sentences of its line. */
        snprintf(buf, size, _("%s keeps %s. %s"), move, value, line);
    else
        /* TRANSLATORS: the move, the seeds it loses, its worth, the sentences of its line. */
        snprintf(buf, size,
                 ngettext("%s loses %lu seed (%s). %s", "%s loses %lu seeds (%s). %s", loss), move,
                 loss, value, line);
}
