/*
 * confirm.c - a question, asked in a panel: quit, a new game, the saved
 * game to resume or to replace, leaving a replay.  Only y says yes, so
 * that a stray key never loses a game.
 */
#include <stdio.h>

#include "app/i18n.h"
#include "play/narrate.h"
#include "tui/confirm.h"
#include "tui/mode.h"
#include "tui/play.h"
#include "tui/prompt.h"
#include "tui/saved_game.h"

struct confirm {
    struct mode mode;
    struct question q;
    char title[SHORT_SIZE], question[SENTENCE_SIZE], about[SENTENCE_SIZE + PATH_SIZE],
        sentence[SENTENCE_SIZE], answers[SENTENCE_SIZE];
};

static void answer(struct confirm *c, struct tui *f, void (*act)(struct tui *, const void *))
{
    const void *data = c->q.data; /* c goes with the panel */
    mode_close(f, &c->mode);
    if (act)
        act(f, data);
}

static void yes(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    struct confirm *c = (struct confirm *)m;
    answer(c, f, c->q.yes);
}

static void no(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    struct confirm *c = (struct confirm *)m;
    answer(c, f, c->q.no);
}

static void third(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    struct confirm *c = (struct confirm *)m;
    answer(c, f, c->q.other);
}

static bool strict(const struct mode *m, const struct scene *sc)
{
    (void)sc;
    return ((const struct confirm *)m)->q.strict;
}

static bool loose(const struct mode *m, const struct scene *sc) { return !strict(m, sc); }

static bool third_answer(const struct mode *m, const struct scene *sc)
{
    (void)sc;
    return ((const struct confirm *)m)->q.other != NULL;
}

/* A strict question's answers are its own words; so is a third one, and
 * then the first too. */
static const char *yes_what(const struct mode *m)
{
    const struct question *q = &((const struct confirm *)m)->q;
    if (q->strict)
        return q->yes_what;
    return q->other && q->yes_what ? q->yes_what : N_("yes");
}

static const char *no_what(const struct mode *m) { return ((const struct confirm *)m)->q.no_what; }

static const char *other_what(const struct mode *m)
{
    return ((const struct confirm *)m)->q.other_what;
}

static const struct command yes_keys = {.keys = {CH('y'), CH('Y')}, .act = yes};
static const struct command third_keys = {.keys = {CH('s')}, .when = third_answer, .act = third};
static const struct command no_keys = {
    .keys = {CH('n'), CH('N'), CH(27)}, .when = strict, .act = no};
static const struct command back_keys = {.keys = {OTHER_KEYS}, .when = loose, .act = no};

/* Only y says yes, so that a stray key never loses a game. */
const struct key_row confirm_keys[] = {
    {.does = &yes_keys, .bar = "y", .label_of = yes_what},
    {.does = &third_keys, .bar = "s", .label_of = other_what},
    {.does = &no_keys, .bar = "n", .label_of = no_what},
    {.does = &back_keys, .bar = N_("any other key"), .label = N_("back")},
    {0},
};

static void confirm_show(const struct mode *m, const struct scene *sc, struct shown *s)
{
    (void)sc;
    const struct confirm *c = (const struct confirm *)m;
    shown_panel(s, c->title);
    s->panel.urgent = c->q.urgent;
    if (c->q.strict) { /* what is asked, then the answers it takes */
        shown_row(s, c->question, ROW_PLAIN);
        shown_row(s, "", ROW_PLAIN);
        shown_row(s, c->about, ROW_BOLD);
    } else {
        shown_row(s, c->question, ROW_BOLD);
        if (c->about[0])
            shown_row(s, c->about, ROW_PLAIN);
        shown_row(s, "", ROW_PLAIN);
        shown_row(s, c->answers[0] ? c->answers : _("y: yes.  Any other key: back to the game."),
                  ROW_BOLD);
    }
    s->sentence = c->sentence;
    s->board_moves = false;
}

static const struct mode_ops confirm_ops = {
    .keys = confirm_keys,
    .refusal = N_("Press y or n."),
    .show = confirm_show,
};

