/*
 * test_table.c - the game at the table (src/play/table.c): undo and redo
 * against a person and against the computer, over forced passes and in a
 * demonstration; the tally of games won, a game taken back and ended
 * otherwise counting for its new winner only; a hole highlighted only
 * when the person to move can sow it; a move shown seed by seed, and the
 * story's ply behind it; the words the narrator gives each event.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "play/narrate.h"
#include "play_support.h"

/* The position at the table is the one written. */
static void expect_position(const struct table *t, const char *text)
{
    tb_position want;
    const tb_rules *r = table_rules(t);
    cr_assert_eq(tb_position_parse(r, text, &want, NULL), TB_OK);
    cr_assert(tb_position_equal(r, tb_game_position(table_game(t)), &want),
              "the position is not %s", text);
}

Test(table, undo_and_redo_between_people)
{
    struct at_table at = open_table("tihbat", "3,4,2,6:1:0,0", 0, NULL);
    struct table *t = at.table;
    play_label(t, 'A');
    play_label(t, 'C');
    play_label(t, 'B');
    struct event e = table_undo(t, true);
    cr_assert_eq(e.kind, EVENT_TOOK_BACK);
    cr_expect_eq(e.count, 1, "between people a ply at a time");
    cr_expect_eq(e.player, 0);
    cr_expect_eq(e.move, tb_hole_from_label(table_rules(t), 'B'));
    expect_position(t, "2,5,1,7:1:0,0");
    cr_assert(table_redo(t));
    expect_position(t, "3,0,2,8:2:2,0");
    cr_expect_not(table_redo(t), "nothing left to play again");
    table_undo(t, true);
    table_undo(t, true);
    table_undo(t, true);
    expect_position(t, "3,4,2,6:1:0,0");
    cr_expect_eq(table_undo(t, true).kind, EVENT_NO_UNDO);
    close_table(&at);
}

Test(table, undo_goes_back_to_the_person)
{
    /* North is the computer: u lands where South, a person, chooses. */
    struct at_table at = open_table("tihbat", "3,4,2,6:1:0,0", 1u << 1, NULL);
    struct table *t = at.table;
    const char *plies = "ACBD";
    for (const char *c = plies; *c; c++)
        play_label(t, *c);
    struct event e = table_undo(t, true);
    cr_expect_eq(e.count, 2, "the computer's D and the person's B");
    cr_expect_eq(e.player, 0);
    cr_expect_eq(e.move, tb_hole_from_label(table_rules(t), 'B'));
    expect_position(t, "2,5,1,7:1:0,0");
    /* In a replay (to_person false) a ply is a ply. */
    e = table_undo(t, false);
    cr_expect_eq(e.count, 1);
    cr_expect_eq(e.player, 1);
    expect_position(t, "1,5,3,6:2:0,0");
    cr_assert(table_redo(t));
    cr_assert(table_redo(t));
    cr_assert(table_redo(t));
    cr_expect_eq(tb_game_ply(table_game(t)), 4, "every taken-back ply plays again");
    close_table(&at);
}

Test(table, undo_goes_over_forced_passes)
{
    /* South is the computer; North, a person, must pass after A. */
    struct at_table at = open_table("tihbat", "2,2,0,0:1:12,12", 1u << 0, NULL);
    struct table *t = at.table;
    play_label(t, 'A');
    cr_assert(tb_game_must_pass(table_game(t)));
    cr_expect_eq(table_human_to_move(t), -1, "a forced pass takes no key");
    play_label(t, '-');
    play_label(t, 'B');
    cr_expect_eq(table_human_to_move(t), 1);
    struct event e = table_undo(t, true);
    cr_expect_eq(e.count, 3, "B, North's pass and A: back to the start");
    cr_expect_eq(e.player, 0);
    expect_position(t, "2,2,0,0:1:12,12");
    close_table(&at);
}

Test(table, undo_in_a_demonstration_pauses)
{
    struct at_table at = open_table("tihbat", NULL, 3, NULL);
    struct table *t = at.table;
    cr_assert(table_all_computer(t));
    play_label(t, 'A');
    play_label(t, 'C');
    cr_expect_not(table_paused(t));
    struct event e = table_undo(t, true);
    cr_expect_eq(e.count, 1, "one ply, then a pause");
    cr_expect(table_paused(t));
    cr_expect_eq(table_pause(t, false).kind, EVENT_GOING_ON);
    cr_expect_not(table_paused(t));
    close_table(&at);
}

Test(table, a_hole_is_chosen_only_when_it_can_be_sown)
{
    struct at_table at = open_table("tihbat", "0,4,2,6:1:8,8", 1u << 1, NULL);
    struct table *t = at.table;
    cr_expect_eq(table_sow(t).kind, EVENT_CHOOSE_FIRST);
    cr_expect_eq(table_choose(t, 2).kind, EVENT_NOT_YOURS);
    cr_expect_eq(table_choose(t, 0).kind, EVENT_EMPTY);
    cr_expect_eq(table_cursor(t), -1);
    cr_expect_eq(table_choose(t, 1).kind, EVENT_CHOSEN);
    cr_expect_eq(table_cursor(t), 1);
    struct view v;
    table_view(t, &v);
    cr_expect(v.marks[1] & MARK_CURSOR);
    cr_expect_eq(table_sow(t).kind, EVENT_PLAYED);
    cr_expect_eq(table_cursor(t), -1, "a change of the game forgets the highlight");
    /* North is the computer's: no hole is a person's to choose. */
    cr_expect_eq(table_choose(t, 2).kind, EVENT_WAIT);
    cr_expect_eq(table_sow(t).kind, EVENT_WAIT);
    close_table(&at);
}

