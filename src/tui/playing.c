/*
 * playing.c - the keys and clicks of a game being played, and the
 * sentences that say which holes can be.
 */
#include <stdio.h>
#include <string.h>

#include <curses.h>

#include "app/i18n.h"
#include "play/narrate.h"
#include "tui/confirm.h"
#include "tui/editor.h"
#include "tui/help.h"
#include "tui/history.h"
#include "tui/menu.h"
#include "tui/playing.h"
#include "tui/prompt.h"
#include "tui/teach.h"

enum { KEY_CTRL_R = 18 };

/* The holes the player to move can sow, in label order; returns how many. */
static int playable(const struct table *t, int out[TB_MAX_HOLES])
{
    unsigned moves = tb_game_moves(t->game);
    int n = 0;
    for (int h = 0; h < tb_holes(t->rules); h++)
        if (moves & (1u << h))
            out[n++] = h;
    return n;
}

/* "A B": the labels of those holes. */
static void labels(const int *holes, int n, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && used + 3 <= size; i++)
        used += (size_t)snprintf(buf + used, size - used, i ? " %c" : "%c", tb_label(holes[i]));
}

/* What to do now. */
static void instruction(const struct table *t, char *buf, size_t size)
{
    const tb_position *p = tb_game_position(t->game);
    const char *name = t->names[p->to_move];
    int holes[TB_MAX_HOLES], n = playable(t, holes);
    if (tb_game_over(t->game))
        snprintf(buf, size, "%s", _("The game is over. Press n for another game."));
    else if (t->paused)
        snprintf(buf, size, "%s", _("Paused. Press Space to go on."));
    else if (table_is_computer(t, p->to_move))
        snprintf(buf, size, _("%s (computer) is thinking..."), name);
    else if (tb_game_must_pass(t->game))
        snprintf(buf, size, _("%s has no seed to sow and must pass."), name);
    else if (t->cursor >= 0 && n > 1)
        snprintf(buf, size, _("%s: press Enter or Space to sow %c, or choose another hole."), name,
                 tb_label(t->cursor));
    else if (t->cursor >= 0)
        snprintf(buf, size, _("%s: press Enter or Space to sow %c."), name, tb_label(t->cursor));
    else if (n == 1)
        snprintf(buf, size, _("%s, choose a hole: press %c."), name, tb_label(holes[0]));
    else if (n == 2)
        snprintf(buf, size, _("%s, choose a hole: press %c or %c."), name, tb_label(holes[0]),
                 tb_label(holes[1]));
    else if (n >= 3) /* a player has at most three holes */
        snprintf(buf, size, _("%s, choose a hole: press %c, %c or %c."), name, tb_label(holes[0]),
                 tb_label(holes[1]), tb_label(holes[2]));
    else
        snprintf(buf, size, _("%s plays now."), name);
}

static void wait_your_turn(struct table *t)
{
    say(t, true, _("Please wait: it is %s's turn."), t->names[tb_game_position(t->game)->to_move]);
}

static void choose_hole(struct table *t, int hole)
{
    int me = table_human_to_move(t), owner = tb_owner(t->rules, hole);
    int holes[TB_MAX_HOLES], n = playable(t, holes);
    char list[16];
    labels(holes, n, list, sizeof list);
    if (me < 0)
        wait_your_turn(t);
    else if (owner != me)
        say(t, true, _("%c is %s's hole. %s, choose one of yours: %s."), tb_label(hole),
            t->names[owner], t->names[me], list);
    else if (tb_game_position(t->game)->board[hole] == 0 && n == 1)
        say(t, true, _("%c is empty: press %c."), tb_label(hole), tb_label(holes[0]));
    else if (tb_game_position(t->game)->board[hole] == 0)
        say(t, true, _("%c is empty: choose another hole."), tb_label(hole));
    else
        t->cursor = hole;
}

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
    struct table *t = &f->table;
    int order[TB_MAX_HOLES], n = playable(t, order), at = -1;
    if (table_human_to_move(t) < 0) {
        wait_your_turn(t);
        return;
    }
    for (int i = 1; i < n; i++) /* insertion sort: a few holes */
        for (int j = i; j > 0 && shown_before(&f->layout, order[j], order[j - 1]); j--) {
            int h = order[j];
            order[j] = order[j - 1];
            order[j - 1] = h;
        }
    for (int i = 0; i < n; i++)
        if (order[i] == t->cursor)
            at = i;
    if (n > 0)
        t->cursor = order[at < 0 ? (step > 0 ? 0 : n - 1) : (at + step + n) % n];
}

