/*
 * test_autosave.c - the autosave's policy (src/play/autosave.c): the game
 * kept after every change while the base mode keeps it, and as it stands;
 * the file removed when nothing is left to resume, but a saved game this
 * game did not write left until its first move; a saved game from before
 * offered back, resumed or declined; one not offered back never replaced
 * unasked, unless nothing of it is lost; another copy's file, a file that
 * cannot be read and a broken one never written over; a failure to save
 * told in the story while it lasts; what becomes of the game on quitting.
 */
#define _POSIX_C_SOURCE 200809L /* mkdir, open's flags */
#include <criterion/criterion.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "play/story.h"
#include "play_support.h"

/* The game in the autosave's file, or NULL when there is none. */
static tb_game *saved(const struct autosave *a)
{
    int error;
    tb_error err;
    return load_record(autosave_where(a), LOAD_FILE, NULL, &error, &err);
}

static bool same_moves(const tb_game *a, const tb_game *b)
{
    if (tb_game_length(a) != tb_game_length(b) || tb_game_ply(a) != tb_game_ply(b))
        return false;
    for (int ply = 0; ply < tb_game_length(a); ply++)
        if (tb_game_move_at(a, ply) != tb_game_move_at(b, ply))
            return false;
    return true;
}

/* The autosave holds the table's game as it stands. */
static void expect_kept(const struct autosave *a, const struct table *t, const char *what)
{
    tb_game *g = saved(a);
    cr_assert_not_null(g, "%s: nothing in %s", what, autosave_where(a));
    cr_expect(same_moves(g, table_game(t)), "%s: the file holds another game", what);
    cr_expect_eq(autosave_fate(a, t, true), FATE_KEPT, "%s", what);
    tb_game_free(g);
}

static bool exists(const char *path)
{
    struct stat st;
    return lstat(path, &st) == 0;
}

/* An unfinished game of Tihbat saved where the autosave goes, before the
 * program starts. */
static void save_unfinished(const char *plies)
{
    char file[PATH_SIZE];
    cr_assert(autosave_path(file, sizeof file));
    cr_assert_eq(make_parents(file), 0);
    tb_game *g = tb_game_new(tb_rules_find("tihbat"), NULL, NULL);
    for (const char *c = plies; *c; c++)
        cr_assert_eq(tb_game_play(g, tb_hole_from_label(tb_game_rules(g), *c), NULL), TB_OK);
    tb_tags tags = {.names = {"Amina", "Youssef"}};
    cr_assert_eq(save_record(file, g, &tags), 0);
    tb_game_free(g);
}

Test(autosave, kept_after_every_change_and_removed_at_the_end)
{
    state_home();
    struct autosave *a = autosave_new();
    struct at_table at = open_table("tihbat", "1,1,1,1:2:13,11", 0, NULL);
    struct table *t = at.table;
    struct autosave_finding found;
    autosave_open(a, t, true, &found);
    cr_assert_eq(found.found, FOUND_NOTHING);
    cr_expect_eq(autosave_keep(a, t, true, true), ASK_NOTHING);
    cr_expect_not(exists(autosave_where(a)), "a game with no move leaves nothing to resume");
    cr_expect_eq(autosave_fate(a, t, true), FATE_NOTHING_TO_KEEP);
    play_label(t, 'C');
    cr_expect_eq(autosave_fate(a, t, true), FATE_UNSAVED, "not kept before it is written");
    autosave_keep(a, t, true, true);
    expect_kept(a, t, "after C");
    play_label(t, 'A'); /* the position comes back: the game is over */
    cr_assert(tb_game_over(table_game(t)));
    autosave_keep(a, t, true, true);
    cr_expect_not(exists(autosave_where(a)), "a finished game leaves nothing to resume");
    cr_expect_eq(autosave_fate(a, t, true), FATE_NOTHING_TO_KEEP);
    table_undo(t, false);
    autosave_keep(a, t, true, true);
    expect_kept(a, t, "after the end was taken back");
    close_table(&at);
    autosave_free(a);
}

