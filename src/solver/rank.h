/*
 * rank.h - which of two valued moves the perfect player prefers: the one
 * of higher value; among equals, when winning the one that captures
 * soonest, when losing the one that holds out longest, when level one
 * that does not end the game.  The computer's moves, the hints, the
 * review's lines and the puzzles' lines all follow it.
 */
#ifndef TIHBAT_RANK_H
#define TIHBAT_RANK_H

#include "solver/solver.h"

/* Positive when x is better than y for the player making it, negative
 * when worse, 0 when the perfect player cannot tell them apart. */
int rank_compare(const struct solver_move *x, const struct solver_move *y);
/* The same for three players, where each move's value is its mover's
 * share and `others` the other players' shares together: between moves of
 * the same share, the one that leaves the others the least is better. */
int rank_compare_shares(const struct solver_move *x, int x_others, const struct solver_move *y,
                        int y_others);
/* Best first; equal moves keep their order. */
void rank_sort(struct solver_move m[], int n);

#endif
