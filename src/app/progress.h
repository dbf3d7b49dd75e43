/*
 * progress.h - the puzzles solved, kept between runs in the state
 * directory ($XDG_STATE_HOME/tihbat/puzzles.txt): a line a puzzle, its
 * rule set and position ("tihbat 10,4,3,11:1:0,0"), since a puzzle is
 * known by its position.  Lines that are not that are dropped.
 */
#ifndef TIHBAT_APP_PROGRESS_H
#define TIHBAT_APP_PROGRESS_H

#include <stdbool.h>

#include "app/save.h"
#include "tihbat.h"

enum { PROGRESS_KEY = 96, PROGRESS_MAX = 10000 };

struct progress {
    char path[PATH_SIZE]; /* empty: nowhere to keep it */
    char (*solved)[PROGRESS_KEY];
    int n, capacity;
};

/* "tihbat 10,4,3,11:1:0,0": how a puzzle is known. */
void progress_key(const tb_rules *r, const tb_position *pos, char key[PROGRESS_KEY]);
/* Reads what was solved (nothing when the file is not there yet): 0, or
 * an error, after which the progress is empty and never written, so that
 * a file that could not be read is not written over. */
int progress_load(struct progress *p);
bool progress_solved(const struct progress *p, const char *key);
/* Marks key solved and writes the file again (atomically, with whatever
 * another copy added since): 0, or an error (ENOENT: no home). */
int progress_add(struct progress *p, const char *key);
void progress_free(struct progress *p);

#endif
