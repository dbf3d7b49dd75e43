/*
 * tui.c - the terminal game: sets the terminal up and always restores it,
 * then runs the main loop, which draws, waits for a key (without using the
 * CPU unless something moves on the screen) and turns keys into actions.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters, pselect, sigaction, nl_langinfo */
#include <langinfo.h>
#include <signal.h>
#include <poll.h>
#include <sys/select.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/i18n.h"
#include "tui/ui.h"

#include <term.h> /* last: it defines macros named lines and columns */

enum { KEY_ESCAPE = 27, KEY_CTRL_L = 12, KEY_CTRL_R = 18, ESCAPE_MS = 25 };

static volatile sig_atomic_t caught; /* the signal that asks us to end */
static SCREEN *screen;
static sigset_t waiting_mask;        /* the signal mask while waiting for a key */

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
    catch_signals(); /* before curses, which then leaves them to us */
    screen = newterm(NULL, stdout, stdin);
    if (!screen) {
        fprintf(stderr, _("tihbat: cannot use the terminal type '%s'\n"), term);
        return false;
    }
    atexit(restore_terminal);
    const char *cup = tigetstr("cup");
    if (!cup || cup == (const char *)-1) {
        endwin();
        fprintf(stderr, _("tihbat: the terminal type '%s' cannot move the cursor\n"), term);
        return false;
    }
    cbreak(); /* not raw: Ctrl-C and Ctrl-Z stay signals */
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    set_escdelay(ESCAPE_MS);
    curs_set(0);
    mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED, NULL);
    mouseinterval(0);
    bool ascii = cfg->ascii || strcmp(nl_langinfo(CODESET), "UTF-8") != 0;
    screen_init(cfg->color, ascii);
    return true;
}

/* ---- Keys on the board ---- */

static void wait_your_turn(struct ui *ui)
{
    say(ui, true, _("Please wait: it is %s's turn."),
        ui->tags.names[tb_game_position(ui->game)->to_move]);
}

static void choose_hole(struct ui *ui, int hole)
{
    int me = play_human_to_move(ui);
    int owner = tb_owner(ui->rules, hole);
    char holes[16];
    if (me < 0) {
        wait_your_turn(ui);
    } else if (owner != me) {
        holes_of(ui->rules, me, holes, sizeof holes);
        say(ui, true, _("%c is %s's hole. %s, choose one of yours: %s."), tb_label(hole),
            ui->tags.names[owner], ui->tags.names[me], holes);
    } else if (tb_game_position(ui->game)->board[hole] == 0) {
        say(ui, true, _("%c is empty: choose another hole."), tb_label(hole));
    } else {
        ui->cursor = hole;
    }
}

/* Is hole a before hole b on the screen, left to right, then top down? */
static bool shown_before(const struct layout *lo, int a, int b)
{
    return lo->hole_x[a] != lo->hole_x[b] ? lo->hole_x[a] < lo->hole_x[b]
                                          : lo->hole_y[a] < lo->hole_y[b];
}

/* Left and Right go round the mover's holes that can be sown, in the order
 * they stand on the screen. */
static void move_cursor(struct ui *ui, int step)
{
    int me = play_human_to_move(ui);
    if (me < 0) {
        wait_your_turn(ui);
        return;
    }
    unsigned moves = tb_game_moves(ui->game);
    int first = me * ui->rules->holes_per_player, last = first + ui->rules->holes_per_player;
    int order[TB_MAX_HOLES], n = 0, at = -1;
    for (int h = first; h < last; h++) {
        if (!(moves & (1u << h)))
            continue;
        int i = n++;
        for (; i > 0 && shown_before(&ui->layout, h, order[i - 1]); i--)
            order[i] = order[i - 1];
        order[i] = h;
    }
    for (int i = 0; i < n; i++)
        if (order[i] == ui->cursor)
            at = i;
    if (n > 0)
        ui->cursor = order[at < 0 ? (step > 0 ? 0 : n - 1) : (at + step + n) % n];
}

