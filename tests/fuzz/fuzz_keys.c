/*
 * fuzz_keys.c - the terminal program's keys, clicks and resizes, through
 * the front end's own main loop (src/tui/loop.h: the keys curses reads,
 * tui.c's dispatch, every mode; each frame ticked, shown and drawn), on
 * the headless driver (tests/headless/driver.h: curses without a terminal,
 * the program's clock and its thinking thread in the driver's hands), the
 * keys pushed back into curses' own queue.
 *
 * The first three bytes say how the program starts: the opening (a game,
 * --load, --replay, --learn), what the state directory holds (nothing, an
 * unfinished game, a finished one, a broken file, a file where the
 * directory should be, a directory where the file should be, another
 * copy's lock), the rule set, the language, the window's size, the
 * computer's sides and level, tips, the projector, colours and ASCII.
 * Then each byte is an event: a key, a burst of keys typed together, a
 * click, a resize, time passing (the program's clock is the driver's), the
 * loop run until nothing is due.  The computer answers at once (the
 * thinking thread is waited for), the solver's tables are built once and
 * its moves valued from them alone (without the game's history), and the
 * time and the process id are fixed while an input runs, so that an input
 * does the same each time.
 *
 * After every event: the game's ply is in range and its position one the
 * rules allow, the highlight on a hole that can be sown; the stack of modes
 * is well formed (a base at the bottom, which shows no panel, no mode
 * twice); what is shown has a key bar and fits its room; the game is lost
 * on quitting only after the quit question said so; an autosave said to keep the game holds it as
 * it stands; a saved game from before stays as it was until someone
 * chooses to replace it; nothing is written outside the driver's temporary
 * directory (every call that writes a file is checked on its way to the C
 * library, through the linker's --wrap); after the input, no file
 * descriptor is left open.
 */
#define _GNU_SOURCE /* AT_FDCWD, dirent's d_type */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <curses.h>

#include "../headless/driver.h"
#include "app/i18n.h"
#include "app/save.h"
#include "fuzz.h"
#include "solver/retro.h"
#include "solver/solver.h"
#include "tui/loop.h"
#include "tui/mode.h"
#include "tui/saved_game.h"
#include "tui/screen.h"

/* ---- The driver's directory, and the checks on every write ---- */

static char root[PATH_MAX]; /* everything the program may write is under it */
static char state[PATH_MAX + 16], cwd[PATH_MAX + 16];
static char outside[PATH_MAX]; /* the working directory libFuzzer's paths are relative to */
static bool confined;          /* an input is running: writes are checked, time is fixed */

/* path (relative to dirfd) made absolute, its . and .. resolved by name. */
static void absolute(int dirfd, const char *path, char *out, size_t size)
{
    char joined[2 * PATH_MAX] = "";
    if (path[0] != '/' && dirfd == AT_FDCWD) {
        if (!getcwd(joined, PATH_MAX))
            joined[0] = '\0';
    } else if (path[0] != '/') {
        char link[64];
        snprintf(link, sizeof link, "/proc/self/fd/%d", dirfd);
        ssize_t n = readlink(link, joined, PATH_MAX - 1);
        joined[n > 0 ? n : 0] = '\0';
    }
    size_t len = strlen(joined);
    snprintf(joined + len, sizeof joined - len, "/%s", path);
    /* Each name in turn onto out; ".." takes the last one off. */
    size_t used = 0;
    out[0] = '\0';
    for (char *save = NULL, *name = strtok_r(joined, "/", &save); name;
         name = strtok_r(NULL, "/", &save)) {
        if (strcmp(name, ".") == 0)
            continue;
        if (strcmp(name, "..") == 0) {
            while (used > 0 && out[used - 1] != '/')
                used--;
            used -= used > 0;
            out[used] = '\0';
            continue;
        }
        used += (size_t)snprintf(out + used, size - used, "/%s", name);
        if (used >= size)
            abort();
    }
}

/* A write there is the program's, within the driver's directory. */
static int allowed(int dirfd, const char *path, const char *what)
{
    char at[2 * PATH_MAX];
    size_t n = strlen(root);
    if (!confined)
        return 1;
    absolute(dirfd, path, at, sizeof at);
    if (strncmp(at, root, n) == 0 && at[n] == '/')
        return 1;
    fprintf(stderr, "fuzz_keys: %s outside the driver's directory: %s\n", what, at);
    abort();
}

