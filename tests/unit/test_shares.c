/*
 * test_shares.c - Bakuk for three, solved: each player's guaranteed share
 * against an exhaustive search of the real game (tb_game, its history and
 * repetition rule), where that player maximises its own captures and the
 * two others, together, minimise them; for every small position, for each
 * move, and given the history at every ply of random games.
 */
#include <criterion/criterion.h>
#include <stdio.h>

#include "solver/index.h"
#include "solver/solver.h"
#include "support.h"

enum { BOUND = 1000 }; /* beyond any share */

/* Seeds up to which every position is searched: fewer where the tests run
 * slower (the search grows fast). */
static int checked_seeds(void) { return test_scaled(8) == 8 ? 10 : 7; }

/* What `player` has taken when the game is over. */
static int taken(const tb_game *g, int player) { return tb_game_position(g)->captured[player]; }

/* What `player` takes from here to the end under that play. */
static int exhaustive(tb_game *g, int player)
{
    return exhaustive_search(g, player, taken, -BOUND, BOUND) - taken(g, player);
}

/* Every move's shares from g's position against the search. */
static void check_moves(solver *s, tb_game *g, const char *what)
{
    const tb_rules *r = tb_game_rules(g);
    struct solver_share_move m[TB_MAX_HOLES];
    int n;
    cr_assert_eq(solver_share_moves(s, g, tb_game_ply(g), m, &n), TB_OK);
    const tb_position before = *tb_game_position(g);
    for (int i = 0; i < n; i++) {
        cr_assert_eq(tb_game_play(g, m[i].move, NULL), TB_OK);
        for (int q = 0; q < r->players; q++) {
            int want = tb_game_position(g)->captured[q] - before.captured[q] + exhaustive(g, q);
            cr_assert_eq(m[i].shares[q], want, "%s, move %c: player %d's share %d, the search %d",
                         what, m[i].move == TB_PASS ? '-' : tb_label(m[i].move), q + 1,
                         m[i].shares[q], want);
        }
        cr_assert_eq(m[i].repeats, tb_game_result(g)->end == TB_END_REPETITION);
        cr_assert_eq(tb_game_undo(g), TB_OK);
    }
}

Test(shares, are_the_exhaustive_search_for_every_small_position)
{
    const tb_rules *r = rules_named("bakuk3");
    solver *s = solver_for(r);
    board_index ix;
    index_init(&ix, r);
    long checked = 0;
    for (int seeds = 0; seeds <= checked_seeds(); seeds++)
        for (uint32_t x = 0; x < index_positions(&ix, seeds); x++, checked++) {
            tb_position p;
            index_position(&ix, x, seeds, &p);
            p.captured[0] = (uint8_t)(tb_total_seeds(r) - seeds); /* any stores do */
            tb_game *g = tb_game_new(r, &p, NULL);
            cr_assert_not_null(g);
            int shares[TB_MAX_PLAYERS];
            cr_assert_eq(solver_shares(s, &p, shares), TB_OK);
            for (int q = 0; q < r->players; q++) {
                int want = exhaustive(g, q);
                cr_assert_eq(shares[q], want, "%s: player %d's share %d, the search %d",
                             position_text(r, &p).s, q + 1, shares[q], want);
            }
            check_moves(s, g, position_text(r, &p).s);
            tb_game_free(g);
        }
    cr_log_info("bakuk3: %ld positions, every share the search's", checked);
    solver_free(s);
}

Test(shares, are_the_exhaustive_search_given_the_history)
{
    const tb_rules *r = rules_named("bakuk3");
    solver *s = solver_for(r);
    rng random = {.state = 3};
    for (long k = 0; k < test_scaled(200); k++) {
        tb_position p = {.to_move = (uint8_t)rng_below(&random, 3)};
        int seeds = 1 + rng_below(&random, checked_seeds() + 2);
        for (int i = 0; i < seeds; i++)
            p.board[rng_below(&random, tb_holes(r))]++;
        tb_game *g = tb_game_new(r, &p, NULL);
        cr_assert_not_null(g);
        char what[160];
        for (int ply = 0; ply < 24 && !tb_game_over(g); ply++) {
            snprintf(what, sizeof what, "from %s after %d plies", position_text(r, &p).s, ply);
            check_moves(s, g, what);
            cr_assert_eq(tb_game_play(g, rng_pick_bit(&random, tb_game_moves(g)), NULL), TB_OK);
        }
        tb_game_free(g);
    }
    solver_free(s);
}

Test(shares, from_the_start_of_bakuk_for_three)
{
    /* docs/solution.md: what each player can be sure of from the start.
     * The whole solve takes a second or two natively: tests/cli solves it
     * under the sanitizers. */
    if (test_scaled(8) != 8)
        return;
    const tb_rules *r = rules_named("bakuk3");
    int status, shares[TB_MAX_PLAYERS];
    solver *s = solver_new(r, &status);
    cr_assert_not_null(s);
    tb_position start;
    tb_position_start(r, &start);
    cr_assert_eq(solver_shares(s, &start, shares), TB_OK);
    cr_expect(shares[0] == 0 && shares[1] == 2 && shares[2] == 0, "from the start: %d, %d, %d",
              shares[0], shares[1], shares[2]);
    solver_free(s);
}
