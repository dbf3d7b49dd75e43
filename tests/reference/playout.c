/*
 * playout.c - the playouts as they were before issue 25 (commit 310fd78,
 * src/engine/playout.c), with issue 26's sowing through the engine's core
 * for the rules their fast ways do not know (Modiar's; commit baac95b),
 * kept whole: the tests prove the engine's playouts equal to them game by
 * game, and `make bench` measures the engine's against them in the same
 * run.  A small game walks a table of every position reachable from the
 * start, next[2i + bit]; a larger one sows on the board word; a batch
 * interleaves several games.  Only the names changed (before_playout_*).
 */
#include <stdlib.h>
#include <string.h>

#include "engine/sow.h"
#include "playout.h"

/* The plies and their loops are made once for each way of playing, inlined
 * so that the way is a constant, where the compiler optimises; without
 * optimisation (a debugging build) once, so that every branch a count sees is
 * one that some test can take. */
#ifdef __OPTIMIZE__
#define LOOP inline __attribute__((always_inline))
#else
#define LOOP
#endif

enum {
    TABLE_MAX = 1 << 15, /* positions a table holds: twice an index fits 16 bits */
    /* Walking the table, a lane's `captured` holds the seeds each of the two
     * players took, player p's from bit 6p (63 at most), and above them
     * the number of its window: a move's gain[] adds both at once. */
    TABLE_PLAYER_BITS = 6,
    TABLE_WINDOW_SHIFT = 12,
    /* Games at a time in a batch, as measured best (docs/performance.md):
     * more lanes hide more latency, but spill more to memory. */
    TABLE_LANES = 4,
    BOARD_LANES = 2,
    LANES_MAX = 8,
    SET_FIRST_BITS = 4, /* 16 slots: a set grows to what its games need, and keeps it */
    NO_GAME_YET = -2,   /* a lane's game before its first */
};

/* One slot of a board lane's set: a position key and the window it was
 * seen in (0: never). */
struct slot {
    uint64_t key;
    uint32_t window;
};

/* What a lane keeps from one call to the next: where it stamps the
 * positions it sees, and the number of its last window, so that no stamp
 * of an earlier game can pass for one of this window. */
struct lane_memory {
    uint32_t window;
    uint8_t *seen;      /* walking the table: each position's last window, a byte */
    struct slot *slots; /* sowing the board: a hash set, at most half full */
    int set_bits;
};

/* One game being played: in a loop's local variables, where nothing the
 * plies store can alias it. */
struct lane {
    int game; /* its number in the batch; -1 when it plays for nothing */
    int plies;
    uint32_t captured; /* seeds taken since the start (capture_of) */
    uint64_t random;   /* the random state, and the bits not used yet */
    uint64_t bits;
    uint32_t window; /* the stretch since the last capture */
    uint32_t at;     /* walking the table: twice the index of the position */
    uint8_t *seen;
    uint64_t board; /* sowing the board: the position, the player to move */
    const struct side *side;
    unsigned legal; /* and its legal moves */
    struct slot *slots;
    int set_bits;
    int set_room; /* plies before the set may be half full */
};

/* One player's move as a board lane plays it (see struct sower). */
struct side {
    uint64_t own_tops, above, capture_counts;
    uint64_t key; /* the mover's bits in a position key */
    const struct side *next;
    uint8_t mover, capture_side, shift; /* shift: where its captures add up */
    bool no_move_ends;
};

struct before_playout {
    const tb_rules *rules;
    tb_position start;
    enum tb_end start_end; /* the start itself may end the game */
    int bits_per_ply;      /* b of tihbat.h */
    bool table;
    bool general; /* the board is sown through the engine's core (general_ply) */
    struct lane_memory lanes[LANES_MAX];

    /* The table of positions reachable from the start, the ones that end
     * the game last: next[2i + u] is twice the index of the position that
     * move u leads to, gain[2i + u] what it adds to a lane's `captured`. */
    uint32_t positions, ends_from; /* ends_from: twice the first ending index */
    uint16_t *next, *gain;
    uint64_t *boards;
    uint8_t *movers;

