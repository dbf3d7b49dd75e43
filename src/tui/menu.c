/*
 * menu.c - the settings menu: which game a new game plays, who the computer
 * plays and how well, the players' names, tips, animation speed, the
 * bell, the demonstration, the lessons, the puzzles (of the two-player games), the
 * first start's panel.  Settings take
 * effect at once; a new game of other rules asks first; a name is typed
 * in a prompt.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <stdio.h>
#include <string.h>

#include <curses.h>

#include "app/capacity.h"
#include "app/i18n.h"
#include "play/narrate.h"
#include "tui/confirm.h"
#include "tui/help.h"
#include "tui/lesson_list.h"
#include "tui/menu.h"
#include "tui/mode.h"
#include "tui/prompt.h"
#include "tui/puzzle_screen.h"
#include "tui/screen.h"
#include "tui/shared_keys.h"
#include "tui/welcome.h"

enum item {
    ITEM_BACK,
    ITEM_NEW,
    ITEM_PLAYER,                              /* + p: a person or the computer */
    ITEM_NAME = ITEM_PLAYER + TB_MAX_PLAYERS, /* + p */
    ITEM_LEVEL = ITEM_NAME + TB_MAX_PLAYERS,
    ITEM_TIPS,
    ITEM_SPEED,
    ITEM_BELL,
    ITEM_DEMO,
    ITEM_LESSONS,
    ITEM_PUZZLES, /* the two-player games' */
    ITEM_WELCOME,
    ITEM_SAVE,
    ITEM_HELP,
    ITEM_QUIT,
    ITEMS
};

/* The player of an item of players, or -1. */
static int player_of(enum item item)
{
    return item >= ITEM_PLAYER && item < ITEM_LEVEL ? (int)(item - ITEM_PLAYER) % TB_MAX_PLAYERS
                                                    : -1;
}

struct menu {
    struct mode mode;
    int item;  /* the line chosen */
    int rules; /* the rule set a new game plays */
};

/* The items shown for this game, in order; returns how many. */
static int shown_items(const struct table *t, enum item out[ITEMS])
{
    int n = 0;
    for (int i = 0; i < ITEMS; i++)
        if (player_of((enum item)i) < table_rules(t)->players &&
            (i != ITEM_PUZZLES || table_rules(t)->players == 2))
            out[n++] = (enum item)i;
    return n;
}

/* The games the menu offers: the built-in ones, then a rules file's (the
 * one given, the one of the game on the board). */
static const tb_rules *game_at(const struct scene *sc, int i)
{
    int n = 0;
    while (tb_rules_at(n))
        n++;
    if (i < n)
        return tb_rules_at(i);
    const tb_rules *files[] = {sc->cfg->rules, table_rules(sc->table)};
    for (int k = 0; k < 2; k++)
        if (files[k] && tb_rules_find(files[k]->name) != files[k] &&
            (k == 0 || files[1] != files[0]) && i == n++)
            return files[k];
    return NULL;
}

/* The index of rule set r among the games; with NULL, how many there are. */
static int rules_index(const struct scene *sc, const tb_rules *r)
{
    int i = 0;
    while (game_at(sc, i) && game_at(sc, i) != r)
        i++;
    return i;
}

/* "Label: ◀ value ▶" */
static void choice(char *buf, const char *label, const char *value)
{
    const struct glyphs *g = glyphs();
    /* TRANSLATORS: a setting, its value between arrows: "Tips: < on >". */
    snprintf(buf, SENTENCE_SIZE, _("%s: %s %s %s"), label, g->left, value, g->right);
}

static const char *on_off(bool on) { return on ? _("on") : _("off"); }

