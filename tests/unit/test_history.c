/*
 * test_history.c - moves given the history, fast: at every ply of many
 * games, solver_moves (and solver_share_moves) must say what solving the
 * layer again with the history's positions ending the game says, value,
 * plies and repetition, move by move.  The games mix perfect and random
 * moves, so that histories grow long and some moves are worth less than
 * the tables say: those the fast way must leave to the exact one (two such
 * games are played below move by move).
 */
#include <criterion/criterion.h>

#include "solver/solver.h"
#include "support.h"

struct tally {
    long plies, moves, pulled; /* pulled: worth less than the tables given the history */
};

/* The move to play: the best one by the values (perfect), or at random. */
static int next_move(rng *random, const int *moves, const int *values, int n, bool perfect)
{
    int best = 0;
    for (int i = 1; i < n; i++)
        if (values[i] > values[best])
            best = i;
    return perfect ? moves[best] : moves[rng_below(random, n)];
}

/* One game of two players from p, compared at every ply. */
static void margin_game(solver *s, const tb_rules *r, const tb_position *p, rng *random,
                        struct tally *t)
{
    tb_game *g = tb_game_new(r, p, NULL);
    cr_assert_not_null(g);
    bool perfect[2] = {rng_below(random, 2) == 0, rng_below(random, 2) == 0};
    for (int ply = 0; !tb_game_over(g) && ply < 200; ply++, t->plies++) {
        struct solver_move fast[TB_MAX_HOLES], exact[TB_MAX_HOLES];
        int n, m, moves[TB_MAX_HOLES] = {0}, values[TB_MAX_HOLES] = {0};
        cr_assert_eq(solver_moves(s, g, ply, fast, &n), TB_OK);
        cr_assert_eq(solver_moves_exact(s, g, ply, exact, &m), TB_OK);
        cr_assert_eq(n, m);
        for (int i = 0; i < n; i++, t->moves++) {
            const struct solver_move *a = &fast[i], *b = &exact[i];
            if (a->move != b->move || a->value != b->value || a->plies != b->plies ||
                a->repeats != b->repeats)
                cr_assert_fail("%s from %s, ply %d, move %d: fast %d in %d plies%s, "
                               "solved again %d in %d plies%s",
                               r->name, position_text(r, p).s, ply, a->move, a->value, a->plies,
                               a->repeats ? " (repeats)" : "", b->value, b->plies,
                               b->repeats ? " (repeats)" : "");
            /* What the tables alone say of a move that captures nothing. */
            tb_position after;
            cr_assert_eq(tb_sow(r, tb_game_position(g), a->move, &after, NULL), TB_OK);
            int table, plies;
            if (!a->repeats &&
                tb_seeds_on_board(r, &after) == tb_seeds_on_board(r, tb_game_position(g))) {
                cr_assert_eq(solver_value(s, &after, &table, &plies), TB_OK);
                t->pulled += a->value != -table;
            }
            moves[i] = a->move;
            values[i] = a->value;
        }
        int mover = tb_game_position(g)->to_move;
        cr_assert_eq(tb_game_play(g, next_move(random, moves, values, n, perfect[mover]), NULL),
                     TB_OK);
    }
    tb_game_free(g);
}

/* A position of at most `most` seeds on the board, the rest in the stores. */
static tb_position small_position(const tb_rules *r, rng *random, int most)
{
    tb_position p = {.to_move = (uint8_t)rng_below(random, r->players)};
    int seeds = 2 + rng_below(random, most - 1);
    for (int i = 0; i < seeds; i++)
        p.board[rng_below(random, tb_holes(r))]++;
    for (int i = seeds; i < tb_total_seeds(r); i++)
        p.captured[rng_below(random, r->players)]++;
    return p;
}

static void margin_games(const char *name, int most, long games, bool from_start)
{
    const tb_rules *r = rules_named(name);
    solver *s = solver_for(r);
    rng random = {.state = 31};
    struct tally t = {0};
    for (long k = 0; k < games; k++) {
        tb_position p;
        if (from_start)
            tb_position_start(r, &p);
        else
            p = small_position(r, &random, most);
        margin_game(s, r, &p, &random, &t);
    }
    cr_log_info("%s: %ld plies, %ld moves, the same; %ld pulled by the history", name, t.plies,
                t.moves, t.pulled);
    solver_free(s);
}

Test(history, fast_moves_are_the_exact_ones_in_tihbat_games_from_the_start)
{
    margin_games("tihbat", 0, test_scaled(120), true);
}

Test(history, fast_moves_are_the_exact_ones_in_small_tihbat_games)
{
    margin_games("tihbat", 16, test_scaled(400), false);
}

Test(history, fast_moves_are_the_exact_ones_in_bakuk_games)
{
    margin_games("bakuk", 20, test_scaled(100), false);
}

