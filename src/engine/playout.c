/*
 * playout.c - random games played to their end, fast (see tihbat.h).
 *
 * Three ways of playing, chosen when a playout is made; each plays the
 * games tb_game plays with the choices tihbat.h defines, and the first
 * two are specialisations of the third for the rule sets that fit them:
 *
 * - The table (two players of at most two holes each, as in Tihbat, and
 *   few positions).  Every position reachable from the start is worked out
 *   once, through the engine's own move (tb_sow), and numbered as the
 *   player to move sees it: the board turned round so that the mover's
 *   holes come first, which halves the table (Tihbat's 10,852 positions
 *   are 5,426 seen so).  A ply is one load: the random bit, known before
 *   the position, picks the half of the position's row to read, so that
 *   the chain from one ply to the next is that load alone.  The first ten
 *   plies of every game are one of 1,024 paths from the start, walked
 *   once: a game starts at the end of the one its first bits pick.
 * - The board (two players of two or three holes, as in Bakuk, or three
 *   of two, as in Bakuk for three).  Moves are sown on the board word
 *   through the engine's core (sow.h), the board turned round so that the
 *   player to move at a game's i-th ply is player i, whose holes are then
 *   constants: a sowing is one addition from a table, looked up for each
 *   of the mover's holes before the move is chosen, beside a word that
 *   says which counts capture where the last seed falls; the capture with
 *   its chain is a look-up.
 * - The game (any rule set): the engine's own tb_game, a ply at a time.
 *   A feature of a rule set that a faster way does not play sends it here
 *   (table_fits, board_fits): Modiar's, for one (Koumma plays on the
 *   board).
 *
 * Repetition: a capture takes seeds for good, so a position seen before a
 * capture never comes back, and a position seen in a game is a
 * repetition when it comes again, whether or not a capture came between.
 * The table stamps each position with the number of the game that reached
 * it (a byte, at each parity of the ply); the board keeps the game's
 * positions in a hash set whose slots carry the number of the game they
 * were written in.  Nothing is cleared at a capture, nor between games.
 *
 * A batch plays several games ("lanes") on one core, a round of plies of
 * each in turn: one game's ply waits on a load, the other games' plies
 * fill the wait.  Bakuk's batch, where the processor has AVX-512, plays
 * eight games in the lanes of vectors instead, a ply of the eight in one
 * stream of instructions.  docs/performance.md has the figures.
 */
#include <stdlib.h>
#include <string.h>

#include "engine/sow.h"

/* The batch in eight lanes is x86-64's, where gcc and clang build functions
 * for AVX-512 alone (target), and cpuid says at run time whether the
 * processor has it.  PLAYOUT_NO_LANES leaves them out: check-clang's build
 * on a processor without AVX-512, whose coverage would count code that
 * cannot run there. */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(PLAYOUT_NO_LANES)
#define WIDE 1
#include <cpuid.h>
#include <immintrin.h>
#endif

/* The plies and their loops are made once for each way of playing, inlined
 * so that the way is a constant, where the compiler optimises; without
 * optimisation (for coverage) once, so that every branch a count sees is
 * one that some test can take. */
#ifdef __OPTIMIZE__
#define LOOP inline __attribute__((always_inline))
#else
#define LOOP
#endif

/* tb_random_next, inlined where a playout draws. */
static inline uint64_t random_next(uint64_t *state)
{
    uint64_t z = (*state += UINT64_C(0x9e3779b97f4a7c15));
    z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
    return z ^ (z >> 31);
}

uint64_t tb_random_next(uint64_t *state) { return random_next(state); }

/* tb_random_next's step, to take back a word drawn but not needed. */
static const uint64_t RANDOM_STEP = UINT64_C(0x9e3779b97f4a7c15);

/* The move tihbat.h's choice plays among m legal moves from b random bits
 * u: floor(v m / S) with v = floor(u S / 2^b).  Since m divides S, that is
 * floor(u m / 2^b) (with q = S / m, floor(floor(x) / q) = floor(x / q) for
 * x = u S / 2^b): the number of the move, from 0. */
static inline unsigned choice(uint64_t u, unsigned m, int b) { return (unsigned)(u * m >> b); }

enum way { WAY_GAME, WAY_TABLE, WAY_BOARD };

enum {
    TABLE_MAX = 1 << 15, /* positions a table holds: twice a number fits 16 bits */
    TABLE_LANES = 3,     /* games at a time in a batch, as measured best */
    BOARD_LANES = 2,
    WIDE_LANES = 8,     /* games at a time in a batch of eight lanes (AVX-512) */
    SET_FIRST_BITS = 4, /* 16 slots: a set grows to what its games need, and keeps it */
    SET_SPARSE = 3,     /* a game fills at most 2^-3 of its set: few probes find a slot taken */
};
_Static_assert(SET_FIRST_BITS > SET_SPARSE, "a game's first room in its set is one at least");
_Static_assert(TB_MAX_SEEDS < 64, "a hole's seeds, with its number, index a sowing: h << 6 | s");

struct table;
struct board;

struct tb_playout {
    const tb_rules *rules;
    tb_position start;
    enum tb_end start_end; /* the start itself may end the game */
    int bits;              /* b of tihbat.h: random bits a ply */
    enum way way;
    struct table *table;
    struct board *board;
    tb_game *game;
};

/* ---- The game: any rule set, through tb_game a ply at a time ---- */

/* The move number n of the mask legal, in hole order. */
static int nth_hole(unsigned legal, unsigned n)
{
    for (; n > 0; n--)
        legal &= legal - 1;
    return __builtin_ctz(legal);
}

static int game_play(tb_playout *po, uint64_t *random, tb_result *result, int *plies)
{
    tb_game *g = po->game;
    int b = po->bits, left = 0, status = tb_game_reset(g, &po->start);
    uint64_t word = 0;
    while (status == TB_OK && !tb_game_over(g)) {
        if (left == 0) {
            word = random_next(random);
            left = 64;
        }
        uint64_t u = word & ((UINT64_C(1) << b) - 1);
        word >>= b;
        left -= b;
        unsigned legal = tb_game_moves(g), m = (unsigned)__builtin_popcount(legal);
        status = tb_game_play(g, m ? nth_hole(legal, choice(u, m, b)) : TB_PASS, NULL);
    }
    if (status == TB_OK && result)
        *result = *tb_game_result(g);
    if (status == TB_OK && plies)
        *plies = tb_game_ply(g);
    return status;
}

/* ---- The table: every position reachable from the start ---- */

/* A position's row: next[u], the number of the position the move of the
 * random bit u leads to, as its mover sees it, and gain[u], the seeds
 * that move takes.  Eight bytes, so that the bit picks one address, four
 * bytes apart, for both.  A position that ends the game leads to itself,
 * taking nothing: the walk stops there two plies later, as at a
 * repetition, and the game is told from where it stopped. */
struct row {
    uint16_t next[2];
    uint16_t gain[2];
};

/* Stamps: seen[2i + p] is the number of the last game that reached
 * position i after a number of plies of parity p (one position number
 * stands for two positions: each player to move).  Game numbers are a byte,
 * 1 .. STAMPS, and come round: each game clears one slice of the stamps
 * first, so that by the time a number comes back every stamp of its last
 * game has gone.  Each lane of a batch has its own, LANE_STAMPS bytes after
 * the one before: a constant distance, so that one address reaches every
 * lane's (a single game is lane 0's), and not a multiple of 4 KB, so that
 * the lanes' stamps of a position fall in different sets of the cache. */
enum {
    STAMPS = 255,
    SLICE = 64, /* the stamps a game clears, or more in a table too large for it */
    LANE_STAMPS = 2 * TABLE_MAX + 320, /* 2 TABLE_MAX rounded up to STAMPS slices */
};

/* A game that ends at a position, as tb_score tells it with nothing
 * captured: what its end is (a repetition, but where the position ends the
 * game itself), the seeds left, and what each score gets of them. */
struct finish {
    uint8_t end; /* TB_END_REPETITION, or the position's own end */
    uint8_t left, share;
    uint8_t adds[2];  /* to the score of the player to move, and of the other */
    uint8_t owned[2]; /* of them, the seeds left in their own holes (TB_LEFTOVER_OWNERS) */
};

/* The first OPENING plies of every game from the start are one of
 * 2^OPENING paths, which the low bits of its first random word pick: each
 * is walked once, and a game starts at its end. */
enum { OPENING = 10 /* even: a game goes on from it with its first mover's ply */ };
struct opening {
    uint16_t seen[OPENING + 1]; /* where its positions are stamped */
    uint16_t at;                /* where it ends */
    uint8_t even;               /* the seeds the start's mover takes on it */
    uint8_t plies;              /* OPENING, or fewer where the game stops on the way */
    bool stops;                 /* the game stops on it: at is where, plies when */
};

