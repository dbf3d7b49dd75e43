/*
 * notation.c - positions as text: "7,7,7,7:1:0,0" is the counts in label
 * order, the player to move (from 1) and each player's captured seeds.
 */
#include <stdio.h>
#include <string.h>

#include "engine/rules.h"
#include "engine/text.h"

struct reader {
    const tb_rules *rules;
    const char *text, *at;
    tb_error *err;
};

static int column(const struct reader *rd) { return (int)(rd->at - rd->text) + 1; }

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

/* The parts of a position, for the sentences that say one is wrong. */
enum field { HOLES, MOVER, STORES };

/* Says that the text does not go on with the number of `field`. */
static int not_a_number(const struct reader *rd, enum field field)
{
    if (*rd->at == '-')
        return tbi_fail(rd->err, TB_EINVAL, 0, column(rd),
                        field == HOLES   ? TB_TEXT("a hole count cannot be negative")
                        : field == MOVER ? TB_TEXT("the player to move cannot be negative")
                                         : TB_TEXT("a captured count cannot be negative"));
    if (*rd->at == '\0')
        return tbi_fail(rd->err, TB_ESYNTAX, 0, column(rd),
                        field == HOLES   ? TB_TEXT("expected a hole count, found the end")
                        : field == MOVER ? TB_TEXT("expected the player to move, found the end")
                                         : TB_TEXT("expected a captured count, found the end"));
    return tbi_fail(rd->err, TB_ESYNTAX, 0, column(rd),
                    /* TRANSLATORS: %s is the character found, in quotes: 'x', or its
                     * code, '\x01', for one that cannot be shown.  So below. */
                    field == HOLES   ? TB_TEXT("expected a hole count, found %s")
                    : field == MOVER ? TB_TEXT("expected the player to move, found %s")
                                     : TB_TEXT("expected a captured count, found %s"),
                    tbi_byte((unsigned char)*rd->at));
}

/* A number as it was typed, for a message: its digits, the first 40 of a
 * longer one and "...". */
static tb_text_arg typed(const char *start, const char *end)
{
    char digits[48];
    int len = (int)(end - start);
    snprintf(digits, sizeof digits, "%.*s%s", len > 40 ? 40 : len, start, len > 40 ? "..." : "");
    return tbi_word(digits);
}

/* Reads a number, capped at 1000 (more than any rule set's seeds). */
static int number(struct reader *rd, int *value, enum field field)
{
    if (!is_digit(*rd->at))
        return not_a_number(rd, field);
    int v = 0;
    for (; is_digit(*rd->at); rd->at++)
        v = v >= 1000 ? 1000 : v * 10 + (*rd->at - '0');
    *value = v;
    return TB_OK;
}

/* Reads exactly `want` comma-separated numbers of `field` into out. */
static int list(struct reader *rd, int want, uint8_t *out, enum field field)
{
    const char *title = rd->rules->title;
    int total = rules_seeds(rd->rules);
    for (int n = 0;; n++) {
        const char *start = rd->at;
        int v = 0, status = number(rd, &v, field);
        if (status != TB_OK)
            return status;
        if (n == want)
            return tbi_fail(rd->err, TB_EINVAL, 0, (int)(start - rd->text) + 1,
                            /* TRANSLATORS: a game's title ("Tihbat"), then how many
                             * holes or players it has.  So for "too few" below. */
                            field == HOLES ? TB_TEXT("too many hole counts: %s has %s")
                                           : TB_TEXT("too many captured counts: %s has %s"),
                            tbi_english(title), tbi_number(want));
        if (v > total)
            return tbi_fail(rd->err, TB_EINVAL, 0, (int)(start - rd->text) + 1,
                            /* TRANSLATORS: a count, the seeds of the whole game, and
                             * the game's title. */
                            TB_TEXT("%s is more than the %s seeds of %s"), typed(start, rd->at),
                            tbi_number(total), tbi_english(title));
        out[n] = (uint8_t)v;
        if (*rd->at != ',') {
            if (n + 1 < want)
                return tbi_fail(rd->err, TB_EINVAL, 0, column(rd),
                                field == HOLES ? TB_TEXT("too few hole counts: %s has %s")
                                               : TB_TEXT("too few captured counts: %s has %s"),
                                tbi_english(title), tbi_number(want));
            return TB_OK;
        }
        rd->at++;
    }
}

