/*
 * driver.c - the front end run without a terminal (driver.h).
 */
#define _GNU_SOURCE /* pipe2 */
#include <fcntl.h>
#include <limits.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>

#include <curses.h>

#include "app/think.h"
#include "driver.h"
#include "tui/loop.h"

/* ---- The clock, the date and the process id ---- */

long long driver_clock;
bool driver_fixed;

int __real_clock_gettime(clockid_t id, struct timespec *ts);
time_t __real_time(time_t *t);
pid_t __real_getpid(void);
int __wrap_clock_gettime(clockid_t id, struct timespec *ts);
time_t __wrap_time(time_t *t);
pid_t __wrap_getpid(void);

// cppcheck-suppress unusedFunction ; the linker calls it (--wrap)
int __wrap_clock_gettime(clockid_t id, struct timespec *ts)
{
    if (!driver_fixed || id != CLOCK_MONOTONIC)
        return __real_clock_gettime(id, ts);
    ts->tv_sec = (time_t)(driver_clock / 1000);
    ts->tv_nsec = (long)(driver_clock % 1000) * 1000000;
    return 0;
}

// cppcheck-suppress unusedFunction ; the linker calls it (--wrap)
time_t __wrap_time(time_t *t)
{
    time_t now = driver_fixed ? (time_t)1796126400 : __real_time(NULL); /* 2026-12-01 12:00 UTC */
    if (t)
        *t = now;
    return now;
}

// cppcheck-suppress unusedFunction ; the linker calls it (--wrap)
pid_t __wrap_getpid(void) { return driver_fixed ? 4242 : __real_getpid(); }

/* ---- The computer, at once ---- */

bool __real_thinker_start(struct thinker *t, const tb_game *g, enum think_task task,
                          enum ai_level level, unsigned long tag);
bool __real_thinker_start_puzzles(struct thinker *t, const struct think_puzzles *ask,
                                  unsigned long tag);
bool __real_thinker_poll(struct thinker *t, struct think_answer *out);
bool __wrap_thinker_start(struct thinker *t, const tb_game *g, enum think_task task,
                          enum ai_level level, unsigned long tag);
bool __wrap_thinker_start_puzzles(struct thinker *t, const struct think_puzzles *ask,
                                  unsigned long tag);
bool __wrap_thinker_poll(struct thinker *t, struct think_answer *out);

static struct thinker *thinking; /* asked, not yet answered */

// cppcheck-suppress unusedFunction ; the linker calls it (--wrap)
bool __wrap_thinker_start(struct thinker *t, const tb_game *g, enum think_task task,
                          enum ai_level level, unsigned long tag)
{
    bool started = __real_thinker_start(t, g, task, level, tag);
    if (started)
        thinking = t;
    return started;
}

// cppcheck-suppress unusedFunction ; the linker calls it (--wrap)
bool __wrap_thinker_start_puzzles(struct thinker *t, const struct think_puzzles *ask,
                                  unsigned long tag)
{
    bool started = __real_thinker_start_puzzles(t, ask, tag);
    if (started)
        thinking = t;
    return started;
}

/* The answer is waited for: it comes at the first poll after the question. */
// cppcheck-suppress unusedFunction ; the linker calls it (--wrap)
bool __wrap_thinker_poll(struct thinker *t, struct think_answer *out)
{
    if (thinking != t)
        return __real_thinker_poll(t, out);
    while (!__real_thinker_poll(t, out))
        sched_yield();
    thinking = NULL;
    return true;
}

/* ---- Curses on no terminal ---- */

static int keyboard = -1; /* the write end of the pipe curses reads */

void driver_init(const char *term)
{
    /* Drawing goes to /dev/null; keys come from a pipe the driver types
     * into, and from what a driver pushes back into curses' queue. */
    int pipe_fds[2];
    FILE *out = fopen("/dev/null", "w"), *in = NULL;
    if (pipe2(pipe_fds, O_CLOEXEC) == 0 && fcntl(pipe_fds[1], F_SETFL, O_NONBLOCK) == 0) {
        in = fdopen(pipe_fds[0], "r");
        keyboard = pipe_fds[1];
    }
    if (!out || !in || !newterm(term, out, in)) {
        fprintf(stderr, "driver: no curses screen of type %s\n", term);
        abort();
    }
}

bool driver_type(const char *bytes, size_t n) { return write(keyboard, bytes, n) == (ssize_t)n; }

/* ---- The program ---- */

