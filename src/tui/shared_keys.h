/*
 * shared_keys.h - the commands of the keys every screen over the game
 * shares: the help, the menu, saving the record, quitting, the moves so
 * far.  Each mode's table has a row for those it takes.
 */
#ifndef TIHBAT_TUI_SHARED_KEYS_H
#define TIHBAT_TUI_SHARED_KEYS_H

#include "tui/keys.h"

extern const struct command open_help_keys;    /* ? and F1: the help of the mode's keys */
extern const struct command open_menu_keys;    /* m */
extern const struct command save_record_keys;  /* s: the record, to a file named at a prompt */
extern const struct command quit_asking_keys;  /* q, after the quit question */
extern const struct command open_history_keys; /* H */

#endif
