/*
 * progress.h - the puzzles solved, kept between runs in the state
 * directory ($XDG_STATE_HOME/tihbat/puzzles.txt): a line a puzzle, its
 * rule set and position ("tihbat 10,4,3,11:1:0,0"), since a puzzle is
 * known by its position.  A file with any other line (but comments) is
 * not the program's: it is moved aside, as a broken autosave is, and the
 * puzzles it names are kept.
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
    int error;             /* why the file could not be read, or 0: then it is never written */
    char aside[PATH_SIZE]; /* where a file with lines that are not puzzles went, or "" */
};

/* "tihbat 10,4,3,11:1:0,0": how a puzzle is known. */
void progress_key(const tb_rules *r, const tb_position *pos, char key[PROGRESS_KEY]);
/* Reads what was solved (nothing when the file is not there yet): 0, or
 * an error, after which the progress is empty and never written, so that
 * a file that could not be read is not written over.  A file with lines
 * that are not puzzles is moved aside (named in p->aside) and its puzzles
 * kept, to be written at the next progress_add. */
int progress_load(struct progress *p);
bool progress_solved(const struct progress *p, const char *key);
/* Marks key solved and writes the file again (atomically, with whatever
 * another copy added since): 0, or an error, and the key is not marked.
 * Where the file cannot be kept (the error progress_load met; ENOENT: no
 * home) the key is marked for this run, and that error returned. */
int progress_add(struct progress *p, const char *key);
void progress_free(struct progress *p);

#endif