    /* Sowing the board: each side's move, every sowing, and in tables
     * what takes a few steps to work out: pick[m][i] is the i-th move of
     * the mask m, and moves[m] how many it holds; spread[m << shift | v]
     * the move v of tihbat.h's choice among them; run[last][takers] the
     * holes a capture empties (sow_run), bytes[holes] their bytes. */
    struct sower sowers[TB_MAX_PLAYERS];
    struct side sides[TB_MAX_PLAYERS];
    struct sowings sowings;
    uint8_t moves[1u << TB_MAX_HOLES];
    uint8_t pick[1u << TB_MAX_HOLES][TB_MAX_HOLES];
    unsigned spread_size; /* S of tihbat.h */
    uint8_t *spread;
    uint8_t run[TB_MAX_HOLES][1u << TB_MAX_HOLES];
    uint64_t bytes[1u << TB_MAX_HOLES];
};

/* ---- Building the table ---- */

/* The positions found so far, by key, while the table is built. */
struct finder {
    uint64_t *keys; /* key + 1; 0 for an empty slot */
    uint32_t *index;
    int bits;
};

static uint64_t hash_key(uint64_t key) { return key * UINT64_C(0x9E3779B97F4A7C15); }

/* The index of key; a new key gets `fresh`, and *added says so. */
static uint32_t find(struct finder *f, uint64_t key, uint32_t fresh, bool *added)
{
    size_t mask = ((size_t)1 << f->bits) - 1, i = (size_t)(hash_key(key) >> (64 - f->bits));
    while (f->keys[i] != 0 && f->keys[i] != key + 1)
        i = (i + 1) & mask;
    *added = f->keys[i] == 0;
    if (*added) {
        f->keys[i] = key + 1;
        f->index[i] = fresh;
    }
    return f->index[i];
}

/* The position a move leads to, and the seeds it takes. */
static uint64_t child_of(const before_playout *po, uint64_t board, int mover, int move,
                         int *mover_after, int *taken)
{
    const struct sower *k = &po->sowers[mover];
    *mover_after = k->next;
    *taken = 0;
    if (move == TB_PASS)
        return board;
    int last;
    uint64_t before = board;
    board = sowings_sow(&po->sowings, board, move, &last);
    *taken = sow_capture(k, before, &board, last);
    return board;
}

static enum tb_end end_of(const before_playout *po, uint64_t board, int mover)
{
    const struct sower *k = &po->sowers[mover];
    return sow_end(board, sow_legal(k, board), k->no_move_ends);
}

/* Finds every position reachable from the start, breadth first, with its
 * moves; then numbers the ones that end the game last.  False when they
 * are too many, or memory is short: the board is sown then. */
static bool table_build(before_playout *po)
{
    const tb_rules *r = po->rules;
    if (r->players != 2 || r->holes_per_player > 2)
        return false;
    struct finder f = {.bits = 16}; /* twice TABLE_MAX: at most half full */
    f.keys = calloc((size_t)1 << f.bits, sizeof *f.keys);
    f.index = malloc(sizeof *f.index << f.bits);
    uint64_t *boards = malloc(TABLE_MAX * sizeof *boards);
    uint8_t *movers = malloc(TABLE_MAX);
    uint32_t(*child)[2] = malloc(TABLE_MAX * sizeof *child);
    uint16_t(*gain)[2] = malloc(TABLE_MAX * sizeof *gain);
    uint32_t *number = malloc(TABLE_MAX * sizeof *number);
    bool ok = f.keys && f.index && boards && movers && child && gain && number, added;
    uint32_t n = 0, ends = 0;
    if (ok) {
        boards[0] = board_load(po->start.board);
        movers[0] = po->start.to_move;
        find(&f, board_key(boards[0], movers[0]), n++, &added);
    }
    for (uint32_t i = 0; ok && i < n; i++) {
        bool ending = end_of(po, boards[i], movers[i]) != TB_END_NONE;
        unsigned legal = sow_legal(&po->sowers[movers[i]], boards[i]);
        ends += ending;
        for (int u = 0; u < 2; u++) {
            child[i][u] = i;
            gain[i][u] = 0;
            if (ending)
                continue;
            /* With one move, or a pass, both bits play it. */
            int move = legal == 0 ? TB_PASS : po->pick[legal][u * po->moves[legal] / 2];
            int mover, taken;
            uint64_t board = child_of(po, boards[i], movers[i], move, &mover, &taken);
            child[i][u] = find(&f, board_key(board, mover), n, &added);
            gain[i][u] = (uint16_t)((unsigned)taken << (TABLE_PLAYER_BITS * movers[i]) |
                                    (taken ? 1u << TABLE_WINDOW_SHIFT : 0));
            if (added && n == TABLE_MAX) {
                ok = false;
                break;
            }
            if (added) {
                boards[n] = board;
                movers[n++] = (uint8_t)mover;
            }
        }
    }
    if (ok) {
        po->positions = n;
        po->ends_from = 2 * (n - ends);
        po->next = malloc(2 * (size_t)n * sizeof *po->next);
        po->gain = malloc(2 * (size_t)n * sizeof *po->gain);
        po->boards = malloc(n * sizeof *po->boards);
        po->movers = malloc(n);
        ok = po->next && po->gain && po->boards && po->movers;
        for (int l = 0; ok && l < TABLE_LANES; l++)
            ok = (po->lanes[l].seen = calloc(2 * (size_t)n, 1)) != NULL;
    }
    if (ok) {
        uint32_t going = 0, ending = n - ends;
        for (uint32_t i = 0; i < n; i++)
            number[i] = end_of(po, boards[i], movers[i]) == TB_END_NONE ? going++ : ending++;
        for (uint32_t i = 0; i < n; i++) {
            uint32_t x = number[i];
            po->boards[x] = boards[i];
            po->movers[x] = movers[i];
            for (int u = 0; u < 2; u++) {
                po->next[2 * x + (uint32_t)u] = (uint16_t)(2 * number[child[i][u]]);
                po->gain[2 * x + (uint32_t)u] = gain[i][u];
            }
        }
    }
    free(f.keys);
    free(f.index);
    free(boards);
    free(movers);
    free(child);
    free(gain);
    free(number);
    return ok;
}

