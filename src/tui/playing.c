/*
 * playing.c - the keys and clicks of a game being played, and the
 * sentences that say which holes can be.
 */
#include <stdio.h>
#include <string.h>

#include <curses.h>

#include "app/i18n.h"
#include "play/guide.h"
#include "tui/confirm.h"
#include "tui/editor.h"
#include "tui/help.h"
#include "tui/history.h"
#include "tui/menu.h"
#include "tui/playing.h"
#include "tui/prompt.h"
#include "tui/teach.h"

enum { KEY_CTRL_R = 18 };

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
        tell(f, (struct event){.kind = EVENT_WAIT});
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

/* The hole a letter names, or -1. */
static int labelled(const struct table *t, const struct input *in)
{
    return !in->function_key && in->key < 128 ? tb_hole_from_label(table_rules(t), (char)in->key)
                                              : TB_NO_MOVE;
}

bool playing_board_key(const struct table *t, const struct input *in)
{
    static const int codes[] = {KEY_LEFT, KEY_RIGHT, KEY_UP, KEY_DOWN, KEY_ENTER, KEY_MOUSE};
    for (int i = 0; i < LENGTH(codes); i++)
        if (input_code(in, codes[i]))
            return true;
    bool ascii = !in->function_key && in->key > 0 && in->key < 128;
    return labelled(t, in) >= 0 || (ascii && strchr("hjkl\r\n ", (int)in->key));
}

static void on_hole_key(struct tui *f, const struct input *in)
{
    struct table *t = tui_table(f);
    /* A click chooses a hole; a second click on it sows it. */
    int hole = input_click(in) ? in->hole : labelled(t, in);
    bool again = input_click(in) && hole >= 0 && hole == table_cursor(t);
    if (again || input_enter(in) || input_is(in, ' '))
        tell(f, table_sow(t));
    else if (hole >= 0)
        tell(f, table_choose(t, hole));
    else if (input_code(in, KEY_LEFT) || input_code(in, KEY_UP) || input_is(in, 'h') ||
             input_is(in, 'k'))
        move_cursor(f, -1);
    else if (input_code(in, KEY_RIGHT) || input_code(in, KEY_DOWN) || input_is(in, 'l') ||
             input_is(in, 'j'))
        move_cursor(f, 1);
}

bool playing_key(struct tui *f, const struct input *in)
{
    struct table *t = tui_table(f);
    bool redo = input_is(in, 'r') || input_is(in, KEY_CTRL_R);
    /* What would change the game waits while a move is shown. */
    if (teach_moving_key(f, in, playing_board_key(t, in) || redo || input_is(in, 'u')))
        return true;
    if (playing_board_key(t, in))
        on_hole_key(f, in);
    else if (input_is(in, '?') || input_code(in, KEY_F(1)))
        help_open(f);
    else if (input_is(in, 'u'))
        tell(f, table_undo(t, true));
    else if (redo && table_redo(t))
        say(f, false, "%s", _("Playing a taken-back move again."));
    else if (redo)
        say(f, true, "%s", _("There is no taken-back move to play again."));
    else if (input_is(in, 't'))
        tell(f, table_tip(t));
    else if (input_is(in, 's'))
        prompt_save(f);
    else if (input_is(in, 'm'))
        menu_open(f);
    else if (input_is(in, 'n'))
        confirm_new_game(f, table_rules(t));
    else if (input_is(in, 'q'))
        confirm_quit(f);
    else if (input_is(in, 'p'))
        editor_open(f);
    else if (input_is(in, 'H'))
        history_open(f);
    else if (input_escape(in))
        table_unchoose(t);
    else
        return teach_key(f, in);
    return true;
}

void playing_keys(const struct scene *sc, struct shown *s, int from)
{
    const struct table *t = sc->table;
    int ply = tb_game_ply(table_game(t));
    if (ply > from)
        shown_key(s, "u", N_("undo"));
    if (ply < tb_game_length(table_game(t)))
        shown_key(s, "r", N_("redo"));
    if (settings_hints(sc->settings) && table_human_to_move(t) >= 0)
        shown_key(s, "t", N_("tip"));
}

void playing_show(const struct scene *sc, struct shown *s)
{
    const struct table *t = sc->table;
    char text[SENTENCE_SIZE];
    table_view(t, &s->view);
    teach_view(t, &s->view);
    s->board_moves = table_human_to_move(t) >= 0;
    /* The preview is what matters now; what to do is said anyway. */
    bool preview = guide_preview(t, text, sizeof text);
    if (!preview)
        guide_now(t, text, sizeof text);
    s->sentence = shown_keep(s, text);
    if (preview)
        s->large = s->sentence;
    teach_show_moving(sc, s);
}
