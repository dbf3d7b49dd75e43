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

/* The value and plies to the next capture of every position of a layer. */
typedef struct layer_table {
    int8_t *value;  /* for the player to move */
    uint8_t *plies; /* when the winner hurries and the loser holds out; 0 when
                       the value is 0 */
} layer_table;

/* The moves of p, the pass included when it is the only one, into moves;
 * returns how many (0 when the game is over at p, history aside). */
int retro_moves(const tb_rules *r, const tb_position *p, int moves[TB_MAX_HOLES]);
/* Plays a legal move from p into child; returns the seeds it captured. */
int retro_play(const tb_rules *r, const tb_position *p, int move, tb_position *child);

/* The moves of one layer, turned round for the analysis. */
typedef struct layer_graph layer_graph;

/* The graph of the layer of `seeds`, or NULL when memory is short.  Every
 * layer a capture reaches from it (below it, of the same parity: captures
 * take even counts) must be solved in tables[]. */
layer_graph *retro_graph(const tb_rules *r, const board_index *ix, const layer_table *tables,
                         int seeds);
void retro_graph_free(layer_graph *g);
int retro_graph_seeds(const layer_graph *g);

/* Solves the layer of g into out, whose arrays hold one entry a position.
 * The `npins` positions pins[] end the game if play comes to them: they
 * count as a repetition (value 0).  TB_OK or TB_ENOMEM. */
int retro_solve(const layer_graph *g, const uint32_t *pins, int npins, layer_table *out);

#endif
