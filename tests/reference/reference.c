/*
 * reference.c - the solver's tables as the first solver built them (commit
 * f9c07bb, src/solver/retro.c): every move through the public, checked
 * tb_sow (retro_moves and retro_play list and play them), the layer's
 * moves turned round into a stored graph of predecessors, then the same
 * retrograde analysis by thresholds.  Slow and plain, sharing nothing with
 * the solver's tables but the numbering of positions; the tests prove the
 * solver's tables equal to these, position by position, value and plies.
 * An end of the game is worth what tb_score gives the mover over the
 * other player (Modiar's players take the seeds of their own holes),
 * reached in no ply.
 */
#include <stdlib.h>
#include <string.h>

#include "reference.h"
#include "solver/retro.h"

typedef struct first_table {
    int8_t *value;
    uint8_t *plies;
} first_table;

static const uint32_t NO_CHILD = UINT32_MAX;

enum {
    NO_EXIT = INT8_MIN,
    PLIES_MAX = UINT8_MAX - 1 /* more is never needed (62 at most), and only hurries */
};

/* The moves of a layer, backwards: who can move to each position. */
typedef struct layer_graph {
    int seeds;
    uint32_t positions;
    int8_t *exit; /* while building: the best capture's value, or NO_EXIT */
    /* The positions with a capture, by its value v: by_exit[exit_first[v +
     * seeds] .. exit_first[v + seeds + 1]). */
    uint32_t *by_exit;
    uint32_t exit_first[2 * TB_MAX_SEEDS + 2];
    uint8_t *moves;  /* moves, the captures counting as one; 0 for an end of the game,
                        1 for one worth something (its exit) */
    uint8_t *ends;   /* 1 where the game ends, history aside */
    uint32_t *first; /* the predecessors of x are pred[first[x] .. first[x+1]) */
    uint32_t *pred;
} layer_graph;

static void graph_free(layer_graph *g)
{
    if (!g)
        return;
    free(g->exit);
    free(g->by_exit);
    free(g->moves);
    free(g->ends);
    free(g->first);
    free(g->pred);
    free(g);
}

/* The moves of position x: the captures' values go to exit, the others to
 * child, to be turned round. */
static void position_moves(const tb_rules *r, const board_index *ix, const first_table *tables,
                           const tb_position *p, uint32_t x, layer_graph *g, uint32_t *child)
{
    int moves[TB_MAX_HOLES];
    int n = retro_moves(r, p, moves);
    g->exit[x] = NO_EXIT;
    g->moves[x] = 0;
    g->ends[x] = n == 0;
    if (n == 0) { /* an end: worth what the score adds to the mover, less the other's */
        tb_result end;
        tb_score(r, p, tb_position_end(r, p), &end);
        int worth = end.scores[p->to_move] - end.scores[1 - p->to_move];
        if (worth != 0) {
            g->exit[x] = (int8_t)worth;
            g->moves[x] = 1;
        }
    }
    for (int i = 0; i < r->holes_per_player; i++)
        child[i] = NO_CHILD;
    for (int i = 0; i < n; i++) {
        tb_position next;
        int captured = retro_play(r, p, moves[i], &next);
        if (captured == 0) {
            child[i] = index_of(ix, &next);
            g->moves[x]++;
            continue;
        }
        int below = g->seeds - captured;
        int value = captured - tables[below].value[index_of(ix, &next)];
        if (g->exit[x] == NO_EXIT)
            g->moves[x]++; /* the captures count as one move: the best */
        if (value > g->exit[x])
            g->exit[x] = (int8_t)value;
    }
}

/* Every move of the layer once, board after board. */
static void graph_moves(const tb_rules *r, const board_index *ix, const first_table *tables,
                        layer_graph *g, uint32_t *child)
{
    uint32_t moves_max = (uint32_t)r->holes_per_player;
    tb_position p;
    uint32_t x = 0;
    index_position(ix, 0, g->seeds, &p);
    do {
        for (int mover = 0; mover < r->players; mover++, x++) {
            p.to_move = (uint8_t)mover;
            position_moves(r, ix, tables, &p, x, g, child + (size_t)x * moves_max);
        }
    } while (index_next_board(ix, &p));
}

/* Turns the moves round: the predecessors of each position, in one array. */
static int graph_predecessors(layer_graph *g, const uint32_t *child, size_t moves_max)
{
    size_t n = g->positions;
    /* graph_moves wrote every entry, which the analyzer cannot follow. */
    for (size_t e = 0; e < n * moves_max; e++)
        if (child[e] != NO_CHILD) // NOLINT(clang-analyzer-core.UndefinedBinaryOperatorResult)
            g->first[child[e] + 1]++;
    for (size_t x = 0; x < n; x++)
        g->first[x + 1] += g->first[x];
    g->pred = malloc((g->first[n] ? g->first[n] : 1) * sizeof *g->pred);
    if (!g->pred)
        return TB_ENOMEM;
    for (size_t e = 0; e < n * moves_max; e++)
        if (child[e] != NO_CHILD)
            g->pred[g->first[child[e]]++] = (uint32_t)(e / moves_max);
    /* Placing moved each first[x] to where x+1's predecessors begin. */
    memmove(g->first + 1, g->first, n * sizeof *g->first);
    g->first[0] = 0;
    return TB_OK;
}

