/*
 * fuzz_cache.c - the cache of solved tables as hostile input: a file with a
 * valid header and checksum (the cache's own writer makes it) and any
 * tables in it, given to every reader of the tables.
 *
 * The first byte picks the rule set (small ones, so that a table solved
 * again takes no time: Tihbat with four seeds a hole, Bakuk for two and
 * for three with two), the second what the tables start from (the solved
 * tables, zeros, or the third byte over and over), then each four bytes change
 * one byte of the tables (three bytes of where, one of what); when one
 * byte is left over, the eight before it are the count of positions kept
 * beside the tables.  The file is
 * written, then read by a solver and a computer player through a cache,
 * which ask everything they can: values and shares of a position of every
 * layer, every move given a history (from the tables, and by solving the
 * layer again on the tables below it), the count, a review of a game and
 * the computer's hints.
 *
 * Nothing may crash or read outside a table.  Tables the cache lends are
 * only what a solve can write: every answer is within its range (a margin
 * even and within the seeds on the board, a share from 0, plies 0 exactly
 * for a value of 0).  Tables refused are said to be refused, solved
 * again, right, and written anew.  The solved tables themselves are lent
 * and give the solver's own answers.
 */
#define _POSIX_C_SOURCE 200809L /* mkdtemp, setenv */
#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/cache.h"
#include "fuzz.h"
#include "solver/ai.h"
#include "solver/game_review.h"
#include "solver/index.h"
#include "solver/solver.h"

enum { RULE_SETS = 3, BLOCKS = 3 /* the even layers, the odd ones, the count */ };

static tb_rules rule_sets[RULE_SETS];

/* A block as the solver gave it to its store, to be written again changed. */
struct block {
    char name[64], description[600];
    unsigned char *data;
    size_t size;
};

/* What each rule set's solver keeps, and answers, worked out once. */
struct known {
    struct block blocks[BLOCKS];
    int count;
    tb_game *game; /* a game some plies in: a history */
    int values[TB_MAX_SEEDS + 1], shares[TB_MAX_SEEDS + 1][TB_MAX_PLAYERS];
    struct solver_move moves[TB_MAX_HOLES];
    struct solver_share_move share_moves[TB_MAX_HOLES];
    int nmoves;
    long reachable;
};
static struct known known[RULE_SETS];

static char root[256];

/* A store that keeps a copy of each block it is given, for the program's
 * life (gcc's analyzer loses the copy once it is stored through the
 * context, and calls it leaked). */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wanalyzer-malloc-leak"
#endif
static void keep(void *context, const char *name, const char *description, const void *data,
                 size_t size)
{
    struct known *k = context;
    if (k->count == BLOCKS)
        abort();
    struct block *b = &k->blocks[k->count++];
    snprintf(b->name, sizeof b->name, "%s", name);
    snprintf(b->description, sizeof b->description, "%s", description);
    if (!(b->data = malloc(size)))
        abort();
    memcpy(b->data, data, size);
    b->size = size;
}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

static const void *none(void *context, const char *name, const char *description, size_t size,
                        bool (*valid)(const void *, size_t, const void *), const void *arg)
{
    (void)context, (void)name, (void)description, (void)size, (void)valid, (void)arg;
    return NULL;
}

/* A position of `seeds` seeds on the board, the rest captured by player 1. */
static tb_position position_of(const tb_rules *r, int seeds)
{
    tb_position p = {.captured = {(uint8_t)(tb_total_seeds(r) - seeds)}};
    for (int h = 0, left = seeds; left > 0; h = (h + 1) % tb_holes(r), left--)
        p.board[h]++;
    p.to_move = (uint8_t)(seeds % r->players);
    return p;
}

static tb_game *game_of(const tb_rules *r)
{
    int status;
    tb_game *g = tb_game_new(r, NULL, &status);
    if (!g)
        abort();
    for (int ply = 0; ply < 6 && !tb_game_over(g); ply++) {
        unsigned legal = tb_game_moves(g);
        int move = legal ? 31 - __builtin_clz(legal) : TB_PASS; /* the last hole it may */
        if (tb_game_play(g, move, NULL) != TB_OK)
            abort();
    }
    return g;
}

/* Every question of the readers, asked of s; answers into out (a struct
 * known), and whether each was answered. */
