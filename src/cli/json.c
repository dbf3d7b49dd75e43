/* json.c - JSON values for the command line's output. */
#include <string.h>

#include "app/terminal_text.h"
#include "cli/json.h"

void json_string(FILE *out, const char *s)
{
    putc('"', out);
    for (size_t len = strlen(s); len > 0;) {
        /* Bytes from a file: valid UTF-8 always, and nothing a terminal
         * would act on, as JSON's own escapes. */
        struct text_char c = text_next(s, len);
        if (c.safe && c.code != '"' && c.code != '\\')
            fwrite(s, 1, c.used, out);
        else if (c.code == '"' || c.code == '\\')
            fprintf(out, "\\%c", (int)c.code);
        else
            fprintf(out, "\\u%04x", (unsigned)(c.code <= 0xffff ? c.code : 0xfffd));
        s += c.used;
        len -= c.used;
    }
    putc('"', out);
}

void json_counts(FILE *out, const uint8_t *counts, int n)
{
    putc('[', out);
    for (int i = 0; i < n; i++)
        fprintf(out, i ? ",%d" : "%d", counts[i]);
    putc(']', out);
}

void json_move(FILE *out, int move)
{
    if (move == TB_PASS)
        fputs("\"pass\"", out);
    else
        fprintf(out, "\"%c\"", tb_label(move));
}