struct table {
    uint32_t positions, start;
    struct row *rows;
    struct finish *finish; /* finish[i]: a game that ends at i */
    struct opening opening[1 << OPENING];
    int seeds;                  /* on the start's board */
    int first;                  /* the start's player to move */
    int captured[2];            /* what the start's mover, and the other, had taken */
    size_t slice;               /* the stamps a game clears */
    uint8_t *seen;              /* the lanes' stamps */
    uint8_t games[TABLE_LANES]; /* the number of each lane's last game */
};

/* The board turned round by `by` holes of `holes`: hole by+h comes to h. */
static uint64_t turn(uint64_t board, int by, int holes)
{
    if (by == 0)
        return board;
    uint64_t all = holes == TB_MAX_HOLES ? UINT64_MAX : (UINT64_C(1) << (8 * holes)) - 1;
    return (board >> (8 * by) | board << (8 * (holes - by))) & all;
}

/* The positions found so far, by board, while the table is built. */
struct finder {
    uint64_t *keys; /* board + 1; 0 for an empty slot */
    uint32_t *index;
    int bits;
};

static uint64_t hash_key(uint64_t key) { return key * UINT64_C(0x9E3779B97F4A7C15); }

/* The number of board; a new board gets `fresh`, and *added says so. */
static uint32_t find(struct finder *f, uint64_t board, uint32_t fresh, bool *added)
{
    size_t mask = ((size_t)1 << f->bits) - 1, i = (size_t)(hash_key(board) >> (64 - f->bits));
    while (f->keys[i] != 0 && f->keys[i] != board + 1)
        i = (i + 1) & mask;
    *added = f->keys[i] == 0;
    if (*added) {
        f->keys[i] = board + 1;
        f->index[i] = fresh;
    }
    return f->index[i];
}

static void table_free(struct table *t)
{
    if (!t)
        return;
    free(t->rows);
    free(t->finish);
    free(t->seen);
    free(t);
}

/* Walks the opening of the bits `path` as a game numbered `game` would
 * (walker_round), with lane 0's stamps. */
static void opening_walk(struct table *t, unsigned path, uint8_t game)
{
    struct opening *o = &t->opening[path];
    size_t at = t->start;
    memset(o, 0, sizeof *o);
    o->seen[0] = (uint16_t)(2 * at);
    t->seen[2 * at] = game;
    for (int ply = 1; ply <= OPENING; ply++) {
        const struct row *r = &t->rows[at];
        unsigned u = path >> (ply - 1) & 1;
        if (ply % 2)
            o->even = (uint8_t)(o->even + r->gain[u]);
        at = r->next[u];
        size_t stamp = 2 * at + (unsigned)ply % 2;
        o->at = (uint16_t)at;
        o->plies = (uint8_t)ply;
        o->seen[ply] = (uint16_t)stamp;
        if ((o->stops = t->seen[stamp] == game))
            break; /* the rest of the path is never played */
        t->seen[stamp] = game;
    }
}

/* Does the table play r?  Two players of two holes at most each, whose
 * plies take one random bit; and, since the table is built through tb_sow,
 * a rule set whose moves depend on the position alone, the same for either
 * player: not one whose first move captures nothing (quiet_start), which is
 * the first player's from the start's board, where the table numbers both
 * players' positions alike.  A feature of a rule set that it does not play
 * goes to another way here. */
static bool table_fits(const tb_rules *r)
{
    return r->players == 2 && r->holes_per_player <= 2 && !r->quiet_start;
}

/* Works out the table of po's start, breadth first through tb_sow, or
 * NULL when it has too many positions or memory is short (the playout then
 * plays its games another way). */
static struct table *table_new(const tb_playout *po)
{
    const tb_rules *r = po->rules;
    int holes = rules_holes(r), k = r->holes_per_player;
    struct table *t = calloc(1, sizeof *t);
    struct finder f = {.bits = 16}; /* twice TABLE_MAX: at most half full */
    f.keys = calloc((size_t)1 << f.bits, sizeof *f.keys);
    f.index = malloc(sizeof *f.index << f.bits);
    uint64_t *boards = malloc(TABLE_MAX * sizeof *boards);
    struct row *rows = malloc(TABLE_MAX * sizeof *rows);
    uint8_t *ends = malloc(TABLE_MAX);
    bool ok = t && f.keys && f.index && boards && rows && ends, added;
    uint32_t n = 0;
    if (ok) {
        boards[0] = turn(board_load(po->start.board), k * po->start.to_move, holes);
        find(&f, boards[0], n++, &added);
    }
    for (uint32_t i = 0; ok && i < n; i++) {
        tb_position p = {.to_move = 0};
        board_store(p.board, boards[i]);
        ends[i] = (uint8_t)tb_position_end(r, &p);
        unsigned legal = tb_legal_moves(r, &p), m = (unsigned)__builtin_popcount(legal);
        for (unsigned u = 0; u < 2 && ok; u++) {
            rows[i].next[u] = (uint16_t)i; /* an end leads to itself */
            rows[i].gain[u] = 0;
            if (ends[i] != TB_END_NONE)
                continue;
            tb_position child;
            (void)tb_sow(r, &p, m ? nth_hole(legal, choice(u, m, 1)) : TB_PASS, &child, NULL);
            uint64_t board = turn(board_load(child.board), k, holes); /* as the other sees it */
            uint32_t x = find(&f, board, n, &added);
            ok = !added || n < TABLE_MAX;
            if (ok && added)
                boards[n++] = board;
            rows[i].next[u] = (uint16_t)x;
            rows[i].gain[u] = child.captured[0];
        }
    }
    if (ok) {
        t->positions = n;
        t->seeds = board_seeds(board_load(po->start.board));
        t->first = po->start.to_move;
        t->captured[0] = po->start.captured[t->first];
        t->captured[1] = po->start.captured[t->first ^ 1];
        t->slice = (2 * (size_t)n + STAMPS - 1) / STAMPS;
        t->slice = t->slice < SLICE ? SLICE : t->slice;
        struct row *fitted = realloc(rows, n * sizeof *rows); /* else the larger block does */
        t->rows = fitted ? fitted : rows;
        rows = NULL;
        t->finish = malloc(n * sizeof *t->finish);
        t->seen = calloc(TABLE_LANES * (size_t)LANE_STAMPS, 1);
        ok = t->finish && t->seen;
    }
    for (uint32_t i = 0; ok && i < n; i++) {
        tb_position p = {.to_move = 0};
        tb_result res;
        board_store(p.board, boards[i]);
        enum tb_end end = ends[i] != TB_END_NONE ? (enum tb_end)ends[i] : TB_END_REPETITION;
        tbi_score(r, &p, end, &res);
        t->finish[i] = (struct finish){(uint8_t)end,
                                       (uint8_t)res.left,
                                       (uint8_t)res.share,
                                       {(uint8_t)res.scores[0], (uint8_t)res.scores[1]},
                                       {(uint8_t)res.owned[0], (uint8_t)res.owned[1]}};
    }
    /* The walks' stamps, numbered as games that never were. */
    for (unsigned path = 0; ok && path < 1u << OPENING; path++) {
        if (path % STAMPS == 0)
            memset(t->seen, 0, 2 * (size_t)n);
        opening_walk(t, path, (uint8_t)(path % STAMPS + 1));
    }
    if (ok)
        memset(t->seen, 0, 2 * (size_t)n);
    free(f.keys);
    free(f.index);
    free(boards);
    free(rows);
    free(ends);
    if (!ok) {
        table_free(t);
        t = NULL;
    }
    return t;
}

/* The result of a game that the walk stopped at position `at` after
 * `plies` plies, the start's mover having taken `even` seeds at its plies.
 * A position that ends the game was reached two plies before: those plies,
 * and a word of random bits they drew, are taken back.  Returns the plies
 * of the game. */
static LOOP int table_result(const struct table *t, size_t at, int plies, uint32_t even,
                             uint64_t *random, tb_result *result)
{
    const struct finish *f = &t->finish[at];
    if (__builtin_expect(f->end != TB_END_REPETITION, 0)) {
        if ((plies - 1) / 64 != (plies - 3) / 64)
            *random -= RANDOM_STEP;
        plies -= 2;
    }
    if (result) {
        /* The start's mover is to move at the end after an even number of
         * plies; the seeds the other took are the rest of those gone. */
        unsigned odd = (unsigned)plies & 1;
        int mine = t->captured[0] + (int)even + f->adds[odd];
        int theirs = t->captured[1] + t->seeds - f->left - (int)even + f->adds[odd ^ 1];
        int ahead = mine - theirs, first = t->first;
        /* The winner as tb_score has it: the one with more, or none. */
        *result = (tb_result){
            .end = f->end,
            .left = f->left,
            .share = f->share,
            .scores = {first ? theirs : mine, first ? mine : theirs},
            .owned = {f->owned[odd ^ (unsigned)first], f->owned[odd ^ 1 ^ (unsigned)first]},
            .winner = ahead ? first ^ (ahead < 0) : -1};
    }
    return plies;
}

