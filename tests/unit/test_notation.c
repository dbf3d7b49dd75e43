/*
 * test_notation.c - positions written as "7,7,7,7:1:0,0": reading, writing,
 * and every kind of text that must be refused, with where it went wrong.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "support.h"

Test(notation, known_positions)
{
    static const struct {
        const char *rules, *text;
        uint8_t board[6], to_move, captured[3];
    } cases[] = {
        {"tihbat", "7,7,7,7:1:0,0", {7, 7, 7, 7}, 0, {0, 0}},
        {"tihbat", "1,5,1,5:2:8,8", {1, 5, 1, 5}, 1, {8, 8}},
        {"tihbat", "0,0,0,0:1:28,0", {0, 0, 0, 0}, 0, {28, 0}},
        {"bakuk", "8,8,2,1,9,8:1:0,0", {8, 8, 2, 1, 9, 8}, 0, {0, 0}},
        {"bakuk3", "6,6,6,6,6,0:3:1,2,3", {6, 6, 6, 6, 6, 0}, 2, {1, 2, 3}},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const tb_rules *r = rules_named(cases[i].rules);
        tb_position p = position_from(r, cases[i].text);
        cr_assert(memcmp(p.board, cases[i].board, (size_t)tb_holes(r)) == 0 &&
                      memcmp(p.captured, cases[i].captured, (size_t)r->players) == 0 &&
                      p.to_move == cases[i].to_move,
                  "%s: \"%s\" read as %s", cases[i].rules, cases[i].text, position_text(r, &p).s);
        char buf[64];
        size_t n = tb_position_format(r, &p, buf, sizeof buf);
        cr_assert_str_eq(buf, cases[i].text, "%s: written \"%s\", expected \"%s\"", cases[i].rules,
                         buf, cases[i].text);
        cr_assert_eq(n, strlen(cases[i].text), "tb_position_format returned %zu for \"%s\"", n,
                     cases[i].text);
    }
}

/* Written, read back and written again, any valid position is the same. */
Test(notation, round_trip)
{
    static const char *const names[] = {"tihbat", "bakuk", "bakuk3"};
    rng g = {7};
    for (int n = 0; n < 3; n++) {
        const tb_rules *r = rules_named(names[n]);
        for (int round = 0; round < 500; round++) {
            tb_position p, q;
            random_position(r, &g, &p);
            char text[64], again[64];
            tb_position_format(r, &p, text, sizeof text);
            tb_error err = {0};
            int status = tb_position_parse(r, text, &q, &err);
            cr_assert_eq(status, TB_OK, "%s: \"%s\" written but refused: %s", r->name, text,
                         err.message);
            cr_assert(same_position(r, &p, &q), "%s: \"%s\" read back as %s", r->name, text,
                      position_text(r, &q).s);
            tb_position_format(r, &q, again, sizeof again);
            cr_assert_str_eq(again, text, "%s: \"%s\" written again as \"%s\"", r->name, text,
                             again);
        }
    }
}

/* Like snprintf: the length it needs, however small the buffer. */
Test(notation, format_truncates_like_snprintf)
{
    const tb_rules *r = rules_named("bakuk3");
    tb_position p = position_from(r, "10,6,6,6,6,2:2:0,0,0");
    const char *full = "10,6,6,6,6,2:2:0,0,0";
    size_t need = strlen(full);
    cr_assert_eq(tb_position_format(r, &p, NULL, 0), need, "with no buffer it should return %zu",
                 need);
    for (size_t size = 1; size <= need + 1; size++) {
        char buf[64];
        memset(buf, '#', sizeof buf);
        size_t n = tb_position_format(r, &p, buf, size);
        cr_assert_eq(n, need, "buffer of %zu: returned %zu, expected %zu", size, n, need);
        cr_assert_eq(strlen(buf), size - 1, "buffer of %zu: wrote \"%s\"", size, buf);
        cr_assert_eq(strncmp(buf, full, size - 1), 0, "buffer of %zu: wrote \"%s\"", size, buf);
        cr_assert_eq(buf[size], '#', "buffer of %zu: wrote past its end", size);
    }
}

/* Text that is not a position.  column: where the problem is, 0 when the
 * problem (a count that is missing, too many seeds) has no single place. */
struct refused_text {
    char rules[8];
    char text[40];
    int column;
    char about[48];
};

