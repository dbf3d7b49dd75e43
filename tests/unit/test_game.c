/*
 * test_game.c - the game object: history, repetition, the end and its
 * scores, undo, redo, goto and reset.
 */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "support.h"

/* A new game of rule set `rules` from `start` (NULL: the rule set's). */
static tb_game *game_from(const char *rules, const char *start)
{
    const tb_rules *r = rules_named(rules);
    tb_position p;
    if (start)
        p = position_from(r, start);
    int status = -1;
    tb_game *g = tb_game_new(r, start ? &p : NULL, &status);
    cr_assert_not_null(g, "tb_game_new(%s, %s) failed: %s", rules, start ? start : "start",
                       tb_strerror(status));
    return g;
}

/* Plays the labels of `moves` ('-' is a pass), each of which must be legal. */
static void play_all(tb_game *g, const char *moves)
{
    const tb_rules *r = tb_game_rules(g);
    for (const char *m = moves; *m; m++) {
        int move = *m == '-' ? TB_PASS : tb_hole_from_label(r, *m);
        int status = tb_game_play(g, move, NULL);
        cr_assert_eq(status, TB_OK, "%s: ply %d (%c of \"%s\") refused: %s", r->name,
                     tb_game_ply(g) + 1, *m, moves, tb_strerror(status));
    }
}

static void expect_at(const tb_game *g, const char *text, const char *what)
{
    const tb_rules *r = tb_game_rules(g);
    tb_position want = position_from(r, text);
    cr_assert(same_position(r, tb_game_position(g), &want), "%s: position %s, expected %s", what,
              position_text(r, tb_game_position(g)).s, text);
}

Test(game, new_game)
{
    tb_game *g = game_from("tihbat", NULL);
    const tb_rules *r = rules_named("tihbat");
    tb_position start;
    tb_position_start(r, &start);

    cr_assert_eq(tb_game_rules(g), r, "the game's rules are not the ones it was made with");
    expect_at(g, "7,7,7,7:1:0,0", "a new game");
    cr_assert_eq(tb_game_ply(g), 0);
    cr_assert_eq(tb_game_length(g), 0);
    cr_assert(same_position(r, tb_game_position_at(g, 0), &start),
              "position_at(0) is not the start");
    cr_assert_null(tb_game_position_at(g, 1), "position_at(1) of a game without plies");
    cr_assert_null(tb_game_position_at(g, -1), "position_at(-1)");
    cr_assert_eq(tb_game_moves(g), 0x3u, "moves 0x%x at the start, expected A and B",
                 tb_game_moves(g));
    cr_assert(!tb_game_must_pass(g) && !tb_game_over(g), "a new game must go on without a pass");
    cr_assert_eq(tb_game_result(g)->end, TB_END_NONE);
    cr_assert(tb_game_seen(g, &start), "the start position is not seen in a new game");
    tb_position other = position_from(r, "7,7,7,7:2:0,0");
    cr_assert(!tb_game_seen(g, &other), "7,7,7,7:2 is seen in a new game");
    tb_game_free(g);
}

Test(game, new_game_refuses_impossible_start)
{
    const tb_rules *r = rules_named("tihbat");
    tb_position p = position_from(r, "7,7,7,7:1:0,0");
    p.board[0] = 8; /* 29 seeds */
    int status = TB_OK;
    tb_game *g = tb_game_new(r, &p, &status);
    cr_assert_null(g, "a game from 29 seeds was made");
    cr_assert_eq(status, TB_EINVAL, "status %s, expected TB_EINVAL", tb_strerror(status));
    p.board[0] = 7;
    p.to_move = 2;
    g = tb_game_new(r, &p, &status);
    cr_assert_null(g, "a game with player 3 to move in Tihbat was made");
    cr_assert_eq(status, TB_EINVAL, "status %s, expected TB_EINVAL", tb_strerror(status));
}