/* A game walked through the table: where it is, its random bits not used
 * yet and its number in its lane's stamps, which every ply reads (kept in
 * registers while a lane plays), ... */
struct walker {
    size_t at;
    uint64_t word;
    uint8_t game;
};
/* ... and what it has done, which a ply adds to and its end reads. */
struct tally {
    int plies;
    uint32_t even;  /* seeds taken at even plies, by the start's mover */
    uint64_t state; /* where its random numbers are */
};

/* Starts a game in lane l, from the random state in y: its number, its
 * first random word, and the opening that picks.  False when the game is
 * over already. */
static LOOP bool walker_start(struct table *t, int l, struct walker *w, struct tally *y)
{
    uint8_t *seen = t->seen + (size_t)l * LANE_STAMPS;
    uint8_t game = t->games[l] == STAMPS ? 1 : (uint8_t)(t->games[l] + 1);
    t->games[l] = game;
    if (t->slice == SLICE) /* a size the compiler sees: no call */
        memset(seen + (size_t)(game - 1) * SLICE, 0, SLICE);
    else
        memset(seen + (size_t)(game - 1) * t->slice, 0, t->slice);
    uint64_t word = random_next(&y->state);
    const struct opening *o = &t->opening[word & ((1u << OPENING) - 1)];
    w->word = word >> OPENING;
    w->at = o->at;
    w->game = game;
    y->even = o->even;
    y->plies = o->plies;
#pragma GCC unroll 8
    for (int i = 0; i <= OPENING; i++)
        seen[o->seen[i]] = game;
    return !o->stops;
}

/* p as an address the compiler cannot see through: the half of a row a
 * ply reads is picked by its random bit before the position is known, and
 * so must stay apart from it (else the bit is added to the position, one
 * more step in the chain from each ply to the next). */
#if defined(__GNUC__) && defined(__OPTIMIZE__)
#define APART(p) __asm__("" : "+r"(p))
#else
#define APART(p) (void)(p)
#endif

/* Two plies of a game in lane l, the first by the start's mover; false
 * when it is over (y->plies then counts the plies to where the walk
 * stopped).  The rows as halves: (halves + u)[4i] is row i's next[u],
 * [4i + 2] its gain[u]. */
static LOOP bool walker_round(const uint16_t *halves, uint8_t *stamps, int l, struct walker *w,
                              struct tally *y)
{
    uint8_t *seen = stamps + (size_t)l * LANE_STAMPS;
    if ((y->plies & 63) == 0)
        w->word = random_next(&y->state);
    size_t at = w->at;
    const uint16_t *half = halves + (w->word & 1);
    APART(half);
    y->even += half[4 * at + 2];
    at = half[4 * at];
    if (seen[2 * at + 1] == w->game) {
        w->at = at;
        y->plies += 1;
        return false;
    }
    seen[2 * at + 1] = w->game;
    half = halves + (w->word >> 1 & 1);
    APART(half);
    w->word >>= 2;
    at = half[4 * at];
    w->at = at;
    y->plies += 2;
    if (seen[2 * at] == w->game)
        return false;
    seen[2 * at] = w->game;
    return true;
}

static const uint16_t *halves_of(const struct table *t) { return &t->rows[0].next[0]; }

static int table_play(tb_playout *po, uint64_t *random, tb_result *result, int *plies)
{
    struct table *t = po->table;
    struct walker w;
    struct tally y = {.state = *random};
    bool on = walker_start(t, 0, &w, &y);
    while (on)
        on = walker_round(halves_of(t), t->seen, 0, &w, &y);
    *random = y.state;
    int n = table_result(t, w.at, y.plies, y.even, random, result);
    if (plies)
        *plies = n;
    return TB_OK;
}

struct batch {
    tb_playout *po;
    uint64_t seed;
    int games, started;
    tb_result *results;
    int *plies;
    int index[TABLE_LANES]; /* the game of each lane, -1 for none */
};

/* Tells the game of lane l, which is over. */
static LOOP void lane_tell(const struct batch *b, int l, const struct walker *w,
                           const struct tally *y)
{
    uint64_t unused = 0; /* a game's random state is not needed once it is over */
    int index = b->index[l], n = table_result(b->po->table, w->at, y->plies, y->even, &unused,
                                              b->results ? &b->results[index] : NULL);
    if (b->plies)
        b->plies[index] = n;
}

/* Starts games on lane l until one goes on past its opening, or none is
 * left; false when the lane is left empty. */
static LOOP bool lane_fill(struct batch *b, int l, struct walker *w, struct tally *y)
{
    while (b->started < b->games) {
        b->index[l] = b->started++;
        y->state = random_next(&b->seed);
        if (walker_start(b->po->table, l, w, y))
            return true;
        lane_tell(b, l, w, y);
    }
    b->index[l] = -1;
    return false;
}

/* A batch through the table: TABLE_LANES games at once ("lanes"), two
 * plies of each in turn, while there are games to start; the last ones
 * one at a time.  Each lane's end is a branch to its own restart, and
 * nothing in the loop calls a function, so that the lanes stay in
 * registers. */
static __attribute__((noinline)) void lanes_run(struct batch *b, struct walker w[],
                                                struct tally y[])
{
    _Static_assert(TABLE_LANES == 3, "a variable for each lane");
    const uint16_t *halves = halves_of(b->po->table);
    uint8_t *seen = b->po->table->seen;
    struct walker w0 = w[0], w1 = w[1], w2 = w[2];
    struct tally y0 = y[0], y1 = y[1], y2 = y[2];
    for (;;) {
        if (!walker_round(halves, seen, 0, &w0, &y0)) {
            lane_tell(b, 0, &w0, &y0);
            if (!lane_fill(b, 0, &w0, &y0))
                break;
        }
        if (!walker_round(halves, seen, 1, &w1, &y1)) {
            lane_tell(b, 1, &w1, &y1);
            if (!lane_fill(b, 1, &w1, &y1))
                break;
        }
        if (!walker_round(halves, seen, 2, &w2, &y2)) {
            lane_tell(b, 2, &w2, &y2);
            if (!lane_fill(b, 2, &w2, &y2))
                break;
        }
    }
    w[0] = w0;
    w[1] = w1;
    w[2] = w2;
    y[0] = y0;
    y[1] = y1;
    y[2] = y2;
}

static int table_batch(tb_playout *po, uint64_t seed, int games, tb_result results[], int plies[])
{
    struct table *t = po->table;
    struct batch b = {po, seed, games, 0, results, plies, {0}};
    struct walker w[TABLE_LANES] = {{0}};
    struct tally y[TABLE_LANES] = {{0}};
    bool all = true;
    for (int l = 0; l < TABLE_LANES; l++)
        all &= lane_fill(&b, l, &w[l], &y[l]);
    if (all)
        lanes_run(&b, w, y);
    /* The last games, one at a time. */
    for (int l = 0; l < TABLE_LANES; l++) {
        if (b.index[l] < 0)
            continue;
        bool on = true;
        while (on)
            on = walker_round(halves_of(t), t->seen, l, &w[l], &y[l]);
        lane_tell(&b, l, &w[l], &y[l]);
    }
    return TB_OK;
}

/* ---- The board: moves sown on the board word ---- */

enum {
    BOARD_HOLES = 6, /* at most: a position key leaves its top two bytes free */
    GAME_SHIFT = 48, /* where a slot of a set keeps its game's number */
};

/* Hole h sown when it holds s seeds, in one word beside what the board
 * gains (struct board's `sown`): the counts that the hole's owner, the
 * player who sows it, takes where the last seed falls (bit n: that hole is
 * taken when it holds n, below 32), then, above every count a hole can
 * hold (SOWING_COUNTS), 8 times the hole after it, whether a capture goes
 * on there, and 8 times the last seed's hole. */
enum {
    SOWING_COUNTS = 48, /* the seeds of a rule set the board way plays: fewer */
    SOWING_NEXT = 48,
    SOWING_CHAIN = 55,
    SOWING_LAST = 56,
};

/* The positions since the last capture, as a hash set: a slot holds a
 * position key and, in its top two bytes, the number of the game it was
 * written in; a slot of another game is free, so a new game empties the
 * set at no cost.  It grows when a game fills an eighth (SET_SPARSE). */
