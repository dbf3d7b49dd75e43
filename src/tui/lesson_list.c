/*
 * lesson_list.c - the lessons screen: a panel of every lesson, a mark on
 * those done (kept in the state directory), the one being played named
 * so.  Up and Down choose, Enter begins the lesson chosen; Esc goes back
 * to where the learner was (the lesson, the game); over a lesson, the
 * last line leaves the lessons for a game.
 */
#include <stdio.h>

#include <curses.h>

#include "app/course.h"
#include "app/i18n.h"
#include "tui/confirm.h"
#include "tui/help.h"
#include "tui/lesson.h"
#include "tui/lesson_list.h"
#include "tui/mode.h"
#include "tui/panel.h"
#include "tui/screen.h"
#include "tui/shared_keys.h"

struct lessons {
    struct mode mode;
    int item;      /* the line chosen: a lesson, or course_lessons() for the last */
    int playing;   /* the lesson being played, or -1 */
    uint32_t done; /* as kept when the screen opened */
};

/* The lines: every lesson, then "leave" over a lesson or "back" otherwise. */
static int lines(void) { return course_lessons() + 1; }

static void start_chosen(struct tui *f, const void *data) { lesson_start(f, *(const int *)data); }

static void up(struct mode *m, struct tui *f, const struct input *in)
{
    (void)f, (void)in;
    struct lessons *ls = (struct lessons *)m;
    ls->item = (ls->item + lines() - 1) % lines();
}

static void down(struct mode *m, struct tui *f, const struct input *in)
{
    (void)f, (void)in;
    struct lessons *ls = (struct lessons *)m;
    ls->item = (ls->item + 1) % lines();
}

static void to_first(struct mode *m, struct tui *f, const struct input *in)
{
    (void)f, (void)in;
    ((struct lessons *)m)->item = 0;
}

static void to_last(struct mode *m, struct tui *f, const struct input *in)
{
    (void)f, (void)in;
    ((struct lessons *)m)->item = lines() - 1;
}

static void begin(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    struct lessons *ls = (struct lessons *)m;
    if (ls->item < course_lessons())
        confirm_leave_game(f, _("Leave this game for the lesson?"), start_chosen, &ls->item);
    else if (ls->playing >= 0)
        lesson_leave(f);
    else
        mode_close(f, m);
}

static void back(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    mode_close(f, m);
}

static const struct command up_keys = {
    .keys = {FN(KEY_UP), CH('k')},
    .help = N_("choose a lesson"),
    .act = up,
};
static const struct command down_keys = {.keys = {FN(KEY_DOWN), CH('j')}, .act = down};
static const struct command first_keys = {.keys = {FN(KEY_HOME)}, .act = to_first};
static const struct command last_keys = {.keys = {FN(KEY_END)}, .act = to_last};
static const struct command begin_keys = {
    .keys = {ENTER_KEYS, CH(' ')},
    .help = N_("begin the lesson chosen"),
    .act = begin,
};
static const struct command back_keys = {
    .keys = {CH(27), CH('L')},
    .help = N_("back to where you were"),
    .act = back,
};

const struct key_row lesson_list_keys[] = {
    {.does = &up_keys, .bar = N_("Up Down"), .label = N_("choose")},
    {.does = &down_keys},
    {.does = &first_keys},
    {.does = &last_keys},
    {.does = &begin_keys, .bar = N_("Enter"), .label = N_("begin")},
    {.does = &back_keys, .bar = N_("Esc"), .label = N_("back")},
    {.does = &open_help_keys},
    {.does = &quit_asking_keys},
    {0},
};

static void lessons_show(const struct mode *m, const struct scene *sc, struct shown *s)
{
    const struct lessons *ls = (const struct lessons *)m;
    char line[SENTENCE_SIZE];
    shown_panel(s, _("Lessons"));
    for (int i = 0; i < course_lessons(); i++) {
        const char *mark = ls->done >> i & 1 ? glyphs()->done : " ";
        if (i == ls->playing)
            /* TRANSLATORS: a line of the lessons screen: the mark of a
             * lesson done, its number, its title, and that it is being played. */
            snprintf(line, sizeof line, _("%s %2d. %s (now)"), mark, i + 1,
                     _(course_lesson(i)->title));
        else
            /* TRANSLATORS: the mark of a lesson done, its number, its title. */
            snprintf(line, sizeof line, _("%s %2d. %s"), mark, i + 1, _(course_lesson(i)->title));
        shown_row(s, shown_keep(s, line), i == ls->item ? ROW_CHOSEN : ROW_PLAIN);
    }
    const char *last = ls->playing >= 0 ? _("Leave the lessons: play a game") : _("Back");
    snprintf(line, sizeof line, "    %s", last);
    shown_row(s, shown_keep(s, line), ls->item == course_lessons() ? ROW_CHOSEN : ROW_PLAIN);
    shown_row(s, "", ROW_PLAIN);
    snprintf(line, sizeof line, _("%s: done. Up and Down choose, Enter begins, Esc goes back."),
             glyphs()->done);
    shown_row(s, shown_keep(s, line), ROW_DIM);
    /* More lessons than the panel holds: the list scrolls to the one chosen. */
    int height, fit;
    draw_panel_size(sc->layout, s, &height, &fit);
    s->panel.top = ls->item < fit - 1 ? 0 : ls->item - fit + 2;
    s->sentence = _("Choose a lesson with Up and Down, then press Enter.");
    s->board_moves = false;
}

static const struct mode_ops lessons_ops = {.keys = lesson_list_keys, .show = lessons_show};

void lesson_list_open(struct tui *f, int at)
{
    struct lessons *ls = mode_push(f, &lessons_ops, sizeof *ls);
    if (!ls)
        return;
    ls->playing = at;
    ls->item = at >= 0 ? at : 0;
    ls->done = course_done();
}