static void sow(struct ui *ui)
{
    int me = play_human_to_move(ui);
    char holes[16];
    if (me < 0) {
        wait_your_turn(ui);
    } else if (ui->cursor < 0) {
        holes_of(ui->rules, me, holes, sizeof holes);
        say(ui, true, _("First choose a hole: press one of %s."), holes);
    } else {
        play_move(ui, ui->cursor);
    }
}

/* A click chooses a hole; a second click on it sows it. */
static void click(struct ui *ui, const MEVENT *ev)
{
    int hole = hole_at(ui, ev->y, ev->x);
    if (hole >= 0 && hole == ui->cursor)
        sow(ui);
    else if (hole >= 0)
        choose_hole(ui, hole);
}

static void ask_first(struct ui *ui, enum confirm what)
{
    ui->overlay = OVERLAY_CONFIRM;
    ui->confirm = what;
    ui->new_rules = ui->rules;
}

static void board_key(struct ui *ui, bool function_key, wint_t key)
{
    if (function_key) {
        switch (key) {
        case KEY_LEFT: case KEY_UP: move_cursor(ui, -1); break;
        case KEY_RIGHT: case KEY_DOWN: move_cursor(ui, 1); break;
        case KEY_ENTER: sow(ui); break;
        case KEY_F(1): ui->overlay = OVERLAY_HELP, ui->help_top = 0; break;
        default: break;
        }
        return;
    }
    switch (key) {
    case 'h': case 'k': move_cursor(ui, -1); break;
    case 'l': case 'j': move_cursor(ui, 1); break;
    case '\r': case '\n': case ' ':
        if (play_all_computer(ui)) {
            ui->paused = !ui->paused;
            say(ui, false, "%s", ui->paused ? _("Paused. Press Space to go on.") : _("Going on."));
        } else {
            sow(ui);
        }
        break;
    case 'u': play_undo(ui); break;
    case 'r': case KEY_CTRL_R: play_redo(ui); break;
    case 't': play_tip(ui); break;
    case 's': prompt_open(ui); break;
    case 'm': menu_open(ui); break;
    case '?': ui->overlay = OVERLAY_HELP, ui->help_top = 0; break;
    case 'n': ask_first(ui, CONFIRM_NEW); break;
    case 'q': ask_first(ui, CONFIRM_QUIT); break;
    case 'p': editor_open(ui); break;
    case KEY_ESCAPE: ui->cursor = -1; break;
    default: {
        int hole = key < 128 ? tb_hole_from_label(ui->rules, (char)key) : TB_NO_MOVE;
        if (hole >= 0)
            choose_hole(ui, hole);
        else if (!teach_key(ui, key))
            say(ui, true, "%s", _("That key does nothing here. Press ? to see the keys."));
        break;
    }
    }
}

/* ---- Keys on the panels ---- */

static void end_key(struct ui *ui, bool function_key, wint_t key)
{
    bool another = !function_key && (key == 'n' || key == 'y' || key == ' ');
    if (another || key_is_enter(function_key, key))
        play_new_game(ui, ui->rules);
    else if (!function_key && key == 'u')
        play_undo(ui);
    else if (!function_key && key == 'q')
        ui->quit = true; /* nothing is lost: the game is over */
    else if (!function_key && key == 's')
        prompt_open(ui);
    else if (!function_key && key == '?')
        ui->overlay = OVERLAY_HELP, ui->help_top = 0;
    else if (!function_key && key == 'm')
        menu_open(ui);
    else if (!function_key && key == KEY_ESCAPE)
        ui->end_hidden = !ui->end_hidden;
    else
        ui->end_hidden = false;
}

/* Only y and n answer: a stray key neither loses the saved game nor
 * starts it. */
static void resume_key(struct ui *ui, bool function_key, wint_t key)
{
    bool yes = !function_key && (key == 'y' || key == 'Y');
    if (yes || (!function_key && (key == 'n' || key == 'N' || key == KEY_ESCAPE)))
        play_resume(ui, yes);
}

static void confirm_key(struct ui *ui, bool function_key, wint_t key)
{
    bool yes = !function_key && (key == 'y' || key == 'Y');
    play_back_to_game(ui);
    if (yes && ui->confirm == CONFIRM_QUIT)
        ui->quit = true;
    else if (yes)
        play_new_game(ui, ui->new_rules);
}