struct set {
    uint64_t *slots;
    int bits;
    int shift;     /* 64 - bits: a key's hash to its first slot */
    size_t mask;   /* slots - 1 */
    uint64_t game; /* its number, as a slot holds it, above the key */
};

/* A game being sown: what every ply reads and writes (kept in registers
 * while it plays: its position, turned round, its random bits, its
 * plies, its positions since the last capture), ... */
struct hand {
    uint64_t board, word;
    int plies;
    int room; /* positions the set takes in this game before it grows */
    struct set set;
};
/* ... and the rest: what each player but the last took (a byte each,
 * player i of the turned game in byte i: the last player's is what is
 * gone from the board and not theirs), its random state, and its end. */
struct runner {
    uint32_t captured;
    uint64_t state;
    enum tb_end end;
};

/* The board way.  Games are played turned round, as the start's mover
 * sees the board: the player to move at a game's i-th ply is then player
 * i mod the players, whose holes are constants in the loops. */
struct board {
    /* [h << 6 | s]: hole h sown when it holds s seeds (TB_MAX_SEEDS is 63):
     * what the board gains (the lifted seeds taken off, modulo 2^64), and
     * the rest. */
    uint64_t sown[BOARD_HOLES << 6];
    uint64_t sowing[BOARD_HOLES << 6];
    /* choose[v]: for each `legal` of the mover's holes (bit i for its i-th),
     * at bits 2 legal, the number among them (from 0) of the one tihbat.h's
     * choice v plays. */
    uint16_t choose[6];
    uint64_t counts; /* the counts a capture takes, bit n for n (below 32) */
    uint64_t above;  /* sow.h's board_takers */
    bool any_side;   /* captures on any side, else on the mover's */
    uint8_t run[BOARD_HOLES][1 << BOARD_HOLES]; /* the holes a capture empties */
    uint64_t bytes[1 << BOARD_HOLES];           /* those holes' bytes */
    bool no_move_ends;
    /* The batch in eight lanes (wide_fits): whether it plays this rule set
     * here, and what its ply needs that the tables above do not hold in a
     * form for vectors: where the first seed falls (0 the lifted hole, 1 the
     * next), the top bit of each hole where player p can take seeds, and the
     * bytes of the holes a capture's run may reach from the last (all in a
     * forward chain, else the last alone). */
    bool wide;
    uint8_t offset;
    uint64_t side[2];
    uint64_t reach;
    /* A batch's lanes' (two, or eight in vectors); a single game's is lane
     * 0's. */
    struct set sets[WIDE_LANES];
};

static void board_free(struct board *d)
{
    if (!d)
        return;
    for (int l = 0; l < WIDE_LANES; l++)
        free(d->sets[l].slots);
    free(d);
}

/* Does the board way play r?  Two players of two or three holes each, or
 * three of two: a loop for each, with its holes as constants; six holes
 * at most, so that a key leaves room for its game's number; counts below 32 that
 * capture; and the rules sow.h calls plain: every hole with a seed may be
 * played, a capture goes on forward or not at all, and none is forbidden
 * (Modiar's smallest hole to play, feeding, backward chain, quiet first
 * move and whole row are not).  A feature of a rule set that it does not
 * play goes to the game's way here. */
static bool board_fits(const tb_rules *r)
{
    int k = r->holes_per_player;
    struct sower zero;
    sower_init(&zero, r, 0);
    return (r->players == 2 && (k == 2 || k == 3)) || (r->players == 3 && k == 2)
               ? r->capture_max < 32 && tb_total_seeds(r) < SOWING_COUNTS && zero.plain
               : false;
}

#ifdef WIDE
/* Whether the processor has AVX-512's F, BW and DQ, and the system saves
 * their registers, as cpuid and xgetbv say (libgcc's
 * __builtin_cpu_supports would make the library take a name from the
 * compiler's runtime).  The answers are added up, not tested one by one:
 * a branch that no one machine takes both ways would count as untested. */
static bool avx512(void)
{
    unsigned a, b = 0, c = 0, d;
    (void)__get_cpuid(1, &a, &b, &c, &d);
    uint32_t xcr0 = 0, high;
    if (c & bit_OSXSAVE) /* else xgetbv is no instruction here */
        __asm__("xgetbv" : "=a"(xcr0), "=d"(high) : "c"(0));
    b = 0;
    (void)__get_cpuid_count(7, 0, &a, &b, &c, &d);
    unsigned features = bit_AVX512F | bit_AVX512BW | bit_AVX512DQ,
             saved = 0xe6; /* XCR0: SSE, AVX, the masks and both halves of zmm */
    int yes = ((b & features) == features) + ((xcr0 & saved) == saved);
    return yes == 2;
}
#endif

/* Does the batch in eight lanes play r, which the board way plays?  Two
 * players of three holes (of the board way's rule sets, those of three
 * holes a player), six bytes of a lane, whose ply takes half a random
 * word; one with no move ends the game (the lanes have no pass); and a
 * processor with AVX-512, asked at run time: the library is built for any
 * x86-64. */
static bool wide_fits(const tb_rules *r)
{
#ifdef WIDE
    bool fits = r->holes_per_player == 3 && r->no_move == TB_NO_MOVE_ENDS;
    return fits ? avx512() : false;
#else
    (void)r;
    return false;
#endif
}

/* The board way of po's rule set, or NULL when memory is short. */
static struct board *board_new(const tb_playout *po)
{
    const tb_rules *r = po->rules;
    struct board *d = calloc(1, sizeof *d);
    if (!d)
        return NULL;
    int holes = rules_holes(r), k = r->holes_per_player;
    unsigned S = k == 2 ? 2 : 6; /* lcm(1 .. k) */
    struct sower zero;
    struct sowings sowings;
    sower_init(&zero, r, 0);
    sowings_init(&sowings, r);
    d->above = zero.above;
    d->any_side = r->capture_side == TB_CAPTURE_ANY_SIDE;
    d->no_move_ends = zero.no_move_ends;
    d->wide = wide_fits(r);
    d->offset = zero.offset;
    for (int p = 0; p < 2; p++) {
        struct sower w;
        sower_init(&w, r, p);
        d->side[p] = board_tops(w.capture_side);
    }
    d->reach = r->chain == TB_CHAIN_FORWARD ? board_bytes((1u << holes) - 1) : 0xff;
    d->counts = (uint32_t)zero.capture_counts;
    for (unsigned legal = 1; legal < 1u << k; legal++)
        for (unsigned v = 0; v < S; v++)
            d->choose[v] |= (uint16_t)(nth_hole(legal, v * (unsigned)__builtin_popcount(legal) / S)
                                       << 2 * legal);
    for (int h = 0; h < holes; h++)
        for (int seeds = 1; seeds <= TB_MAX_SEEDS; seeds++) {
            struct sower w;
            sower_init(&w, r, h / k);
            int last = sowings.last[h][seeds];
            int after = last + 1 == holes ? 0 : last + 1;
            bool takes = w.capture_side >> last & 1,
                 goes_on = w.chain == TB_CHAIN_FORWARD && w.capture_side >> after & 1;
            d->sown[h << 6 | seeds] = sowings.sown[h][seeds];
            uint64_t word = takes ? (uint32_t)w.capture_counts : 0;
            word |= (uint64_t)(8 * after) << SOWING_NEXT | (uint64_t)(8 * last) << SOWING_LAST;
            if (goes_on)
                word |= UINT64_C(1) << SOWING_CHAIN;
            d->sowing[h << 6 | seeds] = word;
        }
    for (unsigned mask = 0; mask < 1u << holes; mask++) {
        d->bytes[mask] = board_bytes(mask);
        for (int h = 0; h < holes; h++) /* the runs are the same for every mover */
            d->run[h][mask] = (uint8_t)sow_run(&zero, mask, h);
    }
    for (int l = 0; l < WIDE_LANES; l++) {
        struct set *set = &d->sets[l];
        set->bits = SET_FIRST_BITS;
        set->shift = 64 - SET_FIRST_BITS;
        set->mask = ((size_t)1 << SET_FIRST_BITS) - 1;
        if (!(set->slots = calloc((size_t)1 << SET_FIRST_BITS, sizeof *set->slots))) {
            board_free(d);
            return NULL;
        }
    }
    return d;
}

/* Adds key to the set's game; tells whether it was there. */
static LOOP bool set_insert(const struct set *s, uint64_t key)
{
    size_t i = (size_t)(hash_key(key) >> s->shift);
    uint64_t tagged = key | s->game;
    for (;; i = (i + 1) & s->mask) {
        uint64_t slot = s->slots[i];
        if (slot == tagged)
            return true;
        if ((slot ^ s->game) >> GAME_SHIFT) { /* of another game: free */
            s->slots[i] = tagged;
            return false;
        }
    }
}

