/*
 * fault.c - every allocation can fail, and a failure changes nothing:
 * SQLite's malloc test, for every public function of the library
 * (include/tihbat.h), and for the solver, the computer players, the cache
 * of solved tables and the saves.
 *
 * Each case makes its objects with no fault, then makes the N-th
 * allocation of one call fail, for every N from 1 until the call needs
 * fewer than N, once with that allocation alone failing (transient) and
 * once with every one after it failing too (persistent).  Each time the
 * call must report the failure (TB_ENOMEM, ENOMEM, NULL, as its header
 * says) and leave every object as it was: the game, the position, the
 * solver's answers, the files on disk; or, where it makes up for a
 * failure (the cache's tables, when they cannot be read, are solved
 * again), give the right answer.  And it must leak nothing: the blocks
 * alive after the objects are freed are those alive before.
 *
 * The injection is the linker's (tests/fault/alloc.c, --wrap): the
 * library and the program have no hook of their own.
 */
#define _POSIX_C_SOURCE 200809L /* mkdtemp, setenv, nftw-free walks, clock_gettime */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "alloc.h"
#include "app/cache.h"
#include "app/progress.h"
#include "app/rulebook.h"
#include "app/save.h"
#include "solver/ai.h"
#include "solver/game_review.h"
#include "solver/puzzle.h"
#include "solver/solver.h"

/* What a call did, judged with no fault pending. */
enum outcome {
    DONE,    /* it succeeded, and its answer is the right one */
    REFUSED, /* it reported the failure, and every object is as it was */
    WRONG,   /* neither: why says what */
};

static char why[2048];

__attribute__((format(printf, 1, 2))) static enum outcome wrong(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    return WRONG;
}

/* A case: its objects, made with no fault; the call under test, whose
 * status judge reads; what judge says of it, with no fault pending; the
 * objects freed. */
struct fault_case {
    const char *name;
    void *(*begin)(int which); /* which: a rule set (RULES_*), for the cases that take one */
    int (*act)(void *state);
    enum outcome (*judge)(void *state, int status);
    void (*end)(void *state);
    int which;
};

static void *xmalloc(size_t size)
{
    void *p = calloc(1, size);
    if (!p)
        abort();
    return p;
}

/* ---- What objects look like, to see that a failure changed nothing ---- */

enum { TEXT_MAX = 1 << 16 };

/* A game's record, its ply included (the Ply tag), and its position. */
static void game_text(const tb_game *g, char *buf, size_t size)
{
    size_t n = tb_record_format(g, NULL, buf, size);
    char position[64];
    tb_position_format(tb_game_rules(g), tb_game_position(g), position, sizeof position);
    if (n < size)
        snprintf(buf + n, size - n, "at %s, ply %d of %d, %s", position, tb_game_ply(g),
                 tb_game_length(g), tb_game_over(g) ? "over" : "going on");
}

static bool same_game(const tb_game *a, const tb_game *b)
{
    static char x[TEXT_MAX], y[TEXT_MAX];
    game_text(a, x, sizeof x);
    game_text(b, y, sizeof y);
    return strcmp(x, y) == 0;
}

/* The files under dir, each a line: its path under dir, its size and a
 * hash of its bytes, in name order. */
static int by_name(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static size_t disk_into(const char *dir, const char *under, char *out, size_t size, size_t n)
{
    static char names[256][256];
    char *sorted[256];
    int count = 0;
    DIR *d = opendir(dir);
    if (!d)
        return n;
    for (struct dirent *e; (e = readdir(d)) != NULL && count < 256;)
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0) {
            snprintf(names[count], sizeof names[count], "%s", e->d_name);
            count++;
        }
    closedir(d);
    char local[256][256]; /* the walk below reuses names */
    for (int i = 0; i < count; i++) {
        memcpy(local[i], names[i], sizeof local[i]);
        sorted[i] = local[i];
    }
    qsort(sorted, (size_t)count, sizeof sorted[0], by_name);
    for (int i = 0; i < count; i++) {
        char path[PATH_SIZE], inner[PATH_SIZE / 2];
        snprintf(path, sizeof path, "%s/%s", dir, sorted[i]);
        snprintf(inner, sizeof inner, "%s%.*s", under, (int)(sizeof inner / 2), sorted[i]);
        struct stat st;
        if (lstat(path, &st) != 0)
            continue;
        if (S_ISDIR(st.st_mode)) {
            n += (size_t)snprintf(out + n, n < size ? size - n : 0, "%s/\n", inner);
            char deeper[PATH_SIZE];
            snprintf(deeper, sizeof deeper, "%s/", inner);
            n = disk_into(path, deeper, out, size, n);
            continue;
        }
        uint64_t hash = 14695981039346656037u;
        int fd = open(path, O_RDONLY | O_NONBLOCK);
        static unsigned char buf[1 << 16];
        for (ssize_t got; fd >= 0 && (got = read(fd, buf, sizeof buf)) > 0;)
            for (ssize_t k = 0; k < got; k++)
                hash = (hash ^ buf[k]) * 1099511628211u;
        if (fd >= 0)
            close(fd);
        n += (size_t)snprintf(out + n, n < size ? size - n : 0, "%s %lld %016llx\n", inner,
                              (long long)st.st_size, (unsigned long long)hash);
    }
    return n;
}

static char root[PATH_SIZE / 4]; /* the test's own directory: the homes are in it */

static void disk(char *out, size_t size)
{
    out[0] = '\0';
    disk_into(root, "", out, size, 0);
}

/* Removes everything under dir (and dir itself with itself). */
static void empty(const char *dir, bool itself)
{
    DIR *d = opendir(dir);
    if (d) {
        for (struct dirent *e; (e = readdir(d)) != NULL;) {
            if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
                continue;
            char path[PATH_SIZE];
            snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
            struct stat st;
            if (lstat(path, &st) == 0 && S_ISDIR(st.st_mode))
                empty(path, true);
            else
                unlink(path);
        }
        closedir(d);
    }
    if (itself)
        rmdir(dir);
}

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    if (!f || fputs(text, f) < 0 || fclose(f) != 0)
        abort();
}

/* ---- The games every case plays ---- */

/* A rule set of three players small enough to solve at every N: Bakuk
 * for three with two seeds a hole. */
static tb_rules small3;
/* A rule set of a file, read once (tb_rules_parse): Modiar with five seeds
 * a hole, which a game's record carries in its Rule tags. */
static const char file_text[] = "like: modiar\nname: modiar5\ntitle: Modiar of five\n"
                                "seeds_per_hole: 5\n";
static tb_rules *file_rules;

enum {
    RULES_TIHBAT,
    RULES_BAKUK,
    RULES_BAKUK3,
    RULES_KOUMMA,
    RULES_MODIAR,
    RULES_SMALL3,
    RULES_FILE
};

static const tb_rules *rules(int which)
{
    const tb_rules *r = which == RULES_SMALL3 ? &small3
                        : which == RULES_FILE ? file_rules
                                              : tb_rules_at(which);
    if (!r || (which < RULES_SMALL3 && r->name[0] != "tbbkm"[which]))
        abort(); /* not the rule set the case names */
    return r;
}

