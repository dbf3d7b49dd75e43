/*
 * autosave.c - the game kept on disk while it is played, and offered back
 * at the next start.  The file is written after every change of the game
 * while the base mode keeps it; a game with no move, or over, leaves
 * nothing to resume, so the file goes, but only once this game has
 * written it or come from it: a saved game that was not resumed stays
 * until the new game's first move.  A saved game that was not offered
 * back (a record was opened, or the lessons begun) is not written over
 * before someone says so.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "play/autosave.h"

/* The file holds an unfinished game from before this one (a record was
 * opened, or the lessons begun, without offering it back): */
enum other {
    OTHER_NONE,    /* no: or someone chose to replace it */
    OTHER_UNASKED, /* yes: it is asked before a game would write over it */
    OTHER_ASKING,  /* yes, and the question is open */
};

struct autosave {
    char file[PATH_SIZE];        /* empty: no autosave */
    unsigned long saved_version; /* the table's version autosave_keep last saw */
    bool owned;                  /* this game wrote it, or came from it */
    bool holds;                  /* it holds the game as it stands */
    enum other other;            /* it holds a game from before, not replaced unasked */
    int error;                   /* errno of the failure, or 0 */
    bool removing;               /* it failed removing the file */
    int failed_at;               /* the ply the failure began at */
    bool taken;                  /* another copy holds it: not told yet */
    tb_game *offered;            /* the saved game, while offered back or asked about */
    tb_tags offered_tags;
};

struct autosave *autosave_new(void) { return calloc(1, sizeof(struct autosave)); }

void autosave_free(struct autosave *a)
{
    if (a)
        tb_game_free(a->offered);
    free(a);
}

/* Whether g holds every move of saved, from the same start: replacing
 * saved with g then loses nothing. */
static bool continues(const tb_game *g, const tb_game *saved)
{
    if (tb_game_rules(g) != tb_game_rules(saved) || tb_game_length(g) < tb_game_length(saved) ||
        !tb_position_equal(tb_game_rules(g), tb_game_position_at(g, 0),
                           tb_game_position_at(saved, 0)))
        return false;
    for (int ply = 0; ply < tb_game_length(saved); ply++)
        if (tb_game_move_at(g, ply) != tb_game_move_at(saved, ply))
            return false;
    return true;
}

void autosave_decline(struct autosave *a)
{
    tb_game_free(a->offered);
    a->offered = NULL;
}

enum autosave_ask autosave_keep(struct autosave *a, const struct table *t, bool keeps, bool alone)
{
    if (a->taken && keeps) {
        a->taken = false;
        return ASK_TELL_TAKEN;
    }
    if (!a->file[0])
        return ASK_NOTHING;
    /* A game the autosave keeps, alone on the screen, and an unfinished one
     * from before in the file: asked, unless nothing of that one is lost. */
    if (a->other == OTHER_UNASKED && keeps && alone) {
        if (!continues(table_game(t), a->offered)) {
            a->other = OTHER_ASKING;
            return ASK_REPLACE;
        }
        autosave_decline(a);
        a->other = OTHER_NONE;
    }
    if (a->other != OTHER_NONE) /* nothing is written before someone says so */
        return ASK_NOTHING;
    if (a->saved_version == table_version(t))
        return ASK_NOTHING;
    a->saved_version = table_version(t); /* a mode that does not keep it never will */
    if (!keeps) {
        a->holds = false;
        return ASK_NOTHING;
    }
    int error = 0;
    bool removing = tb_game_length(table_game(t)) == 0 || tb_game_over(table_game(t));
    if (removing && a->owned) {
        error = autosave_remove(a->file);
    } else if (!removing) {
        error = autosave_write(a->file, table_game(t), table_tags(t));
        a->owned = a->owned || error == 0;
    }
    a->holds = !removing && error == 0;
    /* A failure is told once, after the ply it began at, until it ends. */
    if (error && (!a->error || tb_game_ply(table_game(t)) < a->failed_at))
        a->failed_at = tb_game_ply(table_game(t));
    a->error = error;
    a->removing = removing;
    return ASK_NOTHING;
}

