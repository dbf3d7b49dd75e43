/*
 * test_puzzle.c - puzzles from the solution: each one's values are the
 * solver's for a game that starts there (what --solve says), one move
 * keeps the value and every other loses at least 2; the positions come from
 * sensible play from the start; the lines are best play given their
 * history; the grades and the order are as documented; the same seed makes
 * the same set.  Bakuk's whole game takes a second to solve, more under
 * valgrind: here only small Bakuk positions, the command-line tests make
 * Bakuk sets.
 */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "solver/index.h"
#include "solver/puzzle.h"
#include "solver/search.h"
#include "support.h"

/* What puzzle.h promises of one puzzle. */
static void check_puzzle(solver *s, const tb_rules *r, const struct puzzle *pz)
{
    const char *at = position_text(r, &pz->position).s;
    tb_game *g = game_at(r, &pz->position);
    struct solver_move m[TB_MAX_HOLES];
    int n;
    cr_assert_eq(solver_moves(s, g, 0, m, &n), TB_OK);
    cr_assert_geq(n, 2, "%s: %d moves", at, n);
    cr_assert_eq(pz->nmoves, n, "%s: %d moves, the solver %d", at, pz->nmoves, n);
    int answers = 0;
    for (int i = 0; i < n; i++) {
        cr_assert_eq(pz->moves[i].move, m[i].move);
        cr_assert_eq(pz->moves[i].value, m[i].value, "%s, %c: %d, the solver %d", at,
                     tb_label(m[i].move), pz->moves[i].value, m[i].value);
        if (m[i].move == pz->answer) {
            answers++;
            cr_assert_eq(m[i].value, pz->value, "%s: the answer is worth %d, not %d", at,
                         m[i].value, pz->value);
        } else {
            cr_assert_leq(m[i].value, pz->value - 2, "%s: %c loses less than 2", at,
                          tb_label(m[i].move));
        }
    }
    cr_assert_eq(answers, 1, "%s: the answer is not a legal move", at);
    const tb_position *p = &pz->position;
    cr_assert_eq(pz->taken, p->captured[p->to_move] - p->captured[1 - p->to_move], "%s: taken %d",
                 at, pz->taken);
    cr_assert_eq(best_value(m, n), pz->value);
    int value, plies;
    cr_assert_eq(solver_value(s, &pz->position, &value, &plies), TB_OK);
    cr_assert_eq(value, pz->value, "%s: the position is worth %d, the puzzle says %d", at, value,
                 pz->value);

    /* The grade: the first depth of look-ahead with the answer alone in
     * front; alike, the moves as good as it one ply short of that. */
    cr_assert(pz->plies >= 1 && pz->plies <= PUZZLE_DEPTH_MAX + 1, "%s: %d plies", at, pz->plies);
    cr_assert_eq(pz->difficulty, pz->plies + pz->alike);
    cr_assert_eq(pz->level, puzzle_level_of(pz->difficulty));
    for (int depth = 1; depth <= PUZZLE_DEPTH_MAX && depth <= pz->plies; depth++) {
        struct solver_move look[TB_MAX_HOLES];
        int k = search_moves(g, depth, look), answer = -1, others = 0;
        for (int i = 0; i < k; i++)
            if (look[i].move == pz->answer)
                answer = i;
        for (int i = 0; i < k; i++)
            others += i != answer && look[i].value >= look[answer].value;
        cr_assert_eq(others == 0, depth == pz->plies, "%s: at depth %d, %d moves as good", at,
                     depth, others);
        if (depth == pz->plies - 1)
            cr_assert_eq(pz->alike, others, "%s: alike %d, expected %d", at, pz->alike, others);
    }
    if (pz->plies == 1)
        cr_assert_eq(pz->alike, 0);

    /* Each line: its move first, then best play given its history. */
    for (int i = 0; i < n; i++) {
        const struct puzzle_line *l = &pz->line[i];
        cr_assert(l->length >= 1 && l->length <= PUZZLE_LINE_MAX);
        cr_assert_eq(l->moves[0], m[i].move, "%s: line %d starts with another move", at, i);
        tb_game *line = game_at(r, &pz->position);
        cr_assert_eq(tb_game_play(line, l->moves[0], NULL), TB_OK);
        for (int j = 1; j < l->length; j++) {
            struct solver_move lm[TB_MAX_HOLES];
            int ln, worth = -1000;
            cr_assert_eq(solver_moves(s, line, tb_game_ply(line), lm, &ln), TB_OK);
            for (int x = 0; x < ln; x++)
                if (lm[x].move == l->moves[j])
                    worth = lm[x].value;
            cr_assert_eq(worth, best_value(lm, ln), "%s, line of %c, ply %d: worth %d, best %d", at,
                         tb_label(m[i].move), j, worth, best_value(lm, ln));
            cr_assert_eq(tb_game_play(line, l->moves[j], NULL), TB_OK);
        }
        /* Where it stops, the worth has shown, or a capture came once the
         * grade's plies were played, or the game is over, or it was cut. */
        const tb_position *end = tb_game_position(line);
        int me = pz->position.to_move;
        int mine = end->captured[me] - pz->position.captured[me];
        int theirs = end->captured[1 - me] - pz->position.captured[1 - me];
        cr_assert(l->cut == (l->length == PUZZLE_LINE_MAX && mine - theirs != m[i].value &&
                             !tb_game_over(line) && !(mine + theirs > 0 && l->length >= pz->plies)),
                  "%s, line of %c: cut %d", at, tb_label(m[i].move), l->cut);
        tb_game_free(line);
    }
    tb_game_free(g);
}

