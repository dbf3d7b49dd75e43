/*
 * play.h - the game: hot-seat play, the computer's sides, a
 * demonstration.  The base mode whenever no lesson or replay is.
 */
#ifndef TIHBAT_TUI_PLAY_H
#define TIHBAT_TUI_PLAY_H

#include "tihbat.h"
#include "tui/keys.h"

struct tui;

/* The game's keys: what each does, the key bar and the help. */
extern const struct key_row play_keys[];

/* The game at the table becomes the base mode, as it stands. */
void play_begin(struct tui *f);
/* A new game of rules (from the configured start when they are its
 * rules), played as the base mode. */
void play_new_game(struct tui *f, const tb_rules *rules);

#endif
