/*
 * game_review.c - a game reviewed against the tables (see game_review.h).
 *
 * Each ply is valued by solver_moves (solver_share_moves for three
 * players) with the game's history up to it, so
 * a move back to a position seen since the last capture counts as the end
 * it is.  The lines are best play from the same history: where the move
 * played was one of the best, the line from there is that move and then
 * the line from the next ply, which the review has already worked out, so
 * only the plies that went wrong cost a search of their own.
 */
#include <stdlib.h>
#include <string.h>

#include "solver/game_review.h"
#include "solver/rank.h"

enum review_class review_class_of(int loss)
{
    return loss <= 0                    ? REVIEW_BEST
           : loss < REVIEW_MISTAKE_LOSS ? REVIEW_INACCURACY
           : loss < REVIEW_BLUNDER_LOSS ? REVIEW_MISTAKE
                                        : REVIEW_BLUNDER;
}

const char *review_class_name(enum review_class c)
{
    static const char *const names[REVIEW_CLASSES] = {"best", "inaccuracy", "mistake", "blunder"};
    return names[c];
}

tb_game *review_replay(const tb_game *g, int ply, int *status)
{
    if (ply < 0 || ply > tb_game_length(g)) {
        *status = TB_EINVAL;
        return NULL;
    }
    tb_game *copy = tb_game_new(tb_game_rules(g), tb_game_position_at(g, 0), status);
    for (int i = 0; copy && i < ply; i++)
        if ((*status = tb_game_play(copy, tb_game_move_at(g, i), NULL)) != TB_OK) {
            tb_game_free(copy);
            copy = NULL;
        }
    return copy;
}

/* The moves after `ply` plies of g, valued for their mover: margins for
 * two players; for more, shares, with every player's in shares[], and
 * (sure not NULL, a move or more) what each is sure to end with: its
 * captures and its share of the position. */
static int valued_moves(solver *s, const tb_game *g, int ply, struct solver_move m[TB_MAX_HOLES],
                        int shares[TB_MAX_HOLES][TB_MAX_PLAYERS], int sure[TB_MAX_PLAYERS], int *n)
{
    const tb_rules *r = tb_game_rules(g);
    if (r->players == 2)
        return solver_moves(s, g, ply, m, n);
    struct solver_share_move sm[TB_MAX_HOLES];
    int status = solver_share_moves(s, g, ply, sm, n);
    const tb_position *p = tb_game_position_at(g, ply);
    for (int i = 0; status == TB_OK && i < *n; i++) {
        m[i] =
            (struct solver_move){sm[i].move, sm[i].shares[p->to_move], sm[i].plies, sm[i].repeats};
        for (int q = 0; q < r->players; q++)
            shares[i][q] = sm[i].shares[q];
    }
    if (status == TB_OK && sure && *n > 0) {
        solver_position_shares(sm, *n, p->to_move, r->players, sure);
        for (int q = 0; q < r->players; q++)
            sure[q] += p->captured[q];
    }
    return status;
}

/* The other players' shares together after move i. */
static int others_of(const int shares[TB_MAX_PLAYERS], int players, int me)
{
    int others = 0;
    for (int q = 0; q < players; q++)
        others += q == me ? 0 : shares[q];
    return others;
}

/* Positive when move i of m is better than move j for its mover, the
 * perfect player's order (rank.h). */
static int compare(const struct solver_move m[], const int shares[][TB_MAX_PLAYERS], int i, int j,
                   int players, int me)
{
    return players == 2 ? rank_compare(&m[i], &m[j])
                        : rank_compare_shares(&m[i], others_of(shares[i], players, me), &m[j],
                                              others_of(shares[j], players, me));
}

/* The perfect player's choice among n valued moves. */
static int perfect_of(const struct solver_move m[], const int shares[][TB_MAX_PLAYERS], int n,
                      int players, int me)
{
    int best = 0;
    for (int i = 1; i < n; i++)
        if (compare(m, shares, i, best, players, me) > 0)
            best = i;
    return m[best].move;
}

/* The best moves of out in the perfect player's order (more than two
 * players: equal shares, told apart by what they leave the others). */
static void order_best(struct review_ply *out)
{
    int index[TB_MAX_HOLES], n = 0;
    for (int i = 0; i < out->nmoves; i++)
        if (out->moves[i].value == out->best_value)
            index[n++] = i;
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && compare(out->moves, out->move_shares, index[j], index[j - 1],
                                         out->players, out->player) > 0;
             j--) {
            int t = index[j];
            index[j] = index[j - 1];
            index[j - 1] = t;
        }
    for (int i = 0; i < n; i++)
        out->best[i] = out->moves[index[i]].move;
}

int review_ply(solver *s, const tb_game *g, int ply, struct review_ply *out)
{
    if (ply < 0 || ply >= tb_game_length(g))
        return TB_EINVAL;
    int n, status = valued_moves(s, g, ply, out->moves, out->move_shares, out->sure, &n);
    if (status != TB_OK)
        return status;
    if (n == 0) /* a recorded move from where the game is over: not a game */
        return TB_EINVAL;
    const tb_rules *r = tb_game_rules(g);
    const tb_position *p = tb_game_position_at(g, ply);
    out->player = p->to_move;
    out->players = r->players;
    out->move = tb_game_move_at(g, ply);
    out->nmoves = n;
    out->forced = n == 1;
    out->best_value = out->moves[0].value;
    out->value = out->moves[0].value;
    for (int i = 0; i < n; i++) {
        if (out->moves[i].value > out->best_value)
            out->best_value = out->moves[i].value;
        if (out->moves[i].move == out->move) {
            out->value = out->moves[i].value;
            for (int q = 0; r->players > 2 && q < r->players; q++)
                out->shares[q] = out->move_shares[i][q];
        }
    }
    out->nbest = 0;
    for (int i = 0; i < n; i++)
        if (out->moves[i].value == out->best_value)
            out->best[out->nbest++] = out->moves[i].move;
    if (r->players > 2)
        order_best(out);
    out->loss = out->best_value - out->value;
    out->class_of = review_class_of(out->loss);
    out->captured = tb_seeds_on_board(r, p) - tb_seeds_on_board(r, tb_game_position_at(g, ply + 1));
    out->taken = r->players == 2 ? p->captured[p->to_move] - p->captured[1 - p->to_move]
                                 : p->captured[p->to_move];
    int for_first = p->to_move == 0 ? out->best_value : -out->best_value;
    out->advantage = r->players == 2 ? p->captured[0] - p->captured[1] + for_first : 0;
    out->line_length = 0;
    return TB_OK;
}

