/*
 * script.c - tui-script: the terminal game played from a script, without
 * a terminal and without waiting, for the screen tests.  The program is
 * the real one but main (src/cli/options.c reads its options, src/tui its
 * whole front end runs), on the headless driver (driver.h): keys are the
 * bytes a terminal sends, the clock moves only when the script says, the
 * computer answers at once, and the screen is read back in the golden
 * screens' format (tests/tui/screens).
 *
 * usage: tui-script [-C DIR] [-o DIR] [--answer] [--screen FILE] [SCRIPT]
 *
 *   -C DIR         the runner's directory (made when missing; by default a
 *                  temporary one, removed at the end): the program's HOME
 *                  is DIR/home, its XDG_STATE_HOME DIR/state, its
 *                  XDG_CACHE_HOME DIR/cache, its working directory DIR,
 *                  and the paths of the script are taken from DIR
 *   -o DIR         where `screen` writes (by default the directory the
 *                  runner was started in)
 *   --answer       answers each command on standard output, one line:
 *                  "ok", "ok MS" (step: the clock moved MS), "idle" (step:
 *                  nothing is due), or "error: WHY", and goes on after an
 *                  error; for a program that drives the runner a line at a
 *                  time (tests/screens/lib.sh).  Without it, the first
 *                  error ends the run, with status 1.
 *   --screen FILE  the screen's text written to FILE after each command
 *
 * The script (standard input when no SCRIPT is named) is a command a line;
 * a line that begins with # is a comment.  Words are split as a shell
 * splits them: 'single quotes', "double quotes" (where \" and \\ stand
 * for themselves), and \ before a character.
 *
 *   start WxH [NAME=VALUE...] [OPTION...]
 *       The program starts with OPTIONs, the program's own (--names A,B,
 *       --lang de, --replay FILE...), on a window W columns wide and H
 *       lines high, in the environment of the tests (LANG=C.UTF-8, no
 *       LANGUAGE, LC_ALL, LC_MESSAGES nor NO_COLOR) with each NAME=VALUE
 *       on top.  The program started before ends first, as it does when
 *       its terminal closes.  Each start is a process of its own, as the
 *       program's are: nothing of one run is left in the next.
 *   key KEY...
 *       Typed together, as tmux's send-keys names keys: Enter, Escape,
 *       Space, Tab, BTab, BSpace, Up, Down, Left, Right, Home, End, PPage
 *       (PageUp, PgUp), NPage (PageDown, PgDn), IC, DC, F1 to F12, C-x
 *       (Ctrl and a letter), M-x (Escape before x); any other word is
 *       typed as its characters.  C-c and C-\ end the program as the
 *       terminal's signals do (status 130, 131); C-z is a real terminal's.
 *   type TEXT
 *       TEXT typed as it is.
 *   click X Y
 *       The first button pressed and released at column X, line Y (from 0).
 *   resize WxH
 *       The window takes that size.
 *   hangup
 *       The terminal goes: the program ends as SIGHUP ends it (status 129).
 *   advance DURATION
 *       The program's clock moves on by DURATION (900ms, 2s), and what
 *       falls due on the way is done, each at its time.
 *   wait
 *       The clock moves on until nothing is due (at most ten minutes of
 *       the program's time: a demonstration never rests).
 *   step
 *       The clock moves on to the next moment something is due.
 *   until TEXT [SECONDS]
 *   until-gone TEXT [SECONDS]
 *       The clock moves on until the screen shows TEXT (or no longer
 *       does), read as a person reads it (driver_screen_shows); an error
 *       when nothing more is due, or after SECONDS (5) of the program's
 *       time.
 *   shows TEXT
 *   lacks TEXT
 *       The screen shows TEXT now (or does not); else an error.
 *   screen NAME
 *       Writes the screen as NAME.txt (its text) and NAME.cells (the look
 *       of each character), as tests/tui/cells.awk does from tmux.
 *   file PATH <<WORD
 *       Writes the lines that follow, up to a line that is WORD, as PATH.
 *   remove PATH
 *       Removes PATH, and all it holds.
 *   mkdir PATH
 *       Makes the directory PATH, and those it is in.
 *
 * Once the program has ended, the screen shows what it wrote when it
 * ended, then "[exit STATUS]", as the terminal tests' shell shows it.  A
 * command that takes ten minutes of real time is a program that hangs:
 * the run ends, and says so.
 */