/* ---- Playing ---- */

/* What the plies read, copied out of the playout into the loop's locals. */
struct tables {
    const before_playout *po;
    const uint16_t *next, *gain;
    uint32_t ends_from, positions;
    const struct side *sides;
    const struct sowings *sowings;
    const uint8_t *spread;
    uint64_t spread_size;
    const uint8_t (*run)[1u << TB_MAX_HOLES];
    const uint64_t *bytes;
};

/* A new window: the stamps of every earlier one stop counting.  The
 * number wraps (a byte on the table, 32 bits in a set), and wrapping
 * clears what it stamped. */
static LOOP void new_window(const struct tables *t, struct lane *l)
{
    l->window++;
    if (l->seen && (uint8_t)l->window == 0) {
        memset(l->seen, 0, 2 * (size_t)t->positions);
        l->window++;
    } else if (l->slots && l->window == 0) {
        memset(l->slots, 0, sizeof *l->slots << l->set_bits);
        l->window++;
    }
    if (l->slots)
        l->set_room = 1 << (l->set_bits - 1);
}

/* Adds key to the set of this window; tells whether it was there. */
static inline bool set_insert(struct slot *slots, int bits, uint32_t window, uint64_t key)
{
    size_t mask = ((size_t)1 << bits) - 1, i = (size_t)(hash_key(key) >> (64 - bits));
    while (slots[i].window == window && slots[i].key != key)
        i = (i + 1) & mask;
    bool seen = slots[i].window == window;
    slots[i].key = key;
    slots[i].window = window;
    return seen;
}

/* A set twice the size of `old`, with the keys of this window; NULL when
 * memory is short (old is kept then). */
static struct slot *set_grow(struct slot *old, int bits, uint32_t window)
{
    struct slot *slots = calloc((size_t)2 << bits, sizeof *slots);
    if (!slots)
        return NULL;
    for (size_t i = 0; i < (size_t)1 << bits; i++)
        if (old[i].window == window)
            set_insert(slots, bits + 1, window, old[i].key);
    free(old);
    return slots;
}

/* How a loop plays: through the table, or sowing the board with one
 * random bit a ply (players of at most two holes) or 32, the fast way or
 * through the engine's core (general_ply).  Each loop is made for one of
 * them: the compiler sees a constant. */
enum mode { TABLE, BOARD_BIT, BOARD_WORD, GENERAL_BIT, GENERAL_WORD };

static inline bool wide(enum mode mode) { return mode == BOARD_WORD || mode == GENERAL_WORD; }
static inline int bits_of(enum mode mode) { return wide(mode) ? 32 : 1; }
/* A row of the spread table: S is at most 2 with one bit a ply, and at
 * most lcm(1 .. 8) = 840 otherwise. */