Test(table, a_move_is_shown_seed_by_seed)
{
    struct at_table at = open_table("tihbat", NULL, 0, NULL);
    struct table *t = at.table;
    settings_set_speed(at.settings, SPEED_NORMAL);
    play_label(t, 'A');
    const struct anim *a = table_moving(t);
    cr_assert_not_null(a, "the ply is being shown");
    cr_expect_eq(table_shown_ply(t), 0, "the story waits for the move");
    cr_expect_eq(table_human_to_move(t), -1, "no hole takes keys meanwhile");
    struct view v;
    table_view(t, &v);
    cr_expect_eq(v.hand + v.pos.board[0], 7, "the hole lifted, its seeds in hand");
    /* Step mode: each step drops a seed; after the last the move ends. */
    settings_set_step(at.settings, true);
    int steps = 0;
    while (table_moving(t) && steps < 100) {
        table_step(t);
        steps++;
    }
    cr_expect_eq(steps, 7 + 2, "the lift, a frame a seed, the landing");
    cr_expect_eq(table_shown_ply(t), 1);
    table_view(t, &v);
    cr_expect(v.marks[tb_hole_from_label(table_rules(t), 'C')] & MARK_LAST,
              "the last seed's hole stays marked");
    /* Esc (settle) ends a move at once. */
    play_label(t, 'C');
    cr_assert_not_null(table_moving(t));
    table_settle(t);
    cr_expect_null(table_moving(t));
    close_table(&at);
}

/* The games won, as the tally has them, by the name at line i. */
static int wins_of(const struct table *t, const char *name)
{
    for (int i = 0; i < table_tallied(t); i++) {
        const char *line;
        int wins = table_wins(t, i, &line);
        if (strcmp(line, name) == 0)
            return wins;
    }
    return 0;
}

Test(table, the_tally_counts_each_game_once_for_its_last_winner)
{
    static const char *const names[] = {"Amina", "Youssef"};
    struct at_table at = open_table("tihbat", NULL, 0, names);
    struct table *t = at.table;
    unsigned long long seed = 7;
    int won[2] = {0, 0}; /* what the tally should say */
    for (int game = 0; game < 12; game++) {
        int last = -1; /* this game's winner as counted */
        for (int again = 0; again < 3; again++) {
            while (!tb_game_over(table_game(t)))
                play_any(t, &seed);
            table_tally(t);
            table_tally(t); /* counted once, however often it is asked */
            int winner = tb_game_result(table_game(t))->winner;
            if (last >= 0)
                won[last]--;
            if (winner >= 0)
                won[winner]++;
            last = winner;
            cr_expect_eq(wins_of(t, "Amina"), won[0], "game %d, try %d", game, again);
            cr_expect_eq(wins_of(t, "Youssef"), won[1], "game %d, try %d", game, again);
            /* Taken back, and played otherwise. */
            int back = 1 + (int)(seed % 5);
            for (int i = 0; i < back && tb_game_ply(table_game(t)) > 0; i++)
                table_undo(t, false);
        }
        cr_assert_eq(table_new_game(t, table_rules(t)).kind, EVENT_NEW_GAME);
    }
    char told[SENTENCE_SIZE];
    narrate_tally(t, told, sizeof told);
    cr_expect(strstr(told, "Amina") && strstr(told, "Youssef"), "%s", told);
    close_table(&at);
}

Test(table, a_name_given_is_kept_and_shown)
{
    struct at_table at = open_table("bakuk3", NULL, 0, NULL);
    struct table *t = at.table;
    cr_expect_eq(table_tags(t)->names[0][0], '\0', "a default name is never written");
    table_set_name(t, 2, "Chama");
    cr_expect_str_eq(table_name(t, 2), "Chama");
    cr_expect_str_eq(table_tags(t)->names[2], "Chama");
    table_set_name(t, 2, "");
    cr_expect_str_neq(table_name(t, 2), "", "an empty name gives back the default");
    close_table(&at);
}

