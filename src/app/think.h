/*
 * think.h - the computer thinking in a thread of its own, on its own copy
 * of the game, so that a front end answers keys meanwhile.  One question at
 * a time: the caller asks, polls, and takes the answer.
 */
#ifndef TIHBAT_APP_THINK_H
#define TIHBAT_APP_THINK_H

#include <stdbool.h>

#include "solver/ai.h"
#include "tihbat.h"

enum think_task { THINK_MOVE, THINK_TIPS };

struct think_answer {
    unsigned long tag; /* what the asker gave, to know a stale answer */
    enum think_task task;
    int move; /* TB_NO_MOVE when the computer could not choose one */
    int tips;
    struct ai_hint tip[TB_MAX_HOLES];
};

struct thinker;
struct thinker *thinker_new(void);
/* Waits for the thread to finish what it is doing, then frees everything. */
void thinker_free(struct thinker *t);
/* Starts thinking about g in the background; false when busy or out of memory. */
bool thinker_start(struct thinker *t, const tb_game *g, enum think_task task,
                   enum ai_level level, unsigned long tag);
/* Takes the answer when there is one. */
bool thinker_poll(struct thinker *t, struct think_answer *out);

#endif
