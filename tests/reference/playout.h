/*
 * playout.h - the playouts as they were before issue 25 (playout.c), for
 * the tests to prove the engine's equal to them and for the benchmark's
 * baseline.  The same contract as tb_playout_* in tihbat.h.
 */
#ifndef TESTS_PLAYOUT_H
#define TESTS_PLAYOUT_H

#include "tihbat.h"

typedef struct before_playout before_playout;

before_playout *before_playout_new(const tb_rules *r, const tb_position *start, int *status);
void before_playout_free(before_playout *po);
int before_playout_play(before_playout *po, uint64_t *random, tb_result *result, int *plies);
int before_playout_batch(before_playout *po, uint64_t seed, int games, tb_result results[],
                         int plies[]);

#endif
