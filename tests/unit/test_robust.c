/*
 * test_robust.c - the engine never trusts its caller.  Positions no game can
 * reach, given to every function that takes a position; holes, plies, rule
 * sets and statuses out of range; moves after the end: each is refused with
 * a status code, or answered without harm where the function has no status
 * to give.  (The suite runs under ASan, UBSan and valgrind too.)
 */
#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <limits.h>
#include <string.h>

#include "support.h"

/* Arrays, not pointers: Criterion copies a parameter into a new process,
 * where pointers into the first one's memory may point nowhere. */
struct impossible {
    char rules[8];
    tb_position p;
    char about[48];
};

static struct impossible impossible[] = {
    {"tihbat", {{8, 7, 7, 7}, {0, 0}, 0}, "29 seeds on the board"},
    {"tihbat", {{7, 7, 7, 7}, {1, 0}, 0}, "29 seeds with the stores"},
    {"tihbat", {{63, 0, 0, 0}, {0, 0}, 0}, "63 seeds in A"},
    {"tihbat", {{64, 0, 0, 0}, {0, 0}, 0}, "64 seeds in A, past TB_MAX_SEEDS"},
    {"tihbat", {{255, 0, 0, 0}, {0, 0}, 0}, "255 seeds in A"},
    {"tihbat", {{0, 255, 0, 0}, {0, 0}, 0}, "255 seeds in B"},
    {"tihbat", {{7, 7, 7, 6, 1}, {0, 0}, 0}, "a seed in a fifth hole"},
    {"tihbat", {{7, 7, 7, 0}, {0, 0, 7}, 0}, "a store for a third player"},
    {"tihbat", {{7, 7, 7, 7}, {0, 0}, 2}, "player 3 to move"},
    {"tihbat", {{7, 7, 7, 7}, {0, 0}, 255}, "player 256 to move"},
    {"bakuk", {{36, 1, 0, 0, 0, 0}, {0, 0}, 0}, "37 seeds"},
    {"bakuk", {{6, 6, 6, 6, 6, 5, 1}, {0, 0}, 0}, "a seed in a seventh hole"},
    {"bakuk", {{6, 6, 6, 6, 6, 6}, {0, 0}, 2}, "player 3 to move in Bakuk for two"},
    {"bakuk3", {{6, 6, 6, 6, 6, 6}, {0, 0, 0}, 3}, "player 4 to move"},
    {"bakuk3", {{6, 6, 6, 6, 6, 5}, {0, 0, 0, 1}, 0}, "a store for a fourth player"},
};

ParameterizedTestParameters(robust, impossible_positions)
{
    return cr_make_param_array(struct impossible, impossible,
                               sizeof impossible / sizeof impossible[0]);
}

ParameterizedTest(struct impossible *t, robust, impossible_positions)
{
    const tb_rules *r = rules_named(t->rules);
    const tb_position *p = &t->p;
    cr_assert_eq(tb_position_check(r, p), TB_EINVAL, "%s: %s accepted", t->rules, t->about);

    /* What returns a status refuses it. */
    for (int move = TB_PASS - 1; move <= TB_MAX_HOLES; move++) {
        tb_position out;
        tb_account acc;
        int status = tb_sow(r, p, move, &out, &acc);
        cr_assert_eq(status, TB_EINVAL, "%s: %s: tb_sow(%d) says %s, expected TB_EINVAL",
                     t->rules, t->about, move, tb_strerror(status));
        status = tb_sow(r, p, move, &out, NULL);
        cr_assert_eq(status, TB_EINVAL, "%s: %s: tb_sow(%d) without an account says %s",
                     t->rules, t->about, move, tb_strerror(status));
        cr_assert_not_null(tb_why_illegal(r, p, move), "%s: %s: move %d is called legal",
                           t->rules, t->about, move);
    }
    cr_assert_eq(tb_legal_moves(r, p), 0u, "%s: %s: legal moves 0x%x", t->rules, t->about,
                 tb_legal_moves(r, p));
    int status = TB_OK;
    tb_game *g = tb_game_new(r, p, &status);
    cr_assert_null(g, "%s: %s: a game was made", t->rules, t->about);
    cr_assert_eq(status, TB_EINVAL, "%s: %s: tb_game_new says %s", t->rules, t->about,
                 tb_strerror(status));

    g = tb_game_new(r, NULL, &status);
    cr_assert_not_null(g);
    tb_position start;
    tb_position_start(r, &start);
    cr_assert_eq(tb_game_reset(g, p), TB_EINVAL, "%s: %s: reset to it", t->rules, t->about);
    cr_assert(same_position(r, tb_game_position(g), &start) && tb_game_length(g) == 0,
              "%s: a refused reset changed the game", t->rules);
    cr_assert(!tb_game_seen(g, p), "%s: %s: seen in a new game", t->rules, t->about);
    tb_game_free(g);

    /* What has no status to give answers without harm. */
    cr_assert(tb_position_equal(r, p, p));
    (void)tb_seeds_on_board(r, p);
    (void)tb_position_key(r, p);
    tb_result res;
    tb_score(r, p, tb_position_end(r, p), &res);
    cr_assert(res.winner >= -1 && res.winner < r->players, "%s: %s: winner %d", t->rules,
              t->about, res.winner);
    char text[64];
    size_t n = tb_position_format(r, p, text, sizeof text);
    cr_assert(n < sizeof text && strlen(text) == n, "%s: %s: formatted as \"%s\"", t->rules,
              t->about, text);
}

