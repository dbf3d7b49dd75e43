/*
 * ai.h - computer players and hints, on top of the engine and the solver.
 *
 * The front end and the command line talk to the computer only through this.
 */
#ifndef TIHBAT_AI_H
#define TIHBAT_AI_H

#include <stdbool.h>
#include <stdint.h>

#include "solver/solver.h"
#include "tihbat.h"

enum ai_level {
    AI_BEGINNER, /* plays at random */
    AI_MEDIUM,   /* looks a move or two ahead */
    AI_PERFECT,  /* plays from the solved tables */
    AI_LEVELS
};

/* "beginner", "medium", "perfect": English, marked for the catalogues
 * (levels.c), for the options and scripts; a screen translates it. */
const char *ai_level_name(enum ai_level level);
/* The level of that name, or -1. */
int ai_level_from_name(const char *name);

typedef struct ai ai;

/* A computer for rule set r; `seed` makes its random choices repeatable.
 * NULL when out of memory.  It plays whoever is to move, so one serves
 * every computer side of a game: make one a game, not one a player, since
 * each holds its own tables.  Cheap: the tables are built (or loaded from
 * its store) at the first perfect move, hint or analysis, then kept. */
ai *ai_new(const tb_rules *r, uint64_t seed);
void ai_free(ai *a);
/* Where its tables are kept between runs (solver.h); as solver_set_store. */
void ai_set_store(ai *a, const solver_store *store);
/* Its solver, for a review or puzzles on the same tables; it stays a's. */
solver *ai_solver(ai *a);

/* The move `level` plays in g: a hole, TB_PASS when the player must pass,
 * or TB_NO_MOVE when the game is over. */
int ai_choose(ai *a, const tb_game *g, enum ai_level level);

/* What one legal move is worth to the player who makes it. */
struct ai_hint {
    int move;   /* the hole, or TB_PASS when the player must pass */
    int value;  /* two players: the mover's final margin under best play
                   (seeds on the board only); three: the seeds the mover can
                   be sure to take from here on */
    bool exact; /* value comes from the solved tables (else a search's
                   estimate: memory was too short for them) */
};
/* Fills out with one hint per legal move of g, best first; returns how many.
 * Exact values take the game's history into account: a move back to a
 * position seen since the last capture ends the game, and is worth 0. */
int ai_hints(ai *a, const tb_game *g, struct ai_hint out[TB_MAX_HOLES]);

/* For the end of a game: the ground lost by the move played after `ply`
 * plies of g (0 <= ply < tb_game_length(g)), that is the value of the best
 * move there less the value of the move played (as ai_hint's value),
 * exactly and given the history up to that ply; 0 for a best move.  -1
 * when it cannot be known: a ply out of range, or memory too short for the
 * tables. */
int ai_ply_loss(ai *a, const tb_game *g, int ply);

#endif
