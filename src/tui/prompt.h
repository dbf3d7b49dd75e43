/*
 * prompt.h - a line of text typed in a panel: a name is offered, Enter
 * hands what was typed to its asker, Esc gives up.
 */
#ifndef TIHBAT_TUI_PROMPT_H
#define TIHBAT_TUI_PROMPT_H

#include <stdbool.h>

#include "tui/keys.h"

struct tui;

/* A prompt's keys: Backspace and Ctrl-U mend, Enter gives, Esc gives up,
 * a character that prints is typed. */
extern const struct key_row prompt_keys[];

struct prompt_ask {
    const char *title, *about, *keys_line; /* translated; copied */
    const char *sentence;                  /* for the line above the keys */
    const char *enter_what, *esc_what;     /* for the key bar: N_() English */
    const char *offered;                   /* the text to begin with */
    /* Enter: what was typed, in the locale's encoding, and data; true
     * when done, false to let it be mended (the word about the last key says why). */
    bool (*enter)(struct tui *f, const char *text, const void *data);
    const void *data;
    void (*cancel)(struct tui *f); /* Esc, once the prompt is closed; may be NULL */
    void (*done)(struct tui *f);   /* once enter said done and the prompt is closed; may be NULL */
    bool urgent;                   /* shown even in a window too small for the board */
};

void prompt_open(struct tui *f, const struct prompt_ask *ask);
/* Asks for the file to save the game record to, offering a name. */
void prompt_save(struct tui *f);
/* The same on the way out: a name that cannot be saved to is said and
 * left to mend, and once the record is saved, then() follows. */
void prompt_save_then(struct tui *f, void (*then)(struct tui *f));

#endif