int __real_open(const char *path, int flags, ...);
int __real_openat(int dirfd, const char *path, int flags, ...);
int __real_rename(const char *from, const char *to);
int __real_unlink(const char *path);
int __real_unlinkat(int dirfd, const char *path, int flags);
int __real_mkdir(const char *path, mode_t mode);
int __wrap_open(const char *path, int flags, ...);
int __wrap_openat(int dirfd, const char *path, int flags, ...);
int __wrap_rename(const char *from, const char *to);
int __wrap_unlink(const char *path);
int __wrap_unlinkat(int dirfd, const char *path, int flags);
int __wrap_mkdir(const char *path, mode_t mode);

static bool writes(int flags)
{
    return (flags & O_ACCMODE) != O_RDONLY || (flags & (O_CREAT | O_TRUNC | O_APPEND));
}

// cppcheck-suppress unusedFunction ; the linker calls it (--wrap)
int __wrap_open(const char *path, int flags, ...)
{
    va_list ap;
    va_start(ap, flags);
    mode_t mode = (flags & O_CREAT) ? (mode_t)va_arg(ap, int) : 0;
    va_end(ap);
    if (writes(flags))
        allowed(AT_FDCWD, path, "open to write");
    return __real_open(path, flags, mode);
}

// cppcheck-suppress unusedFunction ; the linker calls it (--wrap)
int __wrap_openat(int dirfd, const char *path, int flags, ...)
{
    va_list ap;
    va_start(ap, flags);
    mode_t mode = (flags & O_CREAT) ? (mode_t)va_arg(ap, int) : 0;
    va_end(ap);
    if (writes(flags))
        allowed(dirfd, path, "openat to write");
    return __real_openat(dirfd, path, flags, mode);
}

// cppcheck-suppress unusedFunction ; the linker calls it (--wrap)
int __wrap_rename(const char *from, const char *to)
{
    allowed(AT_FDCWD, from, "rename");
    allowed(AT_FDCWD, to, "rename");
    return __real_rename(from, to);
}

// cppcheck-suppress unusedFunction ; the linker calls it (--wrap)
int __wrap_unlink(const char *path)
{
    allowed(AT_FDCWD, path, "unlink");
    return __real_unlink(path);
}

// cppcheck-suppress unusedFunction ; the linker calls it (--wrap)
int __wrap_unlinkat(int dirfd, const char *path, int flags)
{
    allowed(dirfd, path, "unlinkat");
    return __real_unlinkat(dirfd, path, flags);
}

// cppcheck-suppress unusedFunction ; the linker calls it (--wrap)
int __wrap_mkdir(const char *path, mode_t mode)
{
    struct stat st;
    if (lstat(path, &st) != 0) /* mkdir -p goes through the parents there are */
        allowed(AT_FDCWD, path, "mkdir");
    return __real_mkdir(path, mode);
}

/* ---- The tables, once ---- */

/* The values of the moves from the tables alone, as if the game had no
 * history: the solver's own answer solves the layer again with the
 * history's positions (40 ms in the program, seconds under libFuzzer's
 * instrumentation, so that a game of the computer against itself would
 * outlast the timeout).  fuzz_solver checks the real one; here the front
 * end gets answers of the same shape at once. */
int __wrap_solver_moves(solver *s, const tb_game *g, int ply, struct solver_move out[TB_MAX_HOLES],
                        int *count);
// cppcheck-suppress unusedFunction ; the linker calls it (--wrap)
int __wrap_solver_moves(solver *s, const tb_game *g, int ply, struct solver_move out[TB_MAX_HOLES],
                        int *count)
{
    const tb_rules *r = tb_game_rules(g);
    if (ply < 0 || ply > tb_game_length(g))
        return TB_EINVAL;
    const tb_position *p = tb_game_position_at(g, ply);
    int moves[TB_MAX_HOLES], n = retro_moves(r, p, moves);
    for (int i = 0; i < n; i++) {
        tb_position child;
        int captured = retro_play(r, p, moves[i], &child), value, plies;
        int status = solver_value(s, &child, &value, &plies);
        if (status != TB_OK)
            return status;
        out[i] = (struct solver_move){.move = moves[i],
                                      .value = captured - value,
                                      .plies = captured > 0 ? 1
                                               : plies      ? plies + 1
                                                            : 0};
    }
    *count = n;
    return TB_OK;
}