static inline int spread_shift(enum mode mode) { return wide(mode) ? 10 : 1; }

/* The next b bits of the lane's random words. */
static LOOP uint64_t random_bits(struct lane *l, enum mode mode)
{
    int b = bits_of(mode);
    if (((unsigned)l->plies & (64u / (unsigned)b - 1)) == 0)
        l->bits = tb_random_next(&l->random);
    uint64_t u = l->bits & ((UINT64_C(1) << b) - 1);
    l->bits >>= b;
    return u;
}

static LOOP void lane_start(const struct tables *t, struct lane *l, int game)
{
    const before_playout *po = t->po;
    if (po->table && l->game != NO_GAME_YET) /* the window of its last game */
        l->window = l->captured >> TABLE_WINDOW_SHIFT;
    l->game = game;
    l->plies = 0;
    l->captured = 0;
    new_window(t, l);
    if (po->table) {
        l->at = 0; /* the start is position 0 */
        l->captured = l->window << TABLE_WINDOW_SHIFT;
        l->seen[0] = (uint8_t)l->window;
    } else {
        l->board = board_load(po->start.board);
        l->side = &t->sides[po->start.to_move];
        l->legal = sow_legal(&po->sowers[po->start.to_move], l->board);
        set_insert(l->slots, l->set_bits, l->window, l->board | l->side->key);
        l->set_room--;
    }
}

/* One ply through the table; true when the game is over. */
static LOOP bool table_ply(const struct tables *t, struct lane *l)
{
    uint32_t entry = l->at | (uint32_t)random_bits(l, TABLE);
    uint32_t at = t->next[entry];
    l->at = at;
    l->captured += t->gain[entry];
    l->plies++;
    uint8_t window = (uint8_t)(l->captured >> TABLE_WINDOW_SHIFT);
    if (__builtin_expect(window == 0, 0)) { /* round in its byte: clear the stamps */
        memset(l->seen, 0, 2 * (size_t)t->positions);
        l->captured += 1u << TABLE_WINDOW_SHIFT;
        window = 1;
    }
    bool again = l->seen[at] == window;
    l->seen[at] = window;
    return again | (at >= t->ends_from);
}

/* After a ply that left `board`, side k to move, whose moves the lane
 * holds: the position noted in the set of this window (grown when due).
 * 1 when the game is over, 0 when it goes on, -TB_ENOMEM when the set
 * could not grow. */
static LOOP int lane_record(struct lane *l, uint64_t board, const struct side *k)
{
    if (--l->set_room == 0) { /* so many plies without a capture: grow */
        struct slot *slots = set_grow(l->slots, l->set_bits, l->window);
        if (!slots)
            return -TB_ENOMEM;
        l->slots = slots;
        l->set_room = 1 << (l->set_bits - 1);
        l->set_bits++;
    }
    bool again = set_insert(l->slots, l->set_bits, l->window, board | k->key);
    return again | (board == 0) | (k->no_move_ends & (l->legal == 0));
}

/* One ply on the board: 1 when the game is over, 0 when it goes on, or
 * -TB_ENOMEM when its set could not grow.  Most plies take nothing: one
 * bit test says so, and the chain of a capture costs no branch. */
static LOOP int board_ply(const struct tables *t, struct lane *l, enum mode mode)
{
    const struct side *k = l->side;
    uint64_t u = random_bits(l, mode), board = l->board;
    if (l->legal) { /* else the player passes */
        unsigned v = (unsigned)(u * t->spread_size >> bits_of(mode)), legal = l->legal;
        int last, hole = t->spread[legal << spread_shift(mode) | v];
        board = sowings_sow(t->sowings, board, hole, &last);
        if (__builtin_expect(
                (k->capture_counts >> board_at(board, last) & k->capture_side >> last & 1) != 0,
                0)) {
            uint64_t gone =
                board & t->bytes[t->run[last][board_takers(board, k->above, k->capture_side)]];
            board -= gone;
            l->captured += (uint32_t)board_seeds(gone) << k->shift;
            new_window(t, l);
        }
    }
    l->board = board;
    l->plies++;
    l->side = k = k->next;
    l->legal = board_nonempty_of(board, k->own_tops);
    return lane_record(l, board, k);
}

