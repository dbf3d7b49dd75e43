/*
 * lesson.c - a lesson (src/app/course.c holds them): its position staged,
 * what it asks in a panel, the learner's plies judged by the engine's
 * account of them, the verdict explained; a lesson missed starts again, a
 * lesson passed is kept as done and the next begins.  The lesson's number
 * and title stay in the title line; PgUp, PgDn and Home go to the
 * previous lesson, the next, and this one again; L opens the lessons
 * screen.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <stdio.h>
#include <string.h>

#include <curses.h>

#include "app/course.h"
#include "app/i18n.h"
#include "play/narrate.h"
#include "tui/lesson.h"
#include "tui/lesson_list.h"
#include "tui/mode.h"
#include "tui/notice.h"
#include "tui/play.h"
#include "tui/playing.h"
#include "tui/shared_keys.h"
#include "tui/teach.h"

struct lesson_mode {
    struct mode mode;
    int index;     /* the lesson being played */
    bool judged;   /* its verdict is given */
    int next;      /* the lesson to begin once the verdict is read, or -1 */
    uint32_t done; /* the lessons done, as kept */
};

static const struct lesson *current(const struct lesson_mode *lm)
{
    return course_lesson(lm->index);
}

/* Stages lesson i and shows what to do. */
static void begin(struct lesson_mode *lm, struct tui *f, int i)
{
    const struct lesson *l = course_lesson(i);
    const tb_rules *r = tb_rules_find(l->rules);
    tb_position pos;
    char title[SENTENCE_SIZE];
    if (!r || tb_position_parse(r, l->position, &pos, NULL) != TB_OK)
        return; /* the lessons' unit test plays each */
    struct event staged = table_stage(tui_table(f), r, &pos, l->before);
    tell_event(f, staged);
    if (staged.kind != EVENT_NEW_GAME)
        return;
    table_set_computer(tui_table(f), 0); /* the learner plays every move */
    lm->index = i;
    lm->judged = false;
    lm->next = -1;
    snprintf(title, sizeof title, _("Lesson %d of %d: %s"), i + 1, course_lessons(), _(l->title));
    notice_explain(f, VERDICT_NONE, title, NULL, _(l->task), NULL, 0);
}

/* The holes the verdict speaks of: where the last seed fell, what it
 * took, the hole that stopped a chain, a single seed's hole. */
static unsigned spoken_of(const tb_rules *r, const tb_account *acc)
{
    unsigned holes = acc->last >= 0 ? 1u << acc->last : 0;
    for (int i = 0; i < acc->capture_holes; i++)
        holes |= 1u << acc->capture_hole[i];
    if (acc->capture_holes > 1 && r->chain != TB_CHAIN_NONE) {
        int step = r->chain == TB_CHAIN_FORWARD ? 1 : tb_holes(r) - 1;
        holes |= 1u << (acc->capture_hole[acc->capture_holes - 1] + step) % tb_holes(r);
    }
    if (acc->lifted == 1)
        holes |= 1u << acc->move;
    return holes;
}

/* Judges the learner's plies once they are played.  A right move is
 * explained on the board it made; a wrong one is taken back first, so
 * that the hint, which speaks of the lesson's position, is read against
 * it, its panel clear of the holes the hint names. */
static void judge(struct lesson_mode *lm, struct tui *f)
{
    struct table *t = tui_table(f);
    const tb_game *g = table_game(t);
    const struct lesson *l = current(lm);
    tb_account acc;
    char told[SENTENCE_SIZE];
    lesson_account(g, tb_game_ply(g), &acc);
    bool passed = lesson_passed(l, g);
    narrate_ply(t, &acc, tb_game_position(g), told, sizeof told);
    lm->judged = true;
    lm->next = passed ? lm->index + 1 : lm->index;
    if (!passed) {
        table_goto(t, lesson_first_ply(l));
        notice_explain(f, VERDICT_WRONG, _("Not quite"), told, _(l->hint), NULL,
                       course_holes_named(table_rules(t), l->hint));
        return;
    }
    if (!(lm->done >> lm->index & 1)) {
        int error = course_keep_done(lm->done | 1u << lm->index);
        if (error)
            say(f, true, _("Could not keep the lessons done: %s."), save_strerror(error));
        else
            lm->done |= 1u << lm->index;
    }
    ring(f);
    notice_explain(f, VERDICT_RIGHT, _("Well done"), told, _(l->lesson), NULL,
                   spoken_of(table_rules(t), &acc));
}

static int lesson_tick(struct mode *m, struct tui *f)
{
    struct lesson_mode *lm = (struct lesson_mode *)m;
    struct table *t = tui_table(f);
    struct event told;
    int wait = table_drive(t, false, &told);
    tell_event(f, told);
    if (lm->next >= course_lessons()) { /* the verdict on the last one is read */
        play_begin(f);
        notice_open(f, _("Every lesson is done"),
                    _("You know every rule now. Play on from here, or press n for a new game."));
    } else if (lm->next >= 0) {
        begin(lm, f, lm->next);
    } else if (!lm->judged && !table_moving(t) && lesson_played(current(lm), table_game(t))) {
        judge(lm, f);
    } else {
        return wait;
    }
    return 0;
}