/* A game of r played from its start to the end, the moves drawn from
 * seed (or `plies` plies of it, when plies >= 0). */
static tb_game *random_game(const tb_rules *r, uint64_t seed, int plies)
{
    int status;
    tb_game *g = tb_game_new(r, NULL, &status);
    if (!g)
        abort();
    for (int n = 0; !tb_game_over(g) && n != plies; n++) {
        unsigned legal = tb_game_moves(g);
        int move = TB_PASS;
        if (legal) {
            int pick = (int)(tb_random_next(&seed) % (uint64_t)__builtin_popcount(legal));
            for (move = 0; !(legal >> move & 1) || pick-- > 0; move++)
                ;
        }
        if (tb_game_play(g, move, NULL) != TB_OK)
            abort();
    }
    return g;
}

/* ---- The library: what allocates nothing ---- */

/* The longest of a hundred random games of r: long enough that the
 * history and the set of positions seen grow, more than once. */
static tb_game *long_game(const tb_rules *r)
{
    tb_game *longest = NULL;
    for (uint64_t seed = 1; seed <= 100; seed++) {
        tb_game *g = random_game(r, seed, -1);
        if (!longest || tb_game_length(g) > tb_game_length(longest)) {
            tb_game_free(longest);
            longest = g;
        } else {
            tb_game_free(g);
        }
    }
    return longest;
}

static void *begin_game(int which) { return random_game(rules(which), 7, 20); }
static void end_game(void *state) { tb_game_free(state); }

/* Every public function that allocates nothing, called on a game, its
 * positions and text: none may allocate (no fault ever fires). */
static int act_pure(void *state)
{
    tb_game *g = state;
    const tb_rules *r = tb_game_rules(g);
    tb_position p, q;
    tb_account acc;
    tb_result res;
    tb_error err;
    char text[TEXT_MAX];
    int sum = 0;
    sum += tb_strerror(TB_ENOMEM) != NULL;
    sum += tb_rules_find(tb_rules_at(0)->name) == tb_rules_at(0);
    sum += tb_rules_check(r, &err) == TB_OK;
    sum += tb_holes(r) + tb_total_seeds(r) + tb_owner(r, 3) + tb_hole_from_label(r, 'c');
    sum += tb_position_start(r, &p) == TB_OK;
    sum += tb_position_check(r, &p) == TB_OK;
    sum += tb_seeds_on_board(r, &p) + (int)(tb_position_key(r, &p) & 1);
    sum += tb_position_equal(r, &p, tb_game_position_at(g, 0));
    sum += (int)tb_legal_moves(r, &p) + (tb_why_illegal(r, &p, 7) != NULL);
    sum += tb_sow(r, &p, 0, &q, &acc) == TB_OK;
    sum += tb_position_end(r, &q) == TB_END_NONE;
    sum += tb_score(r, &q, TB_END_REPETITION, &res) == TB_OK;
    sum += tb_position_parse(r, "6,6,6,6,6,6:1:0,0", &q, &err) == TB_OK;
    sum += tb_position_parse(r, "6,6,6,6,6:1:0,0", &q, &err) != TB_OK;
    sum += (int)tb_position_format(r, &p, text, sizeof text);
    sum += tb_game_rules(g) == r;
    sum += tb_game_position(g)->to_move + tb_game_ply(g) + tb_game_length(g);
    sum += tb_game_move_at(g, 0) + (int)tb_game_moves(g) + tb_game_must_pass(g);
    sum += tb_game_seen(g, tb_game_position_at(g, 1));
    sum += tb_game_over(g) + tb_game_result(g)->winner + tb_game_final_result(g)->winner;
    uint64_t random = 1;
    sum += (int)(tb_random_next(&random) & 1);
    sum += (int)tb_record_format(g, NULL, text, sizeof text);
    sum += tb_game_comment(g, 0) != NULL;
    sum += (int)tb_rules_format(r, text, sizeof text);
    sum += tb_game_set_rules(g, r) == TB_OK;
    tb_game_free(NULL);
    tb_playout_free(NULL);
    tb_rules_free(NULL);
    return sum;
}

static enum outcome judge_pure(void *state, int status)
{
    (void)state, (void)status;
    return alloc_failed() ? wrong("a function that cannot fail allocated") : DONE;
}

/* ---- The library: games ---- */

/* A game of the rule set from its start, and one from a position. */
struct games {
    const tb_rules *r;
    tb_game *g[2];
    tb_position start[2];
    int made, status;
};

static void *begin_new(int which)
{
    struct games *s = xmalloc(sizeof *s);
    s->r = rules(which);
    tb_position_start(s->r, &s->start[0]);
    s->start[1] = s->start[0];
    s->start[1].board[0] = (uint8_t)(s->start[1].board[0] - 2); /* two seeds taken already */
    s->start[1].captured[0] = 2;
    return s;
}

static int act_new(void *state)
{
    struct games *s = state;
    for (s->made = 0; s->made < 2; s->made++) {
        s->g[s->made] = tb_game_new(s->r, s->made ? &s->start[1] : NULL, &s->status);
        if (!s->g[s->made])
            return s->status;
    }
    return TB_OK;
}

static enum outcome judge_new(void *state, int status)
{
    struct games *s = state;
    for (int i = 0; i < s->made; i++)
        if (!tb_position_equal(s->r, tb_game_position(s->g[i]), &s->start[i]) ||
            tb_game_length(s->g[i]) != 0)
            return wrong("a game not at its start");
    if (s->made < 2)
        return status == TB_ENOMEM ? REFUSED : wrong("NULL, status %d", status);
    return status == TB_OK ? DONE : wrong("status %d", status);
}

static void end_new(void *state)
{
    struct games *s = state;
    tb_game_free(s->g[0]);
    tb_game_free(s->g[1]);
    free(s);
}

/* Playing a whole game, a ply at a time: a ply that fails leaves the
 * game as it was, and the game plays on from there. */
struct playing {
    tb_game *g, *whole; /* the game played, and the same played with no fault */
    int failed_at;      /* the ply that failed, or -1 */
    bool unchanged;     /* the game after it was the game before it */
    char before[TEXT_MAX];
};

static void *begin_playing(int which)
{
    struct playing *s = xmalloc(sizeof *s);
    const tb_rules *r = rules(which);
    s->whole = long_game(r);
    int status;
    s->g = tb_game_new(r, NULL, &status);
    if (!s->g)
        abort();
    s->failed_at = -1;
    return s;
}

static int act_play(void *state)
{
    struct playing *s = state;
    static char after[TEXT_MAX];
    for (int ply = 0; ply < tb_game_length(s->whole); ply++) {
        game_text(s->g, s->before, sizeof s->before);
        tb_account acc;
        int status = tb_game_play(s->g, tb_game_move_at(s->whole, ply), &acc);
        if (status != TB_OK) {
            game_text(s->g, after, sizeof after);
            s->failed_at = ply;
            s->unchanged = strcmp(after, s->before) == 0;
            return status;
        }
    }
    return TB_OK;
}