struct tui *driver_start(const struct tui_config *cfg, int cols, int lines, int *status)
{
    thinking = NULL;
    resizeterm(lines, cols);
    struct tui *f = tui_open(cfg, status);
    if (!f)
        return NULL;
    tui_setup(cfg);
    /* The bytes of a key come together: curses need not wait for the
     * rest of one that begins with Escape, as it must on a terminal. */
    set_escdelay(0);
    tui_begin(f, cfg);
    return f;
}

int driver_frame(struct tui *f) { return tui_frame(f); }

void driver_read_keys(struct tui *f) { tui_read_keys(f); }

bool driver_ended(const struct tui *f) { return tui_quitting(f); }

void driver_end(struct tui *f)
{
    MEVENT e;
    while (getch() != ERR)
        ;
    while (getmouse(&e) == OK)
        ;
    tui_close(f);
    thinking = NULL;
}

/* ---- The screen read back ---- */

enum { BOLD = 1, DIM = 2, UNDERLINE = 4, REVERSE = 8 };

/* How a character looks: the attributes cells.awk tells apart, and the
 * colours (-1: the terminal's own). */
struct look {
    unsigned char attrs;
    short fg, bg;
};

struct screen_line {
    char *text;         /* UTF-8, without the spaces at its end */
    struct look *looks; /* one a character of text */
    int chars;
};

struct driver_screen {
    int lines;
    struct screen_line line[];
};

static struct driver_screen *screen_new(int lines, size_t text_size, size_t looks)
{
    struct driver_screen *s = calloc(1, sizeof *s + (size_t)lines * sizeof s->line[0]);
    if (!s)
        abort();
    s->lines = lines;
    for (int y = 0; y < lines; y++) {
        s->line[y].text = calloc(text_size, 1);
        s->line[y].looks = calloc(looks ? looks : 1, sizeof(struct look));
        if (!s->line[y].text || !s->line[y].looks)
            abort();
    }
    return s;
}

void driver_screen_free(struct driver_screen *s)
{
    if (!s)
        return;
    for (int y = 0; y < s->lines; y++) {
        free(s->line[y].text);
        free(s->line[y].looks);
    }
    free(s);
}

static struct look look_of(attr_t attrs, short pair)
{
    struct look l = {0, -1, -1};
    l.attrs = (unsigned char)(((attrs & A_BOLD) ? BOLD : 0) | ((attrs & A_DIM) ? DIM : 0) |
                              ((attrs & A_UNDERLINE) ? UNDERLINE : 0) |
                              ((attrs & (A_REVERSE | A_STANDOUT)) ? REVERSE : 0));
    /* Pair 0 is the terminal's own colours, as curses sends it. */
    if (pair > 0 && pair_content(pair, &l.fg, &l.bg) == ERR)
        l.fg = l.bg = -1;
    return l;
}

struct driver_screen *driver_screen_read(void)
{
    int lines = getmaxy(curscr), cols = getmaxx(curscr), at_y, at_x;
    getyx(curscr, at_y, at_x); /* curses' idea of the terminal's cursor, put back after */
    size_t per_cell = CCHARW_MAX;
    struct driver_screen *s =
        screen_new(lines, (size_t)cols * per_cell * 4 + 1, (size_t)cols * per_cell);
    for (int y = 0; y < lines; y++) {
        struct screen_line *line = &s->line[y];
        size_t used = 0, kept = 0;
        int chars = 0, kept_chars = 0;
        for (int x = 0; x < cols;) {
            cchar_t cell;
            wchar_t wide[CCHARW_MAX + 1] = {0};
            attr_t attrs = 0;
            short pair = 0;
            if (mvwin_wch(curscr, y, x, &cell) == ERR ||
                getcchar(&cell, wide, &attrs, &pair, NULL) == ERR)
                break;
            int width = wide[0] ? wcwidth(wide[0]) : 1;
            struct look look = look_of(attrs, pair);
            if (!wide[0])
                wide[0] = L' ';
            for (int i = 0; i < CCHARW_MAX && wide[i]; i++) {
                char bytes[MB_LEN_MAX];
                mbstate_t state = {0};
                size_t n = wcrtomb(bytes, wide[i], &state);
                if (n == (size_t)-1) {
                    bytes[0] = '?';
                    n = 1;
                }
                memcpy(line->text + used, bytes, n);
                used += n;
                line->looks[chars++] = look;
            }
            if (!(wide[0] == L' ' && !wide[1])) /* the line goes on to here, at least */
                kept = used, kept_chars = chars;
            x += width > 0 ? width : 1;
        }
        line->text[kept] = '\0';
        line->chars = kept_chars;
    }
    wmove(curscr, at_y, at_x);
    return s;
}

