/*
 * naive.c - the plain implementation the engine is compared with (naive.h).
 * Written as one would at first: no tricks, but no waste either, so that
 * the comparison measures the engine's design and not a straw man.
 */
#include <stdlib.h>
#include <string.h>

#include "naive.h"

struct seen {
    int board[TB_MAX_HOLES];
    int to_move;
};

struct naive_game {
    const tb_rules *rules;
    int holes;
    int board[TB_MAX_HOLES];
    int captured[TB_MAX_PLAYERS];
    int to_move;
    struct seen *seen; /* the positions since the last capture */
    int nseen, capacity;
    tb_result result; /* result.end is TB_END_NONE while playing */
};

naive_game *naive_new(const tb_rules *r)
{
    naive_game *n = calloc(1, sizeof *n);
    if (!n)
        return NULL;
    n->rules = r;
    n->holes = 2 * r->holes_per_row;
    n->capacity = 64;
    n->seen = malloc(sizeof *n->seen * (size_t)n->capacity);
    if (!n->seen) {
        free(n);
        return NULL;
    }
    naive_reset(n);
    return n;
}

void naive_free(naive_game *n)
{
    if (n)
        free(n->seen);
    free(n);
}

/* Remembers the current position; false when out of memory. */
static bool remember(naive_game *n)
{
    if (n->nseen == n->capacity) {
        size_t capacity = n->capacity ? 2 * (size_t)n->capacity : 64;
        struct seen *more = realloc(n->seen, sizeof *more * capacity);
        if (!more)
            return false;
        n->seen = more;
        n->capacity = (int)capacity;
    }
    memcpy(n->seen[n->nseen].board, n->board, sizeof n->board);
    n->seen[n->nseen].to_move = n->to_move;
    n->nseen++;
    return true;
}

static bool repeats(const naive_game *n)
{
    for (int i = 0; i < n->nseen; i++)
        if (n->seen[i].to_move == n->to_move &&
            memcmp(n->seen[i].board, n->board, sizeof n->board) == 0)
            return true;
    return false;
}

void naive_reset(naive_game *n)
{
    for (int h = 0; h < TB_MAX_HOLES; h++)
        n->board[h] = h < n->holes ? n->rules->seeds_per_hole : 0;
    memset(n->captured, 0, sizeof n->captured);
    n->to_move = 0;
    n->nseen = 0;
    n->result.end = TB_END_NONE;
    remember(n); /* the first slot is always there */
}

static bool owns(const naive_game *n, int player, int hole)
{
    return hole / n->rules->holes_per_player == player;
}

unsigned naive_moves(const naive_game *n)
{
    unsigned moves = 0;
    if (n->result.end != TB_END_NONE)
        return 0;
    for (int h = 0; h < n->holes; h++)
        if (owns(n, n->to_move, h) && n->board[h] > 0)
            moves |= 1u << h;
    return moves;
}

bool naive_over(const naive_game *n) { return n->result.end != TB_END_NONE; }
const tb_result *naive_result(const naive_game *n) { return &n->result; }

/* Does the mover take hole h, as it now stands? */
static bool takes(const naive_game *n, int mover, int h)
{
    int count = n->board[h];
    if (n->rules->capture_side == TB_CAPTURE_OWN_SIDE && !owns(n, mover, h))
        return false;
    return count >= 2 && count <= n->rules->capture_max && count % 2 == 0;
}

static void finish(naive_game *n, enum tb_end end)
{
    tb_result *res = &n->result;
    const tb_rules *r = n->rules;
    res->end = end;
    res->left = 0;
    for (int h = 0; h < n->holes; h++)
        res->left += n->board[h];
    res->share = r->leftover == TB_LEFTOVER_SPLIT ? res->left / r->players : 0;
    int best = 0;
    for (int i = 0; i < r->players; i++) {
        res->scores[i] = n->captured[i] + res->share;
        if (res->scores[i] > res->scores[best])
            best = i;
    }
    res->winner = best;
    for (int i = 0; i < r->players; i++)
        if (i != best && res->scores[i] == res->scores[best])
            res->winner = -1;
}

bool naive_play(naive_game *n, int hole)
{
    const tb_rules *r = n->rules;
    int mover = n->to_move, taken = 0;
    if (hole != TB_PASS) {
        int seeds = n->board[hole], h = r->origin_first ? hole : (hole + 1) % n->holes, last = h;
        n->board[hole] = 0;
        for (; seeds > 0; seeds--) {
            n->board[h]++;
            last = h;
            h = (h + 1) % n->holes;
        }
        /* The chain stops at the landing hole at the latest: it is empty. */
        for (h = last; takes(n, mover, h); h = (h + 1) % n->holes) {
            taken += n->board[h];
            n->board[h] = 0;
            if (r->chain == TB_CHAIN_NONE)
                break;
        }
        n->captured[mover] += taken;
    }
    n->to_move = (mover + 1) % r->players;

    if (taken > 0) {
        n->nseen = 0;
    } else if (repeats(n)) {
        finish(n, TB_END_REPETITION);
        return true;
    }
    bool empty = true, can_move = false;
    for (int h = 0; h < n->holes; h++) {
        empty = empty && n->board[h] == 0;
        can_move = can_move || (owns(n, n->to_move, h) && n->board[h] > 0);
    }
    if (empty)
        finish(n, TB_END_ALL_CAPTURED);
    else if (!can_move && r->no_move == TB_NO_MOVE_ENDS)
        finish(n, TB_END_NO_MOVES);
    return remember(n);
}
