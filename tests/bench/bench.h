/*
 * bench.h - what the benchmark's parts share: clocks, figures (the median
 * of several runs with their spread), and the parts themselves.
 *
 * Benchmarks are not tests: nothing here fails on a time.
 */
#ifndef TIHBAT_BENCH_H
#define TIHBAT_BENCH_H

#include <stdbool.h>
#include <stdio.h>

#include "tihbat.h"

/* How hard to try: the runs of each figure, and how many games a run. */
struct bench_plan {
    int runs;            /* runs a figure; the median is reported */
    long games;          /* random Tihbat games a run through the engine */
    const char *program; /* the tihbat program, for what runs as a child */
    const char *self;    /* this program, for what it runs of itself as a child */
    const char *rules;   /* the only rule set whose games to play, or NULL */
};

/* Seconds of this thread's own CPU time: a shared machine's other work
 * does not count against it. */
double cpu_seconds(void);
/* Seconds on the monotonic clock. */
double wall_seconds(void);

/* The samples of one figure, one a run. */
enum { MAX_RUNS = 64 };
struct samples {
    int n;
    double x[MAX_RUNS];
};
void samples_add(struct samples *s, double x);
/* Puts the samples in order and returns their median (0 for none). */
double samples_median(struct samples *s);

/* Records a figure: its key in bench.json, what a person reads, its unit,
 * and its samples (their median is the figure, min-max its spread). */
void figure(const char *key, const char *label, const char *unit, struct samples *s);
/* Records a figure of rule set r: its key and label start with its name
 * ("tihbat_" and "Tihbat: "). */
void figure_for(const tb_rules *r, const char *key, const char *label, const char *unit,
                struct samples *s);
/* Adds a member of bench.json given as JSON text (a table, say). */
void json_member(const char *key, const char *json);
/* Notes a line for the report and bench.json ("notes"). */
void note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Starts a section of the report. */
void section(const char *title);

/* The first line of a shell command's output into out, or "". */
void first_line(const char *command, char *out, size_t size);

/* Writes every figure so far to out as JSON. */
void figures_json(FILE *out);

/* What this program does as a child of itself: `games` playouts of a
 * kind (--count, for callgrind), or a full solve of a rule set by the
 * solver or the solver before (--peak, for its peak of memory).  The exit
 * status. */
int bench_count(const char *kind, const char *rules, long games);
int bench_peak(const char *which, const char *rules);

/* The parts, each adding its figures. */
void bench_games(const struct bench_plan *plan);
void bench_solver(const struct bench_plan *plan);
void bench_front_end(const struct bench_plan *plan);
void bench_study(const struct bench_plan *plan);

#endif
