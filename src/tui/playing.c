/*
 * playing.c - the keys and clicks of a game being played (the board's,
 * undo, redo, the tip, a new game, the editor), and what the board says
 * while it is: what to do now, naming only the holes that can be played.
 */
#include <stdio.h>
#include <string.h>

#include <curses.h>

#include "app/i18n.h"
#include "play/guide.h"
#include "tui/confirm.h"
#include "tui/editor.h"
#include "tui/playing.h"
#include "tui/shared_keys.h"
#include "tui/teach.h"

enum { KEY_CTRL_R = 18, KEY_ESCAPE = 27 };

/* Is hole a before hole b on the screen, left to right, then top down? */
static bool shown_before(const struct layout *lo, int a, int b)
{
    return lo->hole_x[a] != lo->hole_x[b] ? lo->hole_x[a] < lo->hole_x[b]
                                          : lo->hole_y[a] < lo->hole_y[b];
}

/* Left and Right go round the holes that can be sown, in the order they
 * stand on the screen. */
static void move_cursor(struct tui *f, int step)
{
    struct table *t = tui_table(f);
    const struct layout *lo = tui_scene(f)->layout;
    int order[TB_MAX_HOLES], n = table_playable(t, order), at = -1;
    if (table_human_to_move(t) < 0) {
        tell_event(f, (struct event){.kind = EVENT_WAIT});
        return;
    }
    for (int i = 1; i < n; i++) /* insertion sort: a few holes */
        for (int j = i; j > 0 && shown_before(lo, order[j], order[j - 1]); j--) {
            int h = order[j];
            order[j] = order[j - 1];
            order[j - 1] = h;
        }
    for (int i = 0; i < n; i++)
        if (order[i] == table_cursor(t))
            at = i;
    if (n > 0)
        table_choose(t, order[at < 0 ? (step > 0 ? 0 : n - 1) : (at + step + n) % n]);
}

static void choose(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m;
    struct table *t = tui_table(f);
    tell_event(f, table_choose(t, tb_hole_from_label(table_rules(t), (char)in->key)));
}

/* A click chooses a hole; a second click on it sows it. */
static void click(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m;
    struct table *t = tui_table(f);
    if (in->hole >= 0 && in->hole == table_cursor(t))
        tell_event(f, table_sow(t));
    else if (in->hole >= 0)
        tell_event(f, table_choose(t, in->hole));
}

static void sow(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    tell_event(f, table_sow(tui_table(f)));
}

static void previous_hole(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    move_cursor(f, -1);
}

static void next_hole(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    move_cursor(f, 1);
}

static void undo(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    tell_event(f, table_undo(tui_table(f), true));
}

/* The move played again is shown and told like any: nothing is said of
 * the key, which would outlast the move. */
static void redo(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    if (!table_redo(tui_table(f)))
        say(f, true, "%s", _("There is no taken-back move to play again."));
}

static void tip(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    tell_event(f, table_tip(tui_table(f)));
}

static void new_game(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    confirm_new_game(f, table_rules(tui_table(f)));
}

static void open_editor(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    editor_open(f);
}

static void unchoose(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    table_unchoose(tui_table(f));
}

static const struct command hole_keys = {
    .keys = {HOLE_LETTERS},
    .help = N_("choose one of your holes (its letter is on the board)"),
    .flags = MOVES_BOARD,
    .act = choose,
};
static const struct command click_keys = {
    .keys = {BOARD_CLICK},
    .help = N_("click a hole to choose it, click it again to sow"),
    .flags = MOVES_BOARD,
    .act = click,
};
static const struct command sow_keys = {
    .keys = {ENTER_KEYS, CH(' ')},
    .help = N_("sow the chosen hole"),
    .flags = MOVES_BOARD,
    .act = sow,
};
static const struct command previous_keys = {
    .keys = {FN(KEY_LEFT), FN(KEY_UP), CH('h'), CH('k')},
    .help = N_("move to your other holes"),
    .flags = MOVES_BOARD,
    .act = previous_hole,
};
static const struct command next_keys = {
    .keys = {FN(KEY_RIGHT), FN(KEY_DOWN), CH('l'), CH('j')},
    .flags = MOVES_BOARD,
    .act = next_hole,
};

const struct key_row playing_board_keys[] = {
    {.does = &hole_keys},     {.does = &click_keys}, {.does = &sow_keys},
    {.does = &previous_keys}, {.does = &next_keys},  {0},
};

const struct command playing_undo_keys = {
    .keys = {CH('u')},
    .help = N_("take back a move"),
    .flags = MOVES_BOARD,
    .act = undo,
};
const struct command playing_redo_keys = {
    .keys = {CH('r'), CH(KEY_CTRL_R)},
    .help = N_("play a taken-back move again"),
    .flags = MOVES_BOARD,
    .act = redo,
};
const struct command playing_tip_keys = {
    .keys = {CH('t')},
    .help = N_("a tip: the best move, and what it wins (when tips are on)"),
    .act = tip,
};
const struct command playing_new_game_keys = {
    .keys = {CH('n')},
    .help = N_("new game (asks first)"),
    .act = new_game,
};
static const struct command playing_editor_keys = {
    .keys = {CH('p')},
    .help = N_("position editor: stage any position, then play on from it"),
    .act = open_editor,
};
const struct command playing_unchoose_keys = {
    .keys = {CH(KEY_ESCAPE)},
    .help = N_("drop the chosen hole"),
    .act = unchoose,
};

const struct key_row playing_more_keys[] = {
    {.does = &open_history_keys}, {.does = &playing_editor_keys}, {.does = &playing_unchoose_keys},
    {.include = moving_keys},     {.include = teach_keys},        {0},
};

bool playing_can_undo(const struct mode *m, const struct scene *sc)
{
    (void)m;
    return tb_game_ply(table_game(sc->table)) > 0;
}

bool playing_can_redo(const struct mode *m, const struct scene *sc)
{
    (void)m;
    const tb_game *g = table_game(sc->table);
    return !table_all_computer(sc->table) && tb_game_ply(g) < tb_game_length(g);
}

bool playing_tip_offered(const struct mode *m, const struct scene *sc)
{
    (void)m;
    return settings_hints(sc->settings) && table_human_to_move(sc->table) >= 0;
}

bool playing_people(const struct mode *m, const struct scene *sc)
{
    (void)m;
    return !table_all_computer(sc->table);
}

void playing_show(const struct scene *sc, struct shown *s)
{
    const struct table *t = sc->table;
    char text[SENTENCE_SIZE];
    table_view(t, &s->view);
    s->board_moves = table_human_to_move(t) >= 0;
    /* The preview is what matters now: the newest sentence over the line
     * that says what to do, which stays. */
    if (guide_preview(t, text, sizeof text)) {
        shown_tell(s, text);
        s->large = s->story[s->story_told - 1];
    }
    guide_now(t, text, sizeof text);
    s->sentence = shown_keep(s, text);
    teach_show_moving(sc, s);
}
