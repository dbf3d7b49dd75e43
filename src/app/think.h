/*
 * think.h - the computer thinking in a thread of its own, on its own copy
 * of the game, so that a front end answers keys meanwhile.  One question at
 * a time: the caller asks, polls, and takes the answer.  Besides a move
 * and the tips it works out what takes seconds: the review of a whole game
 * and a set of puzzles, on the computer's own tables.
 */
#ifndef TIHBAT_APP_THINK_H
#define TIHBAT_APP_THINK_H

#include <stdbool.h>
#include <stdint.h>

#include "solver/ai.h"
#include "solver/game_review.h"
#include "solver/puzzle.h"
#include "tihbat.h"

enum think_task { THINK_MOVE, THINK_TIPS, THINK_REVIEW, THINK_PUZZLES };

/* A set of puzzles to make: puzzle_make's arguments. */
struct think_puzzles {
    const tb_rules *rules; /* a two-player rule set */
    uint64_t seed;
    int level; /* an enum puzzle_level, or PUZZLE_LEVELS for all */
    int count; /* at most PUZZLE_COUNT_MAX */
};

struct think_answer {
    unsigned long tag; /* what the asker gave, to know a stale answer */
    enum think_task task;
    int move; /* TB_NO_MOVE when the computer could not choose one */
    int tips;
    struct ai_hint tip[TB_MAX_HOLES];
    /* THINK_REVIEW and THINK_PUZZLES: TB_OK, or why there is none. */
    int status;
    struct review review;   /* THINK_REVIEW: every recorded ply of the game */
    struct puzzle *puzzles; /* THINK_PUZZLES: made of them, easiest first */
    int made;
};
/* Lets go of what an answer holds (a review, puzzles): the taker's to do. */
void think_answer_free(struct think_answer *a);

struct thinker;
struct thinker *thinker_new(void);
/* Waits for the thread to finish what it is doing, then frees everything. */
void thinker_free(struct thinker *t);
/* Starts thinking about g in the background: its move or tips at its
 * current ply, or (THINK_REVIEW) the review of every ply it records;
 * false when busy or out of memory. */
bool thinker_start(struct thinker *t, const tb_game *g, enum think_task task, enum ai_level level,
                   unsigned long tag);
/* Starts making a set of puzzles; false when busy. */
bool thinker_start_puzzles(struct thinker *t, const struct think_puzzles *ask, unsigned long tag);
/* Makes g's solved tables ready in the background, when the thread is
 * free: what a game whose computer plays perfectly, or that gives tips,
 * asks as it begins, so that the first answer rarely waits.  A question
 * asked meanwhile is answered once they are ready (it needs them too).
 * Without installed tables or a cache of them, this is the solve. */
void thinker_prepare(struct thinker *t, const tb_game *g);
/* Takes the answer when there is one. */
bool thinker_poll(struct thinker *t, struct think_answer *out);

#endif