/* The same through the engine's core, for the rules the fast way does not
 * know (struct sower's plain): the smallest hole to play, feeding, the
 * exceptions to a capture. */
static LOOP int general_ply(const struct tables *t, struct lane *l, enum mode mode)
{
    const struct side *k = l->side;
    uint64_t u = random_bits(l, mode), board = l->board;
    if (l->legal) { /* else the player passes */
        unsigned v = (unsigned)(u * t->spread_size >> bits_of(mode)), legal = l->legal;
        int last, hole = t->spread[legal << spread_shift(mode) | v];
        uint64_t before = board;
        board = sowings_sow(t->sowings, board, hole, &last);
        int taken = sow_capture(&t->po->sowers[k->mover], before, &board, last);
        if (taken) {
            l->captured += (uint32_t)taken << k->shift;
            new_window(t, l);
        }
    }
    l->board = board;
    l->plies++;
    l->side = k = k->next;
    l->legal = sow_legal(&t->po->sowers[k->mover], board);
    return lane_record(l, board, k);
}

static LOOP int ply(const struct tables *t, struct lane *l, enum mode mode)
{
    return mode == TABLE                                 ? table_ply(t, l)
           : mode == GENERAL_BIT || mode == GENERAL_WORD ? general_ply(t, l, mode)
                                                         : board_ply(t, l, mode);
}

/* What player i took, from a lane's `captured`: a byte each on the board,
 * six bits each on the table. */
static inline int capture_of(const before_playout *po, uint32_t captured, int i)
{
    return po->table ? (int)(captured >> (TABLE_PLAYER_BITS * i) & 63)
                     : (int)(captured >> (8 * i) & 0xff);
}

/* The result of a game that is over: its board, why it ended, and the
 * captures since the start as a lane keeps them. */
static inline void result_of(const before_playout *po, uint64_t board, enum tb_end end,
                             uint32_t captured, tb_result *out)
{
    uint8_t taken[TB_MAX_PLAYERS];
    for (int i = 0; i < po->rules->players; i++)
        taken[i] = (uint8_t)(po->start.captured[i] + capture_of(po, captured, i));
    sow_score(po->rules, taken, board, end, out);
}

static struct tables tables_of(const before_playout *po)
{
    return (struct tables){
        .po = po,
        .next = po->next,
        .gain = po->gain,
        .ends_from = po->ends_from,
        .positions = po->positions,
        .sides = po->sides,
        .sowings = &po->sowings,
        .spread = po->spread,
        .spread_size = po->spread_size,
        .run = po->run,
        .bytes = po->bytes,
    };
}

static inline struct lane lane_of(const struct lane_memory *m)
{
    return (struct lane){.game = NO_GAME_YET,
                         .window = m->window,
                         .seen = m->seen,
                         .slots = m->slots,
                         .set_bits = m->set_bits};
}

static inline void lane_keep(const struct lane *l, struct lane_memory *m)
{
    m->window = l->seen ? l->captured >> TABLE_WINDOW_SHIFT : l->window;
    m->slots = l->slots;
    m->set_bits = l->set_bits;
}

/* The result of the lane's game, which is over.  By value: a lane whose
 * address is taken lives in memory, not in registers. */
static inline void lane_result(const before_playout *po, struct lane l, tb_result *result,
                               int *plies)
{
    if (result) {
        /* Not a repetition: an end of the game by position, seen then for
         * the first time (it ends the game whenever it is reached). */
        bool ends = po->table ? l.at >= po->ends_from
                              : l.board == 0 || (l.side->no_move_ends && l.legal == 0);
        uint64_t board = po->table ? po->boards[l.at >> 1] : l.board;
        result_of(po, board,
                  !ends   ? TB_END_REPETITION
                  : board ? TB_END_NO_MOVES
                          : TB_END_ALL_CAPTURED,
                  l.captured, result);
    }
    if (plies)
        *plies = l.plies;
}

/* One game from *random, which it leaves where the game left it. */
static LOOP int play_one(before_playout *po, enum mode mode, uint64_t *random, tb_result *result,
                         int *plies)
{
    const struct tables t = tables_of(po);
    struct lane l = lane_of(&po->lanes[0]);
    l.random = *random;
    lane_start(&t, &l, 0);
    int over;
    do
        over = ply(&t, &l, mode);
    while (over == 0);
    lane_keep(&l, &po->lanes[0]);
    *random = l.random;
    if (over < 0)
        return -over;
    lane_result(po, l, result, plies);
    return TB_OK;
}

