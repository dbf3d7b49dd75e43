/*
 * prompt.c - a line typed in a panel: the file to save the record to, the
 * position for the editor.  Backspace and Ctrl-U mend it, Enter gives it
 * to the asker, Esc gives up.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <wctype.h>

#include <curses.h>

#include "app/i18n.h"
#include "tui/mode.h"
#include "tui/prompt.h"

enum { KEY_CTRL_U = 21, TYPED_MAX = 256 };

struct prompt {
    struct mode mode;
    struct prompt_ask ask;
    char title[SHORT_SIZE], about[SENTENCE_SIZE], keys_line[SENTENCE_SIZE], sentence[SENTENCE_SIZE];
    wchar_t typed[TYPED_MAX];
    int len;
};

/* What was typed, in the locale's encoding. */
static void typed_text(const struct prompt *p, char *buf, size_t size)
{
    wchar_t typed[TYPED_MAX + 1];
    wmemcpy(typed, p->typed, (size_t)p->len);
    typed[p->len] = L'\0';
    if (wcstombs(buf, typed, size) == (size_t)-1 && size > 0)
        buf[0] = '\0';
    else if (size > 0)
        buf[size - 1] = '\0';
}

static void rub_out(struct mode *m, struct tui *f, const struct input *in)
{
    (void)f, (void)in;
    struct prompt *p = (struct prompt *)m;
    p->len -= p->len > 0;
}

static void enter(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    struct prompt *p = (struct prompt *)m;
    char text[PATH_SIZE];
    typed_text(p, text, sizeof text);
    void (*done)(struct tui *) = p->ask.done;
    if (p->ask.enter(f, text, p->ask.data)) {
        mode_close(f, m);
        if (done)
            done(f);
    }
}

static void escape(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    void (*cancel)(struct tui *) = ((struct prompt *)m)->ask.cancel;
    mode_close(f, m);
    if (cancel)
        cancel(f);
}

static void clear_typed(struct mode *m, struct tui *f, const struct input *in)
{
    (void)f, (void)in;
    ((struct prompt *)m)->len = 0;
}

static void type(struct mode *m, struct tui *f, const struct input *in)
{
    (void)f;
    struct prompt *p = (struct prompt *)m;
    if (p->len < TYPED_MAX - 1)
        p->typed[p->len++] = (wchar_t)in->key;
}

static const char *enter_what(const struct mode *m)
{
    return ((const struct prompt *)m)->ask.enter_what;
}

static const char *esc_what(const struct mode *m)
{
    return ((const struct prompt *)m)->ask.esc_what;
}

static const struct command rub_out_keys = {
    .keys = {FN(KEY_BACKSPACE), CH(127), CH(8)},
    .act = rub_out,
};
static const struct command enter_keys = {.keys = {ENTER_KEYS}, .act = enter};
static const struct command escape_keys = {.keys = {CH(27)}, .act = escape};
static const struct command clear_keys = {.keys = {CH(KEY_CTRL_U)}, .act = clear_typed};
static const struct command type_keys = {.keys = {PRINTABLE}, .act = type};

const struct key_row prompt_keys[] = {
    {.does = &rub_out_keys},
    {.does = &enter_keys, .bar = N_("Enter"), .label_of = enter_what},
    {.does = &escape_keys, .bar = N_("Esc"), .label_of = esc_what},
    {.does = &clear_keys, .bar = N_("Ctrl-U"), .label = N_("clear")},
    {.does = &type_keys},
    {0},
};

static void prompt_show(const struct mode *m, const struct scene *sc, struct shown *s)
{
    (void)sc;
    const struct prompt *p = (const struct prompt *)m;
    char typed[PATH_SIZE], line[PATH_SIZE + 8];
    typed_text(p, typed, sizeof typed);
    snprintf(line, sizeof line, "%s_", typed);
    shown_panel(s, p->title);
    s->panel.urgent = p->ask.urgent;
    shown_row(s, p->about, ROW_PLAIN);
    shown_row(s, "", ROW_PLAIN);
    shown_row(s, shown_keep(s, line), ROW_TYPED);
    shown_row(s, "", ROW_PLAIN);
    shown_row(s, p->keys_line, ROW_DIM);
    s->sentence = p->sentence;
    s->board_moves = false;
}

static const struct mode_ops prompt_ops = {.keys = prompt_keys, .show = prompt_show};

void prompt_open(struct tui *f, const struct prompt_ask *ask)
{
    struct prompt *p = mode_push(f, &prompt_ops, sizeof *p);
    if (!p)
        return;
    p->ask = *ask;
    snprintf(p->title, sizeof p->title, "%s", ask->title);
    snprintf(p->about, sizeof p->about, "%s", ask->about);
    snprintf(p->keys_line, sizeof p->keys_line, "%s", ask->keys_line);
    snprintf(p->sentence, sizeof p->sentence, "%s", ask->sentence);
    int n = swprintf(p->typed, TYPED_MAX, L"%s", ask->offered);
    p->len = n > 0 ? n : 0;
}

static bool save_to(struct tui *f, const char *path, const void *data)
{
    (void)data;
    if (path[0])
        tell_event(f, table_save_record(tui_table(f), path));
    return true;
}

/* On the way out, the prompt stays until the record is saved or Esc. */
static bool save_or_mend(struct tui *f, const char *path, const void *data)
{
    (void)data;
    if (!path[0]) {
        say(f, true, "%s", _("Type the name of the file, then press Enter."));
        return false;
    }
    struct event saved = table_save_record(tui_table(f), path);
    tell_event(f, saved);
    return saved.kind == EVENT_SAVED;
}

static void not_saved(struct tui *f) { say(f, false, "%s", _("Nothing was saved.")); }

void prompt_save_then(struct tui *f, void (*then)(struct tui *f))
{
    char name[SHORT_SIZE], offered[2 * SHORT_SIZE];
    time_t now = time(NULL);
    struct tm tm;
    if (!localtime_r(&now, &tm) || strftime(name, sizeof name, "-%Y%m%d-%H%M.tbg", &tm) == 0)
        snprintf(name, sizeof name, ".tbg");
    snprintf(offered, sizeof offered, "%s%s", table_rules(tui_table(f))->name, name);
    struct prompt_ask ask = {
        .title = _("Save the game record"),
        .about = _("The record of this game will be written to this file (in the current "
                   "directory unless the name says otherwise):"),
        .keys_line = _("Enter: save.  Esc: do not save."),
        .sentence = _("Type the name of the file, then press Enter."),
        .enter_what = N_("save"),
        .esc_what = N_("do not save"),
        .offered = offered,
        .enter = then ? save_or_mend : save_to,
        .cancel = not_saved,
        .done = then,
        .urgent = then != NULL,
    };
    prompt_open(f, &ask);
}

void prompt_save(struct tui *f) { prompt_save_then(f, NULL); }
