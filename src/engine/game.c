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

#include "engine/sow.h"

enum { FIRST_CAPACITY = 64 };

struct tb_game {
    const tb_rules *rules;
    tb_rules *kept;                      /* the rule set it frees, read from a record */
    struct sower sowers[TB_MAX_PLAYERS]; /* each player's move, worked out once */
    struct sowings sowings;              /* and every sowing */
    tb_position *positions;              /* positions[i]: after i plies, 0 <= i <= length */
    int8_t *moves;                       /* moves[i]: played from positions[i] */
    char **comments;                     /* comments[i]: after i plies, or NULL; capacity of them */
    int ply, length, capacity;
    tb_result result; /* of positions[ply] */
    tb_result final;  /* of positions[length] while ply < length */
    unsigned legal;   /* the legal moves there; none once the game is over */

    /* The set of position keys since the last capture. */
    uint64_t *keys;
    uint32_t *stamps; /* a slot is in the set when its stamp is `stamp` */
    uint32_t stamp;
    int set_bits, set_count;
    int set_room; /* keys it takes before it grows: it stays at most half full */
};

static size_t slot_of(const tb_game *g, uint64_t key)
{
    return (size_t)((key * 0x9E3779B97F4A7C15u) >> (64 - g->set_bits));
}

/* The slot that holds key, or the free one where it would go. */
static inline size_t set_slot(const tb_game *g, uint64_t key)
{
    size_t mask = ((size_t)1 << g->set_bits) - 1;
    size_t i = slot_of(g, key);
    while (g->stamps[i] == g->stamp && g->keys[i] != key)
        i = (i + 1) & mask;
    return i;
}

static bool set_has(const tb_game *g, uint64_t key)
{
    return g->stamps[set_slot(g, key)] == g->stamp;
}

/* Adds key to the set; tells whether it was there already. */
static inline bool set_insert(tb_game *g, uint64_t key)
{
    size_t i = set_slot(g, key);
    if (g->stamps[i] == g->stamp)
        return true;
    g->keys[i] = key;
    g->stamps[i] = g->stamp;
    g->set_count++;
    return false;
}

static void set_clear(tb_game *g)
{
    g->set_count = 0;
    if (++g->stamp == 0) { /* after 2^32 captures the stamps come round */
        memset(g->stamps, 0, sizeof *g->stamps << g->set_bits);
        g->stamp = 1;
    }
}

/* Fills the set again with the positions since the last capture: going
 * back, those with as many seeds on the board, for a capture takes seeds
 * for good. */
static void set_rebuild(tb_game *g)
{
    set_clear(g);
    int seeds = board_seeds(board_load(g->positions[g->ply].board));
    for (int i = g->ply; i >= 0 && board_seeds(board_load(g->positions[i].board)) == seeds; i--)
        set_insert(g, board_key(board_load(g->positions[i].board), g->positions[i].to_move));
}

/* Makes room in the set for one more key. */
static int set_reserve(tb_game *g)
{
    if (g->set_count < g->set_room)
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
    g->set_room = 1 << (bits - 1);
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
    char **comments = realloc(g->comments, sizeof *comments * (size_t)capacity);
    if (!comments)
        return TB_ENOMEM;
    memset(comments + g->capacity, 0, sizeof *comments * (size_t)(capacity - g->capacity));
    g->comments = comments;
    g->capacity = capacity;
    return TB_OK;
}

/* Settles the current position, whose board and player to move are given:
 * its legal moves, and whether it ends the game, as it does when it
 * `repeated` one since the last capture. */
static inline void settle(tb_game *g, uint64_t board, int to_move, bool repeated)
{
    const struct sower *k = &g->sowers[to_move];
    unsigned legal = sow_legal(k, board);
    enum tb_end end = repeated ? TB_END_REPETITION : sow_end(board, legal, k->no_move_ends);
    g->result.end = end;
    g->legal = legal;
    if (end != TB_END_NONE) {
        g->legal = 0;
        tbi_score(g->rules, &g->positions[g->ply], end, &g->result);
    }
}

