/*
 * playing.h - what every mode in which people play on the board shares
 * (the game, a lesson): a letter chooses a hole, Left and Right go round
 * the ones that can be sown, Enter or Space sows, a click chooses and a
 * second click on the same hole sows; u and r take back and play again,
 * and the other keys of a game open the help, the menu, the editor or a
 * question.  Every sentence names only the holes that can be played.
 */
#ifndef TIHBAT_TUI_PLAYING_H
#define TIHBAT_TUI_PLAYING_H

#include <stdbool.h>

#include "tui/mode.h"

/* Whether a key moves the board: a hole's letter, an arrow, Enter, Space,
 * a click. */
bool playing_board_key(const struct table *t, const struct input *in);
/* Acts on a key of a game being played; false for a key that does
 * nothing in one. */
bool playing_key(struct tui *f, const struct input *in);
/* The keys of the key bar that act now: u with a move to take back
 * (after ply `from`), r with one to play again, t when tips are on and a
 * person is to move.  (H, the moves so far, is in the help: the bar of
 * an 80-column screen has no room for it in every language.) */
void playing_keys(const struct scene *sc, struct shown *s, int from);
/* The board, what to do now ("Amina, choose a hole: press A or B.") and,
 * while a move is shown, what it says and the keys that work. */
void playing_show(const struct scene *sc, struct shown *s);

#endif
