/*
 * puzzle.c - puzzles from the solution (see puzzle.h).
 *
 * Games are played from the start by sensible moves, chosen at random
 * among those the tables put within SENSIBLE_LOSS of the best, and every
 * position met is tried once.  The tables sift them: a position where one
 * move is worth the most and every other at least 2 less is a puzzle, and
 * its exact values (solver_moves, for a game that starts there) agree,
 * since the best value of a position is the table's and the others can only
 * be worth less given a history.  Then the grade: a search that counts
 * captures, deepened a ply at a time until the answer stands alone.
 *
 * The lines are played from the tables: in a game that starts at the
 * puzzle, best play by the table values (the winner capturing soonest, the
 * loser holding out longest) never comes back to a position while a side
 * is ahead (docs/solution.md), so its values are the exact ones; the unit
 * tests check them against solver_moves at every ply.
 */
#include <stdlib.h>
#include <string.h>

#include "solver/puzzle.h"
#include "solver/random.h"
#include "solver/rank.h"
#include "solver/search.h"

enum {
    SENSIBLE_LOSS = 2, /* the most a move of the games that find puzzles loses */
    GAME_PLIES = 200,  /* a game that finds puzzles is cut off here */
    GAMES_MAX = 400,   /* the games one call plays at most */
    SEEN_BITS = 16,    /* the positions tried: up to half of 2^16 */
};

enum puzzle_level puzzle_level_of(int difficulty)
{
    return difficulty <= 3 ? PUZZLE_EASY : difficulty <= 6 ? PUZZLE_MEDIUM : PUZZLE_HARD;
}

/* The legal moves of g's position valued from the tables: exact at the
 * start of a game and along best play from there (see above); a move back
 * to a position of g's history is the end it is, worth 0. */
static int table_moves(solver *s, const tb_game *g, struct solver_move out[TB_MAX_HOLES],
                       int *count)
{
    const tb_rules *r = tb_game_rules(g);
    const tb_position *p = tb_game_position(g);
    int moves[TB_MAX_HOLES], n = 0;
    if (tb_game_must_pass(g))
        moves[n++] = TB_PASS;
    for (int h = 0; h < tb_holes(r); h++)
        if (tb_game_moves(g) >> h & 1)
            moves[n++] = h;
    for (int i = 0; i < n; i++) {
        tb_position child;
        int value, plies, status = tb_sow(r, p, moves[i], &child, NULL);
        if (status == TB_OK)
            status = solver_value(s, &child, &value, &plies);
        if (status != TB_OK)
            return status;
        int captured = tb_seeds_on_board(r, p) - tb_seeds_on_board(r, &child);
        struct solver_move *m = &out[i];
        m->move = moves[i];
        m->value = captured - value;
        m->plies = captured ? 1 : plies ? plies + 1 : 0;
        m->repeats = tb_game_seen(g, &child);
        if (m->repeats)
            m->value = m->plies = 0;
    }
    *count = n;
    return TB_OK;
}

/* The one move worth the most, when every other is worth at least 2 less;
 * else -1.  TB_PASS never: a forced move is no puzzle. */
static int lone_best(const struct solver_move m[], int n)
{
    int best = 0;
    for (int i = 1; i < n; i++)
        if (m[i].value > m[best].value)
            best = i;
    for (int i = 0; i < n; i++)
        if (i != best && m[i].value > m[best].value - 2)
            return -1;
    return n >= 2 ? best : -1;
}

static int index_of_move(const struct solver_move m[], int n, int move)
{
    for (int i = 0; i < n; i++)
        if (m[i].move == move)
            return i;
    return -1;
}

/* Plies and alike (puzzle.h): look-ahead at g's position, a game that
 * starts at the puzzle. */
static void grade(const tb_game *g, struct puzzle *pz)
{
    struct solver_move m[TB_MAX_HOLES], before[TB_MAX_HOLES];
    pz->plies = PUZZLE_DEPTH_MAX + 1;
    pz->alike = 0;
    int n = 0;
    for (int depth = 1; depth <= PUZZLE_DEPTH_MAX; depth++) {
        if (depth > 1)
            memcpy(before, m, sizeof m);
        n = search_moves(g, depth, m);
        int a = index_of_move(m, n, pz->answer), ahead = 1;
        for (int i = 0; i < n; i++)
            ahead &= i == a || m[i].value < m[a].value;
        if (ahead) {
            pz->plies = depth;
            if (depth > 1)
                for (int i = 0; i < n; i++)
                    pz->alike += i != a && before[i].value >= before[a].value;
            break;
        }
    }
    if (pz->plies > PUZZLE_DEPTH_MAX)
        for (int i = 0; i < n; i++)
            pz->alike +=
                m[i].move != pz->answer && m[i].value >= m[index_of_move(m, n, pz->answer)].value;
    pz->difficulty = pz->plies + pz->alike;
    pz->level = puzzle_level_of(pz->difficulty);
}

