/*
 * autosave.c - the game kept on disk while it is played (src/app/save.c
 * writes it), and offered back at the next start.  The file is written
 * after every change of the game while the base mode keeps it; a game
 * with no move, or over, leaves nothing to resume, so the file goes, but
 * only once this game has written it or come from it: a saved game that
 * was not resumed stays until the new game's first move.  A saved game
 * that was not offered back (a record was opened, or the lessons begun)
 * is not written over before someone says so.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "app/i18n.h"
#include "tui/autosave.h"
#include "tui/confirm.h"
#include "tui/mode.h"
#include "tui/narrate.h"
#include "tui/notice.h"

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

static void ask_replace(struct tui *f);

/* That another copy holds the autosave, once a game it would keep is on. */
static void tell_taken(struct tui *f)
{
    struct table *t = &f->table;
    if (!t->save_taken || !mode_autosaves(f))
        return;
    t->save_taken = false;
    notice_open(f, _("Another game is open"),
                _("Another copy of the program is playing a game and saving it as it goes. "
                  "This game is not saved as it goes: press s to save it yourself."));
}

void autosave_keep(struct tui *f)
{
    struct table *t = &f->table;
    tell_taken(f);
    if (!t->autosave[0])
        return;
    /* A game the autosave keeps, alone on the screen, and an unfinished one
     * from before in the file: asked, unless nothing of that one is lost. */
    if (t->save_other == OTHER_UNASKED && mode_autosaves(f) && f->depth == 1) {
        if (!continues(t->game, t->offered)) {
            ask_replace(f);
            return;
        }
        table_decline(t);
        t->save_other = OTHER_NONE;
    }
    if (t->save_other != OTHER_NONE) /* nothing is written before someone says so */
        return;
    if (t->saved_version == t->version)
        return;
    t->saved_version = t->version; /* a mode that does not keep it never will */
    if (!mode_autosaves(f)) {
        t->save_holds = false;
        return;
    }
    int error = 0;
    bool removing = tb_game_length(t->game) == 0 || tb_game_over(t->game);
    if (removing && t->save_owned) {
        error = autosave_remove(t->autosave);
    } else if (!removing) {
        error = autosave_write(t->autosave, t->game, &t->tags);
        t->save_owned = t->save_owned || error == 0;
    }
    t->save_holds = !removing && error == 0;
    /* A failure is told once, after the ply it began at, until it ends. */
    if (error && (!t->save_error || tb_game_ply(t->game) < t->save_failed_at))
        t->save_failed_at = tb_game_ply(t->game);
    t->save_error = error;
    t->save_removing = removing;
}

enum fate autosave_fate(const struct tui *f)
{
    const struct table *t = &f->table;
    if (!mode_autosaves(f) || tb_game_length(t->game) == 0 || tb_game_over(t->game))
        return FATE_NOTHING_TO_KEEP;
    if (t->autosave[0] && t->save_holds && t->saved_version == t->version)
        return FATE_KEPT;
    if (t->record_version == t->version)
        return FATE_RECORDED;
    return t->autosave[0] && t->save_error ? FATE_FAILED : FATE_UNSAVED;
}

bool autosave_losing(const struct tui *f)
{
    enum fate fate = autosave_fate(f);
    return fate == FATE_FAILED || fate == FATE_UNSAVED;
}

static void resume(struct tui *f, const void *data)
{
    (void)data;
    struct table *t = &f->table;
    table_resume(t);
    /* The file holds this very game: it is this game's to keep. */
    t->saved_version = t->version;
    t->save_owned = t->save_holds = true;
}

static void decline(struct tui *f, const void *data)
{
    (void)data;
    table_decline(&f->table);
}

/* "A game of Tihbat between Amina and Youssef was not finished: ...". */
static void describe(const tb_game *g, const tb_tags *tags, char *what, size_t size)
{
    const tb_rules *r = tb_game_rules(g);
    char names[TB_MAX_PLAYERS][64];
    for (int p = 0; p < TB_MAX_PLAYERS; p++) /* a record may name no one */
        if (tags->names[p][0])
            snprintf(names[p], sizeof names[p], "%s", tags->names[p]);
        else
            snprintf(names[p], sizeof names[p], _("Player %d"), p + 1);
    if (r->players == 2)
        snprintf(what, size,
                 ngettext("A game of %s between %s and %s was not finished: %d move was played.",
                          "A game of %s between %s and %s was not finished: %d moves were played.",
                          (unsigned long)tb_game_ply(g)),
                 rules_title(r), names[0], names[1], tb_game_ply(g));
    else
        snprintf(what, size,
                 ngettext("A game of %s between %s, %s and %s was not finished: "
                          "%d move was played.",
                          "A game of %s between %s, %s and %s was not finished: "
                          "%d moves were played.",
                          (unsigned long)tb_game_ply(g)),
                 rules_title(r), names[0], names[1], names[2], tb_game_ply(g));
}

/* Asks whether to go on with g, unfinished last time. */
static void offer(struct tui *f, tb_game *g, const tb_tags *tags)
{
    struct table *t = &f->table;
    char what[SENTENCE_SIZE];
    describe(g, tags, what, sizeof what);
    t->offered = g;
    t->offered_tags = *tags;
    struct question q = {
        .title = _("A saved game"),
        .question = what,
        .about = _("Resume it?  y: yes, go on with it.  n: no, start a new game."),
        .sentence = _("Resume the saved game? Press y or n."),
        .yes_what = N_("resume it"),
        .no_what = N_("a new game"),
        .strict = true,
        .yes = resume,
        .no = decline,
    };
    if (!confirm_open(f, &q))
        table_decline(t);
}

