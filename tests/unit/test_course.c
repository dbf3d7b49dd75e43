/*
 * test_course.c - the lessons are true (src/app/course.c): each lesson's
 * right plies are played through the engine, and what its words say of
 * them (its `says`: the holes, the counts, the captures, the end) is
 * checked against the engine's account; every number its words write is
 * one of those, or one of its rules'; a wrong first move fails it; every
 * translation writes the same numbers.  And the lessons done are kept in
 * the state directory by their names.
 */
#define _POSIX_C_SOURCE 200809L /* mkdtemp, setenv */
#include <criterion/criterion.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/course.h"
#include "app/i18n.h"
#include "app/save.h"

/* A number the test's own tables write in digits. */
static int number(const char *digits) { return (int)strtol(digits, NULL, 10); }

/* The lesson's start: its position, and the plies before the learner's. */
static tb_game *staged(const struct lesson *l)
{
    const tb_rules *r = tb_rules_find(l->rules);
    cr_assert_not_null(r, "%s: no rules %s", l->id, l->rules);
    tb_position start;
    cr_assert_eq(tb_position_parse(r, l->position, &start, NULL), TB_OK, "%s: %s", l->id,
                 l->position);
    int status;
    tb_game *g = tb_game_new(r, &start, &status);
    cr_assert_not_null(g);
    for (const char *c = l->before; c && *c; c++)
        if (*c != ' ')
            cr_assert_eq(tb_game_play(g, tb_hole_from_label(r, *c), NULL), TB_OK, "%s: %c before",
                         l->id, *c);
    return g;
}

/* Plays the moves (hole letters) as the front end does: each forced pass
 * when it comes, before and after them. */
static void play_moves(tb_game *g, const char *moves, size_t n, const char *id)
{
    const tb_rules *r = tb_game_rules(g);
    for (size_t i = 0; i < n; i++) {
        if (moves[i] == ' ')
            continue;
        while (tb_game_must_pass(g))
            cr_assert_eq(tb_game_play(g, TB_PASS, NULL), TB_OK);
        cr_assert_eq(tb_game_play(g, tb_hole_from_label(r, moves[i]), NULL), TB_OK,
                     "%s: %c cannot be played", id, moves[i]);
    }
    while (tb_game_must_pass(g) && !tb_game_over(g))
        cr_assert_eq(tb_game_play(g, TB_PASS, NULL), TB_OK);
}

/* Checks one key=value of a lesson's `says` against the game after its
 * right plies. */
