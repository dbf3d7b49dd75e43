/*
 * ai.h - computer players and hints, on top of the engine and the solver.
 *
 * The front end and the command line talk to the computer only through this.
 */
#ifndef TIHBAT_AI_H
#define TIHBAT_AI_H

#include <stdbool.h>
#include <stdint.h>

#include "tihbat.h"

enum ai_level {
    AI_BEGINNER, /* plays at random */
    AI_MEDIUM,   /* looks a move or two ahead */
    AI_PERFECT,  /* plays from the solved tables (search for three players) */
    AI_LEVELS
};

/* "beginner", "medium", "perfect". */
const char *ai_level_name(enum ai_level level);
/* The level of that name, or -1. */
int ai_level_from_name(const char *name);

typedef struct ai ai;

/* A computer for rule set r; `seed` makes its random choices repeatable.
 * NULL when out of memory.  It plays whoever is to move, so one serves
 * every computer side of a game: make one a game, not one a player, since
 * each holds its own tables.  Cheap: the tables are built at the first
 * perfect move, hint or analysis (Tihbat in milliseconds, Bakuk in about a
 * second), then kept. */
ai *ai_new(const tb_rules *r, uint64_t seed);
void ai_free(ai *a);

/* The move `level` plays in g: a hole, TB_PASS when the player must pass,
 * or TB_NO_MOVE when the game is over. */
int ai_choose(ai *a, const tb_game *g, enum ai_level level);

/* What one legal move is worth to the player who makes it. */
struct ai_hint {
    int move;   /* the hole, or TB_PASS when the player must pass */
    int value;  /* final margin for the mover under best play (seeds on the
                   board only); for three players a search estimate */
    bool exact; /* value comes from the solved tables */
};
/* Fills out with one hint per legal move of g, best first; returns how many.
 * Exact values take the game's history into account: a move back to a
 * position seen since the last capture ends the game, and is worth 0. */
int ai_hints(ai *a, const tb_game *g, struct ai_hint out[TB_MAX_HOLES]);

/* For the end of a game: the ground lost by the move played after `ply`
 * plies of g (0 <= ply < tb_game_length(g)), that is the value of the best
 * move there less the value of the move played, exactly and given the
 * history up to that ply; 0 for a best move.  -1 when it cannot be known:
 * three players, a ply out of range, or memory too short for the tables. */
int ai_ply_loss(ai *a, const tb_game *g, int ply);

#endif