enum { RULE_SETS = 3 };
static solver *solvers[RULE_SETS];

solver *__real_solver_new(const tb_rules *r, int *status);
void __real_solver_free(solver *s);
solver *__wrap_solver_new(const tb_rules *r, int *status);
void __wrap_solver_free(solver *s);

/* Every computer shares the solver of its rule set, built at the start:
 * its tables are what is slow to make, and its answers are exact. */
// cppcheck-suppress unusedFunction ; the linker calls it (--wrap)
solver *__wrap_solver_new(const tb_rules *r, int *status)
{
    for (int set = 0; set < RULE_SETS; set++)
        if (tb_rules_at(set) == r && solvers[set]) {
            *status = TB_OK;
            return solvers[set];
        }
    return __real_solver_new(r, status);
}

// cppcheck-suppress unusedFunction ; the linker calls it (--wrap)
void __wrap_solver_free(solver *s)
{
    for (int set = 0; set < RULE_SETS; set++)
        if (solvers[set] == s)
            return;
    __real_solver_free(s);
}

static void build_tables(void)
{
    for (int set = 0; set < RULE_SETS; set++) {
        const tb_rules *r = tb_rules_at(set);
        int status;
        if (!r || r->players != 2)
            continue;
        if (!(solvers[set] = __real_solver_new(r, &status)))
            abort();
        for (int seeds = 0; seeds <= tb_total_seeds(r); seeds++) {
            tb_position p = {.captured = {(uint8_t)(tb_total_seeds(r) - seeds)}};
            for (int h = 0, left = seeds; left > 0; h = (h + 1) % tb_holes(r), left--)
                p.board[h]++;
            int value, plies;
            if (solver_value(solvers[set], &p, &value, &plies) != TB_OK)
                abort();
        }
    }
}

/* ---- The scenario an input starts from ---- */

enum opening { OPEN_GAME, OPEN_LOAD, OPEN_REPLAY, OPEN_LEARN };
enum saved {
    SAVED_NOTHING,
    SAVED_UNFINISHED,
    SAVED_OTHER_RULES,
    SAVED_FINISHED,
    SAVED_BROKEN,
    SAVED_FILE_FOR_DIRECTORY,
    SAVED_DIRECTORY_FOR_FILE,
    SAVED_ANOTHER_COPY,
};

static const char *const languages[] = {"en", "de", "hu", "bn", "ca", "es", "en", "bn"};
static const struct {
    int cols, lines;
} sizes[] = {
    {80, 24}, {200, 60}, {40, 12}, {20, 6}, {120, 40}, {60, 20}, {100, 30}, {1, 1},
};

static char autosave_file[PATH_MAX + 64];
static char saved_text[4096]; /* what SAVED_UNFINISHED... put there, "" for nothing */
static size_t saved_len;

static void write_file(const char *path, const char *text, size_t len)
{
    FILE *out = fopen(path, "w");
    if (!out || fwrite(text, 1, len, out) != len || fclose(out) != 0)
        abort();
}

/* A game of r from start (NULL: the usual one): `plies` plies, each the
 * pick-th legal move, round the legal ones. */
static tb_game *make_game(const tb_rules *r, const char *start, int plies, int pick)
{
    tb_position p;
    int status;
    if (start && tb_position_parse(r, start, &p, NULL) != TB_OK)
        abort();
    tb_game *g = tb_game_new(r, start ? &p : NULL, &status);
    if (!g)
        abort();
    for (int i = 0; i < plies && !tb_game_over(g); i++) {
        unsigned moves = tb_game_moves(g);
        int move = TB_PASS, n = __builtin_popcount(moves), k = n ? pick % n : 0;
        for (int h = 0; h < TB_MAX_HOLES && n; h++)
            if ((moves >> h & 1) && k-- == 0) {
                move = h;
                break;
            }
        if (tb_game_play(g, move, NULL) != TB_OK)
            abort();
    }
    return g;
}

