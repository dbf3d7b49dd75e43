/*
 * sow.h - the move on a board word: sowing in closed form, the capture with
 * its exceptions, the legal moves, and the end they bring.  One core,
 * inlined where it is used: tb_sow wraps it with the checks and the account
 * a person reads; a game (game.c) works the rule set and every sowing out
 * once and plays its common ply through it; a playout and the solver play
 * through it too.
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
    uint64_t next_tops;      /* and of the next player's */
    uint64_t playable;       /* added to each byte, sets its top bit from min_sow on */
    uint64_t capture_counts; /* bit n set: a hole left holding n seeds is taken */
    uint64_t above;          /* added to each byte, sets its top bit past capture_max */
    uint64_t start;          /* the start board when a move from it captures nothing (quiet_start,
                                player 1), else UINT64_MAX: no board */
    uint8_t own;             /* the mover's holes, bit h for hole h */
    uint8_t capture_side;    /* the holes where the mover's seeds can be taken */
    uint8_t rows[TB_MAX_PLAYERS]; /* every other player's holes; 0 for the mover */
    uint8_t holes;
    uint8_t offset;      /* where the first seed falls: 0 the lifted hole, 1 the next */
    uint8_t mover, next; /* the player to move and the one after */
    uint8_t chain;       /* enum tb_chain */
    uint8_t whole_row;   /* enum tb_whole_row */
    bool feeding;
    bool weighed; /* feeding, or a whole row forbidden: a move's outcome says
                     whether it is legal */
    bool plain;   /* none of min_sow > 1, a backward chain, quiet_start, a whole
                     row's exception, feeding: the rules playout.c's fast ways know */
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
    const uint64_t ones = UINT64_C(0x0101010101010101);
    int holes = rules_holes(r);
    int max = r->capture_max < 0 ? 0 : r->capture_max > 63 ? 63 : r->capture_max;
    int least = r->min_sow < 1 ? 1 : r->min_sow > 63 ? 63 : r->min_sow;
    memset(k, 0, sizeof *k);
    /* The even counts 2, 4, ... up to max (none when max < 2). */
    k->capture_counts = UINT64_C(0x5555555555555554) & (UINT64_MAX >> (63 - max));
    k->above = (uint64_t)(0x80 - 1 - max) * ones;
    k->playable = (uint64_t)(0x80 - least) * ones;
    k->own = (uint8_t)holes_of(r, mover);
    k->own_tops = board_tops(k->own);
    k->capture_side =
        (uint8_t)(r->capture_side == TB_CAPTURE_ANY_SIDE ? (1u << holes) - 1 : k->own);
    for (int q = 0; q < r->players && q < TB_MAX_PLAYERS; q++)
        k->rows[q] = q == mover ? 0 : (uint8_t)holes_of(r, q);
    k->holes = (uint8_t)holes;
    k->offset = r->origin_first ? 0 : 1;
    k->mover = (uint8_t)mover;
    k->next = (uint8_t)next_player(r, mover);
    k->next_tops = board_tops(holes_of(r, k->next));
    k->start =
        r->quiet_start && mover == 0 ? (uint64_t)r->seeds_per_hole * board_ones(holes) : UINT64_MAX;
    k->chain = (uint8_t)r->chain;
    k->whole_row = (uint8_t)r->whole_row;
    k->feeding = r->feeding;
    k->weighed = r->feeding || r->whole_row == TB_WHOLE_ROW_FORBIDDEN;
    k->plain = least == 1 && r->chain != TB_CHAIN_BACKWARD && !r->quiet_start &&
               r->whole_row == TB_WHOLE_ROW_TAKEN && !r->feeding;
    k->no_move_ends = r->no_move == TB_NO_MOVE_ENDS;
}

/* The holes among those of `tops` (board_tops) that hold min_sow seeds or
 * more, bit h for hole h. */
