/*
 * test_playout.c - playouts are the games tb_game plays a ply at a time:
 * the same random choices, as tihbat.h defines them, give the same plies
 * and results, over millions of games, from the start of every rule set
 * and from random positions, one at a time and in a batch.  Each way a
 * playout plays (the table, the board, tb_game itself) is checked so, and
 * against the playouts as they were before (tests/reference/playout.c),
 * game by game.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>

#include "../reference/playout.h"
#include "support.h"

/* The game tihbat.h says a playout plays, through tb_game a ply at a time:
 * b bits u a ply from words of tb_random_next, v = floor(u * S / 2^b),
 * move floor(v * m / S). */
static void reference_game(tb_game *g, const tb_position *start, uint64_t *random,
                           tb_result *result, int *plies)
{
    const tb_rules *r = tb_game_rules(g);
    int b = r->holes_per_player <= 2 ? 1 : 32, left = 0;
    const uint64_t lcm[TB_MAX_HOLES + 1] = {1, 1, 2, 6, 12, 60, 60, 420, 840};
    uint64_t S = lcm[r->holes_per_player];
    uint64_t word = 0;
    cr_assert_eq(tb_game_reset(g, start), TB_OK);
    while (!tb_game_over(g)) {
        if (left == 0) {
            word = tb_random_next(random);
            left = 64;
        }
        uint64_t u = word & ((UINT64_C(1) << b) - 1);
        word >>= b;
        left -= b;
        int moves[TB_MAX_HOLES], m = 0;
        for (int h = 0; h < tb_holes(r); h++)
            if (tb_game_moves(g) >> h & 1)
                moves[m++] = h;
        uint64_t v = u * S >> b;
        int move = m == 0 ? TB_PASS : moves[v * (uint64_t)m / S];
        cr_assert_eq(tb_game_play(g, move, NULL), TB_OK);
    }
    *result = *tb_game_result(g);
    *plies = tb_game_ply(g);
}

static tb_playout *playout_for(const tb_rules *r, const tb_position *start)
{
    int status;
    tb_playout *po = tb_playout_new(r, start, &status);
    cr_assert_not_null(po, "tb_playout_new(%s): %s", r->name, tb_strerror(status));
    return po;
}

/* How the games checked so far ended, by enum tb_end: so that a test can
 * see that the ends it means to check were played. */
static long ends_seen[TB_END_NO_MOVES + 1];

/* `games` games from start, one after the other from one random state:
 * the playout's, the reference's and the old playout's must be the same,
 * game by game, and so must the states they leave.  Returns the plies
 * played. */
static long same_games(const tb_rules *r, const tb_position *start, long games, uint64_t seed)
{
    tb_playout *po = playout_for(r, start);
    before_playout *old = before_playout_new(r, start, NULL);
    tb_game *g = tb_game_new(r, start, NULL);
    cr_assert(g && old);
    uint64_t fast = seed, slow = seed, before = seed;
    long total = 0;
    for (long i = 0; i < games; i++) {
        tb_result got, want, was;
        int got_plies, want_plies, was_plies;
        cr_assert_eq(tb_playout_play(po, &fast, &got, &got_plies), TB_OK);
        reference_game(g, start, &slow, &want, &want_plies);
        cr_assert_eq(before_playout_play(old, &before, &was, &was_plies), TB_OK);
        char what[160];
        snprintf(what, sizeof what, "%s from %s, game %ld", r->name,
                 position_text(r, start ? start : tb_game_position_at(g, 0)).s, i);
        cr_assert_eq(got_plies, want_plies, "%s: %d plies, tb_game played %d", what, got_plies,
                     want_plies);
        expect_result(&got, &want, r->players, what);
        cr_assert_eq(fast, slow, "%s: the random states part", what);
        cr_assert_eq(got_plies, was_plies, "%s: %d plies, the old playout played %d", what,
                     got_plies, was_plies);
        expect_result(&got, &was, r->players, what);
        cr_assert_eq(fast, before, "%s: the random states part from the old playout's", what);
        ends_seen[got.end]++;
        total += got_plies;
    }
    tb_game_free(g);
    before_playout_free(old);
    tb_playout_free(po);
    return total;
}

/* A batch's game i is the game played from the i-th number of its seed,
 * and the old batch's game i. */
