/*
 * test_cache.c - solved tables on disk (src/app/cache.c): written once,
 * lent on the next run and the same as solving, and never trusted when a
 * byte anywhere in the file is flipped, when it is cut short, or when it
 * is of another version: then the tables are solved again, the file
 * written anew, and the problem told once.
 */
#define _POSIX_C_SOURCE 200809L /* mkdtemp, setenv, truncate, mkfifo, symlink */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/cache.h"
#include "solver/index.h"
#include "solver/retro.h"
#include "support.h"

/* A store that counts what it forwards to the cache's, and keeps a copy
 * of the last block saved. */
struct counted {
    const solver_store *cache;
    int lent, saved;
};

static struct {
    char name[64], description[600];
    unsigned char *data;
    size_t size;
} last_saved;

static const void *counted_load(void *context, const char *name, const char *description,
                                size_t size, bool (*valid)(const void *, size_t, const void *),
                                const void *arg)
{
    struct counted *c = context;
    const void *data = c->cache->load(c->cache->context, name, description, size, valid, arg);
    c->lent += data != NULL;
    return data;
}

static void counted_save(void *context, const char *name, const char *description, const void *data,
                         size_t size)
{
    struct counted *c = context;
    c->saved++;
    free(last_saved.data);
    last_saved.data = malloc(size);
    cr_assert_not_null(last_saved.data);
    memcpy(last_saved.data, data, size);
    last_saved.size = size;
    snprintf(last_saved.name, sizeof last_saved.name, "%s", name);
    snprintf(last_saved.description, sizeof last_saved.description, "%s", description);
    c->cache->save(c->cache->context, name, description, data, size);
}

static void counted_release(void *context, const void *data, size_t size)
{
    struct counted *c = context;
    c->cache->release(c->cache->context, data, size);
}

static char directory[256], file[512];
/* The directory of the tables installed with the program ("…/"), or NULL:
 * then those beside the test program, which has none. */
static const char *installed;

/* A cache directory of the test's own. */
static void fresh_home(void)
{
    snprintf(directory, sizeof directory, "/tmp/tihbat-cache-test.XXXXXX");
    cr_assert_not_null(mkdtemp(directory));
    cr_assert_eq(setenv("XDG_CACHE_HOME", directory, 1), 0);
    snprintf(file, sizeof file, "%s/tihbat/tihbat-margin-even.tables", directory);
}

/* Tihbat's tables solved without a store, to compare with: solved once a
 * test (a process of its own), however often it goes through the cache. */
static solver *plain_tihbat;

static void remove_home(void)
{
    solver_free(plain_tihbat);
    plain_tihbat = NULL;
    if (unlink(file) != 0)
        rmdir(file);
    char dir[600];
    snprintf(dir, sizeof dir, "%s/tihbat", directory);
    rmdir(dir);
    rmdir(directory);
}

/* Every position of the even layers of r has the same value and plies
 * through s as through a solver without a store. */
static void expect_plain_values(const tb_rules *r, solver *s, solver *plain)
{
    board_index ix;
    index_init(&ix, r);
    tb_position p;
    for (int seeds = 0; seeds <= tb_total_seeds(r); seeds += 2)
        for (uint32_t x = 0; x < index_positions(&ix, seeds); x++) {
            int v, pl, w, wl;
            index_position(&ix, x, seeds, &p);
            cr_assert_eq(solver_value(s, &p, &v, &pl), TB_OK);
            cr_assert_eq(solver_value(plain, &p, &w, &wl), TB_OK);
            cr_assert(v == w && pl == wl, "%s: %d in %d plies through the cache, %d in %d",
                      position_text(r, &p).s, v, pl, w, wl);
        }
}

/* Solves Tihbat from the start through a cache, checks every value of the
 * tables against a solver without one, and says whether the tables were
 * lent (1), solved and saved (0); the cache's problem into *problem. */
