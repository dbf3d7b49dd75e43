/*
 * test_rules.c - every rule of RULES.md, from positions made by hand: the
 * rule sets, labels and ownership, sowing, captures, passing, the Bakuk
 * end, turn order, and the moves the engine must refuse.
 */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "support.h"

/* ---- Rule sets and labels ---- */

Test(rules, rule_sets_in_menu_order)
{
    static const char *const names[] = {"tihbat", "bakuk", "bakuk3", "koumma", "modiar"};
    for (int i = 0; i < 5; i++) {
        const tb_rules *r = tb_rules_at(i);
        cr_assert_not_null(r, "tb_rules_at(%d) is NULL, expected %s", i, names[i]);
        cr_assert_str_eq(r->name, names[i], "tb_rules_at(%d) is %s, expected %s", i, r->name,
                         names[i]);
        cr_assert_eq(tb_rules_find(names[i]), r, "tb_rules_find(\"%s\") is not tb_rules_at(%d)",
                     names[i], i);
        cr_assert(r->title && r->title[0], "%s has no title", r->name);
    }
    cr_assert_null(tb_rules_at(5), "tb_rules_at(5) should be NULL: there are five rule sets");
    cr_assert_null(tb_rules_at(-1), "tb_rules_at(-1) should be NULL");
}

Test(rules, find_is_exact)
{
    static const char *const unknown[] = {"Tihbat", "BAKUK", "bakuk4", "", "tihbat ", "kalah"};
    for (size_t i = 0; i < sizeof unknown / sizeof unknown[0]; i++)
        cr_assert_null(tb_rules_find(unknown[i]), "tb_rules_find(\"%s\") found a rule set",
                       unknown[i]);
}

/* The data of each rule set says what RULES.md says. */
Test(rules, rule_set_data)
{
    static const char *const names[] = {"tihbat", "bakuk", "bakuk3", "koumma", "modiar"};
    for (int i = 0; i < 5; i++) {
        const tb_rules *r = rules_named(names[i]);
        const model_rules *m = model_named(names[i]);
        cr_assert_eq(tb_holes(r), m->holes, "%s: %d holes, expected %d", r->name, tb_holes(r),
                     m->holes);
        cr_assert_eq(r->players, m->players, "%s: %d players, expected %d", r->name, r->players,
                     m->players);
        cr_assert_eq(r->holes_per_player, m->holes_per_player, "%s: %d holes a player, expected %d",
                     r->name, r->holes_per_player, m->holes_per_player);
        cr_assert_eq(tb_total_seeds(r), m->holes * m->seeds_per_hole, "%s: %d seeds in all",
                     r->name, tb_total_seeds(r));
        cr_assert_eq(r->origin_first, m->origin_first, "%s: origin_first", r->name);
        cr_assert_eq(r->capture_max, m->capture_max, "%s: capture_max %d, expected %d", r->name,
                     r->capture_max, m->capture_max);
        cr_assert_eq(r->capture_side == TB_CAPTURE_ANY_SIDE, m->any_side, "%s: capture side",
                     r->name);
        model_rules data;
        model_of(r, &data);
        cr_assert_eq(data.chain, m->chain, "%s: chain", r->name);
        cr_assert_eq(r->min_sow, m->smallest, "%s: min_sow %d, expected %d", r->name, r->min_sow,
                     m->smallest);
        cr_assert_eq(r->quiet_start, m->quiet_first, "%s: quiet_start", r->name);
        cr_assert_eq(data.whole_row, m->whole_row, "%s: whole_row", r->name);
        cr_assert_eq(r->feeding, m->feeding, "%s: feeding", r->name);
        cr_assert_eq(r->no_move == TB_NO_MOVE_PASS, m->pass_when_empty, "%s: no_move", r->name);
        cr_assert_eq(data.left_at_end, m->left_at_end, "%s: leftover", r->name);
        cr_assert_eq(data.left_at_repetition, m->left_at_repetition, "%s: repetition_leftover",
                     r->name);
    }
    cr_assert_eq(tb_total_seeds(rules_named("tihbat")), 28);
    cr_assert_eq(tb_total_seeds(rules_named("bakuk")), 36);
}

/* Labels in sowing order; owners: "1122" means A and B are player 1's. */
Test(rules, labels_and_owners)
{
    static const struct {
        const char *rules, *owners;
    } sets[] = {
        {"tihbat", "1122"},
        {"bakuk", "111222"},
        {"bakuk3", "112233"},
    };
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) {
        const tb_rules *r = rules_named(sets[i].rules);
        int holes = (int)strlen(sets[i].owners);
        for (int h = 0; h < holes; h++) {
            char upper = (char)('A' + h), lower = (char)('a' + h);
            cr_assert_eq(tb_label(h), upper, "hole %d is labelled %c, expected %c", h, tb_label(h),
                         upper);
            cr_assert_eq(tb_hole_from_label(r, upper), h, "%s: label %c is hole %d, expected %d",
                         r->name, upper, tb_hole_from_label(r, upper), h);
            cr_assert_eq(tb_hole_from_label(r, lower), h, "%s: label %c is hole %d, expected %d",
                         r->name, lower, tb_hole_from_label(r, lower), h);
            cr_assert_eq(tb_owner(r, h), sets[i].owners[h] - '1',
                         "%s: %c belongs to player %d, expected %c", r->name, upper,
                         tb_owner(r, h) + 1, sets[i].owners[h]);
        }
        static const char not_labels[] = {'@', '[', '`', '{', '0', ' ', '\0', '\n', (char)0xC1};
        char past_upper = (char)('A' + holes), past_lower = (char)('a' + holes);
        cr_assert_eq(tb_hole_from_label(r, past_upper), TB_NO_MOVE, "%s: %c should be no hole",
                     r->name, past_upper);
        cr_assert_eq(tb_hole_from_label(r, past_lower), TB_NO_MOVE, "%s: %c should be no hole",
                     r->name, past_lower);
        for (size_t k = 0; k < sizeof not_labels; k++)
            cr_assert_eq(tb_hole_from_label(r, not_labels[k]), TB_NO_MOVE,
                         "%s: character %d should be no hole", r->name, not_labels[k]);
    }
}

