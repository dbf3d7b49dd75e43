/*
 * game.c - a game: the positions played so far, undo and redo, and the end
 * by repetition.
 *
 * Repetition is checked in constant time with a hash set of the positions
 * since the last capture.  A capture removes seeds for good, so no earlier
 * position can come back: the set is emptied by starting a new generation
 * (each slot carries the generation it was written in), which costs nothing.
 */
#include <stdlib.h>
#include <string.h>

#include "tihbat.h"

enum { FIRST_CAPACITY = 64 };

struct tb_game {
    const tb_rules *rules;
    tb_position *positions; /* positions[i]: after i plies, 0 <= i <= length */
    int8_t *moves;          /* moves[i]: played from positions[i] */
    int *window;            /* window[i]: the ply of the last capture up to i */
    int ply, length, capacity;
    tb_result result;       /* of positions[ply] */

    /* The set of position keys since the last capture. */
    uint64_t *keys;
    uint32_t *stamps; /* a slot is in the set when its stamp is `stamp` */
    uint32_t stamp;
    int set_bits, set_count;
};

static size_t slot_of(const tb_game *g, uint64_t key)
{
    return (size_t)((key * 0x9E3779B97F4A7C15u) >> (64 - g->set_bits));
}

static bool set_has(const tb_game *g, uint64_t key)
{
    size_t mask = ((size_t)1 << g->set_bits) - 1;
    for (size_t i = slot_of(g, key); g->stamps[i] == g->stamp; i = (i + 1) & mask)
        if (g->keys[i] == key)
            return true;
    return false;
}

static void set_add(tb_game *g, uint64_t key)
{
    size_t mask = ((size_t)1 << g->set_bits) - 1;
    size_t i = slot_of(g, key);
    for (; g->stamps[i] == g->stamp; i = (i + 1) & mask)
        if (g->keys[i] == key)
            return;
    g->keys[i] = key;
    g->stamps[i] = g->stamp;
    g->set_count++;
}

static void set_clear(tb_game *g)
{
    g->set_count = 0;
    if (++g->stamp == 0) { /* after 2^32 captures the stamps come round */
        memset(g->stamps, 0, sizeof *g->stamps << g->set_bits);
        g->stamp = 1;
    }
}

/* Fills the set again from the positions since the last capture. */
static void set_rebuild(tb_game *g)
{
    set_clear(g);
    for (int i = g->window[g->ply]; i <= g->ply; i++)
        set_add(g, tb_position_key(g->rules, &g->positions[i]));
}

/* Makes room in the set for one more key, at most half full. */
static int set_reserve(tb_game *g)
{
    if (2 * (g->set_count + 1) <= 1 << g->set_bits)
        return TB_OK;
    int bits = g->set_bits + 1;
    uint64_t *keys = malloc(sizeof *keys << bits);
    uint32_t *stamps = calloc((size_t)1 << bits, sizeof *stamps);
    if (!keys || !stamps) {
        free(keys);
        free(stamps);
        return TB_ENOMEM;
    }
    free(g->keys);
    free(g->stamps);
    g->keys = keys;
    g->stamps = stamps;
    g->set_bits = bits;
    g->stamp = 0;
    set_rebuild(g);
    return TB_OK;
}

/* Makes room in the history for the position after one more ply. */
static int history_reserve(tb_game *g)
{
    if (g->ply + 1 < g->capacity)
        return TB_OK;
    int capacity = 2 * g->capacity;
    tb_position *positions = realloc(g->positions, sizeof *positions * (size_t)capacity);
    if (!positions)
        return TB_ENOMEM;
    g->positions = positions;
    int8_t *moves = realloc(g->moves, sizeof *moves * (size_t)capacity);
    if (!moves)
        return TB_ENOMEM;
    g->moves = moves;
    int *window = realloc(g->window, sizeof *window * (size_t)capacity);
    if (!window)
        return TB_ENOMEM;
    g->window = window;
    g->capacity = capacity;
    return TB_OK;
}

/* The result of the current position, which ends the game or not. */
static void judge_end(tb_game *g, enum tb_end end)
{
    if (end == TB_END_NONE)
        g->result.end = TB_END_NONE;
    else
        tb_score(g->rules, &g->positions[g->ply], end, &g->result);
}

tb_game *tb_game_new(const tb_rules *r, const tb_position *start, int *status)
{
    tb_game *g = calloc(1, sizeof *g);
    int s = TB_ENOMEM;
    if (g) {
        g->rules = r;
        g->capacity = FIRST_CAPACITY;
        g->set_bits = 6;
        g->positions = malloc(sizeof *g->positions * FIRST_CAPACITY);
        g->moves = malloc(sizeof *g->moves * FIRST_CAPACITY);
        g->window = malloc(sizeof *g->window * FIRST_CAPACITY);
        g->keys = malloc(sizeof *g->keys << g->set_bits);
        g->stamps = calloc((size_t)1 << g->set_bits, sizeof *g->stamps);
        if (g->positions && g->moves && g->window && g->keys && g->stamps)
            s = tb_game_reset(g, start);
    }
    if (s != TB_OK) {
        tb_game_free(g);
        g = NULL;
    }
    if (status)
        *status = s;
    return g;
}