static bool ask(solver *s, const tb_rules *r, tb_game *g, struct known *out)
{
    bool answered = true;
    int plies;
    for (int seeds = 0; seeds <= tb_total_seeds(r); seeds++) {
        tb_position p = position_of(r, seeds);
        if (r->players == 2)
            answered &= solver_value(s, &p, &out->values[seeds], &plies) == TB_OK;
        else
            answered &= solver_shares(s, &p, out->shares[seeds]) == TB_OK;
    }
    int ply = tb_game_ply(g);
    if (r->players == 2)
        answered &= solver_moves(s, g, ply, out->moves, &out->nmoves) == TB_OK;
    else
        answered &= solver_share_moves(s, g, ply, out->share_moves, &out->nmoves) == TB_OK;
    answered &= solver_reachable(s, &out->reachable) == TB_OK;
    return answered;
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    const char *tmp = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
    snprintf(root, sizeof root, "%s/tihbat-fuzz-cache-XXXXXX", tmp);
    if (!mkdtemp(root) || setenv("XDG_CACHE_HOME", root, 1) != 0 ||
        setenv("XDG_STATE_HOME", root, 1) != 0)
        abort();
    for (int set = 0; set < RULE_SETS; set++) {
        rule_sets[set] = *tb_rules_at(set);
        rule_sets[set].seeds_per_hole = set == 0 ? 4 : 2;
        const tb_rules *r = &rule_sets[set];
        struct known *k = &known[set];
        int status;
        solver *s = solver_new(r, &status);
        if (!s)
            abort();
        solver_store store = {k, none, keep, NULL};
        solver_set_store(s, &store);
        for (int q = 0; q < 2; q++) {
            tb_position p = position_of(r, tb_total_seeds(r) - q);
            if (solver_prepare(s, &p) != TB_OK)
                abort();
        }
        k->game = game_of(r);
        if (!ask(s, r, k->game, k) || k->count != BLOCKS)
            abort();
        solver_free(s);
    }
    return 0;
}

/* Every position's value or shares, as s answers them: within its range,
 * whatever the tables it was lent. */
static void check_every_position(solver *s, const tb_rules *r)
{
    board_index ix;
    index_init(&ix, r);
    for (int seeds = 0; seeds <= tb_total_seeds(r); seeds++)
        for (uint32_t x = 0; x < index_positions(&ix, seeds); x++) {
            tb_position p;
            index_position(&ix, x, seeds, &p);
            p.captured[0] = (uint8_t)(tb_total_seeds(r) - seeds);
            int value, plies, shares[TB_MAX_PLAYERS];
            if (r->players == 2) {
                FUZZ_CHECK(solver_value(s, &p, &value, &plies) == TB_OK);
                FUZZ_CHECK(value % 2 == 0 && value >= -seeds && value <= seeds);
                FUZZ_CHECK((value == 0) == (plies == 0) && plies >= 0 && plies < 128);
                continue;
            }
            FUZZ_CHECK(solver_shares(s, &p, shares) == TB_OK);
            for (int q = 0; q < r->players; q++)
                FUZZ_CHECK(shares[q] % 2 == 0 && shares[q] >= 0 && shares[q] <= seeds);
        }
}

/* The answers of tables lent: each within its range. */
static void check_ranges(const tb_rules *r, const struct known *got, const tb_game *g)
{
    for (int seeds = 0; seeds <= tb_total_seeds(r); seeds++)
        for (int q = 0; q < (r->players == 2 ? 1 : r->players); q++) {
            int v = r->players == 2 ? got->values[seeds] : got->shares[seeds][q];
            FUZZ_CHECK(v % 2 == 0 && v <= seeds && v >= (r->players == 2 ? -seeds : 0));
        }
    unsigned legal = tb_game_moves(g);
    int seeds = tb_seeds_on_board(r, tb_game_position(g));
    for (int i = 0; i < got->nmoves; i++) {
        int move = r->players == 2 ? got->moves[i].move : got->share_moves[i].move;
        FUZZ_CHECK(move == TB_PASS ? tb_game_must_pass(g) : (legal >> move & 1));
        if (r->players == 2) {
            const struct solver_move *m = &got->moves[i];
            FUZZ_CHECK(m->value >= -seeds && m->value <= seeds && m->plies >= 0);
        } else {
            for (int q = 0; q < r->players; q++)
                FUZZ_CHECK(got->share_moves[i].shares[q] >= 0 &&
                           got->share_moves[i].shares[q] <= seeds);
        }
    }
}

static void check_same(const tb_rules *r, const struct known *got, const struct known *want)
{
    if (r->players == 2)
        FUZZ_CHECK(memcmp(got->values, want->values, sizeof want->values) == 0);
    else
        FUZZ_CHECK(memcmp(got->shares, want->shares, sizeof want->shares) == 0);
    FUZZ_CHECK(got->nmoves == want->nmoves);
    for (int i = 0; i < want->nmoves; i++)
        if (r->players == 2)
            FUZZ_CHECK(got->moves[i].move == want->moves[i].move &&
                       got->moves[i].value == want->moves[i].value &&
                       got->moves[i].plies == want->moves[i].plies);
        else
            FUZZ_CHECK(got->share_moves[i].move == want->share_moves[i].move &&
                       memcmp(got->share_moves[i].shares, want->share_moves[i].shares,
                              sizeof want->share_moves[i].shares) == 0);
}

/* The other readers: the moves solved again on the tables below, a
 * review, the computer's hints and choice. */
