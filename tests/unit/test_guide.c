/*
 * test_guide.c - what the play core says to the people at the table
 * before and after a move (src/play/guide.c, narrate.c): against the
 * computer, which side is the person's from the first moment; a move that
 * would bring back an earlier position told before it is played (the
 * prompt, the preview), with how the game would end; the preview's marks
 * (where the last seed would fall, every hole it would take, nothing of
 * the move before); a chain's reasons in the story; the end's scores.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "play/guide.h"
#include "play/narrate.h"
#include "play_support.h"

static const char *const amina_robot[] = {"Amina", "Robot"};
static const char *const robot_amina[] = {"Robot", "Amina"};
static const char *const amina_youssef[] = {"Amina", "Youssef"};

static void expect_now(const struct table *t, const char *want)
{
    char text[SENTENCE_SIZE];
    guide_now(t, text, sizeof text);
    cr_expect_str_eq(text, want);
}

Test(guide, against_the_computer_the_person_is_told_their_side)
{
    struct at_table at = open_table("tihbat", NULL, 1u << 1, amina_robot);
    expect_now(at.table, "You are Amina, A and B: press A or B.");
    close_table(&at);
    /* The computer begins: the person is told while it thinks. */
    at = open_table("tihbat", NULL, 1u << 0, robot_amina);
    expect_now(at.table, "Robot (computer) is thinking... You are Amina, C and D.");
    close_table(&at);
    at = open_table("bakuk", NULL, 1u << 1, amina_robot);
    expect_now(at.table, "You are Amina, A, B and C: press A, B or C.");
    close_table(&at);
    /* Two people: their names, as ever. */
    at = open_table("tihbat", NULL, 0, amina_youssef);
    expect_now(at.table, "Amina, choose a hole: press A or B.");
    close_table(&at);
}

Test(guide, a_repetition_is_told_before_it_is_played)
{
    /* A goes straight back; then C would bring the start back. */
    struct at_table at = open_table("tihbat", "1,5,1,5:1:9,7", 0, amina_youssef);
    struct table *t = at.table;
    play_label(t, 'A');
    tb_result res;
    cr_assert(table_would_repeat(t, tb_hole_from_label(table_rules(t), 'C'), &res));
    cr_expect_eq(res.end, TB_END_REPETITION);
    cr_expect_eq(res.scores[0], 15);
    cr_expect_eq(res.scores[1], 13);
    cr_expect_not(table_would_repeat(t, tb_hole_from_label(table_rules(t), 'D'), &res));
    expect_now(t, "Youssef, choose a hole: press C or D. C brings back an earlier position: the "
                  "game would end, Amina winning 15 to 13.");
    /* The hole chosen: said of it, and only of it. */
    table_choose(t, tb_hole_from_label(table_rules(t), 'C'));
    expect_now(t, "Youssef: press Enter or Space to sow C, or choose another hole. C brings back "
                  "an earlier position: the game would end, Amina winning 15 to 13.");
    table_choose(t, tb_hole_from_label(table_rules(t), 'D'));
    expect_now(t, "Youssef: press Enter or Space to sow D, or choose another hole.");
    /* The preview says it of C, and the line that says what to do leaves
     * it to the preview. */
    settings_set_preview(at.settings, true);
    table_choose(t, tb_hole_from_label(table_rules(t), 'C'));
    char text[SENTENCE_SIZE];
    cr_assert(guide_preview(t, text, sizeof text));
    cr_expect_str_eq(text, "Preview: the single seed of C would go straight back, and the turn "
                           "pass. C brings back an earlier position: the game would end, Amina "
                           "winning 15 to 13.");
    expect_now(t, "Youssef: press Enter or Space to sow C, or choose another hole.");
    close_table(&at);

    at = open_table("tihbat", "1,5,1,5:1:8,8", 0, amina_youssef);
    play_label(at.table, 'A');
    cr_assert(narrate_repetition_ahead(at.table, -1, text, sizeof text));
    cr_expect_str_eq(text, "C brings back an earlier position: the game would end, 14 seeds each.");
    close_table(&at);
}

Test(guide, a_capture_starts_afresh_and_foretells_no_repetition)
{
    struct at_table at = open_table("tihbat", NULL, 0, amina_youssef);
    char text[SENTENCE_SIZE];
    cr_expect_not(narrate_repetition_ahead(at.table, -1, text, sizeof text));
    cr_expect_str_eq(text, "");
    close_table(&at);
}

