/*
 * position.c - positions and the move itself: sowing, capturing, the end of
 * a game seen from one position, and the score.  No history here (game.c).
 */
#include <string.h>

#include "tihbat.h"

void tb_position_start(const tb_rules *r, tb_position *out)
{
    memset(out, 0, sizeof *out);
    memset(out->board, r->seeds_per_hole, (size_t)tb_holes(r));
}

int tb_seeds_on_board(const tb_rules *r, const tb_position *p)
{
    int seeds = 0;
    for (int h = 0; h < tb_holes(r); h++)
        seeds += p->board[h];
    return seeds;
}

int tb_position_check(const tb_rules *r, const tb_position *p)
{
    int total = tb_total_seeds(r), seeds = 0;
    if (p->to_move >= r->players)
        return TB_EINVAL;
    for (int h = 0; h < TB_MAX_HOLES; h++) {
        if (h >= tb_holes(r) && p->board[h] != 0)
            return TB_EINVAL;
        seeds += p->board[h];
    }
    for (int i = 0; i < TB_MAX_PLAYERS; i++) {
        if (i >= r->players && p->captured[i] != 0)
            return TB_EINVAL;
        seeds += p->captured[i];
    }
    return seeds <= total ? TB_OK : TB_EINVAL;
}

bool tb_position_equal(const tb_rules *r, const tb_position *a, const tb_position *b)
{
    return a->to_move == b->to_move &&
           memcmp(a->board, b->board, (size_t)tb_holes(r)) == 0 &&
           memcmp(a->captured, b->captured, (size_t)r->players) == 0;
}

uint64_t tb_position_key(const tb_rules *r, const tb_position *p)
{
    uint64_t key = p->to_move;
    for (int h = 0; h < tb_holes(r); h++)
        key |= (uint64_t)p->board[h] << (2 + 6 * h);
    return key;
}

unsigned tb_legal_moves(const tb_rules *r, const tb_position *p)
{
    unsigned moves = 0;
    if (p->to_move >= r->players)
        return 0;
    int first = p->to_move * r->holes_per_player;
    for (int h = first; h < first + r->holes_per_player; h++)
        if (p->board[h])
            moves |= 1u << h;
    return moves;
}

const char *tb_why_illegal(const tb_rules *r, const tb_position *p, int move)
{
    if (move == TB_PASS) {
        if (r->no_move != TB_NO_MOVE_PASS)
            return "this game has no passing";
        if (tb_seeds_on_board(r, p) == 0)
            return "no seed is left on the board";
        return tb_legal_moves(r, p) ? "a player with seeds cannot pass" : NULL;
    }
    if (move < 0 || move >= tb_holes(r))
        return "there is no such hole";
    if (p->to_move >= r->players || tb_owner(r, move) != p->to_move)
        return "that hole belongs to another player";
    return p->board[move] ? NULL : "that hole is empty";
}

enum tb_end tb_position_end(const tb_rules *r, const tb_position *p)
{
    if (tb_seeds_on_board(r, p) == 0)
        return TB_END_ALL_CAPTURED;
    if (r->no_move == TB_NO_MOVE_ENDS && tb_legal_moves(r, p) == 0)
        return TB_END_NO_MOVES;
    return TB_END_NONE;
}

void tb_score(const tb_rules *r, const tb_position *p, enum tb_end end, tb_result *out)
{
    memset(out, 0, sizeof *out);
    out->end = end;
    out->left = tb_seeds_on_board(r, p);
    out->share = r->leftover == TB_LEFTOVER_SPLIT ? out->left / r->players : 0;
    int best = 0;
    for (int i = 0; i < r->players; i++) {
        out->scores[i] = p->captured[i] + out->share;
        if (out->scores[i] > out->scores[best])
            best = i;
    }
    out->winner = best;
    for (int i = 0; i < r->players; i++)
        if (i != best && out->scores[i] == out->scores[best])
            out->winner = -1;
}