static const struct refused_text refused[] = {
    {"tihbat", "", 0, "nothing"},
    {"tihbat", "7,7,7:1:0,0", 0, "three counts"},
    {"tihbat", "1,1,1,1,1:1:0,0", 0, "five counts"},
    {"tihbat", "7,7,7,7,7:1:0,0", 0, "five counts and 35 seeds"},
    {"bakuk", "7,7,7,7:1:0,0", 0, "a Tihbat board in Bakuk"},
    {"tihbat", "7,-7,7,7:1:0,0", 3, "a negative count"},
    {"tihbat", "7,7,7,7:1:-1,0", 11, "a negative store"},
    {"tihbat", "8,7,7,7:1:0,0", 0, "29 seeds"},
    {"tihbat", "7,7,7,7:1:1,0", 0, "29 seeds with the stores"},
    {"tihbat", "0,0,0,0:1:29,0", 0, "29 seeds in a store"},
    {"tihbat", "99999999999999999999,0,0,0:1:0,0", 0, "a count past any integer"},
    {"tihbat", "4294967303,0,0,0:1:0,0", 0, "2^32 + 7 seeds in A"},
    {"tihbat", "263,0,0,0:1:0,0", 0, "256 + 7 seeds in A"},
    {"bakuk", "6,6,6,6,6,7:1:0,0", 0, "37 seeds"},
    {"tihbat", "7,7,7,7", 0, "no player, no stores"},
    {"tihbat", "7,7,7,7:1", 0, "no stores"},
    {"tihbat", "7,7,7,7:1:", 0, "empty stores"},
    {"tihbat", "7,7,7,7:1:0", 0, "one store"},
    {"tihbat", "7,7,7,7:1:0,0,0", 0, "three stores in a two-player game"},
    {"bakuk3", "6,6,6,6,6,6:1:0,0", 0, "two stores in a three-player game"},
    {"tihbat", "7,7,7,7::0,0", 9, "no player"},
    {"tihbat", "7,7,7,7:0:0,0", 9, "player 0"},
    {"tihbat", "7,7,7,7:3:0,0", 9, "player 3 in a two-player game"},
    {"bakuk3", "6,6,6,6,6,6:4:0,0,0", 13, "player 4 in a three-player game"},
    {"tihbat", "7,7,7,7:1:0,0x", 14, "a letter after the end"},
    {"tihbat", "7,7,7,7:1:0,0:", 14, "a colon after the end"},
    {"tihbat", "7,7,7,7:1:0,0,", 0, "a comma after the end"},
    {"tihbat", "7,7,,7:1:0,0", 5, "an empty count"},
    {"tihbat", "7,7,a,7:1:0,0", 5, "a letter for a count"},
    {"tihbat", "7,7,7,7:x:0,0", 9, "a letter for the player"},
    {"tihbat", "7;7;7;7:1:0,0", 2, "semicolons"},
    {"tihbat", ",7,7,7,7:1:0,0", 1, "a comma first"},
};

/* One text of the table refused; a failure names it, and the texts after
 * it are still checked (one test for them all: a process each would be a
 * valgrind start each in make valgrind). */
static void expect_refused(const struct refused_text *t)
{
    const tb_rules *r = rules_named(t->rules);
    tb_position out;
    memset(&out, 0xAB, sizeof out);
    tb_error err;
    memset(&err, 0, sizeof err);
    int status = tb_position_parse(r, t->text, &out, &err);
    bool turned_down = status == TB_ESYNTAX || status == TB_EINVAL;
    cr_expect(turned_down, "%s \"%s\" (%s): tb_position_parse says %s, expected it refused",
              t->rules, t->text, t->about, tb_strerror(status));
    cr_expect(err.message[0] != '\0', "%s \"%s\" (%s): refused without a message", t->rules,
              t->text, t->about);
    bool terminated = memchr(err.message, '\0', sizeof err.message);
    cr_expect(terminated, "%s \"%s\" (%s): the message is not terminated", t->rules, t->text,
              t->about);
    if (!turned_down || !terminated)
        return;
    if (t->column)
        cr_expect_eq(err.column, t->column, "%s \"%s\" (%s): column %d (\"%s\"), expected %d",
                     t->rules, t->text, t->about, err.column, err.message, t->column);
    expect_error_text(&err, t->about);

    /* A NULL err is allowed. */
    status = tb_position_parse(r, t->text, &out, NULL);
    cr_expect_neq(status, TB_OK, "%s \"%s\" accepted when err is NULL", t->rules, t->text);
}

Test(notation, refused)
{
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++)
        expect_refused(&refused[i]);
}

/* What a front end translates: the format, and its arguments, each with
 * its kind: V a number or the text found, E the engine's own English. */
Test(notation, refusal_texts)
{
    static const struct {
        const char *rules, *text, *format, *args[TB_TEXT_ARGS], *kinds;
    } cases[] = {
        {"tihbat", "7,7,7:1:0,0", "too few hole counts: %s has %s", {"Tihbat", "4"}, "EV"},
        {"bakuk3",
         "6,6,6,6,6,6:4:0,0,0",
         "there is no player %s: %s has players 1 to %s",
         {"4", "Bakuk for three", "3"},
         "VEV"},
        {"tihbat",
         "8,7,7,7:1:0,0",
         "%s seeds in all, more than the %s of %s",
         {"29", "28", "Tihbat"},
         "VVE"},
        {"tihbat", "7,7,a,7:1:0,0", "expected a hole count, found %s", {"'a'"}, "V"},
        {"tihbat", "7,7,\x01,7:1:0,0", "expected a hole count, found %s", {"'\\x01'"}, "V"},
        {"tihbat", "7,7,7,7", "expected ':' before the player to move, found the end", {0}, ""},
        {"tihbat", "7,7,7,7:1:-1,0", "a captured count cannot be negative", {0}, ""},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tb_position out;
        tb_error err;
        tb_position_parse(rules_named(cases[i].rules), cases[i].text, &out, &err);
        cr_assert_str_eq(err.text.format, cases[i].format, "\"%s\": the format is \"%s\"",
                         cases[i].text, err.text.format);
        int count = (int)strlen(cases[i].kinds);
        cr_assert_eq(err.text.count, count, "\"%s\": %d arguments, expected %d", cases[i].text,
                     err.text.count, count);
        for (int a = 0; a < count; a++) {
            cr_assert_str_eq(err.text.args[a].text, cases[i].args[a],
                             "\"%s\": argument %d is \"%s\"", cases[i].text, a,
                             err.text.args[a].text);
            enum tb_arg_kind kind = cases[i].kinds[a] == 'E' ? TB_ARG_ENGLISH : TB_ARG_VERBATIM;
            cr_assert_eq(err.text.args[a].kind, kind, "\"%s\": argument %d is of kind %d",
                         cases[i].text, a, err.text.args[a].kind);
        }
        cr_assert_null(err.reason.format, "\"%s\": a reason", cases[i].text);
        expect_error_text(&err, cases[i].text);
    }
}