static size_t record_of(const tb_game *g, const char *first, const char *second, char *buf,
                        size_t size)
{
    tb_tags tags = {0};
    snprintf(tags.names[0], sizeof tags.names[0], "%s", first);
    snprintf(tags.names[1], sizeof tags.names[1], "%s", second);
    size_t len = tb_record_format(g, &tags, buf, size);
    if (len >= size)
        abort();
    return len;
}

/* Empties dir, leaving dir itself. */
static void empty(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        char path[2 * PATH_MAX];
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        struct stat st;
        if (lstat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
            chmod(path, 0700);
            empty(path);
            rmdir(path);
        } else {
            unlink(path);
        }
    }
    closedir(d);
}

/* The state directory and the working directory for this input; returns
 * the descriptor of another copy's lock, or -1. */
static int set_scene(enum saved saved, const tb_rules *r, const char *record_path)
{
    char dir[PATH_MAX + 32], text[4096];
    empty(state);
    empty(cwd);
    snprintf(dir, sizeof dir, "%s/tihbat", state);
    saved_len = 0;
    saved_text[0] = '\0';
    int lock = -1;
    tb_game *g = NULL;
    switch (saved) {
    case SAVED_NOTHING: break;
    case SAVED_UNFINISHED: g = make_game(r, NULL, 3, 1); break;
    case SAVED_OTHER_RULES: g = make_game(tb_rules_at(r == tb_rules_at(0)), NULL, 2, 0); break;
    case SAVED_FINISHED: g = make_game(tb_rules_at(0), "1,5,1,5:1:8,8", 2, 0); break;
    case SAVED_BROKEN:
        mkdir(dir, 0700);
        write_file(autosave_file, "[Rules \"tihbat\"]\n\n1. A A *\n", 26);
        break;
    case SAVED_FILE_FOR_DIRECTORY: write_file(dir, "in the way\n", 11); break;
    case SAVED_DIRECTORY_FOR_FILE:
        mkdir(dir, 0700);
        mkdir(autosave_file, 0700);
        break;
    case SAVED_ANOTHER_COPY: {
        /* Its lock is on the state directory, as save.c takes it. */
        mkdir(dir, 0700);
        lock = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (lock < 0 || flock(lock, LOCK_EX | LOCK_NB) != 0)
            abort();
        g = make_game(r, NULL, 1, 0);
        break;
    }
    }
    if (g) {
        mkdir(dir, 0700);
        saved_len = record_of(g, "Amina", "", saved_text, sizeof saved_text);
        write_file(autosave_file, saved_text, saved_len);
        tb_game_free(g);
    }
    /* The record that --load and --replay open: another game of r. */
    g = make_game(r, NULL, 5, 2);
    size_t len = record_of(g, "Bob", "Carla", text, sizeof text);
    write_file(record_path, text, len);
    tb_game_free(g);
    return lock;
}

/* ---- Events ---- */

struct key {
    bool function_key;
    wint_t key;
};

/* No '/': a name typed at the save prompt stays in the working directory. */
static const struct key keys[] = {
    {0, 'a'},
    {0, 'b'},
    {0, 'c'},
    {0, 'd'},
    {0, 'e'},
    {0, 'f'},
    {0, 'g'},
    {0, 'h'},
    {0, 'j'},
    {0, 'k'},
    {0, 'l'},
    {0, 'u'},
    {0, 'r'},
    {0, 't'},
    {0, 's'},
    {0, 'm'},
    {0, 'n'},
    {0, 'q'},
    {0, 'p'},
    {0, 'y'},
    {0, 'Y'},
    {0, 'N'},
    {0, 'x'},
    {0, 'v'},
    {0, 'P'},
    {0, '?'},
    {0, ' '},
    {0, '\r'},
    {0, '\n'},
    {0, 27},
    {0, 127},
    {0, 8},
    {0, 12},
    {0, 18},
    {0, 21},
    {0, 3},
    {0, '+'},
    {0, '-'},
    {0, '0'},
    {0, '.'},
    {0, '1'},
    {0, '2'},
    {0, '3'},
    {0, '7'},
    {0, ','},
    {0, ':'},
    {0, 'A'},
    {0, 'C'},
    {0, '4'},
    {0, '5'},
    {0, '6'},
    {0, '8'},
    {0, '9'},
    {0, 'o'},
    {0, 'i'},
    {0, '\t'},
    {0, L'é'},
    {0, L'ঙ'},
    {0, L'中'},
    {0, 0x301},
    {0, 0x200b},
    {0, 0x9b},
    {0, 0xfffd},
    {1, KEY_LEFT},
    {1, KEY_RIGHT},
    {1, KEY_UP},
    {1, KEY_DOWN},
    {1, KEY_HOME},
    {1, KEY_END},
    {1, KEY_ENTER},
    {1, KEY_BACKSPACE},
    {1, KEY_F(1)},
    {1, KEY_NPAGE},
    {1, KEY_PPAGE},
    {1, KEY_DC},
    {1, KEY_F(5)},
};
enum { KEYS = sizeof keys / sizeof keys[0] };

