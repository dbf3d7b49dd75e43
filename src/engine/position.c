/*
 * position.c - positions and the move itself: sowing, capturing, the end of
 * a game seen from one position, and the score.  No history here (game.c).
 */
#include <string.h>

#include "engine/rules.h"
#include "engine/sow.h"
#include "engine/text.h"

/* The door of every function here: r is a rule set the engine can play. */
static bool playable(const tb_rules *r) { return tb_rules_check(r, NULL) == TB_OK; }

void tbi_position_start(const tb_rules *r, tb_position *out)
{
    memset(out, 0, sizeof *out);
    memset(out->board, r->seeds_per_hole, (size_t)rules_holes(r));
}

int tb_position_start(const tb_rules *r, tb_position *out)
{
    if (!playable(r)) {
        memset(out, 0, sizeof *out);
        return TB_EINVAL;
    }
    tbi_position_start(r, out);
    return TB_OK;
}

/* The seeds in the holes of r, which is checked. */
static int seeds_on_board(const tb_rules *r, const tb_position *p)
{
    int seeds = 0;
    for (int h = 0; h < rules_holes(r); h++)
        seeds += p->board[h];
    return seeds;
}

int tb_seeds_on_board(const tb_rules *r, const tb_position *p)
{
    return playable(r) ? seeds_on_board(r, p) : -1;
}

/* Can p occur under r, which is checked? */
static bool possible(const tb_rules *r, const tb_position *p)
{
    if (p->to_move >= r->players)
        return false;
    int seeds = 0;
    for (int h = 0; h < TB_MAX_HOLES; h++) {
        if (h >= rules_holes(r) && p->board[h] != 0)
            return false;
        seeds += p->board[h];
    }
    for (int i = 0; i < TB_MAX_PLAYERS; i++) {
        if (i >= r->players && p->captured[i] != 0)
            return false;
        seeds += p->captured[i];
    }
    return seeds <= rules_seeds(r);
}

int tb_position_check(const tb_rules *r, const tb_position *p)
{
    return playable(r) && possible(r, p) ? TB_OK : TB_EINVAL;
}

bool tb_position_equal(const tb_rules *r, const tb_position *a, const tb_position *b)
{
    return playable(r) && a->to_move == b->to_move &&
           memcmp(a->board, b->board, (size_t)rules_holes(r)) == 0 &&
           memcmp(a->captured, b->captured, (size_t)r->players) == 0;
}

uint64_t tb_position_key(const tb_rules *r, const tb_position *p)
{
    /* Holes past the rule set's are always empty: r says nothing more. */
    return playable(r) ? board_key(board_load(p->board), p->to_move) : UINT64_MAX;
}

/* The legal moves at p, a possible position under the checked r. */
static unsigned legal_moves(const tb_rules *r, const tb_position *p)
{
    struct sower k;
    sower_init(&k, r, p->to_move);
    return sow_legal(&k, board_load(p->board));
}

unsigned tb_legal_moves(const tb_rules *r, const tb_position *p)
{
    return playable(r) && possible(r, p) ? legal_moves(r, p) : 0;
}

const char *tb_why_illegal(const tb_rules *r, const tb_position *p, int move)
{
    if (tb_position_check(r, p) != TB_OK)
        return tb_strerror(TB_EINVAL);
    if (move == TB_PASS) {
        if (r->no_move != TB_NO_MOVE_PASS)
            return TB_TEXT("this game has no passing");
        if (seeds_on_board(r, p) == 0)
            return TB_TEXT("no seed is left on the board");
        return legal_moves(r, p) ? TB_TEXT("a player with a move cannot pass") : NULL;
    }
    if (move < 0 || move >= rules_holes(r))
        return TB_TEXT("there is no such hole");
    if (!(holes_of(r, p->to_move) >> move & 1))
        return TB_TEXT("that hole belongs to another player");
    if (p->board[move] == 0)
        return TB_TEXT("that hole is empty");
    if (p->board[move] < r->min_sow)
        return TB_TEXT("that hole holds too few seeds to be played");
    if (legal_moves(r, p) >> move & 1)
        return NULL;
    /* Ruled out by feeding, or by a whole row: the move says which. */
    struct sower k;
    sower_init(&k, r, p->to_move);
    uint64_t before = board_load(p->board);
    int last;
    uint64_t sown = sow_seeds(&k, before, move, &last);
    if (sow_judge(&k, before, sown, last) == TB_WHY_WHOLE_ROW)
        return TB_TEXT("that move would capture every seed of a player's holes");
    return TB_TEXT("the next player has no move: a move that gives them one must be played");
}