/* The set *s twice as large, with this game's keys; false when memory
 * is short (the set is kept then). */
static bool set_grow(struct set *s)
{
    struct set grown = {NULL, s->bits + 1, s->shift - 1, s->mask << 1 | 1, s->game};
    if (!(grown.slots = calloc((size_t)1 << grown.bits, sizeof *grown.slots)))
        return false;
    for (size_t i = 0; i < (size_t)1 << s->bits; i++)
        if (!((s->slots[i] ^ s->game) >> GAME_SHIFT))
            set_insert(&grown, s->slots[i] & ((UINT64_C(1) << GAME_SHIFT) - 1));
    free(s->slots);
    *s = grown;
    return true;
}

/* The start of a game, turned round. */
static LOOP void runner_start(const tb_playout *po, struct hand *h, struct runner *n)
{
    const tb_rules *r = po->rules;
    h->board =
        turn(board_load(po->start.board), r->holes_per_player * po->start.to_move, rules_holes(r));
    h->plies = 0;
    n->captured = 0;
    /* Game numbers come round after 2^16 games: then the slots are
     * cleared. */
    h->set.game += UINT64_C(1) << GAME_SHIFT;
    if (h->set.game == 0) {
        memset(h->set.slots, 0, sizeof *h->set.slots << h->set.bits);
        h->set.game = UINT64_C(1) << GAME_SHIFT;
    }
    h->room = 1 << (h->set.bits - SET_SPARSE);
    set_insert(&h->set, board_key(h->board, 0));
    h->room--;
}

/* The holes of player p (of k holes each) that hold a seed, bit i for
 * their i-th: the top bit of each byte that holds one, multiplied into the
 * top k bits of a word (board_nonempty_of, with a shift less on the
 * chain from one ply to the next).  The top bit of the byte of hole
 * t = p k + i, at 8 t + 7, goes to bit 64 - k + i; the products of one
 * hole's bit with another's term fall below those bits or above the word,
 * each at a bit of its own, so nothing carries into them. */
static LOOP unsigned legal_of(uint64_t board, int p, int k)
{
    uint64_t tops = 0, gather = 0;
    for (int i = 0; i < k; i++) {
        int t = 8 * (p * k + i) + 7;
        tops |= UINT64_C(1) << t;
        gather |= UINT64_C(1) << (64 - k + i - t);
    }
    return (unsigned)(((board + UINT64_C(0x7f7f7f7f7f7f7f7f)) & tops) * gather >> (64 - k));
}

/* Where c has a bit of `bits`, (a, b) take (a2, b2), with no branch: the
 * choice of a move is as likely one way as another, and compilers branch
 * on it where they can (gcc 12 does here), mispredicted half the time. */
static inline void select_if(unsigned c, unsigned bits, uint64_t *a, uint64_t *b, uint64_t a2,
                             uint64_t b2)
{
#if defined(__x86_64__) && defined(__GNUC__)
    __asm__("testl %[bits], %[c]\n\t"
            "cmovnz %[a2], %[a]\n\t"
            "cmovnz %[b2], %[b]"
            : [a] "+r"(*a), [b] "+r"(*b)
            : [c] "r"(c), [bits] "ir"(bits), [a2] "r"(a2), [b2] "r"(b2)
            : "cc");
#else
    uint64_t take = 0 - (uint64_t)((c & bits) != 0);
    *a = (a2 & take) | (*a & ~take);
    *b = (b2 & take) | (*b & ~take);
#endif
}

/* One ply by player p of a turned game of `players` players of k holes,
 * with b random bits a ply: 0 when the game goes on, 1 when it is over
 * (n->end says how), or -TB_ENOMEM.  The chain from one ply to the next is
 * the legal moves, the pick among them (a shift of a word chosen by the
 * random bits), two conditional moves among the sowings of the mover's
 * holes (looked up meanwhile) and one addition, then the capture.  Most
 * plies take nothing: a mask says so, with no branch. */
static LOOP int board_ply(const struct board *d, struct hand *h, struct runner *n, int p,
                          int players, int k, int b)
{
    uint64_t board = h->board;
    unsigned legal = legal_of(board, p, k);
    if (__builtin_expect(legal == 0, 0) && (d->no_move_ends || board == 0)) {
        n->end = board ? TB_END_NO_MOVES : TB_END_ALL_CAPTURED;
        return 1;
    }
    /* A word of random bits every 64 / b plies: with two players and 32
     * bits, at the first ply of each round. */
    if (b == 32 && players == 2 ? p == 0 : ((unsigned)h->plies & (64u / (unsigned)b - 1)) == 0)
        h->word = random_next(&n->state);
    uint64_t u = h->word & ((UINT64_C(1) << b) - 1);
    h->word >>= b;
    if (legal) { /* else the player passes */
        /* Each of the mover's holes' sowing is looked up before the move is
         * known, so that the chain from one ply to the next waits on the
         * choice alone: the legal moves, then the bits of a word chosen
         * ahead by the random bits, then a selection (no branch). */
        unsigned row = d->choose[u * (k == 2 ? 2 : 6) >> b], j = row >> 2 * legal;
        int h0 = p * k, h1 = h0 + 1, h2 = k == 3 ? h0 + 2 : h1;
        size_t at0 = (size_t)h0 << 6 | (board >> 8 * h0 & 0xff),
               at1 = (size_t)h1 << 6 | (board >> 8 * h1 & 0xff),
               at2 = (size_t)h2 << 6 | (board >> 8 * h2 & 0xff);
        uint64_t add = d->sown[at0], sowing = d->sowing[at0];
        select_if(j, 1, &add, &sowing, d->sown[at1], d->sowing[at1]);
        if (k == 3)
            select_if(j, 2, &add, &sowing, d->sown[at2], d->sowing[at2]);
        unsigned by = (unsigned)(sowing >> SOWING_LAST);
        board += add;
        /* A capture of the last seed's hole alone is worked out without a
         * branch (a third of Bakuk's plies capture: a branch would be
         * mispredicted as often); one that goes on to the next hole is
         * rarer, and looked up. */
        uint64_t count = board >> by & 0xff, takes = sowing >> count & 1,
                 next = board >> (sowing >> SOWING_NEXT & 0x3f) & 0xff;
        if (__builtin_expect((takes & sowing >> SOWING_CHAIN & d->counts >> next) != 0, 0)) {
            unsigned first = (unsigned)(p * k),
                     side = d->any_side ? (1u << players * k) - 1 : ((1u << k) - 1) << first;
            uint64_t gone = board & d->bytes[d->run[by / 8][board_takers(board, d->above, side)]];
            board -= gone;
            if (p < players - 1)
                n->captured += (uint32_t)board_seeds(gone) << 8 * p;
        } else {
            board -= (count << by) & (0 - takes);
            if (p < players - 1)
                n->captured += (uint32_t)(count & (0 - takes)) << 8 * p;
        }
    }
    h->board = board;
    h->plies++;
    if (__builtin_expect(--h->room == 0, 0)) { /* grown as a copy: h stays in registers */
        struct set grown = h->set;
        if (!set_grow(&grown))
            return -TB_ENOMEM;
        h->set = grown;
        h->room = 1 << (grown.bits - SET_SPARSE - 1); /* it holds half its share: as many again */
    }
    if (set_insert(&h->set, board_key(board, (p + 1) % players))) {
        n->end = TB_END_REPETITION;
        return 1;
    }
    return 0;
}

/* A round of a game: a ply of each player; 0 when it goes on. */
static LOOP int board_round(const struct board *d, struct hand *h, struct runner *n, int players,
                            int k, int b)
{
    int over;
    if ((over = board_ply(d, h, n, 0, players, k, b)) != 0)
        return over;
    if ((over = board_ply(d, h, n, 1, players, k, b)) != 0)
        return over;
    if (players == 3 && (over = board_ply(d, h, n, 2, players, k, b)) != 0)
        return over;
    return 0;
}

/* Plays a game to its end. */
static LOOP int board_rounds(const struct board *d, struct hand *h, struct runner *n, int players,
                             int k, int b)
{
    int over;
    do
        over = board_round(d, h, n, players, k, b);
    while (over == 0);
    return over;
}

/* Player p's ply in each of two games that are not over yet (*over 0). */
static LOOP void board_ply2(const struct board *d, struct hand *h0, struct hand *h1,
                            struct runner *n0, struct runner *n1, int *over0, int *over1, int p,
                            int players, int k, int b)
{
    if (!*over0)
        *over0 = board_ply(d, h0, n0, p, players, k, b);
    if (!*over1)
        *over1 = board_ply(d, h1, n1, p, players, k, b);
}