Test(autosave, a_mode_that_keeps_nothing_writes_nothing)
{
    state_home();
    struct autosave *a = autosave_new();
    struct at_table at = open_table("tihbat", NULL, 0, NULL);
    struct table *t = at.table;
    struct autosave_finding found;
    autosave_open(a, t, true, &found);
    play_label(t, 'A');
    autosave_keep(a, t, false, true); /* a lesson, a replay */
    cr_expect_not(exists(autosave_where(a)));
    cr_expect_eq(autosave_fate(a, t, false), FATE_NOTHING_TO_KEEP);
    cr_expect_eq(autosave_fate(a, t, true), FATE_UNSAVED,
                 "the game the lesson gives way to is not kept until it changes");
    play_label(t, 'C');
    autosave_keep(a, t, true, true);
    expect_kept(a, t, "once a game that keeps it changes");
    close_table(&at);
    autosave_free(a);
}

Test(autosave, offered_back_and_resumed)
{
    state_home();
    save_unfinished("AC");
    struct autosave *a = autosave_new();
    struct at_table at = open_table("tihbat", NULL, 0, NULL);
    struct table *t = at.table;
    struct autosave_finding found;
    autosave_open(a, t, true, &found);
    cr_assert_eq(found.found, FOUND_OFFER);
    const tb_tags *tags;
    const tb_game *offered = autosave_offered(a, &tags);
    cr_assert_not_null(offered);
    cr_expect_eq(tb_game_ply(offered), 2);
    cr_expect_str_eq(tags->names[0], "Amina");
    autosave_resume(a, t);
    cr_expect_eq(tb_game_ply(table_game(t)), 2, "the saved game is at the table");
    cr_expect_str_eq(table_name(t, 1), "Youssef");
    cr_expect_eq(table_resumed_at(t), 2);
    cr_expect_eq(autosave_fate(a, t, true), FATE_KEPT, "the file holds it as it stands");
    cr_expect_eq(autosave_keep(a, t, true, true), ASK_NOTHING);
    close_table(&at);
    autosave_free(a);
}

Test(autosave, declined_it_stays_until_the_first_move)
{
    state_home();
    save_unfinished("AC");
    struct autosave *a = autosave_new();
    struct at_table at = open_table("tihbat", NULL, 0, NULL);
    struct table *t = at.table;
    struct autosave_finding found;
    autosave_open(a, t, true, &found);
    cr_assert_eq(found.found, FOUND_OFFER);
    autosave_decline(a);
    cr_assert_eq(table_new_game(t, table_rules(t)).kind, EVENT_NEW_GAME);
    autosave_keep(a, t, true, true);
    tb_game *g = saved(a);
    cr_assert_not_null(g, "a new game with no move leaves the saved one");
    cr_expect_eq(tb_game_ply(g), 2);
    tb_game_free(g);
    play_label(t, 'B');
    autosave_keep(a, t, true, true);
    expect_kept(a, t, "the new game's first move");
    /* This game wrote it: a new game removes it. */
    cr_assert_eq(table_new_game(t, table_rules(t)).kind, EVENT_NEW_GAME);
    autosave_keep(a, t, true, true);
    cr_expect_not(exists(autosave_where(a)), "nothing left to resume");
    close_table(&at);
    autosave_free(a);
}

