/*
 * batch.c - tihbat --batch: moves from standard input, one JSON object a ply
 * on standard output, for scripts and tests.
 */
#define _POSIX_C_SOURCE 200809L /* strcasecmp */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli/commands.h"
#include "cli/json.h"
#include "app/i18n.h"

static const char *const end_names[] = {
    [TB_END_ALL_CAPTURED] = "all captured",
    [TB_END_REPETITION] = "repetition",
    [TB_END_NO_MOVES] = "no moves",
};

/* The state after the last ply, with what that ply did when acc is given. */
static void print_ply(FILE *out, const tb_game *g, const tb_account *acc)
{
    const tb_rules *r = tb_game_rules(g);
    const tb_position *p = tb_game_position(g);
    fprintf(out, "{\"ply\":%d", tb_game_ply(g));
    if (acc) {
        fprintf(out, ",\"player\":%d,\"move\":", acc->player + 1);
        json_move(out, acc->move);
        fputs(",\"sown\":[", out);
        for (int i = 0; i < acc->lifted; i++)
            fprintf(out, i ? ",\"%c\"" : "\"%c\"", tb_label(acc->sown[i]));
        fprintf(out, "],\"captures\":%d,\"taken\":[", acc->captured);
        for (int i = 0; i < acc->capture_holes; i++)
            fprintf(out, "%s{\"hole\":\"%c\",\"seeds\":%d}", i ? "," : "",
                    tb_label(acc->capture_hole[i]), acc->capture_seeds[i]);
        putc(']', out);
    }
    fprintf(out, ",\"to_move\":%d,\"board\":", p->to_move + 1);
    json_counts(out, p->board, tb_holes(r));
    fputs(",\"captured\":", out);
    json_counts(out, p->captured, r->players);
    const tb_result *res = tb_game_result(g);
    if (res->end == TB_END_NONE) {
        fputs(",\"status\":\"playing\"}\n", out);
        return;
    }
    fprintf(out, ",\"status\":\"over\",\"reason\":\"%s\",\"scores\":[", end_names[res->end]);
    for (int i = 0; i < r->players; i++)
        fprintf(out, i ? ",%d" : "%d", res->scores[i]);
    fprintf(out, "],\"winner\":%d}\n", res->winner + 1);
}

/* Reads the next white-space-separated word, cut to fit; returns its
 * length (0 at the end of input), which a NUL byte inside makes differ
 * from strlen(word). */
static size_t read_word(FILE *in, char *word, size_t size)
{
    int c;
    while ((c = getc(in)) == ' ' || c == '\t' || c == '\n' || c == '\r')
        ;
    size_t n = 0;
    for (; c != EOF && c != ' ' && c != '\t' && c != '\n' && c != '\r'; c = getc(in))
        if (n + 1 < size)
            word[n++] = (char)c;
    word[n] = '\0';
    return n;
}

/* The word as it can be shown in a message: printable ASCII, else \xNN. */
static void printable(const char *word, size_t len, char *buf, size_t size)
{
    size_t n = 0;
    for (size_t i = 0; i < len && n + 5 < size; i++) {
        unsigned char c = (unsigned char)word[i];
        n += (size_t)snprintf(buf + n, size - n, c >= 0x20 && c < 0x7f ? "%c" : "\\x%02x", c);
    }
    buf[n] = '\0';
}

static int bad_move(const char *word, size_t len, int ply, const char *why)
{
    char shown[160];
    printable(word, len, shown, sizeof shown);
    fprintf(stderr, _("tihbat: move '%s' at ply %d: %s\n"), shown, ply, why);
    return EXIT_USAGE;
}

/* The hole or TB_PASS a word names, case aside, or TB_NO_MOVE. */
static int parse_move(const tb_rules *r, const char *word)
{
    if (strcasecmp(word, "pass") == 0)
        return TB_PASS;
    return word[1] == '\0' ? tb_hole_from_label(r, word[0]) : TB_NO_MOVE;
}

static int play(tb_game *g, FILE *in, FILE *out)
{
    const tb_rules *r = tb_game_rules(g);
    tb_account acc;
    char word[64];
    print_ply(out, g, NULL);
    for (;;) {
        while (tb_game_must_pass(g)) {
            tb_game_play(g, TB_PASS, &acc);
            print_ply(out, g, &acc);
        }
        size_t len = read_word(in, word, sizeof word);
        if (len == 0)
            return EXIT_SUCCESS;
        fflush(out); /* everything before a bad move is out before its message */
        int ply = tb_game_ply(g) + 1, move = parse_move(r, word);
        if (move == TB_NO_MOVE || strlen(word) != len)
            return bad_move(word, len, ply, _("not a hole label of this game"));
        if (tb_game_over(g))
            return bad_move(word, len, ply, _("the game is over"));
        const char *why = tb_why_illegal(r, tb_game_position(g), move);
        if (why)
            return bad_move(word, len, ply, i18n_engine(why));
        int status = tb_game_play(g, move, &acc);
        if (status != TB_OK) {
            fprintf(stderr, "tihbat: %s\n", i18n_engine(tb_strerror(status)));
            return EXIT_FAILURE;
        }
        print_ply(out, g, &acc);
    }
}

int batch_run(const tb_rules *r, const tb_position *start, FILE *in, FILE *out)
{
    int status;
    tb_game *g = tb_game_new(r, start, &status);
    if (!g) {
        fprintf(stderr, "tihbat: %s\n", i18n_engine(tb_strerror(status)));
        return EXIT_FAILURE;
    }
    int exit_status = play(g, in, out);
    tb_game_free(g);
    if (fflush(out) != 0 || ferror(out)) {
        perror(_("tihbat: standard output"));
        return EXIT_FAILURE;
    }
    return exit_status;
}
