/*
 * alloc.c - allocation fault injection (see alloc.h): the linker sends the
 * program's own malloc, calloc, realloc and free here (--wrap), and the
 * C library's come in as __real_*.  Live blocks are kept in a table by
 * address, so that a block the C library made (open_memstream's, say)
 * and the program freed does not count.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "alloc.h"

void *__real_malloc(size_t size);
void *__real_calloc(size_t n, size_t size);
void *__real_realloc(void *p, size_t size);
void __real_free(void *p);
void *__wrap_malloc(size_t size);
void *__wrap_calloc(size_t n, size_t size);
void *__wrap_realloc(void *p, size_t size);
void __wrap_free(void *p);

enum { LIVE_BITS = 18, LIVE_SLOTS = 1 << LIVE_BITS };

static long count, fail_at = -1, live;
static enum alloc_fault fault;
static bool failed, tracking = true;
static void *slots[LIVE_SLOTS]; /* open addressing, linear probing */

static size_t slot_of(const void *p)
{
    return (size_t)(((uintptr_t)p * UINT64_C(0x9E3779B97F4A7C15)) >> (64 - LIVE_BITS));
}

static void remember(void *p)
{
    if (!tracking)
        return;
    size_t i = slot_of(p);
    while (slots[i])
        i = (i + 1) & (LIVE_SLOTS - 1);
    slots[i] = p;
    live++;
    if (live > LIVE_SLOTS / 2)
        abort(); /* the table is for a test's few thousand blocks */
}

/* Forgets p, if it is one of ours: backward-shift deletion keeps every
 * block found from its slot. */
static void forget(const void *p)
{
    size_t i = slot_of(p);
    while (slots[i] && slots[i] != p)
        i = (i + 1) & (LIVE_SLOTS - 1);
    if (!slots[i])
        return;
    live--;
    for (size_t j = (i + 1) & (LIVE_SLOTS - 1); slots[j]; j = (j + 1) & (LIVE_SLOTS - 1)) {
        size_t home = slot_of(slots[j]);
        /* slots[j] may move to i when its home is not between i and j. */
        if ((j > i && (home <= i || home > j)) || (j < i && home <= i && home > j)) {
            slots[i] = slots[j];
            i = j;
        }
    }
    slots[i] = NULL;
}

/* Does this allocation fail? */
static bool fails(void)
{
    count++;
    if (fail_at < 0 || count < fail_at || (count > fail_at && fault == ALLOC_TRANSIENT))
        return false;
    failed = true;
    return true;
}

// cppcheck-suppress unusedFunction ; the linker calls it (--wrap)
void *__wrap_malloc(size_t size)
{
    void *p = fails() ? NULL : __real_malloc(size);
    if (p)
        remember(p);
    return p;
}

// cppcheck-suppress unusedFunction ; the linker calls it (--wrap)
void *__wrap_calloc(size_t n, size_t size)
{
    void *p = fails() ? NULL : __real_calloc(n, size);
    if (p)
        remember(p);
    return p;
}

// cppcheck-suppress unusedFunction ; the linker calls it (--wrap)
void *__wrap_realloc(void *p, size_t size)
{
    if (fails())
        return NULL; /* p stays as it was, as a failing realloc leaves it */
    void *q = __real_realloc(p, size);
    if (q || size == 0) {
        if (p)
            forget(p);
        if (q)
            remember(q);
    }
    return q;
}

// cppcheck-suppress unusedFunction ; the linker calls it (--wrap)
void __wrap_free(void *p)
{
    if (p)
        forget(p);
    __real_free(p);
}

void alloc_fail_at(long n, enum alloc_fault how)
{
    fail_at = count + n;
    fault = how;
    failed = false;
}

void alloc_never_fail(void) { fail_at = -1; }
bool alloc_failed(void) { return failed; }
long alloc_count(void) { return count; }
long alloc_live(void) { return live; }
void alloc_track(bool on) { tracking = on; }
