/*
 * test_solver_ai.c - the computer players and the hints: legal moves at
 * every level, perfect play never worse than the tables, repetitions
 * steered into when behind and avoided when ahead.
 */
#include <criterion/criterion.h>

#include "solver/ai.h"
#include "solver/index.h"
#include "solver/solver.h"
#include "support.h"

static ai *ai_for(const tb_rules *r, uint64_t seed)
{
    ai *a = ai_new(r, seed);
    cr_assert_not_null(a, "ai_new(%s) failed", r->name);
    return a;
}

static tb_game *game_from(const tb_rules *r, const char *position)
{
    int status;
    tb_position p = position_from(r, position);
    tb_game *g = tb_game_new(r, &p, &status);
    cr_assert_not_null(g, "tb_game_new: %s", tb_strerror(status));
    return g;
}

static void play(tb_game *g, int move)
{
    int status = tb_game_play(g, move, NULL);
    cr_assert_eq(status, TB_OK, "move %d refused: %s", move, tb_strerror(status));
}

/* Plays the game out, player p at levels[p]; returns the plies played.
 * Every move the computer picks must be legal, and it must say -1 exactly
 * when the game is over. */
static int play_out(tb_game *g, ai *const players[], const enum ai_level levels[])
{
    int plies = 0;
    for (; !tb_game_over(g); plies++) {
        int p = tb_game_position(g)->to_move;
        int move = ai_choose(players[p], g, levels[p]);
        if (tb_game_must_pass(g))
            cr_assert_eq(move, TB_PASS, "a player without seeds must pass, not play %d", move);
        else
            cr_assert(move >= 0 && (tb_game_moves(g) & (1u << move)),
                      "%s at ply %d: %d is not a legal move", ai_level_name(levels[p]), plies,
                      move);
        play(g, move);
    }
    cr_assert_eq(ai_choose(players[0], g, levels[0]), TB_NO_MOVE, "a move after the end");
    return plies;
}

static void every_level_plays_legal_moves(const char *name, const char *position)
{
    const tb_rules *r = rules_named(name);
    for (int level = 0; level < AI_LEVELS; level++) {
        ai *players[TB_MAX_PLAYERS];
        enum ai_level levels[TB_MAX_PLAYERS];
        for (int p = 0; p < r->players; p++) {
            players[p] = ai_for(r, 7 * (uint64_t)level + (uint64_t)p);
            levels[p] = (enum ai_level)((level + p) % AI_LEVELS);
        }
        tb_game *g = game_from(r, position);
        cr_expect_gt(play_out(g, players, levels), 0);
        tb_game_free(g);
        for (int p = 0; p < r->players; p++)
            ai_free(players[p]);
    }
}

Test(ai_levels, play_legal_moves_in_tihbat)
{
    every_level_plays_legal_moves("tihbat", "7,7,7,7:1:0,0");
    every_level_plays_legal_moves("tihbat", "0,0,3,5:1:10,10"); /* South must pass */
}

Test(ai_levels, play_legal_moves_in_bakuk)
{
    /* Few seeds: under the sanitizers the full tables take too long here;
     * tests/cli/test_solve.sh solves the start. */
    every_level_plays_legal_moves("bakuk", "3,0,2,1,4,2:1:12,12");
}

Test(ai_levels, play_legal_moves_in_three_player_bakuk)
{
    /* Under valgrind, from 12 seeds: the lines and branches of src/ that
     * the start reaches but the largest layers' (retro.c), which
     * review::three_players_by_shares reaches there (docs/reliability.md). */
    every_level_plays_legal_moves("bakuk3", test_under_valgrind() ? "2,2,2,2,2,2:1:8,8,8"
                                                                  : "6,6,6,6,6,6:1:0,0,0");
}

Test(ai_levels, names_and_levels_match)
{
    for (int level = 0; level < AI_LEVELS; level++)
        cr_expect_eq(ai_level_from_name(ai_level_name((enum ai_level)level)), level);
    cr_expect_eq(ai_level_from_name("grandmaster"), -1);
}