/* Sorts the positions with a capture by its value. */
static int graph_exits(layer_graph *g)
{
    uint32_t *first = g->exit_first, total = 0;
    for (uint32_t x = 0; x < g->positions; x++)
        if (g->exit[x] != NO_EXIT) {
            first[g->exit[x] + g->seeds + 1]++;
            total++;
        }
    for (int v = 0; v <= 2 * g->seeds; v++)
        first[v + 1] += first[v];
    g->by_exit = malloc((total ? total : 1) * sizeof *g->by_exit);
    if (!g->by_exit)
        return TB_ENOMEM;
    for (uint32_t x = 0; x < g->positions; x++)
        if (g->exit[x] != NO_EXIT)
            g->by_exit[first[g->exit[x] + g->seeds]++] = x;
    /* Placing moved each first[v] to where v+1's positions begin. */
    memmove(first + 1, first, (size_t)(2 * g->seeds + 1) * sizeof *first);
    first[0] = 0;
    return TB_OK;
}

static layer_graph *graph_new(const tb_rules *r, const board_index *ix, const first_table *tables,
                              int seeds)
{
    size_t moves_max = (size_t)r->holes_per_player;
    layer_graph *g = calloc(1, sizeof *g);
    if (!g)
        return NULL;
    g->seeds = seeds;
    g->positions = index_positions(ix, seeds);
    size_t n = g->positions;
    uint32_t *child = malloc(n * moves_max * sizeof *child);
    g->exit = malloc(n);
    g->moves = malloc(n);
    g->ends = malloc(n);
    g->first = calloc(n + 1, sizeof *g->first);
    if (child && g->exit && g->moves && g->ends && g->first) {
        graph_moves(r, ix, tables, g, child);
        if (graph_predecessors(g, child, moves_max) == TB_OK && graph_exits(g) == TB_OK) {
            free(child);
            free(g->exit);
            g->exit = NULL;
            return g;
        }
    }
    free(child);
    graph_free(g);
    return NULL;
}

/* The state of one solve: the positions settled, breadth first. */
typedef struct solve {
    const layer_graph *g;
    uint8_t *open;   /* moves not yet known to lose */
    uint8_t *done;   /* settled */
    uint32_t *queue; /* settled positions, in the order found */
    uint32_t head, tail;
    first_table *out;
} solve;

static void settle(solve *s, uint32_t x, int value, unsigned plies)
{
    s->done[x] = 1;
    s->out->value[x] = (int8_t)value;
    s->out->plies[x] = (uint8_t)(plies < PLIES_MAX ? plies : PLIES_MAX);
    s->queue[s->tail++] = x;
}

/* Everything found at threshold t, from the captures worth exactly +-t
 * (larger ones were found at higher thresholds) back through the layer. */
static void threshold(solve *s, int t)
{
    const layer_graph *g = s->g;
    first_table *out = s->out;
    const uint32_t *won = g->exit_first + g->seeds + t, *lost = g->exit_first + g->seeds - t;
    /* A capture is one ply away; an end, none. */
    for (uint32_t i = won[0]; i < won[1]; i++)
        if (!s->done[g->by_exit[i]])
            settle(s, g->by_exit[i], t, !g->ends[g->by_exit[i]]);
    for (uint32_t i = lost[0]; i < lost[1]; i++)
        if (!s->done[g->by_exit[i]] && --s->open[g->by_exit[i]] == 0)
            settle(s, g->by_exit[i], -t, !g->ends[g->by_exit[i]]);
    while (s->head < s->tail) {
        uint32_t x = s->queue[s->head++];
        int value = (int)out->value[x];
        unsigned plies = out->plies[x] + 1u;
        for (uint32_t e = g->first[x]; e < g->first[x + 1]; e++) {
            uint32_t y = g->pred[e];
            if (s->done[y])
                continue;
            /* x lost: y wins by moving there; x won: one more losing move for y. */
            if (value < 0 || --s->open[y] == 0)
                settle(s, y, -value, plies);
        }
    }
}

static int graph_solve(const layer_graph *g, first_table *out)
{
    size_t n = g->positions;
    solve s = {.g = g,
               .open = malloc(n),
               .done = calloc(n, 1),
               .queue = malloc(n * sizeof *s.queue),
               .out = out};
    if (!s.open || !s.done || !s.queue) {
        free(s.open);
        free(s.done);
        free(s.queue);
        return TB_ENOMEM;
    }
    memcpy(s.open, g->moves, n);
    memset(out->value, 0, n * sizeof *out->value);
    memset(out->plies, 0, n * sizeof *out->plies);
    for (int t = g->seeds; t >= 1; t--)
        threshold(&s, t);
    free(s.open);
    free(s.done);
    free(s.queue);
    return TB_OK;
}

struct reference {
    const tb_rules *rules;
    board_index index;
    first_table tables[TB_MAX_SEEDS + 1];
};

void reference_free(reference *ref)
{
    if (!ref)
        return;
    for (int seeds = 0; seeds <= TB_MAX_SEEDS; seeds++) {
        free(ref->tables[seeds].value);
        free(ref->tables[seeds].plies);
    }
    free(ref);
}

reference *reference_solve(const tb_rules *r, int top)
{
    reference *ref = calloc(1, sizeof *ref);
    if (!ref)
        return NULL;
    ref->rules = r;
    index_init(&ref->index, r);
    for (int seeds = top % 2; seeds <= top; seeds += 2) {
        size_t n = index_positions(&ref->index, seeds);
        first_table *t = &ref->tables[seeds];
        t->value = malloc(n);
        t->plies = malloc(n);
        layer_graph *g =
            t->value && t->plies ? graph_new(r, &ref->index, ref->tables, seeds) : NULL;
        int status = g ? graph_solve(g, t) : TB_ENOMEM;
        graph_free(g);
        if (status != TB_OK) {
            reference_free(ref);
            return NULL;
        }
    }
    return ref;
}

int reference_value(const reference *ref, const tb_position *p, int *plies)
{
    int seeds = tb_seeds_on_board(ref->rules, p);
    uint32_t x = index_of(&ref->index, p);
    *plies = ref->tables[seeds].plies[x];
    return ref->tables[seeds].value[x];
}
