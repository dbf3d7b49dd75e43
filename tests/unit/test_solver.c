/*
 * test_solver.c - the tables: their indexing, values worked out by hand,
 * and a cross-check of every small position against an exhaustive search
 * of the real game, history and repetition included.
 */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "solver/index.h"
#include "solver/solver.h"
#include "support.h"

/* Seeds up to which every position is cross-checked: the exhaustive search
 * grows fast, and these keep the whole file to a few seconds under the
 * sanitizers.  docs/solution.md reports a wider run. */
enum { TIHBAT_CHECKED = 14, BAKUK_CHECKED = 8, KOUMMA_CHECKED = 8, MODIAR_CHECKED = 10 };

static int value_of(solver *s, const tb_rules *r, const tb_position *p, int *plies)
{
    int value, ignored;
    int status = solver_value(s, p, &value, plies ? plies : &ignored);
    cr_assert_eq(status, TB_OK, "solver_value(%s): %s", position_text(r, p).s, tb_strerror(status));
    return value;
}

static int moves_of(solver *s, const tb_game *g, struct solver_move m[TB_MAX_HOLES])
{
    int n;
    int status = solver_moves(s, g, tb_game_ply(g), m, &n);
    cr_assert_eq(status, TB_OK, "solver_moves: %s", tb_strerror(status));
    return n;
}

/* ---- Indexing ---- */

Test(solver_index, numbers_every_position_of_a_layer_once_in_order)
{
    const char *names[] = {"tihbat", "bakuk"};
    for (int k = 0; k < 2; k++) {
        const tb_rules *r = rules_named(names[k]);
        board_index ix;
        index_init(&ix, r);
        for (int seeds = 0; seeds <= 12; seeds++) {
            tb_position walk;
            index_position(&ix, 0, seeds, &walk);
            for (uint32_t x = 0; x < index_positions(&ix, seeds); x++) {
                tb_position p;
                index_position(&ix, x, seeds, &p);
                cr_assert_eq(tb_seeds_on_board(r, &p), seeds, "%s: index %u of layer %d is %s",
                             r->name, x, seeds, position_text(r, &p).s);
                cr_assert_eq(index_of(&ix, &p), x, "%s: %s numbered %u, expected %u", r->name,
                             position_text(r, &p).s, index_of(&ix, &p), x);
                walk.to_move = p.to_move;
                cr_assert(memcmp(walk.board, p.board, sizeof p.board) == 0,
                          "%s: stepping reached %s where index %u is %s", r->name,
                          position_text(r, &walk).s, x, position_text(r, &p).s);
                if (p.to_move == r->players - 1)
                    cr_assert_eq(index_next_board(&ix, &walk), x + 1 < index_positions(&ix, seeds),
                                 "%s: stepping ended wrongly after %s", r->name,
                                 position_text(r, &p).s);
            }
        }
    }
}

Test(solver_index, counts_the_boards_of_the_full_layers)
{
    board_index ix;
    index_init(&ix, rules_named("tihbat"));
    cr_expect_eq(index_positions(&ix, 28), 2u * 4495u, "Tihbat: C(31,3) boards, two movers");
    index_init(&ix, rules_named("bakuk"));
    cr_expect_eq(index_positions(&ix, 36), 2u * 749398u, "Bakuk: C(41,5) boards, two movers");
}

/* ---- Values worked out by hand ---- */

struct by_hand {
    const char *rules, *position;
    int value, plies;
    const char *moves; /* "A=2 B=0", "pass=-2", "" */
};

