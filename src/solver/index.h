/*
 * index.h - the positions of a layer as dense numbers.
 *
 * A layer is every board with the same number of seeds; its boards are
 * numbered 0 .. boards-1 in lexicographic order of the counts (the
 * combinatorial number system for compositions), so that a layer's table
 * is a flat array.  A position's index is its board's number times the
 * number of players, plus the player to move.
 */
#ifndef TIHBAT_INDEX_H
#define TIHBAT_INDEX_H

#include <stdbool.h>
#include <stdint.h>

#include "tihbat.h"

typedef struct board_index {
    int holes;
    int players;
    /* ways[n][k]: the boards of n seeds in k holes, C(n+k-1, k-1). */
    uint32_t ways[TB_MAX_SEEDS + 1][TB_MAX_HOLES + 1];
} board_index;

void index_init(board_index *ix, const tb_rules *r);
/* How many positions a layer of `seeds` has. */
uint32_t index_positions(const board_index *ix, int seeds);
/* The index of p, whose board holds `seeds`. */
uint32_t index_of(const board_index *ix, const tb_position *p, int seeds);
/* The position of that index in the layer of `seeds`: board and player to
 * move, nothing captured. */
void index_position(const board_index *ix, uint32_t index, int seeds, tb_position *out);

/* Steps p to the next board of its layer, in index order (the player to
 * move is left alone); false after the last. */
bool index_next_board(const board_index *ix, tb_position *p);

#endif