Test(game, history)
{
    tb_game *g = game_from("tihbat", NULL);
    tb_account acc;
    cr_assert_eq(tb_game_play(g, 0, &acc), TB_OK);
    cr_assert(acc.player == 0 && acc.move == 0 && acc.result.end == TB_END_NONE,
              "account of South A: player %d, move %d, end %d", acc.player, acc.move,
              acc.result.end);
    play_all(g, "CB");
    cr_assert_eq(tb_game_ply(g), 3);
    cr_assert_eq(tb_game_length(g), 3);
    static const int moves[] = {0, 2, 1};
    for (int i = 0; i < 3; i++)
        cr_assert_eq(tb_game_move_at(g, i), moves[i], "move_at(%d) is %d, expected %d", i,
                     tb_game_move_at(g, i), moves[i]);
    const tb_rules *r = tb_game_rules(g);
    tb_position want = position_from(r, "2,9,9,8:2:0,0");
    cr_assert(same_position(r, tb_game_position_at(g, 1), &want),
              "position_at(1) is %s, expected %s", position_text(r, tb_game_position_at(g, 1)).s,
              "2,9,9,8:2:0,0");
    cr_assert(same_position(r, tb_game_position_at(g, 3), tb_game_position(g)),
              "position_at(ply) is not the position");
    cr_assert_null(tb_game_position_at(g, 4), "position_at(length + 1)");
    tb_game_free(g);
}

/* On error nothing changes: not the position, not the plies that can be redone. */
Test(game, refused_plays_change_nothing)
{
    tb_game *g = game_from("tihbat", NULL);
    play_all(g, "ACB");
    cr_assert_eq(tb_game_undo(g), TB_OK);
    game_state before;
    game_state_take(g, &before); /* ply 2 of 3, South to move */

    static const struct {
        int move;
        int status, or_status;
        const char *about;
    } plays[] = {
        {2, TB_EILLEGAL, TB_EILLEGAL, "North's hole C"},
        {3, TB_EILLEGAL, TB_EILLEGAL, "North's hole D"},
        {TB_PASS, TB_EILLEGAL, TB_EILLEGAL, "a pass nobody needs"},
        {4, TB_EILLEGAL, TB_EINVAL, "hole 4"},
        {-7, TB_EILLEGAL, TB_EINVAL, "hole -7"},
        {INT_MAX, TB_EILLEGAL, TB_EINVAL, "hole INT_MAX"},
    };
    for (size_t i = 0; i < sizeof plays / sizeof plays[0]; i++) {
        tb_account acc;
        int status = tb_game_play(g, plays[i].move, &acc);
        cr_assert(status == plays[i].status || status == plays[i].or_status,
                  "playing %s: %s, expected %s", plays[i].about, tb_strerror(status),
                  tb_strerror(plays[i].status));
        expect_game_state(g, &before, plays[i].about);
        cr_assert_eq(tb_game_length(g), 3, "playing %s: %d plies recorded, expected 3",
                     plays[i].about, tb_game_length(g));
    }
    cr_assert_eq(tb_game_redo(g, NULL), TB_OK, "the undone ply was lost by a refused play");
    tb_game_free(g);
}

Test(game, empty_hole_refused)
{
    tb_game *g = game_from("tihbat", "0,7,7,7:1:0,7");
    cr_assert_eq(tb_game_play(g, 0, NULL), TB_EILLEGAL, "lifting the empty A was allowed");
    cr_assert_eq(tb_game_ply(g), 0);
    tb_game_free(g);
}

