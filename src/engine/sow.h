/*
 * sow.h - the move on a board word: sowing in closed form, the capture, and
 * the end it brings.  One core, inlined where it is used: tb_sow wraps it
 * with the checks and the account a person reads; a game (game.c) works the
 * rule set and every sowing out once and plays its common ply through it.
 */
#ifndef TIHBAT_SOW_H
#define TIHBAT_SOW_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/board.h"
#include "engine/internal.h"
#include "engine/rules.h"

/* A rule set as one player's move needs it, worked out once. */
struct sower {
    uint64_t own_tops;       /* the top bit of each of the mover's holes */
    uint64_t capture_counts; /* bit n set: a hole left holding n seeds is taken */
    uint64_t above;          /* added to each byte, sets its top bit past capture_max */
    uint8_t own;             /* the mover's holes, bit h for hole h */
    uint8_t capture_side;    /* the holes where the mover's seeds can be taken */
    uint8_t holes;
    uint8_t offset;      /* where the first seed falls: 0 the lifted hole, 1 the next */
    uint8_t mover, next; /* the player to move and the one after */
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

/* r is checked. */
static inline void sower_init(struct sower *k, const tb_rules *r, int mover)
{
    int holes = rules_holes(r);
    int max = r->capture_max < 0 ? 0 : r->capture_max > 63 ? 63 : r->capture_max;
    /* The even counts 2, 4, ... up to max (none when max < 2). */
    k->capture_counts = UINT64_C(0x5555555555555554) & (UINT64_MAX >> (63 - max));
    k->above = (uint64_t)(0x80 - 1 - max) * UINT64_C(0x0101010101010101);
    k->own = (uint8_t)holes_of(r, mover);
    k->own_tops = board_tops(k->own);
    k->capture_side =
        (uint8_t)(r->capture_side == TB_CAPTURE_ANY_SIDE ? (1u << holes) - 1 : k->own);
    k->holes = (uint8_t)holes;
    k->offset = r->origin_first ? 0 : 1;
    k->mover = (uint8_t)mover;
    k->next = (uint8_t)next_player(r, mover);
    k->chain_forward = r->chain_forward;
    k->no_move_ends = r->no_move == TB_NO_MOVE_ENDS;
}

/* The mover's legal moves on board. */
static inline unsigned sow_legal(const struct sower *k, uint64_t board)
{
    return board_nonempty_of(board, k->own_tops);
}

/* The board after sowing `hole`, which is not empty, and the hole of the
 * last seed in *last.  Closed form: counting places from hole 0, the seeds
 * go into places first .. first+seeds-1, and `places(n)` seeds, one in each
 * of the first n places, are n / holes whole rounds and the first n % holes
 * holes once more; so the sowing adds places(first+seeds) - places(first). */
static inline uint64_t sow_seeds(const struct sower *k, uint64_t board, int hole, int *last)
{
    int first = hole + k->offset, end = first + board_at(board, hole);
    int rounds = end / k->holes, rest = end % k->holes;
    uint64_t added = (uint64_t)rounds * board_ones(k->holes) + board_ones(rest) - board_ones(first);
    *last = (rest ? rest : k->holes) - 1;
    return board_without(board, hole) + added;
}

/* Is a hole left holding `count` seeds taken by the mover? */
static inline bool sow_captures(const struct sower *k, int hole, int count)
{
    return ((unsigned)(k->capture_counts >> count) & (unsigned)k->capture_side >> hole & 1) != 0;
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

/* The holes that hold a count the mover takes, bit h for hole h, on the
 * mover's capture side: even counts from 2 to capture_max, all holes at
 * once.  Counts are below 64, so adding to a byte never carries: its top
 * bit tells whether it reached 2, or passed capture_max. */
static inline unsigned board_takers(uint64_t board, uint64_t above, unsigned side)
{
    const uint64_t ones = UINT64_C(0x0101010101010101), tops = ones << 7;
    uint64_t even = (~board & ones) << 7;
    uint64_t two_or_more = (board + (0x80 - 2) * ones) & tops;
    uint64_t takes = even & two_or_more & ~((board + above) & tops);
    return (unsigned)((takes >> 7) * UINT64_C(0x0102040810204080) >> 56) & side;
}

static inline unsigned sow_takers(const struct sower *k, uint64_t board)
{
    return board_takers(board, k->above, k->capture_side);
}

/* The holes a move whose last seed fell into `last` empties, given the
 * holes that hold a count it takes: none when `last` is not one, else it
 * and, in a chain, the holes after it that are too, round the board.  No
 * branch: that run is the trailing ones of the mask turned round to it. */
static inline unsigned sow_run(const struct sower *k, unsigned takers, int last)
{
    unsigned all = (1u << k->holes) - 1;
    unsigned turned = (takers >> last | takers << (k->holes - last)) & all;
    unsigned run = turned & ~(turned + 1) & (k->chain_forward ? all : 1u);
    return (run << last | run >> (k->holes - last)) & all;
}

static inline unsigned sow_taken_holes(const struct sower *k, uint64_t board, int last)
{
    return sow_run(k, sow_takers(k, board), last);
}

/* Every byte of the holes in mask set, the others clear. */
static inline uint64_t board_bytes(unsigned holes) { return (board_tops(holes) >> 7) * 0xff; }

/* Takes what the last seed, in `last`, captures, and in a chain the holes
 * after it; returns the seeds taken. */
static inline int sow_capture(const struct sower *k, uint64_t *board, int last)
{
    /* Most moves take nothing: one bit test says so. */
    if (!sow_captures(k, last, board_at(*board, last)))
        return 0;
    uint64_t taken = *board & board_bytes(sow_taken_holes(k, *board, last));
    *board -= taken;
    return board_seeds(taken);
}

/* Finishes the mover's move from p, whose seeds are sown: board is p's
 * board after the last seed fell into `last`.  Takes the capture, writes
 * the position after into out (p and out may be the same) and returns the
 * seeds taken. */
static inline int sow_finish(const struct sower *k, const tb_position *p, uint64_t board, int last,
                             tb_position *out)
{
    int taken = sow_capture(k, &board, last), mover = k->mover, next = k->next;
    /* Stores last: a byte store may alias anything the compiler holds. */
    memmove(out->captured, p->captured, sizeof out->captured);
    out->captured[mover] = (uint8_t)(out->captured[mover] + taken);
    board_store(out->board, board);
    out->to_move = (uint8_t)next;
    return taken;
}

/* Every sowing of a rule set, worked out once by sow_seeds (4.6 KB):
 * adding sown[h][s] to a board whose hole h holds s seeds sows them
 * (modulo 2^64, the lifted seeds come off too); the last falls into
 * last[h][s].  A game, a playout and the solver sow through it. */
struct sowings {
    uint64_t sown[TB_MAX_HOLES][TB_MAX_SEEDS + 1];
    uint8_t last[TB_MAX_HOLES][TB_MAX_SEEDS + 1];
};
/* Inline, so that the solver, outside the library, has its own copy. */
static inline void sowings_init(struct sowings *t, const tb_rules *r)
{
    struct sower k;
    sower_init(&k, r, 0);
    memset(t, 0, sizeof *t);
    for (int h = 0; h < tb_holes(r) && h < TB_MAX_HOLES; h++)
        for (int seeds = 1; seeds <= TB_MAX_SEEDS; seeds++) {
            uint64_t lifted = (uint64_t)seeds << (8 * h);
            int last;
            t->sown[h][seeds] = sow_seeds(&k, lifted, h, &last) - lifted;
            t->last[h][seeds] = (uint8_t)last;
        }
}

/* Sows hole h, which holds seeds, from board; the last seed's hole in *last. */
static inline uint64_t sowings_sow(const struct sowings *t, uint64_t board, int h, int *last)
{
    int seeds = board_at(board, h);
    *last = t->last[h][seeds];
    return board + t->sown[h][seeds];
}

/* The end of a game at board, history aside, for a player to move whose
 * moves are `legal`, under rules where having none ends the game or not. */
static inline enum tb_end sow_end(uint64_t board, unsigned legal, bool no_move_ends)
{
    if (board == 0)
        return TB_END_ALL_CAPTURED;
    return no_move_ends && legal == 0 ? TB_END_NO_MOVES : TB_END_NONE;
}

/* The result of a game that ends for reason `end` with `left` seeds on the
 * board and captured[i] taken by player i: what tb_score works out. */
static inline void sow_score(const tb_rules *r, const uint8_t captured[], int left, enum tb_end end,
                             tb_result *out)
{
    memset(out, 0, sizeof *out);
    out->end = end;
    out->left = left;
    out->share = r->leftover != TB_LEFTOVER_SPLIT ? 0
                 : r->players == 2                ? left / 2
                                                  : left / r->players;
    int best = 0;
    for (int i = 0; i < r->players; i++) {
        out->scores[i] = captured[i] + out->share;
        if (out->scores[i] > out->scores[best])
            best = i;
    }
    out->winner = best;
    for (int i = 0; i < r->players; i++)
        if (i != best && out->scores[i] == out->scores[best])
            out->winner = -1;
}

#endif