/*
 * shared_keys.c - the help, the menu, saving, quitting and the moves so
 * far, each opened from the key of the mode on top.
 */
#include <curses.h>

#include "app/i18n.h"
#include "tui/confirm.h"
#include "tui/help.h"
#include "tui/history.h"
#include "tui/menu.h"
#include "tui/mode.h"
#include "tui/prompt.h"
#include "tui/shared_keys.h"

static void open_help(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    help_open(f, m->ops->keys);
}

static void open_menu(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    menu_open(f);
}

static void save(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    prompt_save(f);
}

static void quit(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    confirm_quit(f);
}

static void open_history(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    history_open(f);
}

const struct command open_help_keys = {
    .keys = {CH('?'), FN(KEY_F(1))},
    .help = N_("this help"),
    .act = open_help,
};
const struct command open_menu_keys = {
    .keys = {CH('m')},
    .help = N_("menu: computer players, level, tips, speed, other games"),
    .act = open_menu,
};
const struct command save_record_keys = {
    .keys = {CH('s')},
    .help = N_("save the game record to a file"),
    .act = save,
};
const struct command quit_asking_keys = {
    .keys = {CH('q')},
    .help = N_("quit (asks first, and says whether the game is kept)"),
    .act = quit,
};
const struct command open_history_keys = {
    .keys = {CH('H')},
    .help = N_("the moves so far, each with what it did"),
    .act = open_history,
};
