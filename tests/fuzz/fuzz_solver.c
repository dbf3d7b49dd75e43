/*
 * fuzz_solver.c - the exact solver and the computer players on any
 * position the rules allow, not only those reached from the start.
 *
 * The first byte picks the rule set, the next the player to move, then one
 * byte a hole and a store gives its seeds (taken modulo what is left of the
 * rule set's seeds, so that every input is a position).  For two players the value of the
 * position is the best of its moves' values, and each move's value is the
 * solver's own answer for the position it leads to; for three, the
 * mover's share is the most its moves give it and each other player's the
 * least they leave it.  Every level of the computer plays a legal move (a
 * pass when one must pass), the perfect one a move of the best value; the
 * hints are the legal moves, best first, and exact.
 */
#include <string.h>

#include "fuzz.h"
#include "solver/ai.h"
#include "solver/solver.h"

enum { RULE_SETS = 3 };

/* One solver and one computer a rule set, kept between inputs: their
 * tables are what is slow to build. */
static solver *solvers[RULE_SETS];
static ai *computers[RULE_SETS];

static int read_byte(const uint8_t **data, const uint8_t *end)
{
    return *data < end ? *(*data)++ : 0;
}

static void read_position(const tb_rules *r, const uint8_t **data, const uint8_t *end,
                          tb_position *p)
{
    memset(p, 0, sizeof *p);
    p->to_move = (uint8_t)(read_byte(data, end) % r->players);
    int left = tb_total_seeds(r);
    for (int h = 0; h < tb_holes(r); h++) {
        p->board[h] = (uint8_t)(read_byte(data, end) % (left + 1));
        left -= p->board[h];
    }
    for (int i = 0; i < r->players; i++) {
        p->captured[i] = (uint8_t)(read_byte(data, end) % (left + 1));
        left -= p->captured[i];
    }
}

/* The exact values, where there are two players. */
static void check_values(int set, const tb_rules *r, const tb_game *g, const tb_position *p)
{
    int value = 0, plies = 0, n = 0;
    solver *s = solvers[set];
    FUZZ_CHECK(solver_value(s, p, &value, &plies) == TB_OK);
    FUZZ_CHECK(plies >= 0 && (value == 0) == (plies == 0));
    struct solver_move moves[TB_MAX_HOLES];
    FUZZ_CHECK(solver_moves(s, g, 0, moves, &n) == TB_OK);
    FUZZ_CHECK((n == 0) == tb_game_over(g));
    if (n == 0)
        return;
    int best = moves[0].value;
    for (int i = 0; i < n; i++) {
        best = moves[i].value > best ? moves[i].value : best;
        if (moves[i].repeats)
            FUZZ_CHECK(moves[i].value == 0);
        tb_position next;
        tb_account acc;
        FUZZ_CHECK(tb_sow(r, p, moves[i].move, &next, &acc) == TB_OK);
        if (moves[i].repeats)
            continue;
        if (acc.result.end != TB_END_NONE) { /* what is left counts alike, or not at all */
            FUZZ_CHECK(moves[i].value == acc.captured);
            continue;
        }
        /* What the move takes, then the other side's best from there, in
         * a game that starts there: the first position is not seen
         * again in it, so only when no capture came between. */
        int after = 0, after_plies = 0;
        FUZZ_CHECK(solver_value(s, &next, &after, &after_plies) == TB_OK);
        if (acc.captured > 0)
            FUZZ_CHECK(moves[i].value == acc.captured - after);
    }
    FUZZ_CHECK(value == best);
}

/* The shares, where there are three: the mover chooses for itself, and
 * plays with the others against each of them. */
