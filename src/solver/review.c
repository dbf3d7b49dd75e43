/*
 * review.c - a game reviewed against the tables (see review.h).
 *
 * Each ply is valued by solver_moves with the game's history up to it, so
 * a move back to a position seen since the last capture counts as the end
 * it is.  The lines are best play from the same history: where the move
 * played was one of the best, the line from there is that move and then
 * the line from the next ply, which the review has already worked out, so
 * only the plies that went wrong cost a search of their own.
 */
#include <stdlib.h>

#include "solver/rank.h"
#include "solver/review.h"

enum review_class review_class_of(int loss)
{
    return loss <= 0                     ? REVIEW_BEST
           : loss < REVIEW_MISTAKE_LOSS  ? REVIEW_INACCURACY
           : loss < REVIEW_BLUNDER_LOSS  ? REVIEW_MISTAKE
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

int review_ply(solver *s, const tb_game *g, int ply, struct review_ply *out)
{
    if (ply < 0 || ply >= tb_game_length(g))
        return TB_EINVAL;
    int n, status = solver_moves(s, g, ply, out->moves, &n);
    if (status != TB_OK)
        return status;
    if (n == 0) /* a recorded move from where the game is over: not a game */
        return TB_EINVAL;
    const tb_position *p = tb_game_position_at(g, ply);
    out->player = p->to_move;
    out->move = tb_game_move_at(g, ply);
    out->nmoves = n;
    out->forced = n == 1;
    out->best_value = out->moves[0].value;
    out->value = out->moves[0].value;
    for (int i = 0; i < n; i++) {
        if (out->moves[i].value > out->best_value)
            out->best_value = out->moves[i].value;
        if (out->moves[i].move == out->move)
            out->value = out->moves[i].value;
    }
    out->nbest = 0;
    for (int i = 0; i < n; i++)
        if (out->moves[i].value == out->best_value)
            out->best[out->nbest++] = out->moves[i].move;
    out->loss = out->best_value - out->value;
    out->class_of = review_class_of(out->loss);
    const tb_rules *r = tb_game_rules(g);
    out->captured = tb_seeds_on_board(r, p) - tb_seeds_on_board(r, tb_game_position_at(g, ply + 1));
    int for_south = p->to_move == 0 ? out->best_value : -out->best_value;
    out->advantage = p->captured[0] - p->captured[1] + for_south;
    out->line_length = 0;
    return TB_OK;
}

/* Plays best moves on g, each added to line, until it holds max or the
 * game ends. */
static int extend_line(solver *s, tb_game *g, int max, int line[], int *length)
{
    while (*length < max && !tb_game_over(g)) {
        struct solver_move m[TB_MAX_HOLES];
        int n, status = solver_moves(s, g, tb_game_ply(g), m, &n);
        if (status == TB_OK && n == 0)
            status = TB_EINVAL;
        if (status != TB_OK)
            return status;
        rank_sort(m, n);
        if ((status = tb_game_play(g, m[0].move, NULL)) != TB_OK)
            return status;
        line[(*length)++] = m[0].move;
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
    struct solver_move m[TB_MAX_HOLES];
    for (int i = 0; i < p->nmoves; i++)
        m[i] = p->moves[i];
    rank_sort(m, p->nmoves);
    int status, first = p->value == p->best_value ? p->move : m[0].move;
    tb_game *copy = review_replay(g, k, &status);
    if (copy && (status = tb_game_play(copy, first, NULL)) == TB_OK) {
        p->line[p->line_length++] = first;
        status = extend_line(s, copy, REVIEW_LINE_MAX, p->line, &p->line_length);
    }
    tb_game_free(copy);
    return status;
}

/* South's margin after the last ply. */
static int end_of(solver *s, const tb_game *g, struct review *rv)
{
    int status;
    tb_game *end = review_replay(g, rv->plies, &status);
    if (!end)
        return status;
    const tb_position *p = tb_game_position(end);
    rv->over = tb_game_over(end);
    if (rv->over) {
        const tb_result *res = tb_game_result(end);
        rv->end_advantage = res->scores[0] - res->scores[1];
    } else {
        struct solver_move m[TB_MAX_HOLES];
        int n;
        if ((status = solver_moves(s, end, rv->plies, m, &n)) == TB_OK) {
            rank_sort(m, n);
            int value = n > 0 ? m[0].value : 0;
            rv->end_advantage = p->captured[0] - p->captured[1] + (p->to_move == 0 ? value : -value);
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
    if (out->rules->players != 2)
        return TB_EINVAL;
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
