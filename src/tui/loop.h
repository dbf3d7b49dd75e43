/*
 * loop.h - the steps of the main loop (tui.c), which tui_run takes on the
 * terminal and a driver without one takes on a screen of its own making
 * (tests/fuzz/fuzz_keys.c, on curses writing to /dev/null): the keys and
 * clicks curses has for the program go to the modes exactly as typed.
 */
#ifndef TIHBAT_TUI_LOOP_H
#define TIHBAT_TUI_LOOP_H

#include "tui/mode.h"

/* The front end for cfg, its table open; NULL when it cannot be, after
 * saying why on standard error (the exit status in *status). */
struct tui *tui_open(const struct tui_config *cfg, int *status);
/* Closes every mode, then the table, and frees f (NULL: nothing). */
void tui_close(struct tui *f);
/* Curses set up for the game, on the screen newterm made. */
void tui_setup(const struct tui_config *cfg);
/* The first mode (a lesson, a replay, the game), and the saved game
 * offered back over the game; f's table is open. */
void tui_begin(struct tui *f, const struct tui_config *cfg);
/* What is due (a frame of a move, the computer, a mode's tick), then the
 * screen drawn unless the game ends; returns how long the loop may wait
 * for a key, in ms (-1: until one comes). */
int tui_frame(struct tui *f);
/* Every key curses has, each to the mode on top, as they were typed. */
void tui_read_keys(struct tui *f);
/* The autosave, which the main loop keeps (saved_game.c asks its questions). */
struct autosave *tui_autosave(struct tui *f);
/* The program is to end: someone quit, or no mode is left. */
bool tui_quitting(const struct tui *f);

#endif
