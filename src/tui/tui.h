/*
 * tui.h - the curses front end: hot-seat play at one terminal.
 */
#ifndef TIHBAT_TUI_H
#define TIHBAT_TUI_H

#include <stdbool.h>
#include <stdint.h>

#include "solver/ai.h"
#include "tihbat.h"

/* The puzzles the terminal sets unless told: the same set every time,
 * so that the progress kept goes on from one run to the next. */
enum { TUI_PUZZLES_SEED = 2026, TUI_PUZZLES_COUNT = 30 };

struct tui_config {
    const tb_rules *rules;
    const tb_position *start;          /* NULL: the rule set's start */
    const char *names[TB_MAX_PLAYERS]; /* NULL: the default names */
    const char *load;                  /* a game record to open, or NULL */
    bool replay;                       /* go through it from its start */
    bool review;                       /* ... with the solver's review */
    unsigned computer;                 /* bit p set: player p is the computer */
    enum ai_level level;
    bool demo;  /* the computer plays every side */
    bool loop;  /* ... game after game (--loop) */
    bool hints; /* the hint key works from the start */
    bool color; /* false for --no-color or NO_COLOR */
    bool ascii; /* no UTF-8 drawing */
    bool learn; /* begin with the lessons */
    struct {    /* begin with the puzzles, when on */
        bool on;
        uint64_t seed; /* which set */
        int level;     /* an enum puzzle_level, or PUZZLE_LEVELS for all */
        int count;
    } puzzles;
    bool projector; /* big digits and high contrast, for a class */
};

/* Runs the game until the user quits; returns the exit status. */
int tui_run(const struct tui_config *cfg);

#endif