Test(rules, start_positions)
{
    static const struct {
        const char *rules, *start;
    } sets[] = {
        {"tihbat", "7,7,7,7:1:0,0"},
        {"bakuk", "6,6,6,6,6,6:1:0,0"},
        {"bakuk3", "6,6,6,6,6,6:1:0,0,0"},
    };
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) {
        const tb_rules *r = rules_named(sets[i].rules);
        tb_position got, want = position_from(r, sets[i].start);
        memset(&got, 0xAB, sizeof got);
        tb_position_start(r, &got);
        cr_assert(same_position(r, &got, &want), "%s starts at %s, expected %s", r->name,
                  position_text(r, &got).s, sets[i].start);
        cr_assert_eq(tb_seeds_on_board(r, &got), tb_total_seeds(r),
                     "%s: %d seeds on the start board", r->name, tb_seeds_on_board(r, &got));
    }
}

/* ---- Sowing and capturing, one ply at a time ---- */

struct sowing {
    char rules[8];
    char before[24];
    char hole;
    char after[24];
    char sown[16]; /* labels in the order the seeds fell */
    int last_count;
    enum tb_why why;
    char taken[24]; /* "D2 E4": holes emptied, in order, and their seeds */
    char about[96];
};

static const struct sowing sowings[] = {
    /* Tihbat: the origin first, and again on every round. */
    {"tihbat", "13,0,0,0:1:0,0", 'A', "0,3,3,3:2:4,0", "ABCDABCDABCDA", 4, TB_WHY_CAPTURE, "A4",
     "the fourth round ends in the origin, which holds 4"},
    {"tihbat", "9,0,0,0:1:0,0", 'A', "3,2,2,2:2:0,0", "ABCDABCDA", 3, TB_WHY_ODD, "",
     "the third round ends in the origin, which holds 3"},
    /* Tihbat captures 2, 4, 6 and 8 on the mover's side only, one hole only. */
    {"tihbat", "7,4,0,0:1:0,0", 'B', "0,1,1,1:2:8,0", "BCDA", 8, TB_WHY_CAPTURE, "A8",
     "8 captures"},
    {"tihbat", "5,4,0,0:1:0,0", 'B', "0,1,1,1:2:6,0", "BCDA", 6, TB_WHY_CAPTURE, "A6",
     "6 captures"},
    {"tihbat", "5,1,0,0:1:0,0", 'A', "0,2,1,1:2:2,0", "ABCDA", 2, TB_WHY_CAPTURE, "A2",
     "no chain: B holding 2 stays"},
    {"tihbat", "0,2,1,0:1:0,0", 'B', "0,1,2,0:2:0,0", "BC", 2, TB_WHY_OTHER_SIDE, "",
     "South's last seed makes 2 in C, North's"},
    {"tihbat", "1,0,0,2:2:0,0", 'D', "2,0,0,1:1:0,0", "DA", 2, TB_WHY_OTHER_SIDE, "",
     "North's last seed makes 2 in A, South's"},
    {"tihbat", "0,0,2,1:2:0,0", 'C', "0,0,1,0:1:0,2", "CD", 2, TB_WHY_CAPTURE, "D2",
     "North captures in D"},
    {"tihbat", "0,0,1,0:2:0,0", 'C', "0,0,1,0:1:0,0", "C", 1, TB_WHY_ODD, "",
     "North's single seed goes straight back"},
    /* Bakuk: from the next hole; the origin is sown on later rounds. */
    {"bakuk", "6,6,6,6,6,6:1:0,0", 'A', "1,7,7,7,7,7:2:0,0", "BCDEFA", 1, TB_WHY_ODD, "",
     "the start: the last seed in A"},
    {"bakuk", "7,0,0,0,0,0:1:0,0", 'A', "1,0,1,1,1,1:2:2,0", "BCDEFAB", 2, TB_WHY_CAPTURE, "B2",
     "round past the origin; 2 on the mover's own side captures"},
    {"bakuk", "1,5,0,0,0,0:1:0,0", 'A', "0,6,0,0,0,0:2:0,0", "B", 6, TB_WHY_TOO_MANY, "",
     "6 is too many"},
    {"bakuk", "0,0,1,1,3,0:1:0,0", 'C', "0,0,0,0,3,0:2:2,0", "D", 2, TB_WHY_CAPTURE, "D2",
     "2 on the other side; 3 in E stops the chain"},
    {"bakuk", "0,0,1,3,4,1:1:0,0", 'C', "0,0,0,0,0,1:2:8,0", "D", 4, TB_WHY_CAPTURE, "D4 E4",
     "4 then 4; 1 in F stops the chain"},
    {"bakuk", "0,0,1,1,6,2:1:0,0", 'C', "0,0,0,0,6,2:2:2,0", "D", 2, TB_WHY_CAPTURE, "D2",
     "6 in E stops the chain; F's 2 stays"},
    {"bakuk", "2,2,1,1,2,2:1:0,0", 'C', "0,0,0,0,0,0:2:10,0", "D", 2, TB_WHY_CAPTURE,
     "D2 E2 F2 A2 B2", "the chain goes round past F and stops at the emptied origin C"},
    {"bakuk", "0,0,1,5,0,0:2:0,0", 'D', "1,1,0,0,1,1:1:0,2", "EFABC", 2, TB_WHY_CAPTURE, "C2",
     "North captures on South's side; the emptied origin D stops the chain"},
    {"bakuk", "13,1,0,0,0,0:1:0,0", 'A', "0,0,0,0,0,0:2:14,0", "BCDEFABCDEFAB", 4, TB_WHY_CAPTURE,
     "B4 C2 D2 E2 F2 A2",
     "the chain takes every hole, the origin too, and stops at the landing hole"},
    /* Koumma: Bakuk's board and chain, the first seed back into its hole,
     * and 6 taken too. */
    {"koumma", "6,6,6,6,6,6:1:0,0", 'A', "1,7,7,7,7,7:2:0,0", "ABCDEF", 7, TB_WHY_ODD, "",
     "the start: the first seed back into A, the last in F"},
    {"koumma", "1,2,5,0,3,0:1:0,0", 'B', "1,1,0,0,3,0:2:6,0", "BC", 6, TB_WHY_CAPTURE, "C6",
     "6 captures; D's 0 stops the chain"},
    {"koumma", "0,0,2,1,6,3:1:0,0", 'C', "0,0,1,0,0,3:2:8,0", "CD", 2, TB_WHY_CAPTURE, "D2 E6",
     "the chain goes forward and takes 6 too; F's 3 stops it"},
    {"koumma", "2,7,0,0,0,1:1:0,0", 'A', "1,8,0,0,0,1:2:0,0", "AB", 8, TB_WHY_TOO_MANY, "",
     "8 is too many"},
    {"koumma", "3,1,2,6,0,0:1:0,0", 'B', "3,1,2,6,0,0:2:0,0", "B", 1, TB_WHY_ODD, "",
     "a single seed goes straight back"},
    /* Modiar: the first move captures nothing, the chain goes back. */
    {"modiar", "7,7,7,7,7,7:1:0,0", 'A', "2,8,8,8,8,8:2:0,0", "ABCDEFA", 2, TB_WHY_FIRST_MOVE, "",
     "the game's first move makes 2 in A but captures nothing"},
    {"modiar", "7,7,7,7,7,7:2:0,0", 'D', "8,8,8,0,8,8:1:0,2", "DEFABCD", 2, TB_WHY_CAPTURE, "D2",
     "North on the same board: not a first move; C's 8 stops the chain"},
    {"modiar", "0,3,1,3,1,0:1:0,0", 'B', "0,1,0,0,1,0:2:6,0", "BCD", 4, TB_WHY_CAPTURE, "D4 C2",
     "the chain goes back from D into South's row; B's 1 stops it"},
    {"modiar", "1,3,0,0,3,1:2:0,0", 'E', "0,3,0,0,1,0:1:0,4", "EFA", 2, TB_WHY_CAPTURE, "A2 F2",
     "North's chain goes back from A round the board to F; E's 1 stops it"},
    {"modiar", "0,0,2,1,0,0:1:0,0", 'C', "0,0,1,2,0,0:2:0,0", "CD", 2, TB_WHY_WHOLE_ROW, "",
     "taking D would leave North no seed, and C is the only move: no capture"},
    {"modiar", "2,0,3,1,0,0:1:0,0", 'C', "2,0,1,2,1,0:2:0,0", "CDE", 1, TB_WHY_ODD, "",
     "North has no move: C gives it one"},
    /* Three players. */
    {"bakuk3", "0,0,2,0,0,0:2:0,0,0", 'C', "0,0,0,1,1,0:3:0,0,0", "DE", 1, TB_WHY_ODD, "",
     "player 2 owns C; player 3 moves next"},
    {"bakuk3", "1,1,0,0,0,1:3:0,0,0", 'F', "0,1,0,0,0,0:1:0,0,2", "A", 2, TB_WHY_CAPTURE, "A2",
     "player 3 captures on player 1's side; player 1 moves next"},
};