void tb_game_free(tb_game *g)
{
    if (!g)
        return;
    free(g->positions);
    free(g->moves);
    free(g->window);
    free(g->keys);
    free(g->stamps);
    free(g);
}

int tb_game_reset(tb_game *g, const tb_position *start)
{
    tb_position p;
    if (!start) {
        tb_position_start(g->rules, &p);
        start = &p;
    }
    if (tb_position_check(g->rules, start) != TB_OK)
        return TB_EINVAL;
    g->positions[0] = *start;
    g->window[0] = 0;
    g->ply = g->length = 0;
    set_rebuild(g);
    judge_end(g, tb_position_end(g->rules, start));
    return TB_OK;
}

const tb_rules *tb_game_rules(const tb_game *g) { return g->rules; }
const tb_position *tb_game_position(const tb_game *g) { return &g->positions[g->ply]; }
int tb_game_ply(const tb_game *g) { return g->ply; }
int tb_game_length(const tb_game *g) { return g->length; }

const tb_position *tb_game_position_at(const tb_game *g, int ply)
{
    return ply >= 0 && ply <= g->length ? &g->positions[ply] : NULL;
}

int tb_game_move_at(const tb_game *g, int ply)
{
    return ply >= 0 && ply < g->length ? g->moves[ply] : TB_EINVAL;
}

bool tb_game_over(const tb_game *g) { return g->result.end != TB_END_NONE; }
const tb_result *tb_game_result(const tb_game *g) { return &g->result; }

unsigned tb_game_moves(const tb_game *g)
{
    return tb_game_over(g) ? 0 : tb_legal_moves(g->rules, tb_game_position(g));
}

bool tb_game_must_pass(const tb_game *g)
{
    return !tb_game_over(g) && g->rules->no_move == TB_NO_MOVE_PASS &&
           tb_legal_moves(g->rules, tb_game_position(g)) == 0;
}

bool tb_game_seen(const tb_game *g, const tb_position *p)
{
    return set_has(g, tb_position_key(g->rules, p));
}

/* Plays `move` from the current position; keeps the redo plies when the
 * move is the recorded one (a redo), drops them otherwise. */
static int advance(tb_game *g, int move, tb_account *acc)
{
    if (tb_game_over(g))
        return TB_EOVER;
    int status = history_reserve(g);
    if (status == TB_OK)
        status = set_reserve(g);
    if (status != TB_OK)
        return status;

    const tb_rules *r = g->rules;
    const tb_position *from = &g->positions[g->ply];
    tb_position *to = &g->positions[g->ply + 1];
    status = tb_sow(r, from, move, to, acc);
    if (status != TB_OK)
        return status;
    bool captured = move != TB_PASS && to->captured[from->to_move] != from->captured[from->to_move];

    bool redo = g->ply < g->length && g->moves[g->ply] == move;
    g->moves[g->ply] = (int8_t)move;
    g->window[g->ply + 1] = captured ? g->ply + 1 : g->window[g->ply];
    g->ply++;
    if (!redo)
        g->length = g->ply;

    uint64_t key = tb_position_key(r, to);
    if (captured)
        set_clear(g);
    if (!captured && set_has(g, key)) {
        judge_end(g, TB_END_REPETITION);
    } else {
        set_add(g, key);
        judge_end(g, tb_position_end(r, to));
    }
    if (acc)
        acc->result = g->result;
    return TB_OK;
}

int tb_game_play(tb_game *g, int move, tb_account *acc)
{
    if (move != TB_PASS && (move < 0 || move >= tb_holes(g->rules)))
        return TB_EINVAL;
    return advance(g, move, acc);
}

int tb_game_undo(tb_game *g)
{
    if (g->ply == 0)
        return TB_ENOUNDO;
    g->ply--;
    set_rebuild(g);
    judge_end(g, TB_END_NONE); /* a move was played from here */
    return TB_OK;
}

int tb_game_redo(tb_game *g, tb_account *acc)
{
    if (g->ply == g->length)
        return TB_ENOUNDO;
    return advance(g, g->moves[g->ply], acc);
}

int tb_game_goto(tb_game *g, int ply)
{
    if (ply < 0 || ply > g->length)
        return TB_EINVAL;
    while (g->ply > ply)
        tb_game_undo(g);
    while (g->ply < ply) {
        int status = tb_game_redo(g, NULL);
        if (status != TB_OK)
            return status;
    }
    return TB_OK;
}