static int next(const uint8_t **data, const uint8_t *end) { return *data < end ? *(*data)++ : 0; }

/* Into curses' queue, to be read next (the queue is last in, first out). */
static void push(const struct key *k)
{
    if (k->function_key)
        ungetch((int)k->key);
    else
        unget_wch((wchar_t)k->key);
}

/* ---- Checks ---- */

/* Whether the file at path holds exactly len bytes of text. */
static bool holds(const char *path, const char *text, size_t len)
{
    char buf[sizeof saved_text + 1];
    FILE *in = fopen(path, "r");
    if (!in)
        return false;
    size_t n = fread(buf, 1, sizeof buf, in);
    fclose(in);
    return n == len && memcmp(buf, text, len) == 0;
}

static bool same_game(const tb_game *a, const tb_game *b)
{
    if (tb_game_rules(a) != tb_game_rules(b) || tb_game_length(a) != tb_game_length(b) ||
        tb_game_ply(a) != tb_game_ply(b))
        return false;
    for (int ply = 0; ply <= tb_game_length(a); ply++)
        if (memcmp(tb_game_position_at(a, ply), tb_game_position_at(b, ply), sizeof(tb_position)) !=
            0)
            return false;
    return true;
}

static void check_table(const struct tui *f)
{
    const struct scene *sc = tui_scene(f);
    const struct table *t = sc->table;
    const tb_game *g = table_game(t);
    const tb_rules *r = table_rules(t);
    const char *file = autosave_where(sc->autosave);
    FUZZ_CHECK(g && r == tb_game_rules(g));
    int ply = tb_game_ply(g), length = tb_game_length(g);
    FUZZ_CHECK(ply >= 0 && ply <= length);
    FUZZ_CHECK(tb_position_check(r, tb_game_position(g)) == TB_OK);
    FUZZ_CHECK(table_cursor(t) >= -1 && table_cursor(t) < tb_holes(r));
    /* The highlight is on a hole of the person to move, one that can be sown. */
    FUZZ_CHECK(table_cursor(t) < 0 || (tb_game_moves(g) >> table_cursor(t) & 1));
    struct view v;
    table_view(t, &v);
    int last = 0;
    for (int h = 0; h < TB_MAX_HOLES; h++)
        last += (v.marks[h] & MARK_LAST) != 0;
    FUZZ_CHECK(last <= 1);
    FUZZ_CHECK((table_computer(t) >> r->players) == 0);
    FUZZ_CHECK(!file[0] || strcmp(file, autosave_file) == 0);
    FUZZ_CHECK(!autosave_waits(sc->autosave) || autosave_offered(sc->autosave, NULL));
}

static void check_stack(const struct tui *f)
{
    int depth = mode_depth(f);
    FUZZ_CHECK(depth >= (tui_quitting(f) ? 0 : 1) && mode_at(f, depth) == NULL);
    for (int i = 0; i < depth; i++) {
        const struct mode *m = mode_at(f, i);
        FUZZ_CHECK(m && m->ops && m->ops->keys && m->ops->show);
        for (int j = 0; j < i; j++)
            FUZZ_CHECK(mode_at(f, j) != m);
    }
    if (depth == 0)
        return;
    /* The base shows the board, never a panel. */
    static struct shown base;
    memset(&base, 0, sizeof base);
    mode_at(f, 0)->ops->show(mode_at(f, 0), tui_scene(f), &base);
    FUZZ_CHECK(!base.panel.title);
}

