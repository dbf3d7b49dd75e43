/*
 * lesson.h - the tutorial: a lesson a rule, each on a staged position the
 * learner plays, judged by the engine's account of the move.
 */
#ifndef TIHBAT_TUI_LESSON_H
#define TIHBAT_TUI_LESSON_H

struct tui;

/* Begins the first lesson, as the base mode. */
void lesson_begin(struct tui *f);

#endif