static int through_the_cache(char *problem, size_t size)
{
    const tb_rules *r = rules_named("tihbat");
    cache *c = installed ? cache_new_beside(installed) : cache_new();
    cr_assert_not_null(c);
    struct counted counts = {.cache = cache_store(c)};
    solver_store store = {&counts, counted_load, counted_save, counted_release};
    int status;
    solver *s = solver_new(r, &status);
    if (!plain_tihbat)
        plain_tihbat = solver_new(r, &status);
    cr_assert(s && plain_tihbat);
    solver_set_store(s, &store);
    tb_position p;
    tb_position_start(r, &p);
    cr_assert_eq(solver_prepare(s, &p), TB_OK);
    expect_plain_values(r, s, plain_tihbat);
    solver_free(s);
    const char *told = cache_problem(c);
    snprintf(problem, size, "%s", told ? told : "");
    cr_assert_null(cache_problem(c), "a problem is told once");
    cache_free(c);
    cr_assert(counts.lent + counts.saved == 1, "lent %d, saved %d", counts.lent, counts.saved);
    return counts.lent;
}

static long file_size(void)
{
    struct stat st;
    return stat(file, &st) == 0 ? (long)st.st_size : -1;
}

static void flip(long at)
{
    FILE *f = fopen(file, "r+b");
    cr_assert_not_null(f);
    if (!f)
        return; /* cr_assert_not_null has ended the test: for the analyzer */
    cr_assert_eq(fseek(f, at, SEEK_SET), 0);
    int c = fgetc(f);
    cr_assert_eq(fseek(f, at, SEEK_SET), 0);
    fputc(c ^ 0x5a, f);
    cr_assert_eq(fclose(f), 0);
}

/* Where the top layer's pairs begin in a block of tables of `size`
 * bytes: its PAIRS pairs, then its count of rare positions, end it. */
static size_t top_pairs(size_t size) { return size - 4 - (size_t)PAIRS * PAIR_BYTES; }

/* Every pair of the top layer made a value no layer has, with plies. */
static void spoil_pairs(unsigned char *block, size_t size)
{
    for (size_t at = top_pairs(size); at < size - 4; at += PAIR_BYTES) {
        block[at] = 127;
        block[at + 1] = 1;
    }
}

Test(cache, writes_the_tables_once_then_lends_them)
{
    fresh_home();
    char problem[1024];
    cr_expect_eq(through_the_cache(problem, sizeof problem), 0, "the first run solves");
    cr_expect_str_empty(problem, "a missing cache is no problem: %s", problem);
    cr_assert_gt(file_size(), 0);
    cr_expect_eq(through_the_cache(problem, sizeof problem), 1, "the next run loads");
    cr_expect_str_empty(problem);
    remove_home();
}

/* Modiar's ends are worth the seeds of the players' own holes: a position
 * there has a value in no ply, which the check of lent tables takes for
 * one that a solve writes.  Its tables (three seeds a hole) are written
 * once, then lent, and give the solver's own values. */
