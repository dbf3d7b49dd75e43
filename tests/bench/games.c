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

#include "../reference/playout.h"
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

/* The playouts measured: the engine's and the old ones (the baseline,
 * tests/reference/playout.c), one game a call and in batches. */
enum playout_kind { NEW_ONE, NEW_BATCH, OLD_ONE, OLD_BATCH, PLAYOUT_KINDS };
static const char *const kind_names[PLAYOUT_KINDS] = {"one", "batch", "before-one", "before-batch"};

struct playouts {
    tb_playout *po;
    before_playout *old;
};

/* n games of one kind, into results and plies: one a call from *state, one
 * after the other; in a batch from `seed`.  Callgrind counts what this
 * takes (--toggle-collect=count_games): the playouts and their loop. */
enum { CHUNK = 4096 };
static __attribute__((noinline)) void count_games(const struct playouts *p, enum playout_kind kind,
                                                  uint64_t *state, uint64_t seed, int n,
                                                  tb_result results[], int plies[])
{
    switch (kind) {
    case NEW_ONE:
        for (int i = 0; i < n; i++)
            tb_playout_play(p->po, state, &results[i], &plies[i]);
        break;
    case OLD_ONE:
        for (int i = 0; i < n; i++)
            before_playout_play(p->old, state, &results[i], &plies[i]);
        break;
    case NEW_BATCH: tb_playout_batch(p->po, seed, n, results, plies); break;
    default: before_playout_batch(p->old, seed, n, results, plies); break;
    }
}

/* `games` games of one kind (count_games), and what they played. */
static void play_games(const struct playouts *p, enum playout_kind kind, const tb_rules *r,
                       long games, struct run *run)
{
    static tb_result results[CHUNK];
    static int plies[CHUNK];
    uint64_t state = 1;
    for (long done = 0; done < games; done += CHUNK) {
        int n = games - done < CHUNK ? (int)(games - done) : CHUNK;
        count_games(p, kind, &state, (uint64_t)done, n, results, plies);
        for (int i = 0; i < n; i++) {
            run->plies += plies[i];
            run->check = mix(run->check, plies[i], &results[i], r->players);
        }
    }
}

static struct run playout_run(const struct playouts *p, enum playout_kind kind, const tb_rules *r,
                              long games)
{
    struct run run = {.games = games};
    double start = cpu_seconds();
    play_games(p, kind, r, games, &run);
    run.seconds = cpu_seconds() - start;
    return run;
}

/* The instructions a game of one kind takes, as callgrind counts them in
 * count_games (a child: this program again, under valgrind, with --count);
 * -1 where valgrind cannot run. */
static double instructions_per_game(const struct bench_plan *plan, const tb_rules *r,
                                    enum playout_kind kind, long games)
{
    char command[1024], line[256] = "";
    snprintf(
        command, sizeof command,
        "valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect='count_games*' "
        "%s --count %s --rules %s --games %ld 2>&1 | sed -n 's/.*Collected : *//p'",
        plan->self, kind_names[kind], r->name, games);
    first_line(command, line, sizeof line);
    double collected = atof(line);
    return collected > 0 ? collected / (double)games : -1;
}

/* What --count asks: `games` games of one kind, for callgrind to count. */
int bench_count(const char *kind, const char *rules, long games)
{
    const tb_rules *r = tb_rules_find(rules);
    struct playouts p = {r ? tb_playout_new(r, NULL, NULL) : NULL,
                         r ? before_playout_new(r, NULL, NULL) : NULL};
    int k = 0;
    while (k < PLAYOUT_KINDS && strcmp(kind, kind_names[k]) != 0)
        k++;
    if (!p.po || !p.old || k == PLAYOUT_KINDS || games < 1)
        return 2;
    struct run run = {0};
    play_games(&p, (enum playout_kind)k, r, games, &run);
    printf("%s %s: %ld games, %ld plies\n", rules, kind, games, run.plies);
    tb_playout_free(p.po);
    before_playout_free(p.old);
    return 0;
}

/* Playouts beside the old ones and the public API a ply at a time, in the
 * same run, the order of the kinds turned round from run to run so that
 * none is always first after a change of load. */