Test(game, undo_and_redo)
{
    tb_game *g = game_from("tihbat", NULL);
    cr_assert_eq(tb_game_undo(g), TB_ENOUNDO, "undo in a new game");
    cr_assert_eq(tb_game_redo(g, NULL), TB_ENOUNDO, "redo in a new game");

    tb_account played[3], redone;
    static const int moves[] = {0, 2, 1};
    game_state states[4];
    game_state_take(g, &states[0]);
    for (int i = 0; i < 3; i++) {
        cr_assert_eq(tb_game_play(g, moves[i], &played[i]), TB_OK);
        game_state_take(g, &states[i + 1]);
    }
    cr_assert_eq(tb_game_redo(g, NULL), TB_ENOUNDO, "redo at the last ply");
    for (int i = 3; i > 0; i--) {
        cr_assert_eq(tb_game_undo(g), TB_OK, "undo at ply %d", i);
        char what[32];
        snprintf(what, sizeof what, "undone to ply %d", i - 1);
        expect_game_state(g, &states[i - 1], what);
    }
    cr_assert_eq(tb_game_undo(g), TB_ENOUNDO, "undo at ply 0");
    for (int i = 0; i < 3; i++) {
        memset(&redone, 0xAB, sizeof redone);
        cr_assert_eq(tb_game_redo(g, &redone), TB_OK, "redo at ply %d", i);
        model_ply want;
        model_play(model_named("tihbat"), &states[i].position, moves[i], &want);
        expect_account(tb_game_rules(g), &states[i].position, moves[i], &redone, &want);
        cr_assert_eq(redone.captured, played[i].captured);
        char what[32];
        snprintf(what, sizeof what, "redone to ply %d", i + 1);
        expect_game_state(g, &states[i + 1], what);
    }
    tb_game_free(g);
}

Test(game, a_new_ply_after_undo_drops_the_rest)
{
    tb_game *g = game_from("tihbat", NULL);
    play_all(g, "AC");
    cr_assert_eq(tb_game_undo(g), TB_OK);
    cr_assert_eq(tb_game_undo(g), TB_OK);
    cr_assert_eq(tb_game_length(g), 2, "undo dropped plies: length %d", tb_game_length(g));
    play_all(g, "B");
    cr_assert_eq(tb_game_length(g), 1, "length %d after a new ply at ply 0, expected 1",
                 tb_game_length(g));
    cr_assert_eq(tb_game_move_at(g, 0), 1, "move_at(0) is %d, expected B", tb_game_move_at(g, 0));
    cr_assert_eq(tb_game_redo(g, NULL), TB_ENOUNDO, "the dropped plies can still be redone");
    cr_assert_null(tb_game_position_at(g, 2), "position_at(2) after the plies were dropped");
    expect_at(g, "8,2,9,9:2:0,0", "after B");
    tb_game_free(g);
}

/* tihbat.h: tb_game_play "Drops any undone plies", also when the ply
 * played is the one that was undone (tb_game_redo is what keeps them). */
Test(game, playing_the_undone_move_drops_the_rest)
{
    tb_game *g = game_from("tihbat", NULL);
    play_all(g, "AC");
    cr_assert_eq(tb_game_undo(g), TB_OK);
    cr_assert_eq(tb_game_undo(g), TB_OK);
    play_all(g, "A");
    cr_assert_eq(tb_game_length(g), 1,
                 "length %d after playing A at ply 0 of A C, expected 1: "
                 "tb_game_play drops the undone plies",
                 tb_game_length(g));
    cr_assert_eq(tb_game_redo(g, NULL), TB_ENOUNDO, "C can still be redone after tb_game_play");
    tb_game_free(g);
}

Test(game, goto_any_ply)
{
    tb_game *g = game_from("tihbat", NULL);
    static const char moves[] = "ACBD"; /* D captures 4 */
    game_state states[5];
    game_state_take(g, &states[0]);
    for (int i = 0; i < 4; i++) {
        play_all(g, (char[]){moves[i], '\0'});
        game_state_take(g, &states[i + 1]);
    }
    static const int order[] = {0, 4, 2, 3, 1, 1, 4, 0, 3};
    for (size_t i = 0; i < sizeof order / sizeof order[0]; i++) {
        char what[32];
        snprintf(what, sizeof what, "goto %d", order[i]);
        cr_assert_eq(tb_game_goto(g, order[i]), TB_OK, "%s refused", what);
        expect_game_state(g, &states[order[i]], what);
        cr_assert_eq(tb_game_length(g), 4, "%s: %d plies recorded, expected 4", what,
                     tb_game_length(g));
        expect_seen_answers(g, what);
    }
    cr_assert_eq(tb_game_goto(g, 5), TB_EINVAL, "goto past the last ply");
    cr_assert_eq(tb_game_goto(g, -1), TB_EINVAL, "goto -1");
    expect_game_state(g, &states[3], "after refused gotos");
    tb_game_free(g);
}

