/*
 * mode.h - the modes of the front end, the stack they stand in, and what
 * they stand on.
 *
 * A mode is one file: its state, a struct whose first member is a struct
 * mode, and its operations (struct mode_ops).  The modes stand in a stack.
 * At the bottom is the base: the game (play.c), a lesson (lesson.c), a
 * replay (replay.c), a review or the puzzles.  Over it stand what was
 * opened from it: the editor, the end of a game, the menu, a prompt, the
 * help, a question, a notice; closing one goes back to the one below.
 * The main loop (tui.c) gives each key and each tick to the top mode, and
 * asks every mode, from the bottom up, what it shows; draw.c draws that
 * and never asks which mode it is.  No mode writes another's state: a mode
 * that must hear back from one it opened (a question, a prompt) gives it
 * functions to call.
 *
 * What the modes stand on is the main loop's (struct tui, opaque): the
 * table, the settings and the advisor, each changed only through its own
 * functions; what a mode shows it reads from a struct scene, where
 * nothing can be changed.
 *
 * To add a mode: a file with its state, its mode_ops and a function that
 * opens it (mode_push, or mode_base for a new base), and a header for
 * that function.  docs/architecture.md tells more.
 */
#ifndef TIHBAT_TUI_MODE_H
#define TIHBAT_TUI_MODE_H

#include <stdbool.h>
#include <stddef.h>
#include <wchar.h>

#include "app/advisor.h"
#include "play/autosave.h"
#include "play/settings.h"
#include "play/story.h"
#include "play/table.h"
#include "tui/draw.h"
#include "tui/keys.h"
#include "tui/tui.h"

/* The number of elements of an array. */
#define LENGTH(array) ((int)(sizeof(array) / sizeof((array)[0])))

/* A key, or a click on the board. */
struct input {
    bool function_key; /* key is a curses KEY_ code */
    wint_t key;        /* KEY_MOUSE for a click */
    int hole;          /* for a click, the hole under it, or -1 */
};

bool input_is(const struct input *in, wint_t ch); /* the character ch */
bool input_escape(const struct input *in);
bool input_click(const struct input *in);

/* A key and what it does, for the key bar: English, marked N_(); a key
 * of more than one character is translated too ("Enter", "Esc"). */
struct key_help {
    const char *key, *what;
};

enum row_style { ROW_PLAIN, ROW_BOLD, ROW_DIM, ROW_CHOSEN, ROW_TYPED, ROW_PLAYER /* + p */ };

struct row {
    const char *text; /* "" for a blank line */
    int style;        /* an enum row_style, or ROW_PLAYER + p */
};

enum { SHOWN_ROWS = 48, SHOWN_TEXT = 16384, SHOWN_KEYS = 12 };

/* A move judged: right or wrong, seen before it is read (a colour and a
 * large mark on the panel and in large print). */
enum verdict { VERDICT_NONE, VERDICT_RIGHT, VERDICT_WRONG };

/* What the screen shows: filled in by each mode in the stack, bottom up,
 * each over what those below it filled in. */
struct shown {
    const char *title;            /* above the board */
    struct view view;             /* the board, with marks on its holes */
    bool board_moves;             /* the highlighted hole is sown by Enter */
    bool moving;                  /* a move is being shown: sentence tells the seed in hand */
    const char *story[STORY_MAX]; /* under the board, oldest first */
    int story_told;
    const char *large;           /* the sentence that matters now: a projector's large print */
    const char *sentence;        /* the line above the keys: what to do now */
    const char *word;            /* above it, the answer to the last key */
    bool alert;                  /* ... a refusal or an error */
    const struct key_help *keys; /* the key bar, ended by {NULL, NULL}; never empty */
    struct {                     /* a panel over the board, when title is not NULL */
        const char *title;
        struct row rows[SHOWN_ROWS];
        int rows_n;
        int width;      /* at most, in columns */
        int top;        /* the first line shown, when it scrolls */
        unsigned avoid; /* bit h: the panel leaves hole h in sight */
        bool urgent;    /* shown even in a window too small for the board */
        /* A verdict's panel: its colour and mark.  Its title is the
         * verdict's word; in projector mode, with large print, the mark
         * and the word are in large print too. */
        enum verdict verdict;
        bool said_large; /* with large print, in projector mode, it is not drawn */
    } panel;
    struct { /* a graph below the story, when points > 0 or note */
        int points;
        /* 1: value[k] at point k, drawn up from the axis in player 0's
         * colour above 0, down in player 1's below.  More: `series` values
         * a point, value[k * series + i], stacked up from the axis in
         * player i's colour.  The scale goes to the largest. */
        int series;
        const int *value;
        const int *capture;                /* at each point: who captured there, or -1 */
        int current;                       /* the point marked, or -1 */
        const char *mark;                  /* what names that point, beside its mark */
        const char *names[TB_MAX_PLAYERS]; /* what up and down (each series) mean */
        const char *caption;               /* under the names of the series, what the bars are */
        const char *note;                  /* in place of the graph, until it is there */
    } graph;
    struct key_help bar[SHOWN_KEYS + 1]; /* room for a key bar made by shown_key */
    int bar_n;
    char text[SHOWN_TEXT]; /* room for the strings above */
    size_t used;
};

