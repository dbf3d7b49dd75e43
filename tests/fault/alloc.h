/*
 * alloc.h - allocation fault injection, as SQLite's malloc test does it:
 * a test program linked with -Wl,--wrap=malloc,--wrap=calloc,
 * --wrap=realloc,--wrap=free has every allocation of its own objects (the
 * library's, the solver's, the program's, never the C library's inside)
 * counted, and can have the N-th from now fail, alone (transient) or with
 * every one after it (persistent).  Only test programs are linked so: the
 * library and the program users run have no hook to reach.
 */
#ifndef TESTS_FAULT_ALLOC_H
#define TESTS_FAULT_ALLOC_H

#include <stdbool.h>

enum alloc_fault {
    ALLOC_TRANSIENT,  /* the N-th fails, the ones after it succeed */
    ALLOC_PERSISTENT, /* the N-th fails, and every one after it */
};

/* The n-th allocation from now (n >= 1) fails, as `how` says. */
void alloc_fail_at(long n, enum alloc_fault how);
/* No allocation fails any more. */
void alloc_never_fail(void);
/* Has one failed since alloc_fail_at? */
bool alloc_failed(void);
/* Allocations made since the program started, failed ones included. */
long alloc_count(void);
/* Blocks allocated and not freed yet: what a leak leaves more of.  Only
 * those allocated while tracking is on (as it is at the start) count: a
 * fuzzer's own, made between inputs, do not. */
long alloc_live(void);
void alloc_track(bool on);

#endif
