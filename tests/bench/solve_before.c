/*
 * solve_before.c - the solver's layers as they were solved before issue 25
 * (commit 310fd78, src/solver/retro.c), kept for `make bench` to measure
 * the solver against in the same run: each layer's values and plies two
 * bytes a position in one block, exits sorted by key, a ring for the queue.
 * Only the names changed, and before_solve below drives it as
 * solver_prepare drove it then (every layer the start reaches).
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "engine/sow.h"
#include "solve_before.h"
#include "solver/index.h"

enum before_goal { BEFORE_MARGIN, BEFORE_SHARE };
typedef struct before_retro before_retro;

typedef struct before_layer {
    const int8_t *value;
    const uint8_t *plies;
} before_layer;

enum {
    NO_EXIT = INT8_MIN, /* in value while solving: the position captures nothing */
    /* While solving, plies holds OPEN plus the moves of an unsettled
     * position not yet known to lose (margins) or to give t (shares): one
     * byte a position serves both.  PINNED: it ends the game. */
    OPEN = 0x80,
    PINNED = UINT8_MAX,
    PLIES_MAX = OPEN - 1, /* more is never needed (62 at most), and only hurries */
};

static inline bool unsettled(uint8_t plies) { return plies >= OPEN && plies != PINNED; }

struct before_retro {
    const tb_rules *rules;
    board_index index;
    int holes, players, per_player;
    bool passes; /* a player without seeds passes */
    struct sower sowers[TB_MAX_PLAYERS];
    struct sowings sowings;
    /* added[h][s]: the seeds each hole gets when the s seeds of hole h are
     * sown, the lifted hole's own included; lift_first[c] .. lift_last[c]
     * the counts s that put c of them back into the lifted hole (none when
     * first > last), the same for every hole. */
    uint64_t added[TB_MAX_HOLES][TB_MAX_SEEDS + 1];
    uint8_t lift_first[TB_MAX_SEEDS + 1], lift_last[TB_MAX_SEEDS + 1];
};

static before_retro *before_retro_new(const tb_rules *r)
{
    before_retro *rt = calloc(1, sizeof *rt);
    if (!rt)
        return NULL;
    rt->rules = r;
    index_init(&rt->index, r);
    rt->holes = tb_holes(r);
    rt->players = r->players;
    rt->per_player = r->holes_per_player;
    rt->passes = r->no_move == TB_NO_MOVE_PASS;
    for (int p = 0; p < r->players; p++)
        sower_init(&rt->sowers[p], r, p);
    sowings_init(&rt->sowings, r);
    memset(rt->lift_first, UINT8_MAX, sizeof rt->lift_first);
    for (int h = 0; h < rt->holes; h++)
        for (int s = 1; s <= TB_MAX_SEEDS; s++)
            rt->added[h][s] = rt->sowings.sown[h][s] + ((uint64_t)s << (8 * h));
    for (int s = TB_MAX_SEEDS; s >= 1; s--) {
        int back = board_at(rt->added[0][s], 0);
        rt->lift_first[back] = (uint8_t)s;
        if (rt->lift_last[back] == 0)
            rt->lift_last[back] = (uint8_t)s;
    }
    return rt;
}

/* The next board of the layer in number order: raise the last hole but one
 * that has seeds after it, and put all those seeds but one in the last
 * hole.  False after the last board. */
static bool next_board(int holes, uint64_t *board)
{
    int last = holes - 1, after = board_at(*board, last);
    for (int i = last - 1; i >= 0; i--) {
        if (after > 0) {
            uint64_t before = *board & ((UINT64_C(1) << (8 * (i + 1))) - 1); /* holes 0 .. i */
            *board = before + (UINT64_C(1) << (8 * i)) + ((uint64_t)(after - 1) << (8 * last));
            return true;
        }
        after += board_at(*board, i);
    }
    return false;
}

