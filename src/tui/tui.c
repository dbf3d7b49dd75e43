/*
 * tui.c - the terminal game: sets the terminal up and always restores it,
 * then runs the main loop, which draws what the modes show, waits for a
 * key (without using the CPU unless something moves on the screen) and
 * gives each key to the mode on top.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters, sigaction, pselect */
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <unistd.h>

#include "app/bigtext.h"
#include "app/i18n.h"
#include "app/terminal_text.h"
#include "tui/confirm.h"
#include "tui/front.h"
#include "tui/lesson.h"
#include "tui/loop.h"
#include "tui/mode.h"
#include "tui/play.h"
#include "tui/puzzle_screen.h"
#include "tui/replay.h"
#include "tui/review_screen.h"
#include "tui/saved_game.h"
#include "tui/screen.h"
#include "tui/welcome.h"

#include <term.h> /* last: it defines macros named lines and columns */

enum { KEY_CTRL_L = 12, ESCAPE_MS = 25 };

static volatile sig_atomic_t caught; /* the signal that asks us to end */
static SCREEN *screen;
static sigset_t waiting_mask; /* the signal mask while waiting for a key */

static void on_signal(int sig) { caught = sig; }

static void restore_terminal(void)
{
    if (screen && !isendwin())
        endwin();
}

/* Ctrl-C, kill, a closed terminal: end through the main loop, so that the
 * terminal is restored.  These signals and a resize (SIGWINCH, which curses
 * catches) are held back but while the loop waits: one that came just
 * before the wait would otherwise sleep there until the next key. */
static void catch_signals(void)
{
    static const int ending[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
    struct sigaction sa;
    sigset_t held;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sigemptyset(&held);
    for (int i = 0; i < LENGTH(ending); i++) {
        sigaction(ending[i], &sa, NULL);
        sigaddset(&held, ending[i]);
    }
    sigaddset(&held, SIGWINCH);
    sigprocmask(SIG_BLOCK, &held, &waiting_mask);
    for (int i = 0; i < LENGTH(ending); i++) /* even if they came blocked */
        sigdelset(&waiting_mask, ending[i]);
    sigdelset(&waiting_mask, SIGWINCH);
}

/* Sleeps until a key, a signal, or ms milliseconds (-1: no limit).  A
 * terminal that hung up ends the game as SIGHUP would. */
static void wait_for_event(int ms)
{
    fd_set in;
    FD_ZERO(&in);
    FD_SET(STDIN_FILENO, &in);
    struct timespec limit = {ms / 1000, (long)(ms % 1000) * 1000000};
    pselect(STDIN_FILENO + 1, &in, NULL, NULL, ms < 0 ? NULL : &limit, &waiting_mask);
    /* pselect lets a held signal in only when it broke the wait: one that
     * came while the screen was drawn, with a key already there, comes in
     * now. */
    sigset_t held;
    sigprocmask(SIG_SETMASK, &waiting_mask, &held);
    sigprocmask(SIG_SETMASK, &held, NULL);
    struct pollfd terminal = {.fd = STDIN_FILENO, .events = POLLIN};
    if (poll(&terminal, 1, 0) > 0 && (terminal.revents & (POLLHUP | POLLERR | POLLNVAL)))
        caught = SIGHUP;
}

static bool start_terminal(const struct tui_config *cfg)
{
    const char *term = getenv("TERM");
    if (!term || !term[0]) {
        fprintf(stderr, "%s", _("tihbat: TERM is not set, so the terminal cannot be used\n"));
        return false;
    }
    char shown[256]; /* from the environment: shown as bytes from outside are */
    text_escape(term, strlen(term), shown, sizeof shown);
    catch_signals(); /* before curses, which then leaves them to us */
    screen = newterm(NULL, stdout, stdin);
    if (!screen) {
        fprintf(stderr, _("tihbat: cannot use the terminal type '%s'\n"), shown);
        return false;
    }
    atexit(restore_terminal);
    const char *cup = tigetstr("cup");
    if (!cup || cup == (const char *)-1) {
        endwin();
        fprintf(stderr, _("tihbat: the terminal type '%s' cannot move the cursor\n"), shown);
        return false;
    }
    tui_setup(cfg);
    return true;
}

void tui_setup(const struct tui_config *cfg)
{
    cbreak(); /* not raw: Ctrl-C and Ctrl-Z stay signals */
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    set_escdelay(ESCAPE_MS);
    curs_set(0);
    /* Releases are asked for too, to be dropped here: a release curses
     * did not want would make it wait in its read for the next key,
     * stopping a move being shown. */
    mousemask(BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON1_CLICKED, NULL);
    mouseinterval(0);
    /* The terminal's own character set decides the drawing, even when
     * --lang made the words UTF-8; --ascii makes the words ASCII too
     * where the language can be so written. */
    bool ascii = cfg->ascii || !i18n_terminal_utf8();
    if (cfg->ascii || i18n_terminal_ascii())
        i18n_ascii_words();
    screen_init(cfg->color, ascii);
    timeout(0); /* keys are read once wait_for_event says they are there */
}

/* A key, or a click on the board, for the mode on top. */
static void dispatch(struct tui *f, const struct input *in)
{
    say_nothing(f);
    if (input_is(in, KEY_CTRL_L)) {
        clearok(curscr, TRUE); /* the next drawing starts from nothing */
        return;
    }
    if (f->layout.too_small && !f->layout.urgent_shown) {
        /* No key acts on a board or a question that cannot be seen.  q
         * quits at once when the game is saved as it stands (or there is
         * nothing to keep); when it would be lost, it asks, in a question
         * drawn in the room there is. */
        if (input_is(in, 'q') && !saved_game_losing(f))
            f->quit = true;
        else if (input_is(in, 'q') && !f->layout.urgent_open)
            confirm_quit(f);
        return;
    }
    mode_key(f, in);
    saved_game_keep(f);
}

/* Mouse reports that came in together are queued as one KEY_MOUSE, and
 * getmouse gives them newest first: each press, oldest first, is a click;
 * a release or a move is no key. */
static void on_mouse(struct tui *f)
{
    MEVENT events[16];
    int n = 0;
    while (n < LENGTH(events) && getmouse(&events[n]) == OK)
        n++;
    for (int i = n - 1; i >= 0 && !f->quit; i--)
        if (events[i].bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)) {
            int hole = layout_hole_at(&f->layout, table_rules(f->table), events[i].y, events[i].x);
            dispatch(f, &(struct input){.function_key = true, .key = KEY_MOUSE, .hole = hole});
        }
}

