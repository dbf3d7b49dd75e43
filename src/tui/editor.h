/*
 * editor.h - the position editor: a situation staged on the board by hand
 * or typed in the notation, then played from.
 */
#ifndef TIHBAT_TUI_EDITOR_H
#define TIHBAT_TUI_EDITOR_H

#include "tui/keys.h"

struct tui;

/* The editor's keys. */
extern const struct key_row editor_keys[];

/* Opens the editor on the game's position, over the base mode. */
void editor_open(struct tui *f);

#endif
