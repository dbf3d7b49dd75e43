/*
 * test_story.c - the story under the board (src/play/story.c) at every ply
 * of whole games of each rule set: the same as the story of a game played
 * to that ply and no further (it is told from the history, never kept);
 * its newest sentence the last ply's, or the end and the winner when the
 * game is over there, and no winner told before; while a move is shown,
 * the story of the ply before it.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "play/narrate.h"
#include "play/story.h"
#include "play_support.h"

static void expect_same_story(const struct story *got, const struct story *want, const char *what)
{
    cr_assert_eq(got->told, want->told, "%s: %d sentences, not %d", what, got->told, want->told);
    for (int i = 0; i < got->told; i++)
        cr_expect_str_eq(got->sentence[i], want->sentence[i], "%s: sentence %d", what, i);
}

/* Whether one of the story's sentences is text. */
static bool tells(const struct story *s, const char *text)
{
    for (int i = 0; i < s->told; i++)
        if (strcmp(s->sentence[i], text) == 0)
            return true;
    return false;
}

static void every_ply(const char *rules, unsigned long long seed)
{
    static const char *const names[] = {"Amina", "Youssef", "Zineb"};
    struct autosave *a = autosave_new();
    struct at_table at = open_table(rules, NULL, 0, names);
    struct table *t = at.table;
    cr_assert_not_null(a);
    while (!tb_game_over(table_game(t)))
        play_any(t, &seed);
    const tb_game *g = table_game(t);
    int length = tb_game_length(g);
    char winner[SENTENCE_SIZE], text[SENTENCE_SIZE];
    narrate_winner(t, tb_game_result(g), winner, sizeof winner);
    for (int ply = length; ply >= 0; ply--) {
        char what[64];
        snprintf(what, sizeof what, "%s, seed %llu, ply %d of %d", rules, seed, ply, length);
        table_goto(t, ply);
        struct story story;
        story_tell(t, a, NULL, &story);
        cr_assert(story.told >= 1 && story.told <= STORY_MAX, "%s", what);

        /* Told from the history: as if the game had stopped here. */
        struct at_table fresh = open_table(rules, NULL, 0, names);
        for (int i = 0; i < ply; i++)
            play_label(fresh.table,
                       tb_game_move_at(g, i) == TB_PASS ? '-' : tb_label(tb_game_move_at(g, i)));
        struct story want;
        story_tell(fresh.table, a, NULL, &want);
        expect_same_story(&story, &want, what);
        close_table(&fresh);

        const char *newest = story.sentence[story.told - 1];
        if (ply == length) {
            cr_expect_str_eq(newest, winner, "%s: the winner last", what);
            narrate_end(t, tb_game_result(g), false, text, sizeof text);
            cr_expect_str_eq(story.sentence[story.told - 2], text, "%s: why it ended", what);
        } else {
            cr_expect_not(tells(&story, winner), "%s: the winner, before the end", what);
        }
        if (ply > 0 && ply < length) {
            tb_account acc;
            table_account(t, ply, &acc);
            narrate_ply(t, &acc, tb_game_position_at(g, ply), text, sizeof text);
            cr_expect_str_eq(newest, text, "%s: the last ply last", what);
            cr_expect_eq(acc.player, tb_game_position_at(g, ply - 1)->to_move, "%s", what);
        }
    }
    close_table(&at);
    autosave_free(a);
}

Test(story, every_ply_of_tihbat) { every_ply("tihbat", 11); }
Test(story, every_ply_of_bakuk) { every_ply("bakuk", 12); }
Test(story, every_ply_of_bakuk3) { every_ply("bakuk3", 13); }
Test(story, more_games_of_tihbat)
{
    for (unsigned long long seed = 100; seed < 106; seed++)
        every_ply("tihbat", seed);
}

Test(story, a_move_being_shown_is_not_told_yet)
{
    struct autosave *a = autosave_new();
    struct at_table at = open_table("bakuk", NULL, 0, NULL);
    struct table *t = at.table;
    settings_set_speed(at.settings, SPEED_SLOW);
    struct story before, during, after;
    story_tell(t, a, NULL, &before);
    play_label(t, 'B');
    cr_assert_not_null(table_moving(t));
    story_tell(t, a, NULL, &during);
    expect_same_story(&during, &before, "while B is shown");
    table_settle(t);
    story_tell(t, a, NULL, &after);
    cr_assert_eq(after.told, before.told);
    cr_expect_str_neq(after.sentence[after.told - 1], before.sentence[before.told - 1],
                      "once shown, B is told in place of who plays first");
    close_table(&at);
    autosave_free(a);
}

Test(story, an_intro_comes_first)
{
    struct autosave *a = autosave_new();
    struct at_table at = open_table("tihbat", NULL, 0, NULL);
    struct story story;
    story_tell(at.table, a, "Find the best move.", &story);
    cr_expect_str_eq(story.sentence[0], "Find the best move.");
    close_table(&at);
    autosave_free(a);
}
