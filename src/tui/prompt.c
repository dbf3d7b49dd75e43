/*
 * prompt.c - typing the name of the file to save the game record to: a
 * name is offered, Enter saves, Escape gives up.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <wctype.h>

#include "app/i18n.h"
#include "tui/ui.h"

void prompt_open(struct ui *ui)
{
    char name[SHORT_SIZE];
    time_t now = time(NULL);
    struct tm tm;
    if (!localtime_r(&now, &tm) || strftime(name, sizeof name, "-%Y%m%d-%H%M.tbg", &tm) == 0)
        snprintf(name, sizeof name, ".tbg");
    ui->prompt_len = swprintf(ui->prompt, sizeof ui->prompt / sizeof ui->prompt[0], L"%s%s",
                              ui->rules->name, name);
    if (ui->prompt_len < 0)
        ui->prompt_len = 0;
    ui->prompt_for = PROMPT_SAVE;
    ui->overlay = OVERLAY_PROMPT;
}

void prompt_text(const struct ui *ui, char *buf, size_t size)
{
    wchar_t typed[sizeof ui->prompt / sizeof ui->prompt[0] + 1];
    wmemcpy(typed, ui->prompt, (size_t)ui->prompt_len);
    typed[ui->prompt_len] = L'\0';
    if (wcstombs(buf, typed, size) == (size_t)-1 && size > 0)
        buf[0] = '\0';
    else if (size > 0)
        buf[size - 1] = '\0';
}

void prompt_key(struct ui *ui, bool function_key, wint_t key)
{
    char path[PATH_SIZE];
    int room = (int)(sizeof ui->prompt / sizeof ui->prompt[0]);
    if ((function_key && key == KEY_BACKSPACE) || (!function_key && (key == 127 || key == 8))) {
        if (ui->prompt_len > 0)
            ui->prompt_len--;
    } else if (key_is_enter(function_key, key) && ui->prompt_for == PROMPT_POSITION) {
        prompt_text(ui, path, sizeof path);
        editor_typed(ui, path);
    } else if (!function_key && key == 27 && ui->prompt_for == PROMPT_POSITION) {
        ui->overlay = OVERLAY_EDIT;
    } else if (key_is_enter(function_key, key)) {
        prompt_text(ui, path, sizeof path);
        play_back_to_game(ui);
        if (path[0])
            play_save_record(ui, path);
    } else if (!function_key && key == 27) {
        play_back_to_game(ui);
        say(ui, false, "%s", _("Nothing was saved."));
    } else if (!function_key && key == 21) { /* Ctrl-U, as in a shell */
        ui->prompt_len = 0;
    } else if (!function_key && iswprint(key) && ui->prompt_len < room - 1) {
        ui->prompt[ui->prompt_len++] = (wchar_t)key;
    }
}
