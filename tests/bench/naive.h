/*
 * naive.h - Tihbat and Bakuk written the plain way, for the benchmark to
 * compare the engine with: counts in an array, sowing one seed at a time,
 * and the positions since the last capture searched one by one for a
 * repetition.  It reads RULES.md, not the engine: it shares no code with it.
 */
#ifndef TIHBAT_NAIVE_H
#define TIHBAT_NAIVE_H

#include <stdbool.h>

#include "tihbat.h"

typedef struct naive_game naive_game;

/* A game of rule set r at its start; NULL when out of memory. */
naive_game *naive_new(const tb_rules *r);
void naive_free(naive_game *n);
/* Back to the start, keeping the memory. */
void naive_reset(naive_game *n);

/* The legal moves, bit h for hole h; 0 when over or when the player passes. */
unsigned naive_moves(const naive_game *n);
/* Plays a legal move: a hole, or TB_PASS for a player who must pass.
 * Returns false when memory ran out. */
bool naive_play(naive_game *n, int hole);
bool naive_over(const naive_game *n);
/* The result once over: the reason, the scores and the winner (-1 for a
 * draw), as tb_game_result gives them. */
const tb_result *naive_result(const naive_game *n);

#endif
