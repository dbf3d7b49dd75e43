/*
 * test_robust.c - the engine never trusts its caller.  Positions no game can
 * reach, given to every function that takes a position; holes, plies, rule
 * sets and statuses out of range; moves after the end: each is refused with
 * a status code, or answered without harm where the function has no status
 * to give.  (The suite runs under ASan, UBSan and valgrind too.)
 */
#include <criterion/criterion.h>
#include <limits.h>
#include <string.h>

#include "support.h"

struct impossible {
    char rules[8];
    tb_position p;
    char about[48];
};

static const struct impossible impossible[] = {
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

/* One position of the table; a failure names it, and the positions after
 * it are still checked (one test for them all: a process each would be a
 * valgrind start each in make valgrind). */
static void expect_refused_everywhere(const struct impossible *t)
{
    const tb_rules *r = rules_named(t->rules);
    const tb_position *p = &t->p;
    cr_expect_eq(tb_position_check(r, p), TB_EINVAL, "%s: %s accepted", t->rules, t->about);

    /* What returns a status refuses it. */
    for (int move = TB_PASS - 1; move <= TB_MAX_HOLES; move++) {
        tb_position out;
        tb_account acc;
        int status = tb_sow(r, p, move, &out, &acc);
        cr_expect_eq(status, TB_EINVAL, "%s: %s: tb_sow(%d) says %s, expected TB_EINVAL", t->rules,
                     t->about, move, tb_strerror(status));
        status = tb_sow(r, p, move, &out, NULL);
        cr_expect_eq(status, TB_EINVAL, "%s: %s: tb_sow(%d) without an account says %s", t->rules,
                     t->about, move, tb_strerror(status));
        cr_expect_not_null(tb_why_illegal(r, p, move), "%s: %s: move %d is called legal", t->rules,
                           t->about, move);
    }
    cr_expect_eq(tb_legal_moves(r, p), 0u, "%s: %s: legal moves 0x%x", t->rules, t->about,
                 tb_legal_moves(r, p));
    int status = TB_OK;
    tb_game *g = tb_game_new(r, p, &status);
    cr_expect_null(g, "%s: %s: a game was made", t->rules, t->about);
    tb_game_free(g);
    cr_expect_eq(status, TB_EINVAL, "%s: %s: tb_game_new says %s", t->rules, t->about,
                 tb_strerror(status));

    g = tb_game_new(r, NULL, &status);
    cr_expect_not_null(g, "%s: %s: no game of the start", t->rules, t->about);
    if (!g)
        return;
    tb_position start;
    tb_position_start(r, &start);
    cr_expect_eq(tb_game_reset(g, p), TB_EINVAL, "%s: %s: reset to it", t->rules, t->about);
    cr_expect(same_position(r, tb_game_position(g), &start) && tb_game_length(g) == 0,
              "%s: %s: a refused reset changed the game", t->rules, t->about);
    cr_expect(!tb_game_seen(g, p), "%s: %s: seen in a new game", t->rules, t->about);
    tb_game_free(g);

    /* What has no status to give answers without harm. */
    cr_expect(tb_position_equal(r, p, p), "%s: %s: not equal to itself", t->rules, t->about);
    (void)tb_seeds_on_board(r, p);
    (void)tb_position_key(r, p);
    tb_result res;
    tb_score(r, p, tb_position_end(r, p), &res);
    cr_expect(res.winner >= -1 && res.winner < r->players, "%s: %s: winner %d", t->rules, t->about,
              res.winner);
    char text[64];
    size_t n = tb_position_format(r, p, text, sizeof text);
    cr_expect(n < sizeof text && strlen(text) == n, "%s: %s: formatted as \"%s\"", t->rules,
              t->about, text);
}

Test(robust, impossible_positions)
{
    for (size_t i = 0; i < sizeof impossible / sizeof impossible[0]; i++)
        expect_refused_everywhere(&impossible[i]);
}

/* ---- Rule sets the engine cannot play ---- */

/* One field of a rule set changed (or the whole of it NULL). */
enum broken_field {
    NO_RULES,
    NO_NAME,
    NO_TITLE,
    HOLES_PER_ROW,
    PLAYERS,
    HOLES_PER_PLAYER,
    SEEDS_PER_HOLE,
    CAPTURE_MAX,
    CAPTURE_SIDE,
    NO_MOVE,
    LEFTOVER,
    MIN_SOW,
    CHAIN,
    WHOLE_ROW,
    REPETITION_LEFTOVER,
    NAME,  /* value: which of bad_names */
    TITLE, /* value: which of bad_titles */
};

static const char *const bad_names[] = {
    "Tihbat", "", "tihbat 5", "a-name-of-thirty-two-bytes-long-", "bakuk/3", "\xc3\xa9t\xc3\xa9"};
static const char *const bad_titles[] = {
    "",         "\x1b[2J",
    "Tihbat\n", "\xff",
    "\xc0\xaf", "\xed\xa0\x80",
    "\xc2\x85", "A title of sixty-four bytes, one more than a title may have: 64."};

struct broken {
    char rules[8];
    enum broken_field field;
    int value;
    char about[48];
    char says[24]; /* what the reason names */
};

static const struct broken broken[] = {
    {"tihbat", NO_RULES, 0, "no rule set at all", "NULL"},
    {"tihbat", NO_NAME, 0, "no name", "name"},
    {"tihbat", NO_TITLE, 0, "no title", "title"},
    {"tihbat", HOLES_PER_ROW, 5, "ten holes", "holes_per_row"},
    {"tihbat", HOLES_PER_ROW, 0, "no holes", "holes_per_row"},
    {"bakuk", HOLES_PER_ROW, INT_MAX, "INT_MAX holes a row", "holes_per_row"},
    {"bakuk", HOLES_PER_ROW, -3, "-3 holes a row", "holes_per_row"},
    {"tihbat", PLAYERS, 5, "five players", "players"},
    {"bakuk3", PLAYERS, 1, "one player", "players"},
    {"bakuk", PLAYERS, INT_MIN, "INT_MIN players", "players"},
    {"tihbat", HOLES_PER_PLAYER, 3, "holes that do not share out", "holes_per_player"},
    {"bakuk", HOLES_PER_PLAYER, 0, "no holes a player", "holes_per_player"},
    {"bakuk3", HOLES_PER_PLAYER, INT_MAX, "INT_MAX holes a player", "holes_per_player"},
    {"tihbat", SEEDS_PER_HOLE, 0, "zero seeds", "seeds_per_hole"},
    {"bakuk", SEEDS_PER_HOLE, -1, "-1 seeds a hole", "seeds_per_hole"},
    {"tihbat", SEEDS_PER_HOLE, 16, "64 seeds: one more than a hole holds", "seeds_per_hole"},
    {"bakuk", SEEDS_PER_HOLE, INT_MAX, "INT_MAX seeds a hole", "seeds_per_hole"},
    {"tihbat", CAPTURE_MAX, 64, "capture counts past any hole", "capture_max"},
    {"bakuk", CAPTURE_MAX, INT_MAX, "INT_MAX capture counts", "capture_max"},
    {"tihbat", CAPTURE_MAX, 1, "no capture count", "capture_max"},
    {"bakuk", CAPTURE_MAX, -5, "negative capture counts", "capture_max"},
    {"tihbat", CAPTURE_SIDE, 7, "no capture side", "capture_side"},
    {"bakuk", NO_MOVE, -1, "no rule for no move", "no_move"},
    {"bakuk3", LEFTOVER, 3, "no rule for leftovers", "leftover"},
    {"modiar", MIN_SOW, 0, "no smallest hole to play", "min_sow"},
    {"modiar", MIN_SOW, 64, "a smallest hole past any hole", "min_sow"},
    {"koumma", MIN_SOW, INT_MIN, "INT_MIN seeds to play", "min_sow"},
    {"koumma", CHAIN, 3, "no chain", "chain"},
    {"modiar", WHOLE_ROW, -1, "no rule for a whole row", "whole_row"},
    {"modiar", REPETITION_LEFTOVER, 9, "no rule for seeds left at a repetition",
     "repetition_leftover"},
    {"modiar", REPETITION_LEFTOVER, TB_LEFTOVER_OWNERS, "owners at a repetition",
     "repetition_leftover"},
    {"tihbat", NAME, 0, "a name in capitals", "name"},
    {"tihbat", NAME, 1, "an empty name", "name"},
    {"tihbat", NAME, 2, "a name with a space", "name"},
    {"bakuk", NAME, 3, "a name of 32 bytes", "name"},
    {"bakuk", NAME, 4, "a name with a slash", "name"},
    {"koumma", NAME, 5, "a name not in ASCII", "name"},
    {"tihbat", TITLE, 0, "an empty title", "title"},
    {"tihbat", TITLE, 1, "a title with an escape", "title"},
    {"bakuk", TITLE, 2, "a title with a newline", "title"},
    {"bakuk", TITLE, 3, "a title not in UTF-8", "title"},
    {"koumma", TITLE, 4, "a title with an overlong slash", "title"},
    {"koumma", TITLE, 5, "a title with a surrogate", "title"},
    {"modiar", TITLE, 6, "a title with a C1 control", "title"},
    {"modiar", TITLE, 7, "a title of 64 bytes", "title"},
};

/* t's rule set into *r; NULL for no rule set at all. */
static const tb_rules *make_broken(const struct broken *t, tb_rules *r)
{
    *r = *rules_named(t->rules);
    switch (t->field) {
    case NO_RULES: return NULL;
    case NO_NAME: r->name = NULL; break;
    case NO_TITLE: r->title = NULL; break;
    case HOLES_PER_ROW: r->holes_per_row = t->value; break;
    case PLAYERS: r->players = t->value; break;
    case HOLES_PER_PLAYER: r->holes_per_player = t->value; break;
    case SEEDS_PER_HOLE: r->seeds_per_hole = t->value; break;
    case CAPTURE_MAX: r->capture_max = t->value; break;
    case CAPTURE_SIDE: r->capture_side = (enum tb_capture_side)t->value; break;
    case NO_MOVE: r->no_move = (enum tb_no_move)t->value; break;
    case LEFTOVER: r->leftover = (enum tb_leftover)t->value; break;
    case MIN_SOW: r->min_sow = t->value; break;
    case CHAIN: r->chain = (enum tb_chain)t->value; break;
    case WHOLE_ROW: r->whole_row = (enum tb_whole_row)t->value; break;
    case REPETITION_LEFTOVER: r->repetition_leftover = (enum tb_leftover)t->value; break;
    case NAME: r->name = bad_names[t->value]; break;
    case TITLE: r->title = bad_titles[t->value]; break;
    }
    return r;
}

/* Every public function that takes a rule set refuses it, or answers as
 * the header says, and reads nothing past the board (ASan, in check-san);
 * no game can be made of it, so the functions of games never see it.
 * tests/build/test_symbols.sh checks that this test names each of them. */
static void expect_refused(const struct broken *t)
{
    tb_rules copy;
    const tb_rules *r = make_broken(t, &copy);
    tb_error err;
    cr_assert_eq(tb_rules_check(r, &err), TB_EINVAL, "%s: accepted", t->about);
    cr_assert(strstr(err.message, t->says), "%s: the reason \"%s\" does not name %s", t->about,
              err.message, t->says);
    expect_error_text(&err, t->about);
    cr_assert_eq(tb_rules_check(r, NULL), TB_EINVAL, "%s: accepted without err", t->about);

    cr_assert_eq(tb_holes(r), 0, "%s: %d holes", t->about, tb_holes(r));
    cr_assert_eq(tb_total_seeds(r), 0, "%s: %d seeds", t->about, tb_total_seeds(r));
    for (int h = -1; h <= 2 * TB_MAX_HOLES; h++)
        cr_assert_eq(tb_owner(r, h), -1, "%s: hole %d has an owner", t->about, h);
    for (int c = 'A'; c <= 'Z'; c++)
        cr_assert_eq(tb_hole_from_label(r, (char)c), TB_NO_MOVE, "%s: %c is a hole", t->about, c);

    tb_position start;
    memset(&start, 0xa5, sizeof start);
    cr_assert_eq(tb_position_start(r, &start), TB_EINVAL, "%s: a start position", t->about);
    static const tb_position zero;
    cr_assert(memcmp(&start, &zero, sizeof start) == 0, "%s: the start is not cleared", t->about);

    /* Positions that are possible under the rule set it was made from,
     * and under a ten-hole one. */
    tb_position positions[2];
    tb_position_start(rules_named(t->rules), &positions[0]);
    positions[1] = (tb_position){{1, 1, 1, 1, 1, 1, 1, 1}, {0}, 1};
    for (int i = 0; i < 2; i++) {
        const tb_position *p = &positions[i];
        cr_assert_eq(tb_position_check(r, p), TB_EINVAL, "%s: position %d accepted", t->about, i);
        cr_assert_eq(tb_seeds_on_board(r, p), -1, "%s: seeds counted", t->about);
        cr_assert(!tb_position_equal(r, p, p), "%s: positions compared", t->about);
        cr_assert_eq(tb_position_key(r, p), UINT64_MAX, "%s: a key", t->about);
        cr_assert_eq(tb_legal_moves(r, p), 0u, "%s: legal moves", t->about);
        cr_assert_eq(tb_position_end(r, p), TB_END_NONE, "%s: an end", t->about);
        tb_result res;
        cr_assert_eq(tb_score(r, p, TB_END_ALL_CAPTURED, &res), TB_EINVAL, "%s: scored", t->about);
        cr_assert(res.end == TB_END_NONE && res.winner == -1 && res.scores[0] == 0,
                  "%s: a score was left", t->about);
        for (int move = TB_NO_MOVE; move <= 2 * TB_MAX_HOLES; move++) {
            cr_assert_str_eq(tb_why_illegal(r, p, move), tb_strerror(TB_EINVAL), "%s: move %d",
                             t->about, move);
            tb_position out = positions[1 - i];
            tb_account acc;
            cr_assert_eq(tb_sow(r, p, move, &out, &acc), TB_EINVAL, "%s: sowed %d", t->about, move);
            cr_assert_eq(tb_sow(r, p, move, &out, NULL), TB_EINVAL, "%s: sowed %d", t->about, move);
            cr_assert(memcmp(&out, &positions[1 - i], sizeof out) == 0,
                      "%s: a refused sowing wrote", t->about);
        }
        char text[64] = "x";
        cr_assert_eq(tb_position_format(r, p, text, sizeof text), 0u, "%s: formatted", t->about);
        cr_assert_str_eq(text, "", "%s: formatted as \"%s\"", t->about, text);
        int status = TB_OK;
        cr_assert_null(tb_game_new(r, p, &status), "%s: a game was made", t->about);
        cr_assert_eq(status, TB_EINVAL, "%s: tb_game_new says %s", t->about, tb_strerror(status));
        status = TB_OK;
        cr_assert_null(tb_playout_new(r, p, &status), "%s: a playout was made", t->about);
        cr_assert_eq(status, TB_EINVAL, "%s: tb_playout_new says %s", t->about,
                     tb_strerror(status));
    }
    int status = TB_OK;
    cr_assert_null(tb_game_new(r, NULL, &status), "%s: a game from the start", t->about);
    cr_assert_eq(status, TB_EINVAL, "%s: tb_game_new says %s", t->about, tb_strerror(status));
    status = TB_OK;
    cr_assert_null(tb_playout_new(r, NULL, &status), "%s: a playout from the start", t->about);
    cr_assert_eq(status, TB_EINVAL, "%s: tb_playout_new says %s", t->about, tb_strerror(status));

    static const char *const texts[] = {"7,7,7,7:1:0,0", "6,6,6,6,6,6:1:0,0",
                                        "1,1,1,1,1,1,1,1,1,1:1:0,0"};
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        tb_position out = positions[0];
        tb_error why;
        cr_assert_eq(tb_position_parse(r, texts[i], &out, &why), TB_EINVAL, "%s: read %s", t->about,
                     texts[i]);
        cr_assert_str_eq(why.message, err.message, "%s: \"%s\" is refused for \"%s\"", t->about,
                         texts[i], why.message);
        cr_assert(memcmp(&out, &positions[0], sizeof out) == 0, "%s: a refusal wrote", t->about);
    }

    /* Written as nothing; no game takes it for its own rule set. */
    char rules_text[TB_RULES_TEXT_MAX] = "x";
    cr_assert_eq(tb_rules_format(r, rules_text, sizeof rules_text), 0u, "%s: written", t->about);
    cr_assert_str_eq(rules_text, "", "%s: written as \"%s\"", t->about, rules_text);
    tb_game *g = tb_game_new(rules_named(t->rules), NULL, NULL);
    cr_assert_not_null(g);
    cr_assert_eq(tb_game_set_rules(g, r), TB_EINVAL, "%s: a game took it", t->about);
    cr_assert_eq(tb_game_rules(g), rules_named(t->rules), "%s: the game's rules changed", t->about);
    tb_game_free(g);
}