/* Plays g on to the end of whole, with no fault: what was refused is no
 * harm to what comes after. */
static bool plays_on(tb_game *g, const tb_game *whole)
{
    while (tb_game_ply(g) < tb_game_length(whole))
        if (tb_game_play(g, tb_game_move_at(whole, tb_game_ply(g)), NULL) != TB_OK)
            return false;
    return same_game(g, whole);
}

static enum outcome judge_play(void *state, int status)
{
    struct playing *s = state;
    if (status == TB_OK)
        return same_game(s->g, s->whole) ? DONE : wrong("the game played is not the game");
    if (status != TB_ENOMEM)
        return wrong("ply %d: status %d", s->failed_at + 1, status);
    if (!s->unchanged)
        return wrong("ply %d failed and changed the game", s->failed_at + 1);
    return plays_on(s->g, s->whole) ? REFUSED : wrong("the game does not play on after a failure");
}

static void end_playing(void *state)
{
    struct playing *s = state;
    tb_game_free(s->g);
    tb_game_free(s->whole);
    free(s);
}

/* Going back and forth in a whole game: undo, redo, goto. */
static void *begin_travel(int which)
{
    struct playing *s = begin_playing(which);
    tb_game_free(s->g);
    s->g = random_game(tb_game_rules(s->whole), 0, 0);
    if (!plays_on(s->g, s->whole) || tb_game_goto(s->g, 0) != TB_OK)
        abort();
    return s;
}

static int act_travel(void *state)
{
    struct playing *s = state;
    int length = tb_game_length(s->whole), status = TB_OK;
    for (int step = 0; step < 3 * length && status == TB_OK; step++) {
        game_text(s->g, s->before, sizeof s->before);
        tb_account acc;
        switch (step % 5) {
        case 0:
        case 1: status = tb_game_redo(s->g, &acc); break;
        case 2: status = tb_game_undo(s->g); break;
        case 3: status = tb_game_goto(s->g, (step * 7) % (length + 1)); break;
        case 4: status = tb_game_goto(s->g, length); break;
        }
        if (status == TB_ENOUNDO)
            status = TB_OK;
        s->failed_at = step;
    }
    if (status != TB_OK) {
        static char after[TEXT_MAX];
        game_text(s->g, after, sizeof after);
        s->unchanged = strcmp(after, s->before) == 0;
    }
    return status;
}

static enum outcome judge_travel(void *state, int status)
{
    struct playing *s = state;
    if (status != TB_OK && status != TB_ENOMEM)
        return wrong("step %d: status %d", s->failed_at, status);
    if (status == TB_ENOMEM && !s->unchanged)
        return wrong("step %d failed and changed the game", s->failed_at);
    if (tb_game_goto(s->g, tb_game_length(s->whole)) != TB_OK || !same_game(s->g, s->whole))
        return wrong("the game is not the game played, after step %d", s->failed_at);
    return status == TB_OK ? DONE : REFUSED;
}

static int act_reset(void *state)
{
    struct playing *s = state;
    game_text(s->g, s->before, sizeof s->before);
    return tb_game_reset(s->g, NULL);
}

static void *begin_reset(int which)
{
    struct playing *s = begin_travel(which);
    if (tb_game_goto(s->g, tb_game_length(s->whole)) != TB_OK)
        abort();
    return s;
}

static enum outcome judge_reset(void *state, int status)
{
    struct playing *s = state;
    static char after[TEXT_MAX];
    game_text(s->g, after, sizeof after);
    if (status == TB_OK)
        return tb_game_length(s->g) == 0 ? DONE : wrong("reset kept plies");
    if (status != TB_ENOMEM || strcmp(after, s->before) != 0)
        return wrong("status %d, and the game changed", status);
    return REFUSED;
}

/* Comments set, replaced and removed after every ply. */
static int act_comments(void *state)
{
    struct playing *s = state;
    static char after[TEXT_MAX];
    static const char *const notes[] = {"a capture", "  spaces\tand\ncontrol  ", NULL,
                                        "a longer comment, of the kind a teacher writes "
                                        "beside a move, that wraps in the record"};
    for (int ply = 0; ply <= tb_game_length(s->g); ply += 5)
        for (int k = 0; k < 4; k++) {
            game_text(s->g, s->before, sizeof s->before);
            int status = tb_game_set_comment(s->g, ply, notes[(ply + k) % 4]);
            if (status != TB_OK) {
                game_text(s->g, after, sizeof after);
                s->failed_at = ply;
                s->unchanged = strcmp(after, s->before) == 0;
                return status;
            }
        }
    return TB_OK;
}

static enum outcome judge_comments(void *state, int status)
{
    struct playing *s = state;
    if (status == TB_OK)
        return DONE;
    if (status != TB_ENOMEM || !s->unchanged)
        return wrong("ply %d: status %d, the game %s", s->failed_at, status,
                     s->unchanged ? "as it was" : "changed");
    return REFUSED;
}

/* Reading a record: a long game, its comments and tags. */
struct reading {
    char text[TEXT_MAX];
    size_t len;
    tb_game *want, *g;
    tb_tags tags, want_tags;
    tb_error err;
    int status;
};

static void *begin_reading(int which)
{
    struct reading *s = xmalloc(sizeof *s);
    s->want = long_game(rules(which));
    for (int ply = 0; ply <= tb_game_length(s->want); ply += 3)
        if (tb_game_set_comment(s->want, ply, "a comment {;} of some length, after the ply") !=
            TB_OK)
            abort();
    if (tb_game_goto(s->want, tb_game_length(s->want) / 2) != TB_OK)
        abort();
    snprintf(s->want_tags.names[0], sizeof s->want_tags.names[0], "Amina");
    snprintf(s->want_tags.names[1], sizeof s->want_tags.names[1], "Youssef");
    snprintf(s->want_tags.date, sizeof s->want_tags.date, "2026.12.01");
    s->len = tb_record_format(s->want, &s->want_tags, s->text, sizeof s->text);
    memset(&s->tags, 0x5a, sizeof s->tags);
    return s;
}

static int act_reading(void *state)
{
    struct reading *s = state;
    s->g = tb_record_parse(s->text, s->len, &s->tags, &s->status, &s->err);
    return s->status;
}

static enum outcome judge_reading(void *state, int status)
{
    struct reading *s = state;
    tb_tags untouched;
    memset(&untouched, 0x5a, sizeof untouched);
    if (!s->g) {
        if (status != TB_ENOMEM || !s->err.message[0])
            return wrong("NULL, status %d, message '%s'", status, s->err.message);
        return memcmp(&s->tags, &untouched, sizeof untouched) == 0 ? REFUSED
                                                                   : wrong("the tags were written");
    }
    if (!same_game(s->g, s->want) || memcmp(&s->tags, &s->want_tags, sizeof s->tags) != 0)
        return wrong("the record read is not the game written");
    return DONE;
}

