/*
 * fuzz_moves.c - the move API on arbitrary positions and move sequences.
 *
 * The input, byte by byte:
 *   0       the rule set (its index, modulo the number of rule sets) in
 *           bits 0-6; bit 7 set: the position bytes are taken raw, so that
 *           impossible positions come too; clear: they are scaled into a
 *           possible one
 *   1-8     the board, 9-12 the captured stores, 13 the player to move
 *   14-     one operation a byte on a game from that position: bits 0-2
 *           the kind, bits 3-7 its argument (see play_op)
 *
 * Every position function must take any position without harm, and tb_sow
 * must refuse an impossible one; on a game, seeds are never made or lost,
 * an error changes nothing, and the record of the game reads back as it.
 */
#include <string.h>

#include "fuzz.h"
#include "tihbat.h"

enum { HEADER = 14 };

/* The rule set a byte picks: its index modulo the number of rule sets. */
static const tb_rules *pick_rules(uint8_t byte)
{
    int n = 1; /* tb_rules_at(0) is always there */
    while (tb_rules_at(n))
        n++;
    return tb_rules_at(byte % n);
}

static int seeds_in_all(const tb_rules *r, const tb_position *p)
{
    int seeds = tb_seeds_on_board(r, p);
    for (int i = 0; i < r->players; i++)
        seeds += p->captured[i];
    return seeds;
}

/* The position the header's bytes give. */
static void read_position(const tb_rules *r, const uint8_t *bytes, bool raw, tb_position *p)
{
    memset(p, 0, sizeof *p);
    if (raw) {
        memcpy(p->board, bytes, TB_MAX_HOLES);
        memcpy(p->captured, bytes + TB_MAX_HOLES, TB_MAX_PLAYERS);
        p->to_move = bytes[TB_MAX_HOLES + TB_MAX_PLAYERS];
        return;
    }
    int left = tb_total_seeds(r);
    for (int h = 0; h < tb_holes(r); h++) {
        p->board[h] = (uint8_t)(bytes[h] % (left + 1));
        left -= p->board[h];
    }
    for (int i = 0; i < r->players; i++) {
        p->captured[i] = (uint8_t)(bytes[TB_MAX_HOLES + i] % (left + 1));
        left -= p->captured[i];
    }
    p->to_move = (uint8_t)(bytes[TB_MAX_HOLES + TB_MAX_PLAYERS] % r->players);
}

/* One sowing from p, checked against the position and the account. */
static void check_sow(const tb_rules *r, const tb_position *p, int move)
{
    bool valid = tb_position_check(r, p) == TB_OK;
    bool exists = move == TB_PASS || (move >= 0 && move < tb_holes(r));
    const char *why = tb_why_illegal(r, p, move);
    tb_position out, quiet, in_place = *p;
    tb_account acc;
    int status = tb_sow(r, p, move, &out, &acc);
    if (!valid || !exists) {
        FUZZ_CHECK(status == TB_EINVAL && why != NULL);
        return;
    }
    FUZZ_CHECK(status == (why ? TB_EILLEGAL : TB_OK));
    bool listed = move != TB_PASS && tb_legal_moves(r, p) >> move & 1;
    FUZZ_CHECK(move == TB_PASS || listed == (why == NULL));
    if (status != TB_OK)
        return;
    FUZZ_CHECK(tb_position_check(r, &out) == TB_OK);
    FUZZ_CHECK(seeds_in_all(r, &out) == seeds_in_all(r, p));
    FUZZ_CHECK(acc.player == p->to_move && acc.move == move);
    FUZZ_CHECK(out.to_move == (p->to_move + 1) % r->players);
    FUZZ_CHECK(acc.captured == out.captured[p->to_move] - p->captured[p->to_move]);
    FUZZ_CHECK(acc.lifted == (move == TB_PASS ? 0 : p->board[move]));
    FUZZ_CHECK(acc.capture_holes >= 0 && acc.capture_holes <= tb_holes(r));
    int taken = 0;
    for (int i = 0; i < acc.capture_holes; i++) {
        FUZZ_CHECK(acc.capture_hole[i] < tb_holes(r) && out.board[acc.capture_hole[i]] == 0);
        taken += acc.capture_seeds[i];
    }
    FUZZ_CHECK(taken == acc.captured);
    FUZZ_CHECK(acc.result.end == tb_position_end(r, &out));
    FUZZ_CHECK(tb_sow(r, p, move, &quiet, NULL) == TB_OK && tb_position_equal(r, &out, &quiet));
    FUZZ_CHECK(tb_sow(r, &in_place, move, &in_place, NULL) == TB_OK &&
               tb_position_equal(r, &out, &in_place));
}