Test(table, every_event_has_its_words)
{
    struct at_table at = open_table("tihbat", "3,4,2,6:1:0,0", 0, NULL);
    struct table *t = at.table;
    char text[SENTENCE_SIZE];
    struct event refusal = table_play(t, tb_hole_from_label(table_rules(t), 'C'));
    cr_expect_eq(refusal.kind, EVENT_REFUSED, "C is North's");
    cr_expect(narrate_event(t, &refusal, text, sizeof text), "a refusal is an alert");
    cr_expect_neq(text[0], '\0');
    struct event played = table_play(t, 0);
    cr_expect_not(narrate_event(t, &played, text, sizeof text));
    cr_expect_eq(text[0], '\0', "the story tells a ply, not the line above the keys");
    struct event back = table_undo(t, true);
    cr_expect_not(narrate_event(t, &back, text, sizeof text));
    cr_expect(strchr(text, 'A'), "it names the hole taken back: %s", text);
    struct event empty = table_choose(t, 1);
    cr_expect_eq(empty.kind, EVENT_CHOSEN);
    close_table(&at);
}

/* The views of a move shown in step mode, a frame each, then the view once
 * it is shown (at most FRAMES_MOST in all); returns how many. */
enum { FRAMES_MOST = 64 };
static int step_through(const char *rules, const char *position, char hole, struct view *views)
{
    struct at_table at = open_table(rules, position, 0, NULL);
    settings_set_speed(at.settings, SPEED_NORMAL);
    settings_set_step(at.settings, true);
    play_label(at.table, hole);
    int n = 0;
    for (; n < FRAMES_MOST - 1 && table_moving(at.table); n++) {
        table_view(at.table, &views[n]);
        table_step(at.table);
    }
    table_view(at.table, &views[n++]);
    close_table(&at);
    return n;
}

/* A capture's seeds go into the mover's store in the animation: the store
 * is marked from the frame that marks the holes taken, and grows when
 * they are emptied; no other store is marked, and none once it is shown. */
Test(table, captured_seeds_go_into_the_store)
{
    struct view views[FRAMES_MOST];
    int n = step_through("tihbat", "1,5,1,5:1:9,7", 'B', views);
    bool marked = false, grown_marked = false;
    for (int i = 0; i < n - 1; i++) {
        const struct view *v = &views[i];
        cr_expect_not(v->store_marks[1] & MARK_CAPTURE, "the other side's store");
        bool taking = v->marks[1] & MARK_CAPTURE;
        if (taking || v->pos.captured[0] > 9)
            cr_expect(v->store_marks[0] & MARK_CAPTURE, "the store where the seeds go");
        else
            cr_expect_not(v->store_marks[0] & MARK_CAPTURE, "a store marked before the capture");
        marked |= taking;
        grown_marked |= v->pos.captured[0] == 11 && (v->store_marks[0] & MARK_CAPTURE);
    }
    cr_expect(marked && grown_marked, "the capture was not shown going into the store");
    cr_expect_eq(views[n - 1].pos.captured[0], 11);
    cr_expect_not(views[n - 1].store_marks[0] & MARK_CAPTURE,
                  "the store stays marked after the move");
}

/* A chain's holes go into the store one after the other: the store has
 * grown by the first hole's seeds alone before the second is emptied. */
Test(table, a_chain_goes_into_the_store_a_hole_at_a_time)
{
    struct view views[FRAMES_MOST];
    int n = step_through("bakuk", "4,1,1,1,1,4:1:10,10", 'A', views);
    cr_assert_eq(views[n - 1].pos.captured[0], 16, "the chain takes 6 seeds");
    bool between = false;
    for (int i = 0; i < n; i++) {
        cr_expect(i == 0 || views[i].pos.captured[0] >= views[i - 1].pos.captured[0],
                  "the store shrank at frame %d", i);
        between |= views[i].pos.captured[0] > 10 && views[i].pos.captured[0] < 16;
    }
    cr_expect(between, "the two holes went into the store at once");
}

/* The bell's cue: a ply shown to its end that captured or ended the game,
 * however its showing ended; never a ply that did neither, nor one still
 * being shown. */
Test(table, captures_and_the_end_chime_once_shown)
{
    struct at_table at = open_table("tihbat", "3,4,2,6:1:0,0", 0, NULL);
    struct table *t = at.table;
    settings_set_speed(at.settings, SPEED_NORMAL);
    play_label(t, 'A'); /* the last seed in C: no capture */
    table_settle(t);
    cr_expect_eq(table_chimes(t), 0);
    table_undo(t, false);
    play_label(t, 'B'); /* the last seed makes A hold 4: captured */
    cr_expect_eq(table_chimes(t), 0, "not before the capture is shown");
    table_settle(t);
    cr_expect_eq(table_chimes(t), 1);
    close_table(&at);

    at = open_table("tihbat", "1,5,1,5:1:9,7", 0, NULL); /* A then C: the position comes back */
    t = at.table;
    play_label(t, 'A');
    cr_expect_eq(table_chimes(t), 0);
    play_label(t, 'C');
    cr_expect(tb_game_over(table_game(t)));
    cr_expect_eq(table_chimes(t), 1, "the end, shown at once with the animation off");
    close_table(&at);
}

/* The bell is off until it is set on, as the other settings are kept. */
Test(table, the_bell_is_off_by_default)
{
    struct settings *s = settings_new(AI_BEGINNER, false);
    cr_assert_not_null(s);
    cr_expect_not(settings_bell(s));
    settings_set_bell(s, true);
    cr_expect(settings_bell(s));
    settings_free(s);
}
