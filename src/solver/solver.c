/*
 * solver.c - the tables of a rule set, layer by layer, and what they
 * answer (see solver.h): values and shares of positions, and of moves
 * given a game's history.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine/sow.h"
#include "solver/retro.h"
#include "solver/solver.h"

/* The format of the tables a store keeps: only blocks of the same are
 * read (it is in the description).  2: the codes of each layer, a byte a
 * position, layers from the smallest, positions in index.h's order; then
 * each layer's pairs and the count of its rare positions (4 bytes,
 * little-endian); the rare positions of every layer, in that order, are a
 * block of their own, named with "-rare" (retro.h). */
enum { TABLES_FORMAT = 2 };
/* A description's room: a line of words and the rule set's text. */
enum { DESCRIPTION_SIZE = 128 + TB_RULES_TEXT_MAX };

/* The tables of the layers of one parity: a block of codes and pairs, and
 * one of rare positions. */
struct parity {
    size_t size;
    size_t codes_at[TB_MAX_SEEDS + 1], pairs_at[TB_MAX_SEEDS + 1];
    int top;             /* its largest layer */
    uint8_t *own;        /* the block, when this solver made it */
    const uint8_t *lent; /* or when a store lent it (then every layer is there) */
    rare_list rare;      /* the rare positions this solver found */
    const uint8_t *rare_lent;
    size_t rare_size;                      /* lent */
    size_t rare_first[TB_MAX_SEEDS + 1];   /* each layer's first rare position */
    uint32_t rare_count[TB_MAX_SEEDS + 1]; /* and how many it has */
    bool solved[TB_MAX_SEEDS + 1];
};

struct solver {
    const tb_rules *rules;
    retro *rt;
    const board_index *index;
    enum retro_goal goal;
    int players;
    struct parity parity[2];
    solver_store store;
    bool has_store;
    long reachable; /* -1 until counted */
    bool fits;      /* solver_fits: this machine can solve it */
};

solver *solver_new(const tb_rules *r, int *status)
{
    if (tb_rules_check(r, NULL) != TB_OK) {
        *status = TB_EINVAL;
        return NULL;
    }
    solver *s = calloc(1, sizeof *s);
    if (s)
        s->rt = retro_new(r);
    if (!s || !s->rt) {
        free(s);
        *status = TB_ENOMEM;
        return NULL;
    }
    s->rules = r;
    s->index = retro_index(s->rt);
    s->goal = r->players == 2 ? RETRO_MARGIN : RETRO_SHARE;
    s->players = r->players;
    s->reachable = -1;
    s->fits = solver_fits(r);
    int total = tb_total_seeds(r);
    for (int q = 0; q < 2; q++) {
        struct parity *t = &s->parity[q];
        t->top = total % 2 == q ? total : total - 1;
        for (int k = q; k <= t->top; k += 2) {
            t->codes_at[k] = t->size;
            t->size += index_positions(s->index, k);
        }
        for (int k = q; k <= t->top; k += 2) {
            t->pairs_at[k] = t->size;
            t->size += (size_t)PAIRS * PAIR_BYTES + 4;
        }
    }
    *status = TB_OK;
    return s;
}

size_t solver_need(const tb_rules *r)
{
    if (tb_rules_check(r, NULL) != TB_OK)
        return SIZE_MAX;
    board_index ix;
    index_init(&ix, r);
    int total = tb_total_seeds(r);
    uint64_t tables = 0, work = 0;
    for (int k = total % 2; k <= total; k += 2) { /* every capture takes even counts */
        uint64_t positions = (uint64_t)ix.ways[k][ix.holes] * (uint64_t)r->players;
        if (positions >= UINT64_C(1) << 32)
            return SIZE_MAX;
        /* A byte a position, the layer's pairs and its count of rare
         * positions, and room for rare ones: a sixteenth of the positions,
         * many times what the games here have. */
        tables += positions + (uint64_t)PAIRS * PAIR_BYTES + 4 + positions / 16 * RARE_BYTES;
        /* A layer's work (retro.c): its plies, a byte a position, its queue
         * of settled keys, 8 bytes at most, and its captures sorted by
         * worth, 4 bytes each, in the largest layer a sixteenth of them. */
        uint64_t layer = positions * 9 + (k == total ? positions / 16 : positions) * 4;
        work = layer > work ? layer : work;
    }
    uint64_t need = tables + work;
    return need < SIZE_MAX ? (size_t)need : SIZE_MAX;
}