/* `games` games, `lanes` of them at a time, each lane a ply in turn; game
 * i plays from the i-th number of *seed.  A round steps every lane and
 * notes which games ended in a mask, dealt with after it: a lane with no
 * game left to play plays on for nothing until the last game ends. */
static LOOP int play_batch(before_playout *po, enum mode mode, int lanes, uint64_t *seed, int games,
                           tb_result results[], int plies[])
{
    const struct tables t = tables_of(po);
    struct lane lane[LANES_MAX];
    int next = 0, playing = 0;
    for (int i = 0; i < lanes; i++) {
        lane[i] = lane_of(&po->lanes[i]);
        lane[i].random = tb_random_next(seed);
        lane_start(&t, &lane[i], next++);
        playing++;
    }
    while (playing > 0) {
        unsigned over = 0;
        bool short_of_memory = false;
#pragma GCC unroll 8
        for (int i = 0; i < lanes; i++) {
            int ended = ply(&t, &lane[i], mode);
            over |= (unsigned)(ended != 0) << i;
            short_of_memory |= ended < 0;
        }
        if (__builtin_expect(over == 0, 1))
            continue;
        if (short_of_memory)
            return TB_ENOMEM;
        for (int i = 0; i < lanes; i++) {
            if (!(over >> i & 1))
                continue;
            struct lane *l = &lane[i];
            if (l->game >= 0) {
                lane_result(po, *l, results ? &results[l->game] : NULL,
                            plies ? &plies[l->game] : NULL);
                playing--;
            }
            if (next < games) {
                l->random = tb_random_next(seed);
                playing++;
            }
            lane_start(&t, l, next < games ? next++ : -1);
        }
    }
    for (int i = 0; i < lanes; i++)
        lane_keep(&lane[i], &po->lanes[i]);
    return TB_OK;
}

/* Every game ends where it starts. */
static void over_at_start(const before_playout *po, int games, tb_result results[], int plies[])
{
    for (int i = 0; i < games; i++) {
        if (results)
            tb_score(po->rules, &po->start, po->start_end, &results[i]);
        if (plies)
            plies[i] = 0;
    }
}

int before_playout_play(before_playout *po, uint64_t *random, tb_result *result, int *plies)
{
    if (po->start_end != TB_END_NONE) {
        over_at_start(po, 1, result, plies);
        return TB_OK;
    }
    if (po->table)
        return play_one(po, TABLE, random, result, plies);
    if (po->general)
        return po->bits_per_ply == 1 ? play_one(po, GENERAL_BIT, random, result, plies)
                                     : play_one(po, GENERAL_WORD, random, result, plies);
    return po->bits_per_ply == 1 ? play_one(po, BOARD_BIT, random, result, plies)
                                 : play_one(po, BOARD_WORD, random, result, plies);
}

int before_playout_batch(before_playout *po, uint64_t seed, int games, tb_result results[],
                         int plies[])
{
    if (games < 0)
        return TB_EINVAL;
    if (po->start_end != TB_END_NONE) {
        over_at_start(po, games, results, plies);
        return TB_OK;
    }
    if (po->table && games >= TABLE_LANES)
        return play_batch(po, TABLE, TABLE_LANES, &seed, games, results, plies);
    if (!po->table && po->general && games >= BOARD_LANES)
        return po->bits_per_ply == 1
                   ? play_batch(po, GENERAL_BIT, BOARD_LANES, &seed, games, results, plies)
                   : play_batch(po, GENERAL_WORD, BOARD_LANES, &seed, games, results, plies);
    if (!po->table && games >= BOARD_LANES)
        return po->bits_per_ply == 1
                   ? play_batch(po, BOARD_BIT, BOARD_LANES, &seed, games, results, plies)
                   : play_batch(po, BOARD_WORD, BOARD_LANES, &seed, games, results, plies);
    /* Too few to interleave. */
    for (int i = 0; i < games; i++) {
        uint64_t state = tb_random_next(&seed);
        int status =
            before_playout_play(po, &state, results ? &results[i] : NULL, plies ? &plies[i] : NULL);
        if (status != TB_OK)
            return status;
    }
    return TB_OK;
}

