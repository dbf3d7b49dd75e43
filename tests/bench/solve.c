/*
 * solve.c - the solver and the computer players: a full solve's time and
 * peak memory beside the first solver's (tests/reference/), the tables on
 * disk (their size, and the time to load them), the perfect computer's
 * first move with the tables cached and its worst move over whole games
 * beside solving the layer again at every move (the computer as it was),
 * the time a computer move takes at each level, and how the solve grows
 * with the seeds in each hole.
 */
#define _DEFAULT_SOURCE /* wait4, mkdtemp */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../reference/reference.h"
#include "app/cache.h"
#include "bench.h"
#include "solve_before.h"
#include "solver/ai.h"
#include "solver/solver.h"

/* A full solve: every layer the start position reaches, which is what the
 * start's value needs.  CPU seconds, or -1 when memory ran short. */
static double full_solve(const tb_rules *r, const solver_store *store)
{
    int status;
    tb_position start;
    tb_position_start(r, &start);
    double t = cpu_seconds();
    solver *s = solver_new(r, &status);
    if (s && store)
        solver_set_store(s, store);
    if (s)
        status = solver_prepare(s, &start);
    t = cpu_seconds() - t;
    solver_free(s);
    return status == TB_OK ? t : -1;
}

/* The first solver's full solve (two players only). */
static double reference_solve_time(const tb_rules *r)
{
    double t = cpu_seconds();
    reference *ref = reference_solve(r, tb_total_seeds(r));
    t = cpu_seconds() - t;
    reference_free(ref);
    return ref ? t : -1;
}

/* Does the solver before issue 25 solve r?  Not with a quiet first move
 * (Modiar's): it crashes there (a write past its sorted captures, in the
 * layer of 6 seeds), where the solver now solves Modiar as the first
 * solver does (test_tables.c). */
static bool before_solves(const tb_rules *r) { return !r->quiet_start; }

/* The solver before issue 25's full solve (tests/bench/solve_before.c), or
 * -1 for a rule set it does not solve. */
static double before_solve_time(const tb_rules *r)
{
    if (!before_solves(r))
        return -1;
    double t = cpu_seconds();
    int status = before_solve(r);
    t = cpu_seconds() - t;
    return status == TB_OK ? t : -1;
}

/* What --peak asks: a full solve, by the solver ("solver"), the solver
 * before issue 25 ("before") or the first solver ("first"), in a process
 * that does nothing else, which then prints its peak resident memory in kB
 * (VmHWM): of the new program, where a child's ru_maxrss would also count
 * what it shared with its parent before exec. */
int bench_peak(const char *which, const char *rules)
{
    const tb_rules *r = tb_rules_find(rules);
    double t = !r                             ? -1
               : strcmp(which, "solver") == 0 ? full_solve(r, NULL)
               : strcmp(which, "before") == 0 ? before_solve_time(r)
               : strcmp(which, "first") == 0  ? reference_solve_time(r)
                                              : -1;
    FILE *status = fopen("/proc/self/status", "r");
    char line[256];
    long kb = -1;
    while (status && fgets(line, sizeof line, status))
        if (sscanf(line, "VmHWM: %ld kB", &kb) == 1)
            break;
    if (status)
        fclose(status);
    printf("%ld\n", kb);
    return t >= 0 && kb > 0 ? 0 : 1;
}

/* The peak resident memory, in MB, of a full solve in a process of its own
 * (bench_peak): the solve's and the program's own, about 1.5 MB. */
