/* text.c - refusals and bounded output for notation and records. */
#include <stdio.h>
#include <string.h>

#include "engine/text.h"

/* Fills err with format and its arguments, and the message they make in
 * English: each %s its argument (for the reason, its whole message). */
static void fill(tb_error *err, int line, int column, const char *format, int count,
                 const tb_text_arg *args, const char *reason)
{
    memset(err, 0, sizeof *err);
    err->line = line;
    err->column = column;
    err->text.format = format;
    err->text.count = count < TB_TEXT_ARGS ? count : TB_TEXT_ARGS;
    for (int i = 0; i < err->text.count; i++)
        err->text.args[i] = args[i];
    struct tbi_out o = {err->message, sizeof err->message, 0};
    for (int n = 0; *format; format++) {
        if (format[0] == '%' && format[1] == 's') {
            const tb_text_arg *a = n < err->text.count ? &args[n++] : NULL;
            tbi_out_str(&o, !a ? "" : a->kind == TB_ARG_REASON && reason ? reason : a->text);
            format++;
        } else {
            tbi_out_char(&o, *format);
        }
    }
    tbi_out_end(&o);
}

int tbi_refuse(tb_error *err, int status, int line, int column, const char *format, int count,
               const tb_text_arg *args)
{
    if (err)
        fill(err, line, column, format, count, args, NULL);
    return status;
}

int tbi_fail_because(tb_error *err, const tb_error *reason, int status, int line, int column,
                     const char *format)
{
    if (err) {
        tb_text_arg arg = tbi_word(reason->message);
        arg.kind = TB_ARG_REASON;
        tb_text because = reason->text;
        fill(err, line, column, format, 1, &arg, reason->message);
        err->reason = because;
    }
    return status;
}

int tbi_fail_status(tb_error *err, int status, int line, int column)
{
    return tbi_refuse(err, status, line, column, tb_strerror(status), 0, NULL);
}

tb_text_arg tbi_number(int n)
{
    tb_text_arg a = {TB_ARG_VERBATIM, ""};
    snprintf(a.text, sizeof a.text, "%d", n);
    return a;
}

tb_text_arg tbi_byte(unsigned char c)
{
    tb_text_arg a = {TB_ARG_VERBATIM, ""};
    if (c < 0x20 || c >= 0x7f)
        snprintf(a.text, sizeof a.text, "'\\x%02x'", c);
    else
        snprintf(a.text, sizeof a.text, "'%c'", c);
    return a;
}

tb_text_arg tbi_word(const char *s)
{
    tb_text_arg a = {TB_ARG_VERBATIM, ""};
    struct tbi_out o = {a.text, sizeof a.text, 0};
    tbi_out_str(&o, s);
    tbi_out_end(&o);
    return a;
}

tb_text_arg tbi_english(const char *s)
{
    tb_text_arg a = tbi_word(s);
    a.kind = TB_ARG_ENGLISH;
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

void tbi_out_int(struct tbi_out *o, int n) { tbi_out_str(o, tbi_number(n).text); }

size_t tbi_out_end(struct tbi_out *o)
{
    if (o->size)
        o->buf[o->len < o->size ? o->len : o->size - 1] = '\0';
    return o->len;
}