/* From the start, A C B D: North captures 4 in D, and the positions before
 * the capture no longer count as seen. */
Test(game, repetition_counts_only_since_the_last_capture)
{
    tb_game *g = game_from("tihbat", NULL);
    play_all(g, "ACB");
    tb_position before[4];
    for (int i = 0; i <= 3; i++) {
        before[i] = *tb_game_position_at(g, i);
        cr_assert(tb_game_seen(g, &before[i]), "ply %d is not seen before any capture", i);
    }
    tb_account acc;
    cr_assert_eq(tb_game_play(g, 3, &acc), TB_OK);
    cr_assert_eq(acc.captured, 4, "North's D captured %d, expected 4", acc.captured);
    expect_at(g, "9,6,9,0:1:0,4", "after A C B D");
    for (int i = 0; i <= 3; i++)
        cr_assert(!tb_game_seen(g, &before[i]), "ply %d is still seen after the capture", i);
    cr_assert(tb_game_seen(g, tb_game_position(g)), "the position after the capture is not seen");
    cr_assert_eq(tb_game_undo(g), TB_OK);
    for (int i = 0; i <= 3; i++)
        cr_assert(tb_game_seen(g, &before[i]), "ply %d is not seen after undoing the capture", i);
    tb_game_free(g);
}

/* The RULES.md repetition: over, refusing more plies, undone and redone. */
Test(game, over_after_repetition)
{
    tb_game *g = game_from("tihbat", "1,5,1,5:1:8,8");
    play_all(g, "AC");
    game_state over;
    game_state_take(g, &over);
    cr_assert(over.over && over.result.end == TB_END_REPETITION,
              "the game should be over by repetition");
    cr_assert_eq(over.moves, 0u, "moves 0x%x in a finished game", over.moves);
    static const int moves[] = {0, 1, 2, TB_PASS};
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
        tb_account acc;
        int status = tb_game_play(g, moves[i], &acc);
        cr_assert_eq(status, TB_EOVER, "playing %d after the end: %s, expected TB_EOVER", moves[i],
                     tb_strerror(status));
        expect_game_state(g, &over, "after a refused ply");
    }
    cr_assert_eq(tb_game_undo(g), TB_OK);
    cr_assert(!tb_game_over(g) && tb_game_result(g)->end == TB_END_NONE,
              "undone, the game is still over");
    cr_assert_eq(tb_game_moves(g), 0xCu, "North's moves 0x%x, expected C and D", tb_game_moves(g));
    tb_account acc;
    cr_assert_eq(tb_game_redo(g, &acc), TB_OK);
    expect_result(&acc.result, &over.result, 2, "the account of the redone ply");
    expect_game_state(g, &over, "redone");
    tb_game_free(g);
}

