/*
 * model.c - the rules a second time, from docs/rules.md alone (model.h):
 * a seed at a time, a hole at a time, each exception tried by playing the
 * move on a copy.
 */
#include <string.h>

#include "model.h"

static const model_rules models[] = {
    {.name = "tihbat",
     .holes = 4,
     .players = 2,
     .holes_per_player = 2,
     .seeds_per_hole = 7,
     .origin_first = true,
     .smallest = 1,
     .capture_max = 8,
     .any_side = false,
     .chain = 0,
     .pass_when_empty = true,
     .left_at_end = LEFT_SHARED,
     .left_at_repetition = LEFT_SHARED},
    {.name = "bakuk",
     .holes = 6,
     .players = 2,
     .holes_per_player = 3,
     .seeds_per_hole = 6,
     .origin_first = false,
     .smallest = 1,
     .capture_max = 4,
     .any_side = true,
     .chain = 1,
     .pass_when_empty = false,
     .left_at_end = LEFT_UNCOUNTED,
     .left_at_repetition = LEFT_UNCOUNTED},
    {.name = "bakuk3",
     .holes = 6,
     .players = 3,
     .holes_per_player = 2,
     .seeds_per_hole = 6,
     .origin_first = false,
     .smallest = 1,
     .capture_max = 4,
     .any_side = true,
     .chain = 1,
     .pass_when_empty = false,
     .left_at_end = LEFT_UNCOUNTED,
     .left_at_repetition = LEFT_UNCOUNTED},
    /* docs/rules.md, Koumma: Bakuk's rules but two, the first seed back
     * into its hole and 6 taken too; a single seed goes straight back. */
    {.name = "koumma",
     .holes = 6,
     .players = 2,
     .holes_per_player = 3,
     .seeds_per_hole = 6,
     .origin_first = true,
     .smallest = 1,
     .capture_max = 6,
     .any_side = true,
     .chain = 1,
     .pass_when_empty = false,
     .left_at_end = LEFT_UNCOUNTED,
     .left_at_repetition = LEFT_UNCOUNTED},
    /* docs/rules.md, Modiar. */
    {.name = "modiar",
     .holes = 6,
     .players = 2,
     .holes_per_player = 3,
     .seeds_per_hole = 7,
     .origin_first = true,
     .smallest = 2,
     .capture_max = 6,
     .any_side = true,
     .chain = -1,
     .quiet_first = true,
     .whole_row = 2,
     .feeding = true,
     .pass_when_empty = false,
     .left_at_end = LEFT_OWNERS,
     .left_at_repetition = LEFT_SHARED},
};

const model_rules *model_find(const char *name)
{
    for (size_t i = 0; i < sizeof models / sizeof models[0]; i++)
        if (strcmp(models[i].name, name) == 0)
            return &models[i];
    return NULL;
}

static enum model_left left_of(enum tb_leftover l)
{
    return l == TB_LEFTOVER_SPLIT    ? LEFT_SHARED
           : l == TB_LEFTOVER_OWNERS ? LEFT_OWNERS
                                     : LEFT_UNCOUNTED;
}

void model_of(const tb_rules *r, model_rules *out)
{
    *out = (model_rules){
        .name = r->name,
        .holes = 2 * r->holes_per_row,
        .players = r->players,
        .holes_per_player = r->holes_per_player,
        .seeds_per_hole = r->seeds_per_hole,
        .origin_first = r->origin_first,
        .smallest = r->min_sow,
        .capture_max = r->capture_max,
        .any_side = r->capture_side == TB_CAPTURE_ANY_SIDE,
        .chain = r->chain == TB_CHAIN_FORWARD    ? 1
                 : r->chain == TB_CHAIN_BACKWARD ? -1
                                                 : 0,
        .quiet_first = r->quiet_start,
        .whole_row = r->whole_row == TB_WHOLE_ROW_TAKEN        ? 0
                     : r->whole_row == TB_WHOLE_ROW_NO_CAPTURE ? 1
                                                               : 2,
        .feeding = r->feeding,
        .pass_when_empty = r->no_move == TB_NO_MOVE_PASS,
        .left_at_end = left_of(r->leftover),
        .left_at_repetition = left_of(r->repetition_leftover),
    };
}

static int owner(const model_rules *m, int hole) { return hole / m->holes_per_player; }

/* The hole `steps` after `hole` in sowing order (before it, for -1). */
static int hole_after(const model_rules *m, int hole, int steps)
{
    return ((hole + steps) % m->holes + m->holes) % m->holes;
}

static int seeds_of(const model_rules *m, const tb_position *p, int player)
{
    int n = 0;
    for (int h = 0; h < m->holes; h++)
        if (owner(m, h) == player)
            n += p->board[h];
    return n;
}

/* Can `player` move at p: a hole of theirs with enough seeds? */
static bool can_move(const model_rules *m, const tb_position *p, int player)
{
    for (int h = 0; h < m->holes; h++)
        if (owner(m, h) == player && p->board[h] >= m->smallest)
            return true;
    return false;
}

static bool at_start(const model_rules *m, const tb_position *p)
{
    if (p->to_move != 0)
        return false;
    for (int h = 0; h < m->holes; h++)
        if (p->board[h] != m->seeds_per_hole)
            return false;
    return true;
}

static bool takes(const model_rules *m, int mover, int hole, int count)
{
    return (m->any_side || owner(m, hole) == mover) && count >= 2 && count <= m->capture_max &&
           count % 2 == 0;
}

static void take(model_ply *ply, int hole, int mover)
{
    int seeds = ply->after.board[hole];
    ply->capture_hole[ply->ncaptures] = (uint8_t)hole;
    ply->capture_seeds[ply->ncaptures] = (uint8_t)seeds;
    ply->ncaptures++;
    ply->captured += seeds;
    ply->after.captured[mover] = (uint8_t)(ply->after.captured[mover] + seeds);
    ply->after.board[hole] = 0;
}

