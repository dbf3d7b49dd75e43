/*
 * menu.c - the settings menu: which game a new game plays, who the computer
 * plays and how well, tips, animation speed, the demonstration.  Settings
 * take effect at once; a new game of other rules asks first.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <stdio.h>

#include "app/i18n.h"
#include "tui/ui.h"

enum item {
    ITEM_BACK,
    ITEM_NEW,
    ITEM_PLAYER, /* + p */
    ITEM_LEVEL = ITEM_PLAYER + TB_MAX_PLAYERS,
    ITEM_TIPS,
    ITEM_SPEED,
    ITEM_DEMO,
    ITEM_LESSONS,
    ITEM_SAVE,
    ITEM_HELP,
    ITEM_QUIT,
    ITEMS
};

/* The items shown for this game, in order; returns how many. */
static int shown_items(const struct ui *ui, enum item out[ITEMS])
{
    int n = 0;
    for (int i = 0; i < ITEMS; i++)
        if (i < ITEM_PLAYER || i >= ITEM_LEVEL || i - ITEM_PLAYER < ui->rules->players)
            out[n++] = (enum item)i;
    return n;
}

/* The index of rule set r; with NULL, how many there are. */
static int rules_index(const tb_rules *r)
{
    int i = 0;
    while (tb_rules_at(i) && tb_rules_at(i) != r)
        i++;
    return i;
}

void menu_open(struct ui *ui)
{
    ui->overlay = OVERLAY_MENU;
    ui->menu_item = 0;
    ui->menu_rules = rules_index(ui->rules);
}

/* "Label: ◀ value ▶" */
static void choice(char *buf, const char *label, const char *value)
{
    const struct glyphs *g = glyphs();
    /* TRANSLATORS: a setting, its value between arrows: "Tips: < on >". */
    snprintf(buf, SENTENCE_SIZE, _("%s: %s %s %s"), label, g->left, value, g->right);
}

static const char *on_off(bool on) { return on ? _("on") : _("off"); }

int menu_lines(const struct ui *ui, char lines[][SENTENCE_SIZE])
{
    enum item items[ITEMS];
    int n = shown_items(ui, items);
    char label[SENTENCE_SIZE];
    for (int i = 0; i < n; i++) {
        char *line = lines[i];
        switch (items[i]) {
        case ITEM_BACK: snprintf(line, SENTENCE_SIZE, "%s", _("Back to the game")); break;
        case ITEM_NEW:
            choice(line, _("New game"), rules_title(tb_rules_at(ui->menu_rules)));
            break;
        case ITEM_LEVEL: choice(line, _("Computer level"), level_title(ui->level)); break;
        case ITEM_TIPS: choice(line, _("Tips (t key)"), on_off(ui->hints)); break;
        case ITEM_SPEED: choice(line, _("Animation"), speed_title(ui->speed)); break;
        case ITEM_DEMO:
            choice(line, _("Demonstration: the computer plays every side"),
                   on_off(play_all_computer(ui)));
            break;
        case ITEM_LESSONS:
            snprintf(line, SENTENCE_SIZE, "%s", _("Lessons: learn each rule by playing it"));
            break;
        case ITEM_SAVE:
            snprintf(line, SENTENCE_SIZE, "%s", _("Save the game record to a file"));
            break;
        case ITEM_HELP: snprintf(line, SENTENCE_SIZE, "%s", _("Keys and rules")); break;
        case ITEM_QUIT: snprintf(line, SENTENCE_SIZE, "%s", _("Quit")); break;
        default: {
            int p = items[i] - ITEM_PLAYER;
            snprintf(label, sizeof label, _("%s is played by"), ui->tags.names[p]);
            choice(line, label, play_is_computer(ui, p) ? _("the computer") : _("a person"));
            break;
        }
        }
    }
    return n;
}

/* value + step, going round from count - 1 to 0 and back. */
static int cycle(int value, int step, int count)
{
    return count > 0 ? ((value + step) % count + count) % count : value;
}

/* Changes the value of item by step (+1 or -1); false for an item without one. */
static bool change(struct ui *ui, enum item item, int step)
{
    int rule_sets = rules_index(NULL);
    switch (item) {
    case ITEM_NEW: ui->menu_rules = cycle(ui->menu_rules, step, rule_sets); return true;
    case ITEM_LEVEL: ui->level = (enum ai_level)cycle((int)ui->level, step, AI_LEVELS); break;
    case ITEM_TIPS: ui->hints = !ui->hints; break;
    case ITEM_SPEED: ui->speed = (enum speed)cycle((int)ui->speed, step, SPEEDS); return true;
    case ITEM_DEMO:
        ui->computer = play_all_computer(ui) ? 0 : (1u << ui->rules->players) - 1;
        ui->paused = false;
        break;
    case ITEM_BACK: case ITEM_LESSONS: case ITEM_SAVE: case ITEM_HELP: case ITEM_QUIT:
    case ITEMS:
        return false;
    default: ui->computer ^= 1u << (item - ITEM_PLAYER); break;
    }
    /* A computer that was thinking thought with the old settings. */
    ui->epoch++;
    ui->have_move = false;
    ui->tips = 0;
    return true;
}

static void activate(struct ui *ui, enum item item)
{
    switch (item) {
    case ITEM_BACK: play_back_to_game(ui); break;
    case ITEM_NEW:
        ui->overlay = OVERLAY_CONFIRM;
        ui->confirm = CONFIRM_NEW;
        ui->new_rules = tb_rules_at(ui->menu_rules);
        break;
    case ITEM_LESSONS: lesson_start(ui); break;
    case ITEM_SAVE: prompt_open(ui); break;
    case ITEM_HELP: ui->overlay = OVERLAY_HELP; ui->help_top = 0; break;
    case ITEM_QUIT: ui->overlay = OVERLAY_CONFIRM; ui->confirm = CONFIRM_QUIT; break;
    default: change(ui, item, 1); break;
    }
}

void menu_key(struct ui *ui, bool function_key, wint_t key)
{
    enum item items[ITEMS];
    int n = shown_items(ui, items);
    enum item item = items[ui->menu_item];
    if (key_is_enter(function_key, key)) {
        activate(ui, item);
        return;
    }
    if (function_key) {
        switch (key) {
        case KEY_UP: ui->menu_item = cycle(ui->menu_item, -1, n); break;
        case KEY_DOWN: ui->menu_item = cycle(ui->menu_item, 1, n); break;
        case KEY_LEFT: change(ui, item, -1); break;
        case KEY_RIGHT: change(ui, item, 1); break;
        default: break;
        }
        return;
    }
    switch (key) {
    case 'k': ui->menu_item = cycle(ui->menu_item, -1, n); break;
    case 'j': ui->menu_item = cycle(ui->menu_item, 1, n); break;
    case 'h': change(ui, item, -1); break;
    case 'l': change(ui, item, 1); break;
    case ' ': activate(ui, item); break;
    case 27: case 'm': play_back_to_game(ui); break;
    case 'q': activate(ui, ITEM_QUIT); break;
    default: break;
    }
}
