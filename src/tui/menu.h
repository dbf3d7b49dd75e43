/*
 * menu.h - the settings menu: which game a new game plays, who the
 * computer plays and how well, tips, the animation's speed, the
 * demonstration, the lessons.
 */
#ifndef TIHBAT_TUI_MENU_H
#define TIHBAT_TUI_MENU_H

#include "tui/keys.h"

struct tui;

/* The menu's keys. */
extern const struct key_row menu_keys[];

void menu_open(struct tui *f);

#endif