bool solver_fits(const tb_rules *r)
{
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    size_t need = solver_need(r);
    if (need == SIZE_MAX)
        return false;
    if (pages <= 0 || page <= 0)
        return true; /* nothing known: try, and meet ENOMEM if it comes */
    return need <= (size_t)pages / 2 * (size_t)page;
}

/* Lets go of a parity's tables. */
static void parity_free(const solver *s, struct parity *t)
{
    free(t->own);
    free(t->rare.bytes);
    if (t->lent && s->store.release)
        s->store.release(s->store.context, t->lent, t->size);
    if (t->rare_lent && s->store.release)
        s->store.release(s->store.context, t->rare_lent, t->rare_size);
    /* Its layout stays: it is the rule set's. */
    struct parity empty = {.size = t->size, .top = t->top};
    memcpy(empty.codes_at, t->codes_at, sizeof empty.codes_at);
    memcpy(empty.pairs_at, t->pairs_at, sizeof empty.pairs_at);
    *t = empty;
}

void solver_free(solver *s)
{
    if (!s)
        return;
    for (int q = 0; q < 2; q++)
        parity_free(s, &s->parity[q]);
    retro_free(s->rt);
    free(s);
}

void solver_set_store(solver *s, const solver_store *store)
{
    s->store = *store;
    s->has_store = true;
}

/* ---- The tables ---- */

/* The layer of `seeds` in a parity's block and rare positions. */
static layer_table layer_in(const struct parity *t, int seeds, const uint8_t *block,
                            const uint8_t *rare)
{
    return (layer_table){block + t->codes_at[seeds], block + t->pairs_at[seeds],
                         rare ? rare + t->rare_first[seeds] * RARE_BYTES : NULL,
                         t->rare_count[seeds]};
}

static layer_table layer_of(const solver *s, int seeds)
{
    const struct parity *t = &s->parity[seeds % 2];
    return layer_in(t, seeds, t->lent ? t->lent : t->own,
                    t->rare_lent ? t->rare_lent : t->rare.bytes);
}

/* A description of `what` for a store: the format and every field of the
 * rule set, as the rules format writes it. */
static void rules_description(const solver *s, const char *what, char *description, size_t size)
{
    char rules[TB_RULES_TEXT_MAX];
    tb_rules_format(s->rules, rules, sizeof rules);
    for (char *c = rules; *c; c++) /* one line */
        if (*c == '\n')
            *c = ';';
    snprintf(description, size, "tihbat tables, format %d, %s; rules %s", TABLES_FORMAT, what,
             rules);
}

/* The rule set's name for a store: a built-in game's own, a file's with a
 * short hash of its rules (FNV-1a), so that two files of one name do not
 * take each other's tables for broken ones. */
static void store_name(const solver *s, const char *what, char *name, size_t size)
{
    if (tb_rules_find(s->rules->name) == s->rules) {
        snprintf(name, size, "%s-%s", s->rules->name, what);
        return;
    }
    char text[TB_RULES_TEXT_MAX];
    uint32_t hash = 2166136261u;
    tb_rules_format(s->rules, text, sizeof text);
    for (const char *c = text; *c; c++)
        hash = (hash ^ (uint8_t)*c) * 16777619u;
    snprintf(name, size, "%s-%08x-%s", s->rules->name, hash, what);
}

/* The short name and the full description of a parity's block, or of its
 * rare positions. */
static void block_names(const solver *s, int q, bool rare, char *name, size_t name_size,
                        char *description, size_t size)
{
    const char *goal = s->goal == RETRO_MARGIN ? "margin" : "share";
    char what[96];
    snprintf(what, sizeof what, "%s-%s%s", goal, q ? "odd" : "even", rare ? "-rare" : "");
    store_name(s, what, name, name_size);
    snprintf(what, sizeof what, "%s%s of the %s layers", rare ? "the rare positions of the " : "",
             goal, q ? "odd" : "even");
    rules_description(s, what, description, size);
}

