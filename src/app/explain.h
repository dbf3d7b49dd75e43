/*
 * explain.h - the words on a review and on a puzzle, in the user's
 * language: what a move was worth and what the solver's line does.  The
 * command line (annotations, worksheets) and a front end (review and puzzle
 * screens) say the same things through these.  Values are written "+2",
 * "-2", "0": the margin in seeds for the player making the move.
 */
#ifndef TIHBAT_APP_EXPLAIN_H
#define TIHBAT_APP_EXPLAIN_H

#include <stddef.h>

#include "solver/game_review.h"
#include "solver/puzzle.h"
#include "tihbat.h"

/* "+2", "-2", "0". */
void explain_value(int value, char *buf, size_t size);
/* "C", or "pass" in the user's language. */
void explain_move(int move, char *buf, size_t size);
/* "C, D": moves, with explain_move. */
void explain_moves(const int moves[], int n, char *buf, size_t size);
/* "South" (player 0) or "North" (player 1): the sides of a two-player
 * board, for a player with no name. */
const char *explain_side(int player);

/* "The position comes back: the game is over.", and the like; NULL for
 * TB_END_NONE. */
const char *explain_end(enum tb_end end);

/* What a move of a review was worth: "-2: a mistake, 4 seeds lost; best C
 * (+2)", "+2: best; next best B (-2)", "0: the only move". */
void explain_review_ply(const struct review_ply *p, char *buf, size_t size);
/* "Amina: 12 best moves, 1 inaccuracy, 0 mistakes, 0 blunders, 2 forced
 * moves; 2 seeds lost." */
void explain_review_tally(const char *name, const struct review_tally *t, char *buf, size_t size);

/* The plies of a line told one sentence each ("North sows E and takes 4
 * seeds from B."), and how the game ends if it does: the moves are played
 * from the position after `ply` plies of g, with its history.  names[p]
 * says who player p is (NULL: explain_side). */
void explain_line(const tb_game *g, int ply, const int moves[], int n, const char *const names[],
                  char *buf, size_t size);

/* Why a puzzle's move i is right or wrong, and its line: "C keeps +2.
 * South sows C. ..." or "A loses 4 seeds (-2). South sows A. ..." */
void explain_puzzle_move(const tb_rules *r, const struct puzzle *pz, int i,
                         const char *const names[], char *buf, size_t size);

#endif
