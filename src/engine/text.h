/*
 * text.h - what the readers and writers of notation share inside the engine.
 */
#ifndef TIHBAT_TEXT_H
#define TIHBAT_TEXT_H

#include <stddef.h>

#include "tihbat.h"

/* Marks English that reaches a person, for xgettext (--keyword=TB_TEXT):
 * the engine never translates, a front end does (tb_text). */
#define TB_TEXT(s) s

/* Fills err (which may be NULL) and returns status: TB_ESYNTAX, or
 * TB_EINVAL for text that reads well but names a position that cannot be.
 * fmt is marked TB_TEXT and takes only strings, at most TB_TEXT_ARGS; bit i
 * of own says that argument i is itself marked text of the engine's (a
 * title, a sentence of tb_strerror or tb_why_illegal). */
int tb_fail_own(tb_error *err, unsigned own, int status, int line, int column, const char *fmt,
                ...) __attribute__((format(printf, 6, 7)));
/* The same with no argument of the engine's own. */
#define tb_fail(err, status, line, column, ...) \
    tb_fail_own(err, 0, status, line, column, __VA_ARGS__)
/* The same, where the last argument is reason->message: its sentence goes
 * along, to be translated in its place. */
int tb_fail_because(tb_error *err, const tb_error *reason, int status, int line, int column,
                    const char *fmt, ...) __attribute__((format(printf, 6, 7)));
/* Fills err with tb_strerror(status) alone. */
int tb_fail_status(tb_error *err, int status, int line, int column);

/* An argument of tb_fail, which takes only strings: tb_number(7).s. */
struct tb_arg {
    char s[16];
};
struct tb_arg tb_number(int n);
/* A byte as it is, in quotes ('x'), or as its code ('\x01') when it is not
 * printable ASCII: no words, which would stay English. */
struct tb_arg tb_byte(unsigned char c);

/* An snprintf-like output: writes what fits, counts everything. */
struct tb_out {
    char *buf;
    size_t size, len;
};
void tb_out_char(struct tb_out *o, char c);
void tb_out_str(struct tb_out *o, const char *s);
void tb_out_int(struct tb_out *o, int n);
/* Ends the text with NUL (when there is room) and returns its length. */
size_t tb_out_end(struct tb_out *o);

#endif