/* The move as it falls: every seed, then the capture with its
 * exceptions.  Sets *emptying when the capture would take every seed of
 * another player's holes (whatever the rules then do with it). */
static void play(const model_rules *m, const tb_position *p, int hole, model_ply *out,
                 bool *emptying)
{
    int mover = p->to_move;
    memset(out, 0, sizeof *out);
    *emptying = false;
    out->after = *p;
    out->after.to_move = (uint8_t)((mover + 1) % m->players);
    out->last = -1;
    if (hole == TB_PASS) {
        out->why = TB_WHY_PASS;
        return;
    }
    uint8_t *board = out->after.board;
    int hand = board[hole];
    if (hand <= 0) { /* sows nothing, as a pass: never asked, a move lifts seeds */
        out->why = TB_WHY_PASS;
        return;
    }
    board[hole] = 0;
    int at = m->origin_first ? hole : hole_after(m, hole, 1);
    for (; hand > 0; hand--, at = hole_after(m, at, 1)) {
        board[at]++;
        out->sown[out->nsown++] = (uint8_t)at;
        out->last = at;
    }

    int last = out->last, count = board[last];
    out->last_count = count;
    if (!m->any_side && owner(m, last) != mover) {
        out->why = TB_WHY_OTHER_SIDE;
        return;
    }
    if (count % 2 != 0) {
        out->why = TB_WHY_ODD;
        return;
    }
    if (count > m->capture_max) {
        out->why = TB_WHY_TOO_MANY;
        return;
    }
    if (m->quiet_first && at_start(m, p)) {
        out->why = TB_WHY_FIRST_MOVE;
        return;
    }
    /* The run: the last hole, then on in the chain's direction while the
     * holes hold a count that is taken, never past the last hole again. */
    int run[TB_MAX_HOLES], n = 0;
    run[n++] = last;
    for (int h = hole_after(m, last, m->chain);
         m->chain && h != last && takes(m, mover, h, board[h]); h = hole_after(m, h, m->chain))
        run[n++] = h;
    tb_position left = out->after;
    for (int i = 0; i < n; i++)
        left.board[run[i]] = 0;
    for (int q = 0; q < m->players; q++) {
        bool taken_from = false;
        for (int i = 0; i < n; i++)
            taken_from |= q != mover && owner(m, run[i]) == q;
        *emptying |= taken_from && seeds_of(m, &left, q) == 0;
    }
    if (*emptying && m->whole_row != 0) {
        out->why = TB_WHY_WHOLE_ROW;
        return;
    }
    out->why = TB_WHY_CAPTURE;
    for (int i = 0; i < n; i++)
        take(out, run[i], mover);
}

unsigned model_moves(const model_rules *m, const tb_position *p)
{
    int mover = p->to_move, next = (mover + 1) % m->players;
    unsigned moves = 0;
    for (int h = 0; h < m->holes; h++)
        if (owner(m, h) == mover && p->board[h] >= m->smallest)
            moves |= 1u << h;
    /* Feeding: when the next player cannot move, the moves that let it. */
    if (m->feeding && !can_move(m, p, next)) {
        unsigned feeding = 0;
        for (int h = 0; h < m->holes; h++) {
            model_ply ply;
            bool emptying;
            if (moves >> h & 1) {
                play(m, p, h, &ply, &emptying);
                if (can_move(m, &ply.after, next))
                    feeding |= 1u << h;
            }
        }
        if (feeding)
            moves = feeding;
    }
    /* A whole row forbidden: the other moves, if there are any. */
    if (m->whole_row == 2) {
        unsigned others = 0;
        for (int h = 0; h < m->holes; h++) {
            model_ply ply;
            bool emptying;
            if (moves >> h & 1) {
                play(m, p, h, &ply, &emptying);
                if (!emptying)
                    others |= 1u << h;
            }
        }
        if (others)
            moves = others;
    }
    return moves;
}

static bool board_empty(const model_rules *m, const tb_position *p)
{
    for (int h = 0; h < m->holes; h++)
        if (p->board[h])
            return false;
    return true;
}

bool model_must_pass(const model_rules *m, const tb_position *p)
{
    return m->pass_when_empty && !board_empty(m, p) && model_moves(m, p) == 0;
}

void model_play(const model_rules *m, const tb_position *p, int hole, model_ply *out)
{
    bool emptying;
    play(m, p, hole, out, &emptying);
}

enum tb_end model_end(const model_rules *m, const tb_position *p)
{
    if (board_empty(m, p))
        return TB_END_ALL_CAPTURED;
    if (!m->pass_when_empty && model_moves(m, p) == 0)
        return TB_END_NO_MOVES;
    return TB_END_NONE;
}

void model_score(const model_rules *m, const tb_position *p, enum tb_end end, tb_result *out)
{
    memset(out, 0, sizeof *out);
    out->end = end;
    for (int h = 0; h < m->holes; h++)
        out->left += p->board[h];
    enum model_left rule = end == TB_END_REPETITION ? m->left_at_repetition : m->left_at_end;
    out->share = rule == LEFT_SHARED ? out->left / m->players : 0;
    int best = -1;
    out->winner = -1;
    for (int i = 0; i < m->players; i++) {
        out->owned[i] = rule == LEFT_OWNERS ? seeds_of(m, p, i) : 0;
        out->scores[i] = p->captured[i] + out->share + out->owned[i];
        if (out->scores[i] > best) {
            best = out->scores[i];
            out->winner = i;
        } else if (out->scores[i] == best) {
            out->winner = -1;
        }
    }
}