/* ---- Making one ---- */

/* The spread table of tihbat.h's choice, for the masks of each player's
 * moves; its S in *size. */
static uint8_t *spread_new(const before_playout *po, unsigned *size)
{
    const tb_rules *r = po->rules;
    int k = r->holes_per_player, b = k <= 2 ? 1 : 32, shift = b == 1 ? 1 : 10;
    unsigned lcm = 1;
    for (unsigned n = 2; n <= (unsigned)k; n++) {
        unsigned a = lcm, c = n;
        while (c) { /* gcd */
            unsigned t = a % c;
            a = c;
            c = t;
        }
        lcm = lcm / a * n;
    }
    *size = lcm;
    uint8_t *spread = calloc((size_t)1 << (TB_MAX_HOLES + shift), 1);
    for (int p = 0; spread && p < r->players; p++) {
        unsigned own = po->sowers[p].own;
        /* Every non-empty subset of the player's holes. */
        for (unsigned m = own; m; m = (m - 1) & own)
            for (unsigned v = 0; v < lcm; v++)
                spread[m << shift | v] = po->pick[m][v * po->moves[m] / lcm];
    }
    return spread;
}

before_playout *before_playout_new(const tb_rules *r, const tb_position *start, int *status)
{
    int s = TB_EINVAL;
    before_playout *po = NULL;
    if (tb_rules_check(r, NULL) == TB_OK && (!start || tb_position_check(r, start) == TB_OK)) {
        s = TB_ENOMEM;
        po = calloc(1, sizeof *po);
    }
    if (po) {
        po->rules = r;
        if (start)
            po->start = *start;
        else
            tb_position_start(r, &po->start);
        po->bits_per_ply = r->holes_per_player <= 2 ? 1 : 32;
        for (int p = 0; p < r->players; p++) {
            const struct sower *k = &po->sowers[p];
            sower_init(&po->sowers[p], r, p);
            po->general |= !k->plain;
            po->sides[p] = (struct side){
                .own_tops = k->own_tops,
                .above = k->above,
                .capture_counts = k->capture_counts,
                .key = board_key(0, p),
                .next = &po->sides[k->next],
                .mover = (uint8_t)p,
                .capture_side = k->capture_side,
                .shift = (uint8_t)(8 * p),
                .no_move_ends = k->no_move_ends,
            };
        }
        sowings_init(&po->sowings, r);
        const struct sower *any = &po->sowers[0]; /* the runs are the same for every mover */
        for (unsigned mask = 0; mask < 1u << TB_MAX_HOLES; mask++) {
            po->bytes[mask] = board_bytes(mask);
            for (int h = 0; h < TB_MAX_HOLES; h++) {
                if (mask >> h & 1)
                    po->pick[mask][po->moves[mask]++] = (uint8_t)h;
                if (h < any->holes)
                    po->run[h][mask] = (uint8_t)sow_run(any, mask & ((1u << any->holes) - 1), h);
            }
        }
        po->spread = spread_new(po, &po->spread_size);
        po->start_end = end_of(po, board_load(po->start.board), po->start.to_move);
        po->table = table_build(po);
        s = po->spread ? TB_OK : TB_ENOMEM;
        for (int l = 0; !po->table && l < BOARD_LANES && s == TB_OK; l++) {
            po->lanes[l].set_bits = SET_FIRST_BITS;
            po->lanes[l].slots = calloc((size_t)1 << SET_FIRST_BITS, sizeof(struct slot));
            s = po->lanes[l].slots ? TB_OK : TB_ENOMEM;
        }
        for (int l = 0; !po->table && l < LANES_MAX; l++) {
            free(po->lanes[l].seen); /* a table that could not be finished */
            po->lanes[l].seen = NULL;
        }
    }
    if (s != TB_OK) {
        before_playout_free(po);
        po = NULL;
    }
    if (status)
        *status = s;
    return po;
}

void before_playout_free(before_playout *po)
{
    if (!po)
        return;
    free(po->next);
    free(po->gain);
    free(po->boards);
    free(po->movers);
    free(po->spread);
    for (int l = 0; l < LANES_MAX; l++) {
        free(po->lanes[l].seen);
        free(po->lanes[l].slots);
    }
    free(po);
}
