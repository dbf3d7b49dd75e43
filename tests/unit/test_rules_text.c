/*
 * test_rules_text.c - the rules format (docs/rules.md, "Rules as files"):
 * every built-in game written and read back as itself, "like", and every
 * kind of file refused with the line, the field and why.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

static tb_rules *parsed(const char *text, int *status, tb_error *err)
{
    return tb_rules_parse(text, strlen(text), status, err);
}

/* Every field of a and b the same, names included. */
static void expect_same_rules(const tb_rules *a, const tb_rules *b, const char *what)
{
    char ta[TB_RULES_TEXT_MAX], tb[TB_RULES_TEXT_MAX];
    tb_rules_format(a, ta, sizeof ta);
    tb_rules_format(b, tb, sizeof tb);
    cr_assert_str_eq(ta, tb, "%s: the rule sets differ:\n%s\n--\n%s", what, ta, tb);
    model_rules ma, mb;
    model_of(a, &ma);
    model_of(b, &mb);
    cr_assert(strcmp(ma.name, mb.name) == 0 && ma.holes == mb.holes && ma.players == mb.players &&
                  ma.holes_per_player == mb.holes_per_player &&
                  ma.seeds_per_hole == mb.seeds_per_hole && ma.origin_first == mb.origin_first &&
                  ma.smallest == mb.smallest && ma.capture_max == mb.capture_max &&
                  ma.any_side == mb.any_side && ma.chain == mb.chain &&
                  ma.quiet_first == mb.quiet_first && ma.whole_row == mb.whole_row &&
                  ma.feeding == mb.feeding && ma.pass_when_empty == mb.pass_when_empty &&
                  ma.left_at_end == mb.left_at_end &&
                  ma.left_at_repetition == mb.left_at_repetition,
              "%s: a field differs though the texts agree", what);
    cr_assert_str_eq(a->title, b->title, "%s: titles", what);
}

Test(rules_text, every_built_in_game_reads_back_as_itself)
{
    for (int i = 0; tb_rules_at(i); i++) {
        const tb_rules *r = tb_rules_at(i);
        char text[TB_RULES_TEXT_MAX];
        size_t len = tb_rules_format(r, text, sizeof text);
        cr_assert(len > 0 && len < sizeof text, "%s: %zu bytes", r->name, len);
        cr_assert_eq(tb_rules_format(r, NULL, 0), len, "%s: the length asked", r->name);
        int status;
        tb_error err;
        tb_rules *back = tb_rules_parse(text, len, &status, &err);
        cr_assert_not_null(back, "%s: its own text refused: %s", r->name, err.message);
        cr_assert_eq(tb_rules_check(back, NULL), TB_OK);
        expect_same_rules(back, r, r->name);
        tb_rules_free(back);
    }
}

Test(rules_text, written_as_docs_rules_md_shows_it)
{
    char text[TB_RULES_TEXT_MAX];
    tb_rules_format(rules_named("modiar"), text, sizeof text);
    cr_assert_str_eq(text, "name: modiar\ntitle: Modiar\nholes_per_row: 3\nseeds_per_hole: 7\n"
                           "players: 2\nholes_per_player: 3\norigin_first: yes\nmin_sow: 2\n"
                           "capture_max: 6\ncapture_side: any\nchain: backward\n"
                           "quiet_start: yes\nwhole_row: forbidden\nfeeding: yes\n"
                           "no_move: ends\nleftover: owners\nrepetition_leftover: split\n");
    /* Cut short like snprintf: what fits, ended, and the whole length. */
    char small[10];
    size_t len = tb_rules_format(rules_named("modiar"), small, sizeof small);
    cr_assert_eq(len, strlen(text));
    cr_assert_str_eq(small, "name: mod");
    cr_assert_eq(tb_rules_format(NULL, small, sizeof small), 0u);
    cr_assert_str_eq(small, "");
}

Test(rules_text, like_starts_from_a_built_in_game)
{
    int status;
    tb_error err;
    tb_rules *r = parsed("# Tihbat with five seeds a hole\r\n"
                         "like: tihbat\n"
                         "\n"
                         "  name :  tihbat5  \n"
                         "title: Tihbat à 5\n"
                         "seeds_per_hole: 5",
                         &status, &err);
    cr_assert_not_null(r, "refused: %s", err.message);
    tb_rules want = *rules_named("tihbat");
    want.name = "tihbat5";
    want.title = "Tihbat à 5";
    want.seeds_per_hole = 5;
    expect_same_rules(r, &want, "tihbat5");
    cr_assert_eq(tb_total_seeds(r), 20);
    tb_rules_free(r);
    tb_rules_free(NULL);
}

/* A file the engine refuses: where, and what its reason names. */
struct refused_text {
    char text[400];
    int status;
    int line;
    char says[48];
};

