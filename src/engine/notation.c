/*
 * notation.c - positions as text: "7,7,7,7:1:0,0" is the counts in label
 * order, the player to move (from 1) and each player's captured seeds.
 */
#include <stdio.h>
#include <string.h>

#include "engine/text.h"

struct reader {
    const tb_rules *rules;
    const char *text, *at;
    tb_error *err;
};

static int column(const struct reader *rd) { return (int)(rd->at - rd->text) + 1; }

/* What a person calls the byte at the reader. */
static const char *describe(const struct reader *rd, char buf[16])
{
    unsigned char c = (unsigned char)*rd->at;
    if (c == '\0')
        return "the end";
    if (c < 0x20 || c >= 0x7f)
        snprintf(buf, 16, "byte 0x%02x", c);
    else
        snprintf(buf, 16, "'%c'", c);
    return buf;
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

/* Reads a number, capped at 1000 (more than any rule set's seeds). */
static int number(struct reader *rd, int *value, const char *what)
{
    if (*rd->at == '-')
        return tb_fail(rd->err, TB_EINVAL, 0, column(rd), "%s cannot be negative", what);
    if (!is_digit(*rd->at)) {
        char buf[16];
        return tb_fail(rd->err, TB_ESYNTAX, 0, column(rd), "expected %s, found %s",
                       what, describe(rd, buf));
    }
    int v = 0;
    for (; is_digit(*rd->at); rd->at++)
        v = v >= 1000 ? 1000 : v * 10 + (*rd->at - '0');
    *value = v;
    return TB_OK;
}

/* Reads exactly `want` comma-separated numbers into out. */
static int list(struct reader *rd, int want, uint8_t *out, const char *what, const char *whole)
{
    int total = tb_total_seeds(rd->rules);
    for (int n = 0;; n++) {
        const char *start = rd->at;
        int v = 0, status = number(rd, &v, what);
        if (status != TB_OK)
            return status;
        if (n == want)
            return tb_fail(rd->err, TB_EINVAL, 0, (int)(start - rd->text) + 1,
                           "too many %s: %s has %d", whole, rd->rules->title, want);
        if (v > total)
            return tb_fail(rd->err, TB_EINVAL, 0, (int)(start - rd->text) + 1,
                           "%d is more than the %d seeds of %s", v, total, rd->rules->title);
        out[n] = (uint8_t)v;
        if (*rd->at != ',') {
            if (n + 1 < want)
                return tb_fail(rd->err, TB_EINVAL, 0, column(rd),
                               "too few %s: %s has %d", whole, rd->rules->title, want);
            return TB_OK;
        }
        rd->at++;
    }
}

static int expect(struct reader *rd, char c, const char *what)
{
    if (*rd->at != c) {
        char buf[16];
        return tb_fail(rd->err, TB_ESYNTAX, 0, column(rd), "expected '%c' before %s, found %s",
                       c, what, describe(rd, buf));
    }
    rd->at++;
    return TB_OK;
}

int tb_position_parse(const tb_rules *r, const char *text, tb_position *out, tb_error *err)
{
    /* cppcheck-suppress ctuuninitvar ; err is only written, never read */
    struct reader rd = {r, text, text, err};
    tb_position p;
    memset(&p, 0, sizeof p);
    int status, mover = 0;
    if ((status = list(&rd, tb_holes(r), p.board, "a hole count", "hole counts")) != TB_OK ||
        (status = expect(&rd, ':', "the player to move")) != TB_OK)
        return status;
    const char *mover_at = rd.at;
    if ((status = number(&rd, &mover, "the player to move")) != TB_OK)
        return status;
    if (mover < 1 || mover > r->players)
        return tb_fail(err, TB_EINVAL, 0, (int)(mover_at - text) + 1,
                       "there is no player %d: %s has players 1 to %d", mover, r->title,
                       r->players);
    p.to_move = (uint8_t)(mover - 1);
    if ((status = expect(&rd, ':', "the captured seeds")) != TB_OK ||
        (status = list(&rd, r->players, p.captured, "a captured count", "captured counts")) != TB_OK)
        return status;
    if (*rd.at != '\0') {
        char buf[16];
        return tb_fail(err, TB_ESYNTAX, 0, column(&rd), "unexpected %s after the position",
                       describe(&rd, buf));
    }
    int seeds = tb_seeds_on_board(r, &p);
    for (int i = 0; i < r->players; i++)
        seeds += p.captured[i];
    if (seeds > tb_total_seeds(r))
        return tb_fail(err, TB_EINVAL, 0, 1, "%d seeds in all, more than the %d of %s",
                       seeds, tb_total_seeds(r), r->title);
    *out = p;
    return TB_OK;
}

static void counts(struct tb_out *o, const uint8_t *v, int n)
{
    for (int i = 0; i < n; i++) {
        if (i)
            tb_out_char(o, ',');
        tb_out_int(o, v[i]);
    }
}

size_t tb_position_format(const tb_rules *r, const tb_position *p, char *buf, size_t size)
{
    struct tb_out o = {buf, size, 0};
    counts(&o, p->board, tb_holes(r));
    tb_out_char(&o, ':');
    tb_out_int(&o, p->to_move + 1);
    tb_out_char(&o, ':');
    counts(&o, p->captured, r->players);
    return tb_out_end(&o);
}
