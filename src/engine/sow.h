/*
 * sow.h - the move on a board word: sowing in closed form, the capture, and
 * the end it brings.  One core, inlined where it is used: tb_sow wraps it
 * with the checks and the account a person reads; a game plays through it
 * directly (game.c), with the rule set worked out once.
 */
#ifndef TIHBAT_SOW_H
#define TIHBAT_SOW_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/board.h"

/* A rule set as one player's move needs it, worked out once. */
struct sower {
    uint64_t ones;           /* one seed in each hole */
    uint64_t capture_counts; /* bit n set: a hole left holding n seeds is taken */
    uint32_t inverse;        /* 2^16 / holes, rounded up: divides without a division */
    unsigned own;            /* the mover's holes, bit h for hole h */
    unsigned capture_side;   /* the holes where the mover's seeds can be taken */
    int holes;
    int offset;              /* where the first seed falls: 0 the lifted hole, 1 the next */
    int mover, next;         /* the player to move and the one after */
    bool chain_forward;
    bool no_move_ends;
};

/* The holes of `player`, bit h for hole h; none for one not in the game. */
static inline unsigned holes_of(const tb_rules *r, int player)
{
    if (player >= r->players)
        return 0;
    return ((1u << r->holes_per_player) - 1) << (player * r->holes_per_player);
}

static inline int next_player(const tb_rules *r, int player)
{
    return player + 1 == r->players ? 0 : player + 1;
}

static inline void sower_init(struct sower *k, const tb_rules *r, int mover)
{
    int holes = tb_holes(r);
    int max = r->capture_max > 63 ? 63 : r->capture_max;
    k->ones = board_ones(holes);
    /* The even counts 2, 4, ... up to max. */
    k->capture_counts = max < 2 ? 0 : UINT64_C(0x5555555555555554) & (UINT64_MAX >> (63 - max));
    k->inverse = (65536u + (unsigned)holes - 1) / (unsigned)holes;
    k->own = holes_of(r, mover);
    k->capture_side = r->capture_side == TB_CAPTURE_ANY_SIDE ? (1u << holes) - 1 : k->own;
    k->holes = holes;
    k->offset = r->origin_first ? 0 : 1;
    k->mover = mover;
    k->next = next_player(r, mover);
    k->chain_forward = r->chain_forward;
    k->no_move_ends = r->no_move == TB_NO_MOVE_ENDS;
}

/* The mover's legal moves on board. */
static inline unsigned sow_legal(const struct sower *k, uint64_t board)
{
    return board_nonempty(board) & k->own;
}

/* The board after sowing `hole`, which is not empty, and the hole of the
 * last seed in *last.  Closed form: counting places from hole 0, the seeds
 * go into places first .. first+seeds-1, and `places(n)` seeds, one in each
 * of the first n places, are n / holes whole rounds and the first n % holes
 * holes once more; so the sowing adds places(first+seeds) - places(first). */
static inline uint64_t sow_seeds(const struct sower *k, uint64_t board, int hole, int *last)
{
    int first = hole + k->offset, end = first + board_at(board, hole);
    /* end <= 71 and the rounding error of `inverse` is below 8, so
     * end * inverse / 2^16 is exactly end / holes. */
    int rounds = (int)((uint32_t)end * k->inverse >> 16);
    int rest = end - rounds * k->holes;
    uint64_t added = (uint64_t)rounds * k->ones + board_ones(rest) - board_ones(first);
    *last = (rest ? rest : k->holes) - 1;
    return board_without(board, hole) + added;
}

/* Is a hole left holding `count` seeds taken by the mover? */
static inline bool sow_captures(const struct sower *k, int hole, int count)
{
    return (k->capture_side >> hole & k->capture_counts >> count & 1) != 0;
}

/* Why the last seed, in `hole` now holding `count`, captures or not. */
static inline enum tb_why sow_judge(const struct sower *k, int hole, int count)
{
    if (sow_captures(k, hole, count))
        return TB_WHY_CAPTURE;
    if (!(k->capture_side >> hole & 1))
        return TB_WHY_OTHER_SIDE;
    return count % 2 ? TB_WHY_ODD : TB_WHY_TOO_MANY;
}

/* Takes what the last seed, in `last`, captures, and in a chain the holes
 * after it; returns the seeds taken. */
static inline int sow_capture(const struct sower *k, uint64_t *board, int last)
{
    int seeds = board_at(*board, last);
    if (!sow_captures(k, last, seeds))
        return 0;
    *board = board_without(*board, last);
    /* A chain stops at the landing hole at the latest: it is empty now. */
    for (int h = last + 1; k->chain_forward; h++) {
        if (h == k->holes)
            h = 0;
        if (!sow_captures(k, h, board_at(*board, h)))
            break;
        seeds += board_at(*board, h);
        *board = board_without(*board, h);
    }
    return seeds;
}

/* Plays the legal move `hole` for the mover from p into out (p and out
 * may be the same); returns the board after it. */
static inline uint64_t sow_move(const struct sower *k, const tb_position *p, int hole, tb_position *out)
{
    int last, mover = k->mover;
    uint64_t board = sow_seeds(k, board_load(p->board), hole, &last);
    int captured = p->captured[mover] + sow_capture(k, &board, last);
    /* Stores last: a byte store may alias anything the compiler holds. */
    memmove(out->captured, p->captured, sizeof out->captured);
    out->captured[mover] = (uint8_t)captured;
    board_store(out->board, board);
    out->to_move = (uint8_t)k->next;
    return board;
}

/* The end of a game at board, history aside, for a player to move whose
 * moves are `legal`, under rules where having none ends the game or not. */
static inline enum tb_end sow_end(uint64_t board, unsigned legal, bool no_move_ends)
{
    if (board == 0)
        return TB_END_ALL_CAPTURED;
    return no_move_ends && legal == 0 ? TB_END_NO_MOVES : TB_END_NONE;
}

#endif