/* The state of one layer's solve. */
struct solve {
    const before_retro *rt;
    enum before_goal goal;
    int seeds;
    uint32_t positions;
    int8_t *value;  /* a position's capture worth, until it is settled */
    uint8_t *plies; /* OPEN and its open moves until it is settled */
    /* The keys (board.h: the board with the player to move in its spare
     * bits) of the positions settled and not yet gone back from, in a ring
     * of `room` (a power of two), from head to tail. */
    uint64_t *queue;
    size_t head, tail, room;
    /* The keys of the positions with a capture by its worth w, in every
     * layer but the largest (where they would add to the peak of memory,
     * and are found by a scan instead):
     * by_exit[first[w+seeds] .. first[w+seeds+1]). */
    uint64_t *by_exit;
    uint32_t exit_first[2 * TB_MAX_SEEDS + 2];
    bool short_of_memory;
};

/* What a capture of c seeds by `mover` is worth, the position it leads to
 * being worth `after` in its own table. */
static inline int capture_worth(enum before_goal goal, int mover, int c, int after)
{
    if (goal == BEFORE_MARGIN)
        return c - after; /* the other player moves next */
    return (mover == 0 ? c : 0) + after;
}

/* Counts the moves of the position x, (board, mover), and puts the worth
 * of its best capture in value[x]: the most for the player to move when
 * margins are counted or player 1 moves, the least when another moves. */
static inline __attribute__((always_inline)) void forward(struct solve *s,
                                                          const before_layer *tables,
                                                          uint64_t board, int mover, uint32_t x,
                                                          int holes)
{
    const before_retro *rt = s->rt;
    const struct sower *k = &rt->sowers[mover];
    unsigned legal = sow_legal(k, board);
    s->value[x] = NO_EXIT;
    s->plies[x] = OPEN;
    if (sow_end(board, legal, k->no_move_ends) != TB_END_NONE)
        return; /* no move: never in W_t or L_t */
    if (legal == 0) {
        s->plies[x] = OPEN + 1; /* the pass */
        return;
    }
    bool most = s->goal == BEFORE_MARGIN || mover == 0, exits = false;
    int best = 0, moves = 0;
    for (unsigned left = legal; left; left &= left - 1) {
        int hole = __builtin_ctz(left), last;
        uint64_t after = sowings_sow(&rt->sowings, board, hole, &last);
        int c = sow_capture(k, board, &after, last);
        if (c == 0) {
            moves++;
            continue;
        }
        int below = s->seeds - c;
        uint32_t y = index_rank_in(&rt->index, after, holes) * (uint32_t)rt->players + k->next;
        int worth = capture_worth(s->goal, mover, c, tables[below].value[y]);
        if (!exits || (most ? worth > best : worth < best))
            best = worth;
        exits = true;
    }
    s->plies[x] = (uint8_t)(OPEN + moves + exits); /* the captures count as one move: the best */
    if (exits)
        s->value[x] = (int8_t)best;
}

/* Every position's moves, board after board. */
static inline __attribute__((always_inline)) void forward_all(struct solve *s,
                                                              const before_layer *tables, int holes)
{
    const before_retro *rt = s->rt;
    uint64_t board = (uint64_t)s->seeds << (8 * (holes - 1)); /* the first board */
    uint32_t x = 0;
    do {
        for (int mover = 0; mover < rt->players; mover++, x++)
            forward(s, tables, board, mover, x, holes);
    } while (next_board(holes, &board));
}

/* The index of the position of a key, in a solve. */
static inline __attribute__((always_inline)) uint32_t key_index(const struct solve *s, uint64_t key,
                                                                int holes)
{
    return index_rank_in(&s->rt->index, key & ~(uint64_t)0xc0, holes) * (uint32_t)s->rt->players +
           (uint32_t)(key >> 6 & 3);
}

/* A queue entry: a key, and in free bits of it (the top two of bytes 1 to
 * 4) the plies of its position and whether its value is negative, so that
 * going back from it needs no look-up. */
static const uint64_t ENTRY_BITS = UINT64_C(0xc0c0c0c000);

static inline uint64_t entry_of(uint64_t key, unsigned plies, bool negative)
{
    uint64_t e = plies | (unsigned)negative << 7;
    return key | (e & 3) << 14 | (e >> 2 & 3) << 22 | (e >> 4 & 3) << 30 | (e >> 6 & 3) << 38;
}