/* Numbers that name no hole, player, ply, rule set or status. */
Test(robust, out_of_range)
{
    static const int holes[] = {INT_MIN, -2, 4, 8, INT_MAX};
    const tb_rules *r = rules_named("tihbat");
    tb_position start;
    tb_position_start(r, &start);
    for (size_t i = 0; i < sizeof holes / sizeof holes[0]; i++) {
        tb_position out;
        cr_assert_eq(tb_sow(r, &start, holes[i], &out, NULL), TB_EINVAL, "tb_sow(%d)", holes[i]);
        cr_assert_not_null(tb_why_illegal(r, &start, holes[i]), "hole %d is legal", holes[i]);
    }

    tb_game *g = tb_game_new(r, NULL, NULL);
    cr_assert_not_null(g);
    cr_assert_eq(tb_game_play(g, 0, NULL), TB_OK);
    for (size_t i = 0; i < sizeof holes / sizeof holes[0]; i++) {
        cr_assert_eq(tb_game_play(g, holes[i], NULL), TB_EINVAL, "tb_game_play(%d)", holes[i]);
        cr_assert_eq(tb_game_ply(g), 1, "a refused move changed the game");
    }
    static const int plies[] = {INT_MIN, -1, 2, INT_MAX};
    for (size_t i = 0; i < sizeof plies / sizeof plies[0]; i++) {
        cr_assert_null(tb_game_position_at(g, plies[i]), "position_at(%d)", plies[i]);
        cr_assert_eq(tb_game_goto(g, plies[i]), TB_EINVAL, "goto(%d)", plies[i]);
        cr_assert_eq(tb_game_ply(g), 1, "a refused goto changed the game");
    }
    cr_assert_eq(tb_game_move_at(g, -1), TB_NO_MOVE);
    cr_assert_eq(tb_game_move_at(g, 1), TB_NO_MOVE, "a move after the last ply");
    cr_assert_eq(tb_game_redo(g, NULL), TB_ENOUNDO, "redo with nothing undone");
    cr_assert_eq(tb_game_undo(g), TB_OK);
    cr_assert_eq(tb_game_undo(g), TB_ENOUNDO, "undo before the first ply");
    tb_game_free(g);

    cr_assert_null(tb_rules_at(-1));
    cr_assert_null(tb_rules_at(INT_MAX));
    cr_assert_null(tb_rules_find(NULL));
    cr_assert_null(tb_rules_find("Tihbat"), "rule set names are exact");
    cr_assert_null(tb_rules_find(""));
    static const char labels[] = {'E', 'e', '@', '[', '\0', (char)0xc1};
    for (size_t i = 0; i < sizeof labels; i++)
        cr_assert_eq(tb_hole_from_label(r, labels[i]), -1, "label 0x%02x is a hole",
                     (unsigned char)labels[i]);
    cr_assert_str_eq(tb_strerror(-1), "unknown status");
    cr_assert_str_eq(tb_strerror(INT_MAX), "unknown status");

    tb_position p;
    cr_assert_eq(tb_position_parse(r, "7,7,7,7:-1:0,0", &p, NULL), TB_EINVAL, "player -1");
}

/* Plays random legal moves until the game ends. */
static void play_to_the_end(tb_game *g, rng *random)
{
    while (!tb_game_over(g)) {
        unsigned moves = tb_game_moves(g);
        int move = moves ? rng_pick_bit(random, moves) : TB_PASS;
        cr_assert_eq(tb_game_play(g, move, NULL), TB_OK);
    }
}

Test(robust, moves_after_the_end)
{
    rng random = {6};
    for (int i = 0; tb_rules_at(i); i++) {
        const tb_rules *r = tb_rules_at(i);
        tb_game *g = tb_game_new(r, NULL, NULL);
        cr_assert_not_null(g);
        play_to_the_end(g, &random);
        tb_position end = *tb_game_position(g);
        int ply = tb_game_ply(g);
        cr_assert_eq(tb_game_moves(g), 0u, "%s: moves after the end", r->name);
        cr_assert(!tb_game_must_pass(g), "%s: a pass after the end", r->name);
        for (int move = TB_PASS; move < tb_holes(r); move++) {
            tb_account acc;
            int status = tb_game_play(g, move, &acc);
            cr_assert_eq(status, TB_EOVER, "%s: move %d after the end: %s", r->name, move,
                         tb_strerror(status));
        }
        cr_assert_eq(tb_game_redo(g, NULL), TB_ENOUNDO, "%s: redo after the end", r->name);
        cr_assert(same_position(r, tb_game_position(g), &end) && tb_game_ply(g) == ply &&
                      tb_game_length(g) == ply && tb_game_over(g),
                  "%s: refused moves changed the game", r->name);
        tb_game_free(g);
    }
}
