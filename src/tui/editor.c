/*
 * editor.c - the position editor: a teacher stages a situation on the
 * board (each hole's count, the captured stores, the player to move), or
 * types it in the notation of the rules (7,7,7,7:1:0,0), and a new game
 * starts from it.  A position that cannot occur is refused with the
 * engine's reason, and the editor stays open to mend it.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <stdio.h>
#include <wchar.h>

#include "app/i18n.h"
#include "tui/ui.h"

void editor_open(struct ui *ui)
{
    play_skip(ui);
    ui->edit.pos = *tb_game_position(ui->game);
    ui->edit.hole = -1;
    ui->edit.store = -1;
    ui->cursor = -1;
    ui->overlay = OVERLAY_EDIT;
}

/* Checks the staged position by reading its notation, which says why it
 * cannot be; on success a new game starts from it. */
static void play_from(struct ui *ui, const char *notation)
{
    tb_position pos;
    tb_error err;
    if (tb_position_parse(ui->rules, notation, &pos, &err) != TB_OK) {
        char why[SENTENCE_SIZE];
        i18n_error(&err, why, sizeof why);
        say(ui, true, _("The position %s cannot be played: %s."), notation, why);
        return;
    }
    play_start_from(ui, ui->rules, &pos);
    ui->lesson.active = false; /* a staged game is no lesson */
    say(ui, false, _("A new game starts from %s."), notation);
}

void editor_typed(struct ui *ui, const char *text)
{
    /* A refused text stays at the prompt, to be mended; a new game
     * closes it. */
    play_from(ui, text);
}

/* Offers the staged position's notation to be typed over. */
static void type_notation(struct ui *ui)
{
    char notation[SHORT_SIZE];
    tb_position_format(ui->rules, &ui->edit.pos, notation, sizeof notation);
    int n = swprintf(ui->prompt, sizeof ui->prompt / sizeof ui->prompt[0], L"%s", notation);
    ui->prompt_len = n > 0 ? n : 0;
    ui->prompt_for = PROMPT_POSITION;
    ui->overlay = OVERLAY_PROMPT;
}

/* One seed more or less in the chosen hole or store. */
static void change(struct ui *ui, int step)
{
    uint8_t *count = ui->edit.hole >= 0    ? &ui->edit.pos.board[ui->edit.hole]
                     : ui->edit.store >= 0 ? &ui->edit.pos.captured[ui->edit.store]
                                           : NULL;
    if (!count)
        say(ui, true, "%s", _("First choose a hole by its letter, or a store by its "
                              "player's number."));
    else if (*count + step >= 0 && *count + step <= TB_MAX_SEEDS)
        *count = (uint8_t)(*count + step);
}

void editor_key(struct ui *ui, bool function_key, wint_t key)
{
    const tb_rules *r = ui->rules;
    if (key_is_enter(function_key, key)) {
        char notation[SHORT_SIZE];
        tb_position_format(r, &ui->edit.pos, notation, sizeof notation);
        play_from(ui, notation);
        return;
    }
    if (function_key) {
        if (key == KEY_UP || key == KEY_RIGHT)
            change(ui, 1);
        else if (key == KEY_DOWN || key == KEY_LEFT)
            change(ui, -1);
        return;
    }
    int hole = key < 128 ? tb_hole_from_label(r, (char)key) : TB_NO_MOVE;
    if (hole >= 0) {
        ui->edit.hole = hole;
        ui->edit.store = -1;
    } else if (key >= '1' && key < '1' + (wint_t)r->players) {
        ui->edit.store = (int)(key - '1');
        ui->edit.hole = -1;
    } else if (key == '+' || key == 'k') {
        change(ui, 1);
    } else if (key == '-' || key == 'j') {
        change(ui, -1);
    } else if (key == '\t') {
        ui->edit.pos.to_move = (uint8_t)((ui->edit.pos.to_move + 1) % r->players);
    } else if (key == ':' || key == 'p') {
        type_notation(ui);
    } else if (key == 27) {
        play_back_to_game(ui);
        say(ui, false, "%s", _("The position was left as it was."));
    } else {
        say(ui, true, "%s", _("That key does nothing in the editor: the keys are on the "
                              "last line."));
    }
}

void editor_view(const struct ui *ui, struct view *v)
{
    *v = (struct view){.pos = ui->edit.pos, .mover = ui->edit.pos.to_move};
    if (ui->edit.hole >= 0)
        v->marks[ui->edit.hole] |= MARK_CURSOR;
}

void editor_sentence(const struct ui *ui, char *buf, size_t size)
{
    char notation[SHORT_SIZE];
    const tb_position *p = &ui->edit.pos;
    tb_position_format(ui->rules, p, notation, sizeof notation);
    if (ui->edit.hole >= 0)
        snprintf(buf, size, _("Staging %s: hole %c holds %d. Up and Down change it."),
                 notation, tb_label(ui->edit.hole), p->board[ui->edit.hole]);
    else if (ui->edit.store >= 0)
        snprintf(buf, size, _("Staging %s: %s has captured %d. Up and Down change it."),
                 notation, ui->tags.names[ui->edit.store], p->captured[ui->edit.store]);
    else
        snprintf(buf, size,
                 _("Staging %s: choose a hole by its letter, or a player's store by the "
                   "player's number."),
                 notation);
}
