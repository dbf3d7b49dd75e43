/* rank.c - the perfect player's order of moves (see rank.h). */
#include "solver/rank.h"

int rank_compare(const struct solver_move *x, const struct solver_move *y)
{
    if (x->value != y->value)
        return x->value > y->value ? 1 : -1;
    if (x->plies != y->plies && x->value != 0)
        /* Winning, the sooner the better; losing, hold out for a mistake. */
        return (x->plies < y->plies) == (x->value > 0) ? 1 : -1;
    if (x->repeats != y->repeats)
        /* Level: play on, the other side may still go wrong. */
        return x->repeats ? -1 : 1;
    return 0;
}

int rank_compare_shares(const struct solver_move *x, int x_others, const struct solver_move *y,
                        int y_others)
{
    if (x->value == y->value && x_others != y_others)
        return x_others < y_others ? 1 : -1;
    return rank_compare(x, y);
}

void rank_sort(struct solver_move m[], int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && rank_compare(&m[j], &m[j - 1]) > 0; j--) {
            struct solver_move t = m[j];
            m[j] = m[j - 1];
            m[j - 1] = t;
        }
}
