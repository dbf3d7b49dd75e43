/*
 * keys.c - the dispatch, the key bar and the help, from a mode's table of
 * keys.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <stdio.h>
#include <string.h>
#include <wctype.h>

#include <curses.h>

#include "app/i18n.h"
#include "app/terminal_text.h"
#include "tui/keys.h"
#include "tui/mode.h"

enum { KEY_ESCAPE = 27, KEY_CTRL_R = 18, KEY_CTRL_U = 21, KEY_DELETE = 127, KEY_CTRL_H = 8 };
/* The help's column of keys is as wide as its widest name, up to this;
 * a wider one runs into the words. */
enum { HELP_KEYS_W = 16 };

/* Whether key k is in, in rules r (a hole's letter, a player's number). */
static bool key_is(const struct command_key *k, const tb_rules *r, const struct input *in)
{
    bool plain = !in->function_key;
    switch (k->kind) {
    case NO_KEY: return false;
    case CHAR_KEY: return plain && in->key == (wint_t)k->code;
    case CODE_KEY: return !plain && in->key == (wint_t)k->code;
    case HOLE_KEYS: return plain && in->key < 128 && tb_hole_from_label(r, (char)in->key) >= 0;
    case CLICKS: return input_click(in);
    case PLAYER_KEYS: return plain && in->key >= '1' && in->key < '1' + (wint_t)r->players;
    case TYPED_KEYS: return plain && iswprint(in->key);
    case ANY_KEY: return true;
    }
    return false;
}

/* The row the walk is at, or the first after it: into an include, and on
 * after its end. */
static const struct key_row *settle(struct key_walk *w)
{
    for (;;) {
        const struct key_row *row = w->at[w->depth - 1];
        if (row->does)
            return row;
        if (row->include && w->depth < 4) {
            w->at[w->depth++] = row->include;
            continue;
        }
        if (--w->depth == 0) /* the end of the table */
            return NULL;
        w->at[w->depth - 1]++; /* the end of an include */
    }
}

const struct key_row *keys_first(struct key_walk *w, const struct key_row *table)
{
    w->at[0] = table;
    w->depth = 1;
    return settle(w);
}

const struct key_row *keys_next(struct key_walk *w)
{
    w->at[w->depth - 1]++;
    return settle(w);
}

static bool takes(const struct command *c, const struct mode *m, const struct scene *sc,
                  const struct input *in)
{
    const tb_rules *r = table_rules(sc->table);
    for (const struct command_key *k = c->keys; k->kind != NO_KEY; k++)
        if (key_is(k, r, in))
            return !c->when || c->when(m, sc);
    return false;
}

bool keys_press(const struct key_row *table, struct mode *m, struct tui *f, const struct input *in)
{
    static const unsigned passes[] = {FIRST, MOVE_SHOWN, 0};
    const struct command *done[8]; /* the commands that acted and let the key go on */
    int acted = 0;
    for (int pass = 0; pass < 3; pass++) {
        struct key_walk w;
        for (const struct key_row *row = keys_first(&w, table); row; row = keys_next(&w)) {
            const struct command *c = row->does;
            bool again = false;
            for (int i = 0; i < acted; i++)
                again = again || done[i] == c;
            if ((c->flags & (FIRST | MOVE_SHOWN)) != passes[pass] || again ||
                !takes(c, m, tui_scene(f), in))
                continue;
            /* What would move the board waits while a move is shown. */
            if (!(c->flags & MOVES_BOARD) || !table_moving(tui_scene(f)->table))
                c->act(m, f, in);
            if (!(c->flags & GOES_ON) || acted == 8)
                return true;
            done[acted++] = c;
        }
    }
    return false;
}

void keys_bar(const struct key_row *table, const struct mode *m, const struct scene *sc,
              struct shown *s)
{
    struct key_walk w;
    bool for_moves = false;
    for (const struct key_row *row = keys_first(&w, table); row; row = keys_next(&w))
        for_moves = for_moves || row->moving;
    bool moving = for_moves && s->moving; /* the mode shows a move */
    shown_keys(s);
    for (const struct key_row *row = keys_first(&w, table); row; row = keys_next(&w)) {
        const struct command *c = row->does;
        if (row->bar && moving == row->moving && (!c->when || c->when(m, sc)) &&
            (!row->offered || row->offered(m, sc)))
            shown_key(s, row->bar, row->label_of ? row->label_of(m) : row->label);
    }
}

