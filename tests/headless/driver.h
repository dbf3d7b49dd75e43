/*
 * driver.h - the front end run without a terminal, for the tests: the
 * program's own main loop (src/tui/loop.h) on a curses screen of the
 * driver's making (newterm writing to /dev/null and reading a pipe the
 * driver types into), with the program's clock and its thinking thread
 * under the driver's control, and the screen read back as a terminal
 * shows it.  tests/fuzz/fuzz_keys.c and the script runner (script.c,
 * build/tui-script) share it.
 *
 * The program is linked with the linker's --wrap of the calls that tell
 * the time and the process id and that ask the computer (DRIVER_WRAP in
 * the Makefile): while the driver holds the clock (driver_fixed), the
 * monotonic clock is driver_clock and moves only when the driver moves
 * it, time() and getpid() answer the same every time, and the computer's
 * answer is waited for at the first poll after the question, so that a
 * run does the same each time and never waits.
 */
#ifndef TESTS_HEADLESS_DRIVER_H
#define TESTS_HEADLESS_DRIVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "tui/tui.h"

/* The front end's state (src/tui/front.h), which tui_open makes. */
struct tui;

/* The program's monotonic clock, in ms, while driver_fixed. */
extern long long driver_clock;
/* The driver holds the clock, the date and the process id. */
extern bool driver_fixed;

/* Curses on no terminal, of terminal type `term` (its terminfo decides
 * the colours and how typed bytes are read): once, before anything. */
void driver_init(const char *term);

/* Starts the program on a window of cols x lines, as tui_run does once it
 * has its terminal (loop.h's tui_open, tui_setup and tui_begin);
 * NULL, with *status the program's exit status, when it would end before
 * its first screen (what it says of why is on standard error). */
struct tui *driver_start(const struct tui_config *cfg, int cols, int lines, int *status);
/* The steps of the program's loop (loop.h): what is due and the screen
 * drawn, returning how long the loop may wait (-1: for a key); every key
 * typed, to the modes; whether the program has ended (as its user asked). */
int driver_frame(struct tui *f);
void driver_read_keys(struct tui *f);
bool driver_ended(const struct tui *f);
/* Ends the program as tui_run does after its loop: whatever was typed and
 * not read is dropped, then tui_close. */
void driver_end(struct tui *f);

/* Bytes typed at the keyboard, as a terminal sends them (UTF-8 text,
 * "\r" for Enter, "\033OA" for Up...): curses reads them, as from a
 * terminal, at the next tui_read_keys.  False when they do not fit. */
bool driver_type(const char *bytes, size_t n);

/* The screen as the terminal shows it, read back from curses' own copy of
 * it (curscr).  Its text, a line each without the spaces at its end, as
 * tmux's capture-pane -p writes it; and the look of each character, as
 * tests/tui/cells.awk writes it from tmux's capture-pane -e: a character
 * a cell ('.' for plain text, a letter for each other look in the order
 * they first appear), then what each letter stands for.  The spaces at
 * the end of a line are no cells, whatever their look (tmux keeps those
 * it was sent after them a cell of another look: what it holds depends
 * on the way curses drew it, and no golden screen has any). */
struct driver_screen;
struct driver_screen *driver_screen_read(void);
/* A screen of plain text: lines, each ended by '\n'. */
struct driver_screen *driver_screen_text(const char *text);
void driver_screen_free(struct driver_screen *s);
bool driver_screen_write(const struct driver_screen *s, FILE *text, FILE *cells);
/* Whether the screen shows text as a person reads it, as tests/tui/lib.sh
 * words: the sides of boxes and the blocks of drawings (a verdict's mark)
 * taken out, the lines joined, every run of
 * spaces one, so that a sentence wrapped over lines or in a panel reads
 * whole; and, as its showing does, a word broken over two lines (a path)
 * matches too, their spaces left out. */
bool driver_screen_shows(const struct driver_screen *s, const char *text);

#endif