static const struct by_hand by_hand[] = {
    /* A: 2,1 -> A keeps 1, B gets 2: captured.  B: one seed back; North
     * must pass and the position comes back: 0. */
    {"tihbat", "2,1,0,0:1:0,0", 2, 1, "A=2 B=0"},
    /* South passes; North sows C (2): C 1, D 2, captured. */
    {"tihbat", "0,0,2,1:1:0,0", -2, 2, "pass=-2"},
    /* Single seeds go back, North passes: nothing can ever be taken. */
    {"tihbat", "1,1,0,0:1:0,0", 0, 0, "A=0 B=0"},
    {"tihbat", "0,0,0,0:2:14,14", 0, 0, ""},
    /* C's seed makes D 2: taken, and the board is empty. */
    {"bakuk", "0,0,1,1,0,0:1:0,0", 2, 1, "C=2"},
    /* C takes D's 2; E's 1 stops the chain; North sows E into F and South,
     * without seeds, ends the game. */
    {"bakuk", "0,0,1,1,1,0:1:0,0", 2, 1, "C=2"},
    /* South has no seed: the game is over. */
    {"bakuk", "0,0,0,1,0,0:1:0,0", 0, 0, ""},
    /* C's 2: one back into C, one makes D 2, taken; North has no seed. */
    {"koumma", "0,0,2,1,0,0:1:0,0", 2, 1, "C=2"},
    /* Single seeds go straight back, for ever: a repetition ends it. */
    {"koumma", "0,0,1,1,0,0:1:0,0", 0, 0, "C=0"},
    /* A single seed cannot be played: the game is over, F is North's. */
    {"modiar", "0,0,0,0,0,1:1:0,0", -1, 0, ""},
    /* No move reaches North's empty row, so A may be played; then North
     * cannot move and South takes the 2 seeds of its holes. */
    {"modiar", "2,0,0,0,0,0:1:0,0", 2, 1, "A=2"},
};

static void describe_moves(const struct solver_move *m, int n, char *out, size_t size)
{
    size_t len = 0;
    out[0] = '\0';
    for (int i = 0; i < n && len < size; i++) {
        char label[8] = {tb_label(m[i].move), '\0'};
        len += (size_t)snprintf(out + len, size - len, "%s%s=%d", i ? " " : "",
                                m[i].move == TB_PASS ? "pass" : label, m[i].value);
    }
}

Test(solver_values, match_values_worked_out_by_hand)
{
    for (size_t i = 0; i < sizeof by_hand / sizeof by_hand[0]; i++) {
        const struct by_hand *c = &by_hand[i];
        const tb_rules *r = rules_named(c->rules);
        tb_position p = position_from(r, c->position);
        solver *s = solver_for(r);
        int plies, value = value_of(s, r, &p, &plies);
        cr_expect_eq(value, c->value, "%s %s: value %d, expected %d", c->rules, c->position, value,
                     c->value);
        cr_expect_eq(plies, c->plies, "%s %s: %d plies, expected %d", c->rules, c->position, plies,
                     c->plies);
        tb_game *g = game_at(r, &p);
        struct solver_move m[TB_MAX_HOLES];
        char got[64];
        describe_moves(m, moves_of(s, g, m), got, sizeof got);
        cr_expect_str_eq(got, c->moves, "%s %s: moves %s, expected %s", c->rules, c->position, got,
                         c->moves);
        tb_game_free(g);
        solver_free(s);
    }
}

Test(solver_values, refuses_rules_it_cannot_play_and_impossible_positions)
{
    int status;
    tb_rules wide = *rules_named("bakuk");
    wide.holes_per_row = 5;
    cr_expect_null(solver_new(&wide, &status));
    cr_expect_eq(status, TB_EINVAL);
    const tb_rules *r = rules_named("tihbat");
    solver *s = solver_for(r);
    tb_position p = position_from(r, "7,7,7,7:1:0,0");
    p.board[0] = 8; /* 29 seeds */
    int value, plies;
    cr_expect_eq(solver_value(s, &p, &value, &plies), TB_EINVAL);
    /* A ply out of range, a game of other rules: refused, no move made up
     * (a status was once taken for a count of moves). */
    int n = -7;
    struct solver_move moves[TB_MAX_HOLES];
    tb_game *g = tb_game_new(r, NULL, &status),
            *other = tb_game_new(rules_named("bakuk"), NULL, &status);
    cr_assert(g && other);
    cr_expect_eq(solver_moves(s, g, 1, moves, &n), TB_EINVAL);
    cr_expect_eq(solver_moves(s, g, -1, moves, &n), TB_EINVAL);
    cr_expect_eq(solver_moves(s, other, 0, moves, &n), TB_EINVAL);
    cr_expect_eq(solver_moves_exact(s, other, 0, moves, &n), TB_EINVAL);
    cr_expect_eq(n, -7, "a refusal set the count of moves to %d", n);
    tb_game_free(g);
    tb_game_free(other);
    solver_free(s);
}

