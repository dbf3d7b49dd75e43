/* json.c - JSON values for the command line's output. */
#include "cli/json.h"

void json_string(FILE *out, const char *s)
{
    putc('"', out);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(out, "\\%c", c);
        else if (c < 0x20)
            fprintf(out, "\\u%04x", c);
        else
            putc(c, out);
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