static void end_reading(void *state)
{
    struct reading *s = state;
    tb_game_free(s->want);
    tb_game_free(s->g);
    free(s);
}

/* ---- The library: rules files ---- */

/* Reading a rules file: its rule set, written back, is the text it was
 * read from written so (the `like` and every field). */
struct rules_reading {
    tb_rules *r;
    tb_error err;
    int status;
    char want[TB_RULES_TEXT_MAX];
};

static void *begin_rules(int which)
{
    (void)which;
    struct rules_reading *s = xmalloc(sizeof *s);
    s->r = NULL;
    tb_rules_format(file_rules, s->want, sizeof s->want);
    return s;
}

static int act_rules(void *state)
{
    struct rules_reading *s = state;
    s->r = tb_rules_parse(file_text, strlen(file_text), &s->status, &s->err);
    return s->status;
}

static enum outcome judge_rules(void *state, int status)
{
    struct rules_reading *s = state;
    char got[TB_RULES_TEXT_MAX];
    if (!s->r)
        return status == TB_ENOMEM && s->err.message[0]
                   ? REFUSED
                   : wrong("NULL, status %d, message '%s'", status, s->err.message);
    tb_rules_format(s->r, got, sizeof got);
    return strcmp(got, s->want) == 0 ? DONE : wrong("read as\n%s", got);
}

static void end_rules(void *state)
{
    struct rules_reading *s = state;
    tb_rules_free(s->r);
    free(s);
}

/* ---- The library: playouts ---- */

enum { PLAYOUT_GAMES = 64 };

struct playouts {
    const tb_rules *r;
    tb_playout *po, *plain;
    int status;
    uint64_t random, random_before;
    tb_result results[PLAYOUT_GAMES], want[PLAYOUT_GAMES];
    int plies[PLAYOUT_GAMES], want_plies[PLAYOUT_GAMES];
};

static void *begin_playouts(int which)
{
    struct playouts *s = xmalloc(sizeof *s);
    s->r = rules(which);
    int status;
    s->plain = tb_playout_new(s->r, NULL, &status);
    if (!s->plain)
        abort();
    return s;
}

static int act_playout_new(void *state)
{
    struct playouts *s = state;
    s->po = tb_playout_new(s->r, NULL, &s->status);
    return s->status;
}

static enum outcome judge_playout_new(void *state, int status)
{
    struct playouts *s = state;
    if (!s->po)
        return status == TB_ENOMEM ? REFUSED : wrong("NULL, status %d", status);
    uint64_t a = 3, b = 3;
    tb_result x, y;
    int px, py;
    if (tb_playout_play(s->po, &a, &x, &px) != TB_OK || tb_playout_play(s->plain, &b, &y, &py) ||
        px != py || memcmp(&x, &y, sizeof x) != 0)
        return wrong("the playout made plays another game");
    return DONE;
}

static void end_playouts(void *state)
{
    struct playouts *s = state;
    tb_playout_free(s->po);
    tb_playout_free(s->plain);
    free(s);
}

static void *begin_playing_out(int which)
{
    struct playouts *s = begin_playouts(which);
    int status;
    if (!(s->po = tb_playout_new(s->r, NULL, &status)))
        abort();
    return s;
}

/* Games one at a time: a game refused leaves the random state as it was. */
static int act_playout_play(void *state)
{
    struct playouts *s = state;
    s->random = 99;
    for (int i = 0; i < PLAYOUT_GAMES; i++) {
        s->random_before = s->random;
        s->results[i].winner = -7;
        int status = tb_playout_play(s->po, &s->random, &s->results[i], &s->plies[i]);
        if (status != TB_OK)
            return status;
    }
    return TB_OK;
}

static enum outcome judge_playout_play(void *state, int status)
{
    struct playouts *s = state;
    uint64_t random = 99;
    for (int i = 0; i < PLAYOUT_GAMES; i++)
        if (tb_playout_play(s->plain, &random, &s->want[i], &s->want_plies[i]) != TB_OK)
            abort();
    if (status == TB_OK)
        return memcmp(s->results, s->want, sizeof s->want) == 0 ? DONE
                                                                : wrong("other games were played");
    if (status != TB_ENOMEM)
        return wrong("status %d", status);
    return s->random == s->random_before ? REFUSED : wrong("a refused game moved the random state");
}

static int act_playout_batch(void *state)
{
    struct playouts *s = state;
    memset(s->results, 0x5a, sizeof s->results);
    return tb_playout_batch(s->po, 42, PLAYOUT_GAMES, s->results, s->plies);
}

static enum outcome judge_playout_batch(void *state, int status)
{
    struct playouts *s = state;
    if (tb_playout_batch(s->plain, 42, PLAYOUT_GAMES, s->want, s->want_plies) != TB_OK)
        abort();
    if (status == TB_OK)
        return memcmp(s->results, s->want, sizeof s->want) == 0 &&
                       memcmp(s->plies, s->want_plies, sizeof s->plies) == 0
                   ? DONE
                   : wrong("other games were played");
    return status == TB_ENOMEM ? REFUSED : wrong("status %d", status);
}

/* ---- The solver and the computer players ---- */

/* The answers a solver gives, worked out once with no fault. */
struct answers {
    const tb_rules *r;
    tb_game *g; /* a game some plies in: a history */
    int value, plies, shares[TB_MAX_PLAYERS];
    struct solver_move moves[TB_MAX_HOLES], exact[TB_MAX_HOLES];
    struct solver_share_move share_moves[TB_MAX_HOLES], share_exact[TB_MAX_HOLES];
    int nmoves, nexact;
    long reachable;
};

static struct answers known[RULES_SMALL3 + 1]; /* Tihbat's, and the small one's of three */

static void work_out(struct answers *a, const tb_rules *r)
{
    int status;
    solver *s = solver_new(r, &status);
    a->r = r;
    a->g = random_game(r, 3, 6);
    if (!s || solver_reachable(s, &a->reachable) != TB_OK)
        abort();
    int ply = tb_game_ply(a->g);
    if (r->players == 2) {
        if (solver_value(s, tb_game_position(a->g), &a->value, &a->plies) != TB_OK ||
            solver_moves(s, a->g, ply, a->moves, &a->nmoves) != TB_OK ||
            solver_moves_exact(s, a->g, ply, a->exact, &a->nexact) != TB_OK)
            abort();
    } else if (solver_shares(s, tb_game_position(a->g), a->shares) != TB_OK ||
               solver_share_moves(s, a->g, ply, a->share_moves, &a->nmoves) != TB_OK ||
               solver_share_moves_exact(s, a->g, ply, a->share_exact, &a->nexact) != TB_OK) {
        abort();
    }
    solver_free(s);
}

struct solving {
    const struct answers *a;
    solver *s;
    cache *c;
    int status, value, plies, n, shares[TB_MAX_PLAYERS];
    long reachable;
    struct solver_move moves[TB_MAX_HOLES];
    struct solver_share_move share_moves[TB_MAX_HOLES];
    char disk[TEXT_MAX];
};

