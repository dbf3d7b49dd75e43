/*
 * autosave.h - the policy of the game kept in $XDG_STATE_HOME/tihbat/
 * current.tbg (src/app/save.c writes it), so that nothing is lost: written
 * after every change of the game while the base mode keeps it, removed
 * when nothing is left to resume, offered back at the next start; a saved
 * game that was not offered back is never replaced unasked; a file that
 * cannot be read, or another copy's, is never touched.
 *
 * Opaque, kept by the front end's main loop, which calls autosave_keep
 * after every key and tick; it asks people nothing itself: it says what
 * to ask or tell (enum autosave_ask, struct autosave_finding), and the
 * answers come back through its functions.
 */
#ifndef TIHBAT_PLAY_AUTOSAVE_H
#define TIHBAT_PLAY_AUTOSAVE_H

#include <stdbool.h>

#include "app/save.h"
#include "play/table.h"

struct autosave;

/* Nothing kept yet, nothing found; NULL when out of memory. */
struct autosave *autosave_new(void);
void autosave_free(struct autosave *a);

/* What the start found in the state directory. */
enum autosave_found {
    FOUND_NOTHING,    /* no unfinished game (or no home: nothing is saved by itself) */
    FOUND_OFFER,      /* an unfinished game, to offer back (autosave_offered) */
    FOUND_KEPT,       /* an unfinished game, not offered: replaced only when someone says */
    FOUND_TAKEN,      /* another copy holds the file: autosave_keep tells it in time */
    FOUND_UNREADABLE, /* it cannot be read (error): left as it is, nothing saved */
    FOUND_SET_ASIDE,  /* not a game record (error, or err): moved to aside, unless moved */
};

struct autosave_finding {
    enum autosave_found found;
    char file[PATH_SIZE]; /* the autosave's file */
    int error;            /* errno, or 0 */
    tb_error err;         /* FOUND_SET_ASIDE with error 0: why it is not a record */
    int moved;            /* FOUND_SET_ASIDE: 0, or why it could not be moved aside */
    char aside[PATH_SIZE];
};

/* At the start, with t's game open: finds the autosave and takes its lock
 * (another copy holding it, this one never touches it); with offer_back
 * an unfinished game is offered, else kept until someone chooses to
 * replace it; a file that is no record is set aside. */
void autosave_open(struct autosave *a, const struct table *t, bool offer_back,
                   struct autosave_finding *found);

/* The game offered back, or kept from before (NULL: none), and its tags. */
const tb_game *autosave_offered(const struct autosave *a, const tb_tags **tags);
/* The offered game in place of t's: the file holds it as it stands. */
void autosave_resume(struct autosave *a, struct table *t);
/* The offered game stays in its file; this one is kept from its first move. */
void autosave_decline(struct autosave *a);

/* What the front end must ask or tell for the game to be kept. */
enum autosave_ask {
    ASK_NOTHING,
    ASK_TELL_TAKEN, /* another copy keeps its game: this one is not saved as it goes */
    ASK_REPLACE,    /* replace the saved game from before? autosave_replace or _keep_other */
};
/* After every key and tick: writes or removes the file when t's game
 * changed since, while the base mode keeps it (keeps); a failure is kept
 * for the story while it lasts, and the game goes on.  Before the first
 * write over an unfinished game from before, with the base alone on the
 * screen, asks (unless t's game holds every move of it); with another
 * copy holding the file, tells so once a mode that keeps the game is on. */
enum autosave_ask autosave_keep(struct autosave *a, const struct table *t, bool keeps, bool alone);
/* The answers to ASK_REPLACE: this game in its place, at once; or that
 * one kept, and this one not saved as it goes. */
void autosave_replace(struct autosave *a);
void autosave_keep_other(struct autosave *a);
/* Whether the file holds a game from before that nobody chose to
 * replace: nothing is written over it meanwhile. */
bool autosave_waits(const struct autosave *a);

/* Where the game is kept: the file, or "" when this copy keeps none by itself. */
const char *autosave_where(const struct autosave *a);
/* A failure to keep the game, while it lasts (error 0: none). */
struct autosave_failure {
    int error;
    bool removing; /* in removing the file */
    int ply;       /* the ply it began at */
};
struct autosave_failure autosave_failure(const struct autosave *a);

/* What becomes of t's game if the program ends now, keeps saying whether
 * the base mode keeps it. */
enum fate {
    FATE_NOTHING_TO_KEEP, /* no game played, or no move, or it is over */
    FATE_KEPT,            /* the autosave holds it as it stands */
    FATE_RECORDED,        /* not, but a record saved with s does */
    FATE_FAILED,          /* lost: the autosave failed (autosave_failure says why) */
    FATE_UNSAVED,         /* lost: no autosave for this game */
};
enum fate autosave_fate(const struct autosave *a, const struct table *t, bool keeps);
/* FATE_FAILED or FATE_UNSAVED. */
bool autosave_losing(const struct autosave *a, const struct table *t, bool keeps);

#endif