static void same_batch(const tb_rules *r, const tb_position *start, int games, uint64_t seed)
{
    tb_playout *po = playout_for(r, start);
    before_playout *old = before_playout_new(r, start, NULL);
    tb_result *results = malloc((size_t)games * sizeof *results),
              *was = malloc((size_t)games * sizeof *was);
    int *plies = malloc((size_t)games * sizeof *plies),
        *was_plies = malloc((size_t)games * sizeof *was_plies);
    cr_assert(old && results && plies && was && was_plies);
    cr_assert_eq(tb_playout_batch(po, seed, games, results, plies), TB_OK);
    cr_assert_eq(before_playout_batch(old, seed, games, was, was_plies), TB_OK);
    uint64_t states = seed;
    for (int i = 0; i < games; i++) {
        uint64_t state = tb_random_next(&states);
        tb_result want;
        int want_plies;
        cr_assert_eq(tb_playout_play(po, &state, &want, &want_plies), TB_OK);
        char what[96];
        snprintf(what, sizeof what, "%s batch of %d, game %d", r->name, games, i);
        cr_assert_eq(plies[i], want_plies, "%s: %d plies, alone %d", what, plies[i], want_plies);
        expect_result(&results[i], &want, r->players, what);
        cr_assert_eq(plies[i], was_plies[i], "%s: %d plies, the old batch %d", what, plies[i],
                     was_plies[i]);
        expect_result(&results[i], &was[i], r->players, what);
    }
    free(results);
    free(plies);
    free(was);
    free(was_plies);
    before_playout_free(old);
    tb_playout_free(po);
}

Test(playout, plays_the_games_of_tb_game_from_the_start_of_tihbat)
{
    long games = test_scaled(1000000);
    long plies = same_games(rules_named("tihbat"), NULL, games, 1);
    cr_log_info("tihbat: %ld games, %ld plies, the same", games, plies);
}

Test(playout, plays_the_games_of_tb_game_from_the_start_of_bakuk)
{
    long games = test_scaled(500000);
    long plies = same_games(rules_named("bakuk"), NULL, games, 2);
    cr_log_info("bakuk: %ld games, %ld plies, the same", games, plies);
}

Test(playout, plays_the_games_of_tb_game_from_the_start_of_bakuk_for_three)
{
    long games = test_scaled(500000);
    long plies = same_games(rules_named("bakuk3"), NULL, games, 3);
    cr_log_info("bakuk3: %ld games, %ld plies, the same", games, plies);
}

/* Random positions, staged ones included: passes, ends at the start, few
 * seeds, other players to move. */
static void from_random_positions(const char *name, int positions, long games)
{
    const tb_rules *r = rules_named(name);
    rng random = {.state = 77};
    for (int i = 0; i < positions; i++) {
        tb_position p;
        random_position(r, &random, &p);
        same_games(r, &p, games, rng_next(&random));
    }
}

/* Every end of a game is played, and so checked: the table and the board
 * tell a game that ends at a position apart from one that ends by a
 * repetition (and the table walks two plies more to find it). */
static void expect_every_end(const char *what)
{
    for (int end = TB_END_ALL_CAPTURED; end <= TB_END_NO_MOVES; end++)
        cr_expect(ends_seen[end] > 0, "%s: no game ended so (enum tb_end %d)", what, end);
}

Test(playout, plays_the_games_of_tb_game_from_random_positions)
{
    /* Thirty positions at least: under valgrind one played no repetition. */
    long tihbat_positions = test_scaled(300);
    from_random_positions("tihbat", (int)(tihbat_positions < 30 ? 30 : tihbat_positions), 100);
    cr_expect(ends_seen[TB_END_ALL_CAPTURED] > 0 && ends_seen[TB_END_REPETITION] > 0,
              "tihbat: its ends were not all played");
    from_random_positions("bakuk", (int)test_scaled(300), 100);
    from_random_positions("bakuk3", (int)test_scaled(300), 100);
    expect_every_end("random positions");
}

/* Every rule set of the engine, those to come included, from its start
 * and from random positions, one game at a time and in a batch. */
Test(playout, plays_the_games_of_tb_game_for_every_rule_set_of_the_engine)
{
    for (int i = 0; tb_rules_at(i); i++) {
        const tb_rules *r = tb_rules_at(i);
        same_games(r, NULL, test_scaled(100000), (uint64_t)i);
        same_batch(r, NULL, (int)test_scaled(20000), (uint64_t)i);
        from_random_positions(r->name, (int)test_scaled(100), 50);
    }
}

/* Rule sets that no faster way plays go through tb_game itself: four
 * players of one hole and of two, two of four holes. */
Test(playout, plays_any_other_rule_set_through_tb_game)
{
    tb_rules fours[3] = {*rules_named("tihbat"), *rules_named("tihbat"), *rules_named("bakuk")};
    fours[0].holes_per_player = 1;
    fours[0].players = 4;
    fours[1].holes_per_row = 4;
    fours[1].players = 4;
    fours[1].seeds_per_hole = 3;
    fours[2].holes_per_row = 4;
    fours[2].holes_per_player = 4;
    fours[2].seeds_per_hole = 4;
    for (int k = 0; k < 3; k++) {
        rng random = {.state = 79 + (uint64_t)k};
        same_games(&fours[k], NULL, test_scaled(20000), 10 + (uint64_t)k);
        same_batch(&fours[k], NULL, (int)test_scaled(2000), 20 + (uint64_t)k);
        for (int i = 0; i < (int)test_scaled(100); i++) {
            tb_position p;
            random_position(&fours[k], &random, &p);
            same_games(&fours[k], &p, 20, rng_next(&random));
        }
    }
}