static void check_shares(int set, const tb_rules *r, const tb_game *g, const tb_position *p)
{
    int shares[TB_MAX_PLAYERS], n = 0;
    struct solver_share_move moves[TB_MAX_HOLES];
    FUZZ_CHECK(solver_shares(solvers[set], p, shares) == TB_OK);
    FUZZ_CHECK(solver_share_moves(solvers[set], g, 0, moves, &n) == TB_OK);
    FUZZ_CHECK((n == 0) == tb_game_over(g));
    for (int q = 0; q < r->players && n > 0; q++) {
        int best = moves[0].shares[q];
        for (int i = 1; i < n; i++)
            best = q == p->to_move ? (moves[i].shares[q] > best ? moves[i].shares[q] : best)
                                   : (moves[i].shares[q] < best ? moves[i].shares[q] : best);
        FUZZ_CHECK(shares[q] == best);
    }
}

static void check_computer(int set, const tb_rules *r, const tb_game *g)
{
    ai *a = computers[set];
    if (tb_game_over(g))
        return;
    unsigned legal = tb_game_moves(g);
    struct ai_hint hints[TB_MAX_HOLES];
    int n = ai_hints(a, g, hints);
    FUZZ_CHECK(n == (tb_game_must_pass(g) ? 1 : __builtin_popcount(legal)));
    for (int i = 0; i < n; i++) {
        FUZZ_CHECK(hints[i].move == TB_PASS ? tb_game_must_pass(g) : (legal >> hints[i].move) & 1);
        FUZZ_CHECK(i == 0 || hints[i].value <= hints[i - 1].value);
        FUZZ_CHECK(hints[i].exact);
    }
    for (int level = AI_BEGINNER; level < AI_LEVELS; level++) {
        int move = ai_choose(a, g, (enum ai_level)level);
        if (tb_game_must_pass(g))
            FUZZ_CHECK(move == TB_PASS);
        else
            FUZZ_CHECK(move >= 0 && move < tb_holes(r) && ((legal >> move) & 1));
        if (level == AI_PERFECT) {
            int value = hints[0].value - 1;
            for (int i = 0; i < n; i++)
                if (hints[i].move == move)
                    value = hints[i].value;
            FUZZ_CHECK(value == hints[0].value);
        }
    }
}

/* Builds every table before the first input, which would otherwise spend
 * longer than libFuzzer's timeout on a layer of Bakuk's: a position of
 * each number of seeds on the board (the rest captured), valued by the
 * solver and hinted by the computer, which has tables of its own (margins
 * for two players, shares for three). */
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    for (int set = 0; set < RULE_SETS; set++) {
        const tb_rules *r = tb_rules_at(set);
        int status;
        if (!r || !(computers[set] = ai_new(r, 0)) || !(solvers[set] = solver_new(r, &status)))
            abort();
        for (int seeds = 0; seeds <= tb_total_seeds(r); seeds++) {
            tb_position p = {.captured = {(uint8_t)(tb_total_seeds(r) - seeds)}};
            for (int h = 0, left = seeds; left > 0; h = (h + 1) % tb_holes(r), left--)
                p.board[h]++;
            int value, plies, shares[TB_MAX_PLAYERS];
            tb_game *g = tb_game_new(r, &p, &status);
            if (!g || (r->players == 2 ? solver_value(solvers[set], &p, &value, &plies)
                                       : solver_shares(solvers[set], &p, shares)) != TB_OK)
                abort();
            struct ai_hint hints[TB_MAX_HOLES];
            ai_hints(computers[set], g, hints);
            tb_game_free(g);
        }
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const uint8_t *end = data + size;
    int set = read_byte(&data, end) % RULE_SETS;
    const tb_rules *r = tb_rules_at(set);
    FUZZ_CHECK(r != NULL);
    tb_position p;
    read_position(r, &data, end, &p);
    FUZZ_CHECK(tb_position_check(r, &p) == TB_OK);
    int status;
    tb_game *g = tb_game_new(r, &p, &status);
    if (!g)
        abort();
    if (r->players == 2)
        check_values(set, r, g, &p);
    else
        check_shares(set, r, g, &p);
    check_computer(set, r, g);
    tb_game_free(g);
    return 0;
}
