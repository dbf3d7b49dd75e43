/* random.c - splitmix64 (see random.h). */
#include "solver/random.h"

int random_below(uint64_t *state, int n)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    z ^= z >> 31;
    return n > 1 ? (int)(z % (uint64_t)n) : 0;
}
