/*
 * mode.c - the stack of modes: opening and closing them, and giving keys,
 * ticks and the question of what the screen shows to the right ones; the
 * word about the last key.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <curses.h>

#include "app/i18n.h"
#include "play/narrate.h"
#include "tui/front.h"

enum { KEY_ESCAPE = 27 };

bool input_is(const struct input *in, wint_t ch) { return !in->function_key && in->key == ch; }
static bool input_code(const struct input *in, int code)
{
    return in->function_key && in->key == (wint_t)code;
}

bool input_escape(const struct input *in) { return input_is(in, KEY_ESCAPE); }
bool input_click(const struct input *in) { return input_code(in, KEY_MOUSE); }

const char *shown_keep(struct shown *s, const char *text)
{
    size_t n = strlen(text) + 1;
    if (n > sizeof s->text - s->used)
        return "";
    char *kept = memcpy(s->text + s->used, text, n);
    s->used += n;
    return kept;
}

void shown_story(struct shown *s, const struct scene *sc, const char *intro)
{
    struct story story;
    story_tell(sc->table, sc->autosave, intro, &story);
    s->story_told = story.told;
    for (int i = 0; i < story.told; i++)
        s->story[i] = shown_keep(s, story.sentence[i]);
}

void shown_tell(struct shown *s, const char *text)
{
    if (s->story_told == STORY_MAX) { /* the oldest goes */
        memmove(s->story, s->story + 1, (STORY_MAX - 1) * sizeof s->story[0]);
        s->story_told--;
    }
    s->story[s->story_told++] = shown_keep(s, text);
}

void shown_panel(struct shown *s, const char *title)
{
    memset(&s->panel, 0, sizeof s->panel);
    s->panel.title = title;
}

void shown_row(struct shown *s, const char *text, int style)
{
    if (s->panel.rows_n < SHOWN_ROWS)
        s->panel.rows[s->panel.rows_n++] = (struct row){text, style};
}

void shown_keys(struct shown *s)
{
    s->bar_n = 0;
    s->bar[0] = (struct key_help){NULL, NULL};
    s->keys = s->bar;
}

void shown_key(struct shown *s, const char *key, const char *what)
{
    if (s->bar_n < SHOWN_KEYS)
        s->bar[s->bar_n++] = (struct key_help){key, what};
    s->bar[s->bar_n] = (struct key_help){NULL, NULL};
}

void say(struct tui *f, bool alert, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(f->word, sizeof f->word, fmt, ap);
    va_end(ap);
    f->alert = alert;
    f->word_during = table_version(f->table);
}

void tell_event(struct tui *f, struct event e)
{
    char text[SENTENCE_SIZE];
    bool alert = narrate_event(f->table, &e, text, sizeof text);
    if (text[0])
        say(f, alert, "%s", text);
}

void say_nothing(struct tui *f)
{
    f->word[0] = '\0';
    f->alert = false;
}

void ring(struct tui *f) { f->ring = true; }

static struct mode *mode_top(const struct tui *f)
{
    return f->depth > 0 ? f->stack[f->depth - 1] : NULL;
}

const struct mode *mode_at(const struct tui *f, int i)
{
    return i >= 0 && i < f->depth ? f->stack[i] : NULL;
}

int mode_depth(const struct tui *f) { return f->depth; }

bool mode_autosaves(const struct tui *f) { return f->depth > 0 && f->stack[0]->ops->autosaves; }

static struct mode *new_mode(struct tui *f, const struct mode_ops *ops, size_t size)
{
    struct mode *m = f->depth < MODE_DEPTH ? calloc(1, size) : NULL;
    if (!m) {
        say(f, true, "%s", _("There is no memory left to open that."));
        return NULL;
    }
    m->ops = ops;
    /* What was said about the last key belongs to what it covers. */
    f->word[0] = '\0';
    return m;
}

void *mode_push(struct tui *f, const struct mode_ops *ops, size_t size)
{
    struct mode *m = new_mode(f, ops, size);
    if (m)
        f->stack[f->depth++] = m;
    return m;
}

static void mode_close_all(struct tui *f)
{
    if (f->depth > 0)
        mode_close(f, f->stack[0]);
}

void *mode_base(struct tui *f, const struct mode_ops *ops, size_t size)
{
    struct mode *m = new_mode(f, ops, size);
    if (m) {
        mode_close_all(f);
        f->stack[f->depth++] = m;
    }
    return m;
}

void mode_close(struct tui *f, const struct mode *m)
{
    int at = f->depth - 1;
    while (at >= 0 && f->stack[at] != m)
        at--;
    /* The mode's own code may still be running: it is freed later. */
    while (at >= 0 && f->depth > at) {
        struct mode *going = f->stack[--f->depth];
        if (going->ops->close)
            going->ops->close(going, f);
        going->closed_next = f->closed;
        f->closed = going;
    }
}

static void free_closed(struct tui *f)
{
    while (f->closed) {
        struct mode *m = f->closed;
        f->closed = m->closed_next;
        free(m);
    }
}

void mode_end(struct tui *f)
{
    mode_close_all(f);
    free_closed(f);
}

void mode_key(struct tui *f, const struct input *in)
{
    struct mode *top = mode_top(f);
    if (top && !keys_press(top->ops->keys, top, f, in) && top->ops->refusal)
        say(f, true, "%s", _(top->ops->refusal));
    free_closed(f);
}

/* The shorter of two waits, -1 being for ever. */
static int sooner(int a, int b) { return a < 0 ? b : b < 0 ? a : a < b ? a : b; }

int mode_tick(struct tui *f)
{
    /* A move being shown goes on whatever is open over the board. */
    int wait = table_advance(f->table, now_ms());
    struct mode *top = mode_top(f);
    if (top && top->ops->tick)
        wait = sooner(wait, top->ops->tick(top, f));
    free_closed(f);
    if (!mode_top(f))
        tui_quit(f); /* nothing left to show */
    return wait;
}

void mode_show(const struct tui *f, struct shown *s)
{
    for (int i = 0; i < f->depth; i++)
        f->stack[i]->ops->show(f->stack[i], &f->scene, s);
    /* The keys that work now: the top mode's. */
    if (f->depth > 0)
        keys_bar(mode_top(f)->ops->keys, mode_top(f), &f->scene, s);
    /* The answer to the last key, unless a move is being shown or the
     * game has changed since: beside what the modes say, never in its
     * place, so that who plays now and what to press stay in sight. */
    if (f->word[0] && !s->moving && f->word_during == table_version(f->table)) {
        s->word = f->word;
        s->alert = f->alert;
    }
}
