/*
 * cache.c - solved tables on disk (see cache.h).
 *
 * A file: struct header, then the description (as the solver gave it, no
 * terminator), then the tables.  The checksum covers the description and
 * the tables; the header's fields are checked one by one.  Numbers are in
 * the machine's own order: a cache belongs to the machine that wrote it
 * (another's is "of another version" or corrupt, and solved again).
 */
#define _POSIX_C_SOURCE 200809L /* open, O_CLOEXEC, mmap, fstat */
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

enum {
    FORMAT = 1, /* of the file; the tables' own format is in the description */
    MAPS_MAX = 4,
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
    struct {
        const void *data; /* what the solver was lent */
        void *base;       /* the mapping it lies in */
        size_t length;
    } maps[MAPS_MAX];
};

/* A 64-bit checksum, four words at a time in four lanes (each step a
 * bijection of its lane: any one changed word changes the sum), about a
 * word a cycle. */
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

static bool path_of(const char *name, char *path, size_t size)
{
    char file[128];
    snprintf(file, sizeof file, "%s.tables", name);
    return !turned_off && xdg_path("XDG_CACHE_HOME", ".cache", file, path, size);
}

/* What can be wrong with a file. */
enum fault { SOUND, CUT_SHORT, FOREIGN, OTHER_VERSION, CORRUPT };

/* What is wrong with a mapped file of `length` bytes, for the tables
 * described. */
static enum fault fault_of(const unsigned char *file, size_t length, const char *description,
                           size_t size)
{
    struct header h;
    size_t want = strlen(description);
    if (length < sizeof h)
        return CUT_SHORT;
    memcpy(&h, file, sizeof h);
    if (memcmp(h.magic, magic, sizeof magic) != 0)
        return FOREIGN;
    if (h.format != FORMAT || h.description_size != want ||
        (length >= sizeof h + want && memcmp(file + sizeof h, description, want) != 0))
        return OTHER_VERSION;
    if (h.size != size || length < sizeof h + want + size)
        return CUT_SHORT;
    if (length > sizeof h + want + size ||
        h.checksum != checksum_of(description, file + sizeof h + want, size))
        return CORRUPT;
    return SOUND;
}

static void tell(cache *c, enum fault fault, const char *path)
{
    switch (fault) {
    case SOUND: break;
    case CUT_SHORT: problem(c, _("%s is cut short: solving again"), path); break;
    case FOREIGN: problem(c, _("%s is not a file of solved tables: solving again"), path); break;
    case OTHER_VERSION: problem(c, _("%s is from another version: solving again"), path); break;
    case CORRUPT: problem(c, _("%s is corrupt: solving again"), path); break;
    }
}

/* The tables installed with the program (make install, the package),
 * read-only: beside it, found before the user's cache and never written. */
static bool installed_file(const char *name, char *path, size_t size)
{
    char file[160];
    snprintf(file, sizeof file, "../share/tihbat/tables/%s.tables", name);
    return !turned_off && installed_path(file, path, size);
}

/* Maps the tables described from the file at path into c's slot; NULL
 * when the file is not there or not sound, which is told (for an
 * installed file, that it is not used). */
static const void *map_tables(cache *c, int slot, const char *path, const char *description,
                              size_t size, bool installed)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        if (errno != ENOENT && errno != ENOTDIR) /* missing: only the first run's */
            problem(c, _("cannot read %s (%s): solving again"), path, strerror(errno));
        return NULL;
    }
    struct stat st;
    void *base = MAP_FAILED;
    size_t length = 0;
    if (fstat(fd, &st) == 0 && st.st_size > 0) {
        length = (size_t)st.st_size;
        base = mmap(NULL, length, PROT_READ, MAP_PRIVATE, fd, 0);
    }
    close(fd);
    enum fault fault = base == MAP_FAILED ? CUT_SHORT : fault_of(base, length, description, size);
    if (fault != SOUND) {
        if (installed)
            problem(c, _("%s is damaged: the tables installed with the program are not used"),
                    path);
        else
            tell(c, fault, path);
        if (base != MAP_FAILED)
            munmap(base, length);
        return NULL;
    }
    const void *tables = (const unsigned char *)base + sizeof(struct header) + strlen(description);
    c->maps[slot].data = tables;
    c->maps[slot].base = base;
    c->maps[slot].length = length;
    return tables;
}

static const void *load(void *context, const char *name, const char *description, size_t size)
{
    cache *c = context;
    char path[PATH_SIZE];
    int slot = 0;
    while (slot < MAPS_MAX && c->maps[slot].data)
        slot++;
    if (slot == MAPS_MAX)
        return NULL;
    const void *tables = NULL;
    if (installed_file(name, path, sizeof path))
        tables = map_tables(c, slot, path, description, size, true);
    if (!tables && path_of(name, path, sizeof path))
        tables = map_tables(c, slot, path, description, size, false);
    return tables;
}

static void save(void *context, const char *name, const char *description, const void *data,
                 size_t size)
{
    cache *c = context;
    char path[PATH_SIZE];
    if (!path_of(name, path, sizeof path))
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
    int error = make_parents(path);
    if (!error)
        error = save_atomic_parts(path, parts, 3);
    if (error)
        problem(c, _("cannot write %s (%s): the tables stay in memory"), path, strerror(error));
}

static void release(void *context, const void *data, size_t size)
{
    cache *c = context;
    (void)size;
    for (int i = 0; i < MAPS_MAX; i++)
        if (c->maps[i].data == data) {
            munmap(c->maps[i].base, c->maps[i].length);
            c->maps[i].data = NULL;
        }
}

cache *cache_new(void)
{
    cache *c = calloc(1, sizeof *c);
    if (c)
        c->store = (solver_store){.context = c, .load = load, .save = save, .release = release};
    return c;
}

void cache_free(cache *c)
{
    if (!c)
        return;
    for (int i = 0; i < MAPS_MAX; i++)
        if (c->maps[i].data)
            munmap(c->maps[i].base, c->maps[i].length);
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
