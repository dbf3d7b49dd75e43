/*
 * games.c - random games from the start, through the public API, and the
 * same games through the plain implementation (naive.c) for the ratio.
 *
 * A move is a uniformly random legal hole (the pass when it is the only
 * move).  Every run plays the same games: the choices come from a
 * generator seeded alike, so the engine and the plain version play move for
 * move the same games, which the benchmark checks.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "naive.h"

/* For each move mask, its holes spread evenly over SPREAD entries, each
 * hole SPREAD / (number of holes) times: SPREAD = lcm(1..8) divides evenly
 * for any count, so an entry drawn at random is a uniformly random legal
 * move, and drawing it waits on nothing but the mask (the index comes from
 * the generator alone). */
enum { SPREAD = 840 };
static uint8_t spread[256][SPREAD];

static void spread_init(void)
{
    for (unsigned m = 1; m < 256; m++) {
        uint8_t holes[8] = {0};
        int n = 0;
        for (int h = 0; h < 8; h++)
            if (m >> h & 1)
                holes[n++] = (uint8_t)h;
        for (int i = 0; i < SPREAD; i++)
            spread[m][i] = holes[i * n / SPREAD];
    }
}

/* A 64-bit linear congruential generator; its high half is plenty good
 * for choosing among at most four moves. */
static uint32_t next_random(uint64_t *state)
{
    *state = *state * 6364136223846793005u + 1442695040888963407u;
    return (uint32_t)(*state >> 32);
}

static int random_move(unsigned moves, uint64_t *state)
{
    uint32_t i = (uint32_t)((uint64_t)next_random(state) * SPREAD >> 32);
    return moves ? spread[moves][i] : TB_PASS;
}

/* What a run played: how many games and plies, a checksum of every game's
 * length and result, and the CPU time it took. */
struct run {
    long games, plies;
    uint64_t check;
    double seconds;
};

static uint64_t mix(uint64_t check, long plies, const tb_result *res, int players)
{
    check = (check ^ (uint64_t)plies) * 0x100000001b3u;
    check = (check ^ (uint64_t)res->end) * 0x100000001b3u;
    check = (check ^ (uint64_t)(res->winner + 1)) * 0x100000001b3u;
    for (int i = 0; i < players; i++)
        check = (check ^ (uint64_t)res->scores[i]) * 0x100000001b3u;
    return check;
}

/* One game object, reset for each game: after the first few games the
 * history and the repetition set have grown to size, and no ply
 * allocates. */
static struct run engine_run(const tb_rules *r, long games)
{
    struct run run = {.games = games};
    int status;
    tb_game *g = tb_game_new(r, NULL, &status);
    if (!g)
        return run;
    uint64_t state = 1;
    double start = cpu_seconds();
    for (long i = 0; i < games; i++) {
        tb_game_reset(g, NULL);
        do {
            tb_game_play(g, random_move(tb_game_moves(g), &state), NULL);
        } while (!tb_game_over(g));
        run.plies += tb_game_ply(g);
        run.check = mix(run.check, tb_game_ply(g), tb_game_result(g), r->players);
    }
    run.seconds = cpu_seconds() - start;
    tb_game_free(g);
    return run;
}

static struct run naive_run(const tb_rules *r, long games)
{
    struct run run = {.games = games};
    naive_game *n = naive_new(r);
    if (!n)
        return run;
    uint64_t state = 1;
    double start = cpu_seconds();
    for (long i = 0; i < games; i++) {
        long plies = 0;
        naive_reset(n);
        do {
            naive_play(n, random_move(naive_moves(n), &state));
            plies++;
        } while (!naive_over(n));
        run.plies += plies;
        run.check = mix(run.check, plies, naive_result(n), r->players);
    }
    run.seconds = cpu_seconds() - start;
    naive_free(n);
    return run;
}

/* The same number of games through tb_playout_play, one after the other,
 * from one random state (their table or sets made beforehand). */
static struct run playout_run(tb_playout *po, const tb_rules *r, long games)
{
    struct run run = {.games = games};
    uint64_t state = 1;
    double start = cpu_seconds();
    for (long i = 0; i < games; i++) {
        tb_result res;
        int plies;
        tb_playout_play(po, &state, &res, &plies);
        run.plies += plies;
        run.check = mix(run.check, plies, &res, r->players);
    }
    run.seconds = cpu_seconds() - start;
    return run;
}

