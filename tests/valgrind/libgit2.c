/*
 * libgit2.c - Criterion's libgit2 under valgrind: loaded only when a diff
 * is wanted.
 *
 * libcriterion needs libgit2, which needs thirteen libraries more (mbedTLS,
 * libssh2, Kerberos, libcrypto...), and valgrind reads the symbols of each
 * in every process it starts: a tenth of a CPU second, in each of the unit
 * tests' some 290 processes.  Criterion calls three of libgit2's functions,
 * and the unit tests' own definitions (tests/unit/criterion_git.c) call
 * libgit2's only for a diff, which a passing test never asks for.  Built
 * as libgit2.so.1.5 into valgrind's library directory, this library stands
 * in for it there: the same three functions, which load the real library
 * (LIBGIT2, its path) and call its own the first time one is called.
 */
#include <dlfcn.h>
#include <git2.h>
#include <pthread.h>

#ifndef LIBGIT2
#error "LIBGIT2, the real library's path, comes from the Makefile"
#endif

static pthread_once_t once = PTHREAD_ONCE_INIT;
static void *real;

static void load(void) { real = dlopen(LIBGIT2, RTLD_NOW | RTLD_LOCAL); }

/* The real library's function of that name, or NULL when it cannot load. */
static void *libgit2(const char *name)
{
    pthread_once(&once, load);
    return real ? dlsym(real, name) : NULL;
}

// cppcheck-suppress unusedFunction ; Criterion calls it
int git_libgit2_init(void)
{
    int (*init)(void) = (int (*)(void))libgit2("git_libgit2_init");
    return init ? init() : -1;
}

// cppcheck-suppress unusedFunction ; Criterion calls it
int git_libgit2_shutdown(void)
{
    int (*shutdown)(void) = (int (*)(void))libgit2("git_libgit2_shutdown");
    return shutdown ? shutdown() : -1;
}

/* git2.h's own declaration, so that the signature is written once. */
typedef __typeof__(git_diff_buffers) diff_buffers_fn;

// cppcheck-suppress unusedFunction ; Criterion calls it
int git_diff_buffers(const void *old_buffer, size_t old_len, const char *old_as_path,
                     const void *new_buffer, size_t new_len, const char *new_as_path,
                     const git_diff_options *options, git_diff_file_cb file_cb,
                     git_diff_binary_cb binary_cb, git_diff_hunk_cb hunk_cb,
                     git_diff_line_cb line_cb, void *payload)
{
    diff_buffers_fn *diff = (diff_buffers_fn *)libgit2("git_diff_buffers");
    if (!diff)
        return -1;
    return diff(old_buffer, old_len, old_as_path, new_buffer, new_len, new_as_path, options,
                file_cb, binary_cb, hunk_cb, line_cb, payload);
}