/* "D2 E4" into holes and seeds; returns how many. */
static int parse_taken(const tb_rules *r, const char *text, uint8_t *holes, uint8_t *seeds)
{
    int n = 0;
    for (const char *s = text; *s;) {
        if (*s == ' ') {
            s++;
            continue;
        }
        holes[n] = (uint8_t)tb_hole_from_label(r, *s++);
        int count = 0;
        while (*s >= '0' && *s <= '9')
            count = count * 10 + (*s++ - '0');
        seeds[n++] = (uint8_t)count;
    }
    return n;
}

/* Each ply of the table, one test for them all (a process each would be
 * a valgrind start each in make valgrind): a failure names its ply, and
 * the plies after it are still checked. */
static void expect_sowing(const struct sowing *s)
{
    const tb_rules *r = rules_named(s->rules);
    tb_position before = position_from(r, s->before), after = position_from(r, s->after), got;
    model_ply want = {.after = after, .last_count = s->last_count, .why = s->why};
    want.nsown = (int)strlen(s->sown);
    for (int i = 0; i < want.nsown; i++)
        want.sown[i] = (uint8_t)tb_hole_from_label(r, s->sown[i]);
    want.last = want.sown[want.nsown - 1];
    want.ncaptures = parse_taken(r, s->taken, want.capture_hole, want.capture_seeds);
    for (int i = 0; i < want.ncaptures; i++)
        want.captured += want.capture_seeds[i];
    int hole = tb_hole_from_label(r, s->hole);
    tb_account acc;

    int status = tb_sow(r, &before, hole, &got, &acc);
    cr_expect_eq(status, TB_OK, "%s %s %c (%s): %s", s->rules, s->before, s->hole, s->about,
                 tb_strerror(status));
    if (status != TB_OK)
        return;
    cr_expect(same_position(r, &got, &after), "%s %s %c (%s): got %s, expected %s", s->rules,
              s->before, s->hole, s->about, position_text(r, &got).s, s->after);
    expect_account(r, &before, hole, &acc, &want);
}

