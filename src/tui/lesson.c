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
#include "tui/lesson.h"
#include "tui/lessons.h"
#include "tui/mode.h"
#include "tui/narrate.h"
#include "tui/notice.h"
#include "tui/play.h"
#include "tui/playing.h"

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
    if (!r || tb_position_parse(r, l->position, &pos, NULL) != TB_OK ||
        !table_stage(&f->table, r, &pos, l->before))
        return;                       /* the lessons' unit test plays each */
    table_set_computer(&f->table, 0); /* the learner plays every move */
    lm->index = i;
    lm->judged = false;
    lm->next = -1;
    snprintf(title, sizeof title, _("Lesson %d of %d: %s"), i + 1, course_lessons(), _(l->title));
    notice_explain(f, title, NULL, _(l->task), 0);
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

/* Judges the learner's plies once they are played. */
static void judge(struct lesson_mode *lm, struct tui *f)
{
    struct table *t = &f->table;
    const struct lesson *l = current(lm);
    tb_account acc;
    char told[SENTENCE_SIZE];
    lesson_account(t->game, tb_game_ply(t->game), &acc);
    bool passed = lesson_passed(l, t->game);
    narrate_ply(t, &acc, told, sizeof told);
    lm->judged = true;
    lm->next = passed ? lm->index + 1 : lm->index;
    if (passed && !(lm->done >> lm->index & 1)) {
        int error = course_keep_done(lm->done | 1u << lm->index);
        if (error)
            say(t, true, _("Could not keep the lessons done: %s."), save_strerror(error));
        else
            lm->done |= 1u << lm->index;
    }
    notice_explain(f, passed ? _("Well done") : _("Not quite"), told,
                   passed ? _(l->lesson) : _(l->hint), spoken_of(t->rules, &acc));
}

static int lesson_tick(struct mode *m, struct tui *f)
{
    struct lesson_mode *lm = (struct lesson_mode *)m;
    const struct table *t = &f->table;
    int wait = table_drive(&f->table, false);
    if (lm->next >= course_lessons()) { /* the verdict on the last one is read */
        play_begin(f);
        notice_open(f, _("Every lesson is done"),
                    _("You know every rule now. Play on from here, or press n for a new game."));
    } else if (lm->next >= 0) {
        begin(lm, f, lm->next);
    } else if (!lm->judged && !t->anim.active && lesson_played(current(lm), t->game)) {
        judge(lm, f);
    } else {
        return wait;
    }
    return 0;
}

static void lesson_key(struct mode *m, struct tui *f, const struct input *in)
{
    struct lesson_mode *lm = (struct lesson_mode *)m;
    struct table *t = &f->table;
    if (input_code(in, KEY_NPAGE) && lm->index + 1 < course_lessons())
        begin(lm, f, lm->index + 1);
    else if (input_code(in, KEY_NPAGE))
        say(t, true, "%s", _("This is the last lesson."));
    else if (input_code(in, KEY_PPAGE) && lm->index > 0)
        begin(lm, f, lm->index - 1);
    else if (input_code(in, KEY_PPAGE))
        say(t, true, "%s", _("This is the first lesson."));
    else if (input_code(in, KEY_HOME))
        begin(lm, f, lm->index);
    else if (input_is(in, 'L'))
        lessons_open(f, lm->index);
    else if (input_is(in, 'u') && tb_game_ply(t->game) <= lesson_first_ply(current(lm)))
        say(t, true, "%s", _("There is no move to take back."));
    else if (!playing_key(f, in))
        say(t, true, "%s", _("That key does nothing here. Press ? to see the keys."));
}

static void lesson_show(const struct mode *m, const struct tui *f, struct shown *s)
{
    const struct lesson_mode *lm = (const struct lesson_mode *)m;
    const struct table *t = &f->table;
    const struct lesson *l = current(lm);
    char text[SENTENCE_SIZE];
    snprintf(text, sizeof text, _("%s - lesson %d of %d: %s"), rules_title(t->rules), lm->index + 1,
             course_lessons(), _(l->title));
    s->title = shown_keep(s, text);
    /* The story begins with what the lesson asks, in case it was missed;
     * until the verdict, that is what matters. */
    shown_story(s, t, _(l->task));
    s->large = _(l->task);
    shown_keys(s);
    playing_keys(t, s, lesson_first_ply(l));
    if (lm->index > 0)
        shown_key(s, N_("PgUp"), N_("previous"));
    if (lm->index + 1 < course_lessons())
        shown_key(s, N_("PgDn"), N_("next"));
    /* Home, this lesson again, is in the help: no room for it here. */
    shown_key(s, "L", N_("lessons"));
    shown_key(s, "q", N_("quit"));
    playing_show(t, s);
}

/* Lessons leave the saved game alone. */
static const struct mode_ops lesson_ops = {
    .autosaves = false,
    .key = lesson_key,
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

void lesson_leave(struct tui *f) { play_new_game(f, f->table.cfg->rules); }
