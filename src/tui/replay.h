/*
 * replay.h - a game record gone through move by move, from its start.
 */
#ifndef TIHBAT_TUI_REPLAY_H
#define TIHBAT_TUI_REPLAY_H

struct tui;

/* Goes back to the start of the game's record, as the base mode. */
void replay_begin(struct tui *f);

#endif
