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
    /* tail[i][v], 1 <= i < holes: what a board loses from the number of
     * its layer's first board for holding v seeds from hole i on (below). */
    uint32_t tail[TB_MAX_HOLES][TB_MAX_SEEDS + 1];
} board_index;

void index_init(board_index *ix, const tb_rules *r);
/* How many positions a layer of `seeds` has. */
uint32_t index_positions(const board_index *ix, int seeds);

/* The number of a board (one byte a hole, board.h's word) in its layer.
 * By cumulative sums: a board's number is the sum over its holes of the
 * boards that come before it for holding fewer seeds there,
 * ways[S_i][holes-i] - ways[S_{i+1}][holes-i] with S_i the seeds in holes
 * i and after; grouped by S_i, those terms are ways[S][holes] (S the
 * layer's seeds) less tail[i][S_i] for each hole i from 1 on, and the
 * S_i come out of one multiplication (the running sums of the bytes). */
static inline __attribute__((always_inline)) uint32_t index_rank_in(const board_index *ix,
                                                                    uint64_t board, int holes)
{
    uint64_t sums = board * UINT64_C(0x0101010101010101); /* byte i: holes 0 .. i */
    int total = (int)(sums >> 56);                        /* the holes past the last are empty */
    uint32_t rank = ix->ways[total][holes];
#pragma GCC unroll 8
    for (int i = 1; i < holes; i++)
        rank -= ix->tail[i][total - (int)(sums >> (8 * (i - 1)) & 0xff)];
    return rank;
}

/* The same for any rule set (index_rank_in with a constant count of holes
 * is the same without a loop). */
static inline uint32_t index_rank(const board_index *ix, uint64_t board)
{
    return index_rank_in(ix, board, ix->holes);
}

/* The index of p in its layer. */
uint32_t index_of(const board_index *ix, const tb_position *p);
/* The position of that index in the layer of `seeds`: board and player to
 * move, nothing captured. */
void index_position(const board_index *ix, uint32_t index, int seeds, tb_position *out);

/* Steps p to the next board of its layer, in index order (the player to
 * move is left alone); false after the last. */
bool index_next_board(const board_index *ix, tb_position *p);

#endif