/* Three players: every player's share, move by move. */
Test(history, fast_shares_are_the_exact_ones_in_games_for_three)
{
    const tb_rules *r = rules_named("bakuk3");
    solver *s = solver_for(r);
    rng random = {.state = 32};
    long plies = 0, pulled = 0;
    for (long k = 0; k < test_scaled(160); k++) {
        tb_position p = small_position(r, &random, 14);
        tb_game *g = tb_game_new(r, &p, NULL);
        cr_assert_not_null(g);
        for (int ply = 0; !tb_game_over(g) && ply < 200; ply++, plies++) {
            struct solver_share_move fast[TB_MAX_HOLES], exact[TB_MAX_HOLES];
            int n, m, moves[TB_MAX_HOLES] = {0}, values[TB_MAX_HOLES] = {0};
            int mover = tb_game_position(g)->to_move;
            cr_assert_eq(solver_share_moves(s, g, ply, fast, &n), TB_OK);
            cr_assert_eq(solver_share_moves_exact(s, g, ply, exact, &m), TB_OK);
            cr_assert_eq(n, m);
            for (int i = 0; i < n; i++) {
                for (int q = 0; q < r->players; q++)
                    cr_assert_eq(fast[i].shares[q], exact[i].shares[q],
                                 "bakuk3 from %s, ply %d, move %d: player %d's share fast %d, "
                                 "solved again %d",
                                 position_text(r, &p).s, ply, fast[i].move, q + 1,
                                 fast[i].shares[q], exact[i].shares[q]);
                cr_assert_eq(fast[i].plies, exact[i].plies);
                cr_assert_eq(fast[i].repeats, exact[i].repeats);
                tb_position after;
                cr_assert_eq(tb_sow(r, tb_game_position(g), fast[i].move, &after, NULL), TB_OK);
                int table[TB_MAX_PLAYERS];
                cr_assert_eq(solver_shares(s, &after, table), TB_OK);
                if (!fast[i].repeats &&
                    tb_seeds_on_board(r, &after) == tb_seeds_on_board(r, tb_game_position(g)))
                    for (int q = 0; q < r->players; q++)
                        pulled += fast[i].shares[q] != table[q];
                moves[i] = fast[i].move;
                values[i] = fast[i].shares[mover];
            }
            cr_assert_eq(tb_game_play(g, next_move(&random, moves, values, n, k % 2 == 0), NULL),
                         TB_OK);
        }
        tb_game_free(g);
    }
    cr_log_info("bakuk3: %ld plies, the same; %ld shares pulled by the history", plies, pulled);
    solver_free(s);
}

/* Games where the history takes a move's value from the tables' 2 to 0 (a
 * move that captures nothing and brings back nothing): the small search
 * cannot prove the 2, and the layer solved again says 0. */
static void pulled_by_the_history(const char *name, const char *start, const char *plies, char hole)
{
    const tb_rules *r = rules_named(name);
    solver *s = solver_for(r);
    tb_position p = position_from(r, start);
    tb_game *g = tb_game_new(r, &p, NULL);
    cr_assert_not_null(g);
    for (const char *c = plies; *c; c++)
        cr_assert_eq(tb_game_play(g, tb_hole_from_label(r, *c), NULL), TB_OK);
    struct solver_move fast[TB_MAX_HOLES], exact[TB_MAX_HOLES];
    int n, m, i = 0;
    cr_assert_eq(solver_moves(s, g, tb_game_ply(g), fast, &n), TB_OK);
    cr_assert_eq(solver_moves_exact(s, g, tb_game_ply(g), exact, &m), TB_OK);
    while (i < n && fast[i].move != tb_hole_from_label(r, hole))
        i++;
    cr_assert(i < n && m == n, "%s: no move %c", name, hole);
    tb_position after;
    int table, after_plies;
    cr_assert_eq(tb_sow(r, tb_game_position(g), fast[i].move, &after, NULL), TB_OK);
    cr_assert_eq(solver_value(s, &after, &table, &after_plies), TB_OK);
    cr_expect_eq(-table, 2, "%s: the tables value %c at %d", name, hole, -table);
    cr_expect(!fast[i].repeats);
    cr_expect_eq(fast[i].value, 0, "%s: %c given the history %d", name, hole, fast[i].value);
    cr_expect_eq(exact[i].value, 0, "%s: %c solved again %d", name, hole, exact[i].value);
    tb_game_free(g);
    solver_free(s);
}

Test(history, a_value_the_history_changes_is_solved_again)
{
    pulled_by_the_history("bakuk", "1,0,2,1,1,0:1:31,0", "CDAFBEAF", 'C');
    pulled_by_the_history("tihbat", "7,7,7,7:1:0,0", "BDADBCBDACBCADADBDACACBCA", 'C');
}