static void *begin_solving(int which)
{
    struct solving *s = xmalloc(sizeof *s);
    s->a = &known[which];
    int status;
    if (!(s->s = solver_new(s->a->r, &status)))
        abort();
    return s;
}

static void end_solving(void *state)
{
    struct solving *s = state;
    solver_free(s->s);
    cache_free(s->c);
    free(s);
}

static int act_solver_new(void *state)
{
    struct solving *s = state;
    solver_free(s->s);
    s->s = solver_new(s->a->r, &s->status);
    return s->status;
}

static enum outcome judge_solver_new(void *state, int status)
{
    struct solving *s = state;
    if (!s->s)
        return status == TB_ENOMEM ? REFUSED : wrong("NULL, status %d", status);
    long n;
    return solver_reachable(s->s, &n) == TB_OK && n == s->a->reachable
               ? DONE
               : wrong("a solver that counts wrong");
}

/* Moves valued alike (field by field: a struct's padding is no value). */
static bool same_moves(const struct solver_move *a, const struct solver_move *b, int n)
{
    for (int i = 0; i < n; i++)
        if (a[i].move != b[i].move || a[i].value != b[i].value || a[i].plies != b[i].plies ||
            a[i].repeats != b[i].repeats)
            return false;
    return true;
}

static bool same_share_moves(const struct solver_share_move *a, const struct solver_share_move *b,
                             int n)
{
    for (int i = 0; i < n; i++)
        if (a[i].move != b[i].move || memcmp(a[i].shares, b[i].shares, sizeof a[i].shares) != 0 ||
            a[i].plies != b[i].plies || a[i].repeats != b[i].repeats)
            return false;
    return true;
}

/* Whatever the solver was asked, it answers the plain answers afterwards:
 * a failure left nothing half solved in it. */
static bool margins_right(solver *sv, const struct answers *a)
{
    int value, plies, n;
    struct solver_move moves[TB_MAX_HOLES];
    return solver_value(sv, tb_game_position(a->g), &value, &plies) == TB_OK && value == a->value &&
           plies == a->plies && solver_moves(sv, a->g, tb_game_ply(a->g), moves, &n) == TB_OK &&
           n == a->nmoves && same_moves(moves, a->moves, n);
}

static bool shares_right(solver *sv, const struct answers *a)
{
    int n, shares[TB_MAX_PLAYERS] = {0};
    struct solver_share_move moves[TB_MAX_HOLES];
    return solver_shares(sv, tb_game_position(a->g), shares) == TB_OK &&
           memcmp(shares, a->shares, sizeof shares) == 0 &&
           solver_share_moves(sv, a->g, tb_game_ply(a->g), moves, &n) == TB_OK && n == a->nmoves &&
           same_share_moves(moves, a->share_moves, n);
}

static bool answers_right(solver *sv, const struct answers *a)
{
    long reachable;
    if (solver_reachable(sv, &reachable) != TB_OK || reachable != a->reachable)
        return false;
    return a->r->players == 2 ? margins_right(sv, a) : shares_right(sv, a);
}

/* What a solver's call answered: right, or refused and the solver whole. */
static enum outcome judge_answered(const struct solving *s, int status, bool right)
{
    if (status == TB_OK)
        return right ? DONE : wrong("a wrong answer");
    if (status != TB_ENOMEM)
        return wrong("status %d", status);
    return answers_right(s->s, s->a) ? REFUSED
                                     : wrong("the solver answers wrongly after a failure");
}

static int act_value(void *state)
{
    struct solving *s = state;
    const tb_position *p = tb_game_position(s->a->g);
    if (s->a->r->players == 2)
        return s->status = solver_value(s->s, p, &s->value, &s->plies);
    return s->status = solver_shares(s->s, p, s->shares);
}

static enum outcome judge_value(void *state, int status)
{
    struct solving *s = state;
    const struct answers *a = s->a;
    bool right = a->r->players == 2 ? s->value == a->value && s->plies == a->plies
                                    : memcmp(s->shares, a->shares, sizeof a->shares) == 0;
    return judge_answered(s, status, right);
}

static int act_prepare(void *state)
{
    struct solving *s = state;
    tb_position start;
    tb_position_start(s->a->r, &start);
    return solver_prepare(s->s, &start);
}

static enum outcome judge_prepare(void *state, int status)
{
    return judge_answered(state, status, true);
}

/* The moves given the history: quickly (a proof, or the layer solved
 * again) and always by solving again. */
static bool exact_turn;

static int act_moves(void *state)
{
    struct solving *s = state;
    int ply = tb_game_ply(s->a->g);
    if (s->a->r->players == 2)
        return (exact_turn ? solver_moves_exact : solver_moves)(s->s, s->a->g, ply, s->moves,
                                                                &s->n);
    return (exact_turn ? solver_share_moves_exact : solver_share_moves)(s->s, s->a->g, ply,
                                                                        s->share_moves, &s->n);
}

static enum outcome judge_moves(void *state, int status)
{
    struct solving *s = state;
    const struct answers *a = s->a;
    bool right;
    if (a->r->players == 2)
        right = s->n == (exact_turn ? a->nexact : a->nmoves) &&
                same_moves(s->moves, exact_turn ? a->exact : a->moves, s->n);
    else
        right =
            s->n == (exact_turn ? a->nexact : a->nmoves) &&
            same_share_moves(s->share_moves, exact_turn ? a->share_exact : a->share_moves, s->n);
    return judge_answered(s, status, right);
}

static void *begin_moves(int which)
{
    exact_turn = false;
    return begin_solving(which);
}

static void *begin_moves_exact(int which)
{
    exact_turn = true;
    return begin_solving(which);
}

static int act_reachable(void *state)
{
    struct solving *s = state;
    return solver_reachable(s->s, &s->reachable);
}

static enum outcome judge_reachable(void *state, int status)
{
    struct solving *s = state;
    return judge_answered(s, status, s->reachable == s->a->reachable);
}

/* The computer players: out of memory, no move (TB_NO_MOVE) and hints
 * that say they are not exact; every move they make legal. */
struct computer {
    ai *a;
    tb_game *g;
    int move, n;
    struct ai_hint hints[TB_MAX_HOLES];
};

static void *begin_computer(int which)
{
    struct computer *s = xmalloc(sizeof *s);
    s->g = random_game(rules(which), 4, 5);
    return s;
}

static int act_computer(void *state)
{
    struct computer *s = state;
    if (!(s->a = ai_new(tb_game_rules(s->g), 1)))
        return TB_ENOMEM;
    s->move = ai_choose(s->a, s->g, AI_PERFECT);
    s->n = ai_hints(s->a, s->g, s->hints);
    return TB_OK;
}