static void previous_lesson(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    struct lesson_mode *lm = (struct lesson_mode *)m;
    if (lm->index > 0)
        begin(lm, f, lm->index - 1);
    else
        say(f, true, "%s", _("This is the first lesson."));
}

static void next_lesson(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    struct lesson_mode *lm = (struct lesson_mode *)m;
    if (lm->index + 1 < course_lessons())
        begin(lm, f, lm->index + 1);
    else
        say(f, true, "%s", _("This is the last lesson."));
}

static void again(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    struct lesson_mode *lm = (struct lesson_mode *)m;
    begin(lm, f, lm->index);
}

static void open_lessons(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    lesson_list_open(f, ((struct lesson_mode *)m)->index);
}

/* The plies before the learner's are the lesson's: they stay. */
static void no_undo(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    tell_event(f, (struct event){.kind = EVENT_NO_UNDO});
}

static bool before_the_learner(const struct mode *m, const struct scene *sc)
{
    const struct lesson_mode *lm = (const struct lesson_mode *)m;
    return tb_game_ply(table_game(sc->table)) <= lesson_first_ply(current(lm));
}

static bool learner_can_undo(const struct mode *m, const struct scene *sc)
{
    return !before_the_learner(m, sc);
}

static bool has_previous(const struct mode *m, const struct scene *sc)
{
    (void)sc;
    return ((const struct lesson_mode *)m)->index > 0;
}

static bool has_next(const struct mode *m, const struct scene *sc)
{
    (void)sc;
    return ((const struct lesson_mode *)m)->index + 1 < course_lessons();
}

static const struct command previous_keys = {
    .keys = {FN(KEY_PPAGE)},
    .help = N_("the previous lesson, the next"),
    .flags = FIRST,
    .act = previous_lesson,
};
static const struct command next_keys = {
    .keys = {FN(KEY_NPAGE)}, .flags = FIRST, .act = next_lesson};
static const struct command again_keys = {
    .keys = {FN(KEY_HOME)},
    .help = N_("this lesson again"),
    .flags = FIRST,
    .act = again,
};
static const struct command lessons_list_keys = {
    .keys = {CH('L')},
    .help = N_("the lessons, which are done, and any one to begin"),
    .flags = FIRST,
    .act = open_lessons,
};
static const struct command no_undo_keys = {
    .keys = {CH('u')},
    .help = "",
    .flags = FIRST,
    .when = before_the_learner,
    .act = no_undo,
};

/* Home, this lesson again, is in the help: the bar has no room for it. */
const struct key_row lesson_keys[] = {
    {.include = playing_board_keys},
    {.does = &no_undo_keys},
    {.does = &playing_undo_keys, .bar = "u", .label = N_("undo"), .offered = learner_can_undo},
    {.does = &playing_redo_keys, .bar = "r", .label = N_("redo"), .offered = playing_can_redo},
    {.does = &playing_tip_keys, .bar = "t", .label = N_("tip"), .offered = playing_tip_offered},
    {.does = &previous_keys, .bar = N_("PgUp"), .label = N_("previous"), .offered = has_previous},
    {.does = &next_keys, .bar = N_("PgDn"), .label = N_("next"), .offered = has_next},
    {.does = &again_keys},
    {.does = &lessons_list_keys, .bar = "L", .label = N_("lessons")},
    {.does = &quit_asking_keys, .bar = "q", .label = N_("quit")},
    {.does = &save_record_keys},
    {.does = &open_menu_keys},
    {.does = &open_help_keys},
    {.does = &playing_new_game_keys},
    {.include = playing_more_keys},
    {0},
};

static void lesson_show(const struct mode *m, const struct scene *sc, struct shown *s)
{
    const struct lesson_mode *lm = (const struct lesson_mode *)m;
    const struct lesson *l = current(lm);
    char text[SENTENCE_SIZE];
    snprintf(text, sizeof text, _("%s - lesson %d of %d: %s"), rules_title(table_rules(sc->table)),
             lm->index + 1, course_lessons(), _(l->title));
    s->title = shown_keep(s, text);
    /* The story begins with what the lesson asks, in case it was missed;
     * until the verdict, that is what matters. */
    shown_story(s, sc, _(l->task));
    s->large = _(l->task);
    playing_show(sc, s);
}

/* Lessons leave the saved game alone. */
static const struct mode_ops lesson_ops = {
    .autosaves = false,
    .keys = lesson_keys,
    .refusal = PLAYING_REFUSAL,
    .tick = lesson_tick,
    .show = lesson_show,
};

void lesson_start(struct tui *f, int i)
{
    struct lesson_mode *lm = mode_base(f, &lesson_ops, sizeof *lm);
    if (!lm)
        return;
    lm->done = course_done();
    begin(lm, f, i >= 0 && i < course_lessons() ? i : 0);
}

void lesson_begin(struct tui *f)
{
    /* Where the learner left off: the first lesson not done. */
    uint32_t done = course_done();
    int first = 0;
    while (first < course_lessons() && done >> first & 1)
        first++;
    lesson_start(f, first < course_lessons() ? first : 0);
}

void lesson_leave(struct tui *f) { play_new_game(f, table_first_rules(tui_table(f))); }