/* Everything that takes a position, on any position at all. */
static void check_position(const tb_rules *r, const tb_position *p)
{
    bool valid = tb_position_check(r, p) == TB_OK;
    FUZZ_CHECK(tb_position_equal(r, p, p));
    FUZZ_CHECK(tb_legal_moves(r, p) >> tb_holes(r) == 0);
    FUZZ_CHECK(valid || tb_legal_moves(r, p) == 0);
    (void)tb_position_key(r, p);
    for (int move = -3; move < TB_MAX_HOLES + 3; move++)
        check_sow(r, p, move);

    tb_result res;
    enum tb_end end = tb_position_end(r, p);
    tb_score(r, p, end, &res);
    FUZZ_CHECK(res.end == end && res.winner >= -1 && res.winner < r->players);

    char text[64];
    size_t n = tb_position_format(r, p, text, sizeof text);
    FUZZ_CHECK(n < sizeof text && strlen(text) == n);
    if (valid) {
        tb_position back;
        FUZZ_CHECK(tb_position_parse(r, text, &back, NULL) == TB_OK);
        FUZZ_CHECK(tb_position_equal(r, p, &back));
    }
}

/* What a caller can see of a game: an error must leave all of it. */
struct seen {
    tb_position position;
    int ply, length;
    unsigned moves;
    bool must_pass, over;
    tb_result result;
};

static void look(const tb_game *g, struct seen *s)
{
    s->position = *tb_game_position(g);
    s->ply = tb_game_ply(g);
    s->length = tb_game_length(g);
    s->moves = tb_game_moves(g);
    s->must_pass = tb_game_must_pass(g);
    s->over = tb_game_over(g);
    s->result = *tb_game_result(g);
}

static bool same_seen(const struct seen *a, const struct seen *b)
{
    return memcmp(&a->position, &b->position, sizeof a->position) == 0 && a->ply == b->ply &&
           a->length == b->length && a->moves == b->moves && a->must_pass == b->must_pass &&
           a->over == b->over && a->result.end == b->result.end &&
           a->result.left == b->result.left && a->result.share == b->result.share &&
           a->result.winner == b->result.winner &&
           memcmp(a->result.scores, b->result.scores, sizeof a->result.scores) == 0;
}

static void check_game(const tb_game *g, int seeds)
{
    const tb_rules *r = tb_game_rules(g);
    const tb_position *p = tb_game_position(g);
    FUZZ_CHECK(tb_position_check(r, p) == TB_OK && seeds_in_all(r, p) == seeds);
    FUZZ_CHECK(tb_game_ply(g) >= 0 && tb_game_ply(g) <= tb_game_length(g));
    FUZZ_CHECK(tb_game_position_at(g, tb_game_ply(g)) == p);
    FUZZ_CHECK(tb_game_position_at(g, -1) == NULL);
    FUZZ_CHECK(tb_game_position_at(g, tb_game_length(g) + 1) == NULL);
    FUZZ_CHECK(tb_game_seen(g, p));
    FUZZ_CHECK(tb_game_over(g) == (tb_game_result(g)->end != TB_END_NONE));
    FUZZ_CHECK(tb_game_moves(g) == (tb_game_over(g) ? 0 : tb_legal_moves(r, p)));
    FUZZ_CHECK(!tb_game_must_pass(g) || tb_game_moves(g) == 0);
}

/* The move an operation's argument picks: the arg-th legal one, or a pass. */
static int pick_move(const tb_game *g, int arg)
{
    unsigned moves = tb_game_moves(g);
    int n = __builtin_popcount(moves);
    if (n == 0)
        return TB_PASS;
    for (int k = arg % n;; moves &= moves - 1)
        if (k-- == 0)
            return __builtin_ctz(moves);
}

