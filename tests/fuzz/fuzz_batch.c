/*
 * fuzz_batch.c - the input of tihbat --batch, through batch_run() itself.
 *
 * The first line of an input names the rule set and, if it likes, the start
 * position, as --rules and --position would ("bakuk 6,6,6,6,6,6:2:0,0");
 * the rest is standard input.  Whatever it holds, the output is one JSON
 * object a ply, numbered from 0, the game over at most on the last; the exit
 * status is 0, or 2 with one printable line on standard error.
 */
#define _POSIX_C_SOURCE 200809L /* fmemopen, open_memstream */
#include <string.h>

#include "cli/commands.h"
#include "fuzz.h"

/* The first line: "RULES" or "RULES POSITION"; false when it names neither. */
static bool read_header(const char *line, const tb_rules **r, tb_position *start,
                        bool *has_start)
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

static void check_errors(const char *err, size_t len, int exit_status)
{
    if (exit_status == 0) {
        FUZZ_CHECK(len == 0);
        return;
    }
    FUZZ_CHECK(exit_status == EXIT_USAGE);
    FUZZ_CHECK(strncmp(err, "tihbat: move '", 14) == 0);
    FUZZ_CHECK(len > 0 && err[len - 1] == '\n' && memchr(err, '\n', len) == err + len - 1);
    for (size_t i = 0; i + 1 < len; i++)
        FUZZ_CHECK(err[i] >= 0x20 && err[i] < 0x7f);
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

    size_t in_len = newline ? size - header_len - 1 : 0;
    char *in_text = malloc(in_len + 1);
    char *out_text = NULL, *err_text = NULL;
    size_t out_len = 0, err_len = 0;
    if (!in_text)
        abort();
    memcpy(in_text, text + size - in_len, in_len);
    FILE *in = fmemopen(in_text, in_len, "r");
    FILE *out = open_memstream(&out_text, &out_len);
    FILE *err = open_memstream(&err_text, &err_len);
    if (!in || !out || !err)
        abort();
    /* glibc lets stderr be assigned: batch_run's messages are caught, while
     * the sanitizers still write to file descriptor 2. */
    FILE *saved = stderr;
    stderr = err;
    int exit_status = batch_run(r, has_start ? &start : NULL, in, out);
    stderr = saved;
    fclose(in);
    fclose(out);
    fclose(err);
    check_output(out_text, out_len);
    check_errors(err_text, err_len, exit_status);
    free(in_text);
    free(out_text);
    free(err_text);
    return 0;
}
