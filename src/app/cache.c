/*
 * cache.c - solved tables on disk (see cache.h).
 *
 * A file: struct header, then the description (as the solver gave it, no
 * terminator), then the tables.  The checksum covers the description and
 * the tables; the header's fields are checked one by one.  Numbers are in
 * the machine's own order: a cache belongs to the machine that wrote it
 * (another's is "of another version" or corrupt, and solved again).
 *
 * The file is input like any other: anyone who can write it can give it
 * a valid checksum.  So only a regular file of this user's is read, never
 * through a link nor by waiting on a FIFO, and the tables in it are lent
 * only once the solver's own check (the store's `valid`) has found every
 * value in its range.  It is read, not mapped: a mapped file cut short
 * under the program kills it with SIGBUS at the next page it lost, where
 * what was read stays read.  The tables then take the memory a solve would
 * have taken (what the solver keeps in either case), and reading them
 * costs about what the checksum, which touches every page, costs anyway.
 *
 * The tables installed with the program are read first, the same way:
 * they are root's (or, in a tree the user built, the user's), never
 * written, and one refused is said to be and passed over for the user's.
 */
#define _DEFAULT_SOURCE /* open, O_CLOEXEC, O_NOFOLLOW, lstat; madvise's MADV_POPULATE_WRITE */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/cache.h"
#include "app/i18n.h"
#include "app/installed.h"
#include "app/save.h"
#include "app/terminal_text.h"

enum {
    FORMAT = 1, /* of the file; the tables' own format is in the description */
    /* Blocks lent at once: a solver takes two a parity of layers (the
     * tables and their rare positions) and a count, and a game may have a
     * computer player on each side, each with its own solver. */
    BLOCKS_MAX = 16,
    DESCRIPTION_MAX = 1024,
};

static const char magic[8] = {'T', 'I', 'H', 'B', 'A', 'T', 'C', '\n'};

struct header {
    char magic[8];
    uint32_t format;
    uint32_t description_size;
    uint64_t size;     /* of the tables */
    uint64_t checksum; /* of the description, then the tables */
};

/* The one setting of the process: --no-cache. */
static bool turned_off;

void cache_turn_off(void) { turned_off = true; }

struct cache {
    solver_store store;
    char problem[PATH_SIZE + 256];
    bool problem_told;
    char installed[PATH_SIZE]; /* "…/" of the tables installed, or "" */
    void *lent[BLOCKS_MAX];    /* the blocks read for the solver, until it lets go */
};

/* A 64-bit checksum, four words at a time in four lanes (each step a
 * bijection of its lane: any one changed word changes the sum), about a
 * word a cycle.  It finds what a disk or a crash does to a file, not what
 * a person does on purpose: the values are checked besides. */
static uint64_t checksum(const void *data, size_t size, uint64_t seed)
{
    const unsigned char *p = data;
    uint64_t lane[4] = {seed, seed ^ 0x243f6a8885a308d3u, seed ^ 0x13198a2e03707344u,
                        seed ^ 0xa4093822299f31d0u};
    size_t i = 0;
    for (; i + 32 <= size; i += 32)
        for (int k = 0; k < 4; k++) {
            uint64_t w;
            memcpy(&w, p + i + 8 * (size_t)k, sizeof w);
            lane[k] = (lane[k] ^ w) * 0x9E3779B97F4A7C15u;
            lane[k] ^= lane[k] >> 29;
        }
    for (; i < size; i++)
        lane[0] = (lane[0] ^ p[i]) * 0x9E3779B97F4A7C15u;
    uint64_t h = size;
    for (int k = 0; k < 4; k++) {
        h = (h ^ lane[k]) * 0xbf58476d1ce4e5b9u;
        h ^= h >> 31;
    }
    return h;
}

static uint64_t checksum_of(const char *description, const void *tables, size_t size)
{
    return checksum(tables, size, checksum(description, strlen(description), 0));
}

/* Notes the first problem, for cache_problem. */
__attribute__((format(printf, 2, 3))) static void problem(cache *c, const char *fmt, ...)
{
    if (c->problem[0])
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->problem, sizeof c->problem, fmt, ap);
    va_end(ap);
}

/* A path as a message shows it: its directory comes from the environment,
 * and bytes from outside never reach the terminal raw. */
static const char *shown(const char *path, char buf[PATH_SIZE])
{
    return text_escape(path, strlen(path), buf, PATH_SIZE);
}

/* The directory of the user's cache ("…/tihbat/"), unless turned off or
 * no home is known. */
static bool user_directory(char *dir, size_t size)
{
    return !turned_off && xdg_path("XDG_CACHE_HOME", ".cache", "", dir, size);
}

/* What can be wrong with a file. */
enum fault {
    SOUND,
    CUT_SHORT,
    FOREIGN,
    OTHER_VERSION,
    CORRUPT,
    OUT_OF_RANGE,
    LINK,
    DIRECTORY,
    SPECIAL,
    NOT_OWN,
};

/* What is wrong with a file like st as a file of tables: the user's cache
 * holds only the user's own; installed ones are root's, which the user's
 * rule does not apply to (or the user's, in a tree the user built). */