static void check_shown(const struct tui *f, struct shown *s)
{
    mode_show(f, s);
    FUZZ_CHECK(s->keys && s->keys[0].key && s->keys[0].what);
    FUZZ_CHECK(s->story_told >= 0 && s->story_told <= STORY_MAX);
    FUZZ_CHECK(s->panel.rows_n >= 0 && s->panel.rows_n <= SHOWN_ROWS);
    FUZZ_CHECK(s->used <= sizeof s->text);
    FUZZ_CHECK(!s->panel.title || s->panel.rows_n > 0);
}

/* The autosave said to keep the game holds it as it stands; a saved game
 * from before nobody chose to replace is as it was. */
static void check_files(const struct tui *f)
{
    const struct scene *sc = tui_scene(f);
    if (autosave_waits(sc->autosave))
        FUZZ_CHECK(holds(autosave_file, saved_text, saved_len));
    if (saved_game_fate(f) != FATE_KEPT)
        return;
    int error;
    tb_error err;
    tb_game *g = load_record(autosave_file, LOAD_FILE, NULL, &error, &err);
    FUZZ_CHECK(g && same_game(g, table_game(sc->table)));
    tb_game_free(g);
}

static int open_files(void)
{
    DIR *d = opendir("/proc/self/fd");
    int n = 0;
    if (!d)
        return 0;
    while (readdir(d))
        n++;
    closedir(d);
    return n;
}

/* ---- One input ---- */

/* Speaks lang from now on, as --lang would make it. */
static void speak(const char *lang)
{
    setenv("LANGUAGE", lang, 1);
    textdomain("tihbat"); /* gettext forgets what it looked up before */
}

/* A frame, as the loop draws it, and the checks. */
static int frame(struct tui *f, struct shown *s, unsigned long *checked)
{
    int wait = tui_frame(f);
    check_table(f);
    check_stack(f);
    memset(s, 0, sizeof *s);
    if (!tui_quitting(f))
        check_shown(f, s);
    unsigned long version = table_version(tui_scene(f)->table);
    if (*checked != version || tui_quitting(f)) {
        check_files(f);
        *checked = version;
    }
    return wait;
}