/* Plays best moves on g, each added to line, until it holds max or the
 * game ends. */
static int extend_line(solver *s, tb_game *g, int max, int line[], int *length)
{
    const tb_rules *r = tb_game_rules(g);
    while (*length < max && !tb_game_over(g)) {
        struct solver_move m[TB_MAX_HOLES];
        int shares[TB_MAX_HOLES][TB_MAX_PLAYERS];
        int n, status = valued_moves(s, g, tb_game_ply(g), m, shares, NULL, &n);
        if (status == TB_OK && n == 0)
            status = TB_EINVAL;
        if (status != TB_OK)
            return status;
        int move = perfect_of(m, shares, n, r->players, tb_game_position(g)->to_move);
        if ((status = tb_game_play(g, move, NULL)) != TB_OK)
            return status;
        line[(*length)++] = move;
    }
    return TB_OK;
}

int review_line(solver *s, const tb_game *g, int ply, int max, int line[], int *length)
{
    int status;
    *length = 0;
    tb_game *copy = review_replay(g, ply, &status);
    if (copy)
        status = extend_line(s, copy, max, line, length);
    tb_game_free(copy);
    return status;
}

/* The line from ply k of g, whose later plies have theirs. */
static int line_of(solver *s, const tb_game *g, struct review *rv, int k)
{
    struct review_ply *p = &rv->ply[k];
    p->line_length = 0;
    if (p->value == p->best_value && k + 1 < rv->plies) {
        const struct review_ply *next = &rv->ply[k + 1];
        p->line[p->line_length++] = p->move;
        for (int i = 0; i < next->line_length && p->line_length < REVIEW_LINE_MAX; i++)
            p->line[p->line_length++] = next->line[i];
        return TB_OK;
    }
    int status, first = p->value == p->best_value ? p->move
                                                  : perfect_of(p->moves, p->move_shares, p->nmoves,
                                                               p->players, p->player);
    tb_game *copy = review_replay(g, k, &status);
    if (copy && (status = tb_game_play(copy, first, NULL)) == TB_OK) {
        p->line[p->line_length++] = first;
        status = extend_line(s, copy, REVIEW_LINE_MAX, p->line, &p->line_length);
    }
    tb_game_free(copy);
    return status;
}

/* Player 1's margin after the last ply. */
static int end_of(solver *s, const tb_game *g, struct review *rv)
{
    int status;
    tb_game *end = review_replay(g, rv->plies, &status);
    if (!end)
        return status;
    const tb_position *p = tb_game_position(end);
    rv->over = tb_game_over(end);
    if (rv->rules->players != 2 && rv->over) { /* no margin: what each is sure of */
        memcpy(rv->end_sure, tb_game_result(end)->scores, sizeof rv->end_sure);
    } else if (rv->rules->players != 2) {
        struct solver_move m[TB_MAX_HOLES];
        int shares[TB_MAX_HOLES][TB_MAX_PLAYERS], n;
        status = valued_moves(s, end, rv->plies, m, shares, rv->end_sure, &n);
    } else if (rv->over) {
        const tb_result *res = tb_game_result(end);
        rv->end_advantage = res->scores[0] - res->scores[1];
    } else {
        struct solver_move m[TB_MAX_HOLES];
        int n;
        if ((status = solver_moves(s, end, rv->plies, m, &n)) == TB_OK) {
            rank_sort(m, n);
            int value = n > 0 ? m[0].value : 0;
            rv->end_advantage =
                p->captured[0] - p->captured[1] + (p->to_move == 0 ? value : -value);
        }
    }
    tb_game_free(end);
    return status;
}

static void tally(struct review *rv)
{
    for (int k = 0; k < rv->plies; k++) {
        const struct review_ply *p = &rv->ply[k];
        struct review_tally *t = &rv->tally[p->player];
        if (p->forced)
            t->forced++;
        else
            t->moves[p->class_of]++;
        t->lost += p->loss;
    }
}

int review_game(solver *s, const tb_game *g, struct review *out)
{
    *out = (struct review){.rules = tb_game_rules(g), .plies = tb_game_length(g)};
    out->ply = calloc((size_t)out->plies + 1, sizeof *out->ply);
    int status = out->ply ? TB_OK : TB_ENOMEM;
    for (int k = 0; status == TB_OK && k < out->plies; k++)
        status = review_ply(s, g, k, &out->ply[k]);
    if (status == TB_OK)
        status = end_of(s, g, out);
    for (int k = out->plies - 1; status == TB_OK && k >= 0; k--)
        status = line_of(s, g, out, k);
    if (status != TB_OK) {
        review_free(out);
        return status;
    }
    tally(out);
    return TB_OK;
}

void review_free(struct review *rv)
{
    free(rv->ply);
    rv->ply = NULL;
    rv->plies = 0;
}