static void sow(struct table *t)
{
    int holes[TB_MAX_HOLES], n = playable(t, holes);
    char list[16];
    labels(holes, n, list, sizeof list);
    if (table_human_to_move(t) < 0)
        wait_your_turn(t);
    else if (t->cursor < 0 && n == 1)
        say(t, true, _("First choose a hole: press %c."), tb_label(holes[0]));
    else if (t->cursor < 0)
        say(t, true, _("First choose a hole: press one of %s."), list);
    else
        table_play(t, t->cursor);
}

/* The hole a letter names, or -1. */
static int labelled(const struct table *t, const struct input *in)
{
    return !in->function_key && in->key < 128 ? tb_hole_from_label(t->rules, (char)in->key)
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
    struct table *t = &f->table;
    /* A click chooses a hole; a second click on it sows it. */
    int hole = input_click(in) ? in->hole : labelled(t, in);
    bool again = input_click(in) && hole >= 0 && hole == t->cursor;
    if (again || input_enter(in) || input_is(in, ' '))
        sow(t);
    else if (hole >= 0)
        choose_hole(t, hole);
    else if (input_code(in, KEY_LEFT) || input_code(in, KEY_UP) || input_is(in, 'h') ||
             input_is(in, 'k'))
        move_cursor(f, -1);
    else if (input_code(in, KEY_RIGHT) || input_code(in, KEY_DOWN) || input_is(in, 'l') ||
             input_is(in, 'j'))
        move_cursor(f, 1);
}

bool playing_key(struct tui *f, const struct input *in)
{
    struct table *t = &f->table;
    bool redo = input_is(in, 'r') || input_is(in, KEY_CTRL_R);
    /* What would change the game waits while a move is shown. */
    if (teach_moving_key(t, in, playing_board_key(t, in) || redo || input_is(in, 'u')))
        return true;
    if (playing_board_key(t, in))
        on_hole_key(f, in);
    else if (input_is(in, '?') || input_code(in, KEY_F(1)))
        help_open(f);
    else if (input_is(in, 'u'))
        table_undo(t, true);
    else if (redo && table_redo(t))
        say(t, false, "%s", _("Playing a taken-back move again."));
    else if (redo)
        say(t, true, "%s", _("There is no taken-back move to play again."));
    else if (input_is(in, 't'))
        table_tip(t);
    else if (input_is(in, 's'))
        prompt_save(f);
    else if (input_is(in, 'm'))
        menu_open(f);
    else if (input_is(in, 'n'))
        confirm_new_game(f, t->rules);
    else if (input_is(in, 'q'))
        confirm_quit(f);
    else if (input_is(in, 'p'))
        editor_open(f);
    else if (input_is(in, 'H'))
        history_open(f);
    else if (input_escape(in))
        t->cursor = -1;
    else
        return teach_key(f, in);
    return true;
}

void playing_keys(const struct table *t, struct shown *s, int from)
{
    int ply = tb_game_ply(t->game);
    if (ply > from)
        shown_key(s, "u", N_("undo"));
    if (ply < tb_game_length(t->game))
        shown_key(s, "r", N_("redo"));
    if (settings_hints(t->settings) && table_human_to_move(t) >= 0)
        shown_key(s, "t", N_("tip"));
}

void playing_show(const struct table *t, struct shown *s)
{
    char text[SENTENCE_SIZE];
    table_view(t, &s->view);
    teach_view(t, &s->view);
    s->board_moves = table_human_to_move(t) >= 0;
    /* The preview is what matters now; what to do is said anyway. */
    bool preview = teach_preview(t, text, sizeof text);
    if (!preview)
        instruction(t, text, sizeof text);
    s->sentence = shown_keep(s, text);
    if (preview)
        s->large = s->sentence;
    teach_show_moving(t, s);
}
