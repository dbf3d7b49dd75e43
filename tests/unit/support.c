/*
 * support.c - helpers of the engine's tests and the reference model of the
 * rules (see support.h).
 */
#include <criterion/criterion.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "support.h"

/* valgrind's header, where there is one, tells whether it runs us
 * (cppcheck cannot evaluate __has_include). */
#if defined(__has_include) && !defined(__CPPCHECK__)
#if __has_include(<valgrind/valgrind.h>)
#include <valgrind/valgrind.h>
#endif
#endif
#ifndef RUNNING_ON_VALGRIND
#define RUNNING_ON_VALGRIND 0
#endif
/* gcc says ASan with a macro, clang with a feature. */
#if defined(__SANITIZE_ADDRESS__)
#define SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SANITIZED 1
#endif
#endif

const tb_rules *rules_named(const char *name)
{
    const tb_rules *r = tb_rules_find(name);
    cr_assert_not_null(r, "tb_rules_find(\"%s\") found no rule set", name);
    return r;
}

tb_position position_from(const tb_rules *r, const char *text)
{
    tb_position p;
    tb_error err = {0};
    int status = tb_position_parse(r, text, &p, &err);
    cr_assert_eq(status, TB_OK, "%s: position \"%s\" refused (%s: %s)", r->name, text,
                 tb_strerror(status), err.message);
    return p;
}

/* text's format with its arguments, by hand: only %s may stand in it, one
 * for each of its arguments, and an argument of kind TB_ARG_REASON is
 * `reason` (NULL: there is none). */
static void fill_text(const tb_text *t, const char *reason, char *buf, size_t size,
                      const char *about)
{
    cr_assert_not_null(t->format, "%s: no format", about);
    cr_assert(t->count >= 0 && t->count <= TB_TEXT_ARGS, "%s: %d arguments", about, t->count);
    size_t len = 0;
    int n = 0;
    for (const char *f = t->format; *f; f++) {
        const char *piece = f;
        size_t piece_len = 1;
        if (*f == '%') {
            cr_assert(f[1] == 's', "%s: \"%s\" has a conversion other than %%s", about, t->format);
            cr_assert(n < t->count, "%s: \"%s\" takes more than its %d arguments", about, t->format,
                      t->count);
            const tb_text_arg *arg = &t->args[n++];
            cr_assert(arg->kind == TB_ARG_VERBATIM || arg->kind == TB_ARG_ENGLISH ||
                          (arg->kind == TB_ARG_REASON && reason),
                      "%s: argument %d of \"%s\" is of kind %d", about, n, t->format, arg->kind);
            cr_assert(arg->kind != TB_ARG_ENGLISH || arg->text[0],
                      "%s: English argument %d is empty", about, n);
            piece = arg->kind == TB_ARG_REASON && reason ? reason : arg->text;
            piece_len = strlen(piece);
            f++;
        }
        cr_assert(len + piece_len < size, "%s: \"%s\" filled in is too long", about, t->format);
        memcpy(buf + len, piece, piece_len);
        len += piece_len;
    }
    buf[len] = '\0';
    cr_assert_eq(n, t->count, "%s: \"%s\" takes %d arguments, not %d", about, t->format, n,
                 t->count);
}

void expect_error_text(const tb_error *err, const char *about)
{
    char reason[512], text[512];
    if (err->reason.format)
        fill_text(&err->reason, NULL, reason, sizeof reason, about);
    fill_text(&err->text, err->reason.format ? reason : NULL, text, sizeof text, about);
    cr_assert_str_eq(text, err->message, "%s: the format filled in says \"%s\", the message \"%s\"",
                     about, text, err->message);
    int reasons = 0;
    for (int i = 0; i < err->text.count; i++)
        reasons += err->text.args[i].kind == TB_ARG_REASON;
    cr_assert_eq(reasons, err->reason.format ? 1 : 0, "%s: %d arguments stand for %s reason", about,
                 reasons, err->reason.format ? "the" : "no");
}