/* The line of one item. */
static void item_line(const struct menu *mu, const struct scene *sc, enum item item, char *line)
{
    const struct table *t = sc->table;
    switch (item) {
    case ITEM_BACK: snprintf(line, SENTENCE_SIZE, "%s", _("Back to the game")); break;
    case ITEM_NEW: choice(line, _("New game"), rules_title(game_at(sc, mu->rules))); break;
    case ITEM_LEVEL:
        choice(line, _("Computer level"), level_title(settings_level(sc->settings)));
        break;
    case ITEM_TIPS: choice(line, _("Tips (t key)"), on_off(settings_hints(sc->settings))); break;
    case ITEM_SPEED: choice(line, _("Animation"), speed_title(settings_speed(sc->settings))); break;
    case ITEM_BELL:
        choice(line, _("Sound: a beep for captures, right answers, the end"),
               on_off(settings_bell(sc->settings)));
        break;
    case ITEM_DEMO:
        choice(line, _("Demonstration: the computer plays every side"),
               on_off(table_all_computer(t)));
        break;
    case ITEM_LESSONS:
        snprintf(line, SENTENCE_SIZE, "%s", _("Lessons: learn each rule by playing it"));
        break;
    case ITEM_PUZZLES:
        snprintf(line, SENTENCE_SIZE, _("Puzzles: find the best move in %s"),
                 rules_title(table_rules(t)));
        break;
    case ITEM_WELCOME:
        snprintf(line, SENTENCE_SIZE, "%s", _("How to begin: play, learn, or play the computer"));
        break;
    case ITEM_SAVE: snprintf(line, SENTENCE_SIZE, "%s", _("Save the game record to a file")); break;
    case ITEM_HELP: snprintf(line, SENTENCE_SIZE, "%s", _("Keys and rules")); break;
    case ITEM_QUIT: snprintf(line, SENTENCE_SIZE, "%s", _("Quit")); break;
    case ITEMS: line[0] = '\0'; break;
    default: {
        int p = player_of(item);
        char label[SENTENCE_SIZE];
        if (item >= ITEM_NAME) {
            /* TRANSLATORS: a line of the menu: a player's number, and the name. */
            snprintf(line, SENTENCE_SIZE, _("Name of player %d: %s (Enter to type it)"), p + 1,
                     table_name(t, p));
            break;
        }
        snprintf(label, sizeof label, _("%s is played by"), table_name(t, p));
        choice(line, label, table_is_computer(t, p) ? _("the computer") : _("a person"));
        break;
    }
    }
}

/* value + step, going round from count - 1 to 0 and back. */
static int cycle(int value, int step, int count)
{
    return count > 0 ? ((value + step) % count + count) % count : value;
}

/* Changes the value of item by step (+1 or -1); nothing for an item without one. */
static void change(struct menu *mu, struct tui *f, enum item item, int step)
{
    struct table *t = tui_table(f);
    struct settings *st = tui_settings(f);
    unsigned every = (1u << table_rules(t)->players) - 1;
    switch (item) {
    case ITEM_NEW: mu->rules = cycle(mu->rules, step, rules_index(tui_scene(f), NULL)); break;
    case ITEM_LEVEL: {
        /* Perfect only where this machine can solve the game. */
        char why[SENTENCE_SIZE];
        enum ai_level level = (enum ai_level)cycle((int)settings_level(st), step, AI_LEVELS);
        if (level == AI_PERFECT && capacity_short(table_rules(t), why, sizeof why)) {
            level = (enum ai_level)cycle((int)level, step, AI_LEVELS);
            say(f, true, "%s", why);
        }
        settings_set_level(st, level);
        break;
    }
    case ITEM_TIPS: settings_set_hints(st, !settings_hints(st)); break;
    case ITEM_SPEED:
        settings_set_speed(st, (enum speed)cycle((int)settings_speed(st), step, SPEEDS));
        break;
    case ITEM_BELL: settings_set_bell(st, !settings_bell(st)); break;
    case ITEM_DEMO: table_set_computer(t, table_all_computer(t) ? 0 : every); break;
    case ITEM_BACK:
    case ITEM_LESSONS:
    case ITEM_PUZZLES:
    case ITEM_WELCOME:
    case ITEM_SAVE:
    case ITEM_HELP:
    case ITEM_QUIT:
    case ITEMS: break;
    default:
        if (item < ITEM_NAME)
            table_set_computer(t, table_computer(t) ^ 1u << player_of(item));
        break;
    }
}

static bool set_name(struct tui *f, const char *text, const void *data)
{
    struct table *t = tui_table(f);
    int naming = *(const int *)data;
    if (strlen(text) >= sizeof table_tags(t)->names[0]) {
        say(f, true, _("A name has at most %d bytes: this one has %d."),
            (int)sizeof table_tags(t)->names[0] - 1, (int)strlen(text));
        return false;
    }
    table_set_name(t, naming, text);
    say(f, false, _("Player %d is %s now."), naming + 1, table_name(t, naming));
    return true;
}

/* A prompt for player p's name, the name given offered. */
static void type_name(struct tui *f, int p)
{
    char title[SHORT_SIZE];
    static const int players[TB_MAX_PLAYERS] = {0, 1, 2, 3};
    snprintf(title, sizeof title, _("Name of player %d"), p + 1);
    struct prompt_ask ask = {
        .title = title,
        .about = _("Type the name, then press Enter. An empty name gives back the name the "
                   "game gives."),
        .keys_line = _("Enter: this name.  Esc: keep the name as it was."),
        .sentence = _("Type the name, then press Enter."),
        .enter_what = N_("this name"),
        .esc_what = N_("keep it"),
        .offered = table_tags(tui_table(f))->names[p],
        .enter = set_name,
        .data = &players[p],
    };
    prompt_open(f, &ask);
}

