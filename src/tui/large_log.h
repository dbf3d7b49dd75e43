/*
 * large_log.h - what large print shows, written down for the tests.
 */
#ifndef TIHBAT_TUI_LARGE_LOG_H
#define TIHBAT_TUI_LARGE_LOG_H

/* When TIHBAT_LARGE_LOG names a file, adds what place 0 (the words under
 * the board) or place 1 + p (player p's line) shows in large print, each
 * time it changes ("" when nothing is in large print there). */
void large_log(int place, const char *text);

#endif