const char *key_help_name(const struct command_key *k, char own[2])
{
    static const struct {
        enum key_kind kind;
        int code;
        const char *name;
    } names[] = {
        {CHAR_KEY, ' ', N_("Space")},
        {CHAR_KEY, '\r', N_("Enter")},
        {CHAR_KEY, '\n', N_("Enter")},
        {CHAR_KEY, '\t', N_("Tab")},
        {CHAR_KEY, KEY_ESCAPE, N_("Esc")},
        {CHAR_KEY, KEY_CTRL_R, N_("Ctrl-R")},
        {CHAR_KEY, KEY_CTRL_U, N_("Ctrl-U")},
        {CHAR_KEY, KEY_DELETE, N_("Backspace")},
        {CHAR_KEY, KEY_CTRL_H, N_("Backspace")},
        {CODE_KEY, KEY_ENTER, N_("Enter")},
        {CODE_KEY, KEY_LEFT, N_("Left")},
        {CODE_KEY, KEY_RIGHT, N_("Right")},
        {CODE_KEY, KEY_UP, N_("Up")},
        {CODE_KEY, KEY_DOWN, N_("Down")},
        {CODE_KEY, KEY_HOME, N_("Home")},
        {CODE_KEY, KEY_END, N_("End")},
        {CODE_KEY, KEY_PPAGE, N_("PgUp")},
        {CODE_KEY, KEY_NPAGE, N_("PgDn")},
        {CODE_KEY, KEY_BACKSPACE, N_("Backspace")},
        {CODE_KEY, KEY_F(1), "F1"},
        {HOLE_KEYS, 0, N_("A, B, C...")},
        {CLICKS, 0, N_("Mouse")},
        {PLAYER_KEYS, 0, "1, 2, 3"},
        {ANY_KEY, 0, N_("any other key")},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (names[i].kind == k->kind && names[i].code == k->code)
            return names[i].name[1] && names[i].kind != PLAYER_KEYS ? _(names[i].name)
                                                                    : names[i].name;
    /* A character that prints is its own name. */
    bool printable = k->kind == CHAR_KEY && k->code > ' ' && k->code < KEY_DELETE;
    own[0] = printable ? (char)k->code : '?';
    own[1] = '\0';
    return own;
}

/* Adds the names of c's keys to a line's, each name once, ", " between. */
static void add_names(const struct command *c, char *names, size_t size)
{
    for (const struct command_key *k = c->keys; k->kind != NO_KEY; k++) {
        char own[2];
        const char *name = key_help_name(k, own);
        size_t n = strlen(names), len = strlen(name);
        bool known = false;
        for (const char *at = strstr(names, name); at && !known; at = strstr(at + 1, name))
            known = (at == names || at[-1] == ' ') && (at[len] == ',' || at[len] == '\0');
        if (!known)
            snprintf(names + n, size - n, "%s%s", n ? _(", ") : "", name);
    }
}

void keys_help(const struct key_row *table, struct shown *s)
{
    struct line {
        char keys[SENTENCE_SIZE];
        const char *what;
    } lines[SHOWN_ROWS];
    const struct command *listed[SHOWN_ROWS * 2];
    int n = 0, seen = 0, width = 0;
    struct key_walk w;
    for (const struct key_row *row = keys_first(&w, table); row; row = keys_next(&w)) {
        const struct command *c = row->does;
        bool again = false;
        for (int i = 0; i < seen; i++)
            again = again || listed[i] == c;
        if (again || seen == SHOWN_ROWS * 2 || (c->help && !c->help[0]))
            continue;
        listed[seen++] = c;
        if (!c->help && n > 0) { /* with the line above */
            add_names(c, lines[n - 1].keys, sizeof lines[0].keys);
        } else if (c->help && n < SHOWN_ROWS) {
            lines[n].keys[0] = '\0';
            add_names(c, lines[n].keys, sizeof lines[0].keys);
            lines[n++].what = _(c->help);
        }
    }
    for (int i = 0; i < n; i++) {
        int w_keys = text_width(lines[i].keys);
        width = w_keys <= HELP_KEYS_W && w_keys > width ? w_keys : width;
    }
    for (int i = 0; i < n; i++) {
        char text[2 * SENTENCE_SIZE];
        int pad = width - text_width(lines[i].keys);
        snprintf(text, sizeof text, "%.*s%*s  %s", (int)sizeof lines[i].keys, lines[i].keys,
                 pad > 0 ? pad : 0, "", lines[i].what);
        shown_row(s, shown_keep(s, text), ROW_PLAIN);
    }
}
