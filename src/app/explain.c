/*
 * explain.c - the words on a review and on a puzzle (see explain.h).
 * Whole sentences with placeholders, so that each translates as a whole.
 */
#include <stdio.h>
#include <string.h>

#include "app/explain.h"
#include "app/i18n.h"

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

void explain_player(int player, char *buf, size_t size)
{
    /* TRANSLATORS: a player with no name, as the board shows it. */
    snprintf(buf, size, _("Player %d"), player + 1);
}

/* The moves of p worth its best value, but the one played. */
static void other_best(const struct review_ply *p, char *buf, size_t size)
{
    int others[TB_MAX_HOLES], n = 0;
    for (int i = 0; i < p->nbest; i++)
        if (p->best[i] != p->move)
            others[n++] = p->best[i];
    explain_moves(others, n, buf, size);
}

void explain_finish(const char *who, const char *other, int players, int finish, char *buf,
                    size_t size)
{
    unsigned long n = (unsigned long)(finish < 0 ? -finish : finish);
    if (players > 2 && finish == 0)
        /* TRANSLATORS: Bakuk for three: a player sure of no seed at the end. */
        snprintf(buf, size, _("Nothing is sure for %s: the other two could take every seed."), who);
    else if (players > 2)
        /* TRANSLATORS: Bakuk for three: the seeds a player is sure to have
         * at the end, whatever the other two do (its captures included). */
        snprintf(buf, size,
                 ngettext("%s is sure to end with %d seed or more.",
                          "%s is sure to end with %d seeds or more.", n),
                 who, finish);
    else if (finish > 0)
        /* TRANSLATORS: who, then how many seeds more than the other side
         * it ends with if both play their best. */
        snprintf(buf, size,
                 ngettext("%s can finish %lu seed ahead.", "%s can finish %lu seeds ahead.", n),
                 who, n);
    else if (finish < 0)
        /* TRANSLATORS: who, how many seeds fewer than the other side it
         * ends with, the other side (it can do no better if the other side
         * plays its best). */
        snprintf(buf, size,
                 ngettext("%s finishes %lu seed behind if %s plays well.",
                          "%s finishes %lu seeds behind if %s plays well.", n),
                 who, n, other);
    else
        /* TRANSLATORS: who, then the other side: as many seeds each at the end. */
        snprintf(buf, size, _("%s can finish level with %s."), who, other);
}

void explain_you_finish(int margin, char *buf, size_t size)
{
    if (margin > 0)
        snprintf(buf, size,
                 ngettext("you can finish %d seed ahead.", "you can finish %d seeds ahead.",
                          (unsigned long)margin),
                 margin);
    else if (margin < 0)
        snprintf(buf, size,
                 ngettext("you finish %d seed behind if the other side plays well.",
                          "you finish %d seeds behind if the other side plays well.",
                          (unsigned long)-margin),
                 -margin);
    else
        snprintf(buf, size, "%s", _("you can finish level."));
}

/* What the player finishes with after a move, short, for a comment: a
 * final margin, "finishes 4 ahead"; for three players "sure of 6". */
static void short_finish(int players, int finish, char *buf, size_t size)
{
    unsigned long n = (unsigned long)(finish < 0 ? -finish : finish);
    if (players > 2)
        /* TRANSLATORS: Bakuk for three, in a review's comment: the seeds
         * the player is sure to end with after the move. */
        snprintf(buf, size, _("sure of %d"), finish);
    else if (finish > 0)
        /* TRANSLATORS: in a review's comment, after a move: its player
         * finishes that many seeds ahead (if both play their best). */
        snprintf(buf, size, ngettext("finishes %lu ahead", "finishes %lu ahead", n), n);
    else if (finish < 0)
        snprintf(buf, size, ngettext("finishes %lu behind", "finishes %lu behind", n), n);
    else
        snprintf(buf, size, "%s", _("finishes level"));
}

/* The most any move of p but the one played was worth, or NULL. */
static const struct solver_move *next_best(const struct review_ply *p)
{
    const struct solver_move *next = NULL;
    for (int i = 0; i < p->nmoves; i++)
        if (p->moves[i].move != p->move && (!next || p->moves[i].value > next->value))
            next = &p->moves[i];
    return next;
}