/* The game from before stays: this one is not saved as it goes. */
static void keep_other(struct tui *f, const void *data)
{
    (void)data;
    struct table *t = &f->table;
    table_decline(t);
    t->save_other = OTHER_NONE;
    t->autosave[0] = '\0';
}

/* This game takes the place of the one from before, at once. */
static void replace_other(struct tui *f, const void *data)
{
    (void)data;
    struct table *t = &f->table;
    table_decline(t);
    t->save_other = OTHER_NONE;
    t->saved_version = 0; /* no version is 0: autosave_keep writes it after this key */
}

/* A game that the autosave keeps is about to be played, and the file holds
 * another, unfinished, that nobody chose to replace: it is asked first. */
static void ask_replace(struct tui *f)
{
    struct table *t = &f->table;
    char what[SENTENCE_SIZE], question[2 * SENTENCE_SIZE];
    describe(t->offered, &t->offered_tags, what, sizeof what);
    /* TRANSLATORS: the saved game described, then what becomes of it. */
    snprintf(question, sizeof question, _("%s %s"), what,
             _("It is kept, to be offered the next time."));
    struct question q = {
        .title = _("A saved game"),
        .question = question,
        .about = _("Save this game in its place?  y: yes, save this one as it goes; that one is "
                   "lost.  n: no, keep that one; this one is not saved as it goes (s saves it "
                   "to a file)."),
        .sentence = _("Replace the saved game with this one? Press y or n."),
        .yes_what = N_("replace it"),
        .no_what = N_("keep it"),
        .strict = true,
        .yes = replace_other,
        .no = keep_other,
    };
    t->save_other = OTHER_ASKING;
    if (!confirm_open(f, &q))
        keep_other(f, NULL);
}

/* The saved file cannot be read: it is moved aside, and the notice says so. */
static void set_aside(struct tui *f, int error, const tb_error *err)
{
    struct table *t = &f->table;
    char reason[SENTENCE_SIZE], aside[PATH_SIZE], text[2 * SENTENCE_SIZE + 2 * PATH_SIZE];
    if (error) {
        snprintf(reason, sizeof reason, "%s", strerror(error));
    } else {
        char why[SENTENCE_SIZE];
        i18n_error(err, why, sizeof why);
        if (err->line > 0)
            snprintf(reason, sizeof reason, _("line %d: %s"), err->line, why);
        else
            snprintf(reason, sizeof reason, "%s", why);
    }
    int moved = save_set_aside(t->autosave, aside, sizeof aside);
    if (moved == 0)
        snprintf(text, sizeof text,
                 _("The file %s is not a game record this program can read (%s). It was "
                   "moved aside to %s, and a new game begins."),
                 t->autosave, reason, aside);
    else
        snprintf(text, sizeof text,
                 _("The file %s is not a game record this program can read (%s), and it "
                   "could not be moved aside (%s). A new game begins."),
                 t->autosave, reason, strerror(moved));
    notice_open(f, _("The saved game could not be read"), text);
}

/* The saved game from last time: offered back (with offer_back, else
 * kept until someone chooses to replace it); set aside if it is not a
 * record; left where it is if it cannot be read at all, and then never
 * written over. */
static void look_at_saved(struct tui *f, bool offer_back)
{
    struct table *t = &f->table;
    int error;
    tb_error err;
    tb_tags tags = {0};
    tb_game *g = load_record(t->autosave, LOAD_FILE, &tags, &error, &err);
    char text[SENTENCE_SIZE + PATH_SIZE];
    if (g && (tb_game_length(g) == 0 || tb_game_over(g))) {
        tb_game_free(g);
    } else if (g && offer_back) {
        offer(f, g, &tags);
    } else if (g) {
        t->offered = g;
        t->offered_tags = tags;
        t->save_other = OTHER_UNASKED;
    } else if (error == ENOENT || error == ENOTDIR) { /* no saved game */
        return;
    } else if (error && error != EFBIG) { /* not the file's fault: it stays, untouched */
        snprintf(text, sizeof text,
                 _("The file %s cannot be read (%s). It is left as it is, and this game is "
                   "not saved as it goes."),
                 t->autosave, save_strerror(error));
        t->autosave[0] = '\0';
        notice_open(f, _("The saved game could not be read"), text);
    } else {
        set_aside(f, error, &err);
    }
}

/* Another copy of the program holds the autosave: this one leaves it be. */
static bool taken(struct tui *f)
{
    struct table *t = &f->table;
    if (autosave_start(t->autosave) != EWOULDBLOCK)
        return false;
    t->autosave[0] = '\0';
    t->save_taken = true;
    tell_taken(f);
    return true;
}

void autosave_open(struct tui *f, bool offer_back)
{
    struct table *t = &f->table;
    t->saved_version = t->version;
    if (!autosave_path(t->autosave, sizeof t->autosave))
        t->autosave[0] = '\0'; /* no home: nothing is saved by itself */
    else if (!taken(f))
        look_at_saved(f, offer_back);
}
