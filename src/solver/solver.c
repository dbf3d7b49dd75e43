/*
 * solver.c - the tables of a two-player rule set, layer by layer, and what
 * they answer (see solver.h).
 */
#include <stdlib.h>
#include <string.h>

#include "solver/retro.h"
#include "solver/solver.h"

struct solver {
    const tb_rules *rules;
    board_index index;
    layer_table tables[TB_MAX_SEEDS + 1]; /* by seeds on the board; NULL arrays until solved */
    layer_graph *graph;                   /* the last layer's, kept for solver_moves */
    long reachable;                       /* -1 until counted */
};

solver *solver_new(const tb_rules *r, int *status)
{
    if (r->players != 2) {
        *status = TB_EINVAL;
        return NULL;
    }
    solver *s = calloc(1, sizeof *s);
    if (!s) {
        *status = TB_ENOMEM;
        return NULL;
    }
    s->rules = r;
    index_init(&s->index, r);
    s->reachable = -1;
    *status = TB_OK;
    return s;
}

static void table_free(layer_table *t)
{
    free(t->value);
    free(t->plies);
    t->value = NULL;
    t->plies = NULL;
}

static int table_alloc(const solver *s, int seeds, layer_table *t)
{
    size_t n = index_positions(&s->index, seeds);
    int8_t *value = malloc(n * sizeof *value);
    uint8_t *plies = malloc(n * sizeof *plies);
    if (!value || !plies) {
        free(value);
        free(plies);
        return TB_ENOMEM;
    }
    t->value = value;
    t->plies = plies;
    return TB_OK;
}

void solver_free(solver *s)
{
    if (!s)
        return;
    for (int seeds = 0; seeds <= TB_MAX_SEEDS; seeds++)
        table_free(&s->tables[seeds]);
    retro_graph_free(s->graph);
    free(s);
}

/* The graph of the layer of `seeds`, whose lower layers are solved; the
 * last one is kept, since play asks about one layer many times. */
static const layer_graph *graph_of(solver *s, int seeds)
{
    if (s->graph && retro_graph_seeds(s->graph) == seeds)
        return s->graph;
    retro_graph_free(s->graph);
    s->graph = retro_graph(s->rules, &s->index, s->tables, seeds);
    return s->graph;
}

/* gcc 12's analyzer loses the tables once they are stored in *s and calls
 * them leaked; valgrind and LeakSanitizer agree that they are not. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wanalyzer-malloc-leak"
#endif
/* Solves the layer of `seeds` and the layers its captures reach: those
 * below it of the same parity, since every capture takes even counts. */
static int solve_through(solver *s, int seeds)
{
    for (int k = seeds % 2; k <= seeds; k += 2) {
        layer_table *t = &s->tables[k];
        if (t->value)
            continue;
        const layer_graph *g = graph_of(s, k);
        if (!g || table_alloc(s, k, t) != TB_OK)
            return TB_ENOMEM;
        if (retro_solve(g, NULL, 0, t) != TB_OK) {
            table_free(t);
            return TB_ENOMEM;
        }
    }
    return TB_OK;
}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

int solver_value(solver *s, const tb_position *p, int *value, int *plies)
{
    if (tb_position_check(s->rules, p) != TB_OK)
        return TB_EINVAL;
    int seeds = tb_seeds_on_board(s->rules, p);
    if (solve_through(s, seeds) != TB_OK)
        return TB_ENOMEM;
    uint32_t x = index_of(&s->index, p, seeds);
    *value = (int)s->tables[seeds].value[x];
    *plies = s->tables[seeds].plies[x];
    return TB_OK;
}

/* The positions of g since the last capture up to `ply`, as indices of
 * their layer, into *pins (the caller frees it).
 * *repeated tells whether the position after `ply` plies is one of the
 * earlier ones, which ended the game there. */
static int history_pins(const solver *s, const tb_game *g, int ply, int seeds,
                        uint32_t **pins, int *npins, bool *repeated)
{
    *pins = malloc(((size_t)ply + 1) * sizeof **pins);
    if (!*pins)
        return TB_ENOMEM;
    const tb_position *now = tb_game_position_at(g, ply);
    uint32_t here = index_of(&s->index, now, seeds);
    int n = 0;
    *repeated = false;
    /* Captures only remove seeds: the positions of the same layer since
     * the last capture are the ones just before, back to a fuller board. */
    for (int i = ply; i >= 0; i--) {
        const tb_position *p = tb_game_position_at(g, i);
        if (tb_seeds_on_board(s->rules, p) != seeds)
            break;
        (*pins)[n] = index_of(&s->index, p, seeds);
        if (i < ply && (*pins)[n] == here)
            *repeated = true;
        n++;
    }
    *npins = n;
    return TB_OK;
}