/* The line after moves[i] of the puzzle, played on `line` (see puzzle.h). */
static int play_line(solver *s, tb_game *line, struct puzzle *pz, int i)
{
    struct puzzle_line *l = &pz->line[i];
    bool captured = false;
    int me = pz->position.to_move, status = tb_game_reset(line, &pz->position);
    l->length = 0;
    l->cut = false;
    for (int move = pz->moves[i].move; status == TB_OK;) {
        if ((status = tb_game_play(line, move, NULL)) != TB_OK)
            break;
        l->moves[l->length++] = move;
        const tb_position *p = tb_game_position(line);
        int mine = p->captured[me] - pz->position.captured[me],
            theirs = p->captured[1 - me] - pz->position.captured[1 - me];
        captured |= mine + theirs > 0;
        if (tb_game_over(line) || mine - theirs == pz->moves[i].value ||
            (captured && l->length >= pz->plies))
            break;
        if (l->length == PUZZLE_LINE_MAX) {
            l->cut = true;
            break;
        }
        struct solver_move m[TB_MAX_HOLES];
        int n;
        if ((status = table_moves(s, line, m, &n)) != TB_OK)
            break;
        rank_sort(m, n);
        move = m[0].move;
    }
    return status;
}

/* The games a search for puzzles plays on. */
struct boards {
    tb_game *work; /* a game that starts at the puzzle */
    tb_game *line; /* the lines, played one after the other */
};

/* Is the position a puzzle by the tables?  Then pz has its position and
 * answer.  *is says so. */
static int sift(solver *s, struct boards *b, const tb_position *p, struct puzzle *pz, bool *is)
{
    struct solver_move m[TB_MAX_HOLES];
    int n, status = tb_game_reset(b->work, p);
    *is = false;
    if (status == TB_OK)
        status = table_moves(s, b->work, m, &n);
    if (status != TB_OK)
        return status;
    int best = lone_best(m, n);
    if (best >= 0) {
        memset(pz, 0, sizeof *pz);
        pz->position = *p;
        pz->answer = m[best].move;
        pz->value = m[best].value;
        pz->taken = p->captured[p->to_move] - p->captured[1 - p->to_move];
        *is = true;
    }
    return TB_OK;
}

/* The exact values and the lines of a puzzle that sift found.  *is is
 * false if the exact values make it no puzzle (they never should). */
static int finish(solver *s, struct boards *b, struct puzzle *pz, bool *is)
{
    int status = tb_game_reset(b->work, &pz->position);
    if (status == TB_OK)
        status = solver_moves(s, b->work, 0, pz->moves, &pz->nmoves);
    if (status != TB_OK)
        return status;
    int best = lone_best(pz->moves, pz->nmoves);
    *is = best >= 0 && pz->moves[best].move == pz->answer && pz->moves[best].value == pz->value;
    for (int i = 0; *is && status == TB_OK && i < pz->nmoves; i++)
        status = play_line(s, b->line, pz, i);
    return status;
}

static int boards_new(const tb_rules *r, struct boards *b)
{
    int status;
    b->work = tb_game_new(r, NULL, &status);
    b->line = b->work ? tb_game_new(r, NULL, &status) : NULL;
    return status;
}

static void boards_free(struct boards *b)
{
    tb_game_free(b->work);
    tb_game_free(b->line);
}

int puzzle_at(solver *s, const tb_rules *r, const tb_position *p, struct puzzle *out)
{
    if (tb_position_check(r, p) != TB_OK)
        return TB_EINVAL;
    struct boards b;
    bool is = false;
    int status = boards_new(r, &b);
    if (status == TB_OK)
        status = sift(s, &b, p, out, &is);
    if (status == TB_OK && is) {
        grade(b.work, out);
        status = finish(s, &b, out, &is);
    }
    boards_free(&b);
    return status == TB_OK && !is ? TB_EINVAL : status;
}

/* ---- Finding them ---- */

/* The positions tried, by key plus one (0 is a free slot). */
struct seen {
    uint64_t *keys;
    size_t count;
};

/* Adds key; false when it was there already, or when the set is half full
 * (then nothing more is tried). */
static bool seen_add(struct seen *set, uint64_t key)
{
    size_t mask = ((size_t)1 << SEEN_BITS) - 1,
           i = (size_t)((key * 0x9E3779B97F4A7C15u) >> 40) & mask;
    for (; set->keys[i]; i = (i + 1) & mask)
        if (set->keys[i] == key + 1)
            return false;
    if (set->count >= mask / 2)
        return false;
    set->keys[i] = key + 1;
    set->count++;
    return true;
}

/* A sensible move in g: at random among those within SENSIBLE_LOSS of the
 * best by the tables. */
static int sensible_move(solver *s, const tb_game *g, uint64_t *random, int *move)
{
    struct solver_move m[TB_MAX_HOLES];
    int n, status = table_moves(s, g, m, &n);
    if (status == TB_OK && n == 0) /* never: the game is over */
        status = TB_EINVAL;
    if (status != TB_OK)
        return status;
    int best = m[0].value, near[TB_MAX_HOLES] = {0}, nnear = 0;
    for (int i = 1; i < n; i++)
        best = m[i].value > best ? m[i].value : best;
    for (int i = 0; i < n; i++)
        if (m[i].value >= best - SENSIBLE_LOSS)
            near[nnear++] = m[i].move;
    *move = near[random_below(random, nnear)];
    return TB_OK;
}

