/*
 * teach.h - the teaching controls: the animation's speed, step mode, the
 * preview of the highlighted move, projector mode; and what a move being
 * shown says, and does with keys, in every mode that shows moves.
 */
#ifndef TIHBAT_TUI_TEACH_H
#define TIHBAT_TUI_TEACH_H

#include "tui/mode.h"

/* The speed keys (+ - 0), step mode (.), the preview (v) and projector
 * mode (P), with the bar's words while a move is shown. */
extern const struct key_row teach_keys[];
/* P alone (the editor's). */
extern const struct command teach_projector_keys;
/* While a move is shown: in step mode any key drops the next seed; Esc
 * shows the rest at once.  (A key that would move the board is dropped
 * meanwhile: its command MOVES_BOARD.) */
extern const struct key_row moving_keys[];
/* While a move is shown: the seed in hand on the line above the keys. */
void teach_show_moving(const struct scene *sc, struct shown *s);

#endif