/* Two games, a ply of each in turn, until one is over: over[l] says which
 * (1) or that memory was short (-TB_ENOMEM); a game over in a round plays
 * no more of it, so that both end a round at the same ply, the next
 * round's first.  The plies call nothing, so that the two hands stay in
 * registers, and one game's ply runs while the other's waits on its loads:
 * a round of each in turn was too long a stretch for the processor to see
 * the other's. */
static LOOP void board_lanes(const struct board *d, struct hand h[], struct runner n[], int over[],
                             int players, int k, int b)
{
    _Static_assert(BOARD_LANES == 2, "a variable for each lane");
    struct hand h0 = h[0], h1 = h[1];
    struct runner n0 = n[0], n1 = n[1];
    int over0 = 0, over1 = 0;
    do {
        board_ply2(d, &h0, &h1, &n0, &n1, &over0, &over1, 0, players, k, b);
        board_ply2(d, &h0, &h1, &n0, &n1, &over0, &over1, 1, players, k, b);
        if (players == 3)
            board_ply2(d, &h0, &h1, &n0, &n1, &over0, &over1, 2, players, k, b);
    } while (!(over0 | over1));
    h[0] = h0;
    h[1] = h1;
    n[0] = n0;
    n[1] = n1;
    over[0] = over0;
    over[1] = over1;
}

static __attribute__((noinline)) void board_lanes_of(const tb_playout *po, struct hand h[],
                                                     struct runner n[], int over[])
{
    const struct board *d = po->board;
    if (po->rules->players == 3)
        board_lanes(d, h, n, over, 3, 2, 1);
    else if (po->rules->holes_per_player == 3)
        board_lanes(d, h, n, over, 2, 3, 32);
    else
        board_lanes(d, h, n, over, 2, 2, 1);
}

/* The result of a game that is over: its board (turned), plies, what each
 * took (bytes, turned) and how it ended. */
static void board_result(const tb_playout *po, uint64_t board, int plies, uint32_t captured,
                         enum tb_end end, tb_result *result)
{
    const tb_rules *r = po->rules;
    int first = po->start.to_move, holes = rules_holes(r);
    tb_position p = po->start;
    board_store(p.board, turn(board, (holes - r->holes_per_player * first) % holes, holes));
    p.to_move = (uint8_t)((first + plies) % r->players);
    int gone = board_seeds(board_load(po->start.board)) - board_seeds(board);
    for (int i = 0; i < r->players; i++) {
        int q = (first + i) % r->players,
            took = i < r->players - 1 ? (int)(captured >> 8 * i & 0xff) : gone;
        p.captured[q] = (uint8_t)(p.captured[q] + took);
        gone -= took;
    }
    tbi_score(r, &p, end, result);
}

/* Plays the started game of h and n to its end, and tells it. */
static LOOP int board_on(const tb_playout *po, struct hand *h, struct runner *n, tb_result *result,
                         int *plies)
{
    const struct board *d = po->board;
    /* A loop made with constants for each kind of game the way plays. */
    int over = po->rules->players == 3            ? board_rounds(d, h, n, 3, 2, 1)
               : po->rules->holes_per_player == 3 ? board_rounds(d, h, n, 2, 3, 32)
                                                  : board_rounds(d, h, n, 2, 2, 1);
    if (over < 0)
        return -over;
    if (result)
        board_result(po, h->board, h->plies, n->captured, n->end, result);
    if (plies)
        *plies = h->plies;
    return TB_OK;
}

static int board_play(tb_playout *po, uint64_t *random, tb_result *result, int *plies)
{
    struct board *d = po->board;
    struct runner n = {.state = *random};
    struct hand h = {.set = d->sets[0]};
    runner_start(po, &h, &n);
    int status = board_on(po, &h, &n, result, plies);
    d->sets[0] = h.set;  /* grown or not, the set is the playout's */
    if (status == TB_OK) /* a game refused leaves *random as it was */
        *random = n.state;
    return status;
}

/* A batch on the board: two games at once, a ply of each in turn; a game
 * that ends is told, and its lane takes the next, outside the loop of
 * plies.  The last game is played alone. */
static int board_batch(tb_playout *po, uint64_t seed, int games, tb_result results[], int plies[])
{
    struct board *d = po->board;
    struct hand h[BOARD_LANES] = {{0}};
    struct runner n[BOARD_LANES] = {{0}};
    int index[BOARD_LANES], started = 0, status = TB_OK;
    for (int l = 0; l < BOARD_LANES; l++) {
        h[l] = (struct hand){.set = d->sets[l]};
        n[l] = (struct runner){.state = random_next(&seed)};
        index[l] = started++;
        runner_start(po, &h[l], &n[l]);
    }
    int idle = -1; /* the lane left without a game, or BOARD_LANES: both */
    while (idle < 0) {
        int over[BOARD_LANES] = {0};
        board_lanes_of(po, h, n, over);
        if (over[0] < 0 || over[1] < 0) {
            status = TB_ENOMEM;
            break;
        }
        for (int l = 0; l < BOARD_LANES; l++) {
            if (!over[l])
                continue;
            if (results)
                board_result(po, h[l].board, h[l].plies, n[l].captured, n[l].end,
                             &results[index[l]]);
            if (plies)
                plies[index[l]] = h[l].plies;
            if (started == games && idle < 0) {
                idle = l;
            } else if (started == games) { /* both over, and no game left */
                idle = BOARD_LANES;
            } else {
                n[l].state = random_next(&seed);
                index[l] = started++;
                runner_start(po, &h[l], &n[l]);
            }
        }
    }
    if (status == TB_OK && idle < BOARD_LANES) { /* the other game alone */
        int other = 1 - idle;
        status = board_on(po, &h[other], &n[other], results ? &results[index[other]] : NULL,
                          plies ? &plies[index[other]] : NULL);
    }
    for (int l = 0; l < BOARD_LANES; l++)
        d->sets[l] = h[l].set;
    return status;
}

/* ---- The board in eight lanes (AVX-512) ---- */

#ifdef WIDE
/* A batch of Bakuk (wide_fits) plays eight games at once, one in each
 * 64-bit lane of 512-bit vectors, a ply of all eight in the same
 * instructions: the board word is a lane, and so are its plies, its seeds
 * taken, its random state, its set's address, shift and game number.  A
 * ply is arithmetic but for the set's probe (a gather) and its insert (a
 * scatter): the sowing in the closed form of sow_seeds, the move chosen as
 * board_ply chooses it (the choice's word read by a permutation), the
 * capture as the run of the holes that take (sow_run) over bytes, without
 * a branch.  A lane whose game is over, or whose set is due to grow, is
 * seen at the end of a round (its two plies), where the lanes go to memory
 * and plain C tells the game and starts the next. */
typedef __m512i wide;
#define WIDE_TARGET __attribute__((target("avx512f,avx512bw,avx512dq")))
#ifdef __OPTIMIZE__
#define WIDE_LOOP WIDE_TARGET inline __attribute__((always_inline))
#else
#define WIDE_LOOP WIDE_TARGET
#endif

/* The lanes' state in memory, lane l at [l]: where a round that ends a
 * game leaves it, and what the next round starts from. */
struct wide_lanes {
    _Alignas(64) uint64_t board[WIDE_LANES];
    _Alignas(64) uint64_t state[WIDE_LANES]; /* random */
    _Alignas(64) uint64_t plies[WIDE_LANES];
    _Alignas(64) uint64_t captured[WIDE_LANES]; /* by the start's mover */
    _Alignas(64) uint64_t room[WIDE_LANES];     /* as a signed number: the set grows below 1 */
    _Alignas(64) uint64_t end[WIDE_LANES];
    _Alignas(64) uint64_t slots[WIDE_LANES]; /* the address of its set's slots */
    _Alignas(64) uint64_t shift[WIDE_LANES];
    _Alignas(64) uint64_t game[WIDE_LANES];
    unsigned over; /* bit l: lane l's game is over */
    unsigned idle; /* bit l: no game is left for lane l */
};

struct wide_batch {
    struct wide_lanes v;
    struct set sets[WIDE_LANES];
    int index[WIDE_LANES];
    const tb_playout *po;
    uint64_t seed;
    int games, started;
    tb_result *results;
    int *plies;
    int status; /* TB_ENOMEM once a set could not grow */
};

/* Lane l's set as the vectors read it. */
static void wide_set(struct wide_batch *q, int l)
{
    q->v.slots[l] = (uint64_t)(uintptr_t)q->sets[l].slots;
    q->v.shift[l] = (uint64_t)q->sets[l].shift;
    q->v.game[l] = q->sets[l].game;
}

