/*
 * notice.h - something to read in a panel over the board; any key goes on.
 */
#ifndef TIHBAT_TUI_NOTICE_H
#define TIHBAT_TUI_NOTICE_H

#include "tui/keys.h"
#include "tui/mode.h"

struct tui;

/* Any key goes on (closes the panel): a notice's keys, and any panel's
 * that is only read. */
extern const struct key_row notice_keys[];

/* Copies title and text; nothing when it cannot be opened (the table
 * says why). */
void notice_open(struct tui *f, const char *title, const char *text);
/* What matters now, a lesson's words or a verdict's: told (NULL for
 * none) in plain print, then text; in projector mode both in large print,
 * then gist (NULL for none), with no panel over them: when they do not
 * fit whole, the last sentence, the gist's or the text's, is large and
 * the rest plain.  A verdict (VERDICT_RIGHT or VERDICT_WRONG) has its
 * colour and mark, and title is its word.  The panel leaves the holes of
 * avoid (bit h for hole h) in sight. */
void notice_explain(struct tui *f, enum verdict verdict, const char *title, const char *told,
                    const char *text, const char *gist, unsigned avoid);

#endif
