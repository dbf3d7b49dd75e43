/*
 * help.h - every key, then the rules of the game being played, in a panel
 * that scrolls; any other key goes back.
 */
#ifndef TIHBAT_TUI_HELP_H
#define TIHBAT_TUI_HELP_H

#include "tui/keys.h"

struct tui;

/* The help's own keys: they scroll it. */
extern const struct key_row help_keys[];
/* Opens the help of the keys of a table (the mode's it is opened over). */
void help_open(struct tui *f, const struct key_row *keys);

#endif