Test(cache, lends_the_tables_of_a_game_whose_end_is_worth_seeds)
{
    fresh_home();
    tb_rules three = *rules_named("modiar");
    three.seeds_per_hole = 3;
    int lent[2];
    for (int run = 0; run < 2; run++) {
        cache *c = cache_new();
        cr_assert_not_null(c);
        struct counted counts = {.cache = cache_store(c)};
        solver_store store = {&counts, counted_load, counted_save, counted_release};
        int status;
        solver *s = solver_new(&three, &status), *plain = solver_new(&three, &status);
        cr_assert(s && plain);
        solver_set_store(s, &store);
        tb_position p;
        tb_position_start(&three, &p);
        cr_assert_eq(solver_prepare(s, &p), TB_OK);
        board_index ix;
        index_init(&ix, &three);
        long worth_in_no_ply = 0;
        for (int seeds = 0; seeds <= tb_total_seeds(&three); seeds += 2)
            for (uint32_t x = 0; x < index_positions(&ix, seeds); x++) {
                int v, pl, w, wl;
                index_position(&ix, x, seeds, &p);
                cr_assert_eq(solver_value(s, &p, &v, &pl), TB_OK);
                cr_assert_eq(solver_value(plain, &p, &w, &wl), TB_OK);
                cr_assert(v == w && pl == wl, "%s: %d in %d plies through the cache, %d in %d",
                          position_text(&three, &p).s, v, pl, w, wl);
                worth_in_no_ply += v != 0 && pl == 0;
            }
        cr_assert_gt(worth_in_no_ply, 0, "no end worth seeds: the test tests nothing");
        cr_assert_null(cache_problem(c), "%s", cache_problem(c));
        lent[run] = counts.lent;
        solver_free(s);
        solver_free(plain);
        cache_free(c);
    }
    cr_assert(lent[0] == 0 && lent[1] == 1, "lent %d, then %d", lent[0], lent[1]);
    char dir[600], path[900];
    snprintf(dir, sizeof dir, "%s/tihbat", directory);
    DIR *d = opendir(dir); /* the files of a rule set named with a hash of its rules */
    cr_assert_not_null(d);
    for (struct dirent *e; d && (e = readdir(d)) != NULL;)
        if (e->d_name[0] != '.') {
            snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
            cr_expect_eq(unlink(path), 0, "%s", path);
        }
    if (d)
        closedir(d);
    remove_home();
}

Test(cache, never_trusts_a_file_with_a_byte_flipped)
{
    fresh_home();
    char problem[1024];
    through_the_cache(problem, sizeof problem);
    long size = file_size();
    /* The header, the description, the tables' first and last bytes and
     * some between. */
    long at[] = {0, 7, 8, 12, 16, 24, 31, 32, 40, 100, 200, size / 3, size / 2, size - 2, size - 1};
    for (size_t i = 0; i < sizeof at / sizeof at[0]; i++) {
        flip(at[i]);
        cr_assert_eq(through_the_cache(problem, sizeof problem), 0,
                     "byte %ld of %ld flipped: the file was used", at[i], size);
        cr_assert_str_neq(problem, "", "byte %ld flipped: nothing told", at[i]);
        cr_assert(strstr(problem, file) && strstr(problem, "solving again"), "%s", problem);
        cr_assert_eq(through_the_cache(problem, sizeof problem), 1, "byte %ld: not written anew",
                     at[i]);
    }
    remove_home();
}

Test(cache, never_trusts_a_file_cut_short_or_too_long)
{
    fresh_home();
    char problem[1024];
    through_the_cache(problem, sizeof problem);
    long size = file_size();
    long lengths[] = {0, 1, 31, 32, 33, 100, size / 2, size - 1, size + 1};
    for (size_t i = 0; i < sizeof lengths / sizeof lengths[0]; i++) {
        cr_assert_eq(truncate(file, lengths[i]), 0);
        cr_assert_eq(through_the_cache(problem, sizeof problem), 0,
                     "%ld bytes of %ld: the file was used", lengths[i], size);
        cr_assert_str_neq(problem, "", "%ld bytes: nothing told", lengths[i]);
        cr_assert_eq(file_size(), size, "%ld bytes: not written anew", lengths[i]);
    }
    remove_home();
}

Test(cache, says_which_problem_it_met)
{
    fresh_home();
    char problem[1024];
    through_the_cache(problem, sizeof problem);
    flip(9); /* the format */
    through_the_cache(problem, sizeof problem);
    cr_expect(strstr(problem, "is from another version"), "%s", problem);
    flip(file_size() / 2);
    through_the_cache(problem, sizeof problem);
    cr_expect(strstr(problem, "is corrupt"), "%s", problem);
    cr_assert_eq(truncate(file, 20), 0);
    through_the_cache(problem, sizeof problem);
    cr_expect(strstr(problem, "is cut short"), "%s", problem);
    flip(0); /* the magic: no longer ours */
    cr_assert_eq(truncate(file, 4000), 0);
    flip(0);
    through_the_cache(problem, sizeof problem);
    remove_home();
}

