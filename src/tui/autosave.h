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

/* Writes or removes the file when the game changed since; a failure is
 * told in the story while it lasts, and the game goes on. */
void autosave_keep(struct tui *f);
/* At the start, over the first mode: finds the autosave and takes its
 * lock (another copy holding it, this one never touches it, and a notice
 * says so); with offer_back, asks whether to resume the saved game, or
 * says that it was broken and set aside, or could not be read. */
void autosave_open(struct tui *f, bool offer_back);

#endif
