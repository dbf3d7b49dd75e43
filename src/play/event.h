/*
 * event.h - what the table says happened when it was asked to do
 * something: a move played (the seeds it captured, the end of the game,
 * in its account), refused and why, plies taken back, a record saved, the
 * tips come.  The front end turns an event into pictures and the
 * narrator (narrate_event) into words.
 */
#ifndef TIHBAT_PLAY_EVENT_H
#define TIHBAT_PLAY_EVENT_H

#include "tihbat.h"

enum event_kind {
    EVENT_NONE,         /* nothing to tell */
    EVENT_PLAYED,       /* a ply was played, and is shown: acc (captures, the end) */
    EVENT_REFUSED,      /* a move could not be played: status */
    EVENT_CANNOT_START, /* a new game could not begin: status */
    EVENT_NEW_GAME,     /* a new game began */
    EVENT_TOOK_BACK,    /* count plies taken back, the last of them player's move */
    EVENT_NO_UNDO,      /* there was no move to take back */
    EVENT_SAVED,        /* the record was saved in path */
    EVENT_NOT_SAVED,    /* ... could not be: status is the errno */
    EVENT_TIPS,         /* the tips, there or just come */
    EVENT_TIPS_OFF,     /* the tip key was pressed with the tips off */
    EVENT_NO_TIP,       /* ... while it is no person's turn */
    EVENT_THINKING,     /* ... and the tips are being worked out */
    EVENT_CANNOT_THINK, /* the computer has no memory to think: the game waits */
    EVENT_WAIT,         /* a hole was named while it is not a person's turn */
    EVENT_NOT_YOURS,    /* hole is another player's */
    EVENT_EMPTY,        /* hole has no seed to sow */
    EVENT_CHOSEN,       /* hole is highlighted, to be sown */
    EVENT_CHOOSE_FIRST, /* sowing was asked with no hole highlighted */
    EVENT_PAUSED,       /* the computer waits */
    EVENT_GOING_ON,     /* ... and goes on */
};

struct event {
    enum event_kind kind;
    int status;       /* EVENT_REFUSED, EVENT_CANNOT_START: a TB_ status; EVENT_NOT_SAVED: errno */
    int hole;         /* the hole a key named */
    int count;        /* EVENT_TOOK_BACK: how many plies */
    int player, move; /* EVENT_TOOK_BACK: the last ply taken back */
    const char *path; /* EVENT_SAVED, EVENT_NOT_SAVED */
    tb_account acc;   /* EVENT_PLAYED */
};

#endif
