/*
 * autosave.h - the game kept in $XDG_STATE_HOME/tihbat/current.tbg, so
 * that nothing is lost: written after every change while the base mode
 * keeps it (mode_ops.autosaves), removed when nothing is left to resume,
 * offered back at the next start.
 */
#ifndef TIHBAT_TUI_AUTOSAVE_H
#define TIHBAT_TUI_AUTOSAVE_H

#include <stdbool.h>

struct tui;

/* Finds where the autosave goes; false when no home is known. */
bool autosave_find(struct tui *f);
/* Writes or removes the file when the game changed since; a failure is
 * told in the story while it lasts, and the game goes on. */
void autosave_keep(struct tui *f);
/* The saved game from last time: asks whether to resume it, or says it
 * was broken and set aside. */
void autosave_offer(struct tui *f);

#endif
