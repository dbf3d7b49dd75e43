/*
 * fuzz_record.c - game records, which are also the front end's save files
 * and autosave (src/app/save.c reads them with tb_record_parse alone).
 *
 * Any bytes: a record that reads is a game whose record reads back as the
 * same game, with the same comments, and writes out the same text again;
 * one that does not read is refused with a status and a message that ends.
 */
#include <string.h>

#include "fuzz.h"
#include "tihbat.h"

static bool ends(const char *s, size_t size) { return memchr(s, '\0', size) != NULL; }

static void check_tags(const tb_tags *tags)
{
    for (int i = 0; i < TB_MAX_PLAYERS; i++)
        FUZZ_CHECK(ends(tags->names[i], sizeof tags->names[i]));
    FUZZ_CHECK(ends(tags->date, sizeof tags->date));
}

/* The record of g, in a new buffer; the length is what the writer says. */
static char *record_of(const tb_game *g, const tb_tags *tags, size_t *len)
{
    *len = tb_record_format(g, tags, NULL, 0);
    char *text = malloc(*len + 1);
    if (!text)
        abort();
    FUZZ_CHECK(tb_record_format(g, tags, text, *len + 1) == *len);
    FUZZ_CHECK(strlen(text) == *len);
    return text;
}

static void check_same_game(const tb_game *a, const tb_game *b)
{
    const tb_rules *r = tb_game_rules(a);
    FUZZ_CHECK(tb_game_rules(b) == r);
    FUZZ_CHECK(tb_game_ply(a) == tb_game_ply(b));
    FUZZ_CHECK(tb_game_length(a) == tb_game_length(b));
    for (int i = 0; i <= tb_game_length(a); i++) {
        FUZZ_CHECK(tb_position_equal(r, tb_game_position_at(a, i), tb_game_position_at(b, i)));
        FUZZ_CHECK(tb_game_move_at(a, i) == tb_game_move_at(b, i));
        const char *ca = tb_game_comment(a, i), *cb = tb_game_comment(b, i);
        FUZZ_CHECK(ca ? cb && strcmp(ca, cb) == 0 : !cb);
        /* A kept comment is one line with no space at either end. */
        FUZZ_CHECK(!ca || (ca[0] != ' ' && ca[strlen(ca) - 1] != ' ' && !strpbrk(ca, "\n\r\t")));
    }
    FUZZ_CHECK(tb_game_over(a) == tb_game_over(b));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    tb_tags tags;
    tb_error err;
    int status;
    memset(&err, 0xa5, sizeof err);
    tb_game *g = tb_record_parse((const char *)data, size, &tags, &status, &err);
    if (!g) {
        FUZZ_CHECK(status != TB_OK);
        FUZZ_CHECK(ends(err.message, sizeof err.message) && err.message[0] != '\0');
        FUZZ_CHECK(err.line >= 0 && err.column >= 0);
        return 0;
    }
    FUZZ_CHECK(status == TB_OK);
    check_tags(&tags);

    size_t len;
    char *text = record_of(g, &tags, &len);
    tb_tags tags_back;
    tb_game *back = tb_record_parse(text, len, &tags_back, &status, &err);
    if (!back)
        fprintf(stderr, "the record written does not read: %s at %d:%d\n%s", err.message, err.line,
                err.column, text);
    FUZZ_CHECK(back != NULL);
    check_same_game(g, back);

    size_t len_again;
    char *again = record_of(back, &tags_back, &len_again);
    FUZZ_CHECK(len_again == len && memcmp(text, again, len) == 0);
    free(again);
    free(text);
    tb_game_free(back);
    tb_game_free(g);
    return 0;
}
