/*
 * solve.c - the solver and the computer players: a full solve's time and
 * peak memory, the time a computer move takes at each level, and how the
 * solve grows with the seeds in each hole.
 */
#define _DEFAULT_SOURCE /* wait4 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench.h"
#include "solver/ai.h"
#include "solver/solver.h"

/* A full solve: every layer the start position reaches, which is what the
 * start's value needs.  CPU seconds, or -1 when memory ran short. */
static double full_solve(const tb_rules *r)
{
    int status, value, plies;
    tb_position start;
    tb_position_start(r, &start);
    double t = cpu_seconds();
    solver *s = solver_new(r, &status);
    if (s)
        status = solver_value(s, &start, &value, &plies);
    t = cpu_seconds() - t;
    solver_free(s);
    return status == TB_OK ? t : -1;
}

static long reachable(const tb_rules *r)
{
    int status;
    long count = -1;
    solver *s = solver_new(r, &status);
    if (s && solver_reachable(s, &count) != TB_OK)
        count = -1;
    solver_free(s);
    return count;
}

/* Runs `program --solve --rules NAME`, which solves and prints the value of
 * every move, as a child; its peak resident memory in MB and its wall
 * time, or false when it could not run. */
static bool solve_child(const char *program, const char *rules, double *mb, double *seconds)
{
    fflush(stdout); /* or the child writes it out a second time */
    double t = wall_seconds();
    pid_t pid = fork();
    if (pid < 0)
        return false;
    if (pid == 0) {
        if (!freopen("/dev/null", "w", stdout))
            _exit(127);
        execl(program, program, "--solve", "--rules", rules, (char *)NULL);
        _exit(127);
    }
    int status;
    struct rusage usage;
    if (wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return false;
    *seconds = wall_seconds() - t;
    *mb = (double)usage.ru_maxrss / 1024; /* Linux counts it in kB */
    return true;
}

static void bench_full_solve(const tb_rules *r, const struct bench_plan *plan)
{
    struct samples time = {0}, memory = {0}, child_time = {0};
    for (int i = 0; i < plan->runs; i++) {
        double t = full_solve(r), mb, seconds;
        if (t >= 0)
            samples_add(&time, t);
        if (solve_child(plan->program, r->name, &mb, &seconds)) {
            samples_add(&memory, mb);
            samples_add(&child_time, seconds);
        }
    }
    struct samples positions = {1, {(double)reachable(r)}};
    figure_for(r, "solve_s", "full solve", "s", &time);
    figure_for(r, "solve_peak_mb", "tihbat --solve, peak resident", "MB", &memory);
    figure_for(r, "solve_program_s", "tihbat --solve, wall time", "s", &child_time);
    if (memory.n == 0)
        note("could not run %s --solve --rules %s", plan->program, r->name);
    figure_for(r, "positions", "positions reachable from the start", "", &positions);
}

/* The time of a computer move at `level`: the first of a new player (it
 * builds the tables the level needs), then every move of a game it plays
 * against itself from the start, up to `moves` of them. */
static void bench_level(const tb_rules *r, enum ai_level level, int moves,
                        const struct bench_plan *plan)
{
    struct samples first = {0}, later = {0};
    for (int i = 0; i < plan->runs; i++) {
        ai *a = ai_new(r, (uint64_t)i + 1);
        tb_game *g = tb_game_new(r, NULL, NULL);
        /* A new player each run for the first move; one game's moves are
         * plenty for the moves after. */
        for (int n = 0; a && g && n < (i == 0 ? moves : 1) && !tb_game_over(g); n++) {
            double t = cpu_seconds();
            int move = ai_choose(a, g, level);
            samples_add(n == 0 ? &first : &later, (cpu_seconds() - t) * 1e3);
            tb_game_play(g, move, NULL);
        }
        ai_free(a);
        tb_game_free(g);
    }
    char key[64], label[96];
    snprintf(key, sizeof key, "ai_%s_first_ms", ai_level_name(level));
    snprintf(label, sizeof label, "%s, first move", ai_level_name(level));
    figure_for(r, key, label, "ms", &first);
    snprintf(key, sizeof key, "ai_%s_ms", ai_level_name(level));
    snprintf(label, sizeof label, "%s, a move after", ai_level_name(level));
    figure_for(r, key, label, "ms", &later);
}

/* C(n, k), small. */
static double choose(int n, int k)
{
    double c = 1;
    for (int i = 1; i <= k; i++)
        c = c * (n - k + i) / i;
    return c;
}

/* Tihbat with 2 to 12 seeds in each hole: the solve time, the positions
 * the tables hold (every board of each layer the start reaches, with either
 * player to move) and those reachable from the start. */
static void bench_growth(const struct bench_plan *plan)
{
    char json[2048] = "[", row[256];
    printf("  %-14s %6s %12s %12s %12s %10s\n", "seeds a hole", "seeds", "solve (s)",
           "spread (s)", "in tables", "reachable");
    for (int per_hole = 2; per_hole <= 12; per_hole++) {
        tb_rules r = *tb_rules_find("tihbat");
        r.seeds_per_hole = per_hole;
        int total = tb_total_seeds(&r), holes = tb_holes(&r);
        double table = 0;
        for (int seeds = total % 2; seeds <= total; seeds += 2)
            table += r.players * choose(seeds + holes - 1, holes - 1);
        struct samples time = {0};
        for (int i = 0; i < plan->runs; i++) {
            double t = full_solve(&r);
            if (t >= 0)
                samples_add(&time, t);
        }
        if (time.n == 0)
            continue;
        double median = samples_median(&time), low = time.x[0], high = time.x[time.n - 1];
        long count = reachable(&r);
        printf("  %-14d %6d %12.4f %5.4f-%.4f %12.0f %10ld\n", per_hole, total, median, low,
               high, table, count);
        snprintf(row, sizeof row,
                 "%s\n    {\"seeds_per_hole\": %d, \"seeds\": %d, \"solve_s\": %.6g, "
                 "\"min_s\": %.6g, \"max_s\": %.6g, \"table_positions\": %.0f, \"reachable\": %ld}",
                 per_hole > 2 ? "," : "", per_hole, total, median, low, high, table, count);
        strncat(json, row, sizeof json - strlen(json) - 1);
    }
    strncat(json, "\n  ]", sizeof json - strlen(json) - 1);
    json_member("tihbat_growth", json);
}

void bench_solver(const struct bench_plan *plan)
{
    section("The full solve (two players)");
    for (int i = 0; tb_rules_at(i); i++)
        if (tb_rules_at(i)->players == 2)
            bench_full_solve(tb_rules_at(i), plan);

    section("A computer move, in CPU time");
    for (int i = 0; tb_rules_at(i); i++)
        for (int level = 0; level < AI_LEVELS; level++)
            bench_level(tb_rules_at(i), (enum ai_level)level, 60, plan);

    section("Tihbat with more seeds: the full solve");
    bench_growth(plan);
}
