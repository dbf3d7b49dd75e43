/*
 * search.h - a few plies of look-ahead, for any number of players: the
 * medium computer, and the perfect one where memory is too short for the
 * tables.
 */
#ifndef TIHBAT_SEARCH_H
#define TIHBAT_SEARCH_H

#include "solver/solver.h"
#include "tihbat.h"

enum { SEARCH_DEPTH_MAX = 16 };

/* The legal moves of g's current position (the pass, when it is the only
 * one), each valued by looking `depth` plies ahead, the move included: what
 * the player to move captures from now on less the most that any other
 * player captures, when all the others play against it.  A position seen
 * before ends the game.  plies is 0.  Returns how many (0 when the game is
 * over).  1 <= depth <= SEARCH_DEPTH_MAX. */
int search_moves(const tb_game *g, int depth, struct solver_move out[TB_MAX_HOLES]);

#endif