/* Lane l takes the next game, or none is left. */
static void wide_start(struct wide_batch *q, int l)
{
    struct wide_lanes *v = &q->v;
    v->over &= ~(1u << l);
    if (q->started == q->games) {
        v->idle |= 1u << l;
        return;
    }
    struct hand h = {.set = q->sets[l]};
    struct runner n = {.state = random_next(&q->seed)};
    q->index[l] = q->started++;
    runner_start(q->po, &h, &n);
    q->sets[l] = h.set;
    wide_set(q, l);
    v->board[l] = h.board;
    v->state[l] = n.state;
    v->plies[l] = 0;
    v->captured[l] = 0;
    v->room[l] = (uint64_t)h.room;
}

/* The end of a round where lanes' games are over or their sets are due to
 * grow (bit l of `lanes`): the games over are told and their lanes start
 * the next.  False when every lane is idle, or a set could not grow. */
static __attribute__((noinline)) bool wide_turn(struct wide_batch *q, unsigned lanes)
{
    struct wide_lanes *v = &q->v;
    for (; lanes; lanes &= lanes - 1) {
        int l = __builtin_ctz(lanes);
        if (v->over >> l & 1) {
            int i = q->index[l];
            if (q->results)
                board_result(q->po, v->board[l], (int)v->plies[l], (uint32_t)v->captured[l],
                             (enum tb_end)v->end[l], &q->results[i]);
            if (q->plies)
                q->plies[i] = (int)v->plies[l];
            wide_start(q, l);
        } else {
            if (!set_grow(&q->sets[l])) {
                q->status = TB_ENOMEM;
                return false;
            }
            wide_set(q, l);
            v->room[l] += (uint64_t)1 << (q->sets[l].bits - SET_SPARSE - 1);
        }
    }
    return v->idle != (1u << WIDE_LANES) - 1;
}

/* The keys of the lanes `going` (bit l for lane l) added to their sets one
 * by one, where one of them found its slot taken by another key: bit l of
 * the result says that lane l's key was there. */
static __attribute__((noinline)) unsigned wide_probe(struct wide_batch *q, const uint64_t key[],
                                                     unsigned going)
{
    unsigned seen = 0;
    for (; going; going &= going - 1) {
        int l = __builtin_ctz(going);
        if (set_insert(&q->sets[l], key[l]))
            seen |= 1u << l;
    }
    return seen;
}

/* The constants of a ply, as vectors. */
struct wide_consts {
    wide choose, weights[2], first[2], before, side[2], reach, above, spread;
};

/* The lanes' state while they play. */
struct wide_state {
    wide board, plies, captured, room, end, slots, shift, game;
    /* A lane's game goes on being played, wrongly, from where it is over
     * to the end of the round, so that no ply waits on the last one's
     * probe of the set: its board, plies and seeds taken where it was
     * over are kept here. */
    wide told_board, told_plies, told_captured;
    __mmask8 over, idle;
};

static WIDE_LOOP wide w_set(uint64_t x) { return _mm512_set1_epi64((long long)x); }

/* tb_random_next in each lane. */
static WIDE_LOOP wide w_random(wide *state)
{
    wide z = *state = _mm512_add_epi64(*state, w_set(RANDOM_STEP));
    z = _mm512_mullo_epi64(_mm512_xor_si512(z, _mm512_srli_epi64(z, 30)),
                           w_set(UINT64_C(0xbf58476d1ce4e5b9)));
    z = _mm512_mullo_epi64(_mm512_xor_si512(z, _mm512_srli_epi64(z, 27)),
                           w_set(UINT64_C(0x94d049bb133111eb)));
    return _mm512_xor_si512(z, _mm512_srli_epi64(z, 31));
}

/* Three-input logic of vpternlogq: ~a & ~b & c, (a | b) & c, ~a & b & c. */
enum { NONE_OF_AB_C = 0x02, AB_ANY_C = 0xa8, NOT_A_B_C = 0x08 };

/* One ply of player p, whose random bits are the low 32 of u, in each
 * lane that plays (not idle): board_ply's, the same move from the same
 * bits, with the capture of sow_run. */
static WIDE_LOOP void wide_ply(struct wide_batch *q, const struct wide_consts *c,
                               struct wide_state *s, wide u, int p)
{
    const wide zero = _mm512_setzero_si512(), ones = w_set(UINT64_C(0x0101010101010101)),
               c48 = w_set(48);
    wide board = s->board;
    /* Twice the mask of the legal moves: the weights 2, 4, 8 of the
     * mover's holes that hold a seed, added up. */
    wide twice = _mm512_sad_epu8(
        _mm512_maskz_mov_epi8(_mm512_test_epi8_mask(board, board), c->weights[p]), zero);
    __mmask8 playing = (__mmask8)~s->idle,
             stuck = _mm512_mask_cmpeq_epi64_mask(playing, twice, zero),
             going = (__mmask8)(playing & ~stuck);
    /* The move: choose[u * 6 >> 32], the number of the legal hole; `at`
     * 8 times the hole. */
    wide v = _mm512_srli_epi64(_mm512_mul_epu32(u, w_set(6)), 32);
    wide j = _mm512_and_si512(_mm512_srlv_epi64(_mm512_permutexvar_epi32(v, c->choose), twice),
                              w_set(3));
    wide at = _mm512_add_epi64(_mm512_slli_epi64(j, 3), w_set(24 * (uint64_t)p));
    wide seeds = _mm512_and_si512(_mm512_srlv_epi64(board, at), w_set(0xff));
    /* sow_seeds: e is the place of the last seed counted from hole 0 (its
     * end - 1), e / 6 whole rounds of the six holes (e * 43 >> 8, exact
     * below 126) and the holes up to e % 6 (the last seed's) once more. */
    wide e = _mm512_add_epi64(_mm512_add_epi64(j, c->first[p]), seeds);
    wide rounds = _mm512_srli_epi64(_mm512_mul_epu32(e, w_set(43)), 8);
    wide by = _mm512_sub_epi64(_mm512_slli_epi64(e, 3), _mm512_mul_epu32(rounds, w_set(48)));
    wide sown = _mm512_add_epi64(_mm512_sub_epi64(board, _mm512_sllv_epi64(seeds, at)),
                                 _mm512_shuffle_epi8(rounds, c->spread));
    sown = _mm512_add_epi64(sown, _mm512_srlv_epi64(ones, _mm512_sub_epi64(w_set(56), by)));
    sown = _mm512_sub_epi64(sown, _mm512_srlv_epi64(ones, _mm512_sub_epi64(c->before, at)));
    /* The capture: the holes that hold a count taken (board_takers) on
     * the mover's side, as bytes of ones; turned round to the last seed's
     * hole, the run of them from there (sow_run) is the trailing bytes of
     * ones, which adding one clears. */
    wide takes = _mm512_ternarylogic_epi64(
        _mm512_add_epi64(sown, c->above), _mm512_slli_epi64(sown, 7),
        _mm512_add_epi64(sown, w_set(UINT64_C(0x7e7e7e7e7e7e7e7e))), NONE_OF_AB_C);
    wide full = _mm512_movm_epi8(_mm512_test_epi8_mask(takes, c->side[p])),
         back = _mm512_sub_epi64(c48, by);
    wide turned =
        _mm512_ternarylogic_epi64(_mm512_srlv_epi64(full, by), _mm512_sllv_epi64(full, back),
                                  w_set(UINT64_C(0xffffffffffff)), AB_ANY_C);
    wide run =
        _mm512_ternarylogic_epi64(_mm512_add_epi64(turned, w_set(1)), turned, c->reach, NOT_A_B_C);
    wide gone = _mm512_ternarylogic_epi64(_mm512_sllv_epi64(run, by), _mm512_srlv_epi64(run, back),
                                          sown, AB_ANY_C);
    board = _mm512_mask_sub_epi64(board, going, sown, gone);
    if (p == 0)
        s->captured =
            _mm512_mask_add_epi64(s->captured, going, s->captured, _mm512_sad_epu8(gone, zero));
    s->plies = _mm512_mask_add_epi64(s->plies, going, s->plies, w_set(1));
    s->room = _mm512_mask_sub_epi64(s->room, going, s->room, w_set(1));
    /* The repetition: the key's slot (set_insert's first probe); a slot of
     * another game is free.  Where it is the key or free for each playing
     * lane (nearly always), each lane's key is written there; else the
     * lanes' keys go in one by one. */
    wide key = p == 0 ? _mm512_or_si512(board, w_set(1u << 6)) : board;
    wide at0 = _mm512_add_epi64(
        s->slots, _mm512_slli_epi64(
                      _mm512_srlv_epi64(
                          _mm512_mullo_epi64(key, w_set(UINT64_C(0x9E3779B97F4A7C15))), s->shift),
                      3));
    wide tagged = _mm512_or_si512(key, s->game);
    /* gcc's header makes the gather and the scatter macros where it does
     * not optimise, which convert the mask to a char. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wsign-conversion"
    wide slot = _mm512_mask_i64gather_epi64(zero, going, at0, (const void *)0, 1);
    __mmask8 seen = _mm512_cmpeq_epi64_mask(slot, tagged),
             mine = _mm512_testn_epi64_mask(_mm512_xor_si512(slot, s->game),
                                            w_set(~((UINT64_C(1) << GAME_SHIFT) - 1)));
    __mmask8 taken = (__mmask8)(mine & ~seen & going);
    if (__builtin_expect(taken != 0, 0)) {
        _Alignas(64) uint64_t keys[WIDE_LANES];
        _mm512_store_si512(keys, key);
        _mm256_zeroupper(); /* else plain code after 512-bit code runs slower */
        seen = (__mmask8)wide_probe(q, keys, going);
    } else {
        _mm512_mask_i64scatter_epi64((void *)0, going, at0, tagged, 1);
    }
