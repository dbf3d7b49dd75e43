/*
 * support.h - what the engine's tests share: positions from text, a seeded
 * random generator, and a reference model of the rules written from
 * RULES.md alone, seed by seed, so that the engine is checked against
 * something it does not share code or data with.
 */
#ifndef TESTS_SUPPORT_H
#define TESTS_SUPPORT_H

#include <stdbool.h>
#include <stdint.h>

#include "../reference/model.h"
#include "solver/solver.h"
#include "tihbat.h"

/* The rule set of that name; the test fails when there is none. */
const tb_rules *rules_named(const char *name);
/* The position written `text`; the test fails when it does not parse. */
tb_position position_from(const tb_rules *r, const char *text);

/* A position's notation, by value, for failure messages. */
struct position_text {
    char s[96];
};
struct position_text position_text(const tb_rules *r, const tb_position *p);
/* A list of holes as labels ("BCDA"), for failure messages. */
struct label_text {
    char s[TB_MAX_SEEDS + 1];
};
struct label_text label_text(const uint8_t *holes, int n);

/* The message of a refusal is its text filled in (and its reason, in its
 * place), every conversion a %s: what a front end translates is what the
 * English says.  The test fails otherwise. */
void expect_error_text(const tb_error *err, const char *about);

/* Same board, stores and player to move, on the holes and players of r. */
bool same_position(const tb_rules *r, const tb_position *a, const tb_position *b);

/* ---- How big the big loops are ---- */

/* n, made smaller where the tests run slower: under valgrind, the
 * sanitizers, or without optimisation (a debugging build).  The loops that prove a
 * fast path equal to a plain one over many games keep to a few seconds
 * everywhere, and to their full size in an optimised build. */
long test_scaled(long n);
/* Under valgrind, where a full solve of Bakuk would take minutes. */
bool test_under_valgrind(void);

/* ---- Deterministic randomness (splitmix64) ---- */

typedef struct rng {
    uint64_t state;
} rng;
uint64_t rng_next(rng *g);
int rng_below(rng *g, int n);            /* 0 .. n-1 */
int rng_pick_bit(rng *g, unsigned mask); /* one set bit of a non-zero mask */
/* A position that tb_position_check must accept: any counts, stores and
 * player to move whose seeds add up to at most the rule set's total. */
void random_position(const tb_rules *r, rng *g, tb_position *out);

/* ---- The reference model (tests/reference/model.h) ---- */

/* The model of the built-in rule set of that name; the test fails when
 * there is none. */
const model_rules *model_named(const char *name);

/* Checks that the engine's account of a ply says what the model worked out. */
void expect_account(const tb_rules *r, const tb_position *before, int hole, const tb_account *acc,
                    const model_ply *want);
/* Checks that two results of a game of `players` are the same, naming `what`
 * when they are not. */
void expect_result(const tb_result *got, const tb_result *want, int players, const char *what);

/* ---- Games ---- */

/* An exhaustive alpha-beta search of the real game g from its current
 * ply, its history and repetition rule included, knowing nothing of the
 * solver: the most `player` can make sure of `worth(g, player)` when the
 * game ends, the other players (together) playing to make it the least.
 * g is played and undone, and left as it was. */
int exhaustive_search(tb_game *g, int player, int (*worth)(const tb_game *g, int player), int alpha,
                      int beta);

/* Everything a game shows at one ply: undo, redo and goto must bring it
 * back exactly.  (The length is the whole history's, not the ply's.) */
typedef struct game_state {
    tb_position position;
    int ply;
    unsigned moves;
    bool must_pass, over;
    tb_result result;
} game_state;

void game_state_take(const tb_game *g, game_state *out);
void expect_game_state(const tb_game *g, const game_state *want, const char *what);
/* What tb_game_seen must answer at the current ply of g, worked out from
 * its history: does p's board with p's player to move occur at a ply since
 * the last capture? */
bool history_has(const tb_game *g, const tb_position *p);
/* Checks tb_game_seen against history_has for every position of g's
 * history, undone plies included. */
void expect_seen_answers(const tb_game *g, const char *what);

/* ---- The solver ---- */

/* A solver of r; the test fails when there is none. */
solver *solver_for(const tb_rules *r);
/* A new game from p; the test fails when there is none. */
tb_game *game_at(const tb_rules *r, const tb_position *p);
/* A game of r from `position` (NULL: the start) with `moves` played, hole
 * letters and '-' for a pass; the test fails when one is refused. */
tb_game *game_played(const tb_rules *r, const char *position, const char *moves);
/* The most any of the n moves is worth (n >= 1). */
int best_value(const struct solver_move m[], int n);

#endif
