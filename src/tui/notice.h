/*
 * notice.h - something to read in a panel over the board; any key goes on.
 */
#ifndef TIHBAT_TUI_NOTICE_H
#define TIHBAT_TUI_NOTICE_H

#include "tui/keys.h"

struct tui;

/* Any key goes on (closes the panel): a notice's keys, and any panel's
 * that is only read. */
extern const struct key_row notice_keys[];

/* Copies title and text; nothing when it cannot be opened (the table
 * says why). */
void notice_open(struct tui *f, const char *title, const char *text);
/* A lesson's words: told (NULL for none) in plain print, then text, the
 * sentence that matters now; the panel leaves the holes of avoid (bit h
 * for hole h) in sight. */
void notice_explain(struct tui *f, const char *title, const char *told, const char *text,
                    unsigned avoid);

#endif