static void check_fact(const struct lesson *l, const tb_game *g, const char *key, const char *value)
{
    const tb_rules *r = tb_game_rules(g);
    tb_account acc;
    lesson_account(g, tb_game_ply(g), &acc);
    const tb_result *res = tb_game_result(g);
    const tb_position *now = tb_game_position(g);
    int n = number(value);
    if (strcmp(key, "lifted") == 0) {
        /* of the learner's last sowing, a pass after it apart */
        int ply = tb_game_ply(g);
        while (tb_game_move_at(g, ply - 1) == TB_PASS)
            ply--;
        lesson_account(g, ply, &acc);
        cr_expect_eq(acc.lifted, n, "%s: lifted %d, not %d", l->id, acc.lifted, n);
    } else if (strcmp(key, "last") == 0) {
        cr_expect_eq(acc.last, tb_hole_from_label(r, value[0]), "%s: the last seed fell in %c",
                     l->id, acc.last >= 0 ? tb_label(acc.last) : '-');
    } else if (strcmp(key, "holds") == 0) {
        cr_expect_eq(acc.last_count, n, "%s: the last hole holds %d", l->id, acc.last_count);
    } else if (strcmp(key, "captured") == 0) {
        cr_expect_eq(acc.captured, n, "%s: %d captured", l->id, acc.captured);
    } else if (strcmp(key, "from") == 0) {
        cr_expect_eq(acc.capture_holes, (int)strlen(value), "%s: %d holes taken", l->id,
                     acc.capture_holes);
        for (int i = 0; i < acc.capture_holes && value[i]; i++)
            cr_expect_eq(acc.capture_hole[i], tb_hole_from_label(r, value[i]),
                         "%s: hole %d taken is %c", l->id, i + 1, tb_label(acc.capture_hole[i]));
    } else if (strcmp(key, "move") == 0) {
        cr_expect(strcmp(value, "pass") == 0 && acc.move == TB_PASS, "%s: no pass", l->id);
    } else if (strcmp(key, "next") == 0) {
        cr_expect_eq(now->to_move, n - 1, "%s: player %d to move", l->id, now->to_move + 1);
    } else if (strcmp(key, "end") == 0) {
        enum tb_end want = strcmp(value, "repetition") == 0 ? TB_END_REPETITION
                           : strcmp(value, "no-moves") == 0 ? TB_END_NO_MOVES
                                                            : TB_END_ALL_CAPTURED;
        cr_expect_eq(res->end, want, "%s: the game ended otherwise (%d)", l->id, res->end);
    } else if (strcmp(key, "back") == 0) {
        int ply = tb_game_ply(g);
        cr_assert(ply >= n);
        cr_expect(tb_position_equal(r, now, tb_game_position_at(g, ply - n)) &&
                      now->to_move == tb_game_position_at(g, ply - n)->to_move,
                  "%s: the position is not the one of %d plies ago", l->id, n);
    } else if (strcmp(key, "left") == 0) {
        cr_expect_eq(res->left, n, "%s: %d left", l->id, res->left);
    } else if (strcmp(key, "share") == 0) {
        cr_expect_eq(res->share, n, "%s: %d each", l->id, res->share);
    } else if (strncmp(key, "score", 5) == 0) {
        int p = number(key + 5) - 1;
        if (p < 0 || p >= r->players)
            cr_assert_fail("%s: no player %s", l->id, key + 5);
        else
            cr_expect_eq(res->scores[p], n, "%s: player %d has %d", l->id, p + 1, res->scores[p]);
    } else if (strlen(key) == 1 && tb_hole_from_label(r, key[0]) >= 0) {
        int h = tb_hole_from_label(r, key[0]);
        cr_expect_eq(now->board[h], n, "%s: %c holds %d", l->id, key[0], now->board[h]);
    } else {
        cr_assert_fail("%s: no such fact: %s", l->id, key);
    }
}

/* Calls visit on each key=value word of says. */
static void each_fact(const char *says, void (*visit)(const char *key, const char *value, void *),
                      void *data)
{
    char copy[256], *save = NULL;
    snprintf(copy, sizeof copy, "%s", says);
    for (char *word = strtok_r(copy, " ", &save); word; word = strtok_r(NULL, " ", &save)) {
        char *eq = strchr(word, '=');
        cr_assert_not_null(eq, "a fact without a value: %s", word);
        *eq = '\0';
        visit(word, eq + 1, data);
    }
}

struct checking {
    const struct lesson *l;
    const tb_game *g;
    bool numbers[64]; /* the numbers the words may write */
    char holes[16];   /* the holes the facts name */
};

static void check_one(const char *key, const char *value, void *data)
{
    struct checking *c = data;
    check_fact(c->l, c->g, key, value);
    if (isdigit((unsigned char)value[0]) && number(value) < 64)
        c->numbers[number(value)] = true;
    bool holes = strcmp(key, "last") == 0 || strcmp(key, "from") == 0;
    if (holes || (strlen(key) == 1 && isupper((unsigned char)key[0])))
        strncat(c->holes, holes ? value : key, sizeof c->holes - strlen(c->holes) - 1);
}

/* The numbers written in digits in text, in order, into out; how many.
 * named[i] (named not NULL) says whether number i is a player's in its
 * name as the board shows it, "Player 2". */
static int numbers_in(const char *text, int *out, bool *named, int max)
{
    static const char player[] = "Player ";
    size_t before = sizeof player - 1;
    int n = 0;
    for (const char *c = text; *c && n < max; c++)
        if (isdigit((unsigned char)*c) && (c == text || !isdigit((unsigned char)c[-1]))) {
            if (named)
                named[n] = (size_t)(c - text) >= before && strncmp(c - before, player, before) == 0;
            out[n++] = number(c);
        }
    return n;
}

