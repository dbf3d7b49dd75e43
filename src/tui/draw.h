/*
 * draw.h - the screen as a mode stack shows it: the title, the board, the
 * players, the story, the line above the keys, the key bar, a panel.
 */
#ifndef TIHBAT_TUI_DRAW_H
#define TIHBAT_TUI_DRAW_H

#include <stdbool.h>

#include "tui/layout.h"

struct bigtext;
struct scene;
struct shown;

/* Draws s, which the modes showed from sc; large print in fonts (NULL:
 * none); records where things went in lo. */
void draw_screen(const struct scene *sc, struct bigtext *fonts, struct layout *lo,
                 const struct shown *s);

#endif
