/*
 * explain.h - the words on a review and on a puzzle, in the user's
 * language: what a move was worth and what the solver's line does.  The
 * command line (annotations, worksheets) and a front end (review and puzzle
 * screens, tips) say the same things through these.
 *
 * One meaning of worth for a person: what the player finishes with if both
 * sides play their best from there on, the seeds already captured (and
 * those shared at the end) included: the final margin ("can finish 4 seeds
 * ahead", "finishes 2 seeds behind"), never a bare negative number; for
 * three players the seeds it is sure to end with.  The solver's values
 * count only the seeds still on the board: callers add what was taken
 * (struct review_ply's and struct puzzle's `taken`).
 */
#ifndef TIHBAT_APP_EXPLAIN_H
#define TIHBAT_APP_EXPLAIN_H

#include <stddef.h>

#include "solver/game_review.h"
#include "solver/puzzle.h"
#include "tihbat.h"

/* "C", or "pass" in the user's language. */
void explain_move(int move, char *buf, size_t size);
/* "C, D": moves, with explain_move. */
void explain_moves(const int moves[], int n, char *buf, size_t size);
/* "Player 1" for player 0: a player with no name, as the board shows it. */
void explain_player(int player, char *buf, size_t size);

/* What `who` finishes with under best play, in a sentence.  Two players,
 * `finish` the final margin and `other` the opponent: "Amina can finish 4
 * seeds ahead.", "Amina can finish level with Youssef.", "Amina finishes 2
 * seeds behind if Youssef plays well."  More players (other unused),
 * `finish` the seeds it is sure of: "Badr is sure to end with 6 seeds or
 * more.", or "Nothing is sure for Badr: the other two could take every seed." */
void explain_finish(const char *who, const char *other, int players, int finish, char *buf,
                    size_t size);
/* The same said to the player, for a tip: "you can finish 4 seeds ahead.",
 * "you can finish level.", "you finish 2 seeds behind if the other side
 * plays well." */
void explain_you_finish(int margin, char *buf, size_t size);

/* "The position comes back: the game is over.", and the like; NULL for
 * TB_END_NONE. */
const char *explain_end(enum tb_end end);

/* What a move of a review was worth, short, for a record's comment:
 * "finishes 2 behind: a mistake, 4 seeds lost; best C (finishes 2 ahead)",
 * "finishes 2 ahead: best; next best B (finishes 2 behind)", "finishes
 * level: the only move"; for three players "sure of 6: ...". */
void explain_review_ply(const struct review_ply *p, char *buf, size_t size);
/* The review screen's verdict on a ply, names[p] being player p's name:
 * "Youssef played E here: a blunder, 6 seeds lost. Best: D. Youssef
 * finishes 4 seeds behind if Amina plays well." */
void explain_verdict(const struct review_ply *p, const char *const names[], char *buf, size_t size);
/* "Amina: 12 best moves, 1 inaccuracy, 0 mistakes, 0 blunders, 2 forced
 * moves; 2 seeds lost." */
void explain_review_tally(const char *name, const struct review_tally *t, char *buf, size_t size);

/* The plies of a line told one sentence each ("Player 2 sows E and takes 4
 * seeds from B."), and how the game ends if it does: the moves are played
 * from the position after `ply` plies of g, with its history.  names[p]
 * says who player p is (NULL: explain_player). */
void explain_line(const tb_game *g, int ply, const int moves[], int n, const char *const names[],
                  char *buf, size_t size);

/* Why a puzzle's move i is right or wrong, and its line: "C is the best
 * move. Player 1 can finish 4 seeds ahead. Player 1 sows C. ..." or "A
 * loses 4 seeds. Player 1 finishes level with Player 2. ..." */
void explain_puzzle_move(const tb_rules *r, const struct puzzle *pz, int i,
                         const char *const names[], char *buf, size_t size);

#endif
