/*
 * scroll.c - a scrolling panel's keys: each moves where it starts, kept
 * between its two ends; any other key closes it.
 */
#include <curses.h>

#include "tui/scroll.h"

/* Moves at by step lines and by pages, or to an end (end < 0 the first, >
 * 0 the last), then keeps it in range. */
static void move_by(struct mode *m, struct tui *f, int step, int pages, int end)
{
    struct scrolled *sd = (struct scrolled *)m;
    int first, last, page;
    sd->range(m, tui_scene(f), &first, &last, &page);
    sd->at += step + pages * page;
    if (end)
        sd->at = end < 0 ? first : last;
    sd->at = sd->at > last ? last : sd->at < first ? first : sd->at;
}

static void line_down(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    move_by(m, f, 1, 0, 0);
}

static void line_up(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    move_by(m, f, -1, 0, 0);
}

static void page_down(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    move_by(m, f, 0, 1, 0);
}

static void page_up(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    move_by(m, f, 0, -1, 0);
}

static void to_start(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    move_by(m, f, 0, 0, -1);
}

static void to_end(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    move_by(m, f, 0, 0, 1);
}

static void away(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    mode_close(f, m);
}

const struct command scroll_down_keys = {.keys = {FN(KEY_DOWN), CH('j')}, .act = line_down};
const struct command scroll_up_keys = {.keys = {FN(KEY_UP), CH('k')}, .act = line_up};
const struct command page_down_keys = {.keys = {FN(KEY_NPAGE), CH(' ')}, .act = page_down};
const struct command page_up_keys = {.keys = {FN(KEY_PPAGE)}, .act = page_up};
const struct command scroll_start_keys = {.keys = {FN(KEY_HOME)}, .act = to_start};
const struct command scroll_end_keys = {.keys = {FN(KEY_END)}, .act = to_end};
const struct command scroll_away_keys = {.keys = {OTHER_KEYS}, .act = away};
