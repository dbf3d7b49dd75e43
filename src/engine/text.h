/*
 * text.h - what the readers and writers of notation share inside the engine.
 */
#ifndef TIHBAT_TEXT_H
#define TIHBAT_TEXT_H

#include <stddef.h>

#include "engine/internal.h"
#include "tihbat.h"

/* Marks English that reaches a person, for xgettext (--keyword=TB_TEXT):
 * the engine never translates, a front end does (tb_text). */
#define TB_TEXT(s) s

/* Fills err (which may be NULL) and returns status: TB_ESYNTAX, or
 * TB_EINVAL for text that reads well but names a position that cannot be.
 * fmt is marked TB_TEXT and takes only strings, at most TB_TEXT_ARGS; bit i
 * of own says that argument i is itself marked text of the engine's (a
 * title, a sentence of tb_strerror or tb_why_illegal). */
TBI_FUNC int tbi_fail_own(tb_error *err, unsigned own, int status, int line, int column,
                          const char *fmt, ...) __attribute__((format(printf, 6, 7)));
/* The same with no argument of the engine's own. */
#define tbi_fail(err, status, line, column, ...) \
    tbi_fail_own(err, 0, status, line, column, __VA_ARGS__)
/* The same, where the last argument is reason->message: its sentence goes
 * along, to be translated in its place. */
TBI_FUNC int tbi_fail_because(tb_error *err, const tb_error *reason, int status, int line,
                              int column, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));
/* Fills err with tb_strerror(status) alone. */
TBI_FUNC int tbi_fail_status(tb_error *err, int status, int line, int column);

/* An argument of tbi_fail, which takes only strings: tbi_number(7).s. */
struct tbi_arg {
    char s[16];
};
TBI_FUNC struct tbi_arg tbi_number(int n);
/* A byte as it is, in quotes ('x'), or as its code ('\x01') when it is not
 * printable ASCII: no words, which would stay English. */
TBI_FUNC struct tbi_arg tbi_byte(unsigned char c);

/* An snprintf-like output: writes what fits, counts everything. */
struct tbi_out {
    char *buf;
    size_t size, len;
};
TBI_FUNC void tbi_out_char(struct tbi_out *o, char c);
TBI_FUNC void tbi_out_str(struct tbi_out *o, const char *s);
TBI_FUNC void tbi_out_int(struct tbi_out *o, int n);
/* Ends the text with NUL (when there is room) and returns its length. */
TBI_FUNC size_t tbi_out_end(struct tbi_out *o);

#endif
