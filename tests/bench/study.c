/*
 * study.c - the review and the puzzles (src/solver/game_review.h, puzzle.h):
 * a whole game reviewed, and a set of puzzles made, once the tables are
 * built (their solve is the solver's figure).
 */
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "solver/ai.h"
#include "solver/game_review.h"
#include "solver/puzzle.h"

/* A game the perfect computer plays against the medium one, the same
 * every run: what a review goes through. */
static tb_game *sample_game(const tb_rules *r)
{
    int status;
    tb_game *g = tb_game_new(r, NULL, &status);
    ai *a = g ? ai_new(r, 2026) : NULL;
    while (a && !tb_game_over(g))
        tb_game_play(g, ai_choose(a, g, tb_game_ply(g) % 2 ? AI_PERFECT : AI_MEDIUM), NULL);
    ai_free(a);
    return g;
}

static void study(const struct bench_plan *plan, const tb_rules *r, int count)
{
    int status, value, plies;
    solver *s = solver_new(r, &status);
    tb_game *g = sample_game(r);
    tb_position start;
    tb_position_start(r, &start);
    if (!s || !g || solver_value(s, &start, &value, &plies) != TB_OK) {
        note("%s: no solver or no game", r->name);
        solver_free(s);
        tb_game_free(g);
        return;
    }
    struct samples review = {0}, puzzles = {0};
    struct puzzle *out = calloc((size_t)count, sizeof *out);
    for (int run = 0; out && run < plan->runs; run++) {
        struct review rv;
        double t = cpu_seconds();
        if (review_game(s, g, &rv) == TB_OK)
            samples_add(&review, cpu_seconds() - t);
        review_free(&rv);
        int made;
        t = cpu_seconds();
        if (puzzle_make(s, r, (uint64_t)run, PUZZLE_LEVELS, count, out, &made) == TB_OK)
            samples_add(&puzzles, cpu_seconds() - t);
    }
    note("%s: the game reviewed has %d plies; %d puzzles a set", r->title, tb_game_length(g),
         count);
    figure_for(r, "review_s", "a whole game reviewed, lines included", "s", &review);
    figure_for(r, "puzzles_s", "a set of puzzles of every level", "s", &puzzles);
    free(out);
    tb_game_free(g);
    solver_free(s);
}

void bench_study(const struct bench_plan *plan)
{
    section("The study: review and puzzles, the tables built");
    for (int i = 0; tb_rules_at(i); i++) {
        const tb_rules *r = tb_rules_at(i);
        if (r->players == 2 && (!plan->rules || strcmp(plan->rules, r->name) == 0))
            study(plan, r, 12);
    }
}