struct position_text position_text(const tb_rules *r, const tb_position *p)
{
    struct position_text t;
    size_t n = 0;
    for (int h = 0; h < tb_holes(r); h++)
        n += (size_t)snprintf(t.s + n, sizeof t.s - n, "%s%d", h ? "," : "", p->board[h]);
    n += (size_t)snprintf(t.s + n, sizeof t.s - n, ":%d:", p->to_move + 1);
    for (int i = 0; i < r->players; i++)
        n += (size_t)snprintf(t.s + n, sizeof t.s - n, "%s%d", i ? "," : "", p->captured[i]);
    return t;
}

struct label_text label_text(const uint8_t *holes, int n)
{
    struct label_text t;
    int i;
    for (i = 0; i < n && i < TB_MAX_SEEDS; i++)
        t.s[i] = holes[i] < 26 ? (char)('A' + holes[i]) : '?';
    t.s[i] = '\0';
    return t;
}

bool same_position(const tb_rules *r, const tb_position *a, const tb_position *b)
{
    for (int h = 0; h < tb_holes(r); h++)
        if (a->board[h] != b->board[h])
            return false;
    for (int i = 0; i < r->players; i++)
        if (a->captured[i] != b->captured[i])
            return false;
    return a->to_move == b->to_move;
}

/* ---- Randomness ---- */

bool test_under_valgrind(void) { return RUNNING_ON_VALGRIND; }

long test_scaled(long n)
{
    long divisor = 1;
#if defined(SANITIZED) || !defined(__OPTIMIZE__)
    divisor = 8;
#endif
    if (RUNNING_ON_VALGRIND)
        divisor = 200;
    return n / divisor > 0 ? n / divisor : 1;
}

