/*
 * test_examples.c - every worked example of RULES.md and of docs/rules.md
 * (Koumma and Modiar), as a table.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "support.h"

struct example {
    char rules[8];
    char before[24]; /* the position, mover included */
    char hole;       /* the label lifted */
    char after[24];  /* the position after it */
    int captures;
    enum tb_why why;
};

/* The table of RULES.md, row by row; "after" adds the turn and the stores. */
static const struct example examples[] = {
    {"tihbat", "7,7,7,7:1:0,0", 'A', "2,9,9,8:2:0,0", 0, TB_WHY_OTHER_SIDE},
    {"tihbat", "7,7,7,7:1:0,0", 'B', "8,2,9,9:2:0,0", 0, TB_WHY_OTHER_SIDE},
    {"tihbat", "3,4,2,6:1:0,0", 'B', "0,1,3,7:2:4,0", 4, TB_WHY_CAPTURE},
    {"tihbat", "2,4,2,6:1:0,0", 'B', "3,1,3,7:2:0,0", 0, TB_WHY_ODD},
    {"tihbat", "9,4,2,6:1:0,0", 'B', "10,1,3,7:2:0,0", 0, TB_WHY_TOO_MANY},
    {"tihbat", "5,2,3,3:1:0,0", 'A', "0,3,4,4:2:2,0", 2, TB_WHY_CAPTURE},
    {"tihbat", "2,3,5,3:2:0,0", 'C', "3,4,0,4:1:0,2", 2, TB_WHY_CAPTURE},
    {"tihbat", "3,1,2,6:1:0,0", 'B', "3,1,2,6:2:0,0", 0, TB_WHY_ODD},
    {"bakuk", "8,8,2,1,9,8:1:0,0", 'A', "1,10,0,0,10,9:2:6,0", 6, TB_WHY_CAPTURE},
    /* docs/rules.md, Koumma. */
    {"koumma", "6,6,6,6,6,6:1:0,0", 'A', "1,7,7,7,7,7:2:0,0", 0, TB_WHY_ODD},
    {"koumma", "1,2,5,0,3,0:1:0,0", 'B', "1,1,0,0,3,0:2:6,0", 6, TB_WHY_CAPTURE},
    {"koumma", "0,0,2,1,6,3:1:0,0", 'C', "0,0,1,0,0,3:2:8,0", 8, TB_WHY_CAPTURE},
    {"koumma", "2,7,0,0,0,1:1:0,0", 'A', "1,8,0,0,0,1:2:0,0", 0, TB_WHY_TOO_MANY},
    {"koumma", "3,1,2,6,0,0:1:0,0", 'B', "3,1,2,6,0,0:2:0,0", 0, TB_WHY_ODD},
    /* docs/rules.md, Modiar (the last row ends the game: below). */
    {"modiar", "7,7,7,7,7,7:1:0,0", 'A', "2,8,8,8,8,8:2:0,0", 0, TB_WHY_FIRST_MOVE},
    {"modiar", "7,7,7,7,7,7:2:0,0", 'D', "8,8,8,0,8,8:1:0,2", 2, TB_WHY_CAPTURE},
    {"modiar", "0,3,1,3,1,0:1:0,0", 'B', "0,1,0,0,1,0:2:6,0", 6, TB_WHY_CAPTURE},
    {"modiar", "1,3,0,0,3,1:2:0,0", 'E', "0,3,0,0,1,0:1:0,4", 4, TB_WHY_CAPTURE},
    {"modiar", "0,0,2,1,0,0:1:0,0", 'C', "0,0,1,2,0,0:2:0,0", 0, TB_WHY_WHOLE_ROW},
    {"modiar", "2,0,3,1,0,0:1:0,0", 'C', "2,0,1,2,1,0:2:0,0", 0, TB_WHY_ODD},
};

/* One row of the table; a failure names it, and the rows after it are
 * still checked (one test for them all: a process each would be a
 * valgrind start each in make valgrind). */
static void expect_example(const struct example *ex)
{
    const tb_rules *r = rules_named(ex->rules);
    tb_position before = position_from(r, ex->before);
    tb_position want = position_from(r, ex->after);
    int hole = tb_hole_from_label(r, ex->hole);
    tb_position got;
    tb_account acc;

    int status = tb_sow(r, &before, hole, &got, &acc);
    cr_expect_eq(status, TB_OK, "%s %s %c: tb_sow says %s, expected a legal move", ex->rules,
                 ex->before, ex->hole, tb_strerror(status));
    if (status != TB_OK)
        return;
    cr_expect(same_position(r, &got, &want), "%s %s %c: got %s, expected %s", ex->rules, ex->before,
              ex->hole, position_text(r, &got).s, ex->after);
    cr_expect_eq(acc.captured, ex->captures, "%s %s %c: captured %d, expected %d", ex->rules,
                 ex->before, ex->hole, acc.captured, ex->captures);
    cr_expect_eq(acc.why, ex->why, "%s %s %c: account.why %d, expected %d", ex->rules, ex->before,
                 ex->hole, acc.why, ex->why);
    /* Modiar's 0,3,1,3,1,0 B leaves North no move: the game is over. */
    bool ends = strcmp(ex->before, "0,3,1,3,1,0:1:0,0") == 0;
    cr_expect_eq(acc.result.end, ends ? TB_END_NO_MOVES : TB_END_NONE,
                 "%s %s %c: the game should %s", ex->rules, ex->before, ex->hole,
                 ends ? "end" : "go on");
}

Test(examples, worked_example)
{
    for (size_t i = 0; i < sizeof examples / sizeof examples[0]; i++)
        expect_example(&examples[i]);
}

/* docs/rules.md, Modiar's last row: North cannot move, and each player
 * takes the seeds of their own holes, 3 and 1. */