Test(rules, sowing)
{
    for (size_t i = 0; i < sizeof sowings / sizeof sowings[0]; i++)
        expect_sowing(&sowings[i]);
}

/* The same plies with the position sown in place and without an account. */
Test(rules, sowing_in_place)
{
    for (size_t i = 0; i < sizeof sowings / sizeof sowings[0]; i++) {
        const struct sowing *s = &sowings[i];
        const tb_rules *r = rules_named(s->rules);
        tb_position p = position_from(r, s->before), after = position_from(r, s->after);
        int status = tb_sow(r, &p, tb_hole_from_label(r, s->hole), &p, NULL);
        cr_expect_eq(status, TB_OK, "%s %s %c in place: %s", s->rules, s->before, s->hole,
                     tb_strerror(status));
        cr_expect(same_position(r, &p, &after), "%s %s %c in place: got %s, expected %s", s->rules,
                  s->before, s->hole, position_text(r, &p).s, s->after);
    }
}

/* A single seed in Tihbat: legal, the board stays, the turn passes. */
Test(rules, single_seed_is_a_legal_move)
{
    const tb_rules *r = rules_named("tihbat");
    tb_position p = position_from(r, "3,1,2,6:1:0,0"), out;
    cr_assert(tb_legal_moves(r, &p) & 2u, "B with a single seed should be a legal move");
    cr_assert_eq(tb_sow(r, &p, 1, &out, NULL), TB_OK);
    cr_assert_eq(memcmp(out.board, p.board, 4), 0, "the board changed: %s",
                 position_text(r, &out).s);
    cr_assert_eq(out.to_move, 1, "player %d to move after South's single seed, expected 2",
                 out.to_move + 1);
}

/* ---- Legal moves, passing and the end of Bakuk ---- */

Test(rules, legal_moves)
{
    static const struct {
        const char *rules, *position;
        unsigned moves;
    } cases[] = {
        {"tihbat", "7,7,7,7:1:0,0", 0x3},
        {"tihbat", "7,7,7,7:2:0,0", 0xC},
        {"tihbat", "0,3,4,5:1:0,0", 0x2},
        {"tihbat", "3,0,0,5:2:0,0", 0x8},
        {"tihbat", "0,0,3,4:1:0,0", 0x0},
        {"bakuk", "6,6,6,6,6,6:1:0,0", 0x7},
        {"bakuk", "6,6,6,6,6,6:2:0,0", 0x38},
        {"bakuk", "0,0,0,1,1,1:1:0,0", 0x0},
        {"bakuk3", "6,6,6,6,6,6:1:0,0,0", 0x3},
        {"bakuk3", "6,6,6,6,6,6:2:0,0,0", 0xC},
        {"bakuk3", "6,6,6,6,0,6:3:0,0,0", 0x20},
        /* Koumma: a single seed may be played. */
        {"koumma", "6,6,6,6,6,6:1:0,0", 0x7},
        {"koumma", "0,1,0,6,6,6:1:0,0", 0x2},
        /* Modiar: not a single seed; North, who has no move, must get one
         * if a move can give it; a move that takes North's every seed only
         * when there is no other. */
        {"modiar", "7,7,7,7,7,7:2:0,0", 0x38},
        {"modiar", "1,1,2,3,1,0:1:0,0", 0x4},
        {"modiar", "1,1,1,3,1,0:1:0,0", 0x0},
        {"modiar", "2,0,3,1,0,0:1:0,0", 0x4},
        {"modiar", "3,0,2,0,0,0:1:0,0", 0x5},
        {"modiar", "0,2,2,3,0,0:1:0,0", 0x2},
        {"modiar", "2,0,2,1,0,0:1:0,0", 0x4},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const tb_rules *r = rules_named(cases[i].rules);
        tb_position p = position_from(r, cases[i].position);
        unsigned got = tb_legal_moves(r, &p);
        cr_assert_eq(got, cases[i].moves, "%s %s: legal moves 0x%x, expected 0x%x", cases[i].rules,
                     cases[i].position, got, cases[i].moves);
    }
}

