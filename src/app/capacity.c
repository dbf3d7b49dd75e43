/* capacity.c - whether this machine can solve a rule set (capacity.h). */
#include <stdint.h>
#include <stdio.h>

#include "app/capacity.h"
#include "app/i18n.h"
#include "solver/solver.h"

bool capacity_short(const tb_rules *r, char *buf, size_t size)
{
    if (solver_fits(r))
        return false;
    size_t need = solver_need(r);
    if (need == SIZE_MAX)
        snprintf(buf, size,
                 _("%s is too large to solve: a layer of its positions passes the "
                   "solver's numbering."),
                 i18n_engine(r->title));
    else
        snprintf(buf, size,
                 _("%s is too large to solve on this machine: its tables need %.1f GB, more "
                   "than half its memory."),
                 i18n_engine(r->title), (double)need / 1e9);
    return true;
}