static inline unsigned entry_byte(uint64_t entry)
{
    return (unsigned)((entry >> 14 & 3) | (entry >> 22 & 3) << 2 | (entry >> 30 & 3) << 4 |
                      (entry >> 38 & 3) << 6);
}

/* The key of position x of the layer (the captures' positions are kept by
 * number: half the memory of keys). */
static inline __attribute__((always_inline)) uint64_t key_of(const struct solve *s, uint32_t x,
                                                             int holes)
{
    const board_index *ix = &s->rt->index;
    uint32_t players = (uint32_t)s->rt->players, rank = x / players;
    int rem = s->seeds, last = holes - 1;
    uint64_t board = 0;
    /* Hole by hole: the boards that hold b in it come after those that
     * hold less, ways[rem - b][holes after it] of each b (few, mostly). */
    for (int h = 0; h < last; h++) {
        const uint32_t(*ways)[TB_MAX_HOLES + 1] = ix->ways;
        int k = last - h, b = 0;
        while (rank >= ways[rem - b][k]) {
            rank -= ways[rem - b][k];
            b++;
        }
        board |= (uint64_t)b << (8 * h);
        rem -= b;
    }
    board |= (uint64_t)rem << (8 * last);
    return board_key(board, (int)(x % players));
}

static void settle(struct solve *s, uint32_t x, uint64_t key, int value, unsigned plies)
{
    s->value[x] = (int8_t)value;
    s->plies[x] = (uint8_t)(plies < PLIES_MAX ? plies : PLIES_MAX);
    if (s->tail - s->head == s->room) { /* full: twice the ring, in order */
        uint64_t *queue = malloc(2 * s->room * sizeof *queue);
        if (!queue) {
            s->short_of_memory = true;
            return;
        }
        for (size_t i = 0; i < s->room; i++)
            queue[i] = s->queue[(s->head + i) & (s->room - 1)];
        free(s->queue);
        s->queue = queue;
        s->head = 0;
        s->tail = s->room;
        s->room *= 2;
    }
    s->queue[s->tail++ & (s->room - 1)] = entry_of(key, s->plies[x], value < 0);
}

/* One position, key, that moves to a position settled at `value` with
 * `plies`: settled too, or one more of its moves known. */
static inline __attribute__((always_inline)) void reached(struct solve *s, uint64_t key, int value,
                                                          unsigned plies, int holes)
{
    uint32_t y = key_index(s, key, holes);
    if (!unsettled(s->plies[y]))
        return;
    if (s->goal == BEFORE_MARGIN) {
        /* Lost there: y wins by moving there.  Won: one more losing move. */
        if (value < 0 || --s->plies[y] == OPEN)
            settle(s, y, key, -value, plies);
    } else if ((key >> 6 & 3) == 0 || --s->plies[y] == OPEN) {
        settle(s, y, key, value, plies); /* player 1 picks one move; the others must all */
    }
}

/* Every position that moves to the position of key, settled, without a
 * capture: the player before played one of its holes h, which held s
 * seeds, where s puts back into h the seeds h holds now; the board before
 * is this one less the seeds sown, if no hole had fewer, and the move
 * captured nothing.  Or, where players pass, it passed. */