/* ---- What a store lends: checked before any of it is used ---- */

static uint32_t count_of(const uint8_t *bytes)
{
    return (uint32_t)bytes[0] | (uint32_t)bytes[1] << 8 | (uint32_t)bytes[2] << 16 |
           (uint32_t)bytes[3] << 24;
}

/* A parity's blocks as their check sees them.  A parity comes in one block
 * (its codes and pairs) or two (and its rare positions): the last to come
 * is checked whole against the first, so that a store is told which block
 * it lent was refused. */
struct lent_block {
    solver *s;
    int parity;
};

/* Whether the layers of parity q, the codes and pairs of `block` and the
 * rare positions of `rare`, hold only what a solve writes (retro_check):
 * no value read from them can index outside a table or give a value no
 * position has.  The one place tables from outside are accepted. */
static bool layers_valid(const solver *s, int q, const uint8_t *block, const uint8_t *rare)
{
    const struct parity *t = &s->parity[q];
    for (int k = q; k <= t->top; k += 2) {
        layer_table layer = layer_in(t, k, block, rare);
        if (!retro_check(&layer, index_positions(s->index, k), k, s->goal,
                         s->rules->leftover == TB_LEFTOVER_OWNERS))
            return false;
    }
    return true;
}

/* The codes and pairs of a parity: each layer's count of rare positions
 * within its positions (read into the parity, for the rare block), and,
 * when it has none, every layer checked. */
static bool block_valid(const void *data, size_t size, const void *arg)
{
    const struct lent_block *b = arg;
    struct parity *t = &b->s->parity[b->parity];
    const uint8_t *block = data;
    if (size != t->size)
        return false;
    size_t rare = 0;
    for (int k = b->parity; k <= t->top; k += 2) {
        t->rare_first[k] = rare;
        t->rare_count[k] = count_of(block + t->pairs_at[k] + (size_t)PAIRS * PAIR_BYTES);
        if (t->rare_count[k] > index_positions(b->s->index, k))
            return false;
        rare += t->rare_count[k];
    }
    t->rare_size = rare * RARE_BYTES;
    return rare > 0 || layers_valid(b->s, b->parity, block, NULL);
}

/* The rare positions of a parity whose codes and pairs are lent. */
static bool rare_valid(const void *data, size_t size, const void *arg)
{
    const struct lent_block *b = arg;
    const struct parity *t = &b->s->parity[b->parity];
    return size == t->rare_size && layers_valid(b->s, b->parity, t->lent, data);
}

/* Whether a count of positions lent is one the rule set can have. */
static bool count_valid(const void *data, size_t size, const void *arg)
{
    const solver *s = arg;
    int64_t n, most = 0;
    if (size != sizeof n)
        return false;
    memcpy(&n, data, sizeof n);
    for (int k = 0; k <= tb_total_seeds(s->rules); k++)
        most += index_positions(s->index, k);
    return n >= 1 && n <= most;
}

/* Takes the tables of parity q from the store, if it has them whole and
 * valid.  True when it has. */
static bool borrow(solver *s, int q)
{
    struct parity *t = &s->parity[q];
    const struct lent_block check = {s, q};
    char name[64], description[DESCRIPTION_SIZE];
    block_names(s, q, false, name, sizeof name, description, sizeof description);
    t->lent = s->store.load(s->store.context, name, description, t->size, block_valid, &check);
    if (!t->lent) {
        parity_free(s, t); /* what block_valid read of it */
        return false;
    }
    if (t->rare_size > 0) {
        block_names(s, q, true, name, sizeof name, description, sizeof description);
        t->rare_lent =
            s->store.load(s->store.context, name, description, t->rare_size, rare_valid, &check);
        if (!t->rare_lent) {
            parity_free(s, t);
            return false;
        }
    }
    for (int k = q; k <= t->top; k += 2)
        t->solved[k] = true;
    return true;
}

/* Gives the store the tables of parity q, which are solved whole. */
static void lend(const solver *s, int q)
{
    const struct parity *t = &s->parity[q];
    char name[64], description[DESCRIPTION_SIZE];
    block_names(s, q, false, name, sizeof name, description, sizeof description);
    s->store.save(s->store.context, name, description, t->own, t->size);
    if (t->rare.count > 0) {
        block_names(s, q, true, name, sizeof name, description, sizeof description);
        s->store.save(s->store.context, name, description, t->rare.bytes,
                      t->rare.count * RARE_BYTES);
    }
}