static const struct refused_text refused[] = {
    {"like: tihbat\nname: x\nseeds_per_hole: 16\n", TB_EINVAL, 3, "seeds_per_hole is 16"},
    {"like: bakuk\nname: x\nplayers: 4\n", TB_EINVAL, 1, "holes_per_player is 3"},
    {"like: bakuk\nname: x\nholes_per_player: 2\nplayers: 4\n", TB_EINVAL, 3, "holes_per_player"},
    {"like: modiar\nname: x\nrepetition_leftover: owners\n", TB_EINVAL, 3, "repetition_leftover"},
    {"like: modiar\nname: x\nmin_sow: 0\n", TB_EINVAL, 3, "min_sow is 0"},
    {"like: modiar\nname: x\ncapture_max: 64\n", TB_EINVAL, 3, "capture_max is 64"},
    {"like: modiar\nname: X\n", TB_EINVAL, 2, "name"},
    {"like: modiar\nname: x\ntitle: \x1b[2J\n", TB_EINVAL, 3, "title"},
    {"like: modiar\nname: a-name-of-thirty-two-bytes-long-\n", TB_EINVAL, 2, "longer than 31"},
    {"like: tihbat\nseeds_per_hole: 6\n", TB_EINVAL, 1, "built-in game's"},
    {"like: tihbat\nname: x\nchain: sideways\n", TB_ESYNTAX, 3, "none, forward or backward"},
    {"like: tihbat\nname: x\nfeeding: true\n", TB_ESYNTAX, 3, "no or yes"},
    {"like: tihbat\nname: x\nseeds_per_hole: -3\n", TB_ESYNTAX, 3, "a whole number"},
    {"like: tihbat\nname: x\nseeds_per_hole: 1234567\n", TB_ESYNTAX, 3, "a whole number"},
    {"like: tihbat\nname: x\nseeds_per_hole:\n", TB_ESYNTAX, 3, "a whole number"},
    {"like: tihbat\nname: x\nseeds: 5\n", TB_ESYNTAX, 3, "'seeds'"},
    {"like: tihbat\nname: x\nname: y\n", TB_ESYNTAX, 3, "given twice, first on line 2"},
    {"like: tihbat\nname x\n", TB_ESYNTAX, 2, "'field: value'"},
    {"name: x\nlike: tihbat\n", TB_ESYNTAX, 2, "like comes first"},
    {"like: kalah\n", TB_ESYNTAX, 1, "'kalah'"},
    {"name: x\ntitle: X\n", TB_ESYNTAX, 0, "holes_per_row is not given"},
    {"", TB_ESYNTAX, 0, "name is not given"},
};

/* One file of the table refused; a failure names it, and the files after
 * it are still checked (one test for them all: a process each would be a
 * valgrind start each in make valgrind). */
static void expect_refused(const struct refused_text *t)
{
    int status = TB_OK;
    tb_error err;
    tb_rules *r = parsed(t->text, &status, &err);
    cr_expect_null(r, "%s: accepted:\n%s", t->says, t->text);
    if (r) {
        tb_rules_free(r);
        return;
    }
    cr_expect_eq(status, t->status, "%s: status %s, expected %s", t->says, tb_strerror(status),
                 tb_strerror(t->status));
    cr_expect_eq(err.line, t->line, "%s: line %d, expected %d (%s)", t->says, err.line, t->line,
                 err.message);
    cr_expect(strstr(err.message, t->says), "the reason \"%s\" does not say \"%s\"", err.message,
              t->says);
    expect_error_text(&err, t->says);
    /* Without err and status, the same refusal. */
    r = tb_rules_parse(t->text, strlen(t->text), NULL, NULL);
    cr_expect_null(r, "%s: accepted without err and status", t->says);
    tb_rules_free(r);
}

Test(rules_text, refused)
{
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++)
        expect_refused(&refused[i]);
}

/* Bytes a file may hold anywhere: the parser reads only len of them. */
Test(rules_text, reads_len_bytes_and_no_more)
{
    static const char text[] = "like: koumma\nname: koumma5\nseeds_per_hole: 5\nGARBAGE";
    int status;
    tb_error err;
    tb_rules *r = tb_rules_parse(text, strlen(text) - strlen("GARBAGE"), &status, &err);
    cr_assert_not_null(r, "refused: %s", err.message);
    cr_assert_eq(r->seeds_per_hole, 5);
    tb_rules_free(r);
    static const char nul[] = "like: koumma\nname: k\0\nseeds_per_hole: 5\n";
    cr_assert_null(tb_rules_parse(nul, sizeof nul - 1, &status, &err));
    cr_assert(err.line == 2 && strstr(err.message, "NUL"), "line %d: %s", err.line, err.message);
}

/* The largest rule set the engine plays, written and read back. */
Test(rules_text, the_limits_are_reached)
{
    int status;
    tb_error err;
    tb_rules *r = parsed("like: bakuk3\nname: big\nholes_per_row: 4\nplayers: 4\n"
                         "holes_per_player: 2\nseeds_per_hole: 7\nmin_sow: 63\ncapture_max: 63\n"
                         "title: 63 bytes of title, which is all that a title may hold, no more.\n",
                         &status, &err);
    cr_assert_not_null(r, "refused: %s", err.message);
    cr_assert_eq(tb_total_seeds(r), 56);
    char text[TB_RULES_TEXT_MAX];
    tb_rules *back = tb_rules_parse(text, tb_rules_format(r, text, sizeof text), &status, &err);
    cr_assert_not_null(back, "its own text refused: %s", err.message);
    expect_same_rules(back, r, "big");
    tb_rules_free(back);
    tb_rules_free(r);
}
