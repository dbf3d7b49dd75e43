/*
 * fuzz.h - what the fuzz targets share.  Each target is one
 * LLVMFuzzerTestOneInput: libFuzzer calls it under clang (make fuzz), the
 * replay driver calls it on every file of its corpus under gcc's sanitizers
 * (make fuzz-replay).
 */
#ifndef TESTS_FUZZ_H
#define TESTS_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
/* What a target does once, before the first input, if it likes. */
int LLVMFuzzerInitialize(int *argc, char ***argv) __attribute__((weak));

/* A broken invariant is a crash: libFuzzer keeps the input, the replay stops. */
#define FUZZ_CHECK(cond)                                                                           \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "%s:%d: fuzz check failed: %s\n", __FILE__, __LINE__, #cond);          \
            abort();                                                                               \
        }                                                                                          \
    } while (0)

#endif