/* Every position that sensible play from the start reaches (a move within
 * 2 seeds of the best, by the tables), marked in one bit set a layer. */
struct sensible {
    board_index ix;
    uint8_t *seen[TB_MAX_SEEDS + 1];
};

static void sensible_reach(solver *s, const tb_rules *r, struct sensible *out)
{
    index_init(&out->ix, r);
    int top = tb_total_seeds(r);
    uint32_t cap = index_positions(&out->ix, top);
    uint32_t *queue = malloc(sizeof *queue * cap * 2);
    int *layer = malloc(sizeof *layer * cap * 2);
    cr_assert(queue && layer);
    for (int k = 0; k <= top; k++) {
        out->seen[k] = calloc(index_positions(&out->ix, k) / 8 + 1, 1);
        cr_assert_not_null(out->seen[k]);
    }
    tb_position p;
    tb_position_start(r, &p);
    size_t head = 0, tail = 0;
    uint32_t x = index_of(&out->ix, &p);
    out->seen[top][x / 8] |= (uint8_t)(1u << (x % 8));
    queue[tail] = x, layer[tail++] = top;
    while (head < tail) {
        int seeds = layer[head];
        index_position(&out->ix, queue[head++], seeds, &p);
        int moves[TB_MAX_HOLES], n = 0, value[TB_MAX_HOLES], best = -100;
        tb_position child[TB_MAX_HOLES];
        for (int h = 0; h < tb_holes(r); h++)
            if (tb_legal_moves(r, &p) >> h & 1)
                moves[n++] = h;
        if (n == 0 && tb_position_end(r, &p) == TB_END_NONE)
            moves[n++] = TB_PASS;
        for (int i = 0; i < n; i++) {
            int v, plies;
            cr_assert_eq(tb_sow(r, &p, moves[i], &child[i], NULL), TB_OK);
            cr_assert_eq(solver_value(s, &child[i], &v, &plies), TB_OK);
            value[i] = seeds - tb_seeds_on_board(r, &child[i]) - v;
            best = value[i] > best ? value[i] : best;
        }
        for (int i = 0; i < n; i++) {
            /* In a game a move that brings a position back is worth 0,
             * which can lower the best to 0: what is within 2 of that may
             * be played too. */
            if (value[i] < (best < 0 ? best : 0) - 2)
                continue;
            int below = tb_seeds_on_board(r, &child[i]);
            uint32_t y = index_of(&out->ix, &child[i]);
            if (out->seen[below][y / 8] & (1u << (y % 8)))
                continue;
            out->seen[below][y / 8] |= (uint8_t)(1u << (y % 8));
            cr_assert_lt(tail, (size_t)cap * 2);
            queue[tail] = y, layer[tail++] = below;
        }
    }
    free(queue);
    free(layer);
}

static bool sensible_has(const struct sensible *set, const tb_rules *r, const tb_position *p)
{
    int seeds = tb_seeds_on_board(r, p);
    uint32_t x = index_of(&set->ix, p);
    return set->seen[seeds][x / 8] & (1u << (x % 8));
}

static void sensible_free(struct sensible *set)
{
    for (int k = 0; k <= TB_MAX_SEEDS; k++)
        free(set->seen[k]);
}

static struct puzzle *make(solver *s, const tb_rules *r, uint64_t seed, int level, int count,
                           int *made)
{
    struct puzzle *out = calloc((size_t)count + 1, sizeof *out);
    cr_assert_not_null(out);
    int status = puzzle_make(s, r, seed, level, count, out, made);
    cr_assert_eq(status, TB_OK, "puzzle_make: %s", tb_strerror(status));
    cr_assert_leq(*made, count);
    return out;
}