struct driver_screen *driver_screen_text(const char *text)
{
    int lines = 0;
    size_t longest = 0, length = 0;
    for (const char *p = text; *p; p++) {
        length++;
        if (*p == '\n') {
            lines++;
            longest = length > longest ? length : longest;
            length = 0;
        }
    }
    struct driver_screen *s = screen_new(lines, longest + 1, longest);
    const char *p = text;
    for (int y = 0; y < lines; y++) {
        const char *end = strchr(p, '\n');
        struct screen_line *line = &s->line[y];
        size_t n = (size_t)(end - p);
        while (n > 0 && p[n - 1] == ' ')
            n--;
        memcpy(line->text, p, n);
        for (size_t i = 0; i < n; i++)
            if (((unsigned char)p[i] & 0xc0) != 0x80) /* a character, not its continuation */
                line->looks[line->chars++] = (struct look){0, -1, -1};
        p = end + 1;
    }
    return s;
}

static bool same_look(struct look a, struct look b)
{
    return a.attrs == b.attrs && a.fg == b.fg && a.bg == b.bg;
}

bool driver_screen_write(const struct driver_screen *s, FILE *text, FILE *cells)
{
    static const char letters[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    enum { LOOKS = sizeof letters - 1 };
    struct look named[LOOKS];
    int looks = 0, widest = 0;
    for (int y = 0; y < s->lines; y++)
        widest = s->line[y].chars > widest ? s->line[y].chars : widest;
    char *out = malloc((size_t)widest + 1);
    if (!out)
        abort();
    for (int y = 0; y < s->lines; y++) {
        const struct screen_line *line = &s->line[y];
        if (text)
            fprintf(text, "%s\n", line->text);
        if (!cells)
            continue;
        int n = 0, plain_from = 0;
        for (int i = 0; i < line->chars; i++) {
            struct look l = line->looks[i];
            int k = 0;
            if (l.attrs == 0 && l.fg < 0 && l.bg < 0) {
                out[n++] = '.';
                continue;
            }
            while (k < looks && !same_look(named[k], l))
                k++;
            if (k == looks && looks < LOOKS)
                named[looks++] = l;
            out[n++] = k < LOOKS ? letters[k] : '?';
            plain_from = n;
        }
        fprintf(cells, "%.*s\n", plain_from, out);
    }
    for (int k = 0; cells && k < looks; k++) {
        struct look l = named[k];
        fprintf(cells, "%c  %s%s%s%s", letters[k], l.attrs & BOLD ? " bold" : "",
                l.attrs & DIM ? " dim" : "", l.attrs & UNDERLINE ? " underline" : "",
                l.attrs & REVERSE ? " reverse" : "");
        if (l.fg >= 0)
            fprintf(cells, " fg=%d", l.fg);
        if (l.bg >= 0)
            fprintf(cells, " bg=%d", l.bg);
        fputc('\n', cells);
    }
    free(out);
    return (!text || !ferror(text)) && (!cells || !ferror(cells));
}

static char *without_spaces(const char *s)
{
    char *out = malloc(strlen(s) + 1), *o = out;
    if (!out)
        abort();
    for (; *s; s++)
        if (*s != ' ')
            *o++ = *s;
    *o = '\0';
    return out;
}

/* Whether words holds text, or, without their spaces, a word broken over
 * two lines (a path longer than its line, broken anywhere). */
static bool holds(const char *words, const char *text)
{
    if (strstr(words, text))
        return true;
    char *joined = without_spaces(words), *wanted = without_spaces(text);
    bool found = strstr(joined, wanted) != NULL;
    free(joined);
    free(wanted);
    return found;
}

bool driver_screen_shows(const struct driver_screen *s, const char *text)
{
    size_t size = 1;
    for (int y = 0; y < s->lines; y++)
        size += strlen(s->line[y].text) + 1;
    char *words = malloc(size);
    if (!words)
        abort();
    size_t n = 0;
    for (int y = 0; y < s->lines; y++) {
        for (const char *p = s->line[y].text;; p++) {
            /* A box's side, or a block of a drawing (U+2580 to U+259F: a
             * verdict's mark, big digits), is no text. */
            bool block = (unsigned char)p[0] == 0xe2 && (unsigned char)p[1] == 0x96 &&
                         (unsigned char)p[2] >= 0x80 && (unsigned char)p[2] <= 0x9f;
            bool side = block || strncmp(p, "│", 3) == 0 || strncmp(p, "┃", 3) == 0;
            char c = side || *p == '|' || !*p ? ' ' : *p; /* the line's end joins it to the next */
            if (c != ' ' || n == 0 || words[n - 1] != ' ')
                words[n++] = c;
            if (!*p)
                break;
            p += side ? 2 : 0;
        }
    }
    words[n] = '\0';
    bool found = holds(words, text);
    free(words);
    return found;
}
