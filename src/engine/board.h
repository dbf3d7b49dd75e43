/*
 * board.h - the board as one 64-bit word, a byte a hole.  Counts never pass
 * TB_MAX_SEEDS (63), so adding to every byte at once never carries into the
 * next hole, and the top two bits of each byte are free.
 */
#ifndef TIHBAT_BOARD_H
#define TIHBAT_BOARD_H

#include <stdint.h>
#include <string.h>

#include "tihbat.h"

_Static_assert(TB_MAX_HOLES == 8 && TB_MAX_SEEDS < 64, "a hole is one byte of a word");

/* Hole h is byte h from the low end: on a little-endian machine that is
 * the array's own layout, so a plain copy does. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
static inline uint64_t board_load(const uint8_t board[TB_MAX_HOLES])
{
    uint64_t word;
    memcpy(&word, board, sizeof word);
    return word;
}

static inline void board_store(uint8_t board[TB_MAX_HOLES], uint64_t word)
{
    memcpy(board, &word, sizeof word);
}
#else
static inline uint64_t board_load(const uint8_t board[TB_MAX_HOLES])
{
    uint64_t word = 0;
    for (int h = 0; h < TB_MAX_HOLES; h++)
        word |= (uint64_t)board[h] << (8 * h);
    return word;
}

static inline void board_store(uint8_t board[TB_MAX_HOLES], uint64_t word)
{
    for (int h = 0; h < TB_MAX_HOLES; h++)
        board[h] = (uint8_t)(word >> (8 * h));
}
#endif

static inline int board_at(uint64_t word, int hole) { return (int)(word >> (8 * hole) & 0xff); }

static inline uint64_t board_without(uint64_t word, int hole)
{
    return word & ~((uint64_t)0xff << (8 * hole));
}

/* A board and a player to move in one word: the player (below 4) goes in
 * the two spare top bits of hole 0's byte. */
static inline uint64_t board_key(uint64_t word, int to_move)
{
    return word | (uint64_t)to_move << 6;
}

/* The seeds on the board: the multiplication adds every byte into the top
 * one, and 63 seeds at most never carry. */
static inline int board_seeds(uint64_t word)
{
    return (int)(word * UINT64_C(0x0101010101010101) >> 56);
}

/* One seed in each of the first n holes, 0 <= n <= 8. */
static inline uint64_t board_ones(int n)
{
    static const uint64_t ones[TB_MAX_HOLES + 1] = {
        0,
        0x01,
        0x0101,
        0x010101,
        0x01010101,
        0x0101010101,
        0x010101010101,
        0x01010101010101,
        0x0101010101010101,
    };
    return ones[n];
}

/* Bit h set when hole h holds a seed and is among the holes whose top bit
 * is set in `holes` (board_tops): 127 added to a byte of at most 63 sets
 * its top bit exactly when it was not 0, and the multiplication gathers the
 * eight top bits into one byte. */
static inline unsigned board_nonempty_of(uint64_t word, uint64_t holes)
{
    uint64_t full = (word + UINT64_C(0x7f7f7f7f7f7f7f7f)) & holes;
    return (unsigned)(((full >> 7) * UINT64_C(0x0102040810204080)) >> 56);
}

/* The same for holes holding at least m seeds, 1 <= m <= 63, where `add`
 * is 128 - m in every byte: it sets a byte's top bit exactly from m on. */
static inline unsigned board_at_least_of(uint64_t word, uint64_t add, uint64_t holes)
{
    uint64_t full = (word + add) & holes;
    return (unsigned)(((full >> 7) * UINT64_C(0x0102040810204080)) >> 56);
}

/* The top bit of each hole of the mask `holes` (bit h for hole h): byte h
 * keeps bit h of the mask, and adding 127 moves it to the top. */
static inline uint64_t board_tops(unsigned holes)
{
    uint64_t bits = (holes & 0xffu) * UINT64_C(0x0101010101010101) & UINT64_C(0x8040201008040201);
    return (bits + UINT64_C(0x7f7f7f7f7f7f7f7f)) & UINT64_C(0x8080808080808080);
}

static inline unsigned board_nonempty(uint64_t word)
{
    return board_nonempty_of(word, UINT64_C(0x8080808080808080));
}

#endif
