/* index.c - positions of a layer as dense numbers (see index.h). */
#include <string.h>

#include "solver/index.h"

void index_init(board_index *ix, const tb_rules *r)
{
    ix->holes = tb_holes(r);
    ix->players = r->players;
    memset(ix->ways, 0, sizeof ix->ways);
    for (int n = 0; n <= TB_MAX_SEEDS; n++) {
        ix->ways[n][1] = 1;
        /* The first hole holds 0 .. n seeds; the rest hold what is left. */
        for (int k = 2; k <= TB_MAX_HOLES; k++)
            ix->ways[n][k] = ix->ways[n][k - 1] + (n > 0 ? ix->ways[n - 1][k] : 0);
    }
    /* ways[v][k] - ways[v][k+1] = -ways[v-1][k+1] (Pascal's rule), and the
     * last hole's term is ways[v][2] = v + 1. */
    memset(ix->tail, 0, sizeof ix->tail);
    for (int i = 1; i < ix->holes; i++)
        for (int v = 0; v <= TB_MAX_SEEDS; v++)
            ix->tail[i][v] = i == ix->holes - 1 ? (uint32_t)v + 1
                             : v > 0            ? ix->ways[v - 1][ix->holes - i + 1]
                                                : 0;
}

uint32_t index_positions(const board_index *ix, int seeds)
{
    return ix->ways[seeds][ix->holes] * (uint32_t)ix->players;
}

/* Boards of `rem` seeds in k holes whose first hole holds fewer than b:
 * all of them less those whose first hole holds b or more. */
static uint32_t ways_below(const board_index *ix, int rem, int k, int b)
{
    return ix->ways[rem][k] - ix->ways[rem - b][k];
}

uint32_t index_of(const board_index *ix, const tb_position *p)
{
    uint64_t board = 0;
    for (int h = 0; h < ix->holes; h++)
        board |= (uint64_t)p->board[h] << (8 * h);
    return index_rank(ix, board) * (uint32_t)ix->players + p->to_move;
}

void index_position(const board_index *ix, uint32_t index, int seeds, tb_position *out)
{
    uint32_t rank = index / (uint32_t)ix->players;
    int rem = seeds;
    memset(out, 0, sizeof *out);
    out->to_move = (uint8_t)(index % (uint32_t)ix->players);
    for (int i = 0; i < ix->holes - 1; i++) {
        int k = ix->holes - i, b = 0;
        while (b < rem && ways_below(ix, rem, k, b + 1) <= rank)
            b++;
        rank -= ways_below(ix, rem, k, b);
        out->board[i] = (uint8_t)b;
        rem -= b;
    }
    out->board[ix->holes - 1] = (uint8_t)rem;
}

bool index_next_board(const board_index *ix, tb_position *p)
{
    /* Raise the last hole but one that has seeds after it, and put all
     * those seeds but one in the last hole. */
    int last = ix->holes - 1, after = p->board[last];
    for (int i = last - 1; i >= 0; i--) {
        if (after > 0) {
            p->board[i]++;
            for (int j = i + 1; j < last; j++)
                p->board[j] = 0;
            p->board[last] = (uint8_t)(after - 1);
            return true;
        }
        after += p->board[i];
    }
    return false;
}
