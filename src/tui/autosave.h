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
 * told in the story while it lasts, and the game goes on.  Before the
 * first write over an unfinished game from before that was not offered
 * back, asks whether to replace it.  When another copy holds the file,
 * says so once a mode that would keep the game is on (a review, puzzles
 * or lessons keep nothing). */
void autosave_keep(struct tui *f);

/* What becomes of the game if the program ends now. */
enum fate {
    FATE_NOTHING_TO_KEEP, /* no game played, or no move, or it is over */
    FATE_KEPT,            /* the autosave holds it as it stands */
    FATE_RECORDED,        /* not, but a record saved with s does */
    FATE_FAILED,          /* lost: the autosave failed (t->save_error says why) */
    FATE_UNSAVED,         /* lost: no autosave for this game */
};
enum fate autosave_fate(const struct tui *f);
/* FATE_FAILED or FATE_UNSAVED. */
bool autosave_losing(const struct tui *f);
/* At the start, over the first mode: finds the autosave and takes its
 * lock (another copy holding it, this one never touches it, and a notice
 * says so); with offer_back, asks whether to resume the saved game, or
 * says that it was broken and set aside, or could not be read. */
void autosave_open(struct tui *f, bool offer_back);

#endif