Test(cache, turned_off_writes_nothing)
{
    fresh_home();
    cache_turn_off();
    char problem[1024];
    cr_expect_eq(through_the_cache(problem, sizeof problem), 0);
    cr_expect_eq(file_size(), -1, "--no-cache wrote %s", file);
    cr_expect_str_empty(problem);
    remove_home();
}

/* ---- The file is input like any other ---- */

/* Writes block, as the cache writes one, as the file of last_saved's
 * tables: a valid header and checksum, whatever the tables hold. */
static void plant(const unsigned char *block)
{
    cache *c = cache_new();
    cr_assert_not_null(c);
    const solver_store *store = cache_store(c);
    store->save(store->context, last_saved.name, last_saved.description, block, last_saved.size);
    cr_assert_null(cache_problem(c));
    cache_free(c);
}

/* Every move's value with a history that makes the solver solve the layer
 * again on the tables below it (solver_moves_exact), as the plain solver
 * gives them. */
static void expect_moves_with_history(void)
{
    const tb_rules *r = rules_named("tihbat");
    cache *c = cache_new();
    int status, moves[] = {0, 2, 1, 3};
    solver *s = solver_new(r, &status), *plain = solver_new(r, &status);
    cr_assert(c && s && plain);
    solver_set_store(s, cache_store(c));
    tb_game *g = tb_game_new(r, NULL, &status);
    cr_assert_not_null(g);
    for (int i = 0; i < 4; i++)
        cr_assert_eq(tb_game_play(g, moves[i], NULL), TB_OK);
    for (int ply = 0; ply <= tb_game_length(g); ply++) {
        struct solver_move m[TB_MAX_HOLES], want[TB_MAX_HOLES];
        int n, wanted;
        cr_assert_eq(solver_moves_exact(s, g, ply, m, &n), TB_OK);
        cr_assert_eq(solver_moves_exact(plain, g, ply, want, &wanted), TB_OK);
        cr_assert_eq(n, wanted);
        for (int i = 0; i < n; i++)
            cr_assert(m[i].value == want[i].value, "ply %d, move %c: %d, not %d", ply,
                      tb_label(m[i].move), m[i].value, want[i].value);
    }
    tb_game_free(g);
    solver_free(s);
    solver_free(plain);
    cache_free(c);
}

Test(cache, refuses_tables_with_values_out_of_range)
{
    fresh_home();
    char problem[1024];
    through_the_cache(problem, sizeof problem);
    cr_assert_str_eq(last_saved.name, "tihbat-margin-even");
    size_t size = last_saved.size;
    unsigned char *good = malloc(size), *bad = malloc(size);
    cr_assert(good && bad);
    memcpy(good, last_saved.data, size);
    /* The block (solver.c): the codes of each layer, then each layer's
     * pairs and count of rare positions, the top layer's last.  What no
     * solve writes: a value past the seeds on the board, a value without
     * plies, plies without a value, too many plies, more rare positions
     * than positions, a position coded rare with none beside. */
    size_t pairs = top_pairs(size), count = size - 4;
    struct {
        size_t at;
        unsigned char bytes[2];
        size_t n;
    } wrong[] = {{pairs, {127, 5}, 2}, {pairs, {0x80, 5}, 2}, {pairs, {2, 0}, 2},
                 {pairs, {0, 5}, 2},   {pairs, {2, 200}, 2},  {count + 3, {0xff}, 1},
                 {0, {RARE}, 1}};
    for (size_t i = 0; i < sizeof wrong / sizeof wrong[0]; i++) {
        memcpy(bad, good, size);
        memcpy(bad + wrong[i].at, wrong[i].bytes, wrong[i].n);
        if (memcmp(bad, good, size) == 0)
            continue; /* the table has those bytes already */
        plant(bad);
        cr_assert_eq(through_the_cache(problem, sizeof problem), 0,
                     "byte %zu made %d: the tables were used", wrong[i].at, wrong[i].bytes[0]);
        cr_assert(strstr(problem, file) && strstr(problem, "holds values"), "%s", problem);
        cr_assert_eq(through_the_cache(problem, sizeof problem), 1,
                     "byte %zu: the file was not written anew", wrong[i].at);
    }
    /* Every pair of the top layer out of range: a layer solved again on
     * them read past the captures' table (retro.c, sort_exits). */
    memcpy(bad, good, size);
    spoil_pairs(bad, size);
    plant(bad);
    expect_moves_with_history();
    free(good);
    free(bad);
    remove_home();
}

