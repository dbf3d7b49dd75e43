/*
 * guide.h - the words that guide the people at the table: what to do
 * now, what the seed in hand does while a move is shown, and what the
 * highlighted move would do (the preview).
 */
#ifndef TIHBAT_PLAY_GUIDE_H
#define TIHBAT_PLAY_GUIDE_H

#include <stdbool.h>
#include <stddef.h>

#include "play/table.h"

/* What to do now, naming only the holes that can be played ("Amina,
 * choose a hole: press A or B."), or who is thinking, or that the game is
 * over or paused. */
void guide_now(const struct table *t, char *buf, size_t size);
/* While a move is shown: what the seed in hand just did (in step mode,
 * which rule acts), then where the last one fell and why it captured or
 * not; false when no move is shown. */
bool guide_moving(const struct table *t, char *buf, size_t size);
/* With the preview on, what the highlighted move would do: where its last
 * seed falls, what it captures, whether it repeats a position; false when
 * there is nothing to foretell. */
bool guide_preview(const struct table *t, char *buf, size_t size);

#endif