bool confirm_open(struct tui *f, const struct question *q)
{
    struct confirm *c = mode_push(f, &confirm_ops, sizeof *c);
    if (!c)
        return false;
    c->q = *q;
    snprintf(c->title, sizeof c->title, "%s", q->title);
    snprintf(c->question, sizeof c->question, "%s", q->question);
    snprintf(c->about, sizeof c->about, "%s", q->about ? q->about : "");
    snprintf(c->sentence, sizeof c->sentence, "%s", q->sentence ? q->sentence : q->question);
    snprintf(c->answers, sizeof c->answers, "%s", q->answers ? q->answers : "");
    return true;
}

static void quit(struct tui *f, const void *data)
{
    (void)data;
    tui_quit(f);
}

static void save_first(struct tui *f, const void *data)
{
    (void)data;
    prompt_save_then(f, confirm_quit);
}

void confirm_quit(struct tui *f)
{
    const struct scene *sc = tui_scene(f);
    char about[SENTENCE_SIZE + PATH_SIZE];
    enum fate fate = saved_game_fate(f);
    switch (fate) {
    case FATE_NOTHING_TO_KEEP: about[0] = '\0'; break; /* no goodbye before the answer */
    case FATE_KEPT:
        snprintf(about, sizeof about, "%s",
                 _("The game is kept: it will be offered the next time."));
        break;
    case FATE_RECORDED:
        snprintf(about, sizeof about,
                 _("The game is not kept for the next time, but its record is saved in %s."),
                 table_record(sc->table));
        break;
    case FATE_FAILED:
        snprintf(about, sizeof about,
                 _("The game could not be kept for the next time (%s): it is lost when you "
                   "quit, unless you save it first."),
                 save_strerror(autosave_failure(sc->autosave).error));
        break;
    case FATE_UNSAVED:
        snprintf(about, sizeof about, "%s",
                 _("The game is not kept for the next time: it is lost when you quit, unless "
                   "you save it first."));
        break;
    }
    bool saving = fate != FATE_NOTHING_TO_KEEP && fate != FATE_KEPT;
    struct question q = {
        .title = _("Quit"),
        .question = _("Quit the game?"),
        .about = about[0] ? about : NULL,
        .urgent = true, /* the one question a window too small for the board shows */
        .yes = quit,
    };
    if (saving) {
        bool again = fate == FATE_RECORDED;
        q.yes_what = N_("quit");
        q.other_what = again ? N_("save it again") : N_("save it first");
        q.answers = again ? _("y: quit.  s: save the record again.  Any other key: back to the "
                              "game.")
                          : _("y: quit.  s: save the game record first.  Any other key: back "
                              "to the game.");
        q.other = save_first;
    }
    confirm_open(f, &q);
}

static void new_game(struct tui *f, const void *rules) { play_new_game(f, rules); }

static void save_this_game(struct tui *f, const void *data)
{
    (void)data;
    prompt_save(f);
}

void confirm_leave_game(struct tui *f, const char *question,
                        void (*go)(struct tui *f, const void *data), const void *data)
{
    if (!saved_game_losing(f)) {
        go(f, data);
        return;
    }
    struct question q = {
        .title = _("Leave the game"),
        .question = question,
        .about = _("This game is not kept for the next time: it is lost when you leave it, "
                   "unless you save it first."),
        .other_what = N_("save first"),
        .other = save_this_game,
        .answers = _("y: leave it.  s: save the game record first.  Any other key: back to the "
                     "game."),
        .yes = go,
        .data = data,
    };
    confirm_open(f, &q);
}

void confirm_new_game(struct tui *f, const tb_rules *rules)
{
    const tb_game *g = table_game(tui_scene(f)->table);
    bool losing = tb_game_length(g) > 0 && !tb_game_over(g);
    char question[SENTENCE_SIZE];
    snprintf(question, sizeof question, _("Start a new game of %s?"), rules_title(rules));
    /* s, here too, saves this game first: the question says so only
     * when there is a game to lose. */
    struct question q = {
        .title = _("New game"),
        .question = question,
        .about = losing ? _("This game will be lost. Press s to save it first.") : NULL,
        .other_what = N_("save first"),
        .other = losing ? save_this_game : NULL,
        .yes = new_game,
        .data = rules,
    };
    confirm_open(f, &q);
}