/* Easiest first; those found first first among equals. */
static void sort_by_difficulty(struct puzzle p[], int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && p[j].difficulty < p[j - 1].difficulty; j--) {
            struct puzzle t = p[j];
            p[j] = p[j - 1];
            p[j - 1] = t;
        }
}

/* Twice the puzzles a level wants are looked for, to choose from. */
enum { CHOICE = 2 };

struct hunt {
    solver *s;
    struct boards b;
    struct seen seen;
    uint64_t random;
    int want[PUZZLE_LEVELS], have[PUZZLE_LEVELS];
    struct puzzle *found; /* graded, in the order found */
    int nfound;
};

static bool hunt_done(const struct hunt *h)
{
    for (int l = 0; l < PUZZLE_LEVELS; l++)
        if (h->have[l] < CHOICE * h->want[l])
            return false;
    return true;
}

/* Tries p, keeping it when it is a puzzle of a level that wants more. */
static int hunt_try(struct hunt *h, const tb_position *p)
{
    if (!seen_add(&h->seen, tb_position_key(tb_game_rules(h->b.work), p)))
        return TB_OK;
    struct puzzle *pz = &h->found[h->nfound];
    bool is;
    int status = sift(h->s, &h->b, p, pz, &is);
    if (status != TB_OK || !is)
        return status;
    grade(h->b.work, pz);
    if (h->have[pz->level] < CHOICE * h->want[pz->level]) {
        h->have[pz->level]++;
        h->nfound++;
    }
    return TB_OK;
}

/* Chooses at random what each level wants from what was found, then, for
 * puzzles of every level, fills a level short of them from the others;
 * into out, easiest first. */
static int choose(struct hunt *h, int count, struct puzzle out[], int *made)
{
    /* A shuffle of what was found, so that the first positions of every
     * game (the start, the first replies) are not in every set. */
    int order[CHOICE * PUZZLE_COUNT_MAX] = {0};
    for (int i = 0; i < h->nfound; i++)
        order[i] = i;
    for (int i = h->nfound - 1; i > 0; i--) {
        int j = random_below(&h->random, i + 1), t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    bool taken[CHOICE * PUZZLE_COUNT_MAX] = {false};
    int used[PUZZLE_LEVELS] = {0}, n = 0;
    for (int i = 0; i < h->nfound && n < count; i++) {
        enum puzzle_level l = h->found[order[i]].level;
        if (used[l] < h->want[l]) {
            used[l]++;
            taken[order[i]] = true;
            n++;
        }
    }
    for (int i = 0; i < h->nfound && n < count; i++)
        if (!taken[order[i]])
            taken[order[i]] = true, n++;
    *made = 0;
    for (int i = 0; i < h->nfound; i++) {
        bool is = false;
        int status = taken[i] ? finish(h->s, &h->b, &h->found[i], &is) : TB_OK;
        if (status != TB_OK)
            return status;
        if (is)
            out[(*made)++] = h->found[i];
    }
    sort_by_difficulty(out, *made);
    return TB_OK;
}

int puzzle_make(solver *s, const tb_rules *r, uint64_t seed, int level, int count,
                struct puzzle out[], int *made)
{
    *made = 0;
    if (r->players != 2 || level < 0 || level > PUZZLE_LEVELS)
        return TB_EINVAL;
    count = count < 0 ? 0 : count > PUZZLE_COUNT_MAX ? PUZZLE_COUNT_MAX : count;
    struct hunt h = {.s = s, .random = seed};
    for (int l = 0; l < PUZZLE_LEVELS; l++)
        h.want[l] = level == PUZZLE_LEVELS ? count / 3 + (l < count % 3) : l == level ? count : 0;
    int status = boards_new(r, &h.b);
    tb_game *g = status == TB_OK ? tb_game_new(r, NULL, &status) : NULL;
    h.seen.keys = calloc((size_t)1 << SEEN_BITS, sizeof *h.seen.keys);
    h.found = calloc((size_t)CHOICE * (size_t)count + 1, sizeof *h.found);
    if (status == TB_OK && (!h.seen.keys || !h.found))
        status = TB_ENOMEM;
    for (int games = 0; status == TB_OK && games < GAMES_MAX && !hunt_done(&h); games++) {
        status = tb_game_reset(g, NULL);
        while (status == TB_OK && !tb_game_over(g) && tb_game_ply(g) < GAME_PLIES &&
               !hunt_done(&h)) {
            int move;
            /* Not the start: everyone knows it. */
            if (tb_game_ply(g) > 0)
                status = hunt_try(&h, tb_game_position(g));
            if (status == TB_OK && (status = sensible_move(s, g, &h.random, &move)) == TB_OK)
                status = tb_game_play(g, move, NULL);
        }
    }
    if (status == TB_OK)
        status = choose(&h, count, out, made);
    free(h.found);
    free(h.seen.keys);
    tb_game_free(g);
    boards_free(&h.b);
    return status;
}