static enum outcome judge_computer(void *state, int status)
{
    struct computer *s = state;
    if (status != TB_OK)
        return status == TB_ENOMEM ? REFUSED : wrong("status %d", status);
    unsigned legal = tb_game_moves(s->g);
    if (s->move != TB_NO_MOVE && !(s->move >= 0 && legal >> s->move & 1))
        return wrong("the computer chose %d, not a legal move (%x) at %s", s->move, legal,
                     (game_text(s->g, why + 1024, 1000), why + 1024));
    if (s->n != __builtin_popcount(legal))
        return wrong("%d hints for %d moves", s->n, __builtin_popcount(legal));
    bool all_exact = true;
    for (int i = 0; i < s->n; i++)
        all_exact &= s->hints[i].exact;
    return s->move != TB_NO_MOVE && all_exact ? DONE : REFUSED;
}

static void end_computer(void *state)
{
    struct computer *s = state;
    ai_free(s->a);
    tb_game_free(s->g);
    free(s);
}

/* A review of a game, and puzzles: the study on the solver. */
struct study {
    solver *s;
    tb_game *g;
    struct review rv;
    struct puzzle pz[3];
    int made;
};

static void *begin_study(int which)
{
    (void)which;
    struct study *s = xmalloc(sizeof *s);
    int status;
    s->g = random_game(rules(0), 8, 12);
    if (!(s->s = solver_new(rules(0), &status)))
        abort();
    return s;
}

static int act_review(void *state)
{
    struct study *s = state;
    return review_game(s->s, s->g, &s->rv);
}

static enum outcome judge_review(void *state, int status)
{
    struct study *s = state;
    if (status == TB_ENOMEM)
        return REFUSED;
    if (status != TB_OK || s->rv.plies != tb_game_length(s->g))
        return wrong("status %d, %d plies reviewed", status, s->rv.plies);
    struct review plain = {0};
    int st;
    solver *sv = solver_new(rules(0), &st);
    if (!sv || review_game(sv, s->g, &plain) != TB_OK)
        abort();
    bool same = true;
    for (int k = 0; k < plain.plies; k++)
        same &= s->rv.ply[k].value == plain.ply[k].value && s->rv.ply[k].loss == plain.ply[k].loss;
    review_free(&plain);
    solver_free(sv);
    return same ? DONE : wrong("another review");
}

static int act_puzzles(void *state)
{
    struct study *s = state;
    return puzzle_make(s->s, rules(0), 5, PUZZLE_LEVELS, 3, s->pz, &s->made);
}

static enum outcome judge_puzzles(void *state, int status)
{
    struct study *s = state;
    if (status == TB_ENOMEM)
        return REFUSED;
    if (status != TB_OK)
        return wrong("status %d", status);
    struct puzzle plain[3];
    int made, st;
    solver *sv = solver_new(rules(0), &st);
    if (!sv || puzzle_make(sv, rules(0), 5, PUZZLE_LEVELS, 3, plain, &made) != TB_OK)
        abort();
    solver_free(sv);
    bool same = made == s->made;
    for (int i = 0; same && i < made; i++)
        same = tb_position_equal(rules(0), &plain[i].position, &s->pz[i].position) &&
               plain[i].answer == s->pz[i].answer;
    return same ? DONE : wrong("other puzzles");
}

static void end_study(void *state)
{
    struct study *s = state;
    review_free(&s->rv);
    solver_free(s->s);
    tb_game_free(s->g);
    free(s);
}

/* ---- The cache of solved tables ---- */

static char cache_dir[PATH_SIZE / 2], state_dir[PATH_SIZE / 2];

static int act_cache_new(void *state)
{
    struct solving *s = state;
    s->c = cache_new();
    return s->c ? TB_OK : TB_ENOMEM;
}

static enum outcome judge_cache_new(void *state, int status)
{
    (void)state;
    return status == TB_OK ? DONE : REFUSED;
}

/* A solver whose store is a cache: on an empty cache (the tables solved
 * and written) or on a full one (the tables read). */
static void *begin_cached(int which, bool full)
{
    struct solving *s = begin_solving(which);
    empty(cache_dir, false);
    if (full) {
        cache *c = cache_new();
        int status;
        solver *sv = solver_new(s->a->r, &status);
        if (!c || !sv)
            abort();
        solver_set_store(sv, cache_store(c));
        tb_position start;
        tb_position_start(s->a->r, &start);
        if (solver_prepare(sv, &start) != TB_OK || !answers_right(sv, s->a) || cache_problem(c))
            abort();
        solver_free(sv);
        cache_free(c);
    }
    if (!(s->c = cache_new()))
        abort();
    solver_set_store(s->s, cache_store(s->c));
    disk(s->disk, sizeof s->disk);
    return s;
}

static void *begin_cache_empty(int which) { return begin_cached(which, false); }
static void *begin_cache_full(int which) { return begin_cached(which, true); }

/* The tables of every layer a game from the start reaches: solved and
 * written, or read. */
static int act_cached(void *state)
{
    struct solving *s = state;
    tb_position start;
    tb_position_start(s->a->r, &start);
    return solver_prepare(s->s, &start);
}

/* The count of positions: counted and written, or read. */
static int act_counted(void *state)
{
    struct solving *s = state;
    int status = solver_reachable(s->s, &s->reachable);
    return status == TB_OK && s->reachable != s->a->reachable ? TB_EINVAL : status;
}

/* The cache after a call: its files whole (each one the next run reads
 * without a problem), nothing half written left, and when the call
 * failed, the files as they were. */
static enum outcome judge_cached(void *state, int status)
{
    struct solving *s = state;
    static char now[TEXT_MAX];
    disk(now, sizeof now);
    if (strstr(now, ".tmp") || strstr(now, "saving-"))
        return wrong("a temporary file or a journal was left:\n%s", now);
    if (status != TB_OK && strcmp(now, s->disk) != 0)
        return wrong("the call failed and changed the files:\n%s\nwhere there were:\n%s", now,
                     s->disk);
    cache *c = cache_new();
    int st;
    solver *sv = solver_new(s->a->r, &st);
    if (!c || !sv)
        abort();
    solver_set_store(sv, cache_store(c));
    bool right = answers_right(sv, s->a);
    const char *problem = cache_problem(c);
    snprintf(why, sizeof why, "%s", problem ? problem : "");
    solver_free(sv);
    cache_free(c);
    if (!right || why[0])
        return wrong("the next run: %s", why[0] ? why : "wrong answers");
    return status == TB_OK ? DONE : REFUSED;
}

/* ---- The saves ---- */

struct saving {
    tb_game *g;
    char path[PATH_SIZE], disk[TEXT_MAX];
    struct progress p;
    int error;
    tb_game *read;
    tb_error err;
    char *text;
    size_t len;
};

static const char old_record[] = "[Rules \"tihbat\"]\n\n1. A *\n";

static void *begin_saving(int which)
{
    struct saving *s = xmalloc(sizeof *s);
    empty(state_dir, false);
    empty(cache_dir, false);
    s->g = random_game(rules(which == RULES_FILE ? RULES_FILE : RULES_BAKUK), 21, -1);
    if (tb_game_set_comment(s->g, 3, "a comment") != TB_OK ||
        !autosave_path(s->path, sizeof s->path))
        abort();
    if (make_parents(s->path) != 0)
        abort();
    write_text(s->path, old_record);
    disk(s->disk, sizeof s->disk);
    return s;
}

