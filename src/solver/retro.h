/*
 * retro.h - one layer of the tables, by retrograde analysis.
 *
 * Captures only take seeds away, so the positions with the same number of
 * seeds on the board (a layer) can be solved once the layers below are.
 * Within a layer the moves that capture nothing form cycles; the analysis
 * works back from the captures, threshold by threshold, and whatever it
 * never reaches is a draw by repetition (docs/solution.md).
 */
#ifndef TIHBAT_RETRO_H
#define TIHBAT_RETRO_H

#include <stdint.h>

#include "solver/index.h"
#include "tihbat.h"

/* The most plies a table holds: more is never needed (62 at most). */
enum { RETRO_PLIES_MAX = 127 };

/* The value and plies to the next capture of every position of a layer,
 * by index (index.h). */
typedef struct layer_table {
    const int8_t *value;
    const uint8_t *plies; /* when the winner hurries and the loser holds out;
                             0 when the value is 0 */
} layer_table;

/* What a table holds for each position. */
enum retro_goal {
    /* Two players: the margin by which the player to move finishes ahead. */
    RETRO_MARGIN,
    /* Any number: the most seeds player 1 (number 0) can be sure to take
     * from here on, whoever is to move, against the others together. */
    RETRO_SHARE,
};

/* A rule set as the analysis needs it, worked out once. */
typedef struct retro retro;
retro *retro_new(const tb_rules *r); /* NULL when memory is short */
void retro_free(retro *rt);
const board_index *retro_index(const retro *rt);

/* Solves the layer of `seeds` into value[] and plies[] (one entry a
 * position), for `goal`.  Every layer a capture reaches from it (below it,
 * of the same parity: captures take even counts) must be solved in
 * tables[] for the same goal.  The `npins` positions pins[] end the game if
 * play comes to them: they count as a repetition (value 0).  TB_OK or
 * TB_ENOMEM. */
int retro_solve(const retro *rt, enum retro_goal goal, const layer_table *tables, int seeds,
                const uint32_t *pins, int npins, int8_t *value, uint8_t *plies);

/* ---- Positions as keys: the board word with the player to move in its
 * spare bits (engine/board.h), played on without the checked API ---- */

uint64_t retro_key(const tb_position *p);
/* The position of a key, nothing captured. */
void retro_key_position(uint64_t key, tb_position *out);
int retro_key_mover(uint64_t key);
int retro_key_seeds(uint64_t key);
/* Its index in its layer. */
uint32_t retro_key_index(const retro *rt, uint64_t key);
/* Its moves, as retro_moves; 0 when the game is over there. */
int retro_key_moves(const retro *rt, uint64_t key, int moves[TB_MAX_HOLES]);
/* The key after a move from retro_key_moves; the seeds it took in *taken. */
uint64_t retro_key_play(const retro *rt, uint64_t key, int move, int *taken);
/* The same position seen by player `player` as if it were player 1: the
 * board turned round by that player's holes, the player to move counted
 * from it.  Every rule set is the same game turned round so. */
uint64_t retro_key_turn(const retro *rt, uint64_t key, int player);

/* The moves of p, the pass included when it is the only one, into moves;
 * returns how many (0 when the game is over at p, history aside). */
int retro_moves(const tb_rules *r, const tb_position *p, int moves[TB_MAX_HOLES]);
/* Plays a legal move from p into child; returns the seeds it captured. */
int retro_play(const tb_rules *r, const tb_position *p, int move, tb_position *child);

#endif