/* gcc 12's analyzer loses the block once it is stored in *s and calls it
 * leaked; valgrind and LeakSanitizer agree that it is not. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wanalyzer-malloc-leak"
#endif
/* Solves the layer of `seeds` and the layers its captures reach: those
 * below it of the same parity, since every capture takes even counts.  A
 * store may lend the whole parity instead, and is given it once solved.
 * Each layer is solved into its codes (the values) and a byte a position
 * for its plies, then packed (retro_pack): the plies' bytes are the only
 * memory a layer takes beyond the tables. */
static int solve_through(solver *s, int seeds)
{
    int q = seeds % 2;
    struct parity *t = &s->parity[q];
    if (t->solved[seeds])
        return TB_OK;
    if (!s->fits) /* never start what cannot end */
        return TB_ENOMEM;
    if (s->has_store && !t->own && s->store.load && borrow(s, q))
        return TB_OK;
    if (!t->own && !(t->own = malloc(t->size)))
        return TB_ENOMEM;
    for (int k = q; k <= seeds; k += 2) {
        if (t->solved[k])
            continue;
        layer_table tables[TB_MAX_SEEDS + 1]; /* the rare positions may have moved */
        for (int below = q; below < k; below += 2)
            tables[below] = layer_of(s, below);
        uint32_t n = index_positions(s->index, k);
        uint8_t *codes = t->own + t->codes_at[k], *pairs = t->own + t->pairs_at[k],
                *plies = malloc(n ? n : 1);
        size_t before = t->rare.count;
        int status = plies ? retro_solve(s->rt, s->goal, tables, k, NULL, 0, (int8_t *)codes, plies)
                           : TB_ENOMEM;
        if (status == TB_OK)
            status = retro_pack(codes, plies, n, k, pairs, &t->rare);
        free(plies);
        if (status != TB_OK)
            return status;
        t->rare_first[k] = before;
        t->rare_count[k] = (uint32_t)(t->rare.count - before);
        for (int i = 0; i < 4; i++)
            pairs[(size_t)PAIRS * PAIR_BYTES + i] = (uint8_t)(t->rare_count[k] >> 8 * i);
        t->solved[k] = true;
    }
    if (seeds == t->top && s->has_store && s->store.save)
        lend(s, q);
    return TB_OK;
}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

int solver_prepare(solver *s, const tb_position *p)
{
    if (tb_position_check(s->rules, p) != TB_OK)
        return TB_EINVAL;
    return solve_through(s, s->parity[tb_seeds_on_board(s->rules, p) % 2].top);
}

/* The table entry of a key (its layer solved): for margins the mover's
 * value, for shares player 1's.  */
static int entry_of(const solver *s, uint64_t key, int *plies)
{
    layer_table t = layer_of(s, retro_key_seeds(key));
    return layer_value(&t, retro_key_index(s->rt, key), plies);
}

/* What a position is worth to `player`, as its table says: for margins the
 * margin, for shares that player's share (player 1's table, turned round). */
static int worth_to(const solver *s, uint64_t key, int player, int *plies)
{
    if (s->goal == RETRO_SHARE)
        return entry_of(s, retro_key_turn(s->rt, key, player), plies);
    int value = entry_of(s, key, plies);
    return retro_key_mover(key) == player ? value : -value;
}

int solver_value(solver *s, const tb_position *p, int *value, int *plies)
{
    if (s->goal != RETRO_MARGIN || tb_position_check(s->rules, p) != TB_OK)
        return TB_EINVAL;
    int status = solve_through(s, tb_seeds_on_board(s->rules, p));
    if (status == TB_OK)
        *value = entry_of(s, retro_key(p), plies);
    return status;
}

int solver_shares(solver *s, const tb_position *p, int shares[TB_MAX_PLAYERS])
{
    if (s->goal != RETRO_SHARE || tb_position_check(s->rules, p) != TB_OK)
        return TB_EINVAL;
    int status = solve_through(s, tb_seeds_on_board(s->rules, p));
    for (int i = 0; status == TB_OK && i < s->players; i++)
        shares[i] = worth_to(s, retro_key(p), i, NULL);
    return status;
}