#define _GNU_SOURCE /* mkdtemp, setenv, nftw, dirfd */
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <curses.h>

#include "app/cache.h"
#include "app/i18n.h"
#include "cli/options.h"
#include "driver.h"

enum {
    LINE_MAX_BYTES = 65536,
    WORDS_MAX = 64,
    WAIT_MS = 600000, /* the most of the program's time `wait` gives it */
    FRAMES_MAX = 1000000,
    HANG_SECONDS = 600, /* a command that takes longer, in real time, is a program that hangs */
};

/* ---- What the runner was told ---- */

static const char *script_name = "standard input";
static int script = STDIN_FILENO; /* read a byte at a time: each process reads its own lines */
static int outputs = -1;          /* the directory `screen` writes to */
static int screen_file = -1;      /* --screen's */
static bool answering;            /* --answer */
static char root[PATH_MAX];       /* the runner's directory */
static bool temporary_root;
static FILE *answers, *messages; /* the runner's standard output and error */

/* ---- Reading the script ---- */

static int line_number;

/* The next line of the script, without its '\n'; false at its end. */
static bool read_line(char *line, size_t size)
{
    size_t n = 0;
    char c;
    ssize_t got;
    while ((got = read(script, &c, 1)) != 0 && !(got == 1 && c == '\n')) {
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            break;
        if (n + 1 < size)
            line[n++] = c;
    }
    line[n] = '\0';
    if (got == 1 || n > 0) {
        line_number++;
        return true;
    }
    return false;
}

/* A line that says nothing: blank, or a comment. */
static bool is_comment(const char *line)
{
    line += strspn(line, " \t");
    return !*line || *line == '#';
}

/* Splits line into words, in place; returns how many, or -1 when a quote
 * is not closed. */
static int split(char *line, char *words[WORDS_MAX])
{
    int n = 0;
    char *in = line, *out = line;
    while (*in) {
        while (*in == ' ' || *in == '\t')
            in++;
        if (!*in)
            break;
        if (n == WORDS_MAX)
            return -1;
        words[n++] = out;
        while (*in && *in != ' ' && *in != '\t') {
            if (*in == '\'') {
                char *end = strchr(in + 1, '\'');
                if (!end)
                    return -1;
                memmove(out, in + 1, (size_t)(end - in - 1));
                out += end - in - 1;
                in = end + 1;
            } else if (*in == '"') {
                for (in++; *in && *in != '"'; in++) {
                    if (*in == '\\' && (in[1] == '"' || in[1] == '\\'))
                        in++;
                    *out++ = *in;
                }
                if (*in != '"')
                    return -1;
                in++;
            } else {
                if (*in == '\\' && in[1])
                    in++;
                *out++ = *in++;
            }
        }
        char *next = *in ? in + 1 : in;
        *out = '\0';
        out = in = next;
    }
    return n;
}

/* ---- Errors ---- */

static char error_text[4096];

static bool failed(const char *format, ...) __attribute__((format(printf, 1, 2)));
static bool failed(const char *format, ...)
{
    va_list ap;
    va_start(ap, format);
    vsnprintf(error_text, sizeof error_text, format, ap);
    va_end(ap);
    return false;
}

/* ---- Files ---- */

/* A path of the script: relative, below the runner's directory. */
static bool path_ok(const char *path)
{
    if (!path[0] || path[0] == '/')
        return failed("%s: not a path inside the runner's directory", path);
    for (const char *p = path; (p = strstr(p, "..")) != NULL; p += 2)
        if ((p == path || p[-1] == '/') && (p[2] == '/' || !p[2]))
            return failed("%s: not a path inside the runner's directory", path);
    return true;
}

