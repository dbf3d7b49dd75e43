/*
 * text.h - what the readers and writers of notation share inside the engine:
 * refusals, told as a sentence and its arguments (tb_error), and bounded
 * output.
 */
#ifndef TIHBAT_TEXT_H
#define TIHBAT_TEXT_H

#include <stddef.h>

#include "engine/internal.h"
#include "tihbat.h"

/* Marks English that reaches a person, for xgettext (--keyword=TB_TEXT):
 * the engine never translates, a front end does (tb_text). */
#define TB_TEXT(s) s

/* The arguments of a refusal, each saying what it is (tb_arg_kind). */
TBI_FUNC tb_text_arg tbi_number(int n);
/* A byte as it is, in quotes ('x'), or as its code ('\x01') when it is not
 * printable ASCII: no words, which would stay English. */
TBI_FUNC tb_text_arg tbi_byte(unsigned char c);
/* A word of the input, as it is (cut to fit). */
TBI_FUNC tb_text_arg tbi_word(const char *s);
/* English of the engine's, marked TB_TEXT: a title, a sentence of
 * tb_strerror or tb_why_illegal. */
TBI_FUNC tb_text_arg tbi_english(const char *s);

/* tbi_fail(err, status, line, column, format, arguments...) fills err (which
 * may be NULL) and returns status: TB_ESYNTAX, or TB_EINVAL for text that
 * reads well but names a position that cannot be.  format is marked TB_TEXT
 * and has one %s for each argument, at most TB_TEXT_ARGS of tbi_number,
 * tbi_byte, tbi_word and tbi_english: the compiler checks the format against
 * them as it checks printf's. */
#define tbi_fail(err, status, line, column, ...)                                                   \
    tbi_refuse(err, status, line, column, TBI_SENTENCE(__VA_ARGS__))
TBI_FUNC int tbi_refuse(tb_error *err, int status, int line, int column, const char *format,
                        int count, const tb_text_arg *args);
/* The same, where format's one %s is what reason says (its message in
 * English, its sentence to be translated in its place). */
TBI_FUNC int tbi_fail_because(tb_error *err, const tb_error *reason, int status, int line,
                              int column, const char *format);
/* Fills err with tb_strerror(status) alone. */
TBI_FUNC int tbi_fail_status(tb_error *err, int status, int line, int column);

/* A format and its 0 to 3 arguments, as tbi_refuse takes them: the format,
 * checked in an operand of sizeof (never called, never defined), the count
 * and the array. */
#define TBI_SENTENCE(...)                                                                          \
    TBI_PICK(__VA_ARGS__, TBI_ARGS3, TBI_ARGS2, TBI_ARGS1, TBI_ARGS0, -)(__VA_ARGS__)
#define TBI_PICK(f, a, b, c, which, ...) which
#define TBI_ARGS0(f) ((void)sizeof tbi_format_check(f), f), 0, NULL
#define TBI_ARGS1(f, a)                                                                            \
    TBI_CHECKED(f, (a).text), 1, (const tb_text_arg[]) { a }
#define TBI_ARGS2(f, a, b)                                                                         \
    TBI_CHECKED(f, (a).text, (b).text), 2, (const tb_text_arg[]) { a, b }
#define TBI_ARGS3(f, a, b, c)                                                                      \
    TBI_CHECKED(f, (a).text, (b).text, (c).text), 3, (const tb_text_arg[]) { a, b, c }
#define TBI_CHECKED(f, ...) ((void)sizeof tbi_format_check(f, __VA_ARGS__), f)
TBI_FUNC int tbi_format_check(const char *format, ...) __attribute__((format(printf, 1, 2)));

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
