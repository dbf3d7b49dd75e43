/*
 * welcome.h - the first start's panel: play now, learn the rules, or play
 * against the computer.
 */
#ifndef TIHBAT_TUI_WELCOME_H
#define TIHBAT_TUI_WELCOME_H

#include "tui/keys.h"

struct tui;

/* Its keys: 1, 2 and 3 choose, Up, Down and Enter too, any other key
 * plays now. */
extern const struct key_row welcome_keys[];

/* Opens it over the game (at the first start, or from the menu). */
void welcome_open(struct tui *f);

#endif
