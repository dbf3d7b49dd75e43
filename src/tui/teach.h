/*
 * teach.h - the teaching controls: the animation's speed, step mode, the
 * preview of the highlighted move, projector mode; and what a move being
 * shown says, and does with keys, in every mode that shows moves.
 */
#ifndef TIHBAT_TUI_TEACH_H
#define TIHBAT_TUI_TEACH_H

#include <stdbool.h>
#include <stddef.h>

#include "tui/mode.h"

/* The speed keys (+ - 0), step mode (.), the preview (v) and projector
 * mode (P); false for any other key. */
bool teach_key(struct tui *f, const struct input *in);
/* While a move is shown: in step mode any key drops the next seed; Esc
 * shows the rest at once; a key that would move the board (moves_board)
 * is dropped, so that a second Enter or a stray letter never throws away
 * the sight of a move (the key bar names Esc).  True when the key was
 * taken so; false for a key that acts as usual. */
bool teach_moving_key(struct tui *f, const struct input *in, bool moves_board);
/* While a move is shown: the seed in hand on the line above the keys, and
 * the keys that work then. */
void teach_show_moving(const struct scene *sc, struct shown *s);
/* Marks where the highlighted move's last seed would fall. */
void teach_view(const struct table *t, struct view *v);

#endif
