/*
 * commands.h - the non-interactive modes of the command line, and what
 * they share (share.c).
 */
#ifndef TIHBAT_COMMANDS_H
#define TIHBAT_COMMANDS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "app/cache.h"
#include "solver/puzzle.h"
#include "tihbat.h"

/* Exit statuses, after sysexits' spirit but as the issue fixes them. */
enum { EXIT_USAGE = 2 };

/* How many puzzles --puzzles and --worksheet make unless told; a
 * worksheet holds at most two A4 sheets of them. */
enum { PUZZLES_COUNT = 10, WORKSHEET_COUNT = 6, WORKSHEET_COUNT_MAX = 12 };

/* Flushes out (standard output); 0, or EXIT_FAILURE after saying on
 * standard error why it could not be written.  Only for what stdio holds
 * whole (a line): when more was written before, its error's reason is
 * lost, and output_write says it. */
int output_flush(FILE *out);
/* Writes len bytes of text to out and flushes it, the way every mode
 * writes what is larger than a line: 0, or EXIT_FAILURE after saying why
 * (the reason of the very write that failed: a full disk, a closed pipe). */
int output_write(FILE *out, const char *text, size_t len);
/* Text from outside the program (an argument, a path) as a message can
 * show it (text_escape), in buf. */
enum { SHOWN_SIZE = 256 };
const char *as_shown(const char *s, char buf[SHOWN_SIZE]);

/* --print-rules: the rule set in the rules format (docs/rules.md). */
int print_rules(const tb_rules *r, FILE *out);

/* --batch: moves from `in`, one JSON object a ply on `out`. */
int batch_run(const tb_rules *r, const tb_position *start, FILE *in, FILE *out);
/* --solve: one JSON object with the value of every move, at start (NULL:
 * the rules' start) in a game that begins there, or with --load at the
 * current ply of the record at `record`, with the game's history. */
int solve_run(const tb_rules *r, const tb_position *start, const char *record, FILE *out);

/* --review FILE --json: one JSON object a ply, then a summary; with
 * `annotated`, the record again with the review in its comments, on out
 * or into the file `output`. */
int review_run(const char *path, bool annotated, const char *output, FILE *out);
/* --puzzles --json: `count` puzzles of `level` (PUZZLE_LEVELS: all). */
int puzzles_run(const tb_rules *r, int count, uint64_t seed, int level, FILE *out);
/* --diagram POSITION: an SVG picture of it, with `move` (a hole, or
 * TB_NO_MOVE) shown; on out or into the file `output`. */
int diagram_run(const tb_rules *r, const char *position, int move, const char *output, FILE *out);
/* --worksheet: `count` puzzles on a printable page, and their answers,
 * written into the directory `dir` (their names on out). */
int worksheet_run(const tb_rules *r, int count, uint64_t seed, int level, const char *dir,
                  FILE *out);

/* What the modes share: a solver whose tables come from the user's cache
 * of solved tables and go back to it (app/cache.h; none with --no-cache). */
struct tables {
    cache *cache;
    solver *solver;
};
/* Says on stderr, in one line, that this machine cannot solve r, if it
 * cannot (before anything starts to); false when it can. */
bool too_large_said(const tb_rules *r);
/* Makes t's solver for r: TB_OK, or TB_EINVAL, TB_ENOMEM (t->solver NULL). */
int tables_open(struct tables *t, const tb_rules *r);
/* Says on stderr in one line what was wrong with the cache, if anything
 * not yet said. */
void tables_report(struct tables *t);
/* Reports, then frees the solver and the cache; t may be all NULL. */
void tables_close(struct tables *t);
/* A record read from `path`, or NULL with the reason
 * said on stderr and *exit_status set; `option` names the mode. */
tb_game *load_or_say(const char *option, const char *path, tb_tags *tags, int *exit_status);
/* Writes len bytes of text into the file `output` (a temporary file
 * renamed into place), or to out when output is NULL; the failure said on
 * stderr.  The exit status. */
int write_out(const char *output, const char *text, size_t len, FILE *out);
/* Puzzles for --puzzles and --worksheet, the failure said on stderr (and
 * fewer than asked for, which is no failure): the exit status; t (zeroed
 * before) to be closed and *out freed. */
int puzzles_make(const tb_rules *r, int count, uint64_t seed, int level, struct tables *t,
                 struct puzzle **out, int *made);

#endif
