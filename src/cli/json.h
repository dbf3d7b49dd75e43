/*
 * json.h - the little JSON the command line writes: one object a line.
 */
#ifndef TIHBAT_JSON_H
#define TIHBAT_JSON_H

#include <stdint.h>
#include <stdio.h>

#include "tihbat.h"

/* A string with the quotes and escapes JSON needs. */
void json_string(FILE *out, const char *s);
/* [7,7,7,7] */
void json_counts(FILE *out, const uint8_t *counts, int n);
/* "A", or "pass" for TB_PASS. */
void json_move(FILE *out, int move);

#endif