#pragma GCC diagnostic pop
    __mmask8 repeated = seen & going, ends = (__mmask8)((stuck | repeated) & ~s->over);
    wide why = _mm512_mask_mov_epi64(w_set(TB_END_NO_MOVES), _mm512_cmpeq_epi64_mask(board, zero),
                                     w_set(TB_END_ALL_CAPTURED));
    why = _mm512_mask_mov_epi64(why, repeated, w_set(TB_END_REPETITION));
    s->end = _mm512_mask_mov_epi64(s->end, ends, why);
    s->told_board = _mm512_mask_mov_epi64(s->told_board, ends, board);
    s->told_plies = _mm512_mask_mov_epi64(s->told_plies, ends, s->plies);
    s->told_captured = _mm512_mask_mov_epi64(s->told_captured, ends, s->captured);
    s->over |= ends;
    s->board = board;
}

#define WIDE_FIELDS(X) X(board) X(plies) X(captured) X(room) X(end) X(slots) X(shift) X(game)

/* Plays the lanes' games, a round of each at once, until every lane is
 * idle or a set could not grow. */
static WIDE_TARGET __attribute__((noinline)) void wide_run(struct wide_batch *q)
{
    const struct board *d = q->po->board;
    const char spread[16] = {0, 0, 0, 0, 0, 0, -1, -1, 8, 8, 8, 8, 8, 8, -1, -1};
    struct wide_consts c = {
        .choose = _mm512_setr_epi32(d->choose[0], d->choose[1], d->choose[2], d->choose[3],
                                    d->choose[4], d->choose[5], 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
        /* The weights 2, 4, 8 in the bytes of player p's holes. */
        .weights = {w_set(0x080402), w_set(UINT64_C(0x080402) << 24)},
        /* The place of the first seed less one, less the choice j. */
        .first = {w_set((uint64_t)d->offset - 1), w_set((uint64_t)d->offset + 2)},
        /* 64 - 8 times the place of the first seed, less 8 times its hole. */
        .before = w_set(64 - 8 * (uint64_t)d->offset),
        .side = {w_set(d->side[0]), w_set(d->side[1])},
        .reach = w_set(d->reach),
        .above = w_set(d->above),
        /* A lane's byte 0 into its six holes' bytes. */
        .spread = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)spread)),
    };
    struct wide_state s;
    s.told_board = s.told_plies = s.told_captured = _mm512_setzero_si512();
    unsigned due;
    do {
#define LOAD(f) s.f = _mm512_load_si512(q->v.f);
        WIDE_FIELDS(LOAD)
#undef LOAD
        wide state = _mm512_load_si512(q->v.state);
        s.over = (__mmask8)q->v.over;
        s.idle = (__mmask8)q->v.idle;
        do {
            wide word = w_random(&state);
            wide_ply(q, &c, &s, word, 0);
            wide_ply(q, &c, &s, _mm512_srli_epi64(word, 32), 1);
            due = (unsigned)(s.over | _mm512_cmplt_epi64_mask(s.room, w_set(1))) & ~s.idle;
        } while (!due);
        s.board = _mm512_mask_mov_epi64(s.board, s.over, s.told_board);
        s.plies = _mm512_mask_mov_epi64(s.plies, s.over, s.told_plies);
        s.captured = _mm512_mask_mov_epi64(s.captured, s.over, s.told_captured);
#define STORE(f) _mm512_store_si512(q->v.f, s.f);
        WIDE_FIELDS(STORE)
#undef STORE
        _mm512_store_si512(q->v.state, state);
        q->v.over = s.over;
        _mm256_zeroupper(); /* else plain code after 512-bit code runs slower */
    } while (wide_turn(q, due));
}

/* A batch in eight lanes; the sets are the playout's. */
static int wide_batch(tb_playout *po, uint64_t seed, int games, tb_result results[], int plies[])
{
    struct board *d = po->board;
    struct wide_batch q = {
        .po = po, .seed = seed, .games = games, .results = results, .plies = plies};
    for (int l = 0; l < WIDE_LANES; l++) {
        q.sets[l] = d->sets[l];
        wide_set(&q, l);
        wide_start(&q, l);
    }
    wide_run(&q);
    for (int l = 0; l < WIDE_LANES; l++)
        d->sets[l] = q.sets[l];
    return q.status;
}
#endif

/* ---- Playing ---- */

/* Every game ends where it starts. */
static void over_at_start(const tb_playout *po, int games, tb_result results[], int plies[])
{
    for (int i = 0; i < games; i++) {
        if (results)
            tbi_score(po->rules, &po->start, po->start_end, &results[i]);
        if (plies)
            plies[i] = 0;
    }
}

int tb_playout_play(tb_playout *po, uint64_t *random, tb_result *result, int *plies)
{
    if (po->start_end != TB_END_NONE) {
        over_at_start(po, 1, result, plies);
        return TB_OK;
    }
    switch (po->way) {
    case WAY_TABLE: return table_play(po, random, result, plies);
    case WAY_BOARD: return board_play(po, random, result, plies);
    default: return game_play(po, random, result, plies);
    }
}

int tb_playout_batch(tb_playout *po, uint64_t seed, int games, tb_result results[], int plies[])
{
    if (games < 0)
        return TB_EINVAL;
    if (po->start_end != TB_END_NONE) {
        over_at_start(po, games, results, plies);
        return TB_OK;
    }
    if (po->way == WAY_TABLE)
        return table_batch(po, seed, games, results, plies);
#ifdef WIDE
    if (po->way == WAY_BOARD && games >= BOARD_LANES && po->board->wide)
        return wide_batch(po, seed, games, results, plies);
#endif
    if (po->way == WAY_BOARD && games >= BOARD_LANES)
        return board_batch(po, seed, games, results, plies);
    for (int i = 0; i < games; i++) {
        uint64_t state = random_next(&seed);
        int status =
            tb_playout_play(po, &state, results ? &results[i] : NULL, plies ? &plies[i] : NULL);
        if (status != TB_OK)
            return status;
    }
    return TB_OK;
}

/* ---- Making one ---- */

tb_playout *tb_playout_new(const tb_rules *r, const tb_position *start, int *status)
{
    int s = TB_EINVAL;
    tb_playout *po = NULL;
    if (tb_rules_check(r, NULL) == TB_OK && (!start || tb_position_check(r, start) == TB_OK)) {
        s = TB_ENOMEM;
        po = calloc(1, sizeof *po);
    }
    if (po) {
        po->rules = r;
        if (start)
            po->start = *start;
        else
            tbi_position_start(r, &po->start);
        po->bits = r->holes_per_player <= 2 ? 1 : 32;
        po->start_end = tb_position_end(r, &po->start);
        if (table_fits(r) && (po->table = table_new(po)))
            po->way = WAY_TABLE;
        else if (board_fits(r) && (po->board = board_new(po)))
            po->way = WAY_BOARD;
        else if ((po->game = tb_game_new(r, &po->start, NULL)))
            po->way = WAY_GAME;
        s = po->way != WAY_GAME || po->game ? TB_OK : TB_ENOMEM;
    }
    if (s != TB_OK) {
        tb_playout_free(po);
        po = NULL;
    }
    if (status)
        *status = s;
    return po;
}

void tb_playout_free(tb_playout *po)
{
    if (!po)
        return;
    table_free(po->table);
    board_free(po->board);
    tb_game_free(po->game);
    free(po);
}