/* Is hole letter h a word of text (not a letter of a longer word)? */
static bool names_hole(const char *text, char h)
{
    for (const char *c = strchr(text, h); c; c = strchr(c + 1, h))
        if ((c == text || !isalpha((unsigned char)c[-1])) && !isalpha((unsigned char)c[1]))
            return true;
    return false;
}

static void check_lesson(const struct lesson *l)
{
    const tb_rules *r = tb_rules_find(l->rules);
    cr_assert_not_null(r);
    char alternatives[64], *save = NULL;
    snprintf(alternatives, sizeof alternatives, "%s", l->right);
    for (char *alt = strtok_r(alternatives, "|", &save); alt; alt = strtok_r(NULL, "|", &save)) {
        tb_game *g = staged(l);
        cr_expect_not(lesson_played(l, g), "%s: played before a move", l->id);
        play_moves(g, alt, strlen(alt), l->id);
        cr_expect(lesson_played(l, g), "%s: %s does not end it", l->id, alt);
        cr_expect(lesson_passed(l, g), "%s: %s does not pass it", l->id, alt);
        struct checking c = {.l = l, .g = g};
        /* The numbers of the rules: the counts that capture, one more
         * than the most, the players' numbers in a game of three, the
         * plies played before. */
        for (int k = 2; k <= r->capture_max; k += 2)
            c.numbers[k] = true;
        c.numbers[r->capture_max + 1] = true;
        for (int p = 1; r->players > 2 && p <= r->players; p++)
            c.numbers[p] = true;
        int before = 0;
        for (const char *b = l->before; b && *b; b++)
            before += *b != ' ';
        c.numbers[before] = before > 0;
        each_fact(l->says, check_one, &c);
        const char *words[] = {l->task, l->lesson, l->hint};
        for (int w = 0; w < 3; w++) {
            int found[32];
            bool named[32];
            int n = numbers_in(words[w], found, named, 32);
            for (int i = 0; i < n; i++)
                cr_expect((named[i] && found[i] >= 1 && found[i] <= r->players) ||
                              (found[i] < 64 && c.numbers[found[i]]),
                          "%s: the words write %d, which neither the game nor the rules say: "
                          "\"%s\"",
                          l->id, found[i], words[w]);
        }
        for (const char *h = c.holes; *h; h++)
            cr_expect(names_hole(l->lesson, *h) || names_hole(l->task, *h),
                      "%s: the words do not name %c", l->id, *h);
        tb_game_free(g);
    }
}

Test(course, every_lesson_is_true_of_its_position)
{
    cr_assert(course_lessons() >= 13);
    for (int i = 0; i < course_lessons(); i++)
        check_lesson(course_lesson(i));
}

/* A lesson of one ply is not passed by a move it does not ask for. */
Test(course, a_wrong_move_fails_the_lesson)
{
    for (int i = 0; i < course_lessons(); i++) {
        const struct lesson *l = course_lesson(i);
        tb_game *g = staged(l);
        unsigned moves = tb_game_moves(g);
        tb_game_free(g);
        for (int h = 0; h < TB_MAX_HOLES; h++) {
            char move = tb_label(h);
            if (!(moves >> h & 1) || strchr(l->right, move))
                continue;
            g = staged(l);
            play_moves(g, &move, 1, l->id);
            if (lesson_played(l, g))
                cr_expect_not(lesson_passed(l, g), "%s: %c passes it", l->id, move);
            tb_game_free(g);
        }
    }
}

/* The holes a hint names, which the verdict's panel leaves in sight:
 * letters standing alone, of the lesson's board, never a word's letter or
 * a lowercase one. */
