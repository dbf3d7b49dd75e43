/*
 * cache.h - solved tables kept on disk between runs, under
 * $XDG_CACHE_HOME/tihbat/ (by default ~/.cache/tihbat/): a solver_store
 * (solver.h) for the programs.
 *
 * A file is a header (its format, the tables' full description and a
 * checksum) and then the tables, written to a temporary file and renamed
 * into place, read whole into memory.  A file that is missing, of
 * another format or description, truncated or corrupt is never used: the
 * solver solves again and the file is written anew.  All but a missing
 * one is a problem worth one line to the user (cache_problem).
 *
 * Every file is hostile: only a regular file of the user's own is read,
 * never through a link, and the solver checks every value before it is
 * lent (solver.h's store).
 *
 * Tables installed with the program (make install, the Debian package)
 * are found first, beside it in ../share/tihbat/tables (installed.h):
 * read the same way (root's, or the user's in a tree the user built) and
 * never written; one that is not sound is reported and the user's cache
 * is used instead.  --no-cache turns both off.
 */
#ifndef TIHBAT_APP_CACHE_H
#define TIHBAT_APP_CACHE_H

#include <stdbool.h>

#include "solver/solver.h"

/* --no-cache: from now on no cache reads or writes a file, in this
 * process (the option says so once for every part of the program). */
void cache_turn_off(void);

typedef struct cache cache;

/* A cache in the user's cache directory (or none: solving in memory, when
 * turned off or no home is known).  NULL when out of memory. */
cache *cache_new(void);
/* The same, with the tables installed in the directory `installed` ("…/";
 * NULL: none) in place of those beside the program. */
cache *cache_new_beside(const char *installed);
/* Frees what it lent: after every solver that uses it is freed. */
void cache_free(cache *c);
/* The store to give solvers (solver_set_store); it lives as long as c. */
const solver_store *cache_store(const cache *c);

/* The first problem met (a file not to be trusted, or one that could not
 * be written), as a sentence in the user's language, or NULL; each is
 * handed out once, so that a program reports it once. */
const char *cache_problem(cache *c);

#endif