/* Tihbat: a player with both holes empty passes, and may do nothing else. */
Test(rules, tihbat_pass_when_both_holes_empty)
{
    const tb_rules *r = rules_named("tihbat");
    tb_position p = position_from(r, "0,0,3,4:1:9,12"), out;
    tb_account acc;

    cr_assert_eq(tb_position_end(r, &p), TB_END_NONE, "a player who must pass does not end Tihbat");
    cr_assert_eq(tb_sow(r, &p, TB_PASS, &out, &acc), TB_OK, "the pass should be legal here");
    cr_assert_eq(memcmp(out.board, p.board, 4), 0, "a pass changed the board: %s",
                 position_text(r, &out).s);
    cr_assert(out.to_move == 1 && out.captured[0] == 9 && out.captured[1] == 12,
              "after South's pass: %s, expected 0,0,3,4:2:9,12", position_text(r, &out).s);
    model_ply want;
    model_play(model_named("tihbat"), &p, TB_PASS, &want);
    expect_account(r, &p, TB_PASS, &acc, &want);
    cr_assert_eq(acc.result.end, TB_END_NONE, "a pass ended the game");
    for (int hole = 0; hole < 4; hole++)
        cr_assert_eq(tb_sow(r, &p, hole, &out, NULL), TB_EILLEGAL,
                     "hole %c should be illegal for a player who must pass", tb_label(hole));
}

