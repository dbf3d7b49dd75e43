/*
 * history.c - the moves so far: every ply up to the one shown, with its
 * sentence, in the player's colour, and the end once the game is over, in
 * a panel.  Up and Down scroll a move at a time, Page Up and Page Down a
 * panel at a time, Home and End go to the first and the newest; any other
 * key goes back.  It opens at the newest.
 */
#include <stdio.h>
#include <string.h>

#include <curses.h>

#include "app/i18n.h"
#include "play/narrate.h"
#include "tui/history.h"
#include "tui/mode.h"
#include "tui/panel.h"
#include "tui/scroll.h"

enum { HISTORY_W = 96 };

struct history {
    struct scrolled scrolled; /* at: the first ply shown, from 1 */
};

/* The panel with the plies from `first` on, as many as it has room for. */
static void fill(const struct scene *sc, struct shown *s, int first)
{
    const struct table *t = sc->table;
    int plies = table_shown_ply(t);
    char told[SENTENCE_SIZE], line[SENTENCE_SIZE + 16];
    shown_panel(s, _("The moves so far"));
    s->panel.width = HISTORY_W;
    if (plies == 0)
        shown_row(s, _("No move has been played yet."), ROW_DIM);
    int ply = first;
    for (; ply <= plies && s->panel.rows_n < SHOWN_ROWS - 2; ply++) {
        tb_account acc;
        table_account(t, ply, &acc);
        narrate_ply(t, &acc, tb_game_position_at(table_game(t), ply), told, sizeof told);
        /* TRANSLATORS: a move's number and what it did. */
        snprintf(line, sizeof line, _("%d. %s"), ply, told);
        shown_row(s, shown_keep(s, line), ROW_PLAYER + acc.player);
    }
    if (ply <= plies) /* no room for more: they are further down */
        shown_row(s, "...", ROW_DIM);
    const tb_game *g = table_game(t);
    if (ply > plies && plies == tb_game_ply(g) && tb_game_over(g)) {
        narrate_end(t, tb_game_result(g), false, told, sizeof told);
        shown_row(s, shown_keep(s, told), ROW_BOLD);
        narrate_winner(t, tb_game_result(g), told, sizeof told);
        shown_row(s, shown_keep(s, told), ROW_BOLD);
    }
}

/* Do the plies from `first` to the newest fit the panel whole? */
static bool fits(const struct scene *sc, int first)
{
    struct shown measured;
    int lines, fit;
    memset(&measured, 0, sizeof measured);
    fill(sc, &measured, first);
    draw_panel_size(sc->layout, &measured, &lines, &fit);
    return lines <= fit && measured.panel.rows_n < SHOWN_ROWS - 2;
}

/* The first ply shown when the newest is at the foot of the panel. */
static int newest_first(const struct scene *sc)
{
    int first = table_shown_ply(sc->table);
    first = first < 1 ? 1 : first;
    while (first > 1 && fits(sc, first - 1))
        first--;
    return first;
}

/* The plies it can start at, and a page of them. */
static void range(const struct mode *m, const struct scene *sc, int *first, int *last, int *page)
{
    (void)m;
    *first = 1;
    *last = newest_first(sc);
    *page = table_shown_ply(sc->table) - *last + 1;
    *page = *page > 1 ? *page - 1 : 1;
}

const struct key_row history_keys[] = {
    {.does = &scroll_down_keys, .bar = N_("Up Down"), .label = N_("scroll")},
    {.does = &scroll_up_keys},
    {.does = &page_down_keys},
    {.does = &page_up_keys},
    {.does = &scroll_start_keys, .bar = N_("Home End"), .label = N_("first, newest")},
    {.does = &scroll_end_keys},
    {.does = &scroll_away_keys, .bar = N_("any other key"), .label = N_("back")},
    {0},
};

static void history_show(const struct mode *m, const struct scene *sc, struct shown *s)
{
    const struct history *h = (const struct history *)m;
    fill(sc, s, h->scrolled.at);
    /* The panel shows its top: when the plies go on below, it says so. */
    s->sentence = _("The moves so far: Up and Down scroll, any other key goes back.");
    s->board_moves = false;
}

static const struct mode_ops history_ops = {.keys = history_keys, .show = history_show};

void history_open(struct tui *f)
{
    struct history *h = mode_push(f, &history_ops, sizeof *h);
    if (h) {
        h->scrolled.range = range;
        h->scrolled.at = newest_first(tui_scene(f));
    }
}