/* Tihbat: a player without seeds must pass, as a ply of its own. */
Test(game, forced_pass)
{
    tb_game *g = game_from("tihbat", "0,0,3,4:1:9,12");
    cr_assert(tb_game_must_pass(g), "South has no seed: must_pass should be true");
    cr_assert_eq(tb_game_moves(g), 0u, "moves 0x%x for a player who must pass", tb_game_moves(g));
    cr_assert(!tb_game_over(g), "a player who must pass does not end the game");
    cr_assert_eq(tb_game_play(g, 0, NULL), TB_EILLEGAL, "A played by a player who must pass");
    cr_assert_eq(tb_game_play(g, 2, NULL), TB_EILLEGAL, "C played by a player who must pass");
    tb_account acc;
    cr_assert_eq(tb_game_play(g, TB_PASS, &acc), TB_OK, "the forced pass was refused");
    cr_assert(acc.move == TB_PASS && acc.why == TB_WHY_PASS && acc.player == 0,
              "the account of a pass: move %d, why %d, player %d", acc.move, acc.why, acc.player);
    expect_at(g, "0,0,3,4:2:9,12", "after the pass");
    cr_assert_eq(tb_game_ply(g), 1, "a pass is a ply");
    cr_assert_eq(tb_game_move_at(g, 0), TB_PASS, "move_at(0) is %d, expected TB_PASS",
                 tb_game_move_at(g, 0));
    cr_assert(!tb_game_must_pass(g), "North has seeds but must pass");
    cr_assert_eq(tb_game_moves(g), 0xCu);
    tb_game_free(g);
}

/* A pass and a single seed bring the start back: an odd seed left counts for nobody. */
Test(game, repetition_through_a_pass)
{
    tb_game *g = game_from("tihbat", "0,0,1,0:1:13,14");
    play_all(g, "-C");
    const tb_result *res = tb_game_result(g);
    tb_result want = {
        .end = TB_END_REPETITION, .left = 1, .share = 0, .scores = {13, 14}, .winner = 1};
    expect_result(res, &want, 2, "pass, then North's single seed");
    tb_game_free(g);
}

/* Games that are over before any ply. */
Test(game, over_from_the_start)
{
    static const struct {
        const char *rules, *start;
        tb_result result;
    } cases[] = {
        {"tihbat", "0,0,0,0:1:16,12", {TB_END_ALL_CAPTURED, 0, 0, {16, 12}, 0, {0}}},
        {"bakuk", "0,0,0,1,1,1:1:20,13", {TB_END_NO_MOVES, 3, 0, {20, 13}, 0, {0}}},
        {"bakuk", "0,0,0,0,0,0:2:18,18", {TB_END_ALL_CAPTURED, 0, 0, {18, 18}, -1, {0}}},
        {"bakuk3", "1,1,0,0,1,1:2:2,0,10", {TB_END_NO_MOVES, 4, 0, {2, 0, 10}, 2, {0}}},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tb_game *g = game_from(cases[i].rules, cases[i].start);
        char what[64];
        snprintf(what, sizeof what, "%s %s", cases[i].rules, cases[i].start);
        cr_assert(tb_game_over(g), "%s: the game should be over at once", what);
        expect_result(tb_game_result(g), &cases[i].result, rules_named(cases[i].rules)->players,
                      what);
        cr_assert_eq(tb_game_moves(g), 0u, "%s: moves in a finished game", what);
        cr_assert(!tb_game_must_pass(g), "%s: must pass in a finished game", what);
        for (int move = TB_PASS; move < tb_holes(rules_named(cases[i].rules)); move++)
            cr_assert_eq(tb_game_play(g, move, NULL), TB_EOVER,
                         "%s: playing %d should give TB_EOVER", what, move);
        cr_assert_eq(tb_game_undo(g), TB_ENOUNDO, "%s: undo before any ply", what);
        tb_game_free(g);
    }
}

Test(game, end_by_capturing_everything)
{
    tb_game *g = game_from("bakuk", "2,2,1,1,2,2:1:0,0");
    tb_account acc;
    cr_assert_eq(tb_game_play(g, 2, &acc), TB_OK);
    tb_result want = {
        .end = TB_END_ALL_CAPTURED, .left = 0, .share = 0, .scores = {10, 0}, .winner = 0};
    expect_result(tb_game_result(g), &want, 2, "C takes every seed");
    expect_result(&acc.result, &want, 2, "the account of C");
    cr_assert(tb_game_over(g));
    tb_game_free(g);
}

