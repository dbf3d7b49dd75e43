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

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "solver/index.h"
#include "tihbat.h"

/* The most plies a table holds: more is never needed (62 at most). */
enum { RETRO_PLIES_MAX = 127 };

/* The value and plies to the next capture of every position of a layer,
 * by index (index.h), a byte a position: a code, below RARE for one of the
 * layer's PAIRS most frequent (value, plies) pairs, or RARE for one of the
 * others, kept beside with the position's index.  A layer is its codes, its
 * pairs and its rare positions; retro_pack makes them, retro_check checks
 * them, layer_value reads them.  (Bakuk: 5.6 million positions, 5.6 MB and
 * 0.2 MB of rare ones, where a byte of value and one of plies took 11.3.) */
enum {
    PAIRS = 255,
    RARE = PAIRS,   /* the code of a rare position */
    PAIR_BYTES = 2, /* a pair: the value (int8_t), the plies */
    RARE_BYTES = 6, /* a rare position: its index (4 bytes, little-endian), value, plies */
};
typedef struct layer_table {
    const uint8_t *codes; /* a byte a position */
    const uint8_t *pairs; /* PAIRS of PAIR_BYTES: pairs that no position uses are 0, 0 */
    const uint8_t *rare;  /* nrare of RARE_BYTES, in order of index */
    uint32_t nrare;
} layer_table;

/* The rare entry of position x (x's code is RARE): its value byte, then
 * its plies. */
const uint8_t *layer_rare(const layer_table *t, uint32_t x);

/* The value of position x, and its plies into *plies (may be NULL): when
 * the winner hurries and the loser holds out; 0 when the value is 0. */
static inline int layer_value(const layer_table *t, uint32_t x, int *plies)
{
    unsigned code = t->codes[x];
    const uint8_t *pair = code != RARE ? t->pairs + (size_t)PAIR_BYTES * code : layer_rare(t, x);
    if (plies)
        *plies = pair[1];
    return pair[0] < 128 ? pair[0] : pair[0] - 256; /* the value's byte, signed */
}

/* Rare positions as a layer is packed: a buffer that grows. */
typedef struct rare_list {
    uint8_t *bytes;
    size_t count, room;
} rare_list;

/* Packs the n positions of the layer of `seeds` seeds, their values in
 * codes[] and their plies in plies[] as retro_solve leaves them, into their
 * codes (in place), the layer's pairs (PAIRS * PAIR_BYTES bytes) and its
 * rare positions, added to *rare.  TB_OK, or TB_ENOMEM (then *rare is as
 * it was). */
int retro_pack(uint8_t *codes, const uint8_t *plies, uint32_t n, int seeds, uint8_t *pairs,
               rare_list *rare);

/* What a table holds for each position. */
enum retro_goal {
    /* Two players: the margin by which the player to move finishes ahead. */
    RETRO_MARGIN,
    /* Any number: the most seeds player 1 (number 0) can be sure to take
     * from here on, whoever is to move, against the others together. */
    RETRO_SHARE,
};

/* Can t be the table of a layer of n positions with `seeds` seeds, holding
 * `goal`: every pair and rare position within the values and plies a layer
 * can have (a value reached in no ply only where `owners`, the players
 * taking the seeds of their own holes at the end: TB_LEFTOVER_OWNERS), the
 * rare positions in order, each at a position coded RARE, and none
 * missing?  What a store lends is checked so before it is read. */
bool retro_check(const layer_table *t, uint32_t n, int seeds, enum retro_goal goal, bool owners);

/* A rule set as the analysis needs it, worked out once. */
typedef struct retro retro;
retro *retro_new(const tb_rules *r); /* NULL when memory is short */
void retro_free(retro *rt);
const board_index *retro_index(const retro *rt);

/* Solves the layer of `seeds` into value[] and plies[] (one byte a
 * position each, 127 plies at most), for `goal`.  Every layer a capture reaches from it (below it,
 * of the same parity: captures take even counts) must be solved in
 * tables[] for the same goal.  The `npins` positions pins[] end the game if
 * play comes to them: they count as a repetition (value 0).  TB_OK or
 * TB_ENOMEM. */
int retro_solve(const retro *rt, enum retro_goal goal, const layer_table *tables, int seeds,
                const uint32_t *pins, int npins, int8_t *value, uint8_t *plies);

/* ---- Positions as keys: the board word with the player to move in its
 * spare bits (engine/board.h), played on without the checked API ---- */

uint64_t retro_key(const tb_position *p);
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
