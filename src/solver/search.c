/*
 * search.c - depth-limited "paranoid" search (see search.h): the player to
 * move maximises its lead, everyone else together minimises it, with
 * alpha-beta pruning.  The game's history and the line searched both count
 * for repetitions.
 */
#include <limits.h>

#include "solver/retro.h"
#include "solver/search.h"

typedef struct search {
    const tb_rules *rules;
    const tb_game *game;
    int me;
    uint8_t captured[TB_MAX_PLAYERS]; /* at the root */
    uint64_t line[SEARCH_DEPTH_MAX];  /* keys of the positions searched into */
    int depth;                        /* how many of them */
} search;

/* The seeds I took since the root, less the most any other player took. */
static int lead(const search *s, const tb_position *p)
{
    int best_other = INT_MIN, mine = 0;
    for (int i = 0; i < s->rules->players; i++) {
        int gain = p->captured[i] - s->captured[i];
        if (i == s->me)
            mine = gain;
        else if (gain > best_other)
            best_other = gain;
    }
    return mine - best_other;
}

static bool repeats(const search *s, const tb_position *p)
{
    if (tb_game_seen(s->game, p))
        return true;
    uint64_t key = tb_position_key(s->rules, p);
    for (int i = 0; i < s->depth; i++)
        if (s->line[i] == key)
            return true;
    return false;
}

static int value_of(search *s, const tb_position *p, int depth, int alpha, int beta);

/* The value of the position a move leads to. */
static int value_after(search *s, const tb_position *child, int depth, int alpha, int beta)
{
    if (repeats(s, child))
        return lead(s, child);
    s->line[s->depth++] = tb_position_key(s->rules, child);
    int value = value_of(s, child, depth, alpha, beta);
    s->depth--;
    return value;
}

static int value_of(search *s, const tb_position *p, int depth, int alpha, int beta)
{
    int moves[TB_MAX_HOLES];
    int n = retro_moves(s->rules, p, moves);
    if (n == 0 || depth == 0)
        return lead(s, p);
    bool mine = p->to_move == s->me;
    int best = mine ? INT_MIN : INT_MAX;
    for (int i = 0; i < n && alpha < beta; i++) {
        tb_position child;
        retro_play(s->rules, p, moves[i], &child);
        int value = value_after(s, &child, depth - 1, alpha, beta);
        if (mine) {
            best = value > best ? value : best;
            alpha = best > alpha ? best : alpha;
        } else {
            best = value < best ? value : best;
            beta = best < beta ? best : beta;
        }
    }
    return best;
}

int search_moves(const tb_game *g, int depth, struct solver_move out[TB_MAX_HOLES])
{
    const tb_position *p = tb_game_position(g);
    search s = {.rules = tb_game_rules(g), .game = g, .me = p->to_move};
    int moves[TB_MAX_HOLES];
    int n = tb_game_over(g) ? 0 : retro_moves(s.rules, p, moves);
    for (int i = 0; i < s.rules->players; i++)
        s.captured[i] = p->captured[i];
    for (int i = 0; i < n; i++) {
        tb_position child;
        retro_play(s.rules, p, moves[i], &child);
        out[i] = (struct solver_move){
            .move = moves[i],
            .value = value_after(&s, &child, depth - 1, INT_MIN, INT_MAX),
            .repeats = repeats(&s, &child),
        };
    }
    return n;
}
