/*
 * internal.h - how the engine marks what it shares between its files but
 * not with a program that links it.
 *
 * Such functions are named tbi_ (the public ones tb_, as in tihbat.h) and
 * declared TBI_FUNC: hidden, so that a shared library does not export them
 * and a static one links them only into the engine's own callers, as Lua's
 * LUAI_FUNC does.
 */
#ifndef TIHBAT_INTERNAL_H
#define TIHBAT_INTERNAL_H

#define TBI_FUNC __attribute__((visibility("hidden"))) extern

#endif
