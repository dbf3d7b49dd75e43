/* solve.c - placeholder for --solve until the solver lands. */
#include "cli/commands.h"

int solve_run(const tb_rules *r, const tb_position *start, FILE *out)
{
    (void)r, (void)start, (void)out;
    fputs("tihbat: --solve is not built yet\n", stderr);
    return 1;
}
