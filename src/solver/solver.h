/*
 * solver.h - exact values of two-player positions, by retrograde analysis.
 *
 * A value is the margin by which the player to move finishes ahead under
 * perfect play, counting only the seeds still on the board, with the
 * repetition rule in force: the difference of the two players' captures from
 * here on, since whatever is left at the end is split equally or counts for
 * nobody.  Tables are built a layer (a number of seeds on the board) at a
 * time, when first needed.  docs/solution.md says how and why it is exact.
 */
#ifndef TIHBAT_SOLVER_H
#define TIHBAT_SOLVER_H

#include <stdbool.h>

#include "tihbat.h"

typedef struct solver solver;

/* One legal move and what it is worth. */
struct solver_move {
    int move;     /* a hole, or TB_PASS */
    int value;    /* for the player who makes it */
    int plies;    /* plies to the next capture under perfect play, this move
                     included; 0 when the value is 0 */
    bool repeats; /* it brings back a position: the game ends there */
};

/* A solver for rule set r; NULL when r is not a two-player rule set (with
 * *status TB_EINVAL) or memory is short (TB_ENOMEM). */
solver *solver_new(const tb_rules *r, int *status);
void solver_free(solver *s);

/* The value of p for the player to move, in a game that starts at p, and
 * the plies to the next capture (0 for a value of 0).  TB_EINVAL when p
 * cannot occur under the rules, TB_ENOMEM. */
int solver_value(solver *s, const tb_position *p, int *value, int *plies);

/* Every legal move from the position after `ply` plies of g (the pass, when
 * it is the only one), with its exact value given the game's history: a
 * position seen since the last capture ends the game if it comes back.
 * Sets *count (0 when the game is over there).  TB_EINVAL for a ply out of
 * range or a game of other rules, TB_ENOMEM. */
int solver_moves(solver *s, const tb_game *g, int ply,
                 struct solver_move out[TB_MAX_HOLES], int *count);

/* How many positions (board and player to move) can be reached from the
 * rule set's start.  TB_ENOMEM. */
int solver_reachable(solver *s, long *count);

#endif
