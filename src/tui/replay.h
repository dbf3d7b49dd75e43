/*
 * replay.h - a game record gone through move by move, from its start.
 */
#ifndef TIHBAT_TUI_REPLAY_H
#define TIHBAT_TUI_REPLAY_H

#include <stdbool.h>

#include "tui/keys.h"

struct tui;

/* The replay's keys: what each does, the key bar and the help. */
extern const struct key_row replay_keys[];
/* The keys that step through a record, which a review shares: Right
 * (Down, Enter, l, j) plays the next recorded move again, Left takes one
 * back; and the rest, never in the bar: Home and End go to the record's
 * ends, the help, the menu, saving, the moves so far, the teaching keys. */
extern const struct command replay_forward_keys, replay_back_keys;
extern const struct key_row replay_more_keys[];

/* Goes back to the start of the game's record, as the base mode. */
void replay_begin(struct tui *f);
/* Esc: plays on from the move shown, asking first when later moves of the
 * record would go (its words name a review when review is true). */
void replay_leave(struct tui *f, bool review);

#endif