/* TB_PASS is legal only for a player without seeds whose rules pass. */
Test(rules, pass_refused_unless_forced)
{
    static const struct {
        const char *rules, *position;
    } cases[] = {
        {"tihbat", "7,7,7,7:1:0,0"},       {"tihbat", "0,1,0,0:1:0,0"},
        {"tihbat", "1,0,0,1:2:0,0"},       {"bakuk", "6,6,6,6,6,6:1:0,0"},
        {"bakuk", "0,0,0,1,1,1:1:0,0"}, /* no seed, but Bakuk ends instead */
        {"bakuk3", "1,1,0,0,1,1:2:0,0,0"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const tb_rules *r = rules_named(cases[i].rules);
        tb_position p = position_from(r, cases[i].position), out;
        int status = tb_sow(r, &p, TB_PASS, &out, NULL);
        cr_assert_eq(status, TB_EILLEGAL, "%s %s: a pass gave %s, expected it refused as illegal",
                     cases[i].rules, cases[i].position, tb_strerror(status));
    }
}

/* Bakuk ends when the player to move has no seed, whatever the others have. */
Test(rules, end_without_history)
{
    static const struct {
        const char *rules, *position;
        enum tb_end end;
    } cases[] = {
        {"tihbat", "7,7,7,7:1:0,0", TB_END_NONE},
        {"tihbat", "0,0,3,4:1:0,0", TB_END_NONE},
        {"tihbat", "0,0,0,0:1:14,14", TB_END_ALL_CAPTURED},
        {"tihbat", "0,0,0,0:2:10,2", TB_END_ALL_CAPTURED},
        {"bakuk", "6,6,6,6,6,6:1:0,0", TB_END_NONE},
        {"bakuk", "0,0,0,1,1,1:1:0,0", TB_END_NO_MOVES},
        {"bakuk", "1,0,0,0,0,0:2:0,0", TB_END_NO_MOVES},
        {"bakuk", "0,0,1,0,0,0:1:0,0", TB_END_NONE},
        {"bakuk", "0,0,0,0,0,0:1:18,18", TB_END_ALL_CAPTURED},
        {"bakuk3", "0,0,1,1,1,1:1:0,0,0", TB_END_NO_MOVES},
        {"bakuk3", "1,1,0,0,1,1:2:0,0,0", TB_END_NO_MOVES},
        {"bakuk3", "0,0,0,0,1,0:3:0,0,0", TB_END_NONE},
        {"koumma", "0,0,0,1,1,1:1:0,0", TB_END_NO_MOVES},
        {"koumma", "1,0,0,0,0,0:1:0,0", TB_END_NONE},
        {"modiar", "1,1,1,3,1,0:1:0,0", TB_END_NO_MOVES}, /* single seeds only */
        {"modiar", "2,0,0,1,1,1:2:0,0", TB_END_NO_MOVES},
        {"modiar", "2,0,0,1,1,1:1:0,0", TB_END_NONE},
        {"modiar", "0,0,0,0,0,0:1:21,21", TB_END_ALL_CAPTURED},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const tb_rules *r = rules_named(cases[i].rules);
        tb_position p = position_from(r, cases[i].position);
        enum tb_end got = tb_position_end(r, &p);
        cr_assert_eq(got, cases[i].end, "%s %s: end %d, expected %d", cases[i].rules,
                     cases[i].position, got, cases[i].end);
    }
}

/* tb_sow reports the end that needs no history, with the scores. */
Test(rules, sow_reports_the_end)
{
    static const struct {
        const char *rules, *before;
        char hole;
        enum tb_end end;
        int left, scores[3], winner, owned[3];
    } cases[] = {
        {"bakuk", "1,0,1,3,4,0:1:0,0", 'C', TB_END_NO_MOVES, 1, {8, 0}, 0, {0}},
        {"bakuk", "2,2,1,1,2,2:1:0,0", 'C', TB_END_ALL_CAPTURED, 0, {10, 0}, 0, {0}},
        {"bakuk", "0,0,1,1,0,0:1:0,2", 'C', TB_END_ALL_CAPTURED, 0, {2, 2}, -1, {0}},
        {"bakuk3", "1,0,1,0,0,1:3:0,0,0", 'F', TB_END_NO_MOVES, 1, {0, 0, 2}, 2, {0}},
        /* Koumma: the seeds left count for no one. */
        {"koumma", "0,0,2,1,0,0:1:0,0", 'C', TB_END_NO_MOVES, 1, {2, 0}, 0, {0}},
        /* Modiar: each player takes the seeds of their own holes. */
        {"modiar", "3,0,0,0,0,0:1:0,0", 'A', TB_END_NO_MOVES, 3, {3, 0}, 0, {3, 0}},
        {"modiar", "1,1,2,3,1,0:1:0,0", 'C', TB_END_NO_MOVES, 4, {7, 1}, 0, {3, 1}},
        /* No move can give North one: C is played, and takes D. */
        {"modiar", "1,0,2,1,1,0:1:5,3", 'C', TB_END_NO_MOVES, 3, {9, 4}, 0, {2, 1}},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const tb_rules *r = rules_named(cases[i].rules);
        tb_position p = position_from(r, cases[i].before), out;
        tb_account acc;
        char what[80];
        snprintf(what, sizeof what, "%s %s %c", cases[i].rules, cases[i].before, cases[i].hole);
        cr_assert_eq(tb_sow(r, &p, tb_hole_from_label(r, cases[i].hole), &out, &acc), TB_OK, "%s",
                     what);
        tb_result want = {.end = cases[i].end, .left = cases[i].left, .winner = cases[i].winner};
        memcpy(want.scores, cases[i].scores, sizeof cases[i].scores);
        memcpy(want.owned, cases[i].owned, sizeof cases[i].owned);
        expect_result(&acc.result, &want, r->players, what);
    }
}

/* Turns go 1 -> 2 -> 3 -> 1 in bakuk3. */
Test(rules, bakuk3_turn_order)
{
    const tb_rules *r = rules_named("bakuk3");
    tb_position p;
    tb_position_start(r, &p);
    static const char moves[] = "ACEB";
    for (int i = 0; moves[i]; i++) {
        tb_account acc;
        int expected = i % 3;
        cr_assert_eq(p.to_move, expected, "ply %d: player %d to move, expected %d", i + 1,
                     p.to_move + 1, expected + 1);
        cr_assert_eq(tb_sow(r, &p, tb_hole_from_label(r, moves[i]), &p, &acc), TB_OK,
                     "ply %d: %c refused", i + 1, moves[i]);
        cr_assert_eq(acc.player, expected, "ply %d: account names player %d, expected %d", i + 1,
                     acc.player + 1, expected + 1);
    }
}

/* ---- Requests the engine must refuse, changing nothing ---- */

struct refusal {
    char rules[8], position[24];
    int hole;
    bool may_be_einval; /* out of range: TB_EINVAL or TB_EILLEGAL */
    char about[48];
};

static const struct refusal refusals[] = {
    {"tihbat", "7,7,7,7:1:0,0", 2, false, "South lifts C, North's"},
    {"tihbat", "7,7,7,7:1:0,0", 3, false, "South lifts D, North's"},
    {"tihbat", "7,7,7,7:2:0,0", 0, false, "North lifts A, South's"},
    {"tihbat", "0,7,7,7:1:0,7", 0, false, "A is empty"},
    {"tihbat", "7,7,7,0:2:0,7", 3, false, "D is empty"},
    {"tihbat", "7,7,7,7:1:0,0", TB_PASS, false, "a pass nobody needs"},
    {"tihbat", "7,7,7,7:1:0,0", 4, true, "hole 4 does not exist"},
    {"tihbat", "7,7,7,7:1:0,0", 7, true, "hole 7 does not exist"},
    {"tihbat", "7,7,7,7:1:0,0", 100, true, "hole 100 does not exist"},
    {"tihbat", "7,7,7,7:1:0,0", -2, true, "hole -2 does not exist"},
    {"tihbat", "7,7,7,7:1:0,0", INT_MIN, true, "hole INT_MIN does not exist"},
    {"tihbat", "7,7,7,7:1:0,0", INT_MAX, true, "hole INT_MAX does not exist"},
    {"bakuk", "6,6,6,6,6,6:1:0,0", 3, false, "South lifts D, North's"},
    {"bakuk", "6,6,0,6,6,6:1:0,6", 2, false, "C is empty"},
    {"bakuk", "6,6,6,6,6,6:1:0,0", 6, true, "hole 6 does not exist"},
    {"bakuk3", "6,6,6,6,6,6:1:0,0,0", 2, false, "player 1 lifts C, player 2's"},
    {"bakuk3", "6,6,6,6,6,6:2:0,0,0", 1, false, "player 2 lifts B, player 1's"},
    {"bakuk3", "6,6,6,6,6,6:3:0,0,0", 3, false, "player 3 lifts D, player 2's"},
    {"koumma", "6,6,6,6,6,6:1:0,0", 4, false, "South lifts E, North's"},
    {"koumma", "0,6,6,6,6,6:1:0,6", 0, false, "A is empty"},
    {"modiar", "1,1,2,3,1,0:1:0,0", 0, false, "A holds a single seed"},
    {"modiar", "1,1,2,3,1,0:1:0,0", 1, false, "B holds a single seed"},
    {"modiar", "2,0,3,1,0,0:1:0,0", 0, false, "A leaves North without a move, C gives one"},
    {"modiar", "0,2,2,3,0,0:1:0,0", 2, false, "C takes North's every seed, B does not"},
    {"modiar", "1,1,1,3,1,0:1:0,0", TB_PASS, false, "no passing in Modiar"},
};

/* Why the engine refuses a move, in its own words. */
Test(rules, why_a_move_is_illegal)
{
    static const struct {
        const char *rules, *position;
        char hole;
        const char *why;
    } cases[] = {
        {"tihbat", "7,7,7,7:1:0,0", 'C', "that hole belongs to another player"},
        {"tihbat", "0,7,7,7:1:0,7", 'A', "that hole is empty"},
        {"modiar", "1,1,2,3,1,0:1:0,0", 'A', "that hole holds too few seeds to be played"},
        {"modiar", "2,0,3,1,0,0:1:0,0", 'A',
         "the next player has no move: a move that gives them one must be played"},
        {"modiar", "0,2,2,3,0,0:1:0,0", 'C',
         "that move would capture every seed of a player's holes"},
        {"modiar", "0,2,2,3,0,0:1:0,0", 'B', NULL},
        {"modiar", "2,0,2,1,0,0:1:0,0", 'C', NULL}, /* the only move that feeds */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const tb_rules *r = rules_named(cases[i].rules);
        tb_position p = position_from(r, cases[i].position);
        const char *why = tb_why_illegal(r, &p, tb_hole_from_label(r, cases[i].hole));
        if (!cases[i].why)
            cr_assert_null(why, "%s %s %c: refused (%s)", cases[i].rules, cases[i].position,
                           cases[i].hole, why);
        else
            cr_assert(why && strcmp(why, cases[i].why) == 0, "%s %s %c: \"%s\", expected \"%s\"",
                      cases[i].rules, cases[i].position, cases[i].hole, why ? why : "(legal)",
                      cases[i].why);
    }
}

/* A whole row that the rules let be played, capturing nothing: both moves
 * are legal, and C takes nothing. */
Test(rules, whole_row_without_capture)
{
    tb_rules r = *rules_named("modiar");
    r.name = "modiar-kept";
    r.whole_row = TB_WHOLE_ROW_NO_CAPTURE;
    tb_position p = position_from(&r, "0,2,2,3,0,0:1:0,0"), out;
    tb_account acc;
    cr_assert_eq(tb_legal_moves(&r, &p), 0x6u, "moves 0x%x, expected B and C",
                 tb_legal_moves(&r, &p));
    cr_assert_eq(tb_sow(&r, &p, 2, &out, &acc), TB_OK);
    cr_assert_eq(acc.why, TB_WHY_WHOLE_ROW, "why %d", acc.why);
    cr_assert_eq(acc.captured, 0, "C took %d seeds", acc.captured);
    cr_assert(same_position(&r, &out, &(tb_position){.board = {0, 2, 1, 4}, .to_move = 1}),
              "C gave %s, expected 0,2,1,4,0,0:2:0,0", position_text(&r, &out).s);
    r.whole_row = TB_WHOLE_ROW_TAKEN; /* and taken, where the rules say so */
    cr_assert_eq(tb_sow(&r, &p, 2, &out, &acc), TB_OK);
    cr_assert_eq(acc.captured, 4, "C took %d seeds, expected D's 4", acc.captured);
}

/* Each request of the table refused, in one test: a failure names it. */
Test(rules, refused)
{
    for (size_t i = 0; i < sizeof refusals / sizeof refusals[0]; i++) {
        const struct refusal *f = &refusals[i];
        const tb_rules *r = rules_named(f->rules);
        tb_position p = position_from(r, f->position), kept = p, out;
        tb_account acc;
        memset(&out, 0xAB, sizeof out);
        memset(&acc, 0xAB, sizeof acc);
        tb_position out_kept = out;

        int status = tb_sow(r, &p, f->hole, &out, &acc);
        bool refused = status == TB_EILLEGAL || (f->may_be_einval && status == TB_EINVAL);
        cr_expect(refused, "%s %s, %s: tb_sow says %s, expected %s", f->rules, f->position,
                  f->about, tb_strerror(status),
                  f->may_be_einval ? "TB_EILLEGAL or TB_EINVAL" : "TB_EILLEGAL");
        cr_expect_eq(memcmp(&p, &kept, sizeof p), 0, "%s %s, %s: the position changed", f->rules,
                     f->position, f->about);
        cr_expect_eq(memcmp(&out, &out_kept, sizeof out), 0, "%s %s, %s: out was written", f->rules,
                     f->position, f->about);
        cr_expect_eq(tb_legal_moves(r, &p) & (f->hole >= 0 && f->hole < 32 ? 1u << f->hole : 0u),
                     0u, "%s %s, %s: tb_legal_moves lists it", f->rules, f->position, f->about);
    }
}

/* ---- Scores ---- */

Test(rules, scores)
{
    static const struct {
        const char *rules, *position;
        enum tb_end end;
        int left, share, scores[3], winner;
        const char *about;
        int owned[3];
    } cases[] = {
        {"tihbat", "1,5,1,5:1:8,8", TB_END_REPETITION, 12, 6, {14, 14}, -1, "RULES.md's draw", {0}},
        {"tihbat",
         "1,0,1,1:1:10,15",
         TB_END_REPETITION,
         3,
         1,
         {11, 16},
         1,
         "an odd seed left counts for nobody",
         {0}},
        {"tihbat", "2,0,0,0:2:14,12", TB_END_REPETITION, 2, 1, {15, 13}, 0, "South wins", {0}},
        {"tihbat", "0,0,0,0:1:16,12", TB_END_ALL_CAPTURED, 0, 0, {16, 12}, 0, "all captured", {0}},
        {"bakuk",
         "1,2,0,0,3,0:1:10,20",
         TB_END_NO_MOVES,
         6,
         0,
         {10, 20},
         1,
         "Bakuk's leftover counts for nobody",
         {0}},
        {"bakuk",
         "0,2,0,0,2,0:1:16,16",
         TB_END_REPETITION,
         4,
         0,
         {16, 16},
         -1,
         "a Bakuk draw",
         {0}},
        {"bakuk3",
         "0,0,0,0,0,0:1:12,10,14",
         TB_END_ALL_CAPTURED,
         0,
         0,
         {12, 10, 14},
         2,
         "player 3 wins",
         {0}},
        {"bakuk3",
         "0,0,1,1,0,0:1:12,10,12",
         TB_END_NO_MOVES,
         2,
         0,
         {12, 10, 12},
         -1,
         "players 1 and 3 tie for the most: a draw",
         {0}},
        {"bakuk3",
         "0,0,1,1,0,0:1:5,12,12",
         TB_END_NO_MOVES,
         2,
         0,
         {5, 12, 12},
         -1,
         "players 2 and 3 tie for the most: a draw",
         {0}},
        {"bakuk3",
         "0,0,1,1,0,0:1:12,5,5",
         TB_END_NO_MOVES,
         2,
         0,
         {12, 5, 5},
         0,
         "the two behind tie: player 1 still wins",
         {0}},
        {"koumma",
         "0,0,0,1,2,0:1:10,20",
         TB_END_NO_MOVES,
         3,
         0,
         {10, 20},
         1,
         "Koumma's leftover counts for nobody",
         {0}},
        {"modiar",
         "1,1,0,1,2,1:1:10,20",
         TB_END_NO_MOVES,
         6,
         0,
         {12, 24},
         1,
         "Modiar: each takes the seeds of their own holes",
         {2, 4}},
        {"modiar",
         "3,0,0,0,0,0:2:20,19",
         TB_END_NO_MOVES,
         3,
         0,
         {23, 19},
         0,
         "Modiar: South's holes are South's",
         {3, 0}},
        {"modiar",
         "3,1,2,3,1,2:1:10,20",
         TB_END_REPETITION,
         12,
         6,
         {16, 26},
         1,
         "Modiar: the seeds left at a repetition are shared",
         {0}},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const tb_rules *r = rules_named(cases[i].rules);
        tb_position p = position_from(r, cases[i].position);
        tb_result got, want = {.end = cases[i].end,
                               .left = cases[i].left,
                               .share = cases[i].share,
                               .winner = cases[i].winner};
        memcpy(want.scores, cases[i].scores, sizeof cases[i].scores);
        memcpy(want.owned, cases[i].owned, sizeof cases[i].owned);
        memset(&got, 0xAB, sizeof got);
        tb_score(r, &p, cases[i].end, &got);
        char what[120];
        snprintf(what, sizeof what, "%s %s (%s)", cases[i].rules, cases[i].position,
                 cases[i].about);
        expect_result(&got, &want, r->players, what);
    }
}

/* ---- Status names ---- */

Test(rules, status_names)
{
    static const int codes[] = {TB_OK,     TB_EINVAL,  TB_EILLEGAL, TB_EOVER,
                                TB_ENOMEM, TB_ESYNTAX, TB_ENOUNDO};
    enum { N = sizeof codes / sizeof codes[0] };
    for (int i = 0; i < N; i++) {
        const char *name = tb_strerror(codes[i]);
        cr_assert(name && name[0], "tb_strerror(%d) is empty", codes[i]);
        for (int j = 0; j < i; j++)
            cr_assert_str_neq(name, tb_strerror(codes[j]),
                              "statuses %d and %d have the same name \"%s\"", codes[i], codes[j],
                              name);
    }
    cr_assert(tb_strerror(-5) && tb_strerror(999), "tb_strerror of an unknown status is NULL");
}
