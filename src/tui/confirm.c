/*
 * confirm.c - a question, asked in a panel: quit, a new game, the saved
 * game to resume, leaving a replay.  Only y says yes, so that a stray key
 * never loses a game.
 */
#include <stdio.h>

#include "app/i18n.h"
#include "tui/confirm.h"
#include "tui/mode.h"
#include "tui/narrate.h"
#include "tui/play.h"
#include "tui/prompt.h"

struct confirm {
    struct mode mode;
    struct question q;
    struct key_help keys[4];
    char also_key[2];
    char title[SHORT_SIZE], question[SENTENCE_SIZE], about[SENTENCE_SIZE],
        sentence[SENTENCE_SIZE];
};

static void answer(struct confirm *c, struct tui *f, bool yes)
{
    struct question q = c->q; /* c goes with the panel */
    mode_close(f, &c->mode);
    if (yes)
        q.yes(f, q.data);
    else if (q.no)
        q.no(f, q.data);
}

static void confirm_key(struct mode *m, struct tui *f, const struct input *in)
{
    struct confirm *c = (struct confirm *)m;
    bool yes = input_is(in, 'y') || input_is(in, 'Y');
    bool no = input_is(in, 'n') || input_is(in, 'N') || input_escape(in);
    if (c->q.also_key && input_is(in, (wint_t)c->q.also_key)) {
        struct question q = c->q;
        mode_close(f, &c->mode);
        q.also(f, q.data);
    } else if (yes || no || !c->q.strict)
        answer(c, f, yes);
    else
        say(&f->table, true, "%s", _("Press y or n."));
}

static void confirm_show(const struct mode *m, const struct tui *f, struct shown *s)
{
    (void)f;
    const struct confirm *c = (const struct confirm *)m;
    shown_panel(s, c->title);
    if (c->q.strict) { /* what is asked, then the answers it takes */
        shown_row(s, c->question, ROW_PLAIN);
        shown_row(s, "", ROW_PLAIN);
        shown_row(s, c->about, ROW_BOLD);
    } else {
        shown_row(s, c->question, ROW_BOLD);
        if (c->about[0])
            shown_row(s, c->about, ROW_PLAIN);
        shown_row(s, "", ROW_PLAIN);
        shown_row(s, _("y: yes.  Any other key: back to the game."), ROW_BOLD);
    }
    s->sentence = c->sentence;
    s->board_moves = false;
    s->keys = c->keys;
}

static const struct mode_ops confirm_ops = {.key = confirm_key, .show = confirm_show};

bool confirm_open(struct tui *f, const struct question *q)
{
    struct confirm *c = mode_push(f, &confirm_ops, sizeof *c);
    if (!c)
        return false;
    c->q = *q;
    /* A strict question's answers are its own words; another's are yes,
     * the third answer when it has one, and back. */
    c->also_key[0] = q->also_key;
    int k = 0;
    c->keys[k++] = (struct key_help){"y", q->strict ? q->yes_what : N_("yes")};
    if (q->also_key)
        c->keys[k++] = (struct key_help){c->also_key, q->also_what};
    c->keys[k++] = q->strict ? (struct key_help){"n", q->no_what}
                             : (struct key_help){N_("any other key"), N_("back")};
    c->keys[k] = (struct key_help){NULL, NULL};
    snprintf(c->title, sizeof c->title, "%s", q->title);
    snprintf(c->question, sizeof c->question, "%s", q->question);
    snprintf(c->about, sizeof c->about, "%s", q->about ? q->about : "");
    snprintf(c->sentence, sizeof c->sentence, "%s", q->sentence ? q->sentence : q->question);
    return true;
}

static void quit(struct tui *f, const void *data)
{
    (void)data;
    f->quit = true;
}

void confirm_quit(struct tui *f)
{
    const struct table *t = &f->table;
    bool kept = t->autosave[0] && mode_autosaves(f) && !tb_game_over(t->game) &&
                tb_game_length(t->game) > 0;
    struct question q = {
        .title = _("Quit"),
        .question = _("Quit the game?"),
        .about = kept ? _("The game is kept: it will be offered the next time.") : NULL,
        .yes = quit,
    };
    confirm_open(f, &q);
}

static void new_game(struct tui *f, const void *rules)
{
    play_new_game(f, rules);
}

static void save_first(struct tui *f, const void *data)
{
    (void)data;
    prompt_save(f);
}

void confirm_new_game(struct tui *f, const tb_rules *rules)
{
    const tb_game *g = f->table.game;
    bool losing = tb_game_length(g) > 0 && !tb_game_over(g);
    char question[SENTENCE_SIZE];
    snprintf(question, sizeof question, _("Start a new game of %s?"), rules_title(rules));
    /* s, here too, saves this game first: the question says so only
     * when there is a game to lose. */
    struct question q = {
        .title = _("New game"),
        .question = question,
        .about = losing ? _("This game will be lost. Press s to save it first.") : NULL,
        .also_key = losing ? 's' : 0,
        .also_what = N_("save first"),
        .also = save_first,
        .yes = new_game,
        .data = rules,
    };
    confirm_open(f, &q);
}
