/*
 * test_cache.c - solved tables on disk (src/app/cache.c): written once,
 * lent on the next run and the same as solving, and never trusted when a
 * byte anywhere in the file is flipped, when it is cut short, or when it
 * is of another version: then the tables are solved again, the file
 * written anew, and the problem told once.
 */
#define _POSIX_C_SOURCE 200809L /* mkdtemp, setenv, truncate */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/cache.h"
#include "solver/index.h"
#include "support.h"

/* A store that counts what it forwards to the cache's. */
struct counted {
    const solver_store *cache;
    int lent, saved;
};

static const void *counted_load(void *context, const char *name, const char *description,
                                size_t size)
{
    struct counted *c = context;
    const void *data = c->cache->load(c->cache->context, name, description, size);
    c->lent += data != NULL;
    return data;
}

static void counted_save(void *context, const char *name, const char *description, const void *data,
                         size_t size)
{
    struct counted *c = context;
    c->saved++;
    c->cache->save(c->cache->context, name, description, data, size);
}

static void counted_release(void *context, const void *data, size_t size)
{
    struct counted *c = context;
    c->cache->release(c->cache->context, data, size);
}

static char directory[256], file[512];

/* A cache directory of the test's own. */
static void fresh_home(void)
{
    snprintf(directory, sizeof directory, "/tmp/tihbat-cache-test.XXXXXX");
    cr_assert_not_null(mkdtemp(directory));
    cr_assert_eq(setenv("XDG_CACHE_HOME", directory, 1), 0);
    snprintf(file, sizeof file, "%s/tihbat/tihbat-margin-even.tables", directory);
}

static void remove_home(void)
{
    unlink(file);
    char dir[600];
    snprintf(dir, sizeof dir, "%s/tihbat", directory);
    rmdir(dir);
    rmdir(directory);
}

/* Solves Tihbat from the start through a cache, checks every value of the
 * tables against a solver without one, and says whether the tables were
 * lent (1), solved and saved (0); the cache's problem into *problem. */
static int through_the_cache(char *problem, size_t size)
{
    const tb_rules *r = rules_named("tihbat");
    cache *c = cache_new();
    cr_assert_not_null(c);
    struct counted counts = {.cache = cache_store(c)};
    solver_store store = {&counts, counted_load, counted_save, counted_release};
    int status;
    solver *s = solver_new(r, &status), *plain = solver_new(r, &status);
    cr_assert(s && plain);
    solver_set_store(s, &store);
    tb_position p;
    tb_position_start(r, &p);
    cr_assert_eq(solver_prepare(s, &p), TB_OK);
    board_index ix;
    index_init(&ix, r);
    for (int seeds = 0; seeds <= tb_total_seeds(r); seeds += 2)
        for (uint32_t x = 0; x < index_positions(&ix, seeds); x++) {
            int v, pl, w, wl;
            index_position(&ix, x, seeds, &p);
            cr_assert_eq(solver_value(s, &p, &v, &pl), TB_OK);
            cr_assert_eq(solver_value(plain, &p, &w, &wl), TB_OK);
            cr_assert(v == w && pl == wl, "%s: %d in %d plies through the cache, %d in %d",
                      position_text(r, &p).s, v, pl, w, wl);
        }
    solver_free(s);
    solver_free(plain);
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