static bool make_directories(const char *path)
{
    char at[PATH_MAX];
    snprintf(at, sizeof at, "%s", path);
    for (char *p = at + 1;; p++) {
        if (*p != '/' && *p)
            continue;
        char c = *p;
        *p = '\0';
        if (mkdir(at, 0700) != 0 && errno != EEXIST)
            return failed("mkdir %s: %s", at, strerror(errno));
        if (!c)
            return true;
        *p = c;
    }
}

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st, (void)flag, (void)ftw;
    if (flag == FTW_DNR || flag == FTW_D || flag == FTW_DP)
        chmod(path, 0700);
    return remove(path) != 0 && errno != ENOENT ? -1 : 0;
}

static bool remove_tree(const char *path)
{
    struct stat st;
    if (lstat(path, &st) != 0)
        return true;
    if (S_ISDIR(st.st_mode))
        chmod(path, 0700); /* its entries can be read, to be removed */
    if (nftw(path, remove_one, 16, FTW_DEPTH | FTW_PHYS) != 0)
        return failed("could not remove %s: %s", path, strerror(errno));
    return true;
}

/* file PATH <<WORD: the lines up to WORD. */
static bool write_file(const char *path, const char *mark)
{
    char line[LINE_MAX_BYTES];
    FILE *out = fopen(path, "w");
    if (!out)
        return failed("%s: %s", path, strerror(errno));
    bool marked = false;
    while (read_line(line, sizeof line)) {
        if (strcmp(line, mark) == 0) {
            marked = true;
            break;
        }
        fprintf(out, "%s\n", line);
    }
    if (fclose(out) != 0)
        return failed("%s: %s", path, strerror(errno));
    return marked || failed("the file %s has no line %s to end it", path, mark);
}

/* The commands on files, which need no program. */
static bool file_command(char **w, int n, bool *known)
{
    *known = true;
    if (strcmp(w[0], "file") == 0) {
        if (n != 3 || strncmp(w[2], "<<", 2) != 0 || !w[2][2])
            return failed("usage: file PATH <<WORD");
        return path_ok(w[1]) && write_file(w[1], w[2] + 2);
    }
    if (strcmp(w[0], "remove") == 0)
        return n == 2 ? path_ok(w[1]) && remove_tree(w[1]) : failed("usage: remove PATH");
    if (strcmp(w[0], "mkdir") == 0)
        return n == 2 ? path_ok(w[1]) && make_directories(w[1]) : failed("usage: mkdir PATH");
    *known = false;
    return false;
}

/* ---- Words of the commands ---- */

static bool parse_size(const char *word, int *cols, int *lines)
{
    char *end;
    long c = strtol(word, &end, 10), l = *end == 'x' ? strtol(end + 1, &end, 10) : 0;
    if (*end || c < 1 || c > 1000 || l < 1 || l > 1000)
        return failed("%s: not a size, COLUMNSxLINES", word);
    *cols = (int)c, *lines = (int)l;
    return true;
}

static bool parse_ms(const char *word, long long *ms)
{
    char *end;
    long long n = strtoll(word, &end, 10);
    if (end == word || n < 0 || n > 24LL * 3600 * 1000)
        return failed("%s: not a duration (900ms, 2s)", word);
    if (strcmp(end, "ms") == 0)
        *ms = n;
    else if (strcmp(end, "s") == 0 || !*end)
        *ms = n * 1000;
    else
        return failed("%s: not a duration (900ms, 2s)", word);
    return true;
}

/* The bytes a terminal sends for the keys tmux names so. */
static const struct {
    const char *name, *bytes;
} key_names[] = {
    {"Enter", "\r"},         {"Escape", "\033"},    {"Space", " "},      {"Tab", "\t"},
    {"BTab", "\033[Z"},      {"BSpace", "\177"},    {"Up", "\033OA"},    {"Down", "\033OB"},
    {"Right", "\033OC"},     {"Left", "\033OD"},    {"Home", "\033[1~"}, {"End", "\033[4~"},
    {"PPage", "\033[5~"},    {"PageUp", "\033[5~"}, {"PgUp", "\033[5~"}, {"NPage", "\033[6~"},
    {"PageDown", "\033[6~"}, {"PgDn", "\033[6~"},   {"IC", "\033[2~"},   {"Insert", "\033[2~"},
    {"DC", "\033[3~"},       {"Delete", "\033[3~"}, {"F1", "\033OP"},    {"F2", "\033OQ"},
    {"F3", "\033OR"},        {"F4", "\033OS"},      {"F5", "\033[15~"},  {"F6", "\033[17~"},
    {"F7", "\033[18~"},      {"F8", "\033[19~"},    {"F9", "\033[20~"},  {"F10", "\033[21~"},
    {"F11", "\033[23~"},     {"F12", "\033[24~"},
};

