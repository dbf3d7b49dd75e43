/*
 * welcome.c - the panel of the very first start (no autosave, no state
 * directory yet), and of the menu's "How to begin": play now, two at this
 * keyboard; learn the rules, in the lessons; or play against the
 * computer.  It names the game chosen and how many play it.  1, 2 and 3
 * choose at once, Up, Down and Enter too; q asks to quit, as everywhere;
 * any other key puts it away, to play now, and a key that moves the board
 * (a hole's letter, Left, Right, a click) then does so: a child's first
 * move is never lost.
 */
#include <stdio.h>

#include <curses.h>

#include "app/i18n.h"
#include "play/narrate.h"
#include "tui/lesson.h"
#include "tui/mode.h"
#include "tui/shared_keys.h"
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
    struct table *t = tui_table(f);
    int players = table_rules(t)->players;
    const char *level = level_title(settings_level(tui_scene(f)->settings));
    mode_close(f, &w->mode);
    if (choice == LEARN) {
        lesson_start(f, 0);
    } else if (choice == COMPUTER) {
        /* The person plays Player 1, who begins; the computer the others. */
        table_set_computer(t, ((1u << players) - 1) & ~1u);
        if (players == 3)
            say(f, false, _("The computer plays %s and %s, at level %s."), table_name(t, 1),
                table_name(t, 2), level);
        else
            say(f, false, _("The computer plays %s, at level %s."), table_name(t, 1), level);
    }
}

static void up(struct mode *m, struct tui *f, const struct input *in)
{
    (void)f, (void)in;
    struct welcome *w = (struct welcome *)m;
    w->item = (w->item + CHOICES - 1) % CHOICES;
}

static void down(struct mode *m, struct tui *f, const struct input *in)
{
    (void)f, (void)in;
    struct welcome *w = (struct welcome *)m;
    w->item = (w->item + 1) % CHOICES;
}

static void enter(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    struct welcome *w = (struct welcome *)m;
    choose(w, f, w->item);
}

static void number(struct mode *m, struct tui *f, const struct input *in)
{
    choose((struct welcome *)m, f, (int)(in->key - '1'));
}

static void play_now(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    choose((struct welcome *)m, f, PLAY_NOW);
}

/* A key that moves the board puts the panel away and goes on to the game
 * right under it, which does with it what it always does: a child who
 * starts with a hole's letter finds that hole chosen.  (Opened from the
 * menu, the panel gives the key to no one.) */
static void play_this(struct mode *m, struct tui *f, const struct input *in)
{
    choose((struct welcome *)m, f, PLAY_NOW);
    if (mode_depth(f) == 1)
        mode_key(f, in);
}

static const struct command up_keys = {.keys = {FN(KEY_UP), CH('k')}, .act = up};
static const struct command down_keys = {.keys = {FN(KEY_DOWN), CH('j')}, .act = down};
static const struct command enter_keys = {.keys = {ENTER_KEYS}, .act = enter};
static const struct command numbers_keys = {.keys = {CH('1'), CH('2'), CH('3')}, .act = number};
static const struct command board_keys = {
    .keys = {HOLE_LETTERS, BOARD_CLICK, FN(KEY_LEFT), FN(KEY_RIGHT), CH('h'), CH('l')},
    .act = play_this,
};
static const struct command other_keys = {.keys = {OTHER_KEYS}, .act = play_now};

/* 1, 2 and 3 choose at once; the bar names each, and q, which asks to
 * quit as everywhere. */
const struct key_row welcome_keys[] = {
    {.does = &up_keys},
    {.does = &down_keys},
    {.does = &enter_keys},
    {.does = &numbers_keys, .bar = "1", .label = N_("play now")},
    {.does = &numbers_keys, .bar = "2", .label = N_("learn the rules")},
    {.does = &numbers_keys, .bar = "3", .label = N_("against the computer")},
    {.does = &quit_asking_keys, .bar = "q", .label = N_("quit")}, /* no: back to this panel */
    {.does = &board_keys},
    {.does = &other_keys},
    {0},
};

static void welcome_show(const struct mode *m, const struct scene *sc, struct shown *s)
{
    const struct welcome *w = (const struct welcome *)m;
    const tb_rules *r = table_rules(sc->table);
    char text[SENTENCE_SIZE];
    /* TRANSLATORS: the game chosen: "Welcome to Bakuk". */
    snprintf(text, sizeof text, _("Welcome to %s"), rules_title(r));
    shown_panel(s, shown_keep(s, text));
    if (r->players == 3) {
        shown_row(s, _("A Moroccan game of seeds for three. How would you like to begin?"),
                  ROW_PLAIN);
    } else if (r->players == 2) {
        shown_row(s, _("A Moroccan game of seeds for two. How would you like to begin?"),
                  ROW_PLAIN);
    } else {
        snprintf(text, sizeof text, _("A game of seeds for %d. How would you like to begin?"),
                 r->players);
        shown_row(s, shown_keep(s, text), ROW_PLAIN);
    }
    shown_row(s, "", ROW_PLAIN);
    for (int i = 0; i < CHOICES; i++) {
        const char *choice = _(choices[i]);
        if (i == PLAY_NOW && r->players == 3)
            choice = _("1  Play now: three players at this keyboard");
        else if (i == PLAY_NOW && r->players != 2) {
            snprintf(text, sizeof text, _("1  Play now: %d players at this keyboard"), r->players);
            choice = shown_keep(s, text);
        }
        shown_row(s, choice, i == w->item ? ROW_CHOSEN : ROW_BOLD);
    }
    shown_row(s, "", ROW_PLAIN);
    shown_row(s,
              _("Press 1, 2 or 3; q quits. Any other key: play now. The menu (m) brings this "
                "back."),
              ROW_DIM);
    s->sentence = _("Press 1, 2 or 3, q to quit, or any other key to play now.");
    s->large = NULL;
    s->board_moves = false;
}

static const struct mode_ops welcome_ops = {.keys = welcome_keys, .show = welcome_show};

void welcome_open(struct tui *f) { mode_push(f, &welcome_ops, sizeof(struct welcome)); }