static void help_key(struct ui *ui, bool function_key, wint_t key)
{
    int page = LINES - 8 > 1 ? LINES - 8 : 1;
    if ((function_key && key == KEY_DOWN) || (!function_key && key == 'j'))
        ui->help_top++;
    else if ((function_key && key == KEY_UP) || (!function_key && key == 'k'))
        ui->help_top -= ui->help_top > 0;
    else if ((function_key && key == KEY_NPAGE) || (!function_key && key == ' '))
        ui->help_top += page;
    else if (function_key && key == KEY_PPAGE)
        ui->help_top = ui->help_top > page ? ui->help_top - page : 0;
    else
        play_back_to_game(ui);
}

static void on_key(struct ui *ui, bool function_key, wint_t key)
{
    MEVENT ev;
    bool mouse = function_key && key == KEY_MOUSE;
    if (function_key && key == KEY_RESIZE)
        return; /* the next drawing fits the new size */
    if (mouse && (getmouse(&ev) != OK || !(ev.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED))))
        return; /* the mouse moved or was let go: that is no key */
    ui->message[0] = '\0';
    ui->alert = false;
    if (teach_step_key(ui, function_key, key))
        return; /* step mode: the key dropped the next seed */
    play_skip(ui); /* a key ends an animation at once, then counts */
    if (!function_key && key == KEY_CTRL_L) {
        clearok(curscr, TRUE); /* the next drawing starts from nothing */
        return;
    }
    if (ui->layout.too_small) {
        /* No key acts on a board or a question that cannot be seen; q
         * quits at once, since the game is saved as it stands. */
        if (!function_key && key == 'q')
            ui->quit = true;
        return;
    }
    if (mouse) {
        if (ui->overlay == OVERLAY_NONE)
            click(ui, &ev);
        return;
    }
    switch (ui->overlay) {
    case OVERLAY_NOTICE: play_back_to_game(ui); break;
    case OVERLAY_RESUME: resume_key(ui, function_key, key); break;
    case OVERLAY_CONFIRM: confirm_key(ui, function_key, key); break;
    case OVERLAY_HELP: help_key(ui, function_key, key); break;
    case OVERLAY_MENU: menu_key(ui, function_key, key); break;
    case OVERLAY_PROMPT: prompt_key(ui, function_key, key); break;
    case OVERLAY_END: end_key(ui, function_key, key); break;
    case OVERLAY_EDIT: editor_key(ui, function_key, key); break;
    case OVERLAY_REPLAY: replay_key(ui, function_key, key); break;
    case OVERLAY_NONE: board_key(ui, function_key, key); break;
    }
}

int tui_run(const struct tui_config *cfg)
{
    /* The locale and the language are set: main called i18n_init. */
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
        fprintf(stderr, "%s",
                _("tihbat: the game needs a terminal; to play from a script, use --batch\n"));
        return 1;
    }
    struct ui ui;
    memset(&ui, 0, sizeof ui);
    int status = 0;
    if (!play_open(&ui, cfg, &status)) {
        play_close(&ui);
        return status;
    }
    if (!start_terminal(cfg)) {
        play_close(&ui);
        return 1;
    }
    teach_projector(&ui, cfg->projector);
    timeout(0); /* keys are read once wait_for_event says they are there */
    while (!ui.quit && !caught) {
        draw_screen(&ui);
        wait_for_event(play_wait(&ui));
        /* Every key already typed, and every resize, before the next drawing. */
        wint_t key;
        int got;
        while (!caught && !ui.quit && (got = get_wch(&key)) != ERR)
            on_key(&ui, got == KEY_CODE_YES, key);
        play_tick(&ui);
    }
    endwin();
    delscreen(screen);
    screen = NULL;
    play_close(&ui);
    if (caught) { /* end the way the signal meant, now that all is tidy */
        signal(caught, SIG_DFL);
        sigprocmask(SIG_SETMASK, &waiting_mask, NULL);
        raise(caught);
    }
    return 0;
}
