/*
 * commands.h - the non-interactive modes of the command line.
 */
#ifndef TIHBAT_COMMANDS_H
#define TIHBAT_COMMANDS_H

#include <stdio.h>
#include <stdlib.h>

#include "tihbat.h"

/* Exit statuses, after sysexits' spirit but as the issue fixes them. */
enum { EXIT_USAGE = 2 };

/* Flushes out (standard output); 0, or EXIT_FAILURE after saying on
 * standard error why it could not be written. */
int output_flush(FILE *out);

/* --batch: moves from `in`, one JSON object a ply on `out`. */
int batch_run(const tb_rules *r, const tb_position *start, FILE *in, FILE *out);
/* --solve: one JSON object with the value of every move. */
int solve_run(const tb_rules *r, const tb_position *start, FILE *out);

#endif