static void read_more(solver *s, const tb_rules *r, const tb_game *g, const solver_store *store)
{
    int n, ply = tb_game_ply(g);
    if (r->players == 2) {
        struct solver_move moves[TB_MAX_HOLES];
        FUZZ_CHECK(solver_moves_exact(s, g, ply, moves, &n) == TB_OK);
    } else {
        struct solver_share_move moves[TB_MAX_HOLES];
        FUZZ_CHECK(solver_share_moves_exact(s, g, ply, moves, &n) == TB_OK);
    }
    struct review rv = {0};
    FUZZ_CHECK(review_game(s, g, &rv) == TB_OK);
    review_free(&rv);
    ai *a = ai_new(r, 1);
    FUZZ_CHECK(a != NULL);
    ai_set_store(a, store);
    struct ai_hint hints[TB_MAX_HOLES];
    n = ai_hints(a, g, hints);
    FUZZ_CHECK(tb_game_over(g) || n > 0);
    int move = ai_choose(a, g, AI_PERFECT);
    FUZZ_CHECK(tb_game_over(g) || move == TB_PASS || (move >= 0 && tb_game_moves(g) >> move & 1));
    ai_free(a);
}

static void empty_root(void)
{
    char dir[300];
    snprintf(dir, sizeof dir, "%s/tihbat", root);
    DIR *d = opendir(dir);
    if (!d)
        return;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        char path[600];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (e->d_name[0] != '.' || strlen(e->d_name) > 2)
            unlink(path);
    }
    closedir(d);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const uint8_t *end = data + size;
    int set = (size > 0 ? data[0] : 0) % RULE_SETS, base = size > 1 ? data[1] : 0,
        fill = size > 2 ? data[2] : 0;
    const tb_rules *r = &rule_sets[set];
    const struct known *k = &known[set];
    data += size > 3 ? 3 : size;
    /* The even layers (those of a game from the start in every rule set
     * here), changed as the input says. */
    const struct block *b = &k->blocks[0];
    unsigned char *tables = malloc(b->size);
    if (!tables)
        abort();
    if (base % 4 == 1)
        memset(tables, 0, b->size);
    else if (base % 4 == 2)
        memset(tables, fill, b->size);
    else
        memcpy(tables, b->data, b->size);
    int64_t count = 0;
    bool counted = (end - data) % 4 == 1 && end - data >= 9;
    if (counted) {
        memcpy(&count, end - 9, sizeof count);
        end -= 9;
    }
    for (; end - data >= 4; data += 4)
        tables[(data[0] | data[1] << 8 | data[2] << 16) % b->size] = data[3];
    bool solved = memcmp(tables, b->data, b->size) == 0;
    empty_root();
    cache *c = cache_new();
    FUZZ_CHECK(c != NULL);
    const solver_store *store = cache_store(c);
    store->save(store->context, b->name, b->description, tables, b->size);
    const struct block *odd = &k->blocks[1], *reachable = &k->blocks[2];
    store->save(store->context, odd->name, odd->description, odd->data, odd->size);
    store->save(store->context, reachable->name, reachable->description,
                counted ? (const void *)&count : reachable->data, reachable->size);
    FUZZ_CHECK(cache_problem(c) == NULL); /* written */
    cache_free(c);

    /* Read by every reader. */
    c = cache_new();
    int status;
    solver *s = solver_new(r, &status);
    FUZZ_CHECK(c && s);
    solver_set_store(s, cache_store(c));
    struct known got = {0};
    FUZZ_CHECK(ask(s, r, k->game, &got));
    read_more(s, r, k->game, cache_store(c));
    check_every_position(s, r);
    /* Only the first problem is told: the tables are read before the
     * count, and a count refused is counted again. */
    const char *problem = cache_problem(c);
    bool refused =
        problem && strstr(problem, b->name) && strstr(problem, "holds values that no solution has");
    if (solved && !counted)
        FUZZ_CHECK(!problem);
    if (refused || solved) /* solved again, or the solution itself */
        check_same(r, &got, k);
    else
        check_ranges(r, &got, k->game);
    FUZZ_CHECK(got.reachable == k->reachable || (counted && got.reachable == count));
    board_index ix;
    index_init(&ix, r);
    long positions = 0;
    for (int seeds = 0; seeds <= tb_total_seeds(r); seeds++)
        positions += index_positions(&ix, seeds);
    FUZZ_CHECK(got.reachable >= 1 && got.reachable <= positions);
    solver_free(s);
    cache_free(c);

    /* A file refused was written anew: the next run reads it, and it is right. */
    if (refused) {
        c = cache_new();
        s = solver_new(r, &status);
        FUZZ_CHECK(c && s);
        solver_set_store(s, cache_store(c));
        struct known again = {0};
        FUZZ_CHECK(ask(s, r, k->game, &again));
        check_same(r, &again, k);
        FUZZ_CHECK(again.reachable == k->reachable || (counted && again.reachable == count));
        solver_free(s);
        FUZZ_CHECK(!cache_problem(c) || !strstr(cache_problem(c), "holds values"));
        cache_free(c);
    }
    free(tables);
    return 0;
}