/* ---- Given the history ---- */

enum {
    PROOF_NODES = 1 << 12, /* positions a proof may look at before it gives up */
    PROOF_BITS = 13,       /* its memory of them, 2^13 slots: at most half full */
    PROOF_SLOTS = 1 << PROOF_BITS,
};

/* The positions of a game since its last capture, up to a ply. */
struct history {
    uint64_t *keys;
    int count;
    bool repeated; /* the last is one of the earlier ones: the game ended there */
};

static int history_of(const tb_game *g, int ply, struct history *h)
{
    h->keys = malloc(((size_t)ply + 1) * sizeof *h->keys);
    if (!h->keys)
        return TB_ENOMEM;
    uint64_t here = retro_key(tb_game_position_at(g, ply));
    int seeds = retro_key_seeds(here);
    h->count = 0;
    h->repeated = false;
    /* Captures only remove seeds: the positions of the same layer since
     * the last capture are the ones just before, back to a fuller board. */
    for (int i = ply; i >= 0; i--) {
        uint64_t key = retro_key(tb_game_position_at(g, i));
        if (retro_key_seeds(key) != seeds)
            break;
        h->repeated |= i < ply && key == here;
        h->keys[h->count++] = key;
    }
    return TB_OK;
}

static bool in_history(const struct history *h, uint64_t key)
{
    for (int i = 0; i < h->count; i++)
        if (h->keys[i] == key)
            return true;
    return false;
}

/* A small search that proves `winner` still forces `need` from a position
 * whose table says so, given a history: it follows the tables' own way to
 * win (on the winner's turn the moves that keep its worth with one ply
 * fewer, or a capture worth enough; on the others' every move) and fails
 * where that way meets the history, or when it grows too big.  Along it
 * the worth to the winner never falls and, when it stays, the plies fall:
 * no position comes twice, so the history is the only repetition to fear. */
struct proof {
    const solver *s;
    const struct history *history;
    int winner, need, nodes;
    uint64_t slot[PROOF_SLOTS]; /* key + 1, 0 empty */
    int8_t known[PROOF_SLOTS];  /* 1 proved, -1 failed */
};

static int8_t *known_of(struct proof *pr, uint64_t key)
{
    size_t i = (size_t)((key * UINT64_C(0x9E3779B97F4A7C15)) >> (64 - PROOF_BITS));
    while (pr->slot[i] != 0 && pr->slot[i] != key + 1)
        i = (i + 1) & (PROOF_SLOTS - 1);
    if (pr->slot[i] == 0) {
        pr->slot[i] = key + 1;
        pr->known[i] = 0;
    }
    return &pr->known[i];
}

static bool proves(struct proof *pr, uint64_t key)
{
    int8_t *known = known_of(pr, key);
    if (*known)
        return *known > 0;
    if (++pr->nodes > PROOF_NODES)
        return false;
    const solver *s = pr->s;
    int moves[TB_MAX_HOLES], n = retro_key_moves(s->rt, key, moves), plies;
    int worth = worth_to(s, key, pr->winner, &plies);
    if (worth < pr->need)
        return false; /* the tables say it cannot (never on the tables' own way) */
    /* An end of the game is worth what the tables say, whatever came before. */
    bool winners = retro_key_mover(key) == pr->winner, proved = n == 0 || !winners;
    for (int i = 0; i < n; i++) {
        int taken, after_plies;
        uint64_t after = retro_key_play(s->rt, key, moves[i], &taken);
        bool good;
        if (taken) { /* a capture: the history is gone, the tables exact */
            int mine = retro_key_mover(key) == pr->winner ? taken
                       : s->goal == RETRO_MARGIN          ? -taken
                                                          : 0;
            good = mine + worth_to(s, after, pr->winner, NULL) >= pr->need;
        } else if (winners) {
            good = !in_history(pr->history, after) &&
                   worth_to(s, after, pr->winner, &after_plies) == worth &&
                   after_plies == plies - 1 && proves(pr, after);
        } else {
            good = !in_history(pr->history, after) && proves(pr, after);
        }
        if (winners && good) {
            proved = true;
            break;
        }
        if (!winners && !good) {
            proved = false;
            break;
        }
    }
    *known_of(pr, key) = proved ? 1 : -1; /* the slot may have moved: look again */
    return proved;
}

