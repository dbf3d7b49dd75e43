/*
 * saved_game.h - the questions and notices about the game kept in the
 * state directory (src/play/autosave.c keeps it): the saved game offered
 * back, replacing one from before, another copy holding it, a file that
 * cannot be read; and what becomes of the game on quitting.
 */
#ifndef TIHBAT_TUI_SAVED_GAME_H
#define TIHBAT_TUI_SAVED_GAME_H

#include <stdbool.h>

#include "play/autosave.h"

struct tui;

/* At the start, over the first mode: the autosave found and its lock
 * taken; with offer_back, asks whether to resume the saved game; says
 * that it was broken and set aside, could not be read, or is another
 * copy's. */
void saved_game_open(struct tui *f, bool offer_back);
/* The main loop's, after every key and tick: the game kept, and what
 * that asks (whether to replace a saved game from before) or tells (that
 * another copy keeps its own). */
void saved_game_keep(struct tui *f);
/* What becomes of the game if the program ends now. */
enum fate saved_game_fate(const struct tui *f);
/* The game is lost if the program ends now: FATE_FAILED or FATE_UNSAVED. */
bool saved_game_losing(const struct tui *f);

#endif