Test(game, end_when_the_next_player_has_no_seed)
{
    tb_game *g = game_from("bakuk3", "1,1,1,0,1,0:1:0,0,0");
    /* Player 1 B: C holds 2 and is taken, D holds 0; player 2 has nothing. */
    play_all(g, "B");
    tb_result want = {
        .end = TB_END_NO_MOVES, .left = 2, .share = 0, .scores = {2, 0, 0}, .winner = 0};
    expect_result(tb_game_result(g), &want, 3, "bakuk3, player 2 without seeds");
    tb_game_free(g);
}

Test(game, reset)
{
    tb_game *g = game_from("bakuk", NULL);
    const tb_rules *r = tb_game_rules(g);
    play_all(g, "AD");
    tb_position after_a = *tb_game_position_at(g, 1);

    cr_assert_eq(tb_game_reset(g, NULL), TB_OK);
    expect_at(g, "6,6,6,6,6,6:1:0,0", "reset to the start");
    cr_assert(tb_game_ply(g) == 0 && tb_game_length(g) == 0, "reset kept plies: ply %d, length %d",
              tb_game_ply(g), tb_game_length(g));
    cr_assert_eq(tb_game_redo(g, NULL), TB_ENOUNDO, "a ply from before the reset can be redone");
    cr_assert(!tb_game_seen(g, &after_a), "a position from before the reset is seen");

    tb_position staged = position_from(r, "0,0,1,1,0,0:1:17,17");
    cr_assert_eq(tb_game_reset(g, &staged), TB_OK);
    expect_at(g, "0,0,1,1,0,0:1:17,17", "reset to a staged position");
    play_all(g, "C");
    cr_assert(tb_game_over(g), "C takes the last seeds: the game should be over");

    tb_position bad = staged;
    bad.captured[0] = 30;
    game_state kept;
    game_state_take(g, &kept);
    cr_assert_eq(tb_game_reset(g, &bad), TB_EINVAL, "reset to 47 seeds accepted");
    expect_game_state(g, &kept, "after a refused reset");
    cr_assert_eq(tb_game_reset(g, NULL), TB_OK);
    cr_assert(!tb_game_over(g), "over after a reset to the start");
    tb_game_free(g);
}

/* The final result is kept as the game is played: whatever undo, redo,
 * goto, reset and new plies after an undo do, it is the result of the
 * recorded plies played again in a new game. */
Test(game, final_result_kept)
{
    rng random = {21};
    for (int i = 0; tb_rules_at(i); i++) {
        const tb_rules *r = tb_rules_at(i);
        tb_game *g = tb_game_new(r, NULL, NULL);
        cr_assert_not_null(g);
        for (int op = 0; op < 3000; op++) {
            unsigned moves = tb_game_moves(g);
            switch (rng_below(&random, 8)) {
            case 0: tb_game_undo(g); break;
            case 1: tb_game_redo(g, NULL); break;
            case 2: tb_game_goto(g, rng_below(&random, tb_game_length(g) + 1)); break;
            case 3:
                if (rng_below(&random, 20) == 0)
                    cr_assert_eq(tb_game_reset(g, NULL), TB_OK);
                break;
            default:
                if (!tb_game_over(g))
                    cr_assert_eq(
                        tb_game_play(g, moves ? rng_pick_bit(&random, moves) : TB_PASS, NULL),
                        TB_OK);
                else if (tb_game_ply(g) > 0)
                    tb_game_goto(g, rng_below(&random, tb_game_ply(g)));
            }
            tb_game *again = tb_game_new(r, tb_game_position_at(g, 0), NULL);
            cr_assert_not_null(again);
            for (int ply = 0; ply < tb_game_length(g); ply++)
                cr_assert_eq(tb_game_play(again, tb_game_move_at(g, ply), NULL), TB_OK);
            char what[64];
            snprintf(what, sizeof what, "%s, operation %d", r->name, op);
            expect_result(tb_game_final_result(g), tb_game_result(again), r->players, what);
            if (tb_game_ply(g) == tb_game_length(g))
                expect_result(tb_game_final_result(g), tb_game_result(g), r->players, what);
            tb_game_free(again);
        }
        tb_game_free(g);
    }
}