static void end_saving(void *state)
{
    struct saving *s = state;
    tb_game_free(s->g);
    tb_game_free(s->read);
    progress_free(&s->p);
    free(s->text);
    free(s);
}

/* After a write: the file holds the game, or is as it was when the write
 * failed; nothing else is left. */
static enum outcome judge_written(struct saving *s, int error, const char *holds)
{
    static char now[TEXT_MAX];
    disk(now, sizeof now);
    if (strstr(now, ".tmp") || strstr(now, "saving-"))
        return wrong("a temporary file or a journal was left:\n%s", now);
    if (error) {
        if (error != ENOMEM)
            return wrong("error %d: %s", error, save_strerror(error));
        return strcmp(now, s->disk) == 0
                   ? REFUSED
                   : wrong("the write failed and changed the files:\n%s", now);
    }
    char *text;
    size_t len;
    if (state_read(s->path, &text, &len) != 0)
        abort();
    bool same = strlen(holds) == len && memcmp(text, holds, len) == 0;
    free(text);
    return same ? DONE : wrong("the file holds something else");
}

static int act_save_record(void *state)
{
    struct saving *s = state;
    return save_record(s->path, s->g, NULL);
}

static int act_autosave(void *state)
{
    struct saving *s = state;
    if (autosave_start(s->path) != 0)
        abort();
    return autosave_write(s->path, s->g, NULL);
}

static enum outcome judge_record_written(void *state, int error)
{
    struct saving *s = state;
    static char record[TEXT_MAX];
    tb_record_format(s->g, NULL, record, sizeof record);
    return judge_written(s, error, record);
}

static int act_state_write(void *state)
{
    struct saving *s = state;
    return state_write(s->path, "lesson-1\nlesson-2\n", 18);
}

static enum outcome judge_state_written(void *state, int error)
{
    return judge_written(state, error, "lesson-1\nlesson-2\n");
}

static void *begin_loading(int which)
{
    struct saving *s = begin_saving(which);
    if (autosave_write(s->path, s->g, NULL) != 0)
        abort();
    return s;
}

static int act_load(void *state)
{
    struct saving *s = state;
    s->read = load_record(s->path, LOAD_FILE, NULL, &s->error, &s->err);
    return s->error;
}

static enum outcome judge_load(void *state, int error)
{
    struct saving *s = state;
    if (!s->read)
        return error == ENOMEM ? REFUSED : wrong("NULL, error %d: %s", error, s->err.message);
    return same_game(s->read, s->g) ? DONE : wrong("the record read is not the game saved");
}

static int act_state_read(void *state)
{
    struct saving *s = state;
    return state_read(s->path, &s->text, &s->len);
}

static enum outcome judge_state_read(void *state, int error)
{
    struct saving *s = state;
    if (error)
        return error == ENOMEM && !s->text ? REFUSED : wrong("error %d", error);
    return s->len == strlen(old_record) && memcmp(s->text, old_record, s->len) == 0
               ? DONE
               : wrong("read something else");
}

/* The puzzles solved: read (a file with lines that are not puzzles is
 * moved aside), then one added. */
static void *begin_progress(int which)
{
    struct saving *s = begin_saving(which);
    if (!state_path("puzzles.txt", s->path, sizeof s->path))
        abort();
    char text[4096] = "# the puzzles solved\n";
    for (int i = 0; i < 40; i++) {
        size_t n = strlen(text);
        snprintf(text + n, sizeof text - n, "tihbat %d,%d,0,0:1:%d,%d\n", 2 + i % 20,
                 26 - i % 20 - (i / 20) * 2, (i / 20) * 2, 0);
    }
    write_text(s->path, text);
    disk(s->disk, sizeof s->disk);
    return s;
}

static int act_progress(void *state)
{
    struct saving *s = state;
    int error = progress_load(&s->p);
    if (error)
        return error;
    return progress_add(&s->p, "bakuk 6,6,6,6,6,6:1:0,0");
}

static enum outcome judge_progress(void *state, int error)
{
    struct saving *s = state;
    static char now[TEXT_MAX];
    disk(now, sizeof now);
    if (error)
        return error != ENOMEM                                     ? wrong("error %d", error)
               : progress_solved(&s->p, "bakuk 6,6,6,6,6,6:1:0,0") ? wrong("marked, not kept")
               : strcmp(now, s->disk) != 0 ? wrong("the files changed:\n%s", now)
                                           : REFUSED;
    struct progress again;
    bool kept = progress_load(&again) == 0 && again.n == 41 &&
                progress_solved(&again, "bakuk 6,6,6,6,6,6:1:0,0");
    progress_free(&again);
    return kept ? DONE : wrong("the puzzles kept are not those solved");
}

/* What a killed write left, cleaned by the next run. */
static void *begin_clean_up(int which)
{
    struct saving *s = begin_saving(which);
    char journal[PATH_SIZE], temp[PATH_SIZE], line[PATH_SIZE + 2];
    if (!state_path("saving-99999-0", journal, sizeof journal) ||
        !state_path(".tihbat-99999-0.tmp", temp, sizeof temp))
        abort();
    write_text(temp, "half a file");
    snprintf(line, sizeof line, "%s\n", temp);
    write_text(journal, line);
    disk(s->disk, sizeof s->disk);
    return s;
}

static int act_clean_up(void *state)
{
    (void)state;
    save_clean_up();
    return 0;
}

static enum outcome judge_clean_up(void *state, int error)
{
    struct saving *s = state;
    (void)error;
    static char now[TEXT_MAX];
    disk(now, sizeof now);
    if (!strstr(now, ".tmp") && !strstr(now, "saving-"))
        return DONE;
    /* Best effort: what could not be read is left for the next run. */
    return strcmp(now, s->disk) == 0 ? REFUSED : wrong("half cleaned:\n%s", now);
}

/* ---- The run ---- */

/* Koumma's rules take the ways Bakuk's take; Modiar's weigh its moves
 * and play its playouts through tb_game. */
#define EACH_SET(name, begin, act, judge, end)                                                     \
    {name ", Tihbat", begin, act, judge, end, RULES_TIHBAT},                                       \
        {name ", Bakuk", begin, act, judge, end, RULES_BAKUK},                                     \
        {name ", Bakuk for three", begin, act, judge, end, RULES_BAKUK3},                          \
    {                                                                                              \
        name ", Modiar", begin, act, judge, end, RULES_MODIAR                                      \
    }
#define SOLVED(name, begin, act, judge, end)                                                       \
    {name ", Tihbat", begin, act, judge, end, RULES_TIHBAT},                                       \
    {                                                                                              \
        name ", three players", begin, act, judge, end, RULES_SMALL3                               \
    }

