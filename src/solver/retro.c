/*
 * retro.c - one layer of the tables, by retrograde analysis (see retro.h).
 *
 * For each threshold t from the most seeds down to 1, a position is won by
 * t (W_t) when one of its moves captures for a value of t or more, or leads
 * to a position lost by t; it is lost by t (L_t) when every move captures
 * for a value of -t or less, or leads to a position won by t.  Both sets
 * only grow as t falls, so one counter of "moves not yet known to lose" per
 * position serves every threshold, and the whole layer costs one pass over
 * its moves; the captures are sorted by value (in the largest layer,
 * scanned for), so that each threshold starts from exactly those worth
 * +-t.  Inside a threshold the positions
 * are found breadth first, which makes `plies` the distance to the capture
 * when the winner hurries and the loser holds out: it falls by one or more
 * at every move that keeps the value, so a winner who follows it can never
 * come back to a position, and never drifts into a repetition
 * (docs/solution.md has the argument).  A share (RETRO_SHARE) is the same
 * analysis with one player against the others: W_t holds where player 1
 * can take t seeds or more, through one of its moves on its turn and
 * through all of theirs on the others'.
 *
 * Two players' margins are the same game seen from either side (but for a
 * quiet first move, which is player 1's alone): player 2's position is
 * player 1's on the board turned round.  So such a layer's analysis runs
 * over player 1's positions alone, whose moves back are player 1's un-sown
 * on the board turned round, and player 2's are copied from them at the
 * end: half the work, in the same memory.
 *
 * A layer's solve goes through no checked public call: the moves are the
 * engine's own core on the board word (engine/sow.h), a position's number
 * comes from cumulative sums (index_rank), and the moves into a position
 * are found by un-sowing it, so that no graph of the layer is stored.
 * (retro_moves and retro_play, for a search's few positions, are the
 * public tb_sow.)
 */
#include <stdlib.h>
#include <string.h>

#include "engine/sow.h"
#include "solver/retro.h"

enum {
    NO_EXIT = INT8_MIN, /* in value while solving: the position captures nothing */
    /* While solving, plies holds OPEN plus the moves of an unsettled
     * position not yet known to lose (margins) or to give t (shares): one
     * byte a position serves both.  PINNED: it ends the game. */
    OPEN = 0x80,
    PINNED = UINT8_MAX,
    PLIES_MAX = RETRO_PLIES_MAX, /* OPEN - 1: more is never needed, and only hurries */
};

static inline bool unsettled(uint8_t plies) { return plies >= OPEN && plies != PINNED; }

struct retro {
    const tb_rules *rules;
    board_index index;
    int holes, players, per_player;
    bool passes; /* a player without a move passes */
    bool owners; /* the players take the seeds of their holes at the end */
    bool plain;  /* every move that lands on a count to take captures, and every
                    hole of min_sow seeds may be played: no move to weigh */
    bool halves; /* two players, whose game is the same turned round (no quiet
                    first move, which is player 1's alone) */
    struct sower sowers[TB_MAX_PLAYERS];
    struct sowings sowings;
    /* added[h][s]: the seeds each hole gets when the s seeds of hole h are
     * sown, the lifted hole's own included; lift_first[c] .. lift_last[c]
     * the counts s that put c of them back into the lifted hole (none when
     * first > last), the same for every hole. */
    uint64_t added[TB_MAX_HOLES][TB_MAX_SEEDS + 1];
    uint8_t lift_first[TB_MAX_SEEDS + 1], lift_last[TB_MAX_SEEDS + 1];
};

