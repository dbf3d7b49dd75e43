/*
 * notice.c - something to read: what a lesson asks, the verdict on a
 * move, a saved game that could not be read.  Any key goes on.  What a
 * lesson says is what matters now: a projector shows it in large print
 * (and no panel is laid over it), and the panel leaves the holes it
 * speaks of in sight.  A verdict is right or wrong before it is read: its
 * colour and its mark.
 */
#include <stdio.h>

#include "app/i18n.h"
#include "tui/mode.h"
#include "tui/notice.h"

struct notice {
    /* cppcheck-suppress unusedStructMember ; the stack holds the state by it */
    struct mode mode;
    char title[SENTENCE_SIZE], told[SENTENCE_SIZE], text[4 * SENTENCE_SIZE + 2 * PATH_SIZE];
    char whole[6 * SENTENCE_SIZE + 2 * PATH_SIZE]; /* told, text, gist: a projector's large print */
    bool large;                                    /* text is what matters now */
    enum verdict verdict;
    unsigned avoid; /* the holes the panel leaves in sight */
};

static void go_on(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    mode_close(f, m);
}

static const struct command go_on_keys = {.keys = {OTHER_KEYS}, .act = go_on};

const struct key_row notice_keys[] = {
    {.does = &go_on_keys, .bar = N_("any key"), .label = N_("go on")},
    {0},
};

static void notice_show(const struct mode *m, const struct scene *sc, struct shown *s)
{
    (void)sc;
    const struct notice *n = (const struct notice *)m;
    shown_panel(s, n->title);
    s->panel.avoid = n->avoid;
    s->panel.verdict = n->verdict;
    if (n->told[0])
        shown_row(s, n->told, ROW_PLAIN);
    shown_row(s, n->text, n->told[0] ? ROW_BOLD : ROW_PLAIN);
    if (n->large) {
        s->large = n->whole;
        s->panel.said_large = true;
    }
    /* A panel that must leave holes in sight is as small as it can be:
     * the line above the keys says how to go on. */
    if (!n->avoid) {
        shown_row(s, "", ROW_PLAIN);
        shown_row(s, _("Press any key to go on."), ROW_BOLD);
    }
    s->sentence = _("Press any key to go on.");
    s->board_moves = false;
}

static const struct mode_ops notice_ops = {.keys = notice_keys, .show = notice_show};

void notice_open(struct tui *f, const char *title, const char *text)
{
    struct notice *n = mode_push(f, &notice_ops, sizeof *n);
    if (n) {
        snprintf(n->title, sizeof n->title, "%s", title);
        snprintf(n->text, sizeof n->text, "%s", text);
    }
}

void notice_explain(struct tui *f, enum verdict verdict, const char *title, const char *told,
                    const char *text, const char *gist, unsigned avoid)
{
    struct notice *n = mode_push(f, &notice_ops, sizeof *n);
    if (n) {
        snprintf(n->title, sizeof n->title, "%s", title);
        snprintf(n->told, sizeof n->told, "%s", told ? told : "");
        snprintf(n->text, sizeof n->text, "%s", text);
        /* Large print that does not fit whole shows its last sentence:
         * the gist, when there is one. */
        snprintf(n->whole, sizeof n->whole, "%s%s%s%s%s", n->told, n->told[0] ? " " : "", n->text,
                 gist ? " " : "", gist ? gist : "");
        n->large = true;
        n->verdict = verdict;
        n->avoid = avoid;
    }
}
