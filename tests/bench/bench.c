/*
 * bench.c - the benchmark: `make bench` runs it.  It measures the engine,
 * the solver and the front end, prints every figure as the median of its
 * runs with their spread, and writes them to bench.json.  The figures and
 * how to read them are in docs/performance.md.
 *
 *   bench [--program build/tihbat] [--json bench.json] [--runs N] [--quick]
 *         [--only games|solver|study|front] [--rules NAME]
 *
 * It runs itself as a child for what a measure must not share with the
 * rest: `--count KIND --rules NAME --games N` plays playouts under
 * callgrind, `--peak solver|before --rules NAME` solves in a fresh process.
 */
#define _POSIX_C_SOURCE 200809L /* popen */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench.h"

void first_line(const char *command, char *out, size_t size)
{
    FILE *p = popen(command, "r");
    out[0] = '\0';
    if (!p)
        return;
    if (fgets(out, (int)size, p))
        out[strcspn(out, "\n")] = '\0';
    pclose(p);
}

static void describe_machine(void)
{
    char cpu[128], memory[64], compiler[128], machine[512];
    first_line("lscpu 2>/dev/null | sed -n 's/^Model name: *//p'", cpu, sizeof cpu);
    first_line("free -m 2>/dev/null | awk '/^Mem:/ {print $2}'", memory, sizeof memory);
    first_line("${CC:-cc} --version 2>/dev/null", compiler, sizeof compiler);
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    printf("Machine: %s, %ld cores online, %s MB of memory; built with %s\n", cpu, cores, memory,
           compiler);
    snprintf(machine, sizeof machine,
             "{\"cpu\": \"%s\", \"cores\": %ld, \"memory_mb\": %s, \"compiler\": \"%s\"}", cpu,
             cores, memory[0] ? memory : "null", compiler);
    json_member("machine", machine);
}

int main(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"program", required_argument, NULL, 'p'}, {"json", required_argument, NULL, 'j'},
        {"runs", required_argument, NULL, 'r'},    {"quick", no_argument, NULL, 'q'},
        {"only", required_argument, NULL, 'o'},    {"rules", required_argument, NULL, 'R'},
        {"count", required_argument, NULL, 'c'},   {"games", required_argument, NULL, 'g'},
        {"peak", required_argument, NULL, 'k'},    {NULL, 0, NULL, 0},
    };
    struct bench_plan plan = {
        .runs = 7, .games = 1000000, .program = "build/tihbat", .self = argv[0]};
    const char *json = NULL, *only = NULL, *count = NULL, *peak = NULL;
    long count_games = 0;
    int c;
    while ((c = getopt_long(argc, argv, "", longopts, NULL)) != -1) {
        switch (c) {
        case 'p': plan.program = optarg; break;
        case 'j': json = optarg; break;
        case 'r': plan.runs = atoi(optarg); break;
        case 'q':
            plan.runs = 3;
            plan.games = 100000;
            break;
        case 'o': only = optarg; break;
        case 'R': plan.rules = optarg; break;
        case 'c': count = optarg; break;
        case 'g': count_games = atol(optarg); break;
        case 'k': peak = optarg; break;
        default:
            fputs("usage: bench [--program PATH] [--json FILE] [--runs N] [--quick]\n"
                  "             [--only games|solver|study|front] [--rules NAME]\n",
                  stderr);
            return 2;
        }
    }
    if (count || peak) {
        if (!plan.rules)
            return 2;
        return count ? bench_count(count, plan.rules, count_games) : bench_peak(peak, plan.rules);
    }
    if (plan.runs < 1 || plan.runs > MAX_RUNS) {
        fprintf(stderr, "bench: --runs takes 1 to %d\n", MAX_RUNS);
        return 2;
    }

    describe_machine();
    printf("Each figure: the median of its runs (min - max).  Times are CPU time of one\n"
           "thread, or wall time for the front end, which runs as its own process.\n");
    if (!only || strcmp(only, "games") == 0)
        bench_games(&plan);
    if (!only || strcmp(only, "solver") == 0)
        bench_solver(&plan);
    if (!only || strcmp(only, "study") == 0)
        bench_study(&plan);
    if (!only || strcmp(only, "front") == 0)
        bench_front_end(&plan);

    if (json) {
        FILE *out = fopen(json, "w");
        if (!out) {
            perror(json);
            return 1;
        }
        figures_json(out);
        if (fclose(out) != 0) {
            perror(json);
            return 1;
        }
        printf("\nWrote %s\n", json);
    }
    return 0;
}
