/* text.c - error reports and bounded output for notation and records. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "engine/text.h"

/* Fills err from fmt and its arguments, all strings: the message, and the
 * same as a format and arguments for a front end that translates. */
__attribute__((format(printf, 5, 0))) static void fill(tb_error *err, int line, int column,
                                                       unsigned own, const char *fmt, va_list ap)
{
    memset(err, 0, sizeof *err);
    err->line = line;
    err->column = column;
    err->text.format = fmt;
    err->text.own = own;
    va_list args;
    va_copy(args, ap);
    /* Every conversion is a %s (text.h). */
    int n = 0;
    for (const char *f = strchr(fmt, '%'); f && n < TB_TEXT_ARGS; f = strchr(f + 2, '%'))
        snprintf(err->text.args[n++], sizeof err->text.args[0], "%s", va_arg(args, const char *));
    err->text.count = n;
    va_end(args);
    vsnprintf(err->message, sizeof err->message, fmt, ap);
}

int tbi_fail_own(tb_error *err, unsigned own, int status, int line, int column, const char *fmt,
                 ...)
{
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        fill(err, line, column, own, fmt, ap);
        va_end(ap);
    }
    return status;
}

int tbi_fail_because(tb_error *err, const tb_error *reason, int status, int line, int column,
                     const char *fmt, ...)
{
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        fill(err, line, column, 0, fmt, ap);
        va_end(ap);
        err->reason = reason->text;
    }
    return status;
}

int tbi_fail_status(tb_error *err, int status, int line, int column)
{
    if (err) {
        memset(err, 0, sizeof *err);
        err->line = line;
        err->column = column;
        err->text.format = tb_strerror(status);
        snprintf(err->message, sizeof err->message, "%s", err->text.format);
    }
    return status;
}

struct tbi_arg tbi_number(int n)
{
    struct tbi_arg a;
    snprintf(a.s, sizeof a.s, "%d", n);
    return a;
}

struct tbi_arg tbi_byte(unsigned char c)
{
    struct tbi_arg a;
    if (c < 0x20 || c >= 0x7f)
        snprintf(a.s, sizeof a.s, "'\\x%02x'", c);
    else
        snprintf(a.s, sizeof a.s, "'%c'", c);
    return a;
}

void tbi_out_char(struct tbi_out *o, char c)
{
    if (o->len + 1 < o->size)
        o->buf[o->len] = c;
    o->len++;
}

void tbi_out_str(struct tbi_out *o, const char *s)
{
    while (*s)
        tbi_out_char(o, *s++);
}

void tbi_out_int(struct tbi_out *o, int n) { tbi_out_str(o, tbi_number(n).s); }

size_t tbi_out_end(struct tbi_out *o)
{
    if (o->size)
        o->buf[o->len < o->size ? o->len : o->size - 1] = '\0';
    return o->len;
}
