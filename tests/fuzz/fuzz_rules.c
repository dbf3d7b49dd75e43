/*
 * fuzz_rules.c - the rules format (docs/rules.md) read from any bytes.
 * What reads is a rule set tb_rules_check accepts, written back and read
 * again as the same text, and played: a game and a playout of it run a
 * few hundred plies by its rules.  What does not read says why, on a line
 * the file had (or 0), with a status of the format (TB_ESYNTAX) or of the
 * engine's limits (TB_EINVAL), and leaves nothing behind.
 */
#include <string.h>

#include "fuzz.h"
#include "tihbat.h"

/* A few hundred plies of a game of r, from the start: the engine's own
 * checks (legal moves, the end) hold on any rule set it accepts. */
static void play(const tb_rules *r, uint64_t seed)
{
    tb_game *g = tb_game_new(r, NULL, NULL);
    if (!g)
        return;
    for (int ply = 0; ply < 300 && !tb_game_over(g); ply++) {
        unsigned moves = tb_game_moves(g);
        int move = TB_PASS;
        FUZZ_CHECK(moves != 0 || tb_game_must_pass(g));
        /* The legal moves' k-th, at random. */
        for (int k = moves ? (int)(tb_random_next(&seed) % (uint64_t)__builtin_popcount(moves))
                           : -1;
             k >= 0; k--, moves &= moves - 1)
            move = __builtin_ctz(moves);
        FUZZ_CHECK(tb_why_illegal(r, tb_game_position(g), move) == NULL);
        FUZZ_CHECK(tb_game_play(g, move, NULL) == TB_OK);
    }
    tb_game_free(g);
    tb_playout *po = tb_playout_new(r, NULL, NULL);
    tb_result res;
    if (po)
        FUZZ_CHECK(tb_playout_play(po, &seed, &res, NULL) == TB_OK);
    tb_playout_free(po);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int status = -1;
    tb_error err;
    memset(&err, 0xa5, sizeof err);
    tb_rules *r = tb_rules_parse((const char *)data, size, &status, &err);
    if (!r) {
        FUZZ_CHECK(status == TB_ESYNTAX || status == TB_EINVAL || status == TB_ENOMEM);
        FUZZ_CHECK(memchr(err.message, '\0', sizeof err.message) != NULL);
        FUZZ_CHECK(err.message[0] != '\0');
        int lines = 1;
        for (size_t i = 0; i < size; i++)
            lines += data[i] == '\n';
        FUZZ_CHECK(err.line >= 0 && err.line <= lines);
        FUZZ_CHECK(tb_rules_parse((const char *)data, size, NULL, NULL) == NULL);
        return 0;
    }
    FUZZ_CHECK(status == TB_OK && tb_rules_check(r, NULL) == TB_OK);
    char text[TB_RULES_TEXT_MAX], again[TB_RULES_TEXT_MAX];
    size_t len = tb_rules_format(r, text, sizeof text);
    FUZZ_CHECK(len > 0 && len < sizeof text && strlen(text) == len);
    tb_rules *back = tb_rules_parse(text, len, &status, NULL);
    FUZZ_CHECK(back != NULL);
    FUZZ_CHECK(tb_rules_format(back, again, sizeof again) == len && strcmp(text, again) == 0);
    tb_rules_free(back);
    play(r, size);
    tb_rules_free(r);
    return 0;
}
