/*
 * course.h - the lessons: each rule taught on a staged position that the
 * learner plays, judged by the engine's account of the plies; and which
 * lessons a learner has done, kept in the state directory.  Knows nothing
 * of curses, so that the unit tests play every lesson's right moves and
 * hold its words against what the engine says of them.
 */
#ifndef TIHBAT_APP_COURSE_H
#define TIHBAT_APP_COURSE_H

#include <stdbool.h>
#include <stdint.h>

#include "tihbat.h"

/* What a lesson wants to see in the learner's plies. */
enum goal {
    GOAL_SOWN,       /* any move that sows */
    GOAL_ORIGIN,     /* the first seed went back into its hole */
    GOAL_CAPTURE,    /* the last seed captured */
    GOAL_OTHER_SIDE, /* it fell on the other side */
    GOAL_TOO_MANY,   /* it made more than capture_max */
    GOAL_SINGLE,     /* a single seed lifted */
    GOAL_PASS,       /* a player passed */
    GOAL_REPETITION, /* the game ended by repetition */
    GOAL_NO_MOVES,   /* the game ended: the player to move had no seed */
    GOAL_CHAIN,      /* the capture went on to the next holes */
    GOAL_FED,        /* the next player had no move before it, and has one now */
    GOAL_WHOLE_ROW,  /* it would have taken a player's every seed: no capture */
};

struct lesson {
    const char *id;       /* its name in the file of lessons done: never changes */
    const char *rules;    /* the rule set's name */
    const char *position; /* the start, in the notation of --position */
    const char *before;   /* plies played before the learner's ("A D"), or NULL */
    int plies;            /* the learner's plies before the verdict (forced passes apart) */
    enum goal goal;
    /* English, marked N_(): translated where shown. */
    const char *title, *task, *lesson, *hint;
    /* For the tests: the learner's right plies ("A C"), alternatives after
     * '|' ("A|B"); and what the words say of their account, as key=value
     * words (see tests/unit/test_course.c). */
    const char *right, *says;
};

enum { COURSE_MAX = 32 };

/* The lessons, in order; how many there are. */
const struct lesson *course_lesson(int i);
int course_lessons(void);

/* The ply the learner's plies start at: after `before`. */
int lesson_first_ply(const struct lesson *l);
/* Has the learner, in g (started at the lesson's position and `before`),
 * played the lesson's plies?  Forced passes do not count, and a pass the
 * learner's plies force is waited for. */
bool lesson_played(const struct lesson *l, const tb_game *g);
/* Did the plies do what the lesson asks? */
bool lesson_passed(const struct lesson *l, const tb_game *g);
/* The ply whose account the verdict tells: the last one. */
void lesson_account(const tb_game *g, int ply, tb_account *acc);

/* The holes a lesson's English words name by their letters (bit h for
 * hole h): what a panel over its board leaves in sight. */
unsigned course_holes_named(const tb_rules *r, const char *english);

/* The lessons done, bit i for lesson i, as the state directory keeps them
 * (0 when it keeps none); and kept anew: 0 or an error. */
uint32_t course_done(void);
int course_keep_done(uint32_t done);

#endif
