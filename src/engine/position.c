/*
 * position.c - positions and the move itself: sowing, capturing, the end of
 * a game seen from one position, and the score.  No history here (game.c).
 */
#include <string.h>

#include "engine/board.h"

/* Does `player` own `hole`?  A range test: no division in the move path. */
static bool owns(const tb_rules *r, int player, int hole)
{
    int first = player * r->holes_per_player;
    return hole >= first && hole < first + r->holes_per_player;
}

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
    (void)r; /* holes past the rule set's are always empty */
    return board_load(p->board) | (uint64_t)p->to_move << 6;
}

unsigned tb_legal_moves(const tb_rules *r, const tb_position *p)
{
    if (p->to_move >= r->players)
        return 0;
    unsigned own = ((1u << r->holes_per_player) - 1) << (p->to_move * r->holes_per_player);
    return board_nonempty(board_load(p->board)) & own;
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
    if (p->to_move >= r->players || !owns(r, p->to_move, move))
        return "that hole belongs to another player";
    return p->board[move] ? NULL : "that hole is empty";
}

enum tb_end tb_position_end(const tb_rules *r, const tb_position *p)
{
    if (board_load(p->board) == 0)
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
    if (r->capture_side == TB_CAPTURE_OWN_SIDE && !owns(r, mover, hole))
        return TB_WHY_OTHER_SIDE;
    if (count % 2)
        return TB_WHY_ODD;
    return count > r->capture_max ? TB_WHY_TOO_MANY : TB_WHY_CAPTURE;
}

/* Takes the seeds of `hole`, noting it in acc; returns how many. */
static int take(uint64_t *board, int hole, tb_account *acc)
{
    int seeds = board_at(*board, hole);
    *board = board_without(*board, hole);
    if (acc) {
        acc->capture_hole[acc->capture_holes] = (uint8_t)hole;
        acc->capture_seeds[acc->capture_holes++] = (uint8_t)seeds;
        acc->captured += seeds;
    }
    return seeds;
}

static void finish(const tb_rules *r, tb_position *p, int mover, tb_account *acc)
{
    p->to_move = (uint8_t)(mover + 1 == r->players ? 0 : mover + 1);
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
    if (!owns(r, p->to_move, hole) || p->board[hole] == 0)
        return TB_EILLEGAL;

    int mover = p->to_move;
    int seeds = p->board[hole];
    int first = r->origin_first ? hole : (hole + 1 == holes ? 0 : hole + 1);
    /* Closed form: every hole gets one seed a round, and the `extra` holes
     * from `first` on one more, all added to the board word at once.  The
     * rounds are counted by subtraction: seeds rarely go round twice, and a
     * division costs more than the whole move. */
    int rounds = 0, extra = seeds;
    for (; extra >= holes; extra -= holes)
        rounds++;
    int wrap = first + extra - holes; /* extra holes that come round past the end */
    uint64_t board = board_without(board_load(p->board), hole);
    board += (uint64_t)rounds * board_ones(holes);
    if (wrap > 0)
        board += board_ones(holes - first) << (8 * first) | board_ones(wrap);
    else
        board += board_ones(extra) << (8 * first);
    int last = first + extra - 1 + (extra == 0 ? holes : 0);
    if (last >= holes)
        last -= holes;

    if (acc) {
        memset(acc, 0, sizeof *acc);
        acc->player = mover;
        acc->move = hole;
        acc->lifted = seeds;
        for (int i = 0, h = first; i < seeds; i++, h = h + 1 == holes ? 0 : h + 1)
            acc->sown[i] = (uint8_t)h;
        acc->last = last;
        acc->last_count = board_at(board, last);
    }
    enum tb_why why = judge(r, mover, last, board_at(board, last));
    if (acc)
        acc->why = why;
    int captured = 0;
    if (why == TB_WHY_CAPTURE) {
        captured += take(&board, last, acc);
        /* The chain goes forward and stops before coming round to `last`. */
        for (int h = last + 1 == holes ? 0 : last + 1; r->chain_forward && h != last;
             h = h + 1 == holes ? 0 : h + 1) {
            if (board_at(board, h) == 0 || judge(r, mover, h, board_at(board, h)) != TB_WHY_CAPTURE)
                break;
            captured += take(&board, h, acc);
        }
    }
    *out = *p;
    board_store(out->board, board);
    out->captured[mover] = (uint8_t)(out->captured[mover] + captured);
    finish(r, out, mover, acc);
    return TB_OK;
}