static enum fault fault_of_kind(const struct stat *st, bool installed)
{
    bool own = st->st_uid == geteuid() || (installed && st->st_uid == 0);
    return S_ISLNK(st->st_mode)    ? LINK
           : S_ISDIR(st->st_mode)  ? DIRECTORY
           : !S_ISREG(st->st_mode) ? SPECIAL
           : !own                  ? NOT_OWN
                                   : SOUND;
}

/* An installed file refused: what it is, and that the user's cache is
 * used instead (never "solving again": the user's may hold the tables). */
static void tell_installed(cache *c, enum fault fault, const char *path)
{
    switch (fault) {
    case SOUND: break;
    case LINK:
        problem(c, _("%s is a symbolic link: the tables installed with the program are not used"),
                path);
        break;
    case DIRECTORY:
        problem(c, _("%s is a directory: the tables installed with the program are not used"),
                path);
        break;
    case SPECIAL:
        problem(c,
                _("%s is not a regular file: the tables installed with the program are not used"),
                path);
        break;
    case NOT_OWN:
        problem(c,
                _("%s belongs to another user: the tables installed with the program are not "
                  "used"),
                path);
        break;
    default:
        problem(c, _("%s is damaged: the tables installed with the program are not used"), path);
        break;
    }
}

static void tell(cache *c, enum fault fault, const char *file, bool installed)
{
    char buf[PATH_SIZE];
    const char *path = shown(file, buf);
    if (installed) {
        tell_installed(c, fault, path);
        return;
    }
    switch (fault) {
    case SOUND: break;
    case CUT_SHORT: problem(c, _("%s is cut short: solving again"), path); break;
    case FOREIGN: problem(c, _("%s is not a file of solved tables: solving again"), path); break;
    case OTHER_VERSION: problem(c, _("%s is from another version: solving again"), path); break;
    case CORRUPT: problem(c, _("%s is corrupt: solving again"), path); break;
    case OUT_OF_RANGE:
        problem(c, _("%s holds values that no solution has: solving again"), path);
        break;
    case LINK: problem(c, _("%s is a symbolic link: solving again"), path); break;
    case DIRECTORY: problem(c, _("%s is a directory: solving again"), path); break;
    case SPECIAL: problem(c, _("%s is not a regular file: solving again"), path); break;
    case NOT_OWN: problem(c, _("%s belongs to another user: solving again"), path); break;
    }
}

/* Asks for the pages of a new block at once: read() would fault them in
 * one at a time, which costs more than the rest of a load together (three
 * times as much sys time for Bakuk's 11 MB on a virtual machine).  Best
 * effort: a kernel that cannot does it page by page. */
static void prefault(void *block, size_t size)
{
#ifdef MADV_POPULATE_WRITE
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE), at = (uintptr_t)block;
    uintptr_t first = (at + page - 1) & ~(page - 1), last = (at + size) & ~(page - 1);
    if (last > first)
        (void)madvise((void *)first, last - first, MADV_POPULATE_WRITE);
#else
    (void)block, (void)size;
#endif
}

/* Reads len bytes: false when they are all there, else true with *error
 * set when reading failed (0: the file ended first). */
static bool read_short(int fd, void *buf, size_t len, int *error)
{
    size_t have = 0;
    while (have < len) {
        ssize_t n = read(fd, (char *)buf + have, len - have);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            *error = n < 0 ? errno : 0;
            return true;
        }
        have += (size_t)n;
    }
    return false;
}

/* Reads the file of `length` bytes open on fd as the tables described:
 * SOUND with *tables a new block, or what is wrong; or *error set when it
 * could not be read. */
static enum fault read_checked(int fd, size_t length, const char *description, size_t size,
                               void **tables, int *error)
{
    struct header h;
    char text[DESCRIPTION_MAX], more;
    size_t want = strlen(description);
    *tables = NULL;
    *error = 0;
    if (read_short(fd, &h, sizeof h, error))
        return CUT_SHORT;
    if (memcmp(h.magic, magic, sizeof magic) != 0)
        return FOREIGN;
    if (h.format != FORMAT || h.description_size != want || want > sizeof text)
        return OTHER_VERSION;
    if (read_short(fd, text, want, error))
        return CUT_SHORT;
    if (memcmp(text, description, want) != 0)
        return OTHER_VERSION;
    if (h.size != size || length < sizeof h + want + size)
        return CUT_SHORT;
    if (length > sizeof h + want + size)
        return CORRUPT;
    if (!(*tables = malloc(size ? size : 1))) {
        *error = ENOMEM;
        return CORRUPT;
    }
    prefault(*tables, size);
    /* The file may change while it is read: cut short, or grown (a byte
     * more there, or a failed read of one). */
    bool cut = read_short(fd, *tables, size, error);
    bool grown = !cut && (!read_short(fd, &more, 1, error) || *error);
    enum fault fault = cut                                                              ? CUT_SHORT
                       : grown || h.checksum != checksum_of(description, *tables, size) ? CORRUPT
                                                                                        : SOUND;
    if (fault != SOUND) {
        free(*tables);
        *tables = NULL;
    }
    return fault;
}