Test(solver_values, count_the_positions_reachable_from_the_start)
{
    const tb_rules *r = rules_named("tihbat");
    solver *s = solver_for(r);
    long count;
    cr_assert_eq(solver_reachable(s, &count), TB_OK);
    /* docs/solution.md lists them layer by layer. */
    cr_expect_eq(count, 10852, "Tihbat: %ld positions reachable", count);
    solver_free(s);
}

/* ---- The cross-check ---- */

/* The outcome of a game that is over, as `player`'s final score less the
 * other's. */
static int margin(const tb_game *g, int player)
{
    const tb_result *res = tb_game_result(g);
    return res->scores[player] - res->scores[1 - player];
}

/* The margin the player to move in g can make from here, board seeds only. */
static int exhaustive_value(tb_game *g)
{
    const tb_position *p = tb_game_position(g);
    int me = p->to_move, already = p->captured[me] - p->captured[1 - me];
    return exhaustive_search(g, me, margin, INT_MIN, INT_MAX) - already;
}

/* The solver's values of every move of g against the exhaustive search. */
static void check_moves(solver *s, tb_game *g, const char *what)
{
    const tb_rules *r = tb_game_rules(g);
    struct solver_move m[TB_MAX_HOLES];
    int n = moves_of(s, g, m);
    int me = tb_game_position(g)->to_move;
    for (int i = 0; i < n; i++) {
        const tb_position before = *tb_game_position(g);
        cr_assert_eq(tb_game_play(g, m[i].move, NULL), TB_OK);
        const tb_position *after = tb_game_position(g);
        int taken = after->captured[me] - before.captured[me];
        int already = before.captured[me] - before.captured[1 - me];
        /* Over: what the end gives (Modiar's players take their holes'
         * seeds); else the capture less what the other can make. */
        int want = tb_game_over(g) ? margin(g, me) - already : taken - exhaustive_value(g);
        bool repeats = tb_game_result(g)->end == TB_END_REPETITION;
        cr_assert_eq(tb_game_undo(g), TB_OK);
        cr_assert_eq(m[i].value, want, "%s %s, move %c: solver %d, exhaustive search %d", r->name,
                     what, m[i].move == TB_PASS ? '-' : tb_label(m[i].move), m[i].value, want);
        cr_assert_eq(m[i].repeats, repeats, "%s %s, move %c: repeats %d", r->name, what,
                     tb_label(m[i].move), m[i].repeats);
    }
}

/* Every board of up to `most` seeds, each player to move, as a fresh game;
 * under valgrind up to `most_under_valgrind`, which reaches the same lines
 * and branches of src/ (docs/reliability.md, "Session 6: valgrind"). */