/* The bytes of one key word onto out; the signal it sends instead (0: none). */
static bool key_bytes(const char *word, char *out, size_t size, size_t *used, int *signal)
{
    *signal = 0;
    for (size_t i = 0; i < sizeof key_names / sizeof key_names[0]; i++)
        if (strcasecmp(word, key_names[i].name) == 0) {
            word = key_names[i].bytes;
            goto literal;
        }
    if ((word[0] == 'C' || word[0] == 'c') && word[1] == '-' && word[2] && !word[3]) {
        char c = word[2];
        if (c == 'c' || c == 'C')
            *signal = SIGINT;
        else if (c == '\\')
            *signal = SIGQUIT;
        else if (c == 'z' || c == 'Z')
            return failed("C-z suspends the program: a test of a real terminal (tests/tui)");
        else if (*used + 1 < size)
            out[(*used)++] = c == ' ' || c == '@' ? '\0' : (char)(c & 0x1f);
        return true;
    }
    if ((word[0] == 'M' || word[0] == 'm') && word[1] == '-' && word[2]) {
        if (*used + 1 < size)
            out[(*used)++] = '\033';
        word += 2;
    }
literal:
    for (; *word && *used + 1 < size; word++)
        out[(*used)++] = *word;
    return *word == '\0' || failed("too many keys at once");
}

/* ---- The program ---- */

static struct options opt; /* what the table points to while the program runs */
static struct tui *f;
static bool running;
static long long due = -1; /* when something is due, or -1: nothing */
static char *exit_screen;  /* once it has ended: what the terminal shows */
static FILE *program_output;

/* The program has ended with status: the terminal shows what it wrote
 * then, and "[exit STATUS]". */
static void ended(int status)
{
    if (running) {
        driver_end(f);
        f = NULL;
        endwin();
        running = false;
    }
    fflush(stdout);
    fflush(stderr);
    size_t size = 0;
    char *text = NULL;
    FILE *out = open_memstream(&text, &size);
    if (!out)
        abort();
    rewind(program_output);
    int last = '\n';
    for (int c; (c = getc(program_output)) != EOF; last = c)
        putc(c, out);
    if (last != '\n')
        putc('\n', out);
    fprintf(out, "[exit %d]\n", status);
    fclose(out);
    free(exit_screen);
    exit_screen = text;
    due = -1;
}

/* A frame: what is due, then the screen drawn. */
static void frame(void)
{
    int wait = driver_frame(f);
    if (driver_ended(f)) {
        ended(0);
        return;
    }
    due = wait >= 0 ? driver_clock + wait : -1;
}

/* Every key typed, to the modes, then a frame; as tui_run's loop does. */
static void take_keys(void)
{
    driver_read_keys(f);
    if (driver_ended(f))
        ended(0);
    else
        frame();
}

static struct driver_screen *screen_now(void)
{
    if (exit_screen)
        return driver_screen_text(exit_screen);
    return running ? driver_screen_read() : driver_screen_text("");
}

