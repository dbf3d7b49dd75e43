/*
 * replay.h - a game record gone through move by move, from its start.
 */
#ifndef TIHBAT_TUI_REPLAY_H
#define TIHBAT_TUI_REPLAY_H

#include <stdbool.h>

struct input;
struct tui;

/* Goes back to the start of the game's record, as the base mode. */
void replay_begin(struct tui *f);
/* The keys of a replay, which a review shares: Right (Space, Enter) plays
 * the next recorded move, Left takes one back, Home and End go to the
 * record's ends, Esc plays on from here (asking first when later moves
 * would go; its words name a review when review is true), and the
 * teaching keys, the help, the menu, saving and quitting.  False for any
 * other key. */
bool replay_step_key(struct tui *f, const struct input *in, bool review);

#endif