/* Does the worth of `key` to `player` stand given the history?  A worth of
 * 0 always does: the history pulls towards 0 and never across it. */
static bool stands(const solver *s, const struct history *h, uint64_t key, int player,
                   struct proof *pr)
{
    int worth = worth_to(s, key, player, NULL);
    if (worth == 0)
        return true;
    memset(pr, 0, sizeof *pr);
    pr->s = s;
    pr->history = h;
    if (s->goal == RETRO_SHARE || worth > 0) {
        pr->winner = player;
        pr->need = worth;
    } else { /* the other player wins: it must still force its margin */
        pr->winner = 1 - player;
        pr->need = -worth;
    }
    return proves(pr, key);
}

/* The layer solved again with the history's positions ending the game, for
 * the table of player `player` (shares: player 1's table turned round). */
struct resolved {
    int8_t *value;
    uint8_t *plies;
};

static int resolve(const solver *s, const struct history *h, int seeds, int player,
                   struct resolved *out)
{
    size_t n = index_positions(s->index, seeds);
    uint32_t *pins = malloc(((size_t)h->count + 1) * sizeof *pins); /* + 1: never 0 bytes */
    out->value = malloc(n);
    out->plies = malloc(n);
    int status = TB_ENOMEM;
    if (pins && out->value && out->plies) {
        for (int i = 0; i < h->count; i++)
            pins[i] = retro_key_index(s->rt, s->goal == RETRO_SHARE
                                                 ? retro_key_turn(s->rt, h->keys[i], player)
                                                 : h->keys[i]);
        layer_table tables[TB_MAX_SEEDS + 1];
        for (int k = seeds % 2; k < seeds; k += 2)
            tables[k] = layer_of(s, k);
        status = retro_solve(s->rt, s->goal, tables, seeds, pins, h->count, out->value, out->plies);
    }
    free(pins);
    if (status != TB_OK) {
        free(out->value);
        free(out->plies);
        out->value = NULL;
        out->plies = NULL;
    }
    return status;
}

/* What a resolved table says a key is worth to `player`. */
static int resolved_worth(const solver *s, const struct resolved *t, uint64_t key, int player,
                          int *plies)
{
    uint64_t seen = s->goal == RETRO_SHARE ? retro_key_turn(s->rt, key, player) : key;
    uint32_t x = retro_key_index(s->rt, seen);
    *plies = t->plies[x];
    int value = (int)t->value[x];
    return s->goal == RETRO_SHARE || retro_key_mover(key) == player ? value : -value;
}

/* Each move of the position after `ply` plies, valued for each of the
 * `players` it is asked for (margins: the mover alone; shares: everyone),
 * into worth[move][player] and plies[move] (the mover's), repeats[move].
 * exact: always solve again.  Returns the moves, or a negative status. */
struct valued {
    int n, move[TB_MAX_HOLES];
    int worth[TB_MAX_HOLES][TB_MAX_PLAYERS];
    int plies[TB_MAX_HOLES];
    bool repeats[TB_MAX_HOLES];
};