void autosave_replace(struct autosave *a)
{
    autosave_decline(a);
    a->other = OTHER_NONE;
    a->saved_version = 0; /* no version is 0: autosave_keep writes it next */
}

void autosave_keep_other(struct autosave *a)
{
    autosave_decline(a);
    a->other = OTHER_NONE;
    a->file[0] = '\0';
}

bool autosave_waits(const struct autosave *a) { return a->other != OTHER_NONE; }

const char *autosave_where(const struct autosave *a) { return a->file; }

struct autosave_failure autosave_failure(const struct autosave *a)
{
    return (struct autosave_failure){a->error, a->removing, a->failed_at};
}

enum fate autosave_fate(const struct autosave *a, const struct table *t, bool keeps)
{
    if (!keeps || tb_game_length(table_game(t)) == 0 || tb_game_over(table_game(t)))
        return FATE_NOTHING_TO_KEEP;
    if (a->file[0] && a->holds && a->saved_version == table_version(t))
        return FATE_KEPT;
    if (table_record(t))
        return FATE_RECORDED;
    return a->file[0] && a->error ? FATE_FAILED : FATE_UNSAVED;
}

bool autosave_losing(const struct autosave *a, const struct table *t, bool keeps)
{
    enum fate fate = autosave_fate(a, t, keeps);
    return fate == FATE_FAILED || fate == FATE_UNSAVED;
}

const tb_game *autosave_offered(const struct autosave *a, const tb_tags **tags)
{
    if (tags)
        *tags = &a->offered_tags;
    return a->offered;
}

void autosave_resume(struct autosave *a, struct table *t)
{
    if (!a->offered)
        return;
    table_resume(t, a->offered, &a->offered_tags);
    a->offered = NULL;
    /* The file holds this very game: it is this game's to keep. */
    a->saved_version = table_version(t);
    a->owned = a->holds = true;
}

/* The saved file is not a record: it is moved aside. */
static void set_aside(struct autosave *a, int error, const tb_error *err,
                      struct autosave_finding *found)
{
    found->found = FOUND_SET_ASIDE;
    found->error = error;
    if (err)
        found->err = *err;
    found->moved = save_set_aside(a->file, found->aside, sizeof found->aside);
}

/* The saved game from last time: offered back (with offer_back, else
 * kept until someone chooses to replace it); set aside if it is not a
 * record; left where it is if it cannot be read at all, and then never
 * written over. */
static void look_at_saved(struct autosave *a, bool offer_back, struct autosave_finding *found)
{
    int error;
    tb_error err;
    tb_tags tags = {0};
    tb_game *g = load_record(a->file, LOAD_FILE, &tags, &error, &err);
    if (g && (tb_game_length(g) == 0 || tb_game_over(g))) {
        tb_game_free(g);
    } else if (g) {
        a->offered = g;
        a->offered_tags = tags;
        found->found = offer_back ? FOUND_OFFER : FOUND_KEPT;
        if (!offer_back)
            a->other = OTHER_UNASKED;
    } else if (error == ENOENT || error == ENOTDIR) { /* no saved game */
        return;
    } else if (error && error != EFBIG) { /* not the file's fault: it stays, untouched */
        found->found = FOUND_UNREADABLE;
        found->error = error;
        a->file[0] = '\0';
    } else {
        set_aside(a, error, error ? NULL : &err, found);
    }
}

void autosave_open(struct autosave *a, const struct table *t, bool offer_back,
                   struct autosave_finding *found)
{
    memset(found, 0, sizeof *found);
    found->found = FOUND_NOTHING;
    a->saved_version = table_version(t);
    if (!autosave_path(a->file, sizeof a->file)) {
        a->file[0] = '\0'; /* no home: nothing is saved by itself */
        return;
    }
    memcpy(found->file, a->file, sizeof found->file);
    if (autosave_start(a->file) == EWOULDBLOCK) {
        /* Another copy of the program holds the autosave: this one leaves it be. */
        a->file[0] = '\0';
        a->taken = true;
        found->found = FOUND_TAKEN;
    } else {
        look_at_saved(a, offer_back, found);
    }
}