/* A table of more positions than its stamps clear 64 bytes a game for:
 * Tihbat with eight seeds a hole (8,620 positions as the mover sees them). */
Test(playout, plays_the_games_of_tb_game_of_a_larger_table)
{
    tb_rules eight = *rules_named("tihbat");
    eight.seeds_per_hole = 8;
    same_games(&eight, NULL, test_scaled(100000), 11);
    same_batch(&eight, NULL, (int)test_scaled(20000), 12);
}

/* Modiar's rules on the faster ways: on two holes a row, the table, built
 * through tb_sow, plays its smallest hole, feeding, backward chain and
 * whole row (its quiet first move, the first player's alone, sends it to
 * tb_game's way); Koumma's with the seeds left to their owners, the board.
 * From the start and from random positions. */
Test(playout, plays_the_games_of_tb_game_of_variants_of_koumma_and_modiar)
{
    tb_rules rules[3] = {*rules_named("modiar"), *rules_named("modiar"), *rules_named("koumma")};
    for (int k = 0; k < 2; k++) {
        rules[k].holes_per_row = 2;
        rules[k].holes_per_player = 2;
    }
    rules[0].quiet_start = false;
    rules[2].leftover = TB_LEFTOVER_OWNERS;
    /* The start's board with the second player to move, whose move from its
     * first hole captures (three seeds a hole: its last makes four, and the
     * chain goes back to the four before): the table would take the move
     * for the first player's, which captures nothing. */
    tb_rules three = rules[1];
    three.seeds_per_hole = 3;
    tb_position second = position_from(&three, "3,3,3,3:2:0,0");
    same_games(&three, &second, test_scaled(1000), 29);
    for (int k = 0; k < 3; k++) {
        rng random = {.state = 89 + (uint64_t)k};
        same_games(&rules[k], NULL, test_scaled(100000), 30 + (uint64_t)k);
        same_batch(&rules[k], NULL, (int)test_scaled(20000), 40 + (uint64_t)k);
        for (int i = 0; i < (int)test_scaled(100); i++) {
            tb_position p;
            random_position(&rules[k], &random, &p);
            same_games(&rules[k], &p, 20, rng_next(&random));
        }
    }
}

/* Sown on the board, and passes: a Tihbat too large for the table, from
 * positions where a side is often empty. */
Test(playout, plays_the_games_of_tb_game_of_a_large_tihbat_from_random_positions)
{
    tb_rules big = *rules_named("tihbat");
    big.seeds_per_hole = 12;
    rng random = {.state = 78};
    for (int i = 0; i < (int)test_scaled(200); i++) {
        tb_position p;
        random_position(&big, &random, &p);
        same_games(&big, &p, 50, rng_next(&random));
    }
    /* Every seed on one side: the other passes at once. */
    tb_position one_side = position_from(&big, "0,0,24,24:1:0,0");
    same_games(&big, &one_side, test_scaled(2000), 9);
}

/* Tihbat with more seeds has too many positions for the table: its games
 * are sown on the board, one random bit a ply, passes included. */
Test(playout, plays_the_games_of_tb_game_of_a_large_tihbat)
{
    tb_rules big = *rules_named("tihbat");
    big.seeds_per_hole = 12;
    long games = test_scaled(200000);
    same_games(&big, NULL, games, 4);
    same_batch(&big, NULL, (int)test_scaled(20000), 5);
}

Test(playout, a_batch_plays_the_games_played_one_at_a_time)
{
    const char *names[] = {"tihbat", "bakuk", "bakuk3"};
    for (int k = 0; k < 3; k++) {
        const tb_rules *r = rules_named(names[k]);
        same_batch(r, NULL, (int)test_scaled(200000), 6);
        /* Fewer games than lanes, and none. */
        for (int games = 0; games <= 9; games++)
            same_batch(r, NULL, games, (uint64_t)games);
        tb_position p = position_from(
            r, r->players == 2 ? (r->holes_per_row == 2 ? "0,1,2,1:1:12,12" : "0,1,0,2,3,0:1:15,15")
                               : "0,1,0,2,3,0:2:10,10,10");
        same_batch(r, &p, 1000, 7);
    }
}

