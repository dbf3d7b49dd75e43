/*
 * fuzz_alloc.c - every allocation can fail, for any record: the allocation
 * fault test (tests/fault) where the input is the fuzzer's.
 *
 * The first byte is N, the second how the N-th allocation fails (alone,
 * or with every one after it: tests/fault/alloc.h), the rest a game
 * record.  The record is read with the N-th allocation failing, then,
 * when it reads, the game is played on to its end and a comment set after
 * every ply, the N-th allocation of that failing in turn.  What reads
 * without the fault is the judge: a refusal must be TB_ENOMEM and leave
 * the game and the caller's tags as they were; a success must give what
 * the run without the fault gives; nothing may leak.
 */
#include <string.h>

#include "../fault/alloc.h"
#include "fuzz.h"
#include "tihbat.h"

/* The game's record and where it stands, to see that nothing changed. */
static void text_of(const tb_game *g, char *buf, size_t size)
{
    size_t n = tb_record_format(g, NULL, buf, size);
    if (n < size)
        snprintf(buf + n, size - n, "ply %d of %d", tb_game_ply(g), tb_game_length(g));
}

enum { TEXT = 1 << 16 };

/* Plays g on by its first legal move, a comment after every ply that has
 * none: the status, and in before the game before the call that failed.
 * Called again after a failure, it does what was left. */
static int play_on(tb_game *g, char *before, size_t size)
{
    for (int steps = 0; steps < 400; steps++) {
        text_of(g, before, size);
        unsigned legal = tb_game_moves(g);
        int status = TB_OK;
        if (!tb_game_comment(g, tb_game_ply(g)))
            status = tb_game_set_comment(g, tb_game_ply(g), "played on, by the fuzzer");
        else if (tb_game_over(g))
            break;
        else
            status = tb_game_play(g, legal ? __builtin_ctz(legal) : TB_PASS, NULL);
        if (status != TB_OK)
            return status;
    }
    return TB_OK;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    long n = data[0];
    enum alloc_fault how = data[1] & 1 ? ALLOC_PERSISTENT : ALLOC_TRANSIENT;
    const char *text = (const char *)data + 2;
    size -= 2;
    alloc_track(true);
    long live = alloc_live();

    /* The record read with no fault: the judge. */
    int status;
    tb_tags want_tags;
    tb_game *want = tb_record_parse(text, size, &want_tags, &status, NULL);

    tb_tags tags;
    memset(&tags, 0x5a, sizeof tags);
    tb_error err;
    if (n > 0)
        alloc_fail_at(n, how);
    tb_game *g = tb_record_parse(text, size, &tags, &status, &err);
    alloc_never_fail();
    if (!g && want) {
        tb_tags untouched;
        memset(&untouched, 0x5a, sizeof untouched);
        FUZZ_CHECK(status == TB_ENOMEM && err.message[0]);
        FUZZ_CHECK(memcmp(&tags, &untouched, sizeof tags) == 0);
    } else if (g) {
        static char x[TEXT], y[TEXT];
        FUZZ_CHECK(want != NULL);
        text_of(g, x, sizeof x);
        text_of(want, y, sizeof y);
        FUZZ_CHECK(strcmp(x, y) == 0 && memcmp(&tags, &want_tags, sizeof tags) == 0);
    }

    /* Played on with the fault, against the same with none. */
    if (want) {
        static char before[TEXT], after[TEXT], plain[TEXT];
        tb_game_free(g);
        g = tb_record_parse(text, size, NULL, &status, NULL);
        FUZZ_CHECK(g != NULL && play_on(want, before, sizeof before) == TB_OK);
        if (n > 0)
            alloc_fail_at(n, how);
        status = play_on(g, before, sizeof before);
        alloc_never_fail();
        if (status != TB_OK) {
            text_of(g, after, sizeof after);
            FUZZ_CHECK(status == TB_ENOMEM && strcmp(after, before) == 0);
            FUZZ_CHECK(play_on(g, before, sizeof before) == TB_OK); /* and it plays on */
        }
        text_of(g, after, sizeof after);
        text_of(want, plain, sizeof plain);
        FUZZ_CHECK(strcmp(after, plain) == 0);
    }
    tb_game_free(g);
    tb_game_free(want);
    FUZZ_CHECK(alloc_live() == live);
    alloc_track(false);
    return 0;
}
