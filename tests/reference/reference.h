/*
 * reference.h - the first solver's tables, built the plain way, for the
 * tests to prove the solver's equal to them (reference.c).
 */
#ifndef TESTS_REFERENCE_H
#define TESTS_REFERENCE_H

#include "solver/index.h"
#include "tihbat.h"

typedef struct reference reference;

/* Solves every layer of a two-player rule set of top's parity, from the
 * smallest to `top` seeds; NULL when memory is short. */
reference *reference_solve(const tb_rules *r, int top);
void reference_free(reference *ref);
/* The value of p, whose layer was solved, and its plies. */
int reference_value(const reference *ref, const tb_position *p, int *plies);

#endif
