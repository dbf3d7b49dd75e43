/*
 * confirm.h - a question in a panel over the board: y does it, another
 * key goes back (or, for a strict question, n does the other thing and
 * every other key is refused).  Every question the front end asks is
 * asked through confirm_open.
 */
#ifndef TIHBAT_TUI_CONFIRM_H
#define TIHBAT_TUI_CONFIRM_H

#include <stdbool.h>

#include "tihbat.h"

#include "tui/keys.h"

struct tui;

/* A question's keys: y; s, when it has a third answer; n and Esc for a
 * strict one, any other key for one that is not. */
extern const struct key_row confirm_keys[];

struct question {
    const char *title, *question, *about; /* translated; copied */
    const char *sentence;                 /* for the line above the keys */
    const char *yes_what, *no_what;       /* for the key bar: N_() English */
    bool strict;                          /* only y and n answer */
    bool urgent;                          /* shown even in a window too small for the board */
    /* Called once the panel is closed (no may be NULL); data is theirs. */
    void (*yes)(struct tui *f, const void *data);
    void (*no)(struct tui *f, const void *data);
    const void *data;
    /* A third answer to a question that is not strict, s, which saves the
     * record first (other may be NULL): its words for the key bar (N_()
     * English), and the line saying every answer (translated). */
    const char *other_what, *answers;
    void (*other)(struct tui *f, const void *data);
};

/* False when it cannot be asked (the word about the last key says why). */
bool confirm_open(struct tui *f, const struct question *q);
/* Quit?  Says whether the game is kept for next time; when it would be
 * lost, s saves its record first. */
void confirm_quit(struct tui *f);
/* A new game of rules?  Says what is lost. */
void confirm_new_game(struct tui *f, const tb_rules *rules);
/* Leaving the game played for something else (puzzles, a lesson): go(f,
 * data) at once while the game is kept (or there is none to keep); when
 * it would be lost, asks first, and s saves its record. */
void confirm_leave_game(struct tui *f, const char *question,
                        void (*go)(struct tui *f, const void *data), const void *data);

#endif
