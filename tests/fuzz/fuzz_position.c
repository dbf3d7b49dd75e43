/*
 * fuzz_position.c - the position notation ("7,7,7,7:1:0,0") read under every
 * rule set.  What reads must be a position tb_position_check accepts, and
 * must read back from its own notation unchanged; what does not read must
 * say why, in a message that ends, and leave the output alone.
 */
#include <string.h>

#include "fuzz.h"
#include "tihbat.h"

static bool same(const tb_rules *r, const tb_position *a, const tb_position *b)
{
    return a->to_move == b->to_move && memcmp(a->board, b->board, sizeof a->board) == 0 &&
           memcmp(a->captured, b->captured, sizeof a->captured) == 0 && tb_position_equal(r, a, b);
}

static void read_under(const tb_rules *r, const char *text, size_t len)
{
    tb_position p, untouched;
    memset(&p, 0xa5, sizeof p);
    untouched = p;
    tb_error err;
    memset(&err, 0xa5, sizeof err);
    int status = tb_position_parse(r, text, &p, &err);
    if (status != TB_OK) {
        FUZZ_CHECK(status == TB_ESYNTAX || status == TB_EINVAL);
        FUZZ_CHECK(memcmp(&p, &untouched, sizeof p) == 0);
        FUZZ_CHECK(memchr(err.message, '\0', sizeof err.message) != NULL);
        FUZZ_CHECK(err.message[0] != '\0');
        FUZZ_CHECK(err.column >= 0 && (size_t)err.column <= len + 1);
        FUZZ_CHECK(tb_position_parse(r, text, &p, NULL) == status);
        return;
    }
    FUZZ_CHECK(tb_position_check(r, &p) == TB_OK);

    char buf[64], again[64];
    size_t n = tb_position_format(r, &p, buf, sizeof buf);
    FUZZ_CHECK(n < sizeof buf && strlen(buf) == n);
    FUZZ_CHECK(tb_position_format(r, &p, NULL, 0) == n);
    tb_position back;
    FUZZ_CHECK(tb_position_parse(r, buf, &back, NULL) == TB_OK);
    FUZZ_CHECK(same(r, &p, &back));
    FUZZ_CHECK(tb_position_key(r, &p) == tb_position_key(r, &back));
    tb_position_format(r, &back, again, sizeof again);
    FUZZ_CHECK(strcmp(buf, again) == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    for (int i = 0; tb_rules_at(i); i++)
        read_under(tb_rules_at(i), text, strlen(text));
    free(text);
    return 0;
}