static bool start(char **w, int n)
{
    int cols, lines;
    if (n < 2 || !parse_size(w[1], &cols, &lines))
        return n < 2 ? failed("usage: start WxH [NAME=VALUE...] [OPTION...]") : false;
    setenv("LANG", "C.UTF-8", 1);
    unsetenv("LANGUAGE");
    unsetenv("LC_ALL");
    unsetenv("LC_MESSAGES");
    unsetenv("NO_COLOR");
    int i = 2;
    for (; i < n && w[i][0] != '-' && strchr(w[i], '='); i++) {
        char *eq = strchr(w[i], '=');
        *eq = '\0';
        setenv(w[i], eq + 1, 1);
    }
    /* The program's own argv, as main gets it. */
    static char program[] = "tihbat";
    char *argv[WORDS_MAX + 2] = {program};
    int argc = 1;
    for (; i < n; i++)
        argv[argc++] = w[i];
    argv[argc] = NULL;
    /* What the program writes (its messages on standard error) goes to a
     * file of its own, which the terminal shows once it has ended. */
    program_output = tmpfile();
    if (!program_output || dup2(fileno(program_output), STDOUT_FILENO) < 0 ||
        dup2(fileno(program_output), STDERR_FILENO) < 0)
        return failed("no file for the program's output: %s", strerror(errno));

    /* main's steps to the terminal game (src/cli/main.c). */
    i18n_init(options_lang(argc, argv));
    int status = options_parse(argc, argv, &opt);
    if (status != 0) {
        ended(status);
        return true;
    }
    if (opt.help || opt.version)
        return failed("--help and --version are the real program's (tests/cli)");
    if (opt.no_cache)
        cache_turn_off();
    bool screen = opt.mode == MODE_PLAY || (opt.mode == MODE_REVIEW && opt.play.review) ||
                  (opt.mode == MODE_PUZZLES && opt.play.puzzles.on);
    if (!screen)
        return failed("these options do not start the terminal game");
    driver_init("tmux-256color"); /* the terminal tests' terminal */
    driver_fixed = true;
    driver_clock = 1000000;
    if (!(f = driver_start(&opt.play, cols, lines, &status))) {
        ended(status);
        return true;
    }
    running = true;
    frame();
    return true;
}

/* Moves the clock to what is due next, and does it. */
static bool step(void)
{
    if (due < 0)
        return false;
    if (due > driver_clock)
        driver_clock = due;
    frame();
    return true;
}

static bool type_keys(char **w, int n)
{
    char bytes[4096];
    size_t used = 0;
    for (int i = 1; i < n; i++) {
        int signal;
        if (!key_bytes(w[i], bytes, sizeof bytes, &used, &signal))
            return false;
        if (signal) { /* what came before it is read first */
            if (used > 0) {
                if (!driver_type(bytes, used))
                    return failed("too many keys at once");
                take_keys();
            }
            if (running)
                ended(128 + signal);
            return true;
        }
    }
    if (!driver_type(bytes, used))
        return failed("too many keys at once");
    take_keys();
    return true;
}

static bool until(char **w, int n, bool shown)
{
    long long limit = 5000;
    if (n < 2 || n > 3 || (n == 3 && !parse_ms(w[2], &limit)))
        return n < 2 || n > 3 ? failed("usage: %s TEXT [SECONDS]", w[0]) : false;
    long long end = driver_clock + limit;
    for (int frames = 0;; frames++) {
        struct driver_screen *s = screen_now();
        bool seen = driver_screen_shows(s, w[1]);
        driver_screen_free(s);
        if (seen == shown)
            return true;
        if (due < 0 || due > end || frames == FRAMES_MAX || !running)
            return failed(shown ? "the screen never showed: %s" : "the screen kept showing: %s",
                          w[1]);
        step();
    }
}

static bool shows(char **w, int n, bool shown)
{
    if (n != 2)
        return failed("usage: %s TEXT", w[0]);
    struct driver_screen *s = screen_now();
    bool ok = driver_screen_shows(s, w[1]) == shown;
    driver_screen_free(s);
    return ok || failed(shown ? "the screen does not show: %s" : "the screen shows: %s", w[1]);
}

