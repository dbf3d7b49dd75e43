/*
 * figures.c - clocks, and the figures: each the median of its runs with the
 * spread (min-max), printed as it is measured and kept for bench.json.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime, strdup */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench.h"

static double seconds_of(clockid_t clock)
{
    struct timespec t;
    clock_gettime(clock, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

double cpu_seconds(void) { return seconds_of(CLOCK_THREAD_CPUTIME_ID); }
double wall_seconds(void) { return seconds_of(CLOCK_MONOTONIC); }

void samples_add(struct samples *s, double x)
{
    if (s->n < MAX_RUNS)
        s->x[s->n++] = x;
}

enum { MAX_FIGURES = 256, MAX_MEMBERS = 8, MAX_NOTES = 32 };

static struct {
    char key[64], label[96], unit[16];
    double median, min, max;
    int runs;
} figures[MAX_FIGURES];
static int nfigures;
static char *members[MAX_MEMBERS][2]; /* key, JSON text */
static int nmembers;
static char *notes[MAX_NOTES];
static int nnotes;

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Three significant digits at least, no exponent: figures a person reads. */
static void print_number(FILE *out, double x)
{
    if (fabs(x) >= 100 || x == 0)
        fprintf(out, "%.0f", x);
    else if (fabs(x) >= 1)
        fprintf(out, "%.2f", x);
    else
        fprintf(out, "%.3g", x);
}

double samples_median(struct samples *s)
{
    if (s->n == 0)
        return 0;
    qsort(s->x, (size_t)s->n, sizeof s->x[0], by_value);
    return s->n % 2 ? s->x[s->n / 2] : (s->x[s->n / 2 - 1] + s->x[s->n / 2]) / 2;
}

void figure(const char *key, const char *label, const char *unit, struct samples *s)
{
    if (s->n == 0 || nfigures == MAX_FIGURES)
        return;
    double median = samples_median(s);
    snprintf(figures[nfigures].key, sizeof figures[nfigures].key, "%s", key);
    snprintf(figures[nfigures].label, sizeof figures[nfigures].label, "%s", label);
    snprintf(figures[nfigures].unit, sizeof figures[nfigures].unit, "%s", unit);
    figures[nfigures].median = median;
    figures[nfigures].min = s->x[0];
    figures[nfigures].max = s->x[s->n - 1];
    figures[nfigures].runs = s->n;
    nfigures++;

    printf("  %-44s ", label);
    print_number(stdout, median);
    printf(" %s", unit);
    if (s->n > 1) {
        printf("  (");
        print_number(stdout, s->x[0]);
        printf(" - ");
        print_number(stdout, s->x[s->n - 1]);
        printf(", %d runs)", s->n);
    }
    putchar('\n');
    fflush(stdout);
}

void figure_for(const tb_rules *r, const char *key, const char *label, const char *unit,
                struct samples *s)
{
    char full_key[64], full_label[96];
    snprintf(full_key, sizeof full_key, "%s_%s", r->name, key);
    snprintf(full_label, sizeof full_label, "%s: %s", r->title, label);
    figure(full_key, full_label, unit, s);
}

void json_member(const char *key, const char *json)
{
    if (nmembers == MAX_MEMBERS)
        return;
    members[nmembers][0] = strdup(key);
    members[nmembers][1] = strdup(json);
    nmembers++;
}

void note(const char *fmt, ...)
{
    char text[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    printf("  note: %s\n", text);
    if (nnotes < MAX_NOTES)
        notes[nnotes++] = strdup(text);
}

void section(const char *title) { printf("\n%s\n", title); }

/* A JSON string: the report's own text has no control characters. */
static void print_string(FILE *out, const char *s)
{
    fputc('"', out);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            fputc('\\', out);
        fputc(*s, out);
    }
    fputc('"', out);
}

static void print_json_number(FILE *out, double x) { fprintf(out, "%.6g", x); }

void figures_json(FILE *out)
{
    fputs("{\n", out);
    for (int i = 0; i < nmembers; i++)
        fprintf(out, "  \"%s\": %s,\n", members[i][0], members[i][1]);
    for (int i = 0; i < nfigures; i++) {
        fprintf(out, "  \"%s\": ", figures[i].key);
        print_json_number(out, figures[i].median);
        fputs(",\n", out);
    }
    fputs("  \"spread\": {", out);
    for (int i = 0; i < nfigures; i++) {
        fprintf(out, "%s\n    \"%s\": {\"min\": ", i ? "," : "", figures[i].key);
        print_json_number(out, figures[i].min);
        fputs(", \"max\": ", out);
        print_json_number(out, figures[i].max);
        fprintf(out, ", \"runs\": %d, \"unit\": ", figures[i].runs);
        print_string(out, figures[i].unit);
        fputc('}', out);
    }
    fputs("\n  },\n  \"notes\": [", out);
    for (int i = 0; i < nnotes; i++) {
        fputs(i ? ",\n    " : "\n    ", out);
        print_string(out, notes[i]);
    }
    fputs("\n  ]\n}\n", out);
}
