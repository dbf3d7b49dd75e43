/*
 * history.h - the moves so far, every ply with its sentence, in a panel
 * the players scroll.
 */
#ifndef TIHBAT_TUI_HISTORY_H
#define TIHBAT_TUI_HISTORY_H

#include "tui/keys.h"

struct tui;

/* Its keys: they scroll it. */
extern const struct key_row history_keys[];

/* Opens it over the mode on top, at the newest move. */
void history_open(struct tui *f);

#endif