static int value_moves(solver *s, const tb_game *g, int ply, bool exact, struct valued *v)
{
    if (tb_game_rules(g) != s->rules || ply < 0 || ply > tb_game_length(g))
        return -TB_EINVAL;
    uint64_t here = retro_key(tb_game_position_at(g, ply));
    int seeds = retro_key_seeds(here), status = solve_through(s, seeds);
    struct history h;
    if (status == TB_OK)
        status = history_of(g, ply, &h);
    if (status != TB_OK)
        return -status; /* a status is negative here: a positive number is moves */
    v->n = h.repeated ? 0 : retro_key_moves(s->rt, here, v->move);
    int mover = retro_key_mover(here), askers = s->goal == RETRO_MARGIN ? 1 : s->players;
    /* Which (move, player) the tables cannot answer alone. */
    bool again[TB_MAX_HOLES][TB_MAX_PLAYERS] = {{false}};
    struct proof *pr = exact ? NULL : malloc(sizeof *pr);
    uint64_t after[TB_MAX_HOLES];
    int taken[TB_MAX_HOLES];
    for (int i = 0; i < v->n; i++) {
        after[i] = retro_key_play(s->rt, here, v->move[i], &taken[i]);
        v->repeats[i] = !taken[i] && in_history(&h, after[i]);
        for (int a = 0; a < askers; a++) {
            int player = s->goal == RETRO_MARGIN ? mover : a, plies = 0;
            int mine = player == mover ? taken[i] : 0;
            if (taken[i]) { /* a capture: exactly the tables */
                v->worth[i][a] = mine + worth_to(s, after[i], player, NULL);
                plies = 1;
            } else if (v->repeats[i]) {
                v->worth[i][a] = 0;
            } else {
                v->worth[i][a] = worth_to(s, after[i], player, &plies);
                plies = v->worth[i][a] ? plies + 1 : 0;
                again[i][a] = exact || !pr || !stands(s, &h, after[i], player, pr);
            }
            if (player == mover)
                v->plies[i] = plies;
        }
    }
    free(pr);
    /* Solve again for every player some move of whom was not proved. */
    for (int a = 0; a < askers && status == TB_OK; a++) {
        bool any = false;
        for (int i = 0; i < v->n; i++)
            any |= again[i][a];
        if (!any)
            continue;
        int player = s->goal == RETRO_MARGIN ? mover : a;
        struct resolved t;
        if ((status = resolve(s, &h, seeds, player, &t)) != TB_OK)
            break;
        for (int i = 0; i < v->n; i++) {
            if (!again[i][a])
                continue;
            int plies;
            v->worth[i][a] = resolved_worth(s, &t, after[i], player, &plies);
            if (player == mover)
                v->plies[i] = v->worth[i][a] ? plies + 1 : 0;
        }
        free(t.value);
        free(t.plies);
    }
    free(h.keys);
    return status == TB_OK ? v->n : -status;
}

static int margin_moves(solver *s, const tb_game *g, int ply, bool exact,
                        struct solver_move out[TB_MAX_HOLES], int *count)
{
    if (s->goal != RETRO_MARGIN)
        return TB_EINVAL;
    struct valued v = {0};
    int n = value_moves(s, g, ply, exact, &v);
    if (n < 0)
        return -n;
    for (int i = 0; i < n; i++)
        out[i] = (struct solver_move){v.move[i], v.worth[i][0], v.plies[i], v.repeats[i]};
    *count = n;
    return TB_OK;
}

int solver_moves(solver *s, const tb_game *g, int ply, struct solver_move out[TB_MAX_HOLES],
                 int *count)
{
    return margin_moves(s, g, ply, false, out, count);
}

int solver_moves_exact(solver *s, const tb_game *g, int ply, struct solver_move out[TB_MAX_HOLES],
                       int *count)
{
    return margin_moves(s, g, ply, true, out, count);
}

static int share_moves(solver *s, const tb_game *g, int ply, bool exact,
                       struct solver_share_move out[TB_MAX_HOLES], int *count)
{
    if (s->goal != RETRO_SHARE)
        return TB_EINVAL;
    struct valued v = {0};
    int n = value_moves(s, g, ply, exact, &v);
    if (n < 0)
        return -n;
    for (int i = 0; i < n; i++) {
        out[i] = (struct solver_share_move){
            .move = v.move[i], .plies = v.plies[i], .repeats = v.repeats[i]};
        memcpy(out[i].shares, v.worth[i], sizeof out[i].shares);
    }
    *count = n;
    return TB_OK;
}

int solver_share_moves(solver *s, const tb_game *g, int ply,
                       struct solver_share_move out[TB_MAX_HOLES], int *count)
{
    return share_moves(s, g, ply, false, out, count);
}

int solver_share_moves_exact(solver *s, const tb_game *g, int ply,
                             struct solver_share_move out[TB_MAX_HOLES], int *count)
{
    return share_moves(s, g, ply, true, out, count);
}

