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
#include "tui/shared_keys.h"
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
    tell_event(f, started);
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

static void play(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    struct editor *e = (struct editor *)m;
    char notation[SHORT_SIZE];
    tb_position_format(table_rules(tui_table(f)), &e->pos, notation, sizeof notation);
    play_from(f, notation, NULL);
}

static void next_mover(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    struct editor *e = (struct editor *)m;
    e->pos.to_move = (uint8_t)((e->pos.to_move + 1) % table_rules(tui_table(f))->players);
}

static void type(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    type_notation((struct editor *)m, f);
}

static void leave(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    mode_close(f, m);
    say(f, false, "%s", _("The position was left as it was."));
}

static void more(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    change((struct editor *)m, f, 1);
}

static void fewer(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    change((struct editor *)m, f, -1);
}

static void choose_hole(struct mode *m, struct tui *f, const struct input *in)
{
    struct editor *e = (struct editor *)m;
    int hole =
        input_click(in) ? in->hole : tb_hole_from_label(table_rules(tui_table(f)), (char)in->key);
    if (hole >= 0) { /* a click beside the board does nothing */
        e->hole = hole;
        e->store = -1;
    }
}

static void choose_store(struct mode *m, struct tui *f, const struct input *in)
{
    (void)f;
    struct editor *e = (struct editor *)m;
    e->store = (int)(in->key - '1');
    e->hole = -1;
}

static const struct command play_from_keys = {
    .keys = {ENTER_KEYS},
    .help = N_("a new game from the position staged"),
    .act = play,
};
static const struct command mover_keys = {
    .keys = {CH('\t')},
    .help = N_("the next player to move"),
    .act = next_mover,
};
static const struct command type_keys = {
    .keys = {CH(':'), CH('p')},
    .help = N_("type the position, as in 3,4,2,6:1:0,0"),
    .act = type,
};
static const struct command leave_keys = {
    .keys = {CH(27)},
    .help = N_("leave the position as it was"),
    .act = leave,
};
static const struct command more_keys = {
    .keys = {FN(KEY_UP), FN(KEY_RIGHT), CH('+'), CH('k')},
    .help = N_("a seed more, or less, in the hole or store chosen"),
    .act = more,
};
static const struct command fewer_keys = {
    .keys = {FN(KEY_DOWN), FN(KEY_LEFT), CH('-'), CH('j')},
    .act = fewer,
};
static const struct command hole_keys = {
    .keys = {HOLE_LETTERS, BOARD_CLICK},
    .help = N_("choose a hole, to change its count"),
    .act = choose_hole,
};
static const struct command store_keys = {
    .keys = {PLAYER_NUMBERS},
    .help = N_("choose a player's store, to change its count"),
    .act = choose_store,
};

/* The line above says how to choose a hole or a store. */
const struct key_row editor_keys[] = {
    {.does = &play_from_keys, .bar = N_("Enter"), .label = N_("play")},
    {.does = &mover_keys, .bar = N_("Tab"), .label = N_("mover")},
    {.does = &type_keys, .bar = ":", .label = N_("type")},
    {.does = &leave_keys, .bar = N_("Esc"), .label = N_("leave")},
    {.does = &more_keys, .bar = N_("Up Down"), .label = N_("count")},
    {.does = &fewer_keys},
    {.does = &hole_keys},
    {.does = &store_keys},
    {.does = &open_help_keys},
    {.does = &teach_projector_keys},
    {0},
};

static void editor_show(const struct mode *m, const struct scene *sc, struct shown *s)
{
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
}

static const struct mode_ops editor_ops = {
    .keys = editor_keys,
    .refusal = N_("That key does nothing in the editor: the keys are on the last line."),
    .show = editor_show,
};

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
