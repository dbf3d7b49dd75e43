/*
 * replay.c - a game record gone through move by move: from its start, each
 * key plays the next recorded move again (shown and told like any move) or
 * takes the last one back; Escape plays on from where it stands.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <stdio.h>

#include "app/i18n.h"
#include "tui/ui.h"

void replay_open(struct ui *ui)
{
    tb_game_goto(ui->game, 0);
    ui->computer = 0; /* the record plays every side */
    ui->landing = -1;
    ui->epoch++;
    ui->overlay = OVERLAY_REPLAY;
}

static void forward(struct ui *ui)
{
    if (tb_game_ply(ui->game) == tb_game_length(ui->game)) {
        say(ui, true, "%s", _("This is the end of the record."));
        return;
    }
    play_redo(ui);
    ui->message[0] = '\0'; /* the line above the keys tells where the replay stands */
}

static void back(struct ui *ui)
{
    if (tb_game_ply(ui->game) == 0)
        say(ui, true, "%s", _("This is the start of the record."));
    else
        play_undo(ui);
}

void replay_key(struct ui *ui, bool function_key, wint_t key)
{
    bool next = function_key ? key == KEY_RIGHT || key == KEY_DOWN || key == KEY_ENTER
                             : key == 'l' || key == 'j' || key == ' ' || key == '\r' || key == '\n';
    bool previous = function_key ? key == KEY_LEFT || key == KEY_UP || key == KEY_BACKSPACE
                                 : key == 'h' || key == 'k' || key == 127;
    if (next) {
        forward(ui);
    } else if (previous) {
        back(ui);
    } else if (!function_key && key == 27) {
        play_back_to_game(ui);
        say(ui, false, "%s", _("The replay is over: play on from here."));
    } else if (!function_key && key == 'q') {
        ui->overlay = OVERLAY_CONFIRM;
        ui->confirm = CONFIRM_QUIT;
    }
}

void replay_sentence(const struct ui *ui, char *buf, size_t size)
{
    snprintf(buf, size,
             _("Replay: %d of %d moves played. Right: the next move. Left: back. Esc: play on "
               "from here."),
             tb_game_ply(ui->game), tb_game_length(ui->game));
}