static inline __attribute__((always_inline)) void predecessors(struct solve *s, uint64_t entry,
                                                               int t, int holes)
{
    uint64_t key = entry & ~ENTRY_BITS;
    const before_retro *rt = s->rt;
    const uint64_t tops = UINT64_C(0x8080808080808080);
    uint64_t board = key & ~(uint64_t)0xc0;
    int mover = (int)(key >> 6 & 3), player = mover == 0 ? rt->players - 1 : mover - 1;
    unsigned byte = entry_byte(entry), plies = (byte & PLIES_MAX) + 1u;
    int value = byte >> 7 ? -t : t;
    const struct sower *k = &rt->sowers[player];
    if (rt->passes && sow_legal(k, board) == 0 && board != 0)
        reached(s, board_key(board, player), value, plies, holes);
    unsigned takers = sow_takers(k, board);
    for (int h = player * rt->per_player; h < (player + 1) * rt->per_player; h++) {
        int back = board_at(board, h);
        for (int lifted = rt->lift_first[back]; lifted <= rt->lift_last[back] && lifted <= s->seeds;
             lifted++) {
            uint64_t before = (board | tops) - rt->added[h][lifted];
            if ((before & tops) != tops)
                break; /* a hole had fewer seeds than the move put there: so for more */
            if (takers >> rt->sowings.last[h][lifted] & 1)
                continue; /* that move captured: it led elsewhere */
            before = (before & ~tops) + ((uint64_t)lifted << (8 * h));
            reached(s, board_key(before, player), value, plies, holes);
        }
    }
}

/* A position x still unsettled whose best capture is worth +-t: settled
 * by it, or one more of its moves known. */
static inline __attribute__((always_inline)) void exit_at(struct solve *s, uint32_t x, uint64_t key,
                                                          int t, int holes)
{
    int worth = (int)s->value[x];
    if (!unsettled(s->plies[x]) || (worth != t && (worth != -t || s->goal != BEFORE_MARGIN)))
        return;
    bool one = worth > 0 && (s->goal == BEFORE_MARGIN || x % (uint32_t)s->rt->players == 0);
    if (one || --s->plies[x] == OPEN)
        settle(s, x, key ? key : key_of(s, x, holes), worth, 1);
}

/* Sorts the positions with a capture by its worth; false when memory is
 * short. */
static inline __attribute__((always_inline)) bool sort_exits(struct solve *s, int holes)
{
    uint32_t *first = s->exit_first, total = 0;
    memset(first, 0, sizeof s->exit_first);
    for (uint32_t x = 0; x < s->positions; x++)
        if (s->value[x] != NO_EXIT) {
            first[s->value[x] + s->seeds + 1]++;
            total++;
        }
    for (int w = 0; w <= 2 * s->seeds; w++)
        first[w + 1] += first[w];
    if (!(s->by_exit = malloc((total ? total : 1) * sizeof *s->by_exit)))
        return false;
    uint64_t board = (uint64_t)s->seeds << (8 * (holes - 1));
    uint32_t x = 0;
    do {
        for (int mover = 0; mover < s->rt->players; mover++, x++)
            if (s->value[x] != NO_EXIT)
                s->by_exit[first[s->value[x] + s->seeds]++] = board_key(board, mover);
    } while (next_board(holes, &board));
    /* Placing moved each first[w] to where w+1's positions begin. */
    memmove(first + 1, first, (size_t)(2 * s->seeds + 1) * sizeof *first);
    first[0] = 0;
    return true;
}

/* Every position with a capture worth +-t, from the sorted ones, or by a
 * scan of the worths waiting in value[], eight at a time (a byte is t or
 * -t where the word xor t*ones, or -t*ones, has a zero byte: the test may
 * also flag a byte after one, never miss one). */
static inline __attribute__((always_inline)) void exits_at(struct solve *s, int t, int holes)
{
    if (s->by_exit) {
        for (int w = t; w >= -t; w -= 2 * t)
            for (uint32_t i = s->exit_first[w + s->seeds]; i < s->exit_first[w + s->seeds + 1]; i++)
                exit_at(s, key_index(s, s->by_exit[i], holes), s->by_exit[i], t, holes);
        return;
    }
    const uint64_t ones = UINT64_C(0x0101010101010101), tops = ones << 7;
    uint64_t won = (uint64_t)t * ones, lost = (uint64_t)(uint8_t)-t * ones;
    uint32_t x = 0;
    for (; x + 8 <= s->positions; x += 8) {
        uint64_t w;
        memcpy(&w, s->value + x, sizeof w);
        uint64_t a = w ^ won, b = w ^ lost;
        uint64_t zero = ((a - ones) & ~a & tops) | ((b - ones) & ~b & tops);
        for (; zero; zero &= zero - 1)
            exit_at(s, x + (uint32_t)(__builtin_ctzll(zero) / 8), 0, t, holes);
    }
    for (; x < s->positions; x++)
        exit_at(s, x, 0, t, holes);
}