static bool write_screen(const char *name)
{
    if (strchr(name, '/') || !name[0] || name[0] == '.')
        return failed("%s: a screen's name is a file's name", name);
    char path[NAME_MAX + 8];
    struct driver_screen *s = screen_now();
    FILE *files[2] = {NULL, NULL};
    for (int i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s.%s", name, i ? "cells" : "txt");
        int fd = openat(outputs, path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        files[i] = fd >= 0 ? fdopen(fd, "w") : NULL;
    }
    bool ok = files[0] && files[1] && driver_screen_write(s, files[0], files[1]);
    for (int i = 0; i < 2; i++)
        ok = files[i] && fclose(files[i]) == 0 && ok;
    driver_screen_free(s);
    return ok || failed("could not write the screen %s: %s", name, strerror(errno));
}

/* One command while a program runs (or has ended); *idle is set by a step
 * that found nothing due. */
static bool command(char **w, int n, bool *idle, long long *moved)
{
    bool known;
    bool ok = file_command(w, n, &known);
    long long before = driver_clock, ms;
    if (known)
        return ok;
    if (strcmp(w[0], "screen") == 0)
        return n == 2 ? write_screen(w[1]) : failed("usage: screen NAME");
    if (strcmp(w[0], "until") == 0 || strcmp(w[0], "until-gone") == 0)
        return until(w, n, strcmp(w[0], "until") == 0);
    if (strcmp(w[0], "shows") == 0 || strcmp(w[0], "lacks") == 0)
        return shows(w, n, strcmp(w[0], "shows") == 0);
    static const char *const program_commands[] = {"key",    "type",    "click", "resize",
                                                   "hangup", "advance", "wait",  "step"};
    bool program_command = false;
    for (size_t i = 0; i < sizeof program_commands / sizeof program_commands[0]; i++)
        program_command = program_command || strcmp(w[0], program_commands[i]) == 0;
    if (!program_command)
        return failed("%s: no such command", w[0]);
    if (!running) { /* keys and time go nowhere: the program has ended */
        *idle = strcmp(w[0], "step") == 0;
        return true;
    }
    if (strcmp(w[0], "key") == 0)
        return type_keys(w, n);
    if (strcmp(w[0], "type") == 0) {
        if (n != 2)
            return failed("usage: type TEXT");
        if (!driver_type(w[1], strlen(w[1])))
            return failed("too many keys at once");
        take_keys();
        return true;
    }
    if (strcmp(w[0], "click") == 0) {
        char *end1, *end2;
        long x = n == 3 ? strtol(w[1], &end1, 10) : -1, y = n == 3 ? strtol(w[2], &end2, 10) : -1;
        if (n != 3 || *end1 || *end2 || x < 0 || y < 0 || x > 222 || y > 222)
            return failed("usage: click X Y (from 0 to 222)");
        /* xterm's reports (X10 form): pressed, then released. */
        char report[] = {'\033', '[', 'M', ' ', (char)(x + 33), (char)(y + 33),
                         '\033', '[', 'M', '#', (char)(x + 33), (char)(y + 33)};
        if (!driver_type(report, sizeof report))
            return failed("too many keys at once");
        take_keys();
        return true;
    }
    if (strcmp(w[0], "resize") == 0) {
        int cols, lines;
        if (n != 2 || !parse_size(w[1], &cols, &lines))
            return n != 2 ? failed("usage: resize WxH") : false;
        resizeterm(lines, cols);
        take_keys(); /* the resize, as the program reads it */
        return true;
    }
    if (strcmp(w[0], "hangup") == 0) {
        if (n != 1)
            return failed("usage: hangup");
        ended(128 + SIGHUP);
        return true;
    }
    if (strcmp(w[0], "advance") == 0) {
        if (n != 2 || !parse_ms(w[1], &ms))
            return n != 2 ? failed("usage: advance DURATION") : false;
        long long target = driver_clock + ms;
        for (int frames = 0; running && due >= 0 && due <= target; frames++) {
            if (frames == FRAMES_MAX)
                return failed("the program is never done at %lld ms", driver_clock);
            step();
        }
        if (driver_clock < target)
            driver_clock = target;
        return true;
    }
    if (strcmp(w[0], "wait") == 0) {
        if (n != 1)
            return failed("usage: wait");
        for (int frames = 0; running && due >= 0; frames++) {
            if (frames == FRAMES_MAX || driver_clock - before > WAIT_MS)
                return failed("the program is still busy after %lld ms of its time",
                              driver_clock - before);
            step();
        }
        return true;
    }
    if (strcmp(w[0], "step") == 0) {
        if (n != 1)
            return failed("usage: step");
        *idle = !step();
        *moved = driver_clock - before;
        return true;
    }
    return failed("%s: no such command", w[0]);
}

/* ---- Answers ---- */

static void write_screen_file(void)
{
    if (screen_file < 0)
        return;
    struct driver_screen *s = screen_now();
    char *text = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    if (!out || !driver_screen_write(s, out, NULL) || fclose(out) != 0)
        abort();
    if (ftruncate(screen_file, 0) != 0 || pwrite(screen_file, text, size, 0) != (ssize_t)size)
        fprintf(messages, "tui-script: the screen file: %s\n", strerror(errno));
    free(text);
    driver_screen_free(s);
}

/* Says how a command went; false when the run must end. */
static bool answer(bool ok, bool idle, long long moved)
{
    if (ok)
        write_screen_file();
    if (answering) {
        if (!ok)
            fprintf(answers, "error: %s\n", error_text);
        else if (idle)
            fprintf(answers, "idle\n");
        else if (moved >= 0)
            fprintf(answers, "ok %lld\n", moved);
        else
            fprintf(answers, "ok\n");
        fflush(answers);
        return true;
    }
    if (ok)
        return true;
    fprintf(messages, "%s:%d: %s\n", script_name, line_number, error_text);
    if (running || exit_screen) {
        struct driver_screen *s = screen_now();
        fprintf(messages, "---- screen ----\n");
        driver_screen_write(s, messages, NULL);
        driver_screen_free(s);
    }
    return false;
}

/* ---- A program's run, in a process of its own ---- */

static bool is_start(char **w, int n) { return n > 0 && strcmp(w[0], "start") == 0; }

/* Runs the program of the start line `line` and the commands after it,
 * up to the next start, which it hands back through `back`: the exit
 * status is 0, or 1 when a command failed without --answer. */
static int run_program(char *line, int back)
{
    char *w[WORDS_MAX];
    int n = split(line, w);
    /* The runner's own output, apart from the program's. */
    answers = fdopen(dup(STDOUT_FILENO), "w");
    messages = fdopen(dup(STDERR_FILENO), "w");
    if (!answers || !messages)
        return 1;
    setvbuf(messages, NULL, _IONBF, 0); /* the process ends by _exit */
    alarm(HANG_SECONDS);
    bool started = start(w, n);
    alarm(0);
    if (!answer(started, false, -1)) {
        fflush(answers);
        return 1;
    }
    char next[LINE_MAX_BYTES];
    while (read_line(next, sizeof next)) {
        char copy[LINE_MAX_BYTES];
        if (is_comment(next))
            continue;
        snprintf(copy, sizeof copy, "%s", next);
        n = split(copy, w);
        if (is_start(w, n)) {
            dprintf(back, "%d %s", line_number, next);
            break;
        }
        bool idle = false;
        long long moved = -1;
        alarm(HANG_SECONDS); /* SIGALRM ends this process: fork_program says why */
        bool ok = n > 0 ? command(w, n, &idle, &moved) : failed("a quote is not closed");
        alarm(0);
        if (!answer(ok, idle, moved)) {
            fflush(answers);
            return 1;
        }
    }
    if (running) /* as when its terminal closes */
        ended(129);
    fflush(answers);
    return 0;
}

/* Forks the program's process; returns its exit status, and the next
 * start line (and its number) in next, or "" at the end of the script. */
static int fork_program(char *line, char *next, size_t size)
{
    int back[2];
    if (pipe(back) != 0) {
        perror("tui-script: pipe");
        return 1;
    }
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        perror("tui-script: fork");
        return 1;
    }
    if (pid == 0) {
        close(back[0]);
        _exit(run_program(line, back[1]));
    }
    close(back[1]);
    int status;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR) {
            perror("tui-script: waitpid");
            return 1;
        }
    ssize_t got = read(back[0], next, size - 1);
    next[got > 0 ? got : 0] = '\0';
    close(back[0]);
    if (WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM) {
        fprintf(stderr, "tui-script: %s: a command took more than %d s: the program hangs\n",
                script_name, HANG_SECONDS);
        return 1;
    }
    if (WIFSIGNALED(status)) {
        fprintf(stderr, "tui-script: %s:%d: the program was killed by signal %d\n", script_name,
                line_number, WTERMSIG(status));
        return 1;
    }
    return WEXITSTATUS(status);
}