Test(ai_levels, the_same_seed_plays_the_same_game)
{
    const tb_rules *r = rules_named("tihbat");
    int moves[2][64], n[2];
    for (int run = 0; run < 2; run++) {
        ai *a = ai_for(r, 99);
        tb_game *g = game_from(r, "7,7,7,7:1:0,0");
        for (n[run] = 0; n[run] < 64 && !tb_game_over(g); n[run]++) {
            moves[run][n[run]] = ai_choose(a, g, AI_BEGINNER);
            play(g, moves[run][n[run]]);
        }
        tb_game_free(g);
        ai_free(a);
    }
    cr_assert_eq(n[0], n[1]);
    for (int i = 0; i < n[0]; i++)
        cr_assert_eq(moves[0][i], moves[1][i], "ply %d differs", i);
}

Test(ai_levels, medium_and_perfect_take_the_bigger_capture_with_three_players)
{
    /* A takes 2 (B); B takes 4 (C) and leaves player 2 without seeds. */
    const tb_rules *r = rules_named("bakuk3");
    ai *a = ai_for(r, 1);
    tb_game *g = game_from(r, "1,1,3,0,0,0:1:0,0,0");
    cr_expect_eq(ai_choose(a, g, AI_MEDIUM), 1);
    cr_expect_eq(ai_choose(a, g, AI_PERFECT), 1);
    struct ai_hint h[TB_MAX_HOLES];
    cr_assert_eq(ai_hints(a, g, h), 2);
    cr_expect_eq(h[0].move, 1);
    cr_expect_eq(h[0].value, 4);
    cr_expect(h[0].exact, "three players have tables: B's share is its capture");
    cr_expect_eq(ai_ply_loss(a, g, 0), -1, "no move was played");
    tb_game_free(g);
    ai_free(a);
}

/* ---- Perfect play ---- */

/* The perfect computer plays the player to move from p against `level`:
 * its final margin is never below the table value. */
static void never_worse_than_the_table(const tb_rules *r, solver *s, const tb_position *p,
                                       ai *perfect, ai *other, enum ai_level level)
{
    int value, plies, status, me = p->to_move;
    cr_assert_eq(solver_value(s, p, &value, &plies), TB_OK);
    tb_game *g = tb_game_new(r, p, &status);
    cr_assert_not_null(g);
    ai *players[2] = {me ? other : perfect, me ? perfect : other};
    enum ai_level levels[2] = {me ? level : AI_PERFECT, me ? AI_PERFECT : level};
    play_out(g, players, levels);
    const tb_result *res = tb_game_result(g);
    int margin = res->scores[me] - res->scores[1 - me] - (p->captured[me] - p->captured[1 - me]);
    cr_assert_geq(margin, value, "%s %s against %s: margin %d, table value %d", r->name,
                  position_text(r, p).s, ai_level_name(level), margin, value);
    tb_game_free(g);
}

/* Every third position of the layers from..to, against every level. */
static void never_worse_than_the_tables(const char *name, int from, int to)
{
    const tb_rules *r = rules_named(name);
    int status;
    solver *s = solver_new(r, &status);
    cr_assert_not_null(s);
    board_index ix;
    index_init(&ix, r);
    ai *perfect = ai_for(r, 5), *other = ai_for(r, 6);
    for (int seeds = from; seeds <= to; seeds++)
        for (uint32_t x = 0; x < index_positions(&ix, seeds); x += 3)
            for (int level = 0; level < AI_LEVELS; level++) {
                tb_position p;
                index_position(&ix, x, seeds, &p);
                never_worse_than_the_table(r, s, &p, perfect, other, (enum ai_level)level);
            }
    ai_free(perfect);
    ai_free(other);
    solver_free(s);
}

Test(ai_perfect, never_does_worse_than_the_tables_in_tihbat)
{
    never_worse_than_the_tables("tihbat", 2, 12);
}

Test(ai_perfect, never_does_worse_than_the_tables_in_bakuk)
{
    never_worse_than_the_tables("bakuk", 2, 7);
}

