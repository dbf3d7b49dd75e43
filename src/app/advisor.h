/*
 * advisor.h - what the computer has to say about the game being played:
 * its move, the tips, and what takes seconds (the review of a whole game,
 * a set of puzzles), each worked out in the thinking thread (think.h)
 * while the screen answers keys.
 *
 * An answer about the move or the tips is about one position, asked under
 * one set of settings: the asker names them by a key.  The first call
 * with another key forgets every answer, and every question, of the old
 * one, so that no answer about a position that has gone is ever used.
 */
#ifndef TIHBAT_APP_ADVISOR_H
#define TIHBAT_APP_ADVISOR_H

#include <stdbool.h>

#include "app/think.h"

/* What the answers are about: the position, as its owner counts its
 * changes, and the settings they were asked under. */
struct advice_key {
    unsigned long position, settings;
};

struct advisor;

/* NULL when the thinking thread cannot start. */
struct advisor *advisor_new(void);
/* Waits for the thread to finish what it is doing, then frees everything. */
void advisor_free(struct advisor *a);

/* What the thread answered about key, taken: true when the tips wanted
 * have come since the last call (advisor_tips has them). */
bool advisor_take(struct advisor *a, struct advice_key key);
/* Asks the thread for g's move (THINK_MOVE) or tips (THINK_TIPS) at its
 * ply, at level: once for each key and task, when the thread is free. */
void advisor_ask(struct advisor *a, const tb_game *g, enum think_task task, enum ai_level level,
                 struct advice_key key);
/* The computer's move about key, once it has come: true, and *move is it
 * (TB_NO_MOVE when the computer could not choose one); it is then taken. */
bool advisor_take_move(struct advisor *a, struct advice_key key, int *move);
/* Whether the move about key has come and not been taken. */
bool advisor_has_move(const struct advisor *a, struct advice_key key);
/* Makes g's solved tables ready in the background, as a game whose
 * computer plays perfectly, or that gives tips, begins (thinker_prepare). */
void advisor_prepare(struct advisor *a, const tb_game *g);
/* The tips about key are wanted: advisor_take says when they come. */
void advisor_want_tips(struct advisor *a, struct advice_key key);
bool advisor_wants_tips(const struct advisor *a, struct advice_key key);
/* The tips about key that came, best first; how many (0: none). */
int advisor_tips(const struct advisor *a, struct advice_key key, const struct ai_hint **tip);

/* ---- Work that takes seconds ----
 * The review of g's whole record, or a set of puzzles: the first call asks
 * (when the thread is free), later ones look for the answer.  True once
 * it has come: *out is then the caller's (think_answer_free), its status
 * TB_OK or why not.  advisor_study_drop forgets the question, and its
 * answer when it comes. */
bool advisor_review(struct advisor *a, const tb_game *g, enum ai_level level,
                    struct think_answer *out);
bool advisor_puzzles(struct advisor *a, const struct think_puzzles *ask, struct think_answer *out);
void advisor_study_drop(struct advisor *a);

#endif
