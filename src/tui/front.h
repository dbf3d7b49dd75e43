/*
 * front.h - the front end's state, private to the main loop (tui.c) and
 * the stack of modes (mode.c): no other file includes it (the build's
 * tests check), so that a mode reaches what it stands on only through
 * the functions of mode.h, and reads what it shows from a struct scene.
 */
#ifndef TIHBAT_TUI_FRONT_H
#define TIHBAT_TUI_FRONT_H

#include "tui/mode.h"

enum { MODE_DEPTH = 12 };

struct bigtext;

struct tui {
    /* Written by tui.c alone: what the front end stands on. */
    struct settings *settings;
    struct advisor *advisor;   /* the computer's moves, the tips, reviews and puzzles */
    struct autosave *autosave; /* kept by the main loop after every key and tick */
    struct table *table;
    struct scene scene;    /* const views of the above, for showing */
    struct bigtext *fonts; /* for large print, or NULL */
    bool fonts_tried;      /* looked for them already */
    struct layout layout;  /* where draw.c put things, for clicks and scrolling */
    bool quit;
    unsigned long chimes; /* the table's chimes the bell has answered */

    /* Written by mode.c alone: the stack, and the word about the last key. */
    struct mode *stack[MODE_DEPTH];
    int depth;
    struct mode *closed; /* left the stack: freed once the key is done */
    char word[SENTENCE_SIZE];
    bool alert;                /* the word is a refusal or an error */
    unsigned long word_during; /* the table's version it was said at */
    bool ring;                 /* a right answer: the bell, when it is on, with the next frame */
};

#endif
