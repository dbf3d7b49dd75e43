/*
 * notice.c - something to read: what a lesson asks, the verdict on a
 * move, a saved game that could not be read.  Any key goes on.
 */
#include <stdio.h>

#include "app/i18n.h"
#include "tui/mode.h"
#include "tui/notice.h"

struct notice {
    struct mode mode;
    char title[SENTENCE_SIZE], text[4 * SENTENCE_SIZE + 2 * PATH_SIZE];
};

static void notice_key(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    const struct notice *n = (const struct notice *)m;
    mode_close(f, &n->mode);
}

static void notice_show(const struct mode *m, const struct tui *f, struct shown *s)
{
    (void)f;
    const struct notice *n = (const struct notice *)m;
    static const struct key_help keys[] = {{N_("any key"), N_("go on")}, {NULL, NULL}};
    s->panel.title = n->title;
    shown_row(s, n->text, ROW_PLAIN);
    shown_row(s, "", ROW_PLAIN);
    shown_row(s, _("Press any key to go on."), ROW_BOLD);
    s->sentence = _("Press any key to go on.");
    s->board_moves = false;
    s->keys = keys;
}

static const struct mode_ops notice_ops = {.key = notice_key, .show = notice_show};

void notice_open(struct tui *f, const char *title, const char *text)
{
    struct notice *n = mode_push(f, &notice_ops, sizeof *n);
    if (n) {
        snprintf(n->title, sizeof n->title, "%s", title);
        snprintf(n->text, sizeof n->text, "%s", text);
    }
}
