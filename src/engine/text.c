/* text.c - error reports and bounded output for notation and records. */
#include <stdarg.h>
#include <stdio.h>

#include "engine/text.h"

int tb_fail(tb_error *err, int status, int line, int column, const char *fmt, ...)
{
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        err->line = line;
        err->column = column;
        vsnprintf(err->message, sizeof err->message, fmt, ap);
        va_end(ap);
    }
    return status;
}

void tb_out_char(struct tb_out *o, char c)
{
    if (o->len + 1 < o->size)
        o->buf[o->len] = c;
    o->len++;
}

void tb_out_str(struct tb_out *o, const char *s)
{
    while (*s)
        tb_out_char(o, *s++);
}

void tb_out_int(struct tb_out *o, int n)
{
    char digits[16];
    snprintf(digits, sizeof digits, "%d", n);
    tb_out_str(o, digits);
}

size_t tb_out_end(struct tb_out *o)
{
    if (o->size)
        o->buf[o->len < o->size ? o->len : o->size - 1] = '\0';
    return o->len;
}
