/*
 * editor.c - the position editor: a teacher stages a situation on the
 * board (each hole's count, the captured stores, the player to move), or
 * types it in the notation of the rules (7,7,7,7:1:0,0), and a new game
 * starts from it.  A position that cannot occur is refused with the
 * engine's reason, and the editor stays open to mend it.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <stdio.h>

#include <curses.h>

#include "app/i18n.h"
#include "play/narrate.h"
#include "tui/editor.h"
#include "tui/help.h"
#include "tui/mode.h"
#include "tui/play.h"
#include "tui/prompt.h"
#include "tui/teach.h"

struct editor {
    struct mode mode;
    tb_position pos; /* being staged */
    int hole;        /* the chosen hole, or -1 */
    int store;       /* the chosen player's store, or -1 */
};

/* Checks the notation by reading it, which says why it cannot be; on
 * success a game starts from it, and the game is the base again. */
static bool play_from(struct tui *f, const char *notation, const void *data)
{
    (void)data;
    struct table *t = tui_table(f);
    tb_position pos;
    tb_error err;
    if (tb_position_parse(table_rules(t), notation, &pos, &err) != TB_OK) {
        char why[SENTENCE_SIZE];
        i18n_error(&err, why, sizeof why);
        say(f, true, _("The position %s cannot be played: %s."), notation, why);
        return false;
    }
    struct event started = table_start_from(t, table_rules(t), &pos);
    tell(f, started);
    if (started.kind != EVENT_NEW_GAME)
        return false;
    play_begin(f); /* a staged game is no lesson */
    say(f, false, _("A new game starts from %s."), notation);
    return true;
}

/* Offers the staged position's notation to be typed over.  A refused
 * text stays at the prompt, to be mended; Esc goes back to the editor. */
static void type_notation(struct editor *e, struct tui *f)
{
    char notation[SHORT_SIZE];
    tb_position_format(table_rules(tui_table(f)), &e->pos, notation, sizeof notation);
    struct prompt_ask ask = {
        .title = _("Type a position"),
        .about = _("The position: the count of each hole in letter order, the player to "
                   "move, then each player's captured seeds, as in 3,4,2,6:1:0,0."),
        .keys_line = _("Enter: play from this position.  Esc: back to the editor."),
        .sentence = _("Type the position, then press Enter."),
        .enter_what = N_("play"),
        .esc_what = N_("back"),
        .offered = notation,
        .enter = play_from,
    };
    prompt_open(f, &ask);
}

/* One seed more or less in the chosen hole or store. */
static void change(struct editor *e, struct tui *f, int step)
{
    uint8_t *count = e->hole >= 0    ? &e->pos.board[e->hole]
                     : e->store >= 0 ? &e->pos.captured[e->store]
                                     : NULL;
    if (!count)
        say(f, true, "%s",
            _("First choose a hole by its letter, or a store by its "
              "player's number."));
    else if (*count + step >= 0 && *count + step <= TB_MAX_SEEDS)
        *count = (uint8_t)(*count + step);
}

static void editor_key(struct mode *m, struct tui *f, const struct input *in)
{
    struct editor *e = (struct editor *)m;
    const tb_rules *r = table_rules(tui_table(f));
    int hole =
        !in->function_key && in->key < 128 ? tb_hole_from_label(r, (char)in->key) : TB_NO_MOVE;
    if (input_click(in))
        hole = in->hole;
    if (input_enter(in)) {
        char notation[SHORT_SIZE];
        tb_position_format(r, &e->pos, notation, sizeof notation);
        play_from(f, notation, NULL);
    } else if (hole >= 0) {
        e->hole = hole;
        e->store = -1;
    } else if (!in->function_key && in->key >= '1' && in->key < '1' + (wint_t)r->players) {
        e->store = (int)(in->key - '1');
        e->hole = -1;
    } else if (input_code(in, KEY_UP) || input_code(in, KEY_RIGHT) || input_is(in, '+') ||
               input_is(in, 'k')) {
        change(e, f, 1);
    } else if (input_code(in, KEY_DOWN) || input_code(in, KEY_LEFT) || input_is(in, '-') ||
               input_is(in, 'j')) {
        change(e, f, -1);
    } else if (input_is(in, '\t')) {
        e->pos.to_move = (uint8_t)((e->pos.to_move + 1) % r->players);
    } else if (input_is(in, ':') || input_is(in, 'p')) {
        type_notation(e, f);
    } else if (input_escape(in)) {
        mode_close(f, m);
        say(f, false, "%s", _("The position was left as it was."));
    } else if (input_is(in, '?') || input_code(in, KEY_F(1))) {
        help_open(f);
    } else if (input_is(in, 'P')) {
        teach_key(f, in);
    } else if (!input_click(in)) {
        say(f, true, "%s",
            _("That key does nothing in the editor: the keys are on the "
              "last line."));
    }
}

static void editor_show(const struct mode *m, const struct scene *sc, struct shown *s)
{
    static const struct key_help bar[] = {
        /* The line above says how to choose a hole or a store. */
        {N_("Enter"), N_("play")}, {N_("Tab"), N_("mover")},     {":", N_("type")},
        {N_("Esc"), N_("leave")},  {N_("Up Down"), N_("count")}, {NULL, NULL},
    };
    const struct editor *e = (const struct editor *)m;
    const struct table *t = sc->table;
    const tb_position *p = &e->pos;
    char notation[SHORT_SIZE], text[SENTENCE_SIZE];
    tb_position_format(table_rules(t), p, notation, sizeof notation);

    snprintf(text, sizeof text, _("%s - the position editor"), rules_title(table_rules(t)));
    s->title = shown_keep(s, text);
    s->view = (struct view){.pos = *p, .mover = p->to_move};
    if (e->hole >= 0)
        s->view.marks[e->hole] |= MARK_CHOSEN;
    s->board_moves = false;
    s->moving = false;
    /* The story (and a projector's large print) names what is staged. */
    snprintf(text, sizeof text, _("Staging a position: %s, with %s to move."), notation,
             table_name(t, p->to_move));
    s->story[0] = shown_keep(s, text);
    s->story_told = 1;
    if (e->hole >= 0)
        snprintf(text, sizeof text, _("Staging %s: hole %c holds %d. Up and Down change it."),
                 notation, tb_label(e->hole), p->board[e->hole]);
    else if (e->store >= 0)
        snprintf(text, sizeof text, _("Staging %s: %s has captured %d. Up and Down change it."),
                 notation, table_name(t, e->store), p->captured[e->store]);
    else
        snprintf(text, sizeof text,
                 _("Staging %s: choose a hole by its letter, or a player's store by the "
                   "player's number."),
                 notation);
    s->sentence = s->large = shown_keep(s, text);
    s->alert = false;
    s->keys = bar;
}

static const struct mode_ops editor_ops = {.key = editor_key, .show = editor_show};

void editor_open(struct tui *f)
{
    struct editor *e = mode_push(f, &editor_ops, sizeof *e);
    if (!e)
        return;
    struct table *t = tui_table(f);
    table_settle(t);
    e->pos = *tb_game_position(table_game(t));
    e->hole = e->store = -1;
    table_unchoose(t);
}