Test(examples, modiar_end_to_the_owners)
{
    const tb_rules *r = rules_named("modiar");
    tb_position before = position_from(r, "1,1,2,3,1,0:1:0,0"), after;
    tb_account acc;
    cr_assert_eq(tb_sow(r, &before, 2, &after, &acc), TB_OK);
    cr_assert(
        same_position(r, &after,
                      &(tb_position){.board = {1, 1, 1, 0, 1}, .to_move = 1, .captured = {4}}),
        "C gave %s, expected 1,1,1,0,1,0:2:4,0", position_text(r, &after).s);
    const tb_result *res = &acc.result;
    cr_assert_eq(res->end, TB_END_NO_MOVES, "the game goes on (end %d)", res->end);
    cr_assert(res->owned[0] == 3 && res->owned[1] == 1, "owned %d and %d, expected 3 and 1",
              res->owned[0], res->owned[1]);
    cr_assert(res->scores[0] == 7 && res->scores[1] == 1 && res->winner == 0,
              "scores %d to %d, winner %d: expected 7 to 1, South", res->scores[0], res->scores[1],
              res->winner);
}

/* docs/rules.md: Modiar 3,1,2,3,1,2, A D C F B E comes back; the 12 seeds
 * left are shared. */
Test(examples, modiar_repetition_shared)
{
    const tb_rules *r = rules_named("modiar");
    tb_position start = position_from(r, "3,1,2,3,1,2:1:0,0");
    tb_game *g = game_at(r, &start);
    static const char moves[] = "ADCFBE";
    for (int i = 0; moves[i]; i++) {
        cr_assert(!tb_game_over(g), "the game ended before %c", moves[i]);
        cr_assert_eq(tb_game_play(g, tb_hole_from_label(r, moves[i]), NULL), TB_OK, "%c refused",
                     moves[i]);
    }
    const tb_result *res = tb_game_result(g);
    cr_assert_eq(res->end, TB_END_REPETITION, "end %d, expected a repetition", res->end);
    cr_assert(res->left == 12 && res->share == 6 && res->owned[0] == 0 && res->owned[1] == 0,
              "left %d, share %d, owned %d and %d: expected 12 shared 6 and 6", res->left,
              res->share, res->owned[0], res->owned[1]);
    cr_assert_eq(res->winner, -1, "winner %d, expected a draw", res->winner);
    tb_game_free(g);
}

/* The Bakuk row in full: the account names every seed and both holes taken. */
Test(examples, bakuk_chain_account)
{
    const tb_rules *r = rules_named("bakuk");
    tb_position before = position_from(r, "8,8,2,1,9,8:1:0,0"), after;
    tb_account acc;
    static const uint8_t sown[] = {1, 2, 3, 4, 5, 0, 1, 2}; /* B C D E F A B C */

    cr_assert_eq(tb_sow(r, &before, 0, &after, &acc), TB_OK);
    cr_assert_eq(acc.lifted, 8, "lifted %d seeds from A, expected 8", acc.lifted);
    cr_assert(memcmp(acc.sown, sown, sizeof sown) == 0, "seeds fell into %s, expected BCDEFABC",
              label_text(acc.sown, acc.lifted).s);
    cr_assert_eq(acc.last, 2, "last seed in %c, expected C", tb_label(acc.last));
    cr_assert_eq(acc.last_count, 4, "C held %d after the last seed, expected 4", acc.last_count);
    cr_assert_eq(acc.capture_holes, 2, "captured from %d holes, expected 2 (C, D)",
                 acc.capture_holes);
    cr_assert(acc.capture_hole[0] == 2 && acc.capture_seeds[0] == 4 && acc.capture_hole[1] == 3 &&
                  acc.capture_seeds[1] == 2,
              "captures %s with %d and %d seeds, expected C with 4 then D with 2",
              label_text(acc.capture_hole, acc.capture_holes).s, acc.capture_seeds[0],
              acc.capture_seeds[1]);
}

/* RULES.md: Tihbat 1,5,1,5:1:8,8, South A, North C: the start position comes
 * back, the game ends drawn 14 to 14 with the 12 seeds left split 6 and 6. */
Test(examples, repetition_draw)
{
    const tb_rules *r = rules_named("tihbat");
    tb_position start = position_from(r, "1,5,1,5:1:8,8");
    int status;
    tb_game *g = tb_game_new(r, &start, &status);
    cr_assert_not_null(g, "tb_game_new refused 1,5,1,5:1:8,8: %s", tb_strerror(status));
    tb_account acc;

    cr_assert_eq(tb_game_play(g, 0, &acc), TB_OK, "South A refused");
    cr_assert_eq(acc.result.end, TB_END_NONE, "the game ended after South A alone");
    cr_assert(!tb_game_over(g), "the game is over after South A alone");
    cr_assert_eq(tb_game_play(g, 2, &acc), TB_OK, "North C refused");

    const tb_result *res = tb_game_result(g);
    cr_assert(tb_game_over(g), "the start position came back but the game goes on");
    cr_assert_eq(res->end, TB_END_REPETITION, "the game ended for reason %d, expected repetition",
                 res->end);
    cr_assert_eq(res->left, 12, "%d seeds left, expected 12", res->left);
    cr_assert_eq(res->share, 6, "a share of %d, expected 6", res->share);
    cr_assert(res->scores[0] == 14 && res->scores[1] == 14, "scores %d to %d, expected 14 to 14",
              res->scores[0], res->scores[1]);
    cr_assert_eq(res->winner, -1, "winner %d, expected -1 (a draw)", res->winner);
    expect_result(&acc.result, res, 2, "the account of North C");
    tb_game_free(g);
}
