/*
 * capacity.h - whether this machine can solve a rule set, said in words:
 * a game too large for its memory is still played, but nothing starts a
 * solve of it (the perfect computer, --solve, a review, puzzles).
 */
#ifndef TIHBAT_APP_CAPACITY_H
#define TIHBAT_APP_CAPACITY_H

#include <stdbool.h>
#include <stddef.h>

#include "tihbat.h"

/* False when this machine can solve r (solver_fits); else true, with the
 * sentence that says so in buf: the game, what its tables need. */
bool capacity_short(const tb_rules *r, char *buf, size_t size);

#endif