static void on_key(struct tui *f, bool function_key, wint_t key)
{
    if (function_key && key == KEY_RESIZE)
        return; /* the next drawing fits the new size */
    if (function_key && key == KEY_MOUSE)
        on_mouse(f);
    else
        dispatch(f, &(struct input){.function_key = function_key, .key = key, .hole = -1});
}

const struct scene *tui_scene(const struct tui *f) { return &f->scene; }
struct table *tui_table(struct tui *f) { return f->table; }
struct settings *tui_settings(struct tui *f) { return f->settings; }
struct advisor *tui_advisor(struct tui *f) { return f->advisor; }
struct autosave *tui_autosave(struct tui *f) { return f->autosave; }
void tui_quit(struct tui *f) { f->quit = true; }
bool tui_quitting(const struct tui *f) { return f->quit; }

bool tui_projector(struct tui *f, bool on)
{
    settings_set_projector(f->settings, on);
    if (on && !f->fonts_tried && glyphs()->quadrant[0]) {
        char language[16];
        i18n_language(language, sizeof language);
        f->fonts_tried = true;
        f->fonts = bigtext_open(language);
    }
    return f->fonts != NULL;
}

/* The first mode: a lesson, puzzles, a review, a replay, or the game;
 * the saved game offered back over the game; at the very first start (the
 * one that makes the state directory) of a plain game, the welcome: never
 * over a record, a position, the puzzles or a demonstration, which were
 * asked for by name. */
void tui_begin(struct tui *f, const struct tui_config *cfg)
{
    bool plain = !cfg->learn && !cfg->replay && !cfg->review && !cfg->load && !cfg->demo &&
                 !cfg->puzzles.on && !cfg->start;
    bool first = plain && state_is_new();
    tui_projector(f, cfg->projector);
    if (cfg->learn)
        lesson_begin(f);
    else if (cfg->puzzles.on)
        puzzles_begin(f, cfg->rules);
    else if (cfg->review)
        review_begin(f);
    else if (cfg->replay)
        replay_begin(f);
    else
        play_begin(f);
    saved_game_open(f, !cfg->load && !cfg->learn && !cfg->puzzles.on);
    if (first && !state_is_new())
        welcome_open(f);
}

