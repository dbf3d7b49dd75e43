/*
 * tui.h - the curses front end: hot-seat play at one terminal.
 */
#ifndef TIHBAT_TUI_H
#define TIHBAT_TUI_H

#include <stdbool.h>

#include "solver/ai.h"
#include "tihbat.h"

struct tui_config {
    const tb_rules *rules;
    const tb_position *start;          /* NULL: the rule set's start */
    const char *names[TB_MAX_PLAYERS]; /* NULL: the default names */
    const char *load;                  /* a game record to open, or NULL */
    bool replay;                       /* go through it from its start */
    unsigned computer;                 /* bit p set: player p is the computer */
    enum ai_level level;
    bool demo;                         /* the computer plays every side */
    bool loop;                         /* ... game after game (--loop) */
    bool hints;                        /* the hint key works from the start */
    bool color;                        /* false for --no-color or NO_COLOR */
    bool ascii;                        /* no UTF-8 drawing */
    bool learn;                        /* begin with the lessons */
    bool projector;                    /* big digits and high contrast, for a class */
};

/* Runs the game until the user quits; returns the exit status. */
int tui_run(const struct tui_config *cfg);

#endif
