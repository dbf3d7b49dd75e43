/*
 * fuzz_batch.c - the input of tihbat --batch, through batch_run() itself,
 * in each of the program's languages.
 *
 * The first line of an input names the rule set and, if it likes, the start
 * position, as --rules and --position would ("bakuk 6,6,6,6,6,6:2:0,0");
 * the rest is standard input.  Whatever it holds, the output is one JSON
 * object a ply, numbered from 0, the game over at most on the last; the exit
 * status is 0, or 2 with one printable line on standard error.  In every
 * language the output and the exit status are the English ones, and the
 * message is one line of characters that print (the catalogues are those
 * beside the target, built with it).
 */
#define _POSIX_C_SOURCE 200809L /* fmemopen, open_memstream */
#include <stdlib.h>
#include <string.h>
#include <wctype.h>

#include "app/i18n.h"
#include "cli/commands.h"
#include "fuzz.h"

/* The first line: "RULES" or "RULES POSITION"; false when it names neither. */
static bool read_header(const char *line, const tb_rules **r, tb_position *start, bool *has_start)
{
    char name[16], position[64];
    int fields = sscanf(line, "%15s %63s", name, position);
    *r = fields >= 1 ? tb_rules_find(name) : NULL;
    *has_start = fields == 2;
    return *r && (!*has_start || tb_position_parse(*r, position, start, NULL) == TB_OK);
}

static void check_output(const char *out, size_t len)
{
    FUZZ_CHECK(len > 0 && out[len - 1] == '\n');
    int ply = 0;
    for (const char *line = out; line < out + len; ply++) {
        const char *eol = memchr(line, '\n', (size_t)(out + len - line));
        char head[32];
        snprintf(head, sizeof head, "{\"ply\":%d,", ply);
        FUZZ_CHECK(strncmp(line, head, strlen(head)) == 0);
        FUZZ_CHECK(eol[-1] == '}');
        line = eol + 1;
    }
    /* The end, if it came, is said once, on the last line. */
    const char *over = strstr(out, "\"status\":\"over\"");
    FUZZ_CHECK(!over || strchr(over, '\n') == out + len - 1);
}

static void check_errors(const char *err, size_t len, int exit_status, bool english)
{
    if (exit_status == 0) {
        FUZZ_CHECK(len == 0);
        return;
    }
    FUZZ_CHECK(exit_status == EXIT_USAGE);
    FUZZ_CHECK(strncmp(err, english ? "tihbat: move '" : "tihbat: ", english ? 14 : 8) == 0);
    FUZZ_CHECK(len > 0 && err[len - 1] == '\n' && memchr(err, '\n', len) == err + len - 1);
    /* Characters that print, in the locale (UTF-8): a word read is
     * escaped where it would not. */
    wchar_t w[1024];
    size_t n = mbstowcs(w, err, sizeof w / sizeof w[0]);
    FUZZ_CHECK(n < sizeof w / sizeof w[0]); /* (size_t)-1 for bytes that are no character */
    for (size_t i = 0; i + 1 < n; i++)
        FUZZ_CHECK(iswprint((wint_t)w[i]));
}

/* What batch_run answers: its output, its messages and its status. */
struct answer {
    char *out, *err;
    size_t out_len, err_len;
    int status;
};

static void run(char *in_text, size_t in_len, const tb_rules *r, const tb_position *start,
                struct answer *a)
{
    FILE *in = fmemopen(in_text, in_len, "r");
    FILE *out = open_memstream(&a->out, &a->out_len);
    FILE *err = open_memstream(&a->err, &a->err_len);
    if (!in || !out || !err)
        abort();
    /* glibc lets stderr be assigned: batch_run's messages are caught, while
     * the sanitizers still write to file descriptor 2. */
    FILE *saved = stderr;
    stderr = err;
    a->status = batch_run(r, start, in, out);
    stderr = saved;
    fclose(in);
    fclose(out);
    fclose(err);
}

static const char *const languages[] = {"en", "de", "hu", "bn", "ca", "es"};
enum { LANGUAGES = sizeof languages / sizeof languages[0] };

/* Speaks lang from now on, as --lang would make it. */
static void speak(const char *lang)
{
    setenv("LANGUAGE", lang, 1);
    textdomain("tihbat"); /* gettext forgets what it looked up before */
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    const char *newline = memchr(text, '\n', size);
    size_t header_len = newline ? (size_t)(newline - text) : size;
    if (header_len >= 96)
        return 0;
    char header[96];
    memcpy(header, text, header_len);
    header[header_len] = '\0';
    const tb_rules *r;
    tb_position start;
    bool has_start;
    if (!read_header(header, &r, &start, &has_start))
        return 0;

    static bool ready;
    if (!ready) {
        unsetenv("LC_ALL");
        unsetenv("LANG");
        i18n_init("en");
        ready = true;
    }
    size_t in_len = newline ? size - header_len - 1 : 0;
    char *in_text = malloc(in_len + 1);
    if (!in_text)
        abort();
    memcpy(in_text, text + size - in_len, in_len);
    struct answer english;
    speak("en");
    run(in_text, in_len, r, has_start ? &start : NULL, &english);
    check_output(english.out, english.out_len);
    check_errors(english.err, english.err_len, english.status, true);
    for (int i = 1; i < LANGUAGES; i++) {
        struct answer a;
        speak(languages[i]);
        run(in_text, in_len, r, has_start ? &start : NULL, &a);
        FUZZ_CHECK(a.status == english.status);
        FUZZ_CHECK(a.out_len == english.out_len && memcmp(a.out, english.out, a.out_len) == 0);
        check_errors(a.err, a.err_len, a.status, false);
        /* A message in another language is another message. */
        FUZZ_CHECK(a.err_len == 0 || strcmp(a.err, english.err) != 0);
        free(a.out);
        free(a.err);
    }
    free(english.out);
    free(english.err);
    free(in_text);
    return 0;
}