retro *retro_new(const tb_rules *r)
{
    retro *rt = calloc(1, sizeof *rt);
    if (!rt)
        return NULL;
    rt->rules = r;
    index_init(&rt->index, r);
    rt->holes = tb_holes(r);
    rt->players = r->players;
    rt->per_player = r->holes_per_player;
    rt->passes = r->no_move == TB_NO_MOVE_PASS;
    rt->owners = r->leftover == TB_LEFTOVER_OWNERS;
    rt->plain = true;
    rt->halves = r->players == 2 && !r->quiet_start;
    for (int p = 0; p < r->players; p++) {
        sower_init(&rt->sowers[p], r, p);
        rt->plain &= rt->sowers[p].plain;
    }
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

void retro_free(retro *rt) { free(rt); }

const board_index *retro_index(const retro *rt) { return &rt->index; }

/* A board of two players turned round: the second's holes first. */
static inline __attribute__((always_inline)) uint64_t board_turned(uint64_t board, int holes)
{
    int shift = 4 * holes; /* half the board's bits */
    uint64_t all = holes == 8 ? UINT64_MAX : (UINT64_C(1) << 8 * holes) - 1;
    return (board >> shift | board << shift) & all;
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

/* The positions settled and not yet gone back from, first in first out,
 * in chunks: the memory follows how many wait, with no copy as it grows
 * (the largest layer of Bakuk has 165,000 waiting at most). */
enum { CHUNK = 4096 };
struct chunk {
    struct chunk *next;
    uint64_t entry[CHUNK];
};
struct queue {
    struct chunk *head, *tail, *spare; /* spare: the last chunk emptied, kept for the next */
    size_t head_at, tail_at;           /* within head and tail */
};

static bool queue_push(struct queue *q, uint64_t entry)
{
    if (q->tail_at == CHUNK) {
        struct chunk *c = q->spare ? q->spare : malloc(sizeof *c);
        if (!c)
            return false;
        q->spare = NULL;
        c->next = NULL;
        q->tail->next = c;
        q->tail = c;
        q->tail_at = 0;
    }
    q->tail->entry[q->tail_at++] = entry;
    return true;
}

static bool queue_empty(const struct queue *q)
{
    return q->head == q->tail && q->head_at == q->tail_at;
}

/* The first entry of a queue that is not empty. */
static uint64_t queue_pop(struct queue *q)
{
    if (q->head_at == CHUNK) { /* then the next chunk holds it */
        struct chunk *done = q->head;
        q->head = done->next;
        q->head_at = 0;
        free(q->spare);
        q->spare = done;
    }
    return q->head->entry[q->head_at++];
}

static void queue_free(struct queue *q)
{
    while (q->head) {
        struct chunk *next = q->head->next;
        free(q->head);
        q->head = next;
    }
    free(q->spare);
}

/* The state of one layer's solve. */
struct solve {
    const retro *rt;
    enum retro_goal goal;
    int seeds;
    uint32_t positions;
    int8_t *value;  /* a position's capture worth, until it is settled */
    uint8_t *plies; /* OPEN and its open moves until it is settled */
    /* The keys (board.h: the board with the player to move in its spare
     * bits) of the positions settled and not yet gone back from, with
     * their plies and sign (entry_of). */
    struct queue queue;
    /* The positions with a capture by its worth w, their keys packed
     * (key_pack) or, past six holes, their numbers:
     * by_exit[first[w+seeds] .. first[w+seeds+1]), for w above `scanned`. */
    uint32_t *by_exit;
    uint32_t exit_first[2 * TB_MAX_SEEDS + 2];
    uint32_t exit_count[2 * TB_MAX_SEEDS + 1]; /* the positions with a capture of each worth */
    int scanned;                               /* the worths found by a scan: +-1 .. +-scanned */
    bool short_of_memory;
};

/* What a capture of c seeds by `mover` is worth, the position it leads to
 * being worth `after` in its own table. */
static inline int capture_worth(enum retro_goal goal, int mover, int c, int after)
{
    if (goal == RETRO_MARGIN)
        return c - after; /* the other player moves next */
    return (mover == 0 ? c : 0) + after;
}

/* What the end of the game at board, mover to move, is worth: where the
 * players take the seeds of their own holes, for margins the mover's less
 * the other's, for shares player 1's; else nothing. */
static inline int end_worth(const retro *rt, enum retro_goal goal, uint64_t board, int mover)
{
    if (!rt->owners)
        return 0;
    int first = board_seeds_of(rt->rules, board, goal == RETRO_MARGIN ? mover : 0);
    return goal == RETRO_MARGIN ? 2 * first - board_seeds(board) : first;
}

/* Does the game end at board, mover to move (history aside)? */
static inline bool ends_at(const retro *rt, uint64_t board, int mover)
{
    const struct sower *k = &rt->sowers[mover];
    return sow_end(board, sow_legal(k, board), k->no_move_ends) != TB_END_NONE;
}

/* sow_capture, whose first test most moves fail (two in three of Bakuk's
 * solve) made here: the compiler keeps sow_capture out of line, and the
 * call cost a solve more than the test. */
static inline __attribute__((always_inline)) int capture_of(const struct sower *k, uint64_t before,
                                                            uint64_t *board, int last)
{
    return sow_captures(k, last, board_at(*board, last)) ? sow_capture(k, before, board, last) : 0;
}

/* Counts the moves of the position x, (board, mover), and puts the worth
 * of its best capture in value[x]: the most for the player to move when
 * margins are counted or player 1 moves, the least when another moves.
 * An end of the game worth something is an exit of its own, its only one. */
static inline __attribute__((always_inline)) void forward(struct solve *s,
                                                          const layer_table *tables, uint64_t board,
                                                          int mover, uint32_t x, int holes)
{
    const retro *rt = s->rt;
    const struct sower *k = &rt->sowers[mover];
    unsigned legal = sow_legal(k, board);
    s->value[x] = NO_EXIT;
    s->plies[x] = OPEN;
    if (sow_end(board, legal, k->no_move_ends) != TB_END_NONE) {
        int worth = end_worth(rt, s->goal, board, mover);
        if (worth != 0) {
            s->value[x] = (int8_t)worth;
            s->plies[x] = OPEN + 1;
            s->exit_count[worth + s->seeds]++;
        }
        return; /* worth nothing: never in W_t or L_t */
    }
    if (legal == 0) {
        s->plies[x] = OPEN + 1; /* the pass */
        return;
    }
    bool most = s->goal == RETRO_MARGIN || mover == 0, exits = false;
    int best = 0, moves = 0;
    for (unsigned left = legal; left; left &= left - 1) {
        int hole = __builtin_ctz(left), last;
        uint64_t after = sowings_sow(&rt->sowings, board, hole, &last);
        int c = capture_of(k, board, &after, last);
        if (c == 0) {
            moves++;
            continue;
        }
        int below = s->seeds - c;
        uint32_t y = index_rank_in(&rt->index, after, holes) * (uint32_t)rt->players + k->next;
        int worth = capture_worth(s->goal, mover, c, layer_value(&tables[below], y, NULL));
        if (!exits || (most ? worth > best : worth < best))
            best = worth;
        exits = true;
    }
    s->plies[x] = (uint8_t)(OPEN + moves + exits); /* the captures count as one move: the best */
    if (exits) {
        s->value[x] = (int8_t)best;
        s->exit_count[best + s->seeds]++;
    }
}

/* Every position's moves, board after board; where half (halved), player
 * 1's only: the other's are left out of the analysis (NO_EXIT, settled). */
static inline __attribute__((always_inline)) void
forward_all(struct solve *s, const layer_table *tables, int holes, bool half)
{
    const retro *rt = s->rt;
    uint64_t board = (uint64_t)s->seeds << (8 * (holes - 1)); /* the first board */
    uint32_t x = 0;
    do {
        if (half) {
            forward(s, tables, board, 0, x, holes);
            s->value[x + 1] = NO_EXIT;
            s->plies[x + 1] = 0;
            x += 2;
            continue;
        }
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

/* The index of the position of a key. */
static inline uint32_t index_of_key(const retro *rt, uint64_t key)
{
    return index_rank(&rt->index, key & ~(uint64_t)0xc0) * (uint32_t)rt->players +
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
    if (!queue_push(&s->queue, entry_of(key, s->plies[x], value < 0)))
        s->short_of_memory = true;
}

/* One position, key, that moves to a position settled at `value` with
 * `plies`: settled too, or one more of its moves known. */
static inline __attribute__((always_inline)) void reached(struct solve *s, uint64_t key, int value,
                                                          unsigned plies, int holes)
{
    uint32_t y = key_index(s, key, holes);
    if (!unsettled(s->plies[y]))
        return;
    if (s->goal == RETRO_MARGIN) {
        /* Lost there: y wins by moving there.  Won: one more losing move. */
        if (value < 0 || --s->plies[y] == OPEN)
            settle(s, y, key, -value, plies);
    } else if ((key >> 6 & 3) == 0 || --s->plies[y] == OPEN) {
        settle(s, y, key, value, plies); /* player 1 picks one move; the others must all */
    }
}

/* Did the move from hole h of `before` lead to `board`, capturing nothing
 * (the first move, a whole row) as a legal move?  Where the rules weigh
 * moves, their whole weighing only when it can matter: the next player
 * without a move (feeding), or this move one that would take a row. */
static inline bool moved_here(const struct sower *k, uint64_t before, uint64_t board, int h,
                              int last)
{
    uint64_t after = board;
    if (capture_of(k, before, &after, last) != 0 ||
        !(sow_playable(k, before, k->own_tops) >> h & 1))
        return false;
    bool plain = !k->weighed || ((!k->feeding || sow_playable(k, before, k->next_tops) != 0) &&
                                 sow_judge(k, before, board, last) != TB_WHY_WHOLE_ROW);
    return plain || (sow_legal(k, before) >> h & 1);
}

/* Every position that moves to the position of key, settled, without a
 * capture: the player before played one of its holes h, which held s
 * seeds, where s puts back into h the seeds h holds now; the board before
 * is this one less the seeds sown, if no hole had fewer, and the move
 * captured nothing (where the rules weigh moves or except captures, the
 * move is played from there to see that it was legal and took nothing).
 * Or, where players pass, it passed. */
static inline __attribute__((always_inline)) void predecessors(struct solve *s, uint64_t entry,
                                                               int t, int holes, bool half)
{
    uint64_t key = entry & ~ENTRY_BITS;
    const retro *rt = s->rt;
    const uint64_t tops = UINT64_C(0x8080808080808080);
    uint64_t board = key & ~(uint64_t)0xc0;
    int mover = (int)(key >> 6 & 3), player = mover == 0 ? rt->players - 1 : mover - 1;
    if (half) { /* (board, 1) turned round: (turned, 0), whose moves are player 1's */
        board = board_turned(board, holes);
        player = 0;
    }
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
            int last = rt->sowings.last[h][lifted];
            if (rt->plain && (takers >> last & 1))
                continue; /* that move captured: it led elsewhere */
            before = (before & ~tops) + ((uint64_t)lifted << (8 * h));
            if (!rt->plain && !moved_here(k, before, board, h, last))
                continue; /* not a move there, or one that captured */
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
    if (!unsettled(s->plies[x]) || (worth != t && (worth != -t || s->goal != RETRO_MARGIN)))
        return;
    bool one = worth > 0 && (s->goal == RETRO_MARGIN || x % (uint32_t)s->rt->players == 0);
    if (one || --s->plies[x] == OPEN) {
        key = key ? key : key_of(s, x, holes);
        /* An end of the game is reached in no ply; a capture in one. */
        bool end = s->rt->owners && ends_at(s->rt, key & ~(uint64_t)0xc0, (int)(key >> 6 & 3));
        settle(s, x, key, worth, end ? 0 : 1);
    }
}

/* A key of a board of six holes at most in 32 bits: every hole but the
 * last in six bits (TB_MAX_SEEDS < 64), then the player to move; the last
 * hole holds what the layer's seeds leave.  So the sorted captures keep
 * their keys at half the memory, and need no unranking (key_of). */
static inline uint32_t key_pack(uint64_t key, int holes)
{
    uint32_t packed = (uint32_t)(key >> 6 & 3);
    for (int h = 0; h < holes - 1; h++)
        packed |= (uint32_t)(key >> (8 * h) & 0x3f) << (6 * h + 2);
    return packed;
}

static inline uint64_t key_unpack(uint32_t packed, int seeds, int holes)
{
    uint64_t board = 0;
    int left = seeds;
    for (int h = 0; h < holes - 1; h++) {
        int b = (int)(packed >> (6 * h + 2) & 0x3f);
        board |= (uint64_t)b << (8 * h);
        left -= b;
    }
    return board_key(board | (uint64_t)left << (8 * (holes - 1)), (int)(packed & 3));
}

/* Sorts the positions with a capture (counted by forward) whose worth is
 * above `scanned` (in size) by it; false when memory is short.
 * The others are found by a scan of the layer at each threshold, where
 * sorting them would add to the peak of memory (the largest layer). */
static inline __attribute__((always_inline)) bool sort_exits(struct solve *s, int holes)
{
    uint32_t *first = s->exit_first, *count = s->exit_count;
    /* Every worth sorted, but in the largest layer: there those of the
     * largest worths that fit in a sixteenth of its positions. */
    int total = tb_total_seeds(s->rt->rules), scanned = 0;
    uint32_t sorted = 0;
    for (int w = s->seeds; w > 0 && s->seeds + 2 > total; w--) {
        uint32_t more = count[s->seeds + w] + count[s->seeds - w];
        if (sorted + more > s->positions / 16) {
            scanned = w;
            break;
        }
        sorted += more;
    }
    s->scanned = scanned;
    memset(first, 0, sizeof s->exit_first);
    for (int w = -s->seeds; w <= s->seeds; w++)
        first[w + s->seeds + 1] =
            first[w + s->seeds] + (abs(w) > scanned ? count[w + s->seeds] : 0);
    if (!(s->by_exit =
              malloc((first[2 * s->seeds + 1] ? first[2 * s->seeds + 1] : 1) * sizeof *s->by_exit)))
        return false;
    uint32_t at[2 * TB_MAX_SEEDS + 1];
    memcpy(at, first, sizeof at);
    uint64_t board = (uint64_t)s->seeds << (8 * (holes - 1));
    uint32_t x = 0;
    do {
        for (int mover = 0; mover < s->rt->players; mover++, x++)
            if (s->value[x] != NO_EXIT && abs(s->value[x]) > scanned)
                s->by_exit[at[s->value[x] + s->seeds]++] =
                    holes <= 6 ? key_pack(board_key(board, mover), holes) : x;
    } while (next_board(holes, &board));
    return true;
}

/* Every position with a capture worth +-t, from the sorted ones, or by a
 * scan of the worths waiting in value[], eight at a time (a byte is t or
 * -t where the word xor t*ones, or -t*ones, has a zero byte: the test may
 * also flag a byte after one, never miss one). */
static inline __attribute__((always_inline)) void exits_at(struct solve *s, int t, int holes)
{
    if (t > s->scanned) {
        for (int w = t; w >= -t; w -= 2 * t)
            for (uint32_t i = s->exit_first[w + s->seeds]; i < s->exit_first[w + s->seeds + 1];
                 i++) {
                if (holes <= 6) {
                    uint64_t key = key_unpack(s->by_exit[i], s->seeds, holes);
                    exit_at(s, key_index(s, key, holes), key, t, holes);
                } else {
                    exit_at(s, s->by_exit[i], 0, t, holes);
                }
            }
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
static inline __attribute__((always_inline)) void threshold(struct solve *s, int t, int holes,
                                                            bool half)
{
    exits_at(s, t, holes);
    while (!queue_empty(&s->queue) && !s->short_of_memory)
        predecessors(s, queue_pop(&s->queue), t, holes, half);
}

/* Player 2's positions of a halved layer: each is player 1's of the board
 * turned round, solved. */
static inline __attribute__((always_inline)) void unhalve(const struct solve *s, int holes)
{
    uint64_t board = (uint64_t)s->seeds << (8 * (holes - 1));
    uint32_t x = 0;
    do {
        uint32_t y = 2 * index_rank_in(&s->rt->index, board_turned(board, holes), holes);
        s->value[x + 1] = s->value[y];
        s->plies[x + 1] = s->plies[y];
        x += 2;
    } while (next_board(holes, &board));
}

/* One layer, for a constant count of holes: the compiler makes a loop of
 * each without a count to test.  Halved (retro_solve): player 1's
 * positions only, then player 2's from them. */
static inline __attribute__((always_inline)) int
solve_layer(const retro *rt, enum retro_goal goal, const layer_table *tables, int seeds,
            const uint32_t *pins, int npins, int8_t *value, uint8_t *plies, int holes, bool half)
{
    struct solve s = {
        .rt = rt,
        .goal = goal,
        .seeds = seeds,
        .positions = index_positions(&rt->index, seeds),
        .value = value,
        .plies = plies,
    };
    s.queue.head = s.queue.tail = malloc(sizeof *s.queue.head);
    bool ok = s.queue.head != NULL;
    if (ok) {
        s.queue.head->next = NULL;
        forward_all(&s, tables, holes, half);
        ok = sort_exits(&s, holes);
    }
    if (ok) {
        /* A pinned position counts as settled, at 0, so nothing settles it. */
        for (int i = 0; i < npins; i++)
            plies[pins[i]] = PINNED;
        /* A threshold with no capture of its worth finds nothing. */
        for (int t = seeds; t >= 1 && !s.short_of_memory; t--)
            if (s.exit_count[seeds + t] + s.exit_count[seeds - t] > 0)
                threshold(&s, t, holes, half);
        ok = !s.short_of_memory;
        /* What nothing settled is a draw: its captures are not its value. */
        for (uint32_t x = 0; x < s.positions; x++)
            if (plies[x] >= OPEN) {
                value[x] = 0;
                plies[x] = 0;
            }
        if (half)
            unhalve(&s, holes);
    }
    queue_free(&s.queue);
    free(s.by_exit);
    return ok ? TB_OK : TB_ENOMEM;
}

int retro_solve(const retro *rt, enum retro_goal goal, const layer_table *tables, int seeds,
                const uint32_t *pins, int npins, int8_t *value, uint8_t *plies)
{
    /* Two players' margins are the same game seen from either side: player
     * 2's half of a layer is player 1's turned round, solved once.  Pins
     * are positions of one side alone. */
    bool half = rt->halves && goal == RETRO_MARGIN && npins == 0;
    switch (rt->holes) { /* Tihbat's, Bakuk's, the others */
    case 4:
        return half ? solve_layer(rt, goal, tables, seeds, pins, npins, value, plies, 4, true)
                    : solve_layer(rt, goal, tables, seeds, pins, npins, value, plies, 4, false);
    case 6:
        return half ? solve_layer(rt, goal, tables, seeds, pins, npins, value, plies, 6, true)
                    : solve_layer(rt, goal, tables, seeds, pins, npins, value, plies, 6, false);
    default:
        return solve_layer(rt, goal, tables, seeds, pins, npins, value, plies, rt->holes, false);
    }
}

/* ---- A layer a byte a position ---- */

static uint32_t rare_index(const uint8_t *entry)
{
    return (uint32_t)entry[0] | (uint32_t)entry[1] << 8 | (uint32_t)entry[2] << 16 |
           (uint32_t)entry[3] << 24;
}

const uint8_t *layer_rare(const layer_table *t, uint32_t x)
{
    uint32_t low = 0, high = t->nrare; /* x is in [low, high) */
    while (high - low > 1) {
        uint32_t middle = low + (high - low) / 2;
        if (rare_index(t->rare + (size_t)middle * RARE_BYTES) <= x)
            low = middle;
        else
            high = middle;
    }
    return t->rare + (size_t)low * RARE_BYTES + 4;
}

/* A pair of a value and plies as the packing counts them, in a layer of
 * `seeds` seeds, whose values lie in -seeds .. seeds: (2 seeds + 1) 128
 * kinds of pairs at most. */
static size_t pair_of(uint8_t value, uint8_t plies, int seeds)
{
    return (size_t)((int8_t)value + seeds) << 7 | plies;
}

struct frequent {
    uint32_t count;
    uint16_t pair;
};

static int by_count(const void *a, const void *b)
{
    const struct frequent *x = a, *y = b;
    return (x->count < y->count) - (x->count > y->count); /* most first */
}

int retro_pack(uint8_t *codes, const uint8_t *plies, uint32_t n, int seeds, uint8_t *pairs,
               rare_list *rare)
{
    size_t kinds_max = (size_t)(2 * seeds + 1) << 7;
    uint32_t *count = calloc(kinds_max, sizeof *count);
    uint8_t *code = malloc(kinds_max);
    struct frequent *order = malloc(kinds_max * sizeof *order);
    int status = count && code && order ? TB_OK : TB_ENOMEM;
    size_t kept = rare->count;
    for (uint32_t x = 0; status == TB_OK && x < n; x++)
        count[pair_of(codes[x], plies[x], seeds)]++;
    if (status == TB_OK) {
        /* The most frequent pairs get a code each, in that order. */
        size_t kinds = 0;
        for (size_t i = 0; i < kinds_max; i++)
            if (count[i] > 0)
                order[kinds++] = (struct frequent){count[i], (uint16_t)i};
        qsort(order, kinds, sizeof *order, by_count);
        memset(code, RARE, kinds_max);
        memset(pairs, 0, (size_t)PAIRS * PAIR_BYTES);
        for (unsigned c = 0; c < PAIRS && c < kinds; c++) {
            code[order[c].pair] = (uint8_t)c;
            pairs[(size_t)PAIR_BYTES * c] = (uint8_t)((order[c].pair >> 7) - seeds);
            pairs[(size_t)PAIR_BYTES * c + 1] = (uint8_t)(order[c].pair & PLIES_MAX);
        }
    }
    for (uint32_t x = 0; status == TB_OK && x < n; x++) {
        uint8_t c = code[pair_of(codes[x], plies[x], seeds)];
        if (c == RARE) {
            if (rare->count == rare->room) {
                size_t room = rare->room ? 2 * rare->room : 1024;
                uint8_t *grown = realloc(rare->bytes, room * RARE_BYTES);
                if (!grown) {
                    status = TB_ENOMEM;
                    break;
                }
                rare->bytes = grown;
                rare->room = room;
            }
            uint8_t *entry = rare->bytes + rare->count++ * RARE_BYTES;
            for (int i = 0; i < 4; i++)
                entry[i] = (uint8_t)(x >> 8 * i);
            entry[4] = codes[x];
            entry[5] = plies[x];
        }
        codes[x] = c;
    }
    if (status != TB_OK)
        rare->count = kept;
    free(count);
    free(code);
    free(order);
    return status;
}

/* A value and plies a position of a layer of `seeds` seeds can have: a
 * margin from -seeds to seeds, a share from 0 to seeds (the seeds on the
 * board are all there is to win); plies 0 for a value of 0, and for no
 * other but where an end is worth the seeds of one's own holes. */
static bool possible_pair(const uint8_t *pair, int seeds, enum retro_goal goal, bool owners)
{
    int value = pair[0] < 128 ? pair[0] : pair[0] - 256; /* the value's byte, signed */
    int low = goal == RETRO_MARGIN ? -seeds : 0;
    return value >= low && value <= seeds && pair[1] <= PLIES_MAX && (value != 0 || pair[1] == 0) &&
           (value == 0 || pair[1] != 0 || owners);
}

bool retro_check(const layer_table *t, uint32_t n, int seeds, enum retro_goal goal, bool owners)
{
    for (unsigned c = 0; c < PAIRS; c++)
        if (!possible_pair(t->pairs + (size_t)PAIR_BYTES * c, seeds, goal, owners))
            return false;
    /* Each rare position, in order, is the next position coded RARE. */
    const uint8_t *code = t->codes, *end = t->codes + n;
    for (uint32_t i = 0; i < t->nrare; i++) {
        const uint8_t *entry = t->rare + (size_t)i * RARE_BYTES;
        uint32_t x = rare_index(entry);
        code = memchr(code, RARE, (size_t)(end - code));
        if (!code || (uint32_t)(code - t->codes) != x ||
            !possible_pair(entry + 4, seeds, goal, owners))
            return false;
        code++;
    }
    return memchr(code, RARE, (size_t)(end - code)) == NULL;
}

uint64_t retro_key(const tb_position *p) { return board_key(board_load(p->board), p->to_move); }

int retro_key_mover(uint64_t key) { return (int)(key >> 6 & 3); }

int retro_key_seeds(uint64_t key) { return board_seeds(key & ~(uint64_t)0xc0); }

uint32_t retro_key_index(const retro *rt, uint64_t key) { return index_of_key(rt, key); }

int retro_key_moves(const retro *rt, uint64_t key, int moves[TB_MAX_HOLES])
{
    uint64_t board = key & ~(uint64_t)0xc0;
    const struct sower *k = &rt->sowers[retro_key_mover(key)];
    unsigned legal = sow_legal(k, board);
    if (sow_end(board, legal, k->no_move_ends) != TB_END_NONE)
        return 0;
    if (legal == 0) {
        moves[0] = TB_PASS;
        return 1;
    }
    int n = 0;
    for (; legal; legal &= legal - 1)
        moves[n++] = __builtin_ctz(legal);
    return n;
}

uint64_t retro_key_play(const retro *rt, uint64_t key, int move, int *taken)
{
    uint64_t board = key & ~(uint64_t)0xc0;
    const struct sower *k = &rt->sowers[retro_key_mover(key)];
    *taken = 0;
    if (move != TB_PASS) {
        int last;
        uint64_t before = board;
        board = sowings_sow(&rt->sowings, board, move, &last);
        *taken = sow_capture(k, before, &board, last);
    }
    return board_key(board, k->next);
}

uint64_t retro_key_turn(const retro *rt, uint64_t key, int player)
{
    uint64_t board = key & ~(uint64_t)0xc0;
    int shift = 8 * player * rt->per_player, width = 8 * rt->holes;
    uint64_t all = width == 64 ? UINT64_MAX : (UINT64_C(1) << width) - 1;
    if (shift)
        board = (board >> shift | board << (width - shift)) & all;
    return board_key(board, (retro_key_mover(key) - player + rt->players) % rt->players);
}

int retro_moves(const tb_rules *r, const tb_position *p, int moves[TB_MAX_HOLES])
{
    if (tb_position_end(r, p) != TB_END_NONE)
        return 0;
    unsigned legal = tb_legal_moves(r, p);
    if (legal == 0) {
        moves[0] = TB_PASS;
        return 1;
    }
    int n = 0;
    for (int h = 0, holes = tb_holes(r); h < holes; h++)
        if (legal & (1u << h))
            moves[n++] = h;
    return n;
}

int retro_play(const tb_rules *r, const tb_position *p, int move, tb_position *child)
{
    /* The move comes from retro_moves: it is legal, tb_sow cannot refuse it. */
    (void)tb_sow(r, p, move, child, NULL);
    return child->captured[p->to_move] - p->captured[p->to_move];
}
