/*
 * lesson_list.h - the lessons screen: every lesson, which are done, any one
 * to begin; Esc goes back to where the learner was.
 */
#ifndef TIHBAT_TUI_LESSON_LIST_H
#define TIHBAT_TUI_LESSON_LIST_H

#include "tui/keys.h"

struct tui;

/* The lessons screen's keys. */
extern const struct key_row lesson_list_keys[];

/* Opens the screen over the mode on top, the lesson `at` (from 0) chosen;
 * -1 when no lesson is being played. */
void lesson_list_open(struct tui *f, int at);

#endif