/* A batch of two players of three holes whose player with no move ends
 * the game (Bakuk, Koumma) is played eight games at a time in the lanes of
 * vectors where the processor has AVX-512: their ply works the rules out
 * itself (where the capture goes, its chain, where the first seed falls,
 * the counts taken), so variants of each, from the start and from random
 * positions; a Bakuk whose player with no move passes goes to the batch of
 * two games. */
Test(playout, a_batch_plays_the_games_of_variants_of_bakuk)
{
    enum { VARIANTS = 6 };
    tb_rules rules[VARIANTS];
    for (int k = 0; k < VARIANTS; k++)
        rules[k] = *rules_named("bakuk");
    rules[0].capture_side = TB_CAPTURE_OWN_SIDE;
    rules[1].chain = TB_CHAIN_NONE;
    rules[2].origin_first = true;
    rules[3].seeds_per_hole = 7;
    rules[3].capture_max = 6;
    rules[4].capture_max = 2;
    rules[5].no_move = TB_NO_MOVE_PASS;
    for (int k = 0; k < VARIANTS; k++) {
        rng random = {.state = 60 + (uint64_t)k};
        same_batch(&rules[k], NULL, (int)test_scaled(20000), 50 + (uint64_t)k);
        for (int i = 0; i < (int)test_scaled(50); i++) {
            tb_position p;
            random_position(&rules[k], &random, &p);
            same_batch(&rules[k], &p, 100, rng_next(&random));
        }
    }
}

/* Each lane's set numbers its games, and the numbers come round after
 * 65,536 games, when its slots are cleared: a batch of 600,000 games
 * crosses that in every one of eight lanes. */
Test(playout, a_batch_plays_the_same_games_where_its_game_numbers_come_round)
{
    same_batch(rules_named("bakuk"), NULL, (int)test_scaled(600000), 8);
}

Test(playout, tells_only_what_is_asked)
{
    const char *names[] = {"tihbat", "bakuk"};
    for (int k = 0; k < 2; k++) {
        const tb_rules *r = rules_named(names[k]);
        tb_playout *po = tb_playout_new(r, NULL, NULL);
        cr_assert_not_null(po);
        uint64_t state = 3, again = 3;
        int plies[20];
        tb_result res[20];
        cr_expect_eq(tb_playout_play(po, &state, NULL, NULL), TB_OK);
        cr_expect_eq(tb_playout_play(po, &again, &res[0], &plies[0]), TB_OK);
        cr_expect_eq(state, again, "the same game, asked or not");
        for (int games = 1; games <= 20; games += 19) {
            cr_expect_eq(tb_playout_batch(po, 5, games, NULL, NULL), TB_OK);
            cr_expect_eq(tb_playout_batch(po, 5, games, res, NULL), TB_OK);
            cr_expect_eq(tb_playout_batch(po, 5, games, NULL, plies), TB_OK);
        }
        tb_playout_free(po);
    }
}

Test(playout, a_game_over_at_the_start_has_no_plies)
{
    const tb_rules *r = rules_named("bakuk");
    tb_position p = position_from(r, "0,0,0,3,1,0:1:16,16");
    tb_playout *po = playout_for(r, &p);
    uint64_t state = 9;
    tb_result res;
    int plies = -1;
    cr_assert_eq(tb_playout_play(po, &state, &res, &plies), TB_OK);
    cr_expect_eq(plies, 0);
    cr_expect_eq(res.end, TB_END_NO_MOVES);
    cr_expect_eq(state, 9, "no random number was drawn");
    cr_expect_eq(tb_playout_batch(po, 1, 3, NULL, NULL), TB_OK);
    cr_expect_eq(tb_playout_batch(po, 1, -1, NULL, NULL), TB_EINVAL);
    tb_playout_free(po);
}

Test(playout, refuses_what_cannot_be_played)
{
    int status = TB_OK;
    const tb_rules *r = rules_named("tihbat");
    tb_position p = position_from(r, "7,7,7,7:1:0,0");
    p.board[0] = 9;
    cr_expect_null(tb_playout_new(r, &p, &status));
    cr_expect_eq(status, TB_EINVAL);
    tb_rules bad[6];
    for (int i = 0; i < 6; i++)
        bad[i] = *r;
    bad[0].holes_per_row = 5; /* ten holes */
    bad[1].players = 0;
    bad[2].holes_per_player = 3; /* six holes for two players of four */
    bad[3].seeds_per_hole = 16;  /* 64 seeds */
    bad[4].players = 5;
    bad[5].holes_per_row = 0;
    for (int i = 0; i < 6; i++) {
        cr_expect_null(tb_playout_new(&bad[i], NULL, &status), "rule set %d played", i);
        cr_expect_eq(status, TB_EINVAL);
    }
    cr_expect_null(tb_playout_new(&bad[0], NULL, NULL));
    tb_playout_free(NULL);
}
