/*
 * data.c - tihbat-data, the build's own tool: the files of an installation
 * that the program's own code makes, so that what is installed is exactly
 * what the program would make (the Makefile's "Installed data" block).
 *
 *   tihbat-data tables   the solved tables of every game the engine has
 *                        built in (tb_rules_at), both parities of layers,
 *                        and the count of positions each reaches, into
 *                        the cache ($XDG_CACHE_HOME/tihbat), as the
 *                        program keeps them
 *   tihbat-data icon     the icon: Tihbat's board at its start, drawn by
 *                        the diagrams' code (src/cli/svg.c), on stdout
 *
 * Both are the same bytes on every run (the solver is exact, the drawing
 * plain), so two builds of one commit make the same packages.
 */
#include <stdio.h>
#include <string.h>

#include "app/cache.h"
#include "cli/svg.h"
#include "solver/solver.h"

/* p: the start with one seed taken by the first player, so that its layer
 * is the top of the other parity. */
static void other_parity(const tb_rules *r, tb_position *p)
{
    tb_position_start(r, p);
    int h = 0;
    while (h < tb_holes(r) - 1 && p->board[h] == 0)
        h++;
    p->board[h]--;
    p->captured[0]++;
}

static int tables(void)
{
    cache *c = cache_new();
    int failed = !c;
    const tb_rules *r;
    for (int i = 0; c && !failed && (r = tb_rules_at(i)); i++) {
        int status;
        long count;
        solver *s = solver_new(r, &status);
        if (s) {
            solver_set_store(s, cache_store(c));
            tb_position p;
            tb_position_start(r, &p);
            status = solver_prepare(s, &p);
            other_parity(r, &p);
            if (status == TB_OK)
                status = solver_prepare(s, &p);
            if (status == TB_OK)
                status = solver_reachable(s, &count);
        }
        solver_free(s);
        const char *problem = cache_problem(c);
        if (status != TB_OK || problem) {
            fprintf(stderr, "tihbat-data: %s: %s\n", r->name,
                    problem ? problem : tb_strerror(status));
            failed = 1;
        }
    }
    cache_free(c);
    return failed;
}

static int icon(void)
{
    const tb_rules *r = tb_rules_at(0); /* Tihbat */
    tb_position p;
    tb_position_start(r, &p);
    svg_board(stdout, r, &p, "Tihbat");
    return fflush(stdout) != 0 || ferror(stdout);
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "tables") == 0)
        return tables();
    if (argc == 2 && strcmp(argv[1], "icon") == 0)
        return icon();
    fputs("usage: tihbat-data tables | icon\n", stderr);
    return 2;
}
