/*
 * random.h - the solver's repeatable randomness: splitmix64 from a seed,
 * for the computer's choices among equal moves and the games that find
 * puzzles.
 */
#ifndef TIHBAT_RANDOM_H
#define TIHBAT_RANDOM_H

#include <stdint.h>

/* 0 .. n-1 (0 when n <= 1), advancing *state. */
int random_below(uint64_t *state, int n);

#endif