static void cross_check_layers(const char *name, int most, int most_under_valgrind)
{
    const tb_rules *r = rules_named(name);
    if (test_under_valgrind())
        most = most_under_valgrind;
    solver *s = solver_for(r);
    board_index ix;
    index_init(&ix, r);
    long checked = 0;
    for (int seeds = 0; seeds <= most; seeds++)
        for (uint32_t x = 0; x < index_positions(&ix, seeds); x++, checked++) {
            tb_position p;
            index_position(&ix, x, seeds, &p);
            tb_game *g = game_at(r, &p);
            struct solver_move m[TB_MAX_HOLES];
            int plies, value = value_of(s, r, &p, &plies);
            int want = exhaustive_value(g);
            cr_assert_eq(value, want, "%s %s: solver %d, exhaustive search %d", name,
                         position_text(r, &p).s, value, want);
            check_moves(s, g, position_text(r, &p).s);
            /* The value is the best move's; the plies, the best move's when
             * winning, the longest holding-out when losing. */
            int n = moves_of(s, g, m), best = INT_MIN, plies_kept = value > 0 ? INT_MAX : 0;
            for (int i = 0; i < n; i++)
                best = m[i].value > best ? m[i].value : best;
            for (int i = 0; i < n && value != 0; i++)
                if (m[i].value == value)
                    plies_kept = value > 0 ? (m[i].plies < plies_kept ? m[i].plies : plies_kept)
                                           : (m[i].plies > plies_kept ? m[i].plies : plies_kept);
            /* Where the game is over, the value is the end's (Modiar's players
             * take their holes' seeds), reached in no ply. */
            cr_assert(n == 0 || best == value, "%s %s: best move %d, value %d", name,
                      position_text(r, &p).s, best, value);
            cr_assert_eq(value && n ? plies_kept : 0, plies, "%s %s: %d plies, moves say %d", name,
                         position_text(r, &p).s, plies, plies_kept);
            tb_game_free(g);
        }
    cr_log_info("%s: %ld positions cross-checked", name, checked);
    solver_free(s);
}

Test(solver_cross_check, every_small_tihbat_position)
{
    /* Fewer seeds miss a game long enough to grow its history's set
     * (game.c), Koumma's a capture in a proof given the history
     * (solver.c), Modiar's a layer that needs a second chunk of the queue
     * (retro.c): only Bakuk's are fewer under valgrind. */
    cross_check_layers("tihbat", TIHBAT_CHECKED, TIHBAT_CHECKED);
}

Test(solver_cross_check, every_small_bakuk_position)
{
    cross_check_layers("bakuk", BAKUK_CHECKED, 7);
}

/* Games played at random from random small positions: at every ply the
 * values given the history must be the exhaustive search's. */
static void cross_check_histories(const char *name, int most, int games)
{
    const tb_rules *r = rules_named(name);
    solver *s = solver_for(r);
    rng random = {.state = 2024};
    if (test_under_valgrind()) /* bad reads and leaks, not wrong values: a few games show them */
        games /= 10;
    for (int k = 0; k < games; k++) {
        tb_position p = {.to_move = (uint8_t)rng_below(&random, 2)};
        for (int seed = rng_below(&random, most + 1); seed > 0; seed--)
            p.board[rng_below(&random, tb_holes(r))]++;
        tb_game *g = game_at(r, &p);
        char what[160];
        for (int ply = 0; ply < 24 && !tb_game_over(g); ply++) {
            snprintf(what, sizeof what, "from %s after %d plies", position_text(r, &p).s, ply);
            check_moves(s, g, what);
            int move = tb_game_must_pass(g) ? TB_PASS : rng_pick_bit(&random, tb_game_moves(g));
            cr_assert_eq(tb_game_play(g, move, NULL), TB_OK);
        }
        tb_game_free(g);
    }
    solver_free(s);
}

Test(solver_cross_check, tihbat_games_with_their_history)
{
    cross_check_histories("tihbat", TIHBAT_CHECKED, 150);
}

Test(solver_cross_check, bakuk_games_with_their_history)
{
    cross_check_histories("bakuk", BAKUK_CHECKED, 150);
}

Test(solver_cross_check, every_small_koumma_position)
{
    cross_check_layers("koumma", KOUMMA_CHECKED, KOUMMA_CHECKED);
}

Test(solver_cross_check, every_small_modiar_position)
{
    cross_check_layers("modiar", MODIAR_CHECKED, MODIAR_CHECKED);
}

Test(solver_cross_check, koumma_games_with_their_history)
{
    cross_check_histories("koumma", KOUMMA_CHECKED, 150);
}

Test(solver_cross_check, modiar_games_with_their_history)
{
    cross_check_histories("modiar", MODIAR_CHECKED, 150);
}