static void run(struct tui *f, const uint8_t *data, const uint8_t *end)
{
    static struct shown s; /* what the last frame showed */
    unsigned long checked = 0;
    int wait = frame(f, &s, &checked);
    while (data < end && !tui_quitting(f)) {
        int b = next(&data, end);
        bool asked = s.panel.title && strcmp(s.panel.title, _("Quit")) == 0, keyed = true;
        if (b < 0xc0) {
            push(&keys[b % KEYS]);
        } else if (b < 0xd0) { /* a burst: typed before the next frame */
            struct key burst[9];
            int n = (b & 7) + 2;
            for (int i = 0; i < n; i++)
                burst[i] = keys[next(&data, end) % KEYS];
            for (int i = n - 1; i >= 0; i--)
                push(&burst[i]);
        } else if (b < 0xe0) { /* clicks, pressed or released */
            static const mmask_t states[] = {BUTTON1_PRESSED, BUTTON1_CLICKED, BUTTON1_RELEASED,
                                             BUTTON3_PRESSED};
            for (int i = 0; i <= (b >> 2 & 1); i++) {
                MEVENT e = {.x = next(&data, end) % (COLS > 0 ? COLS : 1),
                            .y = next(&data, end) % (LINES > 0 ? LINES : 1),
                            .bstate = states[(b + i) & 3]};
                ungetmouse(&e);
            }
        } else if (b < 0xf0) { /* the window resized */
            int cols = sizes[b & 7].cols, lines = sizes[b & 7].lines;
            if (b & 8) {
                cols = 1 + next(&data, end);
                lines = 1 + next(&data, end) % 100;
            }
            resizeterm(lines, cols);
        } else if (b < 0xf8) { /* time passes */
            keyed = false;
            driver_clock += 250LL * ((b & 7) + 1);
        } else { /* the loop runs until nothing is due, or a while */
            for (int i = 0; i < 64 && wait >= 0 && !tui_quitting(f); i++) {
                driver_clock += wait > 0 ? wait : 1;
                wait = frame(f, &s, &checked);
            }
            continue;
        }
        if (keyed) {
            driver_clock += 40; /* a key's worth of time */
            tui_read_keys(f);
            /* A game is lost on quitting only after the question said so. */
            FUZZ_CHECK(!tui_quitting(f) || asked || !saved_game_losing(f));
        }
        wait = frame(f, &s, &checked);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const uint8_t *end = data + size;
    int start = next(&data, end), look = next(&data, end), play = next(&data, end);
    enum opening opening = (enum opening)(start & 3);
    enum saved saved = (enum saved)(start >> 2 & 7);
    const tb_rules *r = tb_rules_at((start >> 5) % RULE_SETS);
    char record_path[PATH_MAX + 32];
    snprintf(record_path, sizeof record_path, "%s/game.tbg", cwd);

    int files = open_files();
    if (chdir(cwd)) /* names the user types are saved in the driver's directory */
        abort();
    driver_clock = 1000000;
    int other_copy = set_scene(saved, r, record_path);
    speak(languages[look >> 3 & 7]);
    static const char *const names[] = {"Amina", "Youssef", "Zineb"};
    struct tui_config cfg = {
        .rules = r,
        .load = opening == OPEN_LOAD || opening == OPEN_REPLAY ? record_path : NULL,
        .replay = opening == OPEN_REPLAY,
        .learn = opening == OPEN_LEARN,
        .computer = (unsigned)(play & 7),
        .level = (enum ai_level)((play >> 3 & 3) % AI_LEVELS),
        .hints = play & 0x20,
        .demo = (play & 0xc0) == 0xc0,
        .projector = look & 0x40,
        .color = !(look & 0x80),
    };
    if (play & 0x40)
        memcpy(cfg.names, names, sizeof names);

    confined = driver_fixed = true;
    int status = 0;
    FILE *saved_stderr = stderr;
    stderr = fopen("/dev/null", "w"); /* tui_open's messages */
    struct tui *f = driver_start(&cfg, sizes[look & 7].cols, sizes[look & 7].lines, &status);
    fclose(stderr);
    stderr = saved_stderr;
    if (f) {
        screen_init(cfg.color, (look & 0x80) && (play & 1)); /* ASCII drawing, now and then */
        run(f, data, end);
        driver_end(f);
    } else {
        FUZZ_CHECK(status != 0);
    }
    confined = driver_fixed = false;
    if (other_copy >= 0)
        close(other_copy);
    if (chdir(outside))
        abort();
    /* Only the autosave's lock may outlive the game: it is let go at the next start. */
    FUZZ_CHECK(open_files() <= files + 1);
    return 0;
}

static void remove_root(void)
{
    empty(root);
    rmdir(root);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    const char *tmp = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
    snprintf(root, sizeof root, "%s/tihbat-fuzz-keys-XXXXXX", tmp);
    if (!mkdtemp(root))
        abort();
    atexit(remove_root);
    char home[PATH_MAX + 16];
    snprintf(home, sizeof home, "%s/home", root);
    snprintf(state, sizeof state, "%s/state", root);
    snprintf(cwd, sizeof cwd, "%s/cwd", root);
    snprintf(autosave_file, sizeof autosave_file, "%s/tihbat/current.tbg", state);
    if (!getcwd(outside, sizeof outside) || mkdir(home, 0700) || mkdir(state, 0700) ||
        mkdir(cwd, 0700))
        abort();
    setenv("HOME", home, 1);
    setenv("XDG_STATE_HOME", state, 1);
    setenv("TERM", "xterm-256color", 1);
    setenv("LANG", "C.UTF-8", 1);
    unsetenv("LC_ALL");
    unsetenv("LC_MESSAGES");
    unsetenv("NO_COLOR");
    i18n_init("en");
    build_tables();

    driver_init("xterm-256color");
    return 0;
}
