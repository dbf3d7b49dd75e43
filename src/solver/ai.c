/*
 * ai.c - the computer players and the hints (see ai.h).
 *
 * Perfect play comes from the solver, which values every move exactly
 * given the game's history: for two players the margin, for three each
 * player's guaranteed share.  A machine too short of memory for the
 * tables gets a search instead.
 */
#include <stdlib.h>
#include <string.h>

#include "solver/ai.h"
#include "solver/random.h"
#include "solver/rank.h"
#include "solver/search.h"
#include "solver/solver.h"

enum {
    MEDIUM_DEPTH = 2,   /* its own move and the answer to it */
    PERFECT_DEPTH = 12, /* without tables: four rounds of three players */
};

struct ai {
    const tb_rules *rules;
    solver *solver; /* its tables are built (or loaded) when first needed */
    uint64_t random;
};

/* A move as the computer weighs it. */
struct choice {
    int move;
    int value;  /* for the player who makes it: its margin, or its share */
    int others; /* three players: the others' shares together, the fewer the better */
    int plies;
    bool repeats;
};

ai *ai_new(const tb_rules *r, uint64_t seed)
{
    ai *a = calloc(1, sizeof *a);
    if (!a)
        return NULL;
    a->rules = r;
    a->random = seed;
    int status;
    a->solver = solver_new(r, &status);
    if (!a->solver) {
        free(a);
        return NULL;
    }
    return a;
}

void ai_set_store(ai *a, const solver_store *store) { solver_set_store(a->solver, store); }

void ai_free(ai *a)
{
    if (!a)
        return;
    solver_free(a->solver);
    free(a);
}

solver *ai_solver(ai *a) { return a->solver; }

static struct choice choice_of(const struct solver_move *m)
{
    return (struct choice){m->move, m->value, 0, m->plies, m->repeats};
}

/* The moves of g, valued by looking `depth` plies ahead. */
static int searched(const tb_game *g, int depth, struct choice out[TB_MAX_HOLES])
{
    struct solver_move m[TB_MAX_HOLES];
    int n = search_moves(g, depth, m);
    for (int i = 0; i < n; i++)
        out[i] = choice_of(&m[i]);
    return n;
}

/* The moves after `ply` plies of g, valued exactly from the tables given
 * the history, or -1 when the tables cannot be had. */
static int table_moves(ai *a, const tb_game *g, int ply, struct choice out[TB_MAX_HOLES])
{
    int n;
    if (a->rules->players == 2) {
        struct solver_move m[TB_MAX_HOLES];
        if (solver_moves(a->solver, g, ply, m, &n) != TB_OK)
            return -1;
        for (int i = 0; i < n; i++)
            out[i] = choice_of(&m[i]);
        return n;
    }
    struct solver_share_move m[TB_MAX_HOLES];
    if (solver_share_moves(a->solver, g, ply, m, &n) != TB_OK)
        return -1;
    int me = tb_game_position_at(g, ply)->to_move;
    for (int i = 0; i < n; i++) {
        out[i] = (struct choice){m[i].move, m[i].shares[me], 0, m[i].plies, m[i].repeats};
        for (int p = 0; p < a->rules->players; p++)
            out[i].others += p == me ? 0 : m[i].shares[p];
    }
    return n;
}

/* The moves of g, valued: exactly when the tables can be had, else by a
 * search. */
static int perfect_moves(ai *a, const tb_game *g, struct choice out[TB_MAX_HOLES], bool *exact)
{
    int n = table_moves(a, g, tb_game_ply(g), out);
    *exact = n >= 0;
    return *exact ? n : searched(g, PERFECT_DEPTH, out);
}

/* Positive when move x is better than y for the player making it: the
 * perfect player's order (rank.h; for two players `others` is 0). */
static int compare(const struct choice *x, const struct choice *y)
{
    const struct solver_move a = {x->move, x->value, x->plies, x->repeats},
                             b = {y->move, y->value, y->plies, y->repeats};
    return rank_compare_shares(&a, x->others, &b, y->others);
}

/* Best first; equal moves keep their order. */
static void sort_moves(struct choice m[], int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && compare(&m[j], &m[j - 1]) > 0; j--) {
            struct choice t = m[j];
            m[j] = m[j - 1];
            m[j - 1] = t;
        }
}

/* One of the best moves, at random among equals. */
static int pick_best(ai *a, struct choice m[], int n)
{
    sort_moves(m, n);
    int equal = 1;
    while (equal < n && compare(&m[equal], &m[0]) == 0)
        equal++;
    return m[random_below(&a->random, equal)].move;
}

static int random_move(ai *a, const tb_game *g)
{
    unsigned legal = tb_game_moves(g);
    int moves[TB_MAX_HOLES] = {0}, n = 0;
    for (int h = 0; h < tb_holes(a->rules); h++)
        if (legal & (1u << h))
            moves[n++] = h;
    return moves[random_below(&a->random, n)];
}

int ai_choose(ai *a, const tb_game *g, enum ai_level level)
{
    if (tb_game_over(g))
        return TB_NO_MOVE;
    if (tb_game_must_pass(g))
        return TB_PASS;
    if (level == AI_BEGINNER)
        return random_move(a, g);
    struct choice m[TB_MAX_HOLES] = {{0}}; /* the analyzer cannot see which n are filled */
    bool exact;
    int n = level == AI_MEDIUM ? searched(g, MEDIUM_DEPTH, m) : perfect_moves(a, g, m, &exact);
    return pick_best(a, m, n);
}

int ai_hints(ai *a, const tb_game *g, struct ai_hint out[TB_MAX_HOLES])
{
    struct choice m[TB_MAX_HOLES] = {{0}}; /* the analyzer cannot see which n are filled */
    bool exact;
    int n = perfect_moves(a, g, m, &exact);
    sort_moves(m, n);
    for (int i = 0; i < n; i++)
        out[i] = (struct ai_hint){.move = m[i].move, .value = m[i].value, .exact = exact};
    return n;
}

int ai_ply_loss(ai *a, const tb_game *g, int ply)
{
    struct choice m[TB_MAX_HOLES] = {{0}}; /* the analyzer cannot see which n are filled */
    int n;
    if (ply < 0 || ply >= tb_game_length(g) || (n = table_moves(a, g, ply, m)) <= 0)
        return -1;
    int played = tb_game_move_at(g, ply), best = m[0].value, value = best;
    for (int i = 0; i < n; i++) {
        if (m[i].value > best)
            best = m[i].value;
        if (m[i].move == played)
            value = m[i].value;
    }
    return best - value;
}