static inline unsigned sow_playable(const struct sower *k, uint64_t board, uint64_t tops)
{
    return board_at_least_of(board, k->playable, tops);
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
 * and, in a chain, the unbroken run of them after it (or before it) round
 * the board.  Forward, no branch: that run is the trailing ones of the mask
 * turned round to it.  Backward (Modiar's rare captures), a step a hole. */
static inline unsigned sow_run(const struct sower *k, unsigned takers, int last)
{
    unsigned all = (1u << k->holes) - 1;
    if (k->chain == TB_CHAIN_BACKWARD) {
        unsigned run = 0;
        for (int h = last, n = 0; n < k->holes && (takers >> h & 1); n++) {
            run |= 1u << h;
            h = h ? h - 1 : k->holes - 1;
        }
        return run;
    }
    unsigned turned = (takers >> last | takers << (k->holes - last)) & all;
    unsigned run = turned & ~(turned + 1) & (k->chain == TB_CHAIN_FORWARD ? all : 1u);
    return (run << last | run >> (k->holes - last)) & all;
}

static inline unsigned sow_taken_holes(const struct sower *k, uint64_t board, int last)
{
    return sow_run(k, sow_takers(k, board), last);
}

/* Every byte of the holes in mask set, the others clear. */
static inline uint64_t board_bytes(unsigned holes) { return (board_tops(holes) >> 7) * 0xff; }

/* Would taking the holes `run` from the sown board leave another player,
 * one of whose holes it takes, with no seed at all? */
static inline bool sow_whole_row(const struct sower *k, uint64_t sown, unsigned run)
{
    unsigned stocked = board_nonempty(sown & ~board_bytes(run));
    for (int q = 0; q < TB_MAX_PLAYERS; q++)
        if ((run & k->rows[q]) && !(stocked & k->rows[q]))
            return true;
    return false;
}

/* Why the last seed, in `last` of the sown board, captures or not, for a
 * move from the board `before`. */
static inline enum tb_why sow_judge(const struct sower *k, uint64_t before, uint64_t sown, int last)
{
    int count = board_at(sown, last);
    if (!sow_captures(k, last, count)) {
        if (!(k->capture_side >> last & 1))
            return TB_WHY_OTHER_SIDE;
        return count % 2 ? TB_WHY_ODD : TB_WHY_TOO_MANY;
    }
    if (before == k->start)
        return TB_WHY_FIRST_MOVE;
    if (k->whole_row != TB_WHOLE_ROW_TAKEN &&
        sow_whole_row(k, sown, sow_taken_holes(k, sown, last)))
        return TB_WHY_WHOLE_ROW;
    return TB_WHY_CAPTURE;
}

/* Takes what the last seed, in `last`, captures, and in a chain the holes
 * after (or before) it, from the sown board of a move from `before`;
 * returns the seeds taken.  None on the game's first move where the rules
 * say so, none where a whole row would go and they forbid it. */
static inline int sow_capture(const struct sower *k, uint64_t before, uint64_t *board, int last)
{
    /* Most moves take nothing: one bit test says so. */
    if (!sow_captures(k, last, board_at(*board, last)) || before == k->start)
        return 0;
    unsigned run = sow_taken_holes(k, *board, last);
    if (k->whole_row != TB_WHOLE_ROW_TAKEN && sow_whole_row(k, *board, run))
        return 0;
    uint64_t taken = *board & board_bytes(run);
    *board -= taken;
    return board_seeds(taken);
}

/* The mover's legal moves on board: the holes that hold min_sow seeds or
 * more; where the rules weigh moves, those of them that feed the next
 * player when it has no move (if any does), then those that take no whole
 * row when that is forbidden (if any is left). */
static inline unsigned sow_legal(const struct sower *k, uint64_t board)
{
    unsigned moves = sow_playable(k, board, k->own_tops);
    if (!k->weighed || moves == 0)
        return moves;
    bool starving = k->feeding && sow_playable(k, board, k->next_tops) == 0;
    if (!starving && k->whole_row != TB_WHOLE_ROW_FORBIDDEN)
        return moves;
    unsigned feeds = 0, spares = 0;
    for (unsigned left = moves; left; left &= left - 1) {
        int hole = __builtin_ctz(left), last;
        uint64_t sown = sow_seeds(k, board, hole, &last), after = sown;
        sow_capture(k, board, &after, last);
        if (starving && sow_playable(k, after, k->next_tops))
            feeds |= 1u << hole;
        if (sow_judge(k, board, sown, last) != TB_WHY_WHOLE_ROW)
            spares |= 1u << hole;
    }
    if (feeds)
        moves = feeds;
    if (k->whole_row == TB_WHOLE_ROW_FORBIDDEN && (moves & spares))
        moves &= spares;
    return moves;
}

/* Finishes the mover's move from p, whose seeds are sown: board is p's
 * board after the last seed fell into `last`.  Takes the capture, writes
 * the position after into out (p and out may be the same) and returns the
 * seeds taken. */
static inline int sow_finish(const struct sower *k, const tb_position *p, uint64_t board, int last,
                             tb_position *out)
{
    int taken = sow_capture(k, board_load(p->board), &board, last), mover = k->mover,
        next = k->next;
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

/* The rule for the seeds left when a game ends for reason `end`. */
static inline enum tb_leftover sow_leftover(const tb_rules *r, enum tb_end end)
{
    return end == TB_END_REPETITION ? r->repetition_leftover : r->leftover;
}

/* The seeds in the holes of `player` on board. */
static inline int board_seeds_of(const tb_rules *r, uint64_t board, int player)
{
    return board_seeds(board & board_bytes(holes_of(r, player)));
}

/* The result of a game that ends for reason `end` on board, captured[i]
 * taken by player i: what tb_score works out. */
static inline void sow_score(const tb_rules *r, const uint8_t captured[], uint64_t board,
                             enum tb_end end, tb_result *out)
{
    enum tb_leftover leftover = sow_leftover(r, end);
    memset(out, 0, sizeof *out);
    out->end = end;
    out->left = board_seeds(board);
    out->share = leftover != TB_LEFTOVER_SPLIT ? 0
                 : r->players == 2             ? out->left / 2
                                               : out->left / r->players;
    int best = 0;
    for (int i = 0; i < r->players; i++) {
        out->owned[i] = leftover == TB_LEFTOVER_OWNERS ? board_seeds_of(r, board, i) : 0;
        out->scores[i] = captured[i] + out->share + out->owned[i];
        if (out->scores[i] > out->scores[best])
            best = i;
    }
    out->winner = best;
    for (int i = 0; i < r->players; i++)
        if (i != best && out->scores[i] == out->scores[best])
            out->winner = -1;
}

#endif