Test(guide, the_preview_marks_the_last_seed_and_every_hole_taken)
{
    /* Bakuk, A: the last seed makes C 4, D holds 2, E 10 stops the chain. */
    struct at_table at = open_table("bakuk", "8,8,2,1,9,8:1:0,0", 0, NULL);
    struct table *t = at.table;
    settings_set_preview(at.settings, true);
    table_choose(t, 0);
    struct view v;
    table_view(t, &v);
    cr_expect_eq(v.marks[2], MARK_LANDING | MARK_TAKES);
    cr_expect_eq(v.marks[3], MARK_TAKES);
    for (int h = 0; h < 6; h++)
        if (h != 2 && h != 3)
            cr_expect_eq(v.marks[h] & (MARK_LANDING | MARK_TAKES), 0u, "hole %d", h);
    close_table(&at);

    /* The move before's last seed is not marked while the preview is. */
    at = open_table("tihbat", NULL, 0, amina_youssef);
    t = at.table;
    play_label(t, 'A');
    table_view(t, &v);
    cr_expect(v.marks[2] & MARK_LAST, "the last move's seed fell in C");
    settings_set_preview(at.settings, true);
    table_choose(t, 3);
    table_view(t, &v);
    for (int h = 0; h < 4; h++)
        cr_expect_eq(v.marks[h] & MARK_LAST, 0u, "hole %d", h);
    cr_expect(v.marks[2] & MARK_LANDING, "D's last seed would fall in C too");
    close_table(&at);
}

Test(guide, a_chain_says_why_each_hole_was_taken_and_why_it_stopped)
{
    struct at_table at = open_table("bakuk", "8,8,2,1,9,8:1:0,0", 0, amina_youssef);
    struct table *t = at.table;
    play_label(t, 'A');
    tb_account acc;
    table_account(t, 1, &acc);
    char text[SENTENCE_SIZE];
    narrate_ply(t, &acc, tb_game_position_at(table_game(t), 1), text, sizeof text);
    cr_expect_str_eq(text, "Amina sowed 8 seeds from A. The last one fell in C, which now holds "
                           "4: Amina captures them. D holds 2: taken too. E holds 10: the chain "
                           "stops.");
    close_table(&at);
    /* No chain in Tihbat: nothing stopped. */
    at = open_table("tihbat", "3,4,2,6:1:0,0", 0, amina_youssef);
    play_label(at.table, 'B');
    table_account(at.table, 1, &acc);
    cr_expect_eq(acc.captured, 4);
    narrate_ply(at.table, &acc, tb_game_position_at(table_game(at.table), 1), text, sizeof text);
    cr_expect_null(strstr(text, "chain"), "%s", text);
    close_table(&at);
}

Test(guide, the_end_says_how_the_seeds_left_were_shared)
{
    struct at_table at = open_table("tihbat", "1,5,1,5:1:9,7", 0, amina_youssef);
    struct table *t = at.table;
    play_label(t, 'A');
    play_label(t, 'C');
    const tb_result *res = tb_game_result(table_game(t));
    cr_assert_eq(res->end, TB_END_REPETITION);
    char text[SENTENCE_SIZE];
    narrate_score(t, res, 0, text, sizeof text);
    cr_expect_str_eq(text, "Amina: 9 captured + 6 shared = 15 seeds");
    narrate_score(t, res, 1, text, sizeof text);
    cr_expect_str_eq(text, "Youssef: 7 captured + 6 shared = 13 seeds");
    narrate_end(t, res, true, text, sizeof text);
    cr_expect_str_eq(text, "A position came back, so the game is over.");
    close_table(&at);
    /* Bakuk: the seed left counts for no one, which the brief end says. */
    at = open_table("bakuk", "1,0,0,0,0,0:1:17,18", 0, amina_youssef);
    t = at.table;
    play_label(t, 'A');
    res = tb_game_result(table_game(t));
    narrate_score(t, res, 0, text, sizeof text);
    cr_expect_str_eq(text, "Amina: 17 seeds");
    narrate_end(t, res, true, text, sizeof text);
    cr_expect_str_eq(text, "Youssef has no seed to sow, so the game is over. The 1 seed left on "
                           "the board counts for no one.");
    close_table(&at);
}