Test(autosave, never_replaced_unasked)
{
    state_home();
    save_unfinished("AC");
    struct autosave *a = autosave_new();
    struct at_table at = open_table("tihbat", NULL, 0, NULL);
    struct table *t = at.table;
    struct autosave_finding found;
    autosave_open(a, t, false, &found); /* --load: nothing offered */
    cr_assert_eq(found.found, FOUND_KEPT);
    cr_expect(autosave_waits(a));
    cr_expect_eq(autosave_keep(a, t, false, true), ASK_NOTHING, "a lesson asks nothing");
    cr_expect_eq(autosave_keep(a, t, true, false), ASK_NOTHING, "nor a game under a panel");
    cr_expect_eq(autosave_keep(a, t, true, true), ASK_REPLACE, "a game alone on the screen asks");
    cr_expect_eq(autosave_keep(a, t, true, true), ASK_NOTHING, "once");
    play_label(t, 'B');
    autosave_keep(a, t, true, true);
    tb_game *g = saved(a);
    cr_assert_not_null(g);
    cr_expect_eq(tb_game_ply(g), 2, "nothing is written while the question is open");
    tb_game_free(g);
    autosave_replace(a);
    cr_expect_not(autosave_waits(a));
    autosave_keep(a, t, true, true);
    expect_kept(a, t, "replaced, when someone said so");
    close_table(&at);
    autosave_free(a);
}

Test(autosave, kept_from_before_when_asked)
{
    const char *home = state_home();
    save_unfinished("AC");
    struct autosave *a = autosave_new();
    struct at_table at = open_table("tihbat", NULL, 0, NULL);
    struct table *t = at.table;
    struct autosave_finding found;
    autosave_open(a, t, false, &found);
    cr_assert_eq(autosave_keep(a, t, true, true), ASK_REPLACE);
    autosave_keep_other(a);
    play_label(t, 'B');
    autosave_keep(a, t, true, true);
    cr_expect_str_eq(autosave_where(a), "", "this game is not saved as it goes");
    cr_expect_eq(autosave_fate(a, t, true), FATE_UNSAVED);
    char record[PATH_SIZE];
    snprintf(record, sizeof record, "%s/game.tbg", home);
    cr_assert_eq(table_save_record(t, record).kind, EVENT_SAVED);
    cr_expect_eq(autosave_fate(a, t, true), FATE_RECORDED, "s saved its record");
    play_label(t, 'C');
    cr_expect_eq(autosave_fate(a, t, true), FATE_UNSAVED, "the record no longer holds it");
    close_table(&at);
    autosave_free(a);
}

Test(autosave, a_game_that_holds_the_saved_one_replaces_it)
{
    state_home();
    save_unfinished("AC");
    struct autosave *a = autosave_new();
    struct at_table at = open_table("tihbat", NULL, 0, NULL);
    struct table *t = at.table;
    struct autosave_finding found;
    autosave_open(a, t, false, &found);
    play_label(t, 'A');
    play_label(t, 'C');
    play_label(t, 'B');
    cr_expect_eq(autosave_keep(a, t, true, true), ASK_NOTHING, "nothing of the saved game is lost");
    expect_kept(a, t, "the longer game");
    close_table(&at);
    autosave_free(a);
}

Test(autosave, another_copy_keeps_its_own)
{
    state_home();
    save_unfinished("AC");
    char file[PATH_SIZE], dir[PATH_SIZE];
    cr_assert(autosave_path(file, sizeof file));
    /* The other copy's lock is on the state directory, as save.c takes it. */
    snprintf(dir, sizeof dir, "%s", file);
    *strrchr(dir, '/') = '\0';
    int other = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    cr_assert(other >= 0 && flock(other, LOCK_EX | LOCK_NB) == 0);
    struct autosave *a = autosave_new();
    struct at_table at = open_table("tihbat", NULL, 0, NULL);
    struct table *t = at.table;
    struct autosave_finding found;
    autosave_open(a, t, true, &found);
    cr_assert_eq(found.found, FOUND_TAKEN);
    cr_expect_null(autosave_offered(a, NULL), "nothing is offered");
    cr_expect_eq(autosave_keep(a, t, false, true), ASK_NOTHING, "told once a game is kept");
    cr_expect_eq(autosave_keep(a, t, true, true), ASK_TELL_TAKEN);
    cr_expect_eq(autosave_keep(a, t, true, true), ASK_NOTHING, "once");
    play_label(t, 'B');
    autosave_keep(a, t, true, true);
    tb_game *g = load_record(file, LOAD_FILE, NULL, &(int){0}, &(tb_error){0});
    cr_assert_not_null(g);
    cr_expect_eq(tb_game_ply(g), 2, "the other copy's game is untouched");
    tb_game_free(g);
    cr_expect_eq(autosave_fate(a, t, true), FATE_UNSAVED);
    close(other);
    close_table(&at);
    autosave_free(a);
}

