/*
 * test_tables.c - the solver's tables are the first solver's, position by
 * position, value and plies: for Tihbat and Bakuk, both parities of
 * layers, and for Tihbat with 2 to 9 seeds a hole.  The first solver
 * (tests/reference/) moved through the public, checked tb_sow and kept a
 * graph of the layer; the solver now moves through the engine's core,
 * ranks by cumulative sums and finds predecessors by un-sowing.
 */
#include <criterion/criterion.h>

#include "../reference/reference.h"
#include "solver/index.h"
#include "solver/solver.h"
#include "support.h"

/* Every position of every layer of top's parity up to `top` seeds. */
static long same_as_the_first_solver(const tb_rules *r, int top)
{
    reference *ref = reference_solve(r, top);
    cr_assert_not_null(ref, "%s: the reference solve ran out of memory", r->name);
    solver *s = solver_for(r);
    board_index ix;
    index_init(&ix, r);
    long checked = 0;
    for (int seeds = top % 2; seeds <= top; seeds += 2) {
        tb_position p;
        index_position(&ix, 0, seeds, &p);
        do {
            for (int mover = 0; mover < r->players; mover++, checked++) {
                p.to_move = (uint8_t)mover;
                int plies, value, want_plies, want = reference_value(ref, &p, &want_plies);
                cr_assert_eq(solver_value(s, &p, &value, &plies), TB_OK);
                if (value != want || plies != want_plies)
                    cr_assert_fail("%s (%d a hole) %s: value %d in %d plies, the first solver "
                                   "%d in %d",
                                   r->name, r->seeds_per_hole, position_text(r, &p).s, value, plies,
                                   want, want_plies);
            }
        } while (index_next_board(&ix, &p));
    }
    solver_free(s);
    reference_free(ref);
    return checked;
}

Test(tables, are_the_first_solvers_for_tihbat_with_2_to_9_seeds_a_hole)
{
    long checked = 0;
    /* Under valgrind, 2 and 9 reach every line and branch of src/ that 2
     * to 9 do (9, the queue's chunks: docs/reliability.md). */
    for (int per_hole = 2; per_hole <= 9; per_hole += test_under_valgrind() ? 7 : 1) {
        tb_rules r = *rules_named("tihbat");
        r.seeds_per_hole = per_hole;
        checked += same_as_the_first_solver(&r, tb_total_seeds(&r));
        checked += same_as_the_first_solver(&r, tb_total_seeds(&r) - 1);
    }
    cr_log_info("tihbat: %ld positions, the same", checked);
}

/* Every layer in an optimised build; where the unit tests run again, under
 * the sanitizers, unoptimised or under valgrind, the largest layers (a
 * second natively) stay out. */
static int bakuk_top(int full)
{
    if (test_scaled(8) == 8)
        return full;
    return (test_under_valgrind() ? 16 : 24) + full % 2;
}

Test(tables, are_the_first_solvers_for_bakuk_from_the_start)
{
    const tb_rules *r = rules_named("bakuk");
    long checked = same_as_the_first_solver(r, bakuk_top(tb_total_seeds(r)));
    cr_log_info("bakuk, even layers: %ld positions, the same", checked);
}

Test(tables, are_the_first_solvers_for_bakuk_in_the_other_layers)
{
    const tb_rules *r = rules_named("bakuk");
    long checked = same_as_the_first_solver(r, bakuk_top(tb_total_seeds(r) - 1));
    cr_log_info("bakuk, odd layers: %ld positions, the same", checked);
}

/* Koumma and Modiar, whose rules the solver meets through the engine's
 * core (Modiar's moves weighed, its captures excepted, its ends worth the
 * seeds of the players' own holes): both parities of layers up to 20
 * seeds, a few seconds (the first solver's checked moves are slow; a
 * one-off run compared every layer, docs/solution.md). */
static void same_for(const char *name)
{
    const tb_rules *r = rules_named(name);
    int top = test_under_valgrind() ? 14 : 20; /* as many lines and branches */
    long even = same_as_the_first_solver(r, top);
    long odd = same_as_the_first_solver(r, top - 1);
    cr_log_info("%s: %ld and %ld positions, the same", name, even, odd);
}

Test(tables, are_the_first_solvers_for_koumma) { same_for("koumma"); }
Test(tables, are_the_first_solvers_for_modiar) { same_for("modiar"); }

/* The ranking by cumulative sums numbers boards as the combinatorial
 * number system does, in the largest layers too (test_solver.c walks the
 * small ones whole). */
Test(tables, rank_every_board_as_unranking_numbers_it)
{
    const tb_rules *r = rules_named("bakuk");
    board_index ix;
    index_init(&ix, r);
    rng random = {.state = 5};
    for (int seeds = 0; seeds <= tb_total_seeds(r); seeds++) {
        uint32_t n = index_positions(&ix, seeds);
        for (int k = 0; k < 200; k++) {
            uint32_t x = k == 0 ? 0 : k == 1 ? n - 1 : (uint32_t)rng_below(&random, (int)n);
            tb_position p;
            index_position(&ix, x, seeds, &p);
            cr_assert_eq(index_of(&ix, &p), x, "layer %d: %s numbered %u, not %u", seeds,
                         position_text(r, &p).s, index_of(&ix, &p), x);
        }
    }
}