static double peak_of(const char *self, const tb_rules *r, const char *which)
{
    char command[512], kb[64];
    snprintf(command, sizeof command, "'%s' --peak %s --rules %s", self, which, r->name);
    first_line(command, kb, sizeof kb);
    return kb[0] ? atof(kb) / 1024 : -1;
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

/* Runs `program --solve --rules NAME [--no-cache]` as a child; its peak
 * resident memory in MB and its wall time, or false when it could not run. */
static bool solve_child(const char *program, const char *rules, bool cached, double *mb,
                        double *seconds)
{
    fflush(stdout); /* or the child writes it out a second time */
    double t = wall_seconds();
    pid_t pid = fork();
    if (pid < 0)
        return false;
    if (pid == 0) {
        if (!freopen("/dev/null", "w", stdout))
            _exit(127);
        if (cached)
            execl(program, program, "--solve", "--rules", rules, (char *)NULL);
        else
            execl(program, program, "--solve", "--rules", rules, "--no-cache", (char *)NULL);
        _exit(127);
    }
    int status;
    struct rusage usage;
    if (wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return false;
    *seconds = wall_seconds() - t;
    *mb = (double)usage.ru_maxrss / 1024;
    return true;
}

/* ---- The cache, in a directory of the benchmark's own ---- */

static char cache_dir[64];

static void cache_home(void)
{
    if (cache_dir[0])
        return;
    snprintf(cache_dir, sizeof cache_dir, "/tmp/tihbat-bench-cache.XXXXXX");
    if (!mkdtemp(cache_dir) || setenv("XDG_CACHE_HOME", cache_dir, 1) != 0)
        cache_dir[0] = '\0';
}

static void cache_remove(void)
{
    char path[256];
    snprintf(path, sizeof path, "%s/tihbat", cache_dir);
    DIR *d = opendir(path);
    for (struct dirent *e; d && (e = readdir(d)) != NULL;) {
        char file[600];
        snprintf(file, sizeof file, "%s/%s", path, e->d_name);
        if (e->d_name[0] != '.')
            unlink(file);
    }
    if (d)
        closedir(d);
    rmdir(path);
    rmdir(cache_dir);
}

/* The size in MB of the cached file of r's tables from the start. */
static double cached_mb(const tb_rules *r)
{
    char path[256];
    struct stat st;
    snprintf(path, sizeof path, "%s/tihbat/%s-%s-even.tables", cache_dir, r->name,
             r->players == 2 ? "margin" : "share");
    return stat(path, &st) == 0 ? (double)st.st_size / (1024 * 1024) : -1;
}

static void bench_full_solve(const tb_rules *r, const struct bench_plan *plan)
{
    struct samples time = {0}, before = {0}, first = {0}, over_before = {0}, speedup = {0};
    struct samples peak = {0}, before_peak = {0}, reference_peak = {0};
    struct samples memory = {0}, child_time = {0}, warm = {0}, load = {0};
    bool two = r->players == 2;
    cache *c = cache_new();
    for (int i = 0; i < plan->runs; i++) {
        /* The solver and the one before it side by side, in turn first. */
        double t, was;
        if (i % 2) {
            was = before_solve_time(r);
            t = full_solve(r, NULL);
        } else {
            t = full_solve(r, NULL);
            was = before_solve_time(r);
        }
        double old = two ? reference_solve_time(r) : -1, mb, seconds;
        if (t >= 0)
            samples_add(&time, t);
        if (t > 0 && was >= 0) {
            samples_add(&before, was);
            samples_add(&over_before, t / was);
        }
        if (t > 0 && old >= 0) {
            samples_add(&first, old);
            samples_add(&speedup, old / t);
        }
        if (i < 3) { /* peaks do not vary: three runs are plenty */
            samples_add(&peak, peak_of(plan->self, r, "solver"));
            if (before_solves(r))
                samples_add(&before_peak, peak_of(plan->self, r, "before"));
            if (two)
                samples_add(&reference_peak, peak_of(plan->self, r, "first"));
        }
        if (solve_child(plan->program, r->name, false, &mb, &seconds)) {
            samples_add(&memory, mb);
            samples_add(&child_time, seconds * 1e3);
        }
        if (c) { /* the first run writes the cache; the others load it */
            double loaded = full_solve(r, cache_store(c));
            if (i > 0)
                samples_add(&load, loaded * 1e3);
        }
        if (solve_child(plan->program, r->name, true, &mb, &seconds))
            samples_add(&warm, seconds * 1e3);
    }
    cache_free(c);
    figure_for(r, "solve_s", "full solve", "s", &time);
    figure_for(r, "solve_before_s", "full solve, the solver before (baseline)", "s", &before);
    figure_for(r, "solve_over_before", "solver / the solver before", "x", &over_before);
    figure_for(r, "solve_reference_s", "full solve, the first solver", "s", &first);
    figure_for(r, "solve_speedup", "first solver / solver", "x", &speedup);
    figure_for(r, "solve_peak_mb", "full solve, peak resident of a process", "MB", &peak);
    figure_for(r, "solve_before_peak_mb", "the same, the solver before (baseline)", "MB",
               &before_peak);
    figure_for(r, "solve_reference_peak_mb", "the same, the first solver", "MB", &reference_peak);
    figure_for(r, "solve_program_peak_mb", "tihbat --solve --no-cache, peak resident", "MB",
               &memory);
    figure_for(r, "solve_program_ms", "tihbat --solve --no-cache, wall time", "ms", &child_time);
    figure_for(r, "solve_program_cached_ms", "tihbat --solve, tables cached, wall time", "ms",
               &warm);
    figure_for(r, "cache_load_ms", "the tables loaded from the cache", "ms", &load);
    struct samples size = {1, {cached_mb(r)}}, positions = {1, {(double)reachable(r)}};
    figure_for(r, "cache_mb", "the cached tables on disk", "MB", &size);
    figure_for(r, "positions", "positions reachable from the start", "", &positions);
}

/* ---- The perfect computer ---- */

/* The perfect computer's moves over whole games (it plays both sides, one
 * ply in five at random, so that games differ), each timed, and beside
 * each the time of solving the layer again with the history, as every move
 * cost the computer before (baseline).  The first move of each game is
 * made by a new computer whose tables come from the cache (warm). */
static void bench_perfect(const tb_rules *r, const struct bench_plan *plan)
{
    struct samples first = {0}, first_cold = {0}, worst = {0}, worst_exact = {0}, median = {0};
    cache *c = cache_new();
    int status;
    solver *exact = solver_new(r, &status);
    if (!c || !exact) {
        cache_free(c);
        solver_free(exact);
        return;
    }
    tb_position start;
    tb_position_start(r, &start);
    solver_set_store(exact, cache_store(c));
    if (solver_prepare(exact, &start) != TB_OK) /* and the cache is warm */
        return;
    int games = plan->runs;
    for (int i = 0; i < games; i++) {
        ai *a = ai_new(r, (uint64_t)i + 1), *cold = i < 3 ? ai_new(r, 1) : NULL;
        tb_game *g = tb_game_new(r, NULL, NULL);
        uint64_t random = (uint64_t)i;
        struct samples moves = {0};
        double slowest = 0, slowest_exact = 0;
        if (!a || !g)
            break;
        if (cold) { /* no cache: the first move solves */
            double t = cpu_seconds();
            ai_choose(cold, g, AI_PERFECT);
            samples_add(&first_cold, (cpu_seconds() - t) * 1e3);
            ai_free(cold);
        }
        ai_set_store(a, cache_store(c));
        for (int n = 0; !tb_game_over(g); n++) {
            double t = cpu_seconds();
            int move = ai_choose(a, g, AI_PERFECT);
            t = cpu_seconds() - t;
            if (n == 0)
                samples_add(&first, t * 1e3);
            else {
                samples_add(&moves, t * 1e3);
                slowest = t > slowest ? t : slowest;
            }
            double e = cpu_seconds();
            int count;
            if (r->players == 2) {
                struct solver_move m[TB_MAX_HOLES];
                solver_moves_exact(exact, g, tb_game_ply(g), m, &count);
            } else {
                struct solver_share_move m[TB_MAX_HOLES];
                solver_share_moves_exact(exact, g, tb_game_ply(g), m, &count);
            }
            e = cpu_seconds() - e;
            slowest_exact = e > slowest_exact ? e : slowest_exact;
            if (tb_random_next(&random) % 5 == 0) { /* one ply in five at random */
                unsigned legal = tb_game_moves(g);
                int k = (int)(tb_random_next(&random) %
                              (uint64_t)(legal ? __builtin_popcount(legal) : 1));
                for (move = 0; legal && (k > 0 || !(legal >> move & 1)); move++)
                    k -= legal >> move & 1;
                move = legal ? move : TB_PASS;
            }
            tb_game_play(g, move, NULL);
        }
        samples_add(&worst, slowest * 1e3);
        samples_add(&worst_exact, slowest_exact * 1e3);
        samples_add(&median, samples_median(&moves));
        tb_game_free(g);
        ai_free(a);
    }
    solver_free(exact);
    cache_free(c);
    figure_for(r, "ai_perfect_first_ms", "perfect, first move, tables cached", "ms", &first);
    figure_for(r, "ai_perfect_first_solving_ms", "perfect, first move, no cache (baseline)", "ms",
               &first_cold);
    figure_for(r, "ai_perfect_median_ms", "perfect, median move of a game", "ms", &median);
    figure_for(r, "ai_perfect_worst_ms", "perfect, worst move of a game", "ms", &worst);
    figure_for(r, "ai_perfect_worst_resolving_ms",
               "the same moves solving the layer again (baseline)", "ms", &worst_exact);
}

/* The time of a computer move at `level`, beginner or medium: the first of
 * a new player, then every move of a game it plays against itself from the
 * start, up to `moves` of them. */
static void bench_level(const tb_rules *r, enum ai_level level, int moves,
                        const struct bench_plan *plan)
{
    struct samples first = {0}, later = {0};
    for (int i = 0; i < plan->runs; i++) {
        ai *a = ai_new(r, (uint64_t)i + 1);
        tb_game *g = tb_game_new(r, NULL, NULL);
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
    printf("  %-14s %6s %12s %12s %12s %10s\n", "seeds a hole", "seeds", "solve (s)", "spread (s)",
           "in tables", "reachable");
    for (int per_hole = 2; per_hole <= 12; per_hole++) {
        tb_rules r = *tb_rules_find("tihbat");
        r.seeds_per_hole = per_hole;
        int total = tb_total_seeds(&r), holes = tb_holes(&r);
        double table = 0;
        for (int seeds = total % 2; seeds <= total; seeds += 2)
            table += r.players * choose(seeds + holes - 1, holes - 1);
        struct samples time = {0};
        for (int i = 0; i < plan->runs; i++) {
            double t = full_solve(&r, NULL);
            if (t >= 0)
                samples_add(&time, t);
        }
        if (time.n == 0)
            continue;
        double median = samples_median(&time), low = time.x[0], high = time.x[time.n - 1];
        long count = reachable(&r);
        printf("  %-14d %6d %12.4f %5.4f-%.4f %12.0f %10ld\n", per_hole, total, median, low, high,
               table, count);
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
    cache_home();
    section("The full solve, and the tables on disk");
    for (int i = 0; tb_rules_at(i); i++)
        if (!plan->rules || strcmp(plan->rules, tb_rules_at(i)->name) == 0)
            bench_full_solve(tb_rules_at(i), plan);

    section("The perfect computer, in CPU time");
    for (int i = 0; tb_rules_at(i); i++)
        if (!plan->rules || strcmp(plan->rules, tb_rules_at(i)->name) == 0)
            bench_perfect(tb_rules_at(i), plan);

    section("The other computer players, in CPU time");
    for (int i = 0; tb_rules_at(i); i++)
        for (int level = 0; level < AI_PERFECT; level++)
            if (!plan->rules || strcmp(plan->rules, tb_rules_at(i)->name) == 0)
                bench_level(tb_rules_at(i), (enum ai_level)level, 60, plan);

    if (!plan->rules || strcmp(plan->rules, "tihbat") == 0) {
        section("Tihbat with more seeds: the full solve");
        bench_growth(plan);
    }
    cache_remove();
}
