/*
 * welcome.h - the first start's panel: play now, learn the rules, or play
 * against the computer.
 */
#ifndef TIHBAT_TUI_WELCOME_H
#define TIHBAT_TUI_WELCOME_H

struct tui;

/* Opens it over the game (at the first start, or from the menu). */
void welcome_open(struct tui *f);

#endif