static int play_checked(tb_game *g, int move, const struct seen *before)
{
    const tb_rules *r = tb_game_rules(g);
    bool exists = move == TB_PASS || (move >= 0 && move < tb_holes(r));
    tb_account acc;
    tb_position expected;
    int sown = tb_sow(r, &before->position, move, &expected, NULL);
    int status = tb_game_play(g, move, &acc);
    FUZZ_CHECK(status == (!exists ? TB_EINVAL : before->over ? TB_EOVER : sown));
    if (status != TB_OK)
        return status;
    FUZZ_CHECK(tb_position_equal(r, tb_game_position(g), &expected));
    FUZZ_CHECK(tb_game_ply(g) == before->ply + 1);
    FUZZ_CHECK(tb_game_length(g) == tb_game_ply(g)); /* the undone plies are gone */
    FUZZ_CHECK(tb_game_move_at(g, before->ply) == move);
    FUZZ_CHECK(acc.result.end == tb_game_result(g)->end);
    return status;
}

/* Runs one operation: bits 0-2 of op are its kind, bits 3-7 its argument. */
static void play_op(tb_game *g, uint8_t op)
{
    struct seen before, after;
    look(g, &before);
    int arg = op >> 3, status;
    switch (op & 7) {
    case 4: /* any move, from -2 to 29 */ status = play_checked(g, arg - 2, &before); break;
    case 5:
        status = tb_game_undo(g);
        FUZZ_CHECK(status == (before.ply > 0 ? TB_OK : TB_ENOUNDO));
        if (status == TB_OK) {
            FUZZ_CHECK(tb_game_ply(g) == before.ply - 1 && !tb_game_over(g));
            FUZZ_CHECK(tb_game_length(g) == before.length);
        }
        break;
    case 6:
        status = tb_game_redo(g, NULL);
        FUZZ_CHECK(status == (before.ply < before.length ? TB_OK : TB_ENOUNDO));
        if (status == TB_OK)
            FUZZ_CHECK(tb_game_ply(g) == before.ply + 1 && tb_game_length(g) == before.length);
        break;
    case 7: /* from -1 to 30 */
        status = tb_game_goto(g, arg - 1);
        FUZZ_CHECK(status == (arg >= 1 && arg - 1 <= before.length ? TB_OK : TB_EINVAL));
        if (status == TB_OK)
            FUZZ_CHECK(tb_game_ply(g) == arg - 1 && tb_game_length(g) == before.length);
        break;
    default: /* a legal move, or a pass */
        status = play_checked(g, pick_move(g, arg), &before);
        break;
    }
    look(g, &after);
    FUZZ_CHECK(status == TB_OK || same_seen(&before, &after));
}

/* The game's record reads back as the same game. */
static void check_record(const tb_game *g)
{
    size_t len = tb_record_format(g, NULL, NULL, 0);
    char *text = malloc(len + 1);
    if (!text)
        abort();
    tb_record_format(g, NULL, text, len + 1);
    int status;
    tb_game *back = tb_record_parse(text, len, NULL, &status, NULL);
    FUZZ_CHECK(back != NULL);
    FUZZ_CHECK(tb_game_ply(back) == tb_game_ply(g) && tb_game_length(back) == tb_game_length(g));
    for (int i = 0; i <= tb_game_length(g); i++)
        FUZZ_CHECK(tb_position_equal(tb_game_rules(g), tb_game_position_at(g, i),
                                     tb_game_position_at(back, i)));
    tb_game_free(back);
    free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < HEADER)
        return 0;
    const tb_rules *r = pick_rules(data[0] & 0x7f);
    tb_position start;
    read_position(r, data + 1, data[0] & 0x80, &start);
    check_position(r, &start);

    int status;
    tb_game *g = tb_game_new(r, &start, &status);
    if (tb_position_check(r, &start) != TB_OK) {
        FUZZ_CHECK(!g && status == TB_EINVAL);
        return 0;
    }
    FUZZ_CHECK(g && status == TB_OK);
    int seeds = seeds_in_all(r, &start);
    check_game(g, seeds);
    for (size_t i = HEADER; i < size; i++) {
        play_op(g, data[i]);
        check_game(g, seeds);
        check_position(r, tb_game_position(g));
    }
    check_record(g);
    tb_game_free(g);
    return 0;
}