uint64_t rng_next(rng *g)
{
    uint64_t z = (g->state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

int rng_below(rng *g, int n) { return (int)(rng_next(g) % (uint64_t)n); }

int rng_pick_bit(rng *g, unsigned mask)
{
    int bits[32] = {0}, n = 0;
    for (int b = 0; b < 32; b++)
        if (mask & (1u << b))
            bits[n++] = b;
    cr_assert_gt(n, 0, "rng_pick_bit: no bit to pick");
    return bits[rng_below(g, n)];
}

void random_position(const tb_rules *r, rng *g, tb_position *out)
{
    memset(out, 0, sizeof *out);
    /* Seeds one by one into a random hole or store, so that small and large
     * counts, empty sides and full stores all turn up. */
    int seeds = rng_below(g, tb_total_seeds(r) + 1);
    int holes = tb_holes(r), places = holes + r->players;
    bool into_stores = rng_below(g, 2) == 0;
    for (int i = 0; i < seeds; i++) {
        int at = rng_below(g, into_stores ? places : holes);
        if (at < holes)
            out->board[at]++;
        else
            out->captured[at - holes]++;
    }
    out->to_move = (uint8_t)rng_below(g, r->players);
}

/* ---- The reference model ---- */

const model_rules *model_named(const char *name)
{
    const model_rules *m = model_find(name);
    cr_assert_not_null(m, "no model of the rule set \"%s\"", name);
    return m;
}

static const char *why_name(enum tb_why why)
{
    static const char *const names[] = {"capture", "other side", "odd",      "too many",
                                        "pass",    "first move", "whole row"};
    return (unsigned)why < sizeof names / sizeof names[0] ? names[why] : "(not a reason)";
}

void expect_account(const tb_rules *r, const tb_position *before, int hole, const tb_account *acc,
                    const model_ply *want)
{
    struct position_text before_text = position_text(r, before);
    const char *from = before_text.s;
    char move[8];
    snprintf(move, sizeof move, "%c", hole == TB_PASS ? '-' : tb_label(hole));
    cr_assert_eq(acc->player, before->to_move, "%s %s %s: account.player %d, expected %d", r->name,
                 from, move, acc->player, before->to_move);
    cr_assert_eq(acc->move, hole, "%s %s %s: account.move %d, expected %d", r->name, from, move,
                 acc->move, hole);
    cr_assert_eq(acc->lifted, want->nsown, "%s %s %s: account.lifted %d, expected %d", r->name,
                 from, move, acc->lifted, want->nsown);
    cr_assert(acc->lifted == want->nsown && memcmp(acc->sown, want->sown, (size_t)want->nsown) == 0,
              "%s %s %s: seeds fell into %s, expected %s", r->name, from, move,
              label_text(acc->sown, acc->lifted).s, label_text(want->sown, want->nsown).s);
    cr_assert_eq(acc->last, want->last, "%s %s %s: account.last %d, expected %d", r->name, from,
                 move, acc->last, want->last);
    if (hole != TB_PASS)
        cr_assert_eq(acc->last_count, want->last_count,
                     "%s %s %s: account.last_count %d, expected %d", r->name, from, move,
                     acc->last_count, want->last_count);
    cr_assert_eq(acc->why, want->why, "%s %s %s: account.why is \"%s\", expected \"%s\"", r->name,
                 from, move, why_name(acc->why), why_name(want->why));
    cr_assert_eq(acc->captured, want->captured, "%s %s %s: captured %d seeds, expected %d", r->name,
                 from, move, acc->captured, want->captured);
    bool same_holes = acc->capture_holes == want->ncaptures &&
                      memcmp(acc->capture_hole, want->capture_hole, (size_t)want->ncaptures) == 0 &&
                      memcmp(acc->capture_seeds, want->capture_seeds, (size_t)want->ncaptures) == 0;
    cr_assert(same_holes, "%s %s %s: captured from holes %s, expected %s (in that order)", r->name,
              from, move, label_text(acc->capture_hole, acc->capture_holes).s,
              label_text(want->capture_hole, want->ncaptures).s);
}

void expect_result(const tb_result *got, const tb_result *want, int players, const char *what)
{
    cr_assert_eq(got->end, want->end, "%s: result.end %d, expected %d", what, got->end, want->end);
    if (want->end == TB_END_NONE)
        return;
    cr_assert_eq(got->left, want->left, "%s: result.left %d, expected %d", what, got->left,
                 want->left);
    cr_assert_eq(got->share, want->share, "%s: result.share %d, expected %d", what, got->share,
                 want->share);
    for (int i = 0; i < players; i++)
        if (got->owned[i] != want->owned[i])
            cr_assert_fail("%s: player %d takes %d seeds of their holes, expected %d", what, i + 1,
                           got->owned[i], want->owned[i]);
    for (int i = 0; i < players; i++)
        if (got->scores[i] != want->scores[i])
            cr_assert_fail("%s: player %d scores %d, expected %d", what, i + 1, got->scores[i],
                           want->scores[i]);
    cr_assert_eq(got->winner, want->winner, "%s: result.winner %d, expected %d", what, got->winner,
                 want->winner);
}

/* ---- Games ---- */

int exhaustive_search(tb_game *g, int player, int (*worth)(const tb_game *g, int player), int alpha,
                      int beta)
{
    if (tb_game_over(g))
        return worth(g, player);
    const tb_rules *r = tb_game_rules(g);
    int moves[TB_MAX_HOLES], n = 0;
    if (tb_game_must_pass(g))
        moves[n++] = TB_PASS;
    for (int h = 0; h < tb_holes(r); h++)
        if (tb_game_moves(g) & (1u << h))
            moves[n++] = h;
    bool maximise = tb_game_position(g)->to_move == player;
    int best = maximise ? INT_MIN : INT_MAX;
    for (int i = 0; i < n && alpha < beta; i++) {
        cr_assert_eq(tb_game_play(g, moves[i], NULL), TB_OK);
        int value = exhaustive_search(g, player, worth, alpha, beta);
        cr_assert_eq(tb_game_undo(g), TB_OK);
        if (maximise) {
            best = value > best ? value : best;
            alpha = best > alpha ? best : alpha;
        } else {
            best = value < best ? value : best;
            beta = best < beta ? best : beta;
        }
    }
    return best;
}

void game_state_take(const tb_game *g, game_state *out)
{
    memset(out, 0, sizeof *out);
    out->position = *tb_game_position(g);
    out->ply = tb_game_ply(g);
    out->moves = tb_game_moves(g);
    out->must_pass = tb_game_must_pass(g);
    out->over = tb_game_over(g);
    out->result = *tb_game_result(g);
}

void expect_game_state(const tb_game *g, const game_state *want, const char *what)
{
    const tb_rules *r = tb_game_rules(g);
    game_state got;
    game_state_take(g, &got);
    cr_assert_eq(got.ply, want->ply, "%s: at ply %d, expected %d", what, got.ply, want->ply);
    cr_assert(same_position(r, &got.position, &want->position), "%s: position %s, expected %s",
              what, position_text(r, &got.position).s, position_text(r, &want->position).s);
    cr_assert_eq(got.moves, want->moves, "%s: legal moves 0x%x, expected 0x%x", what, got.moves,
                 want->moves);
    cr_assert_eq(got.must_pass, want->must_pass, "%s: must_pass %d, expected %d", what,
                 got.must_pass, want->must_pass);
    cr_assert_eq(got.over, want->over, "%s: over %d, expected %d", what, got.over, want->over);
    expect_result(&got.result, &want->result, r->players, what);
}

static int captured_total(const tb_rules *r, const tb_position *p)
{
    int n = 0;
    for (int i = 0; i < r->players; i++)
        n += p->captured[i];
    return n;
}

static bool same_board_and_mover(const tb_rules *r, const tb_position *a, const tb_position *b)
{
    return memcmp(a->board, b->board, (size_t)tb_holes(r)) == 0 && a->to_move == b->to_move;
}

bool history_has(const tb_game *g, const tb_position *p)
{
    const tb_rules *r = tb_game_rules(g);
    for (int i = tb_game_ply(g); i >= 0; i--) {
        const tb_position *at = tb_game_position_at(g, i);
        if (same_board_and_mover(r, at, p))
            return true;
        if (i > 0 && captured_total(r, tb_game_position_at(g, i - 1)) != captured_total(r, at))
            return false; /* the ply to i captured: nothing before it counts */
    }
    return false;
}

void expect_seen_answers(const tb_game *g, const char *what)
{
    const tb_rules *r = tb_game_rules(g);
    for (int i = 0; i <= tb_game_length(g); i++) {
        const tb_position *p = tb_game_position_at(g, i);
        bool want = history_has(g, p);
        cr_assert_eq(tb_game_seen(g, p), want,
                     "%s: at ply %d, tb_game_seen(%s) of ply %d is %d, expected %d", what,
                     tb_game_ply(g), position_text(r, p).s, i, !want, want);
    }
}

/* ---- The solver ---- */

solver *solver_for(const tb_rules *r)
{
    int status;
    solver *s = solver_new(r, &status);
    cr_assert_not_null(s, "solver_new(%s): %s", r->name, tb_strerror(status));
    return s;
}

tb_game *game_at(const tb_rules *r, const tb_position *p)
{
    int status;
    tb_game *g = tb_game_new(r, p, &status);
    cr_assert_not_null(g, "tb_game_new: %s", tb_strerror(status));
    return g;
}

tb_game *game_played(const tb_rules *r, const char *position, const char *moves)
{
    tb_position p;
    if (position)
        p = position_from(r, position);
    tb_game *g = game_at(r, position ? &p : NULL);
    for (const char *m = moves; *m; m++) {
        int move = *m == '-' ? TB_PASS : tb_hole_from_label(r, *m);
        cr_assert_eq(tb_game_play(g, move, NULL), TB_OK, "%c of \"%s\" refused", *m, moves);
    }
    return g;
}

int best_value(const struct solver_move m[], int n)
{
    int best = m[0].value;
    for (int i = 1; i < n; i++)
        best = m[i].value > best ? m[i].value : best;
    return best;
}
