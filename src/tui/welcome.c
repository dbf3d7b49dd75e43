/*
 * welcome.c - the panel of the very first start (no autosave, no state
 * directory yet), and of the menu's "How to begin": play now, two at this
 * keyboard; learn the rules, in the lessons; or play against the
 * computer.  1, 2 and 3 choose at once, Up, Down and Enter too; q asks
 * to quit, as everywhere; any other key puts it away, to play now.
 */
#include <stdio.h>

#include <curses.h>

#include "app/i18n.h"
#include "tui/confirm.h"
#include "tui/lesson.h"
#include "tui/mode.h"
#include "tui/narrate.h"
#include "tui/welcome.h"

enum choice { PLAY_NOW, LEARN, COMPUTER, CHOICES };

struct welcome {
    struct mode mode;
    int item;
};

static const char *const choices[CHOICES] = {
    N_("1  Play now: two players at this keyboard"),
    N_("2  Learn the rules: short lessons, one rule each"),
    N_("3  Play against the computer"),
};

static void choose(struct welcome *w, struct tui *f, int choice)
{
    mode_close(f, &w->mode);
    if (choice == LEARN) {
        lesson_start(f, 0);
    } else if (choice == COMPUTER) {
        /* The person plays Player 1, who begins; the computer Player 2. */
        table_set_computer(&f->table, 1u << 1);
        say(&f->table, false, _("The computer plays %s, at level %s."), f->table.names[1],
            level_title(f->table.level));
    }
}

static void welcome_key(struct mode *m, struct tui *f, const struct input *in)
{
    struct welcome *w = (struct welcome *)m;
    if (input_code(in, KEY_UP) || input_is(in, 'k'))
        w->item = (w->item + CHOICES - 1) % CHOICES;
    else if (input_code(in, KEY_DOWN) || input_is(in, 'j'))
        w->item = (w->item + 1) % CHOICES;
    else if (input_enter(in))
        choose(w, f, w->item);
    else if (!in->function_key && in->key >= '1' && in->key < '1' + CHOICES)
        choose(w, f, (int)(in->key - '1'));
    else if (input_is(in, 'q'))
        confirm_quit(f); /* no: back to this panel */
    else
        choose(w, f, PLAY_NOW);
}

static void welcome_show(const struct mode *m, const struct tui *f, struct shown *s)
{
    (void)f;
    const struct welcome *w = (const struct welcome *)m;
    shown_panel(s, _("Welcome to Tihbat"));
    shown_row(s, _("A Moroccan game of seeds for two. How would you like to begin?"), ROW_PLAIN);
    shown_row(s, "", ROW_PLAIN);
    for (int i = 0; i < CHOICES; i++)
        shown_row(s, _(choices[i]), i == w->item ? ROW_CHOSEN : ROW_BOLD);
    shown_row(s, "", ROW_PLAIN);
    shown_row(s,
              _("Press 1, 2 or 3; q quits. Any other key: play now. The menu (m) brings this "
                "back."),
              ROW_DIM);
    s->sentence = _("Press 1, 2 or 3, q to quit, or any other key to play now.");
    s->large = NULL;
    s->board_moves = false;
    shown_keys(s);
    shown_key(s, "1", N_("play now"));
    shown_key(s, "2", N_("learn the rules"));
    shown_key(s, "3", N_("against the computer"));
    shown_key(s, "q", N_("quit"));
}

static const struct mode_ops welcome_ops = {.key = welcome_key, .show = welcome_show};

void welcome_open(struct tui *f) { mode_push(f, &welcome_ops, sizeof(struct welcome)); }