/* Why the last seed, in hole `hole` now holding `count`, captures or not. */
static enum tb_why judge(const tb_rules *r, int mover, int hole, int count)
{
    if (r->capture_side == TB_CAPTURE_OWN_SIDE && tb_owner(r, hole) != mover)
        return TB_WHY_OTHER_SIDE;
    if (count % 2)
        return TB_WHY_ODD;
    return count > r->capture_max ? TB_WHY_TOO_MANY : TB_WHY_CAPTURE;
}

/* Takes the seeds of `hole` into the mover's store, noting it in acc. */
static int take(tb_position *p, int mover, int hole, tb_account *acc)
{
    int seeds = p->board[hole];
    p->captured[mover] = (uint8_t)(p->captured[mover] + seeds);
    p->board[hole] = 0;
    if (acc) {
        acc->capture_hole[acc->capture_holes] = (uint8_t)hole;
        acc->capture_seeds[acc->capture_holes++] = (uint8_t)seeds;
        acc->captured += seeds;
    }
    return seeds;
}

static void finish(const tb_rules *r, tb_position *p, int mover, tb_account *acc)
{
    p->to_move = (uint8_t)((mover + 1) % r->players);
    if (acc)
        tb_score(r, p, tb_position_end(r, p), &acc->result);
}

static int pass(const tb_rules *r, const tb_position *p, tb_position *out, tb_account *acc)
{
    if (tb_why_illegal(r, p, TB_PASS))
        return TB_EILLEGAL;
    int mover = p->to_move;
    *out = *p;
    if (acc) {
        memset(acc, 0, sizeof *acc);
        acc->player = mover;
        acc->move = TB_PASS;
        acc->last = -1;
        acc->why = TB_WHY_PASS;
    }
    finish(r, out, mover, acc);
    return TB_OK;
}

int tb_sow(const tb_rules *r, const tb_position *p, int hole, tb_position *out, tb_account *acc)
{
    int holes = tb_holes(r);
    if (p->to_move >= r->players || (hole != TB_PASS && (hole < 0 || hole >= holes)))
        return TB_EINVAL;
    if (hole == TB_PASS)
        return pass(r, p, out, acc);
    if (!(tb_legal_moves(r, p) & (1u << hole)))
        return TB_EILLEGAL;

    int mover = p->to_move;
    int seeds = p->board[hole];
    int first = r->origin_first ? hole : (hole + 1) % holes;
    int last = (first + seeds - 1) % holes;
    /* Closed form: every hole gets one seed a round; the `extra` holes
     * from `first` on get one more. */
    int rounds = seeds / holes, extra = seeds % holes;
    *out = *p;
    out->board[hole] = 0;
    for (int i = 0, h = first; i < holes; i++, h = h + 1 == holes ? 0 : h + 1)
        out->board[h] = (uint8_t)(out->board[h] + rounds + (i < extra));

    if (acc) {
        memset(acc, 0, sizeof *acc);
        acc->player = mover;
        acc->move = hole;
        acc->lifted = seeds;
        for (int i = 0, h = first; i < seeds; i++, h = h + 1 == holes ? 0 : h + 1)
            acc->sown[i] = (uint8_t)h;
        acc->last = last;
        acc->last_count = out->board[last];
    }
    enum tb_why why = judge(r, mover, last, out->board[last]);
    if (acc)
        acc->why = why;
    if (why == TB_WHY_CAPTURE) {
        take(out, mover, last, acc);
        /* The chain goes forward and stops before coming round to `last`. */
        for (int h = (last + 1) % holes; r->chain_forward && h != last; h = (h + 1) % holes) {
            if (out->board[h] == 0 || judge(r, mover, h, out->board[h]) != TB_WHY_CAPTURE)
                break;
            take(out, mover, h, acc);
        }
    }
    finish(r, out, mover, acc);
    return TB_OK;
}