Test(course, the_holes_a_hint_names)
{
    const tb_rules *tihbat = tb_rules_find("tihbat"), *bakuk = tb_rules_find("bakuk");
    cr_assert(tihbat && bakuk);
    const struct lesson *capture = course_lesson(2);
    cr_assert_str_eq(capture->id, "capture");
    cr_expect_eq(course_holes_named(tihbat, capture->hint), 0xfu);
    cr_expect_eq(course_holes_named(tihbat, "Look at Player 2's side: its last seed is in D."),
                 1u << 3);
    cr_expect_eq(course_holes_named(tihbat, "Choose one of your own holes, A or B."), 0x3u);
    cr_expect_eq(course_holes_named(tihbat, "Sow E, a hole Tihbat has not; a, b, Bakuk"), 0u);
    cr_expect_eq(course_holes_named(bakuk, "From A, 8 seeds go to B, C, D, E, F."), 0x3fu);
    for (int i = 0; i < course_lessons(); i++) {
        const struct lesson *l = course_lesson(i);
        const tb_rules *r = tb_rules_find(l->rules);
        unsigned board = (1u << tb_holes(r)) - 1;
        cr_expect_eq(course_holes_named(r, l->hint) & ~board, 0u, "%s", l->id);
    }
}

Test(course, ids_are_names_of_their_own)
{
    for (int i = 0; i < course_lessons(); i++) {
        const char *id = course_lesson(i)->id;
        cr_expect(id[0] && strspn(id, "abcdefghijklmnopqrstuvwxyz-0123456789") == strlen(id), "%s",
                  id);
        for (int j = 0; j < i; j++)
            cr_expect_str_neq(id, course_lesson(j)->id);
    }
}

/* Every translation of a lesson writes the numbers its English writes. */
static void same_numbers(const char *language)
{
    i18n_init(language);
    for (int i = 0; i < course_lessons(); i++) {
        const struct lesson *l = course_lesson(i);
        const char *words[] = {l->title, l->task, l->lesson, l->hint};
        for (int w = 0; w < 4; w++) {
            const char *translated = _(words[w]);
            cr_expect_neq(translated, words[w], "%s: no translation of \"%s\"", language, words[w]);
            int a[32], b[32], na = numbers_in(words[w], a, NULL, 32),
                              nb = numbers_in(translated, b, NULL, 32);
            int count_a[64] = {0}, count_b[64] = {0};
            for (int k = 0; k < na; k++)
                count_a[a[k] < 64 ? a[k] : 63]++;
            for (int k = 0; k < nb; k++)
                count_b[b[k] < 64 ? b[k] : 63]++;
            cr_expect(memcmp(count_a, count_b, sizeof count_a) == 0,
                      "%s: \"%s\" writes other numbers than \"%s\"", language, translated,
                      words[w]);
        }
    }
}

Test(course, german_numbers) { same_numbers("de"); }
Test(course, hungarian_numbers) { same_numbers("hu"); }
Test(course, bengali_numbers) { same_numbers("bn"); }
Test(course, catalan_numbers) { same_numbers("ca"); }
Test(course, spanish_numbers) { same_numbers("es"); }

Test(course, the_lessons_done_are_kept_by_name)
{
    char dir[] = "/tmp/tihbat-course-XXXXXX";
    cr_assert_not_null(mkdtemp(dir));
    setenv("XDG_STATE_HOME", dir, 1);
    cr_expect_eq(course_done(), 0u, "nothing done at first");
    cr_assert_eq(course_keep_done(1u << 0 | 1u << 9), 0);
    cr_expect_eq(course_done(), 1u << 0 | 1u << 9);
    char path[PATH_SIZE], text[256];
    cr_assert(state_path("lessons", path, sizeof path));
    FILE *f = fopen(path, "r");
    if (!f)
        cr_assert_fail("cannot open %s", path);
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    char want[128];
    snprintf(want, sizeof want, "%s\n%s\n", course_lesson(0)->id, course_lesson(9)->id);
    cr_expect_str_eq(text, want);
    /* A name this program does not know (a lesson of a later one) stays harmless. */
    f = fopen(path, "w");
    if (!f)
        cr_assert_fail("cannot open %s", path);
    fprintf(f, "a-lesson-to-come\n%s\n", course_lesson(2)->id);
    fclose(f);
    cr_expect_eq(course_done(), 1u << 2);
    unlink(path);
    char tihbat[PATH_SIZE];
    snprintf(tihbat, sizeof tihbat, "%s/tihbat", dir);
    rmdir(tihbat);
    rmdir(dir);
}
