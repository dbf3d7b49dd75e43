/*
 * keys.h - a mode's keys in one table, after tig's keymaps.  A command is
 * what keys do: the keys, what the help says of them, when they act, and
 * the action; the modes that share a command (the board's keys, undo,
 * the teaching keys) share it.  A mode's table is its rows, each a
 * command and how the key bar offers it (its words, and when).  The
 * table drives the dispatch (mode.c gives a key to the first row of the
 * top mode whose command takes it), the key bar (the rows offered now)
 * and the help (every row's command), so that a new key is one row, and
 * the help and the bar can never say otherwise than the mode does.
 * The rows every mode that shows moves has (the keys while a move is
 * shown, the teaching keys) are tables of their own, which a mode's table
 * includes.
 */
#ifndef TIHBAT_TUI_KEYS_H
#define TIHBAT_TUI_KEYS_H

#include <stdbool.h>

#include "tihbat.h"

struct input;
struct mode;
struct scene;
struct shown;
struct tui;

/* What a command's key is. */
enum key_kind {
    NO_KEY,      /* the end of the command's keys */
    CHAR_KEY,    /* the character code */
    CODE_KEY,    /* curses' function key code (KEY_LEFT...) */
    HOLE_KEYS,   /* a hole's letter, either case, in the rules being played */
    CLICKS,      /* a click, on the board or not */
    PLAYER_KEYS, /* a player's number, 1 to the players of the rules */
    TYPED_KEYS,  /* a character that prints: what a prompt takes */
    ANY_KEY,     /* any key the rows above did not take */
};

struct command_key {
    enum key_kind kind;
    int code;
};

#define CH(c)                                                                                      \
    {                                                                                              \
        CHAR_KEY, (c)                                                                              \
    }
#define FN(k)                                                                                      \
    {                                                                                              \
        CODE_KEY, (k)                                                                              \
    }
/* Enter, however the terminal sends it. */
#define ENTER_KEYS FN(KEY_ENTER), CH('\r'), CH('\n')
#define HOLE_LETTERS                                                                               \
    {                                                                                              \
        HOLE_KEYS, 0                                                                               \
    }
#define BOARD_CLICK                                                                                \
    {                                                                                              \
        CLICKS, 0                                                                                  \
    }
#define PLAYER_NUMBERS                                                                             \
    {                                                                                              \
        PLAYER_KEYS, 0                                                                             \
    }
#define PRINTABLE                                                                                  \
    {                                                                                              \
        TYPED_KEYS, 0                                                                              \
    }
#define OTHER_KEYS                                                                                 \
    {                                                                                              \
        ANY_KEY, 0                                                                                 \
    }

enum { COMMAND_KEYS = 16 };

/* What a command is, besides its keys.  A key goes first to the commands
 * that act FIRST, then to those of a move being shown (MOVE_SHOWN), then
 * to the others, each in the table's order (which is the bar's and the
 * help's). */
enum {
    MOVES_BOARD = 1, /* it waits (does nothing) while a move is shown */
    GOES_ON = 2,     /* after acting, the key goes on to the commands after it */
    FIRST = 4,       /* it acts before the keys of a move being shown */
    MOVE_SHOWN = 8,  /* a key of a move being shown: step mode's next seed, Esc */
};

typedef bool key_when(const struct mode *m, const struct scene *sc);

struct command {
    struct command_key keys[COMMAND_KEYS]; /* ended by NO_KEY */
    /* What the help says the keys do, N_(); NULL: the keys join the line
     * of the row above; "": not listed (other rows list the same keys). */
    const char *help;
    unsigned flags;
    key_when *when; /* it takes its keys only when this holds (NULL: always) */
    void (*act)(struct mode *m, struct tui *f, const struct input *in);
};

/* A row of a mode's table: a command, and how the key bar offers it; or
 * the rows of another table (the keys modes share, with their words). */
struct key_row {
    const struct command *does;
    const struct key_row *include; /* with does, NULL ends the table */
    /* The key bar's words: the keys' name ("u", "Up Down") and what they do
     * now, English marked N_() (a name of more than one character is
     * translated too); no name: never in the bar. */
    const char *bar, *label;
    /* In the bar when the command acts now, and this holds (NULL: always). */
    key_when *offered;
    /* The bar's words when they are the mode's own (a question's answers),
     * in place of label. */
    const char *(*label_of)(const struct mode *m);
    bool moving; /* in the bar only while a move is shown, and then only such rows */
};

/* The rows of a table, its includes walked into, in order:
 *     for (row = keys_first(&walk, table); row; row = keys_next(&walk)) */
struct key_walk {
    const struct key_row *at[4]; /* the row in each table, outermost first */
    int depth;
};
const struct key_row *keys_first(struct key_walk *w, const struct key_row *table);
const struct key_row *keys_next(struct key_walk *w);

/* Gives in to the first row of table whose command takes it, in the
 * order above; false when none did. */
bool keys_press(const struct key_row *table, struct mode *m, struct tui *f, const struct input *in);
/* The key bar of table for the mode m as sc shows it, in s: the rows
 * offered now, in their order; while s shows a move, the rows for that. */
void keys_bar(const struct key_row *table, const struct mode *m, const struct scene *sc,
              struct shown *s);
/* Adds the help's rows for table to s's panel, each "KEYS  what they do",
 * the keys' names in the language of the moment, the keys' column as
 * wide as the widest name in it. */
void keys_help(const struct key_row *table, struct shown *s);
/* The name a key has in the help, translated: "Left", "A, B, C...", or
 * the character itself, written in own ("u"). */
const char *key_help_name(const struct command_key *k, char own[2]);

#endif