static bool among(const uint32_t *pins, int npins, uint32_t x)
{
    for (int i = 0; i < npins; i++)
        if (pins[i] == x)
            return true;
    return false;
}

/* What each move is worth given the history: captures lead to a fresh
 * history, so to the tables; other moves to the layer solved again with
 * the history's positions ending the game. */
static void move_values(const solver *s, const tb_position *p, int seeds,
                        const int *moves, int n, const layer_table *with_history,
                        const uint32_t *pins, int npins, struct solver_move out[])
{
    for (int i = 0; i < n; i++) {
        tb_position child;
        int captured = retro_play(s->rules, p, moves[i], &child);
        int below = seeds - captured;
        uint32_t x = index_of(&s->index, &child, below);
        struct solver_move *m = &out[i];
        m->move = moves[i];
        m->repeats = false;
        if (captured > 0) {
            m->value = captured - s->tables[below].value[x];
            m->plies = 1;
            continue;
        }
        m->repeats = among(pins, npins, x);
        m->value = -with_history->value[x];
        m->plies = with_history->plies[x] ? with_history->plies[x] + 1 : 0;
    }
}

int solver_moves(solver *s, const tb_game *g, int ply,
                 struct solver_move out[TB_MAX_HOLES], int *count)
{
    if (tb_game_rules(g) != s->rules || ply < 0 || ply > tb_game_length(g))
        return TB_EINVAL;
    const tb_position *p = tb_game_position_at(g, ply);
    int seeds = tb_seeds_on_board(s->rules, p);
    int moves[TB_MAX_HOLES];
    int n = retro_moves(s->rules, p, moves);
    uint32_t *pins;
    int npins;
    bool repeated;
    int status = history_pins(s, g, ply, seeds, &pins, &npins, &repeated);
    if (status != TB_OK)
        return status;
    *count = 0;
    if (n > 0 && !repeated) {
        layer_table with_history = {NULL, NULL};
        const layer_graph *graph = NULL;
        status = solve_through(s, seeds);
        if (status == TB_OK && !(graph = graph_of(s, seeds)))
            status = TB_ENOMEM;
        if (status == TB_OK)
            status = table_alloc(s, seeds, &with_history);
        if (status == TB_OK)
            status = retro_solve(graph, pins, npins, &with_history);
        if (status == TB_OK) {
            move_values(s, p, seeds, moves, n, &with_history, pins, npins, out);
            *count = n;
        }
        table_free(&with_history);
    }
    free(pins);
    return status;
}

/* Marks x in a layer's bit set; tells whether it was new. */
static bool mark(uint8_t *seen, uint32_t x)
{
    uint8_t bit = (uint8_t)(1u << (x % 8));
    bool fresh = !(seen[x / 8] & bit);
    seen[x / 8] |= bit;
    return fresh;
}

/* Breadth first from the start, a layer at a time from the top: moves that
 * capture mark their positions in the layer below, to be explored when its
 * turn comes. */
static long count_reachable(const solver *s, uint8_t **seen, uint32_t *queue, int top)
{
    long total = 0;
    for (int seeds = top; seeds >= 0; seeds--) {
        uint32_t n = index_positions(&s->index, seeds), head = 0, tail = 0;
        for (uint32_t x = 0; x < n; x++)
            if (seen[seeds][x / 8] & (1u << (x % 8)))
                queue[tail++] = x;
        while (head < tail) {
            tb_position p, child;
            int moves[TB_MAX_HOLES];
            index_position(&s->index, queue[head++], seeds, &p);
            int nmoves = retro_moves(s->rules, &p, moves);
            for (int i = 0; i < nmoves; i++) {
                int below = seeds - retro_play(s->rules, &p, moves[i], &child);
                uint32_t x = index_of(&s->index, &child, below);
                if (mark(seen[below], x) && below == seeds)
                    queue[tail++] = x;
            }
        }
        total += tail;
    }
    return total;
}

int solver_reachable(solver *s, long *count)
{
    if (s->reachable < 0) {
        int top = tb_total_seeds(s->rules);
        uint8_t *seen[TB_MAX_SEEDS + 1] = {NULL};
        uint32_t *queue = malloc(index_positions(&s->index, top) * sizeof *queue);
        bool ok = queue != NULL;
        for (int seeds = 0; ok && seeds <= top; seeds++) {
            seen[seeds] = calloc(index_positions(&s->index, seeds) / 8 + 1, 1);
            ok = seen[seeds] != NULL;
        }
        if (ok) {
            tb_position start;
            tb_position_start(s->rules, &start);
            mark(seen[top], index_of(&s->index, &start, top));
            s->reachable = count_reachable(s, seen, queue, top);
        }
        for (int seeds = 0; seeds <= top; seeds++)
            free(seen[seeds]);
        free(queue);
        if (!ok)
            return TB_ENOMEM;
    }
    *count = s->reachable;
    return TB_OK;
}