/* Reads the ':' before `field`. */
static int colon(struct reader *rd, enum field field)
{
    if (*rd->at == ':') {
        rd->at++;
        return TB_OK;
    }
    if (*rd->at == '\0')
        return tbi_fail(rd->err, TB_ESYNTAX, 0, column(rd),
                        field == MOVER
                            ? TB_TEXT("expected ':' before the player to move, found the end")
                            : TB_TEXT("expected ':' before the captured seeds, found the end"));
    return tbi_fail(rd->err, TB_ESYNTAX, 0, column(rd),
                    field == MOVER ? TB_TEXT("expected ':' before the player to move, found %s")
                                   : TB_TEXT("expected ':' before the captured seeds, found %s"),
                    tbi_byte((unsigned char)*rd->at));
}

int tb_position_parse(const tb_rules *r, const char *text, tb_position *out, tb_error *err)
{
    /* cppcheck-suppress ctuuninitvar ; err is only written, never read */
    struct reader rd = {r, text, text, err};
    int status;
    if ((status = tb_rules_check(r, err)) != TB_OK)
        return status;
    tb_position p;
    memset(&p, 0, sizeof p);
    int mover = 0;
    if ((status = list(&rd, rules_holes(r), p.board, HOLES)) != TB_OK ||
        (status = colon(&rd, MOVER)) != TB_OK)
        return status;
    const char *mover_at = rd.at;
    if ((status = number(&rd, &mover, MOVER)) != TB_OK)
        return status;
    if (mover < 1 || mover > r->players)
        return tbi_fail(err, TB_EINVAL, 0, (int)(mover_at - text) + 1,
                        /* TRANSLATORS: a number, the game's title, its number of players. */
                        TB_TEXT("there is no player %s: %s has players 1 to %s"),
                        typed(mover_at, rd.at), tbi_english(r->title), tbi_number(r->players));
    p.to_move = (uint8_t)(mover - 1);
    if ((status = colon(&rd, STORES)) != TB_OK ||
        (status = list(&rd, r->players, p.captured, STORES)) != TB_OK)
        return status;
    if (*rd.at != '\0')
        return tbi_fail(err, TB_ESYNTAX, 0, column(&rd),
                        TB_TEXT("unexpected %s after the position"),
                        tbi_byte((unsigned char)*rd.at));
    int seeds = tb_seeds_on_board(r, &p);
    for (int i = 0; i < r->players; i++)
        seeds += p.captured[i];
    if (seeds > rules_seeds(r))
        return tbi_fail(err, TB_EINVAL, 0, 1,
                        /* TRANSLATORS: the seeds of the position, the seeds of the whole
                         * game, and the game's title. */
                        TB_TEXT("%s seeds in all, more than the %s of %s"), tbi_number(seeds),
                        tbi_number(rules_seeds(r)), tbi_english(r->title));
    *out = p;
    return TB_OK;
}

static void counts(struct tbi_out *o, const uint8_t *v, int n)
{
    for (int i = 0; i < n; i++) {
        if (i)
            tbi_out_char(o, ',');
        tbi_out_int(o, v[i]);
    }
}

size_t tb_position_format(const tb_rules *r, const tb_position *p, char *buf, size_t size)
{
    struct tbi_out o = {buf, size, 0};
    if (tb_rules_check(r, NULL) != TB_OK)
        return tbi_out_end(&o);
    counts(&o, p->board, rules_holes(r));
    tbi_out_char(&o, ':');
    tbi_out_int(&o, p->to_move + 1);
    tbi_out_char(&o, ':');
    counts(&o, p->captured, r->players);
    return tbi_out_end(&o);
}