/* The tables `name` kept in the directory dir ("…/": the user's cache, or
 * the tables installed), read whole into a new block, or NULL with the
 * problem noted (none for a file that is not there).  Only a regular file
 * of the user's own (or, installed, root's) is read, never through a
 * link; its header must describe these tables, its checksum match and
 * `valid` accept every value. */
static void *read_tables(cache *c, const char *dir, bool installed, const char *name,
                         const char *description, size_t size,
                         bool (*valid)(const void *, size_t, const void *), const void *arg)
{
    char path[PATH_SIZE];
    struct stat st;
    if (snprintf(path, sizeof path, "%s%s.tables", dir, name) >= (int)sizeof path)
        return NULL;
    /* What is there is known before it is opened: a FIFO or a device is
     * never opened at all. */
    enum fault fault = SOUND;
    int fd = -1, error = 0;
    if (lstat(path, &st) != 0)
        error = errno == ENOENT || errno == ENOTDIR ? -1 : errno; /* missing: the first run's */
    else if ((fault = fault_of_kind(&st, installed)) == SOUND) {
        fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC);
        if (fd < 0 && errno == ELOOP)
            fault = LINK;
        else if (fd < 0)
            error = errno;
    }
    void *tables = NULL;
    if (fd >= 0) {
        /* What was opened, which may not be what was looked at. */
        if (fstat(fd, &st) != 0)
            error = errno;
        else if ((fault = fault_of_kind(&st, installed)) == SOUND)
            fault = read_checked(fd, (size_t)st.st_size, description, size, &tables, &error);
        close(fd);
    }
    /* A file that could not be read says why; one that was, what is wrong. */
    if (error > 0) {
        char buf[PATH_SIZE];
        if (installed)
            problem(c, _("cannot read %s (%s): the tables installed with the program are not used"),
                    shown(path, buf), strerror(error));
        else
            problem(c, _("cannot read %s (%s): solving again"), shown(path, buf), strerror(error));
    }
    if (tables && !valid(tables, size, arg))
        fault = OUT_OF_RANGE;
    if (fault != SOUND || error) {
        if (!error)
            tell(c, fault, path, installed);
        free(tables);
        return NULL;
    }
    return tables;
}

static const void *load(void *context, const char *name, const char *description, size_t size,
                        bool (*valid)(const void *, size_t, const void *), const void *arg)
{
    cache *c = context;
    char dir[PATH_SIZE];
    int slot = 0;
    while (slot < BLOCKS_MAX && c->lent[slot])
        slot++;
    if (slot == BLOCKS_MAX)
        return NULL;
    void *tables = NULL;
    if (!turned_off && c->installed[0])
        tables = read_tables(c, c->installed, true, name, description, size, valid, arg);
    if (!tables && user_directory(dir, sizeof dir))
        tables = read_tables(c, dir, false, name, description, size, valid, arg);
    c->lent[slot] = tables;
    return tables;
}

static void save(void *context, const char *name, const char *description, const void *data,
                 size_t size)
{
    cache *c = context;
    char dir[PATH_SIZE], path[PATH_SIZE];
    if (!user_directory(dir, sizeof dir) ||
        snprintf(path, sizeof path, "%s%s.tables", dir, name) >= (int)sizeof path)
        return;
    struct header h = {.format = FORMAT,
                       .description_size = (uint32_t)strlen(description),
                       .size = size,
                       .checksum = checksum_of(description, data, size)};
    memcpy(h.magic, magic, sizeof magic);
    const struct save_part parts[] = {
        {&h, sizeof h},
        {description, h.description_size},
        {data, size},
    };
    /* Only a file of the program's own is replaced: a link, a FIFO or
     * another user's file stays, and says so. */
    int error = save_own(path, parts, 3);
    if (error) {
        char buf[PATH_SIZE];
        problem(c, _("cannot write %s (%s): the tables stay in memory"), shown(path, buf),
                save_strerror(error));
    }
}

static void release(void *context, const void *data, size_t size)
{
    cache *c = context;
    (void)size;
    for (int i = 0; i < BLOCKS_MAX; i++)
        if (c->lent[i] && c->lent[i] == data) {
            free(c->lent[i]);
            c->lent[i] = NULL;
        }
}

cache *cache_new_beside(const char *installed)
{
    cache *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    c->store = (solver_store){.context = c, .load = load, .save = save, .release = release};
    if (installed &&
        snprintf(c->installed, sizeof c->installed, "%s", installed) >= (int)sizeof c->installed)
        c->installed[0] = '\0'; /* a path cut short names another file */
    return c;
}

cache *cache_new(void)
{
    char installed[PATH_SIZE];
    return cache_new_beside(
        installed_path("../share/tihbat/tables/", installed, sizeof installed) ? installed : NULL);
}

void cache_free(cache *c)
{
    if (!c)
        return;
    for (int i = 0; i < BLOCKS_MAX; i++)
        free(c->lent[i]);
    free(c);
}

const solver_store *cache_store(const cache *c) { return &c->store; }

const char *cache_problem(cache *c)
{
    if (!c->problem[0] || c->problem_told)
        return NULL;
    c->problem_told = true;
    return c->problem;
}