/* A copy of text in s's room, for as long as s lasts ("" when full). */
const char *shown_keep(struct shown *s, const char *text);
/* The story of the game at the ply shown, as story_tell tells it. */
void shown_story(struct shown *s, const struct scene *sc, const char *intro);
/* One more sentence of the story, the newest (copied). */
void shown_tell(struct shown *s, const char *text);
/* A panel over the board, in place of any a mode below showed: its
 * title (translated, lasting as long as s), then its rows. */
void shown_panel(struct shown *s, const char *title);
/* A row of the panel; text must last as long as s: a literal, a
 * translation, the mode's own state, or shown_keep's copy. */
void shown_row(struct shown *s, const char *text, int style);
/* A key bar made anew, then its keys one by one: English, marked N_(),
 * as struct key_help (keys.c makes it from the top mode's table). */
void shown_keys(struct shown *s);
void shown_key(struct shown *s, const char *key, const char *what);

struct mode;

/* The front end: the main loop's (tui.c). */
struct tui;

/* What the modes show from: nothing in it can be changed. */
struct scene {
    const struct tui_config *cfg;    /* what the program was started with */
    const struct table *table;       /* the game at the table */
    const struct settings *settings; /* speed, step mode, preview, projector, level, tips */
    const struct autosave *autosave; /* the game kept, and its failures */
    const struct layout *layout;     /* where the screen last put things */
};

const struct scene *tui_scene(const struct tui *f);
/* What the modes change, each through its own functions. */
struct table *tui_table(struct tui *f);
struct settings *tui_settings(struct tui *f);
struct advisor *tui_advisor(struct tui *f);
/* Projector mode on or off, the fonts of large print looked for the
 * first time it goes on; true when they were found. */
bool tui_projector(struct tui *f, bool on);
/* The program ends after this key. */
void tui_quit(struct tui *f);

/* The word about the last key, on the line above the keys; what the
 * table said happened, told in the narrator's words. */
void say(struct tui *f, bool alert, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void tell_event(struct tui *f, struct event e);
/* No word: a new key, or a new mode, takes the line. */
void say_nothing(struct tui *f);
/* A right answer: the bell rings with the next frame, when it is on. */
void ring(struct tui *f);

struct mode_ops {
    /* Whether the autosave keeps the game while this mode is the base. */
    bool autosaves;
    /* Its keys (keys.h): what each does while the mode is on top, the key
     * bar and the help come from this table alone. */
    const struct key_row *keys;
    /* What is said of a key no row takes, N_() English (NULL: nothing). */
    const char *refusal;
    /* Does what is due while the mode is on top (NULL: nothing), and
     * returns how long the loop may sleep, in ms (-1: until a key). */
    int (*tick)(struct mode *m, struct tui *f);
    /* Fills in what it shows, over what the modes below filled in. */
    void (*show)(const struct mode *m, const struct scene *sc, struct shown *s);
    /* Lets go of what the mode holds when it leaves the stack (NULL:
     * nothing); its memory is freed after the key or tick is done. */
    void (*close)(struct mode *m, struct tui *f);
};

struct mode {
    const struct mode_ops *ops;
    struct mode *closed_next; /* after it left the stack, the next to free */
};

/* A new mode of `size` bytes (its state, whose first member is its struct
 * mode), zeroed, on top; NULL when it cannot be, and the word says why. */
void *mode_push(struct tui *f, const struct mode_ops *ops, size_t size);
/* A new base in place of every mode in the stack. */
void *mode_base(struct tui *f, const struct mode_ops *ops, size_t size);
/* Closes m and every mode over it; nothing when m has left already. */
void mode_close(struct tui *f, const struct mode *m);
/* The mode at depth i from the base (0), or NULL above the top. */
const struct mode *mode_at(const struct tui *f, int i);
/* How many modes stand in the stack. */
int mode_depth(const struct tui *f);
/* Whether the autosave keeps the game now: the base's autosaves. */
bool mode_autosaves(const struct tui *f);

/* For the main loop: a key to the top mode; the animation and the top
 * mode's tick, returning how long to sleep; what every mode shows; every
 * mode closed and freed, when the program ends. */
void mode_key(struct tui *f, const struct input *in);
int mode_tick(struct tui *f);
void mode_show(const struct tui *f, struct shown *s);
void mode_end(struct tui *f);

#endif
