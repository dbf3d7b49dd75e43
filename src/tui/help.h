/*
 * help.h - every key, then the rules of the game being played, in a panel
 * that scrolls; any other key goes back.
 */
#ifndef TIHBAT_TUI_HELP_H
#define TIHBAT_TUI_HELP_H

struct tui;

void help_open(struct tui *f);

#endif