Test(cache, a_file_cut_short_while_lent_kills_nothing)
{
    fresh_home();
    char problem[1024];
    through_the_cache(problem, sizeof problem);
    const tb_rules *r = rules_named("tihbat");
    cache *c = cache_new();
    int status;
    solver *s = solver_new(r, &status), *plain = solver_new(r, &status);
    cr_assert(c && s && plain);
    solver_set_store(s, cache_store(c));
    tb_position p;
    tb_position_start(r, &p);
    cr_assert_eq(solver_prepare(s, &p), TB_OK);
    /* Cut short under the program, as another copy or a person may. */
    cr_assert_eq(truncate(file, 0), 0);
    expect_plain_values(r, s, plain);
    solver_free(s);
    solver_free(plain);
    cache_free(c);
    remove_home();
}

/* What a file of tables that is no regular file is told as. */
static void expect_told(const char *what)
{
    char problem[1024];
    cr_assert_eq(through_the_cache(problem, sizeof problem), 0);
    cr_assert(strstr(problem, file) && strstr(problem, what), "%s", problem);
}

Test(cache, never_waits_on_a_fifo_and_says_what_it_found)
{
    alarm(30); /* a read that waits is a test that fails */
    fresh_home();
    char problem[1024];
    through_the_cache(problem, sizeof problem); /* the directory */
    cr_assert_eq(unlink(file), 0);
    cr_assert_eq(mkfifo(file, 0600), 0);
    expect_told("is not a regular file");
    struct stat st;
    cr_assert(lstat(file, &st) == 0 && S_ISFIFO(st.st_mode), "the FIFO was replaced");
    cr_assert_eq(unlink(file), 0);
    cr_assert_eq(mkdir(file, 0700), 0);
    expect_told("is a directory");
    remove_home();
}

Test(cache, never_writes_through_a_link)
{
    fresh_home();
    char problem[1024], precious[600];
    through_the_cache(problem, sizeof problem);
    snprintf(precious, sizeof precious, "%s/precious.txt", directory);
    FILE *f = fopen(precious, "w");
    cr_assert_not_null(f);
    if (!f)
        return;
    fputs("the user's own\n", f);
    cr_assert_eq(fclose(f), 0);
    cr_assert_eq(unlink(file), 0);
    cr_assert_eq(symlink(precious, file), 0);
    expect_told("is a symbolic link");
    struct stat st;
    cr_assert(lstat(file, &st) == 0 && S_ISLNK(st.st_mode), "the link was replaced");
    cr_assert(stat(precious, &st) == 0 && st.st_size == 15,
              "the file the link leads to was "
              "written: %lld bytes",
              (long long)st.st_size);
    unlink(precious);
    remove_home();
}

Test(cache, reads_only_the_users_own_files)
{
    if (geteuid() != 0)
        cr_skip_test("only root can give a file to another user");
    fresh_home();
    char problem[1024];
    through_the_cache(problem, sizeof problem);
    cr_assert_eq(chown(file, 65534, 65534), 0);
    expect_told("belongs to another user");
    struct stat st;
    cr_assert(stat(file, &st) == 0 && st.st_uid == 65534, "another user's file was replaced");
    remove_home();
}

/* ---- The tables installed with the program ---- */

static char installed_dir[600], installed_file[700];

/* The file of tables in the user's cache moved into a directory of
 * installed tables, which the caches from now on read first. */
static void install(void)
{
    cr_assert_eq(rename(file, installed_file), 0);
    installed = installed_dir;
}