Test(puzzle, tihbat_sets_of_every_level)
{
    const tb_rules *r = rules_named("tihbat");
    solver *s = solver_for(r);
    struct sensible reach = {0};
    sensible_reach(s, r, &reach);
    int made;
    struct puzzle *set = make(s, r, 2026, PUZZLE_LEVELS, 12, &made);
    cr_assert_eq(made, 12);
    int levels[PUZZLE_LEVELS] = {0};
    for (int i = 0; i < made; i++) {
        check_puzzle(s, r, &set[i]);
        cr_assert(sensible_has(&reach, r, &set[i].position), "%s is not reached by sensible play",
                  position_text(r, &set[i].position).s);
        levels[set[i].level]++;
        if (i > 0)
            cr_assert_geq(set[i].difficulty, set[i - 1].difficulty, "not served easy to hard");
        for (int j = 0; j < i; j++)
            cr_assert_not(tb_position_key(r, &set[i].position) ==
                              tb_position_key(r, &set[j].position),
                          "the same puzzle twice");
        tb_position start;
        tb_position_start(r, &start);
        cr_assert_not(tb_position_equal(r, &set[i].position, &start), "the start as a puzzle");
    }
    for (int l = 0; l < PUZZLE_LEVELS; l++)
        cr_assert_eq(levels[l], 4, "%d puzzles %s of 12", levels[l], puzzle_level_name(l));

    /* The same seed, the same set; another seed, another. */
    int again_made, other_made;
    struct puzzle *again = make(s, r, 2026, PUZZLE_LEVELS, 12, &again_made);
    struct puzzle *other = make(s, r, 7, PUZZLE_LEVELS, 12, &other_made);
    cr_assert_eq(again_made, made);
    int same = 0;
    for (int i = 0; i < made; i++) {
        cr_assert(tb_position_equal(r, &again[i].position, &set[i].position));
        same += other_made > i && tb_position_equal(r, &other[i].position, &set[i].position);
    }
    cr_assert_lt(same, made, "another seed made the same set");
    free(other);
    free(again);
    free(set);

    for (int l = 0; l < PUZZLE_LEVELS; l++) {
        set = make(s, r, 5, l, 5, &made);
        cr_assert_eq(made, 5, "%d %s puzzles", made, puzzle_level_name(l));
        for (int i = 0; i < made; i++) {
            cr_assert_eq(set[i].level, (enum puzzle_level)l);
            cr_assert(sensible_has(&reach, r, &set[i].position));
        }
        free(set);
    }
    sensible_free(&reach);
    solver_free(s);
}

/* A puzzle at any position, reachable or not; small Bakuk ones found by
 * hand: D takes 8 at 0,0,1,1,2,4, A takes 4 at 1,0,3,1,0,1. */
Test(puzzle, at_a_position)
{
    static const struct {
        const char *rules, *position;
        char answer;
        int value;
    } cases[] = {
        {"tihbat", "3,7,5,13:2:0,0", 'D', 4},
        {"bakuk", "0,0,1,1,2,4:2:0,0", 'D', 8},
        {"bakuk", "1,0,3,1,0,1:1:0,0", 'A', 4},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const tb_rules *r = rules_named(cases[i].rules);
        solver *s = solver_for(r);
        tb_position p = position_from(r, cases[i].position);
        struct puzzle pz;
        cr_assert_eq(puzzle_at(s, r, &p, &pz), TB_OK, "%s is no puzzle", cases[i].position);
        cr_assert_eq(tb_label(pz.answer), cases[i].answer);
        cr_assert_eq(pz.value, cases[i].value);
        check_puzzle(s, r, &pz);
        solver_free(s);
    }
    /* Tihbat's start: both moves lose 2.  A forced pass.  The end. */
    const tb_rules *r = rules_named("tihbat");
    solver *s = solver_for(r);
    static const char *const none[] = {"7,7,7,7:1:0,0", "0,0,2,1:1:0,0", "0,0,0,0:1:14,14"};
    for (size_t i = 0; i < sizeof none / sizeof none[0]; i++) {
        tb_position p = position_from(r, none[i]);
        struct puzzle pz;
        cr_assert_eq(puzzle_at(s, r, &p, &pz), TB_EINVAL, "%s taken for a puzzle", none[i]);
    }
    tb_position bad = {.board = {9, 9, 9, 9}};
    struct puzzle pz;
    cr_assert_eq(puzzle_at(s, r, &bad, &pz), TB_EINVAL);
    solver_free(s);
}

Test(puzzle, levels_and_names)
{
    cr_assert_eq(puzzle_level_of(1), PUZZLE_EASY);
    cr_assert_eq(puzzle_level_of(3), PUZZLE_EASY);
    cr_assert_eq(puzzle_level_of(4), PUZZLE_MEDIUM);
    cr_assert_eq(puzzle_level_of(6), PUZZLE_MEDIUM);
    cr_assert_eq(puzzle_level_of(7), PUZZLE_HARD);
    for (int l = 0; l < PUZZLE_LEVELS; l++)
        cr_assert_eq(puzzle_level_from_name(puzzle_level_name(l)), l);
    cr_assert_eq(puzzle_level_from_name("perfect"), -1);
    const tb_rules *r = rules_named("bakuk3");
    int made = 1;
    struct puzzle out[1];
    cr_assert_eq(puzzle_make(NULL, r, 1, PUZZLE_LEVELS, 1, out, &made), TB_EINVAL);
    cr_assert_eq(made, 0);
}
