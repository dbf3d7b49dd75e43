/*
 * lesson.h - a lesson as the base mode: a rule on a staged position the
 * learner plays, judged by the engine's account of the move.
 */
#ifndef TIHBAT_TUI_LESSON_H
#define TIHBAT_TUI_LESSON_H

#include "tui/keys.h"

struct tui;

/* A lesson's keys: the game's, and the lessons' own. */
extern const struct key_row lesson_keys[];

/* Begins where the learner left off: the first lesson not done. */
void lesson_begin(struct tui *f);
/* Begins lesson i (from 0). */
void lesson_start(struct tui *f, int i);
/* Leaves the lessons for a new game of the rules the program was started with. */
void lesson_leave(struct tui *f);

#endif