/* And through tb_playout_batch, a chunk of games a call. */
enum { CHUNK = 4096 };
static struct run batch_run(tb_playout *po, const tb_rules *r, long games)
{
    static tb_result results[CHUNK];
    static int plies[CHUNK];
    struct run run = {.games = games};
    double start = cpu_seconds();
    for (long done = 0; done < games; done += CHUNK) {
        int n = games - done < CHUNK ? (int)(games - done) : CHUNK;
        tb_playout_batch(po, (uint64_t)done, n, results, plies);
        for (int i = 0; i < n; i++) {
            run.plies += plies[i];
            run.check = mix(run.check, plies[i], &results[i], r->players);
        }
    }
    run.seconds = cpu_seconds() - start;
    return run;
}

/* Playouts against the games of the public API a ply at a time, in the
 * same run. */
static void bench_playouts(const tb_rules *r, long games, const struct bench_plan *plan)
{
    struct samples one = {0}, batch = {0}, speedup = {0}, batch_speedup = {0}, made = {0};
    for (int i = 0; i < plan->runs; i++) {
        double t = cpu_seconds();
        tb_playout *po = tb_playout_new(r, NULL, NULL);
        samples_add(&made, (cpu_seconds() - t) * 1e3);
        if (!po)
            return;
        if (i == 0) {
            playout_run(po, r, games / 10); /* warm up */
            batch_run(po, r, games / 10);
        }
        struct run base = engine_run(r, games / 4), p = playout_run(po, r, games),
                   b = batch_run(po, r, games);
        tb_playout_free(po);
        if (base.seconds <= 0 || p.seconds <= 0 || b.seconds <= 0)
            continue;
        double base_rate = (double)base.games / base.seconds;
        samples_add(&one, (double)p.games / p.seconds);
        samples_add(&batch, (double)b.games / b.seconds);
        samples_add(&speedup, (double)p.games / p.seconds / base_rate);
        samples_add(&batch_speedup, (double)b.games / b.seconds / base_rate);
    }
    figure_for(r, "playout_games_per_s", "playouts, one game at a time", "games/s", &one);
    figure_for(r, "playout_batch_games_per_s", "playouts, a batch interleaved", "games/s", &batch);
    figure_for(r, "playout_speedup", "playout / the public API a ply at a time", "x", &speedup);
    figure_for(r, "playout_batch_speedup", "batch / the public API a ply at a time", "x",
               &batch_speedup);
    figure_for(r, "playout_new_ms", "making a playout (its table)", "ms", &made);
}

static void bench_rules(const tb_rules *r, const struct bench_plan *plan)
{
    /* Bakuk games are longer than Tihbat's: fewer of them a run. */
    long games = r->holes_per_row == 2 ? plan->games : plan->games / 2;
    long naive_games = games / 4;
    struct samples engine_games = {0}, engine_plies = {0}, naive_rate = {0}, ratio = {0};
    struct run first = {0}, plain = {0};

    /* Warm up: the caches, the clock, the history. */
    long plies = engine_run(r, games / 10).plies;
    for (int i = 0; i < plan->runs; i++) {
        struct run e = engine_run(r, games), p = naive_run(r, naive_games);
        plies += e.plies;
        if (i == 0) {
            first = e;
            plain = p;
        }
        if (e.seconds <= 0 || p.seconds <= 0)
            continue;
        samples_add(&engine_games, (double)e.games / e.seconds);
        samples_add(&engine_plies, (double)e.plies / e.seconds);
        samples_add(&naive_rate, (double)p.games / p.seconds);
        /* The ratio within a run: both ran side by side, under the same load. */
        samples_add(&ratio, ((double)e.games / e.seconds) / ((double)p.games / p.seconds));
    }

    struct samples length = {1, {first.games ? (double)first.plies / (double)first.games : 0}};
    figure_for(r, "games_per_s", "random games", "games/s", &engine_games);
    figure_for(r, "moves_per_s", "moves (plies)", "moves/s", &engine_plies);
    figure_for(r, "plies_per_game", "plies a game, on average", "plies", &length);
    figure_for(r, "naive_games_per_s", "the same games, plain version", "games/s", &naive_rate);
    figure_for(r, "speedup", "engine / plain version", "x", &ratio);

    /* The plain version played the first naive_games of the engine's. */
    struct run check = engine_run(r, naive_games);
    if (check.plies != plain.plies || check.check != plain.check)
        note("%s: the plain version did not play the same games as the engine!", r->title);
    /* For callgrind's count of the engine's instructions (performance.md). */
    printf("  (the engine played %ld plies of %s in all)\n", plies + check.plies, r->title);
    bench_playouts(r, games, plan);
}

void bench_games(const struct bench_plan *plan)
{
    spread_init();
    section("Random games from the start, one core, through the public API");
    for (int i = 0; tb_rules_at(i); i++)
        if (!plan->rules || strcmp(plan->rules, tb_rules_at(i)->name) == 0)
            bench_rules(tb_rules_at(i), plan);
}