Test(ai_perfect, never_does_worse_than_the_tables_from_the_start_of_tihbat)
{
    const tb_rules *r = rules_named("tihbat");
    int status;
    solver *s = solver_new(r, &status);
    cr_assert_not_null(s);
    tb_position start;
    tb_position_start(r, &start);
    for (uint64_t seed = 0; seed < 6; seed++) {
        ai *perfect = ai_for(r, seed), *other = ai_for(r, seed + 100);
        for (int level = 0; level < AI_LEVELS; level++)
            for (int mover = 0; mover < 2; mover++) {
                start.to_move = (uint8_t)mover;
                never_worse_than_the_table(r, s, &start, perfect, other, (enum ai_level)level);
            }
        ai_free(perfect);
        ai_free(other);
    }
    solver_free(s);
}

Test(ai_perfect, steers_into_a_repetition_when_behind)
{
    /* At 1,6,2,1 South loses 2 either way in a fresh game; here A brings
     * back the position North just left, which ends the game level. */
    const tb_rules *r = rules_named("tihbat");
    ai *a = ai_for(r, 3);
    tb_game *g = game_from(r, "1,6,2,1:2:0,0");
    play(g, 3);
    cr_assert_eq(ai_choose(a, g, AI_PERFECT), 0);
    struct ai_hint h[TB_MAX_HOLES];
    cr_assert_eq(ai_hints(a, g, h), 2);
    cr_expect(h[0].move == 0 && h[0].value == 0 && h[0].exact, "best hint %c=%d",
              tb_label(h[0].move), h[0].value);
    cr_expect(h[1].move == 1 && h[1].value == -2, "second hint %c=%d", tb_label(h[1].move),
              h[1].value);
    tb_game_free(g);
    ai_free(a);
}

Test(ai_perfect, avoids_a_repetition_when_ahead)
{
    /* After these plies, at 1,0,1,1,0,0, South wins by 2 with A or with C
     * in a fresh game, but A brings back a position seen since the last
     * capture. */
    const tb_rules *r = rules_named("bakuk");
    const char *plies = "FADCEBF";
    ai *a = ai_for(r, 4);
    tb_game *g = game_from(r, "2,3,0,0,0,2:2:0,0");
    for (const char *c = plies; *c; c++)
        play(g, tb_hole_from_label(r, *c));
    tb_game *fresh = tb_game_new(r, tb_game_position(g), &(int){0});
    struct ai_hint h[TB_MAX_HOLES];
    int n = ai_hints(a, fresh, h);
    cr_assert(n == 2 && h[0].value == 2 && h[1].value == 2, "fresh: A and C both win by 2");
    cr_assert_eq(ai_choose(a, g, AI_PERFECT), 2);
    cr_assert_eq(ai_hints(a, g, h), 2);
    cr_expect(h[0].move == 2 && h[0].value == 2, "best hint %c=%d", tb_label(h[0].move),
              h[0].value);
    cr_expect(h[1].move == 0 && h[1].value == 0, "A repeats: %c=%d", tb_label(h[1].move),
              h[1].value);
    tb_game_free(fresh);
    tb_game_free(g);
    ai_free(a);
}

Test(ai_perfect, counts_the_ground_lost_by_each_move)
{
    const tb_rules *r = rules_named("tihbat");
    ai *a = ai_for(r, 8);
    tb_game *g = game_from(r, "2,1,0,0:1:0,0");
    play(g, 1); /* B, worth 0 where A takes 2 */
    cr_expect_eq(ai_ply_loss(a, g, 0), 2);
    cr_expect_eq(ai_ply_loss(a, g, 1), -1, "no move after ply 1 yet");
    cr_assert_eq(tb_game_undo(g), TB_OK);
    play(g, 0);
    cr_expect_eq(ai_ply_loss(a, g, 0), 0);
    tb_game_free(g);
    ai_free(a);
}

Test(ai_perfect, hints_a_pass_when_it_is_the_only_move)
{
    const tb_rules *r = rules_named("tihbat");
    ai *a = ai_for(r, 9);
    tb_game *g = game_from(r, "0,0,2,1:1:0,0");
    struct ai_hint h[TB_MAX_HOLES];
    cr_assert_eq(ai_hints(a, g, h), 1);
    cr_expect(h[0].move == TB_PASS && h[0].value == -2 && h[0].exact);
    tb_game_free(g);
    ai_free(a);
}
