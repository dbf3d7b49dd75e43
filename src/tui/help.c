/*
 * help.c - the help screen: every key, then the rules of the game being
 * played, in short.  Up and Down, Page Up and Page Down, Space scroll it;
 * any other key goes back.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <curses.h>
#include <string.h>

#include "app/i18n.h"
#include "tui/help.h"
#include "tui/mode.h"

enum { HELP_W = 80 };

struct help {
    struct mode mode;
    int top; /* the first line shown */
};

static const char *const keys[] = {
    N_("KEYS"),
    N_("A, B, C...   choose one of your holes (its letter is on the board)"),
    N_("Left, Right  move to your other holes (also h and l)"),
    N_("Enter, Space sow the chosen hole"),
    N_("Mouse        click a hole to choose it, click it again to sow"),
    N_("u            take back a move"),
    N_("r, Ctrl-R    play a taken-back move again"),
    N_("t            a tip: the best move, and what it wins (when tips are on)"),
    N_("H            the moves so far, each with what it did"),
    N_("s            save the game record to a file"),
    N_("m            menu: computer players, level, tips, speed, other games"),
    N_("+, -, 0      the animation faster, slower, or instant"),
    N_("Esc          while a move is shown: the rest of it at once"),
    N_(".            step mode: each key drops the next seed, saying which rule acts"),
    N_("v            preview: where the chosen hole's last seed will fall, and what then"),
    N_("p            position editor: stage any position, then play on from it"),
    N_("Home, End    in a replay: the start and the end of the record"),
    N_("Space        in a replay: the moves play by themselves, or stop"),
    N_("PgUp, PgDn   in a lesson: the previous lesson, the next; Home: this one again"),
    N_("L            in a lesson: the lessons, which are done, and any one to begin"),
    N_("P            projector mode: big digits, large print, high contrast"),
    N_("n            new game (asks first)"),
    N_("q            quit (asks first, and says whether the game is kept)"),
    N_("?            this help"),
    "",
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

/* The help's paragraphs for rule set r; returns how many.  A rules
 * file's game is told by its fields, as the file gives them. */
static int help_paragraphs(const tb_rules *r, const char **out, int max)
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
    for (int i = 0; i < LENGTH(keys) && n < max; i++)
        out[n++] = keys[i][0] ? _(keys[i]) : "";
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

static void help_show(const struct mode *m, const struct tui *f, struct shown *s);

static void help_key(struct mode *m, struct tui *f, const struct input *in)
{
    struct help *h = (struct help *)m;
    struct shown measured; /* the help as it would be drawn now */
    int lines, fit;
    memset(&measured, 0, sizeof measured);
    help_show(m, f, &measured);
    draw_panel_size(&f->layout, &measured, &lines, &fit);
    int page = fit > 1 ? fit - 1 : 1, last = lines - fit;
    if (input_code(in, KEY_DOWN) || input_is(in, 'j'))
        h->top++;
    else if (input_code(in, KEY_UP) || input_is(in, 'k'))
        h->top--;
    else if (input_code(in, KEY_NPAGE) || input_is(in, ' '))
        h->top += page;
    else if (input_code(in, KEY_PPAGE))
        h->top -= page;
    else if (input_code(in, KEY_HOME))
        h->top = 0;
    else if (input_code(in, KEY_END))
        h->top = last;
    else
        mode_close(f, m);
    h->top = h->top > last ? last : h->top < 0 ? 0 : h->top;
}

static void help_show(const struct mode *m, const struct tui *f, struct shown *s)
{
    const struct help *h = (const struct help *)m;
    static const struct key_help bar[] = {
        {N_("Up Down"), N_("scroll")},
        {N_("any other key"), N_("back to the game")},
        {NULL, NULL},
    };
    const char *paragraphs[SHOWN_ROWS];
    int n = help_paragraphs(f->table.rules, paragraphs, SHOWN_ROWS);
    shown_panel(s, _("Keys and rules"));
    s->panel.width = HELP_W;
    s->panel.top = h->top;
    for (int i = 0; i < n; i++) {
        bool heading = i == 0 || !paragraphs[i - 1][0];
        shown_row(s, paragraphs[i], heading ? ROW_BOLD : ROW_PLAIN);
    }
    s->sentence = _("The keys and the rules: Up and Down scroll, any other key goes back.");
    s->board_moves = false;
    s->keys = bar;
}

static const struct mode_ops help_ops = {.key = help_key, .show = help_show};

void help_open(struct tui *f) { mode_push(f, &help_ops, sizeof(struct help)); }