static void open_puzzles(struct tui *f, const void *data)
{
    (void)data;
    puzzles_begin(f, table_rules(tui_table(f)));
}

static void activate(struct menu *mu, struct tui *f, enum item item)
{
    switch (item) {
    case ITEM_BACK: mode_close(f, &mu->mode); break;
    case ITEM_NEW: confirm_new_game(f, game_at(tui_scene(f), mu->rules)); break;
    case ITEM_LESSONS: lesson_list_open(f, -1); break;
    case ITEM_PUZZLES:
        confirm_leave_game(f, _("Leave this game for the puzzles?"), open_puzzles, NULL);
        break;
    case ITEM_WELCOME: welcome_open(f); break;
    case ITEM_SAVE: prompt_save(f); break;
    case ITEM_HELP: help_open(f, mode_at(f, 0)->ops->keys); break; /* the game's keys */
    case ITEM_QUIT: confirm_quit(f); break;
    default:
        if (item >= ITEM_NAME && item < ITEM_LEVEL)
            type_name(f, player_of(item));
        else
            change(mu, f, item, 1);
        break;
    }
}

/* The item chosen, among those shown for the game as it is now. */
static enum item chosen(struct menu *mu, struct tui *f, int *n)
{
    enum item items[ITEMS];
    *n = shown_items(tui_table(f), items);
    if (mu->item >= *n) /* a game of fewer players since */
        mu->item = *n - 1;
    return items[mu->item];
}

static void do_it(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    int n;
    struct menu *mu = (struct menu *)m;
    activate(mu, f, chosen(mu, f, &n));
}

static void up(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    int n;
    struct menu *mu = (struct menu *)m;
    chosen(mu, f, &n);
    mu->item = cycle(mu->item, -1, n);
}

static void down(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    int n;
    struct menu *mu = (struct menu *)m;
    chosen(mu, f, &n);
    mu->item = cycle(mu->item, 1, n);
}

static void left(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    int n;
    struct menu *mu = (struct menu *)m;
    change(mu, f, chosen(mu, f, &n), -1);
}

static void right(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    int n;
    struct menu *mu = (struct menu *)m;
    change(mu, f, chosen(mu, f, &n), 1);
}

static void back(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    mode_close(f, m);
}

static const struct command up_keys = {
    .keys = {FN(KEY_UP), CH('k')},
    .help = N_("choose a line"),
    .act = up,
};
static const struct command down_keys = {.keys = {FN(KEY_DOWN), CH('j')}, .act = down};
static const struct command left_keys = {
    .keys = {FN(KEY_LEFT), CH('h')},
    .help = N_("change the setting of the line"),
    .act = left,
};
static const struct command right_keys = {.keys = {FN(KEY_RIGHT), CH('l')}, .act = right};
static const struct command do_keys = {
    .keys = {ENTER_KEYS, CH(' ')},
    .help = N_("do what the line says"),
    .act = do_it,
};
static const struct command back_keys = {
    .keys = {CH(27), CH('m')},
    .help = N_("back to the game"),
    .act = back,
};

const struct key_row menu_keys[] = {
    {.does = &up_keys, .bar = N_("Up Down"), .label = N_("choose")},
    {.does = &down_keys},
    {.does = &left_keys, .bar = N_("Left Right"), .label = N_("change")},
    {.does = &right_keys},
    {.does = &do_keys, .bar = N_("Enter"), .label = N_("do it")},
    {.does = &back_keys, .bar = N_("Esc"), .label = N_("back to the game")},
    {.does = &quit_asking_keys},
    {.does = &open_help_keys},
    {0},
};

static void menu_show(const struct mode *m, const struct scene *sc, struct shown *s)
{
    const struct menu *mu = (const struct menu *)m;
    enum item items[ITEMS];
    int n = shown_items(sc->table, items);
    char line[SENTENCE_SIZE];
    shown_panel(s, _("Menu"));
    for (int i = 0; i < n; i++) {
        item_line(mu, sc, items[i], line);
        shown_row(s, shown_keep(s, line), i == mu->item ? ROW_CHOSEN : ROW_PLAIN);
    }
    s->sentence = _("Up and Down choose a line, Left and Right change it, Enter does it.");
    s->board_moves = false;
}

static const struct mode_ops menu_ops = {.keys = menu_keys, .show = menu_show};

void menu_open(struct tui *f)
{
    struct menu *mu = mode_push(f, &menu_ops, sizeof *mu);
    if (mu)
        mu->rules = rules_index(tui_scene(f), table_rules(tui_table(f)));
}
