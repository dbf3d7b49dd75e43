/*
 * ai.c - the computer players and the hints (see ai.h).
 *
 * Perfect play for two players comes from the solver, which values every
 * move exactly given the game's history; three players (and a machine too
 * short of memory for the tables) get a search instead.
 */
#include <stdlib.h>
#include <string.h>

#include "solver/ai.h"
#include "solver/random.h"
#include "solver/rank.h"
#include "solver/search.h"
#include "solver/solver.h"

enum {
    MEDIUM_DEPTH = 2,  /* its own move and the answer to it */
    PERFECT_DEPTH = 12, /* four rounds of three players */
};

struct ai {
    const tb_rules *rules;
    solver *solver; /* two players only; its tables are built when first needed */
    uint64_t random;
};

static const char *const level_names[AI_LEVELS] = {"beginner", "medium", "perfect"};

const char *ai_level_name(enum ai_level level) { return level_names[level]; }

int ai_level_from_name(const char *name)
{
    for (int i = 0; i < AI_LEVELS; i++)
        if (strcmp(name, level_names[i]) == 0)
            return i;
    return -1;
}

ai *ai_new(const tb_rules *r, uint64_t seed)
{
    ai *a = calloc(1, sizeof *a);
    if (!a)
        return NULL;
    a->rules = r;
    a->random = seed;
    if (r->players == 2) {
        int status;
        a->solver = solver_new(r, &status);
        if (!a->solver) {
            free(a);
            return NULL;
        }
    }
    return a;
}

void ai_free(ai *a)
{
    if (!a)
        return;
    solver_free(a->solver);
    free(a);
}

/* The moves of g, valued: exactly when the tables can be had, else by a
 * search. */
static int perfect_moves(ai *a, const tb_game *g, struct solver_move out[TB_MAX_HOLES],
                         bool *exact)
{
    int n;
    *exact = a->solver && solver_moves(a->solver, g, tb_game_ply(g), out, &n) == TB_OK;
    return *exact ? n : search_moves(g, PERFECT_DEPTH, out);
}

/* One of the best moves, at random among equals. */
static int pick_best(ai *a, struct solver_move m[], int n)
{
    rank_sort(m, n);
    int equal = 1;
    while (equal < n && rank_compare(&m[equal], &m[0]) == 0)
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
    struct solver_move m[TB_MAX_HOLES];
    bool exact;
    int n = level == AI_MEDIUM ? search_moves(g, MEDIUM_DEPTH, m) : perfect_moves(a, g, m, &exact);
    return pick_best(a, m, n);
}

int ai_hints(ai *a, const tb_game *g, struct ai_hint out[TB_MAX_HOLES])
{
    struct solver_move m[TB_MAX_HOLES];
    bool exact;
    int n = perfect_moves(a, g, m, &exact);
    rank_sort(m, n);
    for (int i = 0; i < n; i++)
        out[i] = (struct ai_hint){.move = m[i].move, .value = m[i].value, .exact = exact};
    return n;
}

int ai_ply_loss(ai *a, const tb_game *g, int ply)
{
    struct solver_move m[TB_MAX_HOLES];
    int n;
    if (!a->solver || ply < 0 || ply >= tb_game_length(g) ||
        solver_moves(a->solver, g, ply, m, &n) != TB_OK || n == 0)
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
