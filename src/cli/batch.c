/*
 * batch.c - tihbat --batch: moves from standard input, one JSON object a ply
 * on standard output, for scripts and tests.
 */
#define _POSIX_C_SOURCE 200809L /* strcasecmp */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "app/i18n.h"
#include "app/terminal_text.h"
#include "cli/commands.h"
#include "cli/json.h"

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

/* One line a ply, out at once: a script that sends a move and waits for
 * its line gets it, even through a pipe.  0, or EXIT_FAILURE when it
 * could not be written (and it is said why). */
static int print_line(FILE *out, const tb_game *g, const tb_account *acc)
{
    print_ply(out, g, acc);
    return output_flush(out);
}

/* The longest word read: a move is a letter or "pass". */
enum { WORD_MAX = 64 };
enum { READ_ERROR = -1, TOO_LONG = -2 };

static bool is_blank(int c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

/* Reads the next white-space-separated word into word (WORD_MAX + 1
 * bytes): its length, which a NUL byte inside makes differ from
 * strlen(word); 0 at the end of input; READ_ERROR (errno says why); or
 * TOO_LONG, with the first WORD_MAX bytes in word, and nothing more read. */
static int read_word(FILE *in, char word[WORD_MAX + 1])
{
    int c;
    while (is_blank(c = getc(in)))
        ;
    int n = 0;
    for (; c != EOF && !is_blank(c); c = getc(in)) {
        if (n == WORD_MAX) {
            word[n] = '\0';
            return TOO_LONG;
        }
        word[n++] = (char)c;
    }
    word[n] = '\0';
    return c == EOF && ferror(in) ? READ_ERROR : n;
}

/* A word too long is shown by its start, and "...". */
enum { SHOWN_MAX = 16 };

static int bad_move(const char *word, size_t len, int ply, const char *why)
{
    char escaped[4 * SHOWN_MAX + 1], shown[4 * SHOWN_MAX + 4];
    text_escape(word, len < SHOWN_MAX ? len : SHOWN_MAX, escaped, sizeof escaped);
    snprintf(shown, sizeof shown, "%s%s", escaped, len > SHOWN_MAX ? "..." : "");
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
    char word[WORD_MAX + 1];
    if (print_line(out, g, NULL) != 0)
        return EXIT_FAILURE;
    for (;;) {
        while (tb_game_must_pass(g)) {
            tb_game_play(g, TB_PASS, &acc);
            if (print_line(out, g, &acc) != 0)
                return EXIT_FAILURE;
        }
        int len = read_word(in, word);
        int ply = tb_game_ply(g) + 1;
        if (len == 0)
            return EXIT_SUCCESS;
        if (len == READ_ERROR) {
            fprintf(stderr, _("tihbat: standard input: %s\n"), strerror(errno));
            return EXIT_USAGE;
        }
        if (len == TOO_LONG)
            return bad_move(word, WORD_MAX, ply, _("a word of more than 64 bytes"));
        int move = parse_move(r, word);
        if (move == TB_NO_MOVE || strlen(word) != (size_t)len)
            return bad_move(word, (size_t)len, ply, _("not a hole label of this game"));
        if (tb_game_over(g))
            return bad_move(word, (size_t)len, ply, _("the game is over"));
        const char *why = tb_why_illegal(r, tb_game_position(g), move);
        if (why)
            return bad_move(word, (size_t)len, ply, i18n_engine(why));
        int status = tb_game_play(g, move, &acc);
        if (status != TB_OK) {
            fprintf(stderr, "tihbat: %s\n", i18n_engine(tb_strerror(status)));
            return EXIT_FAILURE;
        }
        if (print_line(out, g, &acc) != 0)
            return EXIT_FAILURE;
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
    int exit_status = play(g, in, out); /* every line is out already */
    tb_game_free(g);
    return exit_status;
}
