/*
 * solve_before.h - the solver as it was before issue 25, for the
 * benchmark's baseline (solve_before.c).
 */
#ifndef TIHBAT_SOLVE_BEFORE_H
#define TIHBAT_SOLVE_BEFORE_H

#include "tihbat.h"

/* Solves every layer the start of r reaches, as the solver of commit
 * 310fd78 did, and lets go of the tables: TB_OK or TB_ENOMEM. */
int before_solve(const tb_rules *r);

#endif