/* Told that the installed file, being what, is not used; the user's cache
 * solved and written (or lent, `lent`); the installed file left as it is. */
static void expect_installed_refused(const char *what, int lent)
{
    char problem[1024];
    struct stat before, after;
    cr_assert_eq(lstat(installed_file, &before), 0);
    cr_assert_eq(through_the_cache(problem, sizeof problem), lent);
    cr_assert(strstr(problem, installed_file) && strstr(problem, what) &&
                  strstr(problem, "the tables installed with the program are not used"),
              "%s", problem);
    cr_assert_gt(file_size(), 0, "the user's cache was not written");
    cr_assert(lstat(installed_file, &after) == 0 && after.st_mode == before.st_mode &&
                  after.st_size == before.st_size && after.st_mtime == before.st_mtime,
              "the installed file was written");
}

Test(cache, reads_installed_tables_first_and_refuses_hostile_ones)
{
    fresh_home();
    char problem[1024];
    snprintf(installed_dir, sizeof installed_dir, "%s/installed/", directory);
    snprintf(installed_file, sizeof installed_file, "%stihbat-margin-even.tables", installed_dir);
    cr_assert_eq(mkdir(installed_dir, 0755), 0);
    through_the_cache(problem, sizeof problem);
    unsigned char *good = malloc(last_saved.size), *bad = malloc(last_saved.size);
    cr_assert(good && bad);
    memcpy(good, last_saved.data, last_saved.size);

    /* Sound: lent, and the user's cache neither read nor written. */
    install();
    cr_assert_eq(through_the_cache(problem, sizeof problem), 1, "the installed tables unused");
    cr_assert_str_empty(problem);
    cr_assert_eq(file_size(), -1, "the user's cache was written beside installed tables");

    /* A valid checksum over values no solution has. */
    memcpy(bad, good, last_saved.size);
    spoil_pairs(bad, last_saved.size);
    plant(bad);
    install();
    expect_installed_refused("is damaged", 0);
    expect_installed_refused("is damaged", 1); /* then the user's own, solved once */

    /* Not a regular file: a link (to the good tables), a FIFO. */
    cr_assert_eq(unlink(installed_file), 0);
    cr_assert_eq(symlink(file, installed_file), 0);
    expect_installed_refused("is a symbolic link", 1);
    cr_assert_eq(unlink(installed_file), 0);
    cr_assert_eq(mkfifo(installed_file, 0644), 0);
    alarm(30); /* a read that waits is a test that fails */
    expect_installed_refused("is not a regular file", 1);
    cr_assert_eq(unlink(installed_file), 0);
    free(good);
    free(bad);
    unlink(file);
    rmdir(installed_dir);
    remove_home();
}

Test(cache, installed_tables_are_roots_or_the_users)
{
    if (geteuid() != 0)
        cr_skip_test("only root can give a file to another user");
    fresh_home();
    char problem[1024];
    snprintf(installed_dir, sizeof installed_dir, "%s/installed/", directory);
    snprintf(installed_file, sizeof installed_file, "%stihbat-margin-even.tables", installed_dir);
    cr_assert_eq(mkdir(installed_dir, 0755), 0);
    through_the_cache(problem, sizeof problem);
    install();
    /* Root's, read by a user: lent (the user's rule is not for them). */
    cr_assert_eq(chmod(directory, 0755), 0);
    cr_assert_eq(chmod(installed_file, 0644), 0);
    cr_assert_eq(seteuid(65534), 0);
    int lent = through_the_cache(problem, sizeof problem);
    cr_assert_eq(seteuid(0), 0);
    cr_assert_eq(lent, 1, "root's installed tables refused: %s", problem);
    cr_assert_str_empty(problem);
    /* Another user's: refused, and said so. */
    cr_assert_eq(chown(installed_file, 65534, 65534), 0);
    expect_installed_refused("belongs to another user", 0);
    unlink(installed_file);
    rmdir(installed_dir);
    remove_home();
}