void solver_position_shares(const struct solver_share_move moves[], int n, int mover, int players,
                            int shares[TB_MAX_PLAYERS])
{
    for (int q = 0; q < players; q++) {
        shares[q] = moves[0].shares[q];
        for (int i = 1; i < n; i++)
            if (q == mover ? moves[i].shares[q] > shares[q] : moves[i].shares[q] < shares[q])
                shares[q] = moves[i].shares[q];
    }
}

/* ---- Counting ---- */

/* Marks x in a layer's bit set; tells whether it was new. */
static bool mark(uint8_t *seen, uint32_t x)
{
    uint8_t bit = (uint8_t)(1u << (x % 8));
    bool fresh = !(seen[x / 8] & bit);
    seen[x / 8] |= bit;
    return fresh;
}

/* A growing list of positions of one layer, by number (4 bytes each, where
 * keys would take 8: this runs beside the whole tables). */
struct list {
    uint32_t *x;
    size_t n, room;
};

static bool list_add(struct list *l, uint32_t x)
{
    if (l->n == l->room) {
        size_t room = l->room ? 2 * l->room : 4096;
        uint32_t *grown = realloc(l->x, room * sizeof *grown);
        if (!grown)
            return false;
        l->x = grown;
        l->room = room;
    }
    l->x[l->n++] = x;
    return true;
}

/* Breadth first from the start, a layer at a time from the top: moves that
 * capture mark their positions in the layer below, to be explored when its
 * turn comes.  -1 when memory is short. */
static long count_reachable(const solver *s, uint8_t **seen, int top)
{
    long total = 0;
    struct list queue = {0};
    bool ok = true;
    for (int seeds = top; seeds >= 0 && ok; seeds--) {
        uint32_t n = index_positions(s->index, seeds);
        queue.n = 0;
        for (uint32_t x = 0; x < n && ok; x++)
            if (seen[seeds][x / 8] & (1u << (x % 8)))
                ok = list_add(&queue, x);
        for (size_t head = 0; head < queue.n && ok; head++) {
            tb_position p;
            index_position(s->index, queue.x[head], seeds, &p);
            uint64_t key = retro_key(&p);
            int moves[TB_MAX_HOLES], nmoves = retro_key_moves(s->rt, key, moves);
            for (int i = 0; i < nmoves && ok; i++) {
                int taken;
                uint32_t x = retro_key_index(s->rt, retro_key_play(s->rt, key, moves[i], &taken));
                if (mark(seen[seeds - taken], x) && taken == 0)
                    ok = list_add(&queue, x);
            }
        }
        total += (long)queue.n;
    }
    free(queue.x);
    return ok ? total : -1;
}

int solver_reachable(solver *s, long *count)
{
    /* A store keeps the count too, beside the tables. */
    char name[64], description[DESCRIPTION_SIZE];
    store_name(s, "reachable", name, sizeof name);
    rules_description(s, "the positions reachable from the start", description, sizeof description);
    if (s->reachable < 0 && s->has_store && s->store.load) {
        const void *kept =
            s->store.load(s->store.context, name, description, sizeof(int64_t), count_valid, s);
        if (kept) {
            int64_t n;
            memcpy(&n, kept, sizeof n);
            s->reachable = (long)n;
            s->store.release(s->store.context, kept, sizeof n);
        }
    }
    if (s->reachable < 0) {
        int top = tb_total_seeds(s->rules);
        uint8_t *seen[TB_MAX_SEEDS + 1] = {NULL};
        bool ok = true;
        for (int seeds = 0; ok && seeds <= top; seeds++) {
            seen[seeds] = calloc(index_positions(s->index, seeds) / 8 + 1, 1);
            ok = seen[seeds] != NULL;
        }
        if (ok) {
            tb_position start;
            tb_position_start(s->rules, &start);
            mark(seen[top], retro_key_index(s->rt, retro_key(&start)));
            s->reachable = count_reachable(s, seen, top);
            ok = s->reachable >= 0;
            int64_t n = s->reachable;
            if (ok && s->has_store && s->store.save)
                s->store.save(s->store.context, name, description, &n, sizeof n);
        }
        for (int seeds = 0; seeds <= top; seeds++)
            free(seen[seeds]);
        if (!ok)
            return TB_ENOMEM;
    }
    *count = s->reachable;
    return TB_OK;
}