/* ---- The runner ---- */

static void remove_root(void)
{
    if (temporary_root && chdir("/") == 0)
        remove_tree(root);
}

static void usage(void)
{
    fprintf(stderr, "usage: tui-script [-C DIR] [-o DIR] [--answer] [--screen FILE] [SCRIPT]\n");
    exit(2);
}

static void open_arguments(int argc, char **argv)
{
    const char *dir = NULL, *out = ".", *screen = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-C") == 0 && i + 1 < argc)
            dir = argv[++i];
        else if (strcmp(argv[i], "-o") == 0 && i + 1 < argc)
            out = argv[++i];
        else if (strcmp(argv[i], "--screen") == 0 && i + 1 < argc)
            screen = argv[++i];
        else if (strcmp(argv[i], "--answer") == 0)
            answering = true;
        else if (argv[i][0] == '-' || i + 1 != argc)
            usage();
        else if ((script = open(script_name = argv[i], O_RDONLY | O_CLOEXEC)) < 0) {
            perror(argv[i]);
            exit(2);
        }
    }
    if ((outputs = open(out, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0) {
        perror(out);
        exit(2);
    }
    if (screen && (screen_file = open(screen, O_RDWR | O_CREAT | O_CLOEXEC, 0644)) < 0) {
        perror(screen);
        exit(2);
    }
    if (dir) {
        error_text[0] = '\0';
        if (!(realpath(dir, root) || (make_directories(dir) && realpath(dir, root)))) {
            fprintf(stderr, "tui-script: %s: %s\n", dir,
                    error_text[0] ? error_text : strerror(errno));
            exit(2);
        }
        return;
    }
    const char *tmp = getenv("TMPDIR");
    snprintf(root, sizeof root, "%s/tui-script.XXXXXX", tmp && tmp[0] == '/' ? tmp : "/tmp");
    if (!mkdtemp(root)) {
        perror("tui-script: mkdtemp");
        exit(2);
    }
    temporary_root = true;
    atexit(remove_root);
    /* The state directory there, as after the program's first start. */
    char path[PATH_MAX + 16];
    const char *made[] = {"home", "state/tihbat", "cache"};
    for (int i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s", root, made[i]);
        make_directories(path);
    }
}

int main(int argc, char **argv)
{
    open_arguments(argc, argv);
    char path[PATH_MAX + 16];
    const char *homes[][2] = {
        {"HOME", "home"}, {"XDG_STATE_HOME", "state"}, {"XDG_CACHE_HOME", "cache"}};
    for (int i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s", root, homes[i][1]);
        setenv(homes[i][0], path, 1);
    }
    if (chdir(root) != 0) {
        perror(root);
        return 2;
    }
    answers = stdout, messages = stderr;
    char line[LINE_MAX_BYTES], next[LINE_MAX_BYTES + 16];
    bool have = read_line(line, sizeof line);
    while (have) {
        char copy[LINE_MAX_BYTES], *w[WORDS_MAX];
        if (is_comment(line)) {
            have = read_line(line, sizeof line);
            continue;
        }
        snprintf(copy, sizeof copy, "%s", line);
        int n = split(copy, w);
        if (is_start(w, n)) {
            if (fork_program(line, next, sizeof next) != 0)
                return 1;
            /* The next start, as the program's process read it. */
            char *space = strchr(next, ' ');
            have = next[0] && space;
            if (have) {
                line_number = (int)strtol(next, NULL, 10);
                snprintf(line, sizeof line, "%s", space + 1);
            }
            continue;
        }
        bool known = false;
        bool ok = n < 1 ? failed("a quote is not closed") : file_command(w, n, &known);
        if (n > 0 && !known)
            ok = failed("no program runs: start it first");
        if (!answer(ok, false, -1))
            return 1;
        have = read_line(line, sizeof line);
    }
    return 0;
}