int tui_frame(struct tui *f)
{
    int wait = mode_tick(f);
    saved_game_keep(f);
    if (f->quit)
        return wait;
    struct shown shown;
    memset(&shown, 0, sizeof shown);
    mode_show(f, &shown);
    draw_screen(&f->scene, f->fonts, &f->layout, &shown);
    /* The bell, once for all that called for it since the last frame: a
     * capture or the end shown, a right answer. */
    unsigned long chimes = table_chimes(f->table);
    if ((chimes != f->chimes || f->ring) && settings_bell(f->settings))
        beep();
    f->chimes = chimes;
    f->ring = false;
    return wait;
}

void tui_read_keys(struct tui *f)
{
    wint_t key;
    int got;
    while (!caught && !f->quit && (got = get_wch(&key)) != ERR)
        on_key(f, got == KEY_CODE_YES, key);
}

/* The program cannot start: out of memory. */
static struct tui *no_memory(struct tui *f, int *status)
{
    fprintf(stderr, _("tihbat: cannot start the game: %s\n"), i18n_engine(tb_strerror(TB_ENOMEM)));
    *status = 1;
    tui_close(f);
    return NULL;
}

struct tui *tui_open(const struct tui_config *cfg, int *status)
{
    struct tui *f = calloc(1, sizeof *f);
    if (!f)
        return no_memory(f, status);
    struct table_config game = {
        .rules = cfg->rules,
        .start = cfg->start,
        .load = cfg->load,
        .computer = cfg->computer,
        .demo = cfg->demo,
    };
    memcpy(game.names, cfg->names, sizeof game.names);
    f->settings = settings_new(cfg->level, cfg->hints);
    f->autosave = autosave_new();
    if (!f->settings || !f->autosave)
        return no_memory(f, status);
    f->advisor = advisor_new();
    if (!f->advisor) {
        fprintf(stderr, "%s", _("tihbat: cannot start the computer player\n"));
        *status = 1;
        tui_close(f);
        return NULL;
    }
    f->table = table_open(&game, f->settings, f->advisor, status);
    if (!f->table) {
        tui_close(f);
        return NULL;
    }
    /* Puzzles come from the solution of the two-player games (docs/study.md). */
    if (cfg->puzzles.on && table_rules(f->table)->players != 2) {
        fprintf(stderr, "%s",
                _("tihbat: puzzles come from the solution: only the two-player games have one\n"));
        *status = 2;
        tui_close(f);
        return NULL;
    }
    f->scene = (struct scene){cfg, f->table, f->settings, f->autosave, &f->layout};
    return f;
}

void tui_close(struct tui *f)
{
    if (!f)
        return;
    mode_end(f);
    table_close(f->table);
    advisor_free(f->advisor);
    settings_free(f->settings);
    autosave_free(f->autosave);
    bigtext_close(f->fonts);
    free(f);
}

int tui_run(const struct tui_config *cfg)
{
    /* The locale and the language are set: main called i18n_init. */
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
        fprintf(stderr, "%s",
                _("tihbat: the game needs a terminal; to play from a script, use --batch\n"));
        return 1;
    }
    int status = 0;
    struct tui *f = tui_open(cfg, &status);
    if (!f)
        return status;
    if (!start_terminal(cfg)) {
        tui_close(f);
        return 1;
    }
    tui_begin(f, cfg);
    while (!f->quit && !caught) {
        int wait = tui_frame(f);
        if (f->quit)
            break;
        wait_for_event(wait);
        tui_read_keys(f); /* every key already typed, and every resize, before the next drawing */
    }
    endwin();
    delscreen(screen);
    screen = NULL;
    tui_close(f);
    if (caught) { /* end the way the signal meant, now that all is tidy */
        signal(caught, SIG_DFL);
        sigprocmask(SIG_SETMASK, &waiting_mask, NULL);
        raise(caught);
    }
    return 0;
}