static void bench_playouts(const tb_rules *r, long games, const struct bench_plan *plan)
{
    struct samples rate[PLAYOUT_KINDS] = {{0}}, ratio[PLAYOUT_KINDS] = {{0}},
                   engine_ratio[2] = {{0}}, batch_gain = {0}, made = {0};
    bool same = true;
    for (int i = 0; i < plan->runs; i++) {
        double t = cpu_seconds();
        struct playouts p = {tb_playout_new(r, NULL, NULL), before_playout_new(r, NULL, NULL)};
        samples_add(&made, (cpu_seconds() - t) * 1e3);
        if (!p.po || !p.old)
            return;
        if (i == 0) /* warm up */
            for (int k = 0; k < PLAYOUT_KINDS; k++)
                playout_run(&p, (enum playout_kind)k, r, games / 10);
        struct run run[PLAYOUT_KINDS], base = engine_run(r, games / 4);
        for (int j = 0; j < PLAYOUT_KINDS; j++) {
            int k = (i + j) % PLAYOUT_KINDS;
            run[k] = playout_run(&p, (enum playout_kind)k, r, games);
        }
        tb_playout_free(p.po);
        before_playout_free(p.old);
        same &= run[NEW_ONE].check == run[OLD_ONE].check &&
                run[NEW_BATCH].check == run[OLD_BATCH].check;
        bool timed = base.seconds > 0;
        for (int k = 0; k < PLAYOUT_KINDS; k++)
            timed &= run[k].seconds > 0;
        if (!timed)
            continue;
        double per_s[PLAYOUT_KINDS];
        for (int k = 0; k < PLAYOUT_KINDS; k++)
            per_s[k] = (double)run[k].games / run[k].seconds;
        for (int k = 0; k < PLAYOUT_KINDS; k++) {
            samples_add(&rate[k], per_s[k]);
            samples_add(&ratio[k], per_s[k] / per_s[OLD_ONE]);
        }
        for (int k = 0; k < 2; k++)
            samples_add(&engine_ratio[k], per_s[k] / ((double)base.games / base.seconds));
        samples_add(&batch_gain, per_s[NEW_BATCH] / per_s[NEW_ONE]);
    }
    if (!same)
        note("%s: the playouts did not play the old playouts' games!", r->title);
    figure_for(r, "playout_games_per_s", "playouts, one game a call", "games/s", &rate[NEW_ONE]);
    figure_for(r, "playout_batch_games_per_s", "playouts, a batch", "games/s", &rate[NEW_BATCH]);
    figure_for(r, "playout_before_games_per_s", "the old playouts, one a call (baseline)",
               "games/s", &rate[OLD_ONE]);
    figure_for(r, "playout_before_batch_games_per_s", "the old playouts, a batch", "games/s",
               &rate[OLD_BATCH]);
    figure_for(r, "playout_over_before", "one a call / the old one a call", "x", &ratio[NEW_ONE]);
    figure_for(r, "playout_batch_over_before", "batch / the old one a call", "x",
               &ratio[NEW_BATCH]);
    figure_for(r, "playout_batch_over_one", "batch / one a call", "x", &batch_gain);
    figure_for(r, "playout_speedup", "one a call / the public API a ply at a time", "x",
               &engine_ratio[0]);
    figure_for(r, "playout_batch_speedup", "batch / the public API a ply at a time", "x",
               &engine_ratio[1]);
    figure_for(r, "playout_new_ms", "making a playout (its table)", "ms", &made);
    /* Instructions, which the machine's load does not change. */
    long counted = r->holes_per_row == 2 ? 100000 : 20000;
    for (int k = 0; k < PLAYOUT_KINDS; k++) {
        double per_game = instructions_per_game(plan, r, (enum playout_kind)k, counted);
        if (per_game < 0) {
            note("valgrind could not run: no instructions counted");
            break;
        }
        static const char *const keys[PLAYOUT_KINDS] = {
            "playout_instructions", "playout_batch_instructions", "playout_before_instructions",
            "playout_before_batch_instructions"};
        static const char *const labels[PLAYOUT_KINDS] = {
            "instructions a game, one a call (callgrind)", "instructions a game, a batch",
            "instructions a game, the old one a call", "instructions a game, the old batch"};
        struct samples one = {1, {per_game}};
        figure_for(r, keys[k], labels[k], "", &one);
    }
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
