/*
 * saved_game.c - the autosave's questions and notices: a saved game from
 * last time offered back (only y or n); the question before a game the
 * autosave keeps replaces an unfinished one from before; the notice that
 * another copy keeps its game; the notices of a file that could not be
 * read, or was not a record and was set aside.
 */
#include "tui/saved_game.h"
#include <stdio.h>

#include "app/i18n.h"
#include "play/narrate.h"
#include "tui/confirm.h"
#include "tui/loop.h"
#include "tui/mode.h"
#include "tui/notice.h"

enum fate saved_game_fate(const struct tui *f)
{
    const struct scene *sc = tui_scene(f);
    return autosave_fate(sc->autosave, sc->table, mode_autosaves(f));
}

bool saved_game_losing(const struct tui *f)
{
    const struct scene *sc = tui_scene(f);
    return autosave_losing(sc->autosave, sc->table, mode_autosaves(f));
}

static void resume(struct tui *f, const void *data)
{
    (void)data;
    autosave_resume(tui_autosave(f), tui_table(f));
}

static void decline(struct tui *f, const void *data)
{
    (void)data;
    autosave_decline(tui_autosave(f));
}

/* Asks whether to go on with the saved game, unfinished last time. */
static void offer(struct tui *f)
{
    const tb_tags *tags;
    const tb_game *g = autosave_offered(tui_autosave(f), &tags);
    char what[SENTENCE_SIZE];
    narrate_saved_game(g, tags, what, sizeof what);
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
        autosave_decline(tui_autosave(f));
}

/* The game from before stays: this one is not saved as it goes. */
static void keep_other(struct tui *f, const void *data)
{
    (void)data;
    autosave_keep_other(tui_autosave(f));
}

/* This game takes the place of the one from before, at once. */
static void replace_other(struct tui *f, const void *data)
{
    (void)data;
    autosave_replace(tui_autosave(f));
}

/* A game that the autosave keeps is about to be played, and the file holds
 * another, unfinished, that nobody chose to replace: it is asked first. */
static void ask_replace(struct tui *f)
{
    const tb_tags *tags;
    const tb_game *g = autosave_offered(tui_autosave(f), &tags);
    char what[SENTENCE_SIZE], question[2 * SENTENCE_SIZE];
    narrate_saved_game(g, tags, what, sizeof what);
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
    if (!confirm_open(f, &q))
        keep_other(f, NULL);
}

void saved_game_keep(struct tui *f)
{
    switch (autosave_keep(tui_autosave(f), tui_table(f), mode_autosaves(f), mode_depth(f) == 1)) {
    case ASK_NOTHING: break;
    case ASK_TELL_TAKEN:
        notice_open(f, _("Another game is open"),
                    _("Another copy of the program is playing a game and saving it as it goes. "
                      "This game is not saved as it goes: press s to save it yourself."));
        break;
    case ASK_REPLACE: ask_replace(f); break;
    }
}

void saved_game_open(struct tui *f, bool offer_back)
{
    struct autosave_finding found;
    char text[2 * SENTENCE_SIZE + 2 * PATH_SIZE];
    autosave_open(tui_autosave(f), tui_table(f), offer_back, &found);
    switch (found.found) {
    case FOUND_NOTHING:
    case FOUND_KEPT: break;
    case FOUND_OFFER: offer(f); break;
    case FOUND_TAKEN: saved_game_keep(f); break; /* told now, when the game is kept */
    case FOUND_UNREADABLE:
    case FOUND_SET_ASIDE:
        narrate_finding(&found, text, sizeof text);
        notice_open(f, _("The saved game could not be read"), text);
        break;
    }
}