/* Everything found at threshold t, from the captures worth exactly t (and
 * -t for margins; larger ones were found at higher thresholds) back
 * through the layer. */
static inline __attribute__((always_inline)) void threshold(struct solve *s, int t, int holes)
{
    exits_at(s, t, holes);
    while (s->head < s->tail && !s->short_of_memory)
        predecessors(s, s->queue[s->head++ & (s->room - 1)], t, holes);
}

/* One layer, for a constant count of holes: the compiler makes a loop of
 * each without a count to test. */
static inline __attribute__((always_inline)) int
solve_layer(const before_retro *rt, enum before_goal goal, const before_layer *tables, int seeds,
            const uint32_t *pins, int npins, int8_t *value, uint8_t *plies, int holes)
{
    struct solve s = {
        .rt = rt,
        .goal = goal,
        .seeds = seeds,
        .positions = index_positions(&rt->index, seeds),
        .value = value,
        .plies = plies,
        .room = 1024,
    };
    s.queue = malloc(s.room * sizeof *s.queue);
    bool ok = s.queue != NULL;
    if (ok) {
        forward_all(&s, tables, holes);
        int total = tb_total_seeds(rt->rules);
        if (seeds + 2 <= total)
            ok = sort_exits(&s, holes);
    }
    if (ok) {
        /* A pinned position counts as settled, at 0, so nothing settles it. */
        for (int i = 0; i < npins; i++)
            plies[pins[i]] = PINNED;
        for (int t = seeds; t >= 1 && !s.short_of_memory; t--)
            threshold(&s, t, holes);
        ok = !s.short_of_memory;
        /* What nothing settled is a draw: its captures are not its value. */
        for (uint32_t x = 0; x < s.positions; x++)
            if (plies[x] >= OPEN) {
                value[x] = 0;
                plies[x] = 0;
            }
    }
    free(s.queue);
    free(s.by_exit);
    return ok ? TB_OK : TB_ENOMEM;
}

static int before_retro_solve(const before_retro *rt, enum before_goal goal,
                              const before_layer *tables, int seeds, const uint32_t *pins,
                              int npins, int8_t *value, uint8_t *plies)
{
    switch (rt->holes) { /* Tihbat's, Bakuk's, the others */
    case 4: return solve_layer(rt, goal, tables, seeds, pins, npins, value, plies, 4);
    case 6: return solve_layer(rt, goal, tables, seeds, pins, npins, value, plies, 6);
    default: return solve_layer(rt, goal, tables, seeds, pins, npins, value, plies, rt->holes);
    }
}

int before_solve(const tb_rules *r)
{
    before_retro *rt = before_retro_new(r);
    if (!rt)
        return TB_ENOMEM;
    enum before_goal goal = r->players == 2 ? BEFORE_MARGIN : BEFORE_SHARE;
    int top = tb_total_seeds(r);
    size_t size = 0, value_at[TB_MAX_SEEDS + 1], plies_at[TB_MAX_SEEDS + 1];
    for (int k = top % 2; k <= top; k += 2) {
        value_at[k] = size;
        size += index_positions(&rt->index, k);
    }
    for (int k = top % 2; k <= top; k += 2) {
        plies_at[k] = size;
        size += index_positions(&rt->index, k);
    }
    uint8_t *block = calloc(size ? size : 1, 1); /* fresh pages: zero for nothing */
    int status = block ? TB_OK : TB_ENOMEM;
    before_layer tables[TB_MAX_SEEDS + 1];
    for (int k = top % 2; k <= top && status == TB_OK; k += 2) {
        tables[k] = (before_layer){(const int8_t *)(block + value_at[k]), block + plies_at[k]};
        status = before_retro_solve(rt, goal, tables, k, NULL, 0, (int8_t *)(block + value_at[k]),
                                    block + plies_at[k]);
    }
    free(block);
    free(rt);
    return status;
}
