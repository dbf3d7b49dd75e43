/*
 * help.c - the help screen: every key of the mode it was opened over, from
 * that mode's table, then the rules of the game being played, in short.
 * Up and Down, Page Up and Page Down, Space, Home and End scroll it; any
 * other key goes back.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <curses.h>
#include <string.h>

#include "app/i18n.h"
#include "tui/help.h"
#include "tui/mode.h"
#include "tui/panel.h"
#include "tui/scroll.h"

enum { HELP_W = 80 };

struct help {
    struct scrolled scrolled;     /* at: the first line shown */
    const struct key_row *listed; /* the keys it lists: the mode's it was opened over */
};

static const char *const tihbat_rules[] = {
    N_("THE RULES OF TIHBAT"),
    N_("Two players, four holes, 7 seeds in each. Player 1 owns A and B, Player 2 owns C and "
       "D. Player 1 plays first."),
    N_("On your turn, lift all the seeds of one of your holes. The first seed goes straight "
       "back into the same hole, then one into each next hole: A, B, C, D, A and so on."),
    N_("If the last seed falls in one of your own holes and it now holds 2, 4, 6 or 8 "
       "seeds, you capture them all."),
    N_("With both your holes empty, you pass."),
    N_("The game ends when every seed is captured, or when the board comes back to a "
       "position it had before with the same player to move. The seeds left are then "
       "shared equally. Whoever has the most seeds wins."),
};

static const char *const bakuk_rules[] = {
    N_("THE RULES OF BAKUK"),
    N_("Two players, six holes, 6 seeds in each. Player 1 owns A, B and C, Player 2 owns D, "
       "E and F. Player 1 plays first."),
    N_("On your turn, lift all the seeds of one of your holes and sow them one by one into "
       "the next holes: A, B, C, D, E, F, A and so on."),
    N_("If the last seed makes its hole, on either side, hold 2 or 4 seeds, you capture "
       "them; then the next hole too if it holds 2 or 4, and the next, until one does not."),
    N_("The game ends when the player to move has no seed, or when the board comes back to "
       "a position it had before with the same player to move. Seeds left on the board "
       "count for no one. Whoever has captured the most wins."),
};

static const char *const bakuk3_rules[] = {
    N_("THE RULES OF BAKUK FOR THREE"),
    N_("Three players, six holes, 6 seeds in each. Player 1 owns A and B, player 2 owns C "
       "and D, player 3 owns E and F. Turns go 1, 2, 3, 1..."),
    N_("On your turn, lift all the seeds of one of your holes and sow them one by one into "
       "the next holes: A, B, C, D, E, F, A and so on."),
    N_("If the last seed makes its hole, anywhere, hold 2 or 4 seeds, you capture them; "
       "then the next hole too if it holds 2 or 4, and the next, until one does not."),
    N_("The game ends when the player to move has no seed, or when the board comes back to "
       "a position it had before with the same player to move. Seeds left on the board "
       "count for no one. Whoever has captured the most wins."),
};

static const char *const koumma_rules[] = {
    N_("THE RULES OF KOUMMA"),
    N_("Two players, six holes, 6 seeds in each. Player 1 owns A, B and C, Player 2 owns D, "
       "E and F. Player 1 plays first."),
    N_("On your turn, lift all the seeds of one of your holes. The first seed goes straight "
       "back into the same hole, then one into each next hole: A, B, C, D, E, F, A and so on."),
    N_("If the last seed makes its hole, on either side, hold 2, 4 or 6 seeds, you capture "
       "them; then the next hole too if it holds 2, 4 or 6, and the next, until one does "
       "not."),
    N_("The game ends when the player to move has no seed, or when the board comes back to "
       "a position it had before with the same player to move. Seeds left on the board "
       "count for no one. Whoever has captured the most wins."),
};