/* In one process: valgrind starts each of Criterion's anew, at a second
 * or more each. */
Test(robust, broken_rule_sets)
{
    for (size_t i = 0; i < sizeof broken / sizeof broken[0]; i++)
        expect_refused(&broken[i]);
}

/* The limits are reached, not passed: the largest rule set is played. */
Test(robust, largest_rule_set)
{
    tb_rules r = *rules_named("bakuk");
    r.holes_per_row = TB_MAX_HOLES / 2;
    r.players = TB_MAX_PLAYERS;
    r.holes_per_player = 2;
    r.seeds_per_hole = TB_MAX_SEEDS / TB_MAX_HOLES;
    r.capture_max = TB_MAX_SEEDS;
    cr_assert_eq(tb_rules_check(&r, NULL), TB_OK);
    tb_game *g = tb_game_new(&r, NULL, NULL);
    cr_assert_not_null(g);
    rng random = {12};
    for (int i = 0; i < 1000 && !tb_game_over(g); i++) {
        unsigned moves = tb_game_moves(g);
        cr_assert_eq(tb_game_play(g, moves ? rng_pick_bit(&random, moves) : TB_PASS, NULL), TB_OK);
    }
    tb_game_free(g);
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
        cr_assert_eq(tb_hole_from_label(r, labels[i]), TB_NO_MOVE, "label 0x%02x is a hole",
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