/* The end at p under the checked r. */
static enum tb_end position_end(const tb_rules *r, const tb_position *p)
{
    unsigned legal = possible(r, p) ? legal_moves(r, p) : 0;
    return sow_end(board_load(p->board), legal, r->no_move == TB_NO_MOVE_ENDS);
}

enum tb_end tb_position_end(const tb_rules *r, const tb_position *p)
{
    return playable(r) ? position_end(r, p) : TB_END_NONE;
}

void tbi_score(const tb_rules *r, const tb_position *p, enum tb_end end, tb_result *out)
{
    sow_score(r, p->captured, board_load(p->board), end, out);
}

int tb_score(const tb_rules *r, const tb_position *p, enum tb_end end, tb_result *out)
{
    if (!playable(r)) {
        memset(out, 0, sizeof *out);
        out->end = TB_END_NONE;
        out->winner = -1;
        return TB_EINVAL;
    }
    tbi_score(r, p, end, out);
    return TB_OK;
}

static int pass(const tb_rules *r, const tb_position *p, tb_position *out, tb_account *acc)
{
    if (tb_why_illegal(r, p, TB_PASS))
        return TB_EILLEGAL;
    int mover = p->to_move;
    *out = *p;
    out->to_move = (uint8_t)next_player(r, mover);
    if (acc) {
        memset(acc, 0, sizeof *acc);
        acc->player = mover;
        acc->move = TB_PASS;
        acc->last = -1;
        acc->why = TB_WHY_PASS;
        tbi_score(r, out, position_end(r, out), &acc->result);
    }
    return TB_OK;
}

/* Tells the sowing of `hole` from board as a person reads it. */
static void account(const struct sower *k, uint64_t board, int hole, tb_account *acc)
{
    memset(acc, 0, sizeof *acc);
    acc->player = k->mover;
    acc->move = hole;
    acc->lifted = board_at(board, hole);
    for (int i = 0, h = hole + k->offset; i < acc->lifted; i++, h++)
        acc->sown[i] = (uint8_t)(h % k->holes);
    uint64_t sown = sow_seeds(k, board, hole, &acc->last);
    acc->last_count = board_at(sown, acc->last);
    acc->why = sow_judge(k, board, sown, acc->last);
    uint64_t left = sown;
    acc->captured = sow_capture(k, board, &left, acc->last);
    /* The holes taken run on from the last one, the way the chain goes;
     * all of them at most. */
    int step = k->chain == TB_CHAIN_BACKWARD ? k->holes - 1 : 1;
    for (int h = acc->last; acc->capture_holes < k->holes && board_at(left, h) != board_at(sown, h);
         h = (h + step) % k->holes) {
        acc->capture_hole[acc->capture_holes] = (uint8_t)h;
        acc->capture_seeds[acc->capture_holes++] = (uint8_t)board_at(sown, h);
    }
}

int tb_sow(const tb_rules *r, const tb_position *p, int hole, tb_position *out, tb_account *acc)
{
    /* The engine trusts no caller: an impossible position moves nowhere. */
    if (tb_position_check(r, p) != TB_OK ||
        (hole != TB_PASS && (hole < 0 || hole >= rules_holes(r))))
        return TB_EINVAL;
    if (hole == TB_PASS)
        return pass(r, p, out, acc);
    struct sower k;
    sower_init(&k, r, p->to_move);
    uint64_t before = board_load(p->board);
    if (!(sow_legal(&k, before) >> hole & 1))
        return TB_EILLEGAL;
    int last;
    uint64_t sown = sow_seeds(&k, before, hole, &last);
    sow_finish(&k, p, sown, last, out);
    if (acc) {
        account(&k, before, hole, acc);
        tbi_score(r, out, position_end(r, out), &acc->result);
    }
    return TB_OK;
}