static const struct fault_case cases[] = {
    /* The library: every public function (tests/build/test_symbols.sh checks
     * that this file calls each one). */
    {"library: what allocates nothing", begin_game, act_pure, judge_pure, end_game, RULES_BAKUK},
    EACH_SET("tb_game_new", begin_new, act_new, judge_new, end_new),
    EACH_SET("tb_game_play, a whole game", begin_playing, act_play, judge_play, end_playing),
    EACH_SET("tb_game_undo, _redo, _goto", begin_travel, act_travel, judge_travel, end_playing),
    {"tb_game_reset", begin_reset, act_reset, judge_reset, end_playing, RULES_BAKUK},
    {"tb_game_set_comment", begin_travel, act_comments, judge_comments, end_playing, RULES_BAKUK},
    EACH_SET("tb_record_parse", begin_reading, act_reading, judge_reading, end_reading),
    {"tb_record_parse, a rules file's game", begin_reading, act_reading, judge_reading, end_reading,
     RULES_FILE},
    {"tb_rules_parse, _free", begin_rules, act_rules, judge_rules, end_rules, 0},
    EACH_SET("tb_playout_new", begin_playouts, act_playout_new, judge_playout_new, end_playouts),
    EACH_SET("tb_playout_play", begin_playing_out, act_playout_play, judge_playout_play,
             end_playouts),
    EACH_SET("tb_playout_batch", begin_playing_out, act_playout_batch, judge_playout_batch,
             end_playouts),
    /* The solver and the computer players. */
    SOLVED("solver_new", begin_solving, act_solver_new, judge_solver_new, end_solving),
    SOLVED("solver_value, _shares", begin_solving, act_value, judge_value, end_solving),
    SOLVED("solver_prepare", begin_solving, act_prepare, judge_prepare, end_solving),
    SOLVED("solver_moves, _share_moves", begin_moves, act_moves, judge_moves, end_solving),
    SOLVED("solver_moves_exact, _share_moves_exact", begin_moves_exact, act_moves, judge_moves,
           end_solving),
    SOLVED("solver_reachable", begin_solving, act_reachable, judge_reachable, end_solving),
    {"ai_new, ai_choose, ai_hints", begin_computer, act_computer, judge_computer, end_computer,
     RULES_TIHBAT},
    {"review_game", begin_study, act_review, judge_review, end_study, RULES_TIHBAT},
    {"puzzle_make", begin_study, act_puzzles, judge_puzzles, end_study, RULES_TIHBAT},
    /* The cache. */
    {"cache_new", begin_solving, act_cache_new, judge_cache_new, end_solving, RULES_TIHBAT},
    SOLVED("the cache, written", begin_cache_empty, act_cached, judge_cached, end_solving),
    SOLVED("the cache, read", begin_cache_full, act_cached, judge_cached, end_solving),
    SOLVED("the cache, the count written", begin_cache_empty, act_counted, judge_cached,
           end_solving),
    SOLVED("the cache, the count read", begin_cache_full, act_counted, judge_cached, end_solving),
    /* The saves. */
    {"save_record", begin_saving, act_save_record, judge_record_written, end_saving, 0},
    {"autosave_write", begin_saving, act_autosave, judge_record_written, end_saving, 0},
    {"state_write", begin_saving, act_state_write, judge_state_written, end_saving, 0},
    {"load_record", begin_loading, act_load, judge_load, end_saving, 0},
    {"load_record, a rules file's game", begin_loading, act_load, judge_load, end_saving,
     RULES_FILE},
    {"state_read", begin_saving, act_state_read, judge_state_read, end_saving, 0},
    {"progress_load, progress_add", begin_progress, act_progress, judge_progress, end_saving, 0},
    {"save_clean_up", begin_clean_up, act_clean_up, judge_clean_up, end_saving, 0},
};

static double now_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Runs a case at every N, both ways; the number of calls made, or -1 after
 * saying what went wrong. */
static long run(const struct fault_case *c, long *most)
{
    static const char *const ways[] = {"transient", "persistent"};
    long calls = 0;
    *most = 0;
    for (int how = ALLOC_TRANSIENT; how <= ALLOC_PERSISTENT; how++)
        for (long n = 1;; n++) {
            long live = alloc_live();
            void *state = c->begin(c->which);
            long first = alloc_count();
            alloc_fail_at(n, (enum alloc_fault)how);
            int status = c->act(state);
            alloc_never_fail();
            bool fired = alloc_failed();
            long used = alloc_count() - first;
            why[0] = '\0';
            enum outcome out = c->judge(state, status);
            c->end(state);
            calls++;
            if (out == DONE && !fired)
                *most = used > *most ? used : *most;
            const char *trouble = out == WRONG            ? why
                                  : !fired && out != DONE ? "refused, though no allocation failed"
                                  : alloc_live() != live  ? "a leak"
                                                          : NULL;
            if (trouble) {
                printf("FAIL %s: allocation %ld failing (%s): %s (%ld blocks alive, %ld before)\n",
                       c->name, n, ways[how], trouble, alloc_live(), live);
                return -1;
            }
            if (!fired)
                break;
        }
    return calls;
}

int main(int argc, char **argv)
{
    const char *only = argc > 1 ? argv[1] : NULL;
    setvbuf(stdout, NULL, _IOLBF, 0); /* each case's line as it ends */
    const char *tmp = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
    snprintf(root, sizeof root, "%s/tihbat-fault-XXXXXX", tmp);
    if (!mkdtemp(root))
        abort();
    snprintf(cache_dir, sizeof cache_dir, "%s/cache", root);
    snprintf(state_dir, sizeof state_dir, "%s/state", root);
    if (mkdir(cache_dir, 0700) != 0 || mkdir(state_dir, 0700) != 0 ||
        setenv("XDG_CACHE_HOME", cache_dir, 1) != 0 || setenv("XDG_STATE_HOME", state_dir, 1) != 0)
        abort();
    small3 = *tb_rules_find("bakuk3");
    small3.name = "bakuk3-small";
    small3.seeds_per_hole = 2;
    int status;
    /* The program's one copy of it, kept for the whole run (rulebook.h),
     * which a game read takes in place of its own. */
    if (!(file_rules = tb_rules_parse(file_text, strlen(file_text), &status, NULL)) ||
        !rulebook_keep(file_rules))
        abort();
    work_out(&known[RULES_TIHBAT], rules(RULES_TIHBAT));
    work_out(&known[RULES_SMALL3], &small3);
    int failed = 0;
    long total = 0;
    double start = now_seconds();
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        if (only && !strstr(cases[i].name, only))
            continue;
        long most;
        double t = now_seconds();
        long calls = run(&cases[i], &most);
        if (calls < 0) {
            failed++;
            continue;
        }
        total += calls;
        printf("ok   %-46s %5ld calls, at most %4ld allocations, %.2f s\n", cases[i].name, calls,
               most, now_seconds() - t);
    }
    printf("fault: %zu cases, %ld calls, %d failed, %.1f s\n", sizeof cases / sizeof cases[0],
           total, failed, now_seconds() - start);
    for (int i = 0; i <= RULES_SMALL3; i++)
        tb_game_free(known[i].g);
    tb_rules_free(file_rules);
    empty(root, true);
    return failed ? 1 : 0;
}
