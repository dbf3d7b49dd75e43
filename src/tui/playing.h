/*
 * playing.h - what every mode in which people play on the board shares
 * (the game, a lesson, the puzzles): a letter chooses a hole, Left and
 * Right go round the ones that can be sown, Enter or Space sows, a click
 * chooses and a second click on the same hole sows; u and r take back
 * and play again, t gives a tip, n a new game, p the editor, Esc drops
 * the chosen hole.  Every sentence names only the holes that can be
 * played.
 */
#ifndef TIHBAT_TUI_PLAYING_H
#define TIHBAT_TUI_PLAYING_H

#include <stdbool.h>

#include "tui/mode.h"

/* The keys that move the board: a hole's letter, an arrow (or h j k l),
 * Enter, Space, a click. */
#define BOARD_KEY_LIST                                                                             \
    HOLE_LETTERS, BOARD_CLICK, ENTER_KEYS, CH(' '), FN(KEY_LEFT), FN(KEY_RIGHT), FN(KEY_UP),       \
        FN(KEY_DOWN), CH('h'), CH('j'), CH('k'), CH('l')

/* What a key no row of theirs takes is told, in every mode of a game. */
#define PLAYING_REFUSAL N_("That key does nothing here. Press ? to see the keys.")

/* The board's keys: choosing and sowing a hole. */
extern const struct key_row playing_board_keys[];
extern const struct command playing_undo_keys, playing_redo_keys, playing_tip_keys,
    playing_new_game_keys, playing_unchoose_keys;
/* The rest of a game's keys, never in the bar: the moves so far, the
 * editor, Esc, the keys while a move is shown, the teaching keys. */
extern const struct key_row playing_more_keys[];

/* When the bar offers u (a move to take back), r (one to play again, and
 * a person to play it), t (tips on, a person to move); whether people
 * play (not a demonstration). */
key_when playing_can_undo, playing_can_redo, playing_tip_offered, playing_people;

/* The board, what to do now ("Amina, choose a hole: press A or B.") and,
 * while a move is shown, what it says. */
void playing_show(const struct scene *sc, struct shown *s);

#endif