static const char *const modiar_rules[] = {
    N_("THE RULES OF MODIAR"),
    N_("Two players, six holes, 7 seeds in each. Player 1 owns A, B and C, Player 2 owns D, "
       "E and F. Player 1 plays first."),
    N_("On your turn, lift all the seeds of one of your holes that holds 2 or more. The first "
       "seed goes straight back into the same hole, then one into each next hole: A, B, C, "
       "D, E, F, A and so on."),
    N_("If your opponent cannot move, you must play a move that gives them one, if you can."),
    N_("If the last seed makes its hole, on either side, hold 2, 4 or 6 seeds, you capture "
       "them; then the hole before it too if it holds 2, 4 or 6, and the one before, until "
       "one does not. The first move of the game captures nothing, and you may not take all "
       "of your opponent's seeds while you have another move."),
    N_("The game ends when the player to move cannot move: each player then takes the seeds "
       "in their own holes. It ends too when the board comes back to a position it had "
       "before with the same player to move; the seeds left are then shared equally. "
       "Whoever has the most seeds wins."),
};

/* The rules of r, in short: its paragraphs; returns how many.  A rules
 * file's game is told by its fields, as the file gives them. */
static int rules_paragraphs(const tb_rules *r, const char **out, int max)
{
    static const struct {
        const char *name;
        const char *const *rules;
        int count;
    } games[] = {
        {"tihbat", tihbat_rules, LENGTH(tihbat_rules)},
        {"bakuk", bakuk_rules, LENGTH(bakuk_rules)},
        {"bakuk3", bakuk3_rules, LENGTH(bakuk3_rules)},
        {"koumma", koumma_rules, LENGTH(koumma_rules)},
        {"modiar", modiar_rules, LENGTH(modiar_rules)},
    };
    int n = 0;
    if (tb_rules_find(r->name) != r) {
        static char title[SENTENCE_SIZE], fields[TB_RULES_TEXT_MAX];
        snprintf(title, sizeof title, _("THE RULES OF %s, AS ITS FILE GIVES THEM"), r->title);
        tb_rules_format(r, fields, sizeof fields);
        if (n < max)
            out[n++] = title;
        for (char *line = fields, *end; n < max && (end = strchr(line, '\n')); line = end + 1) {
            *end = '\0';
            out[n++] = line;
        }
        return n;
    }
    for (int g = 0; g < LENGTH(games); g++)
        for (int i = 0; strcmp(r->name, games[g].name) == 0 && i < games[g].count && n < max; i++)
            out[n++] = _(games[g].rules[i]);
    return n;
}

static void help_show(const struct mode *m, const struct scene *sc, struct shown *s);

/* The lines of the help, as it would be drawn now, and a page of them. */
static void range(const struct mode *m, const struct scene *sc, int *first, int *last, int *page)
{
    struct shown measured;
    int lines, fit;
    memset(&measured, 0, sizeof measured);
    help_show(m, sc, &measured);
    draw_panel_size(sc->layout, &measured, &lines, &fit);
    *first = 0;
    *last = lines - fit;
    *page = fit > 1 ? fit - 1 : 1;
}

const struct key_row help_keys[] = {
    {.does = &scroll_down_keys, .bar = N_("Up Down"), .label = N_("scroll")},
    {.does = &scroll_up_keys},
    {.does = &page_down_keys},
    {.does = &page_up_keys},
    {.does = &scroll_start_keys},
    {.does = &scroll_end_keys},
    {.does = &scroll_away_keys, .bar = N_("any other key"), .label = N_("back to the game")},
    {0},
};

static void help_show(const struct mode *m, const struct scene *sc, struct shown *s)
{
    const struct help *h = (const struct help *)m;
    const char *paragraphs[SHOWN_ROWS];
    int n = rules_paragraphs(table_rules(sc->table), paragraphs, SHOWN_ROWS);
    shown_panel(s, _("Keys and rules"));
    s->panel.width = HELP_W;
    s->panel.top = h->scrolled.at;
    shown_row(s, _("KEYS"), ROW_BOLD);
    keys_help(h->listed, s);
    shown_row(s, "", ROW_PLAIN);
    for (int i = 0; i < n; i++)
        shown_row(s, paragraphs[i], i == 0 ? ROW_BOLD : ROW_PLAIN);
    s->sentence = _("The keys and the rules: Up and Down scroll, any other key goes back.");
    s->board_moves = false;
}

static const struct mode_ops help_ops = {.keys = help_keys, .show = help_show};

void help_open(struct tui *f, const struct key_row *keys)
{
    struct help *h = mode_push(f, &help_ops, sizeof *h);
    if (h) {
        h->scrolled.range = range;
        h->listed = keys;
    }
}