Test(autosave, a_file_that_cannot_be_read_is_left_alone)
{
    state_home();
    char file[PATH_SIZE];
    cr_assert(autosave_path(file, sizeof file));
    cr_assert_eq(make_parents(file), 0);
    cr_assert_eq(mkdir(file, 0700), 0); /* a directory where the file should be */
    struct autosave *a = autosave_new();
    struct at_table at = open_table("tihbat", NULL, 0, NULL);
    struct table *t = at.table;
    struct autosave_finding found;
    autosave_open(a, t, true, &found);
    cr_assert_eq(found.found, FOUND_UNREADABLE);
    cr_expect_str_eq(found.file, file);
    cr_expect_neq(found.error, 0);
    play_label(t, 'A');
    autosave_keep(a, t, true, true);
    struct stat st;
    cr_expect(lstat(file, &st) == 0 && S_ISDIR(st.st_mode), "left as it was");
    cr_expect_eq(autosave_fate(a, t, true), FATE_UNSAVED);
    close_table(&at);
    autosave_free(a);
}

Test(autosave, a_broken_file_is_set_aside)
{
    state_home();
    char file[PATH_SIZE];
    cr_assert(autosave_path(file, sizeof file));
    cr_assert_eq(make_parents(file), 0);
    FILE *out = fopen(file, "w");
    if (!out)
        cr_assert_fail("cannot open %s", file);
    fputs("[Rules \"tihbat\"]\n\n1. A A *\n", out);
    fclose(out);
    struct autosave *a = autosave_new();
    struct at_table at = open_table("tihbat", NULL, 0, NULL);
    struct table *t = at.table;
    struct autosave_finding found;
    autosave_open(a, t, true, &found);
    cr_assert_eq(found.found, FOUND_SET_ASIDE);
    cr_expect_eq(found.moved, 0);
    cr_expect(exists(found.aside), "moved aside to %s", found.aside);
    cr_expect_not(exists(file));
    play_label(t, 'A');
    autosave_keep(a, t, true, true);
    expect_kept(a, t, "a new game, kept in its place");
    close_table(&at);
    autosave_free(a);
}

Test(autosave, a_failure_is_told_while_it_lasts)
{
    const char *home = state_home();
    char blocker[PATH_SIZE];
    snprintf(blocker, sizeof blocker, "%s/tihbat", home);
    FILE *out = fopen(blocker, "w"); /* a file where the directory should be */
    if (!out)
        cr_assert_fail("cannot open %s", blocker);
    fclose(out);
    struct autosave *a = autosave_new();
    struct at_table at = open_table("tihbat", NULL, 0, NULL);
    struct table *t = at.table;
    struct autosave_finding found;
    autosave_open(a, t, true, &found);
    play_label(t, 'A');
    autosave_keep(a, t, true, true);
    struct autosave_failure failure = autosave_failure(a);
    cr_expect_neq(failure.error, 0);
    cr_expect_eq(failure.ply, 1, "it began at the first ply");
    cr_expect_eq(autosave_fate(a, t, true), FATE_FAILED);
    struct story story;
    story_tell(t, a, NULL, &story);
    cr_expect(strstr(story.sentence[story.told - 1], autosave_where(a)),
              "the story tells it, after the ply it began at: %s", story.sentence[story.told - 1]);
    /* It ends when saving works again. */
    cr_assert_eq(unlink(blocker), 0);
    play_label(t, 'C');
    autosave_keep(a, t, true, true);
    cr_expect_eq(autosave_failure(a).error, 0);
    expect_kept(a, t, "once it can be written");
    close_table(&at);
    autosave_free(a);
}