void explain_review_ply(const struct review_ply *p, char *buf, size_t size)
{
    char value[64], best_value[64], best[64];
    short_finish(p->players, p->taken + p->value, value, sizeof value);
    short_finish(p->players, p->taken + p->best_value, best_value, sizeof best_value);
    explain_moves(p->best, p->nbest, best, sizeof best);
    unsigned long loss = (unsigned long)p->loss;
    const struct solver_move *next = next_best(p);
    if (!next) {
        snprintf(buf, size, _("%s: the only move"), value);
    } else if (p->loss == 0 && p->nbest > 1) {
        other_best(p, best, sizeof best);
        /* TRANSLATORS: the move's worth, then the other moves worth as much. */
        snprintf(buf, size, _("%s: best, as is %s"), value, best);
    } else if (p->loss == 0) {
        char move[32], next_value[64];
        explain_move(next->move, move, sizeof move);
        short_finish(p->players, p->taken + next->value, next_value, sizeof next_value);
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

void explain_verdict(const struct review_ply *p, const char *const names[], char *buf, size_t size)
{
    const char *name = names[p->player], *other = names[p->players == 2 ? 1 - p->player : 0];
    char move[32], best[64], finish[256];
    explain_move(p->move, move, sizeof move);
    explain_moves(p->best, p->nbest, best, sizeof best);
    explain_finish(name, other, p->players, p->taken + p->value, finish, sizeof finish);
    unsigned long loss = (unsigned long)p->loss;
    if (p->move == TB_PASS) {
        snprintf(buf, size, _("%s had no seed to sow here, and passed."), name);
    } else if (p->forced) {
        /* TRANSLATORS: who, the move, then what its player finishes with. */
        snprintf(buf, size, _("%s had only one move here: %s. %s"), name, move, finish);
    } else if (p->loss == 0 && p->nbest > 1) {
        other_best(p, best, sizeof best);
        /* TRANSLATORS: who, the move played, the other moves as good, then
         * what its player finishes with. */
        snprintf(buf, size, _("%s played %s here: a best move, as %s would have been. %s"), name,
                 move, best, finish);
    } else if (p->loss == 0) {
        snprintf(buf, size, _("%s played %s here: the best move. %s"), name, move, finish);
    } else if (p->class_of == REVIEW_INACCURACY) {
        /* TRANSLATORS: who, the move played, the seeds lost, the best moves,
         * then what the player finishes with after the move played. */
        snprintf(buf, size,
                 ngettext("%s played %s here: an inaccuracy, %lu seed lost. Best: %s. %s",
                          "%s played %s here: an inaccuracy, %lu seeds lost. Best: %s. %s", loss),
                 name, move, loss, best, finish);
    } else if (p->class_of == REVIEW_MISTAKE) {
        snprintf(buf, size,
                 ngettext("%s played %s here: a mistake, %lu seed lost. Best: %s. %s",
                          "%s played %s here: a mistake, %lu seeds lost. Best: %s. %s", loss),
                 name, move, loss, best, finish);
    } else {
        snprintf(buf, size,
                 ngettext("%s played %s here: a blunder, %lu seed lost. Best: %s. %s",
                          "%s played %s here: a blunder, %lu seeds lost. Best: %s. %s", loss),
                 name, move, loss, best, finish);
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

/* names[player], or when there is none "Player 1" in unnamed. */
static const char *name_of(const char *const names[], int player, char *unnamed, size_t size)
{
    if (names && names[player])
        return names[player];
    explain_player(player, unnamed, size);
    return unnamed;
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
    char unnamed[64];
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; line && i < n && used < size; i++) {
        tb_account acc;
        int player = tb_game_position(line)->to_move;
        if (tb_game_play(line, moves[i], &acc) != TB_OK)
            break;
        char sentence[512];
        const char *who = name_of(names, player, unnamed, sizeof unnamed);
        tell_ply(&acc, who, sentence, sizeof sentence);
        used += (size_t)snprintf(buf + used, size - used, i ? " %s" : "%s", sentence);
    }
    tb_game_free(line);
}

void explain_puzzle_move(const tb_rules *r, const struct puzzle *pz, int i,
                         const char *const names[], char *buf, size_t size)
{
    const struct solver_move *m = &pz->moves[i];
    int me = pz->position.to_move;
    char move[32], me_unnamed[64], other_unnamed[64], finish[256], line[2048];
    explain_move(m->move, move, sizeof move);
    explain_finish(name_of(names, me, me_unnamed, sizeof me_unnamed),
                   name_of(names, 1 - me, other_unnamed, sizeof other_unnamed), r->players,
                   pz->taken + m->value, finish, sizeof finish);
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
        /* TRANSLATORS: the move, what its player finishes with ("Player 1
         * can finish 4 seeds ahead."), then the sentences of its line. */
        snprintf(buf, size, _("%s is the best move. %s %s"), move, finish, line);
    else
        /* TRANSLATORS: the move, the seeds it loses, what its player
         * finishes with, the sentences of its line. */
        snprintf(buf, size, ngettext("%s loses %lu seed. %s %s", "%s loses %lu seeds. %s %s", loss),
                 move, loss, finish, line);
}
