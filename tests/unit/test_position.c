/*
 * test_position.c - positions as values: which ones can occur, their
 * seeds, equality and keys.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "support.h"

/* A position built field by field, past what the notation would accept. */
struct built {
    const char *rules;
    uint8_t board[TB_MAX_HOLES];
    uint8_t captured[TB_MAX_PLAYERS];
    uint8_t to_move;
    int status;
    const char *about;
};

static const struct built positions[] = {
    {"tihbat", {7, 7, 7, 7}, {0, 0}, 0, TB_OK, "the start"},
    {"tihbat", {0, 0, 0, 0}, {14, 14}, 1, TB_OK, "all captured"},
    {"tihbat", {1, 0, 0, 0}, {0, 0}, 1, TB_OK, "one seed in all: a staged example"},
    {"tihbat", {0, 0, 0, 0}, {0, 0}, 0, TB_OK, "no seed at all"},
    {"tihbat", {28, 0, 0, 0}, {0, 0}, 0, TB_OK, "every seed in A"},
    {"tihbat", {0, 0, 0, 0}, {0, 28}, 0, TB_OK, "every seed captured by North"},
    {"tihbat", {29, 0, 0, 0}, {0, 0}, 0, TB_EINVAL, "29 seeds in A"},
    {"tihbat", {0, 0, 0, 0}, {29, 0}, 0, TB_EINVAL, "29 seeds captured"},
    {"tihbat", {7, 7, 7, 7}, {1, 0}, 0, TB_EINVAL, "29 seeds in all"},
    {"tihbat", {10, 10, 10, 0}, {0, 0}, 0, TB_EINVAL, "30 on the board"},
    {"tihbat", {255, 0, 0, 0}, {0, 0}, 0, TB_EINVAL, "255 seeds in A"},
    {"tihbat", {7, 7, 7, 7}, {0, 0}, 2, TB_EINVAL, "a third player to move"},
    {"tihbat", {7, 7, 7, 7}, {0, 0}, 255, TB_EINVAL, "player 256 to move"},
    {"bakuk", {6, 6, 6, 6, 6, 6}, {0, 0}, 1, TB_OK, "the start, North to move"},
    {"bakuk", {36, 0, 0, 0, 0, 0}, {0, 0}, 1, TB_OK, "every seed in A"},
    {"bakuk", {6, 6, 6, 6, 6, 7}, {0, 0}, 0, TB_EINVAL, "37 seeds"},
    {"bakuk", {0, 0, 0, 0, 0, 0}, {18, 19}, 0, TB_EINVAL, "37 seeds captured"},
    {"bakuk", {6, 6, 6, 6, 6, 6}, {0, 0}, 2, TB_EINVAL, "a third player in two-player Bakuk"},
    {"bakuk3", {6, 6, 6, 6, 6, 6}, {0, 0, 0}, 2, TB_OK, "player 3 to move"},
    {"bakuk3", {0, 0, 0, 0, 0, 0}, {12, 12, 12}, 0, TB_OK, "all captured"},
    {"bakuk3", {0, 0, 0, 0, 0, 0}, {12, 12, 13}, 0, TB_EINVAL, "37 seeds captured"},
    {"bakuk3", {6, 6, 6, 6, 6, 6}, {0, 0, 0}, 3, TB_EINVAL, "a fourth player to move"},
};

Test(position, check)
{
    for (size_t i = 0; i < sizeof positions / sizeof positions[0]; i++) {
        const struct built *b = &positions[i];
        const tb_rules *r = rules_named(b->rules);
        tb_position p;
        memset(&p, 0, sizeof p);
        memcpy(p.board, b->board, sizeof p.board);
        memcpy(p.captured, b->captured, sizeof p.captured);
        p.to_move = b->to_move;
        int status = tb_position_check(r, &p);
        cr_assert_eq(status, b->status, "%s, %s: tb_position_check says %s, expected %s", b->rules,
                     b->about, tb_strerror(status), tb_strerror(b->status));
    }
}

Test(position, seeds_on_board)
{
    static const struct {
        const char *rules, *position;
        int seeds;
    } cases[] = {
        {"tihbat", "7,7,7,7:1:0,0", 28},      {"tihbat", "0,3,0,1:2:10,14", 4},
        {"tihbat", "0,0,0,0:1:14,14", 0},     {"bakuk", "8,8,2,1,9,8:1:0,0", 36},
        {"bakuk3", "1,0,0,0,0,2:3:1,2,3", 3},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const tb_rules *r = rules_named(cases[i].rules);
        tb_position p = position_from(r, cases[i].position);
        int got = tb_seeds_on_board(r, &p);
        cr_assert_eq(got, cases[i].seeds, "%s %s: %d seeds on the board, expected %d",
                     cases[i].rules, cases[i].position, got, cases[i].seeds);
    }
}

/* Equal boards and players to move have equal keys, and only they do:
 * every position next to a random one (one seed moved, another player to
 * move) has a key of its own. */
Test(position, keys_and_equality)
{
    static const char *const names[] = {"tihbat", "bakuk", "bakuk3"};
    rng g = {42};
    for (int n = 0; n < 3; n++) {
        const tb_rules *r = rules_named(names[n]);
        for (int round = 0; round < 300; round++) {
            tb_position p, q;
            random_position(r, &g, &p);
            q = p;
            cr_assert(tb_position_equal(r, &p, &q), "%s %s differs from its copy", r->name,
                      position_text(r, &p).s);
            cr_assert_eq(tb_position_key(r, &p), tb_position_key(r, &q));
            q.captured[0] = (uint8_t)(q.captured[0] == 0); /* the stores are not in the key */
            cr_assert_eq(tb_position_key(r, &p), tb_position_key(r, &q),
                         "%s: the key of %s depends on the stores", r->name,
                         position_text(r, &p).s);

            for (int h = 0; h < tb_holes(r); h++) {
                q = p;
                q.board[h] = (uint8_t)(q.board[h] > 0 ? q.board[h] - 1 : q.board[h] + 1);
                cr_assert(!tb_position_equal(r, &p, &q), "%s: %s equals %s", r->name,
                          position_text(r, &p).s, position_text(r, &q).s);
                cr_assert_neq(tb_position_key(r, &p), tb_position_key(r, &q),
                              "%s: %s and %s have the same key", r->name, position_text(r, &p).s,
                              position_text(r, &q).s);
            }
            q = p;
            q.to_move = (uint8_t)((q.to_move + 1) % r->players);
            cr_assert(!tb_position_equal(r, &p, &q), "%s: %s equals %s", r->name,
                      position_text(r, &p).s, position_text(r, &q).s);
            cr_assert_neq(tb_position_key(r, &p), tb_position_key(r, &q),
                          "%s: %s and %s have the same key", r->name, position_text(r, &p).s,
                          position_text(r, &q).s);
        }
    }
}

/* Every seed moved from one hole to another gives another key: a key that
 * adds counts up, or packs them too tightly, shows here. */
Test(position, keys_of_one_seed_moved)
{
    const tb_rules *r = rules_named("bakuk");
    tb_position p = position_from(r, "36,0,0,0,0,0:1:0,0");
    uint64_t seen[6];
    for (int h = 0; h < 6; h++) {
        tb_position q = p;
        q.board[0]--;
        q.board[h]++;
        seen[h] = tb_position_key(r, &q);
        for (int k = 0; k < h; k++)
            cr_assert_neq(seen[h], seen[k], "one seed moved to %c and to %c: the same key",
                          tb_label(h), tb_label(k));
    }
}