tb_game *tb_game_new(const tb_rules *r, const tb_position *start, int *status)
{
    if (tb_rules_check(r, NULL) != TB_OK) {
        if (status)
            *status = TB_EINVAL;
        return NULL;
    }
    tb_game *g = calloc(1, sizeof *g);
    int s = TB_ENOMEM;
    if (g) {
        g->rules = r;
        for (int p = 0; p < r->players && p < TB_MAX_PLAYERS; p++)
            sower_init(&g->sowers[p], r, p);
        sowings_init(&g->sowings, r);
        g->capacity = FIRST_CAPACITY;
        g->set_bits = 6;
        g->set_room = 1 << (g->set_bits - 1);
        g->positions = malloc(sizeof *g->positions * FIRST_CAPACITY);
        g->moves = malloc(sizeof *g->moves * FIRST_CAPACITY);
        g->comments = calloc(FIRST_CAPACITY, sizeof *g->comments);
        g->keys = malloc(sizeof *g->keys << g->set_bits);
        g->stamps = calloc((size_t)1 << g->set_bits, sizeof *g->stamps);
        if (g->positions && g->moves && g->comments && g->keys && g->stamps)
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

/* Forgets the plies recorded after `ply`, and their comments. */
static void drop_after(tb_game *g, int ply)
{
    for (int i = ply + 1; g->comments && i <= g->length; i++) {
        free(g->comments[i]);
        g->comments[i] = NULL;
    }
    g->length = ply;
}

void tb_game_free(tb_game *g)
{
    if (!g)
        return;
    drop_after(g, -1);
    tb_rules_free(g->kept);
    free(g->comments);
    free(g->positions);
    free(g->moves);
    free(g->keys);
    free(g->stamps);
    free(g);
}

int tb_game_reset(tb_game *g, const tb_position *start)
{
    tb_position p = {0};
    if (!start) { /* possible by construction: no need to check it */
        tbi_position_start(g->rules, &p);
        start = &p;
    } else if (tb_position_check(g->rules, start) != TB_OK) {
        return TB_EINVAL;
    }
    drop_after(g, -1);
    g->positions[0] = *start;
    g->ply = g->length = 0;
    set_rebuild(g);
    settle(g, board_load(start->board), start->to_move, false);
    return TB_OK;
}

const tb_rules *tb_game_rules(const tb_game *g) { return g->rules; }

void tbi_game_keep_rules(tb_game *g, tb_rules *r) { g->kept = r; }

int tb_game_set_rules(tb_game *g, const tb_rules *r)
{
    char mine[TB_RULES_TEXT_MAX], theirs[TB_RULES_TEXT_MAX];
    tb_rules_format(g->rules, mine, sizeof mine);
    if (tb_rules_format(r, theirs, sizeof theirs) == 0 || strcmp(mine, theirs) != 0)
        return TB_EINVAL;
    g->rules = r;
    tb_rules_free(g->kept);
    g->kept = NULL;
    return TB_OK;
}
const tb_position *tb_game_position(const tb_game *g) { return &g->positions[g->ply]; }
int tb_game_ply(const tb_game *g) { return g->ply; }
int tb_game_length(const tb_game *g) { return g->length; }

const tb_position *tb_game_position_at(const tb_game *g, int ply)
{
    return ply >= 0 && ply <= g->length ? &g->positions[ply] : NULL;
}

int tb_game_move_at(const tb_game *g, int ply)
{
    return ply >= 0 && ply < g->length ? g->moves[ply] : TB_NO_MOVE;
}

bool tb_game_over(const tb_game *g) { return g->result.end != TB_END_NONE; }
const tb_result *tb_game_result(const tb_game *g) { return &g->result; }
const tb_result *tb_game_final_result(const tb_game *g)
{
    return g->ply == g->length ? &g->result : &g->final;
}

unsigned tb_game_moves(const tb_game *g) { return g->legal; }

bool tb_game_must_pass(const tb_game *g)
{
    return !tb_game_over(g) && g->rules->no_move == TB_NO_MOVE_PASS && g->legal == 0;
}

bool tb_game_seen(const tb_game *g, const tb_position *p)
{
    /* An impossible position was never seen, whatever its key says. */
    return tb_position_check(g->rules, p) == TB_OK && set_has(g, tb_position_key(g->rules, p));
}

/* Plays one ply; a redo keeps the plies recorded after it, any other
 * move drops them. */
static int play(tb_game *g, int move, tb_account *acc, bool redo)
{
    /* The common ply, a legal hole (there are none once the game is over)
     * with no account to tell, is sown from the tables and finished by the
     * core that tb_sow shares; tb_sow checks any other and tells the
     * account. */
    bool plain = !acc && (unsigned)move < TB_MAX_HOLES && g->legal >> move & 1;
    if (!plain && move != TB_PASS && (move < 0 || move >= rules_holes(g->rules)))
        return TB_EINVAL;
    if (!plain && tb_game_over(g))
        return TB_EOVER;
    int status = history_reserve(g);
    if (status == TB_OK)
        status = set_reserve(g);
    if (status != TB_OK)
        return status;

    int ply = g->ply;
    const tb_position *from = &g->positions[ply];
    tb_position *to = &g->positions[ply + 1];
    bool captured;
    if (plain) {
        int last;
        uint64_t sown = sowings_sow(&g->sowings, board_load(from->board), move, &last);
        captured = sow_finish(&g->sowers[from->to_move], from, sown, last, to) != 0;
    } else {
        if ((status = tb_sow(g->rules, from, move, to, acc)) != TB_OK)
            return status;
        captured = board_seeds(board_load(to->board)) != board_seeds(board_load(from->board));
    }
    uint64_t board = board_load(to->board);
    int to_move = to->to_move;

    if (!redo)
        drop_after(g, ply);
    if (g->length < ply + 1)
        g->length = ply + 1;
    g->moves[ply] = (int8_t)move;
    g->ply = ply + 1;
    if (captured)
        set_clear(g);
    settle(g, board, to_move, set_insert(g, board_key(board, to_move)));
    if (acc)
        acc->result = g->result;
    return TB_OK;
}

int tb_game_play(tb_game *g, int move, tb_account *acc) { return play(g, move, acc, false); }

int tb_game_undo(tb_game *g)
{
    if (g->ply == 0)
        return TB_ENOUNDO;
    if (g->ply == g->length) /* leaving the end: keep how it ends */
        g->final = g->result;
    g->ply--;
    set_rebuild(g);
    const tb_position *p = &g->positions[g->ply];
    settle(g, board_load(p->board), p->to_move, false); /* a move was played from here */
    return TB_OK;
}

int tb_game_redo(tb_game *g, tb_account *acc)
{
    if (g->ply == g->length)
        return TB_ENOUNDO;
    /* The same move again: the plies after it still follow. */
    return play(g, g->moves[g->ply], acc, true);
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

/* ---- Comments ---- */

static bool is_blank(unsigned char c) { return c <= ' ' || c == 0x7f; }

const char *tb_game_comment(const tb_game *g, int ply)
{
    return ply >= 0 && ply <= g->length ? g->comments[ply] : NULL;
}

int tb_game_set_comment(tb_game *g, int ply, const char *text)
{
    if (ply < 0 || ply > g->length)
        return TB_EINVAL;
    char *kept = NULL;
    if (text) {
        /* As a record reads it back: white space and control characters,
         * where they stand in a run, are one space; none at either end. */
        size_t n = 0;
        kept = malloc(strlen(text) + 1);
        if (!kept)
            return TB_ENOMEM;
        for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
            if (!is_blank(*c))
                kept[n++] = (char)*c;
            else if (n > 0 && kept[n - 1] != ' ')
                kept[n++] = ' ';
        }
        if (n > 0 && kept[n - 1] == ' ')
            n--;
        kept[n] = '\0';
        if (n == 0) {
            free(kept);
            kept = NULL;
        }
    }
    free(g->comments[ply]);
    g->comments[ply] = kept;
    return TB_OK;
}
