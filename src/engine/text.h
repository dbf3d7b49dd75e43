/*
 * text.h - what the readers and writers of notation share inside the engine.
 */
#ifndef TIHBAT_TEXT_H
#define TIHBAT_TEXT_H

#include <stddef.h>

#include "tihbat.h"

/* Fills err (which may be NULL) and returns TB_ESYNTAX, or TB_EINVAL for
 * text that reads well but names a position that cannot be. */
int tb_fail(tb_error *err, int status, int line, int column, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

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
