/*
 * criterion_git.c - Criterion's libgit2, started only when a diff is wanted.
 *
 * Criterion starts libgit2 in its runner and in every test's process (each
 * test is a process of its own) for one thing: the diff it prints when two
 * long strings differ.  libgit2's start reads and decodes every certificate
 * authority of the system (mbedTLS, 220 KB of PEM): 56 million
 * instructions, some 15 ms in each process, and a third of a CPU second
 * under valgrind, where it was a quarter of each test's cost.  The program's
 * own definitions come first when Criterion's calls are bound, so these
 * three are the ones it calls: its start and end are only counted, and
 * libgit2 is started for real the first time a diff is asked for (a
 * failing test), its end then called when Criterion's is.
 */
#define _GNU_SOURCE /* dlsym's RTLD_NEXT: libgit2's own definitions */
#include <dlfcn.h>
#include <git2.h>
#include <pthread.h>
#include <stdbool.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int users;    /* Criterion's starts, less its ends */
static bool started; /* libgit2 itself */

static void *libgit2(const char *name) { return dlsym(RTLD_NEXT, name); }

// cppcheck-suppress unusedFunction ; Criterion calls it
int git_libgit2_init(void)
{
    pthread_mutex_lock(&lock);
    int n = ++users;
    pthread_mutex_unlock(&lock);
    return n;
}

// cppcheck-suppress unusedFunction ; Criterion calls it
int git_libgit2_shutdown(void)
{
    pthread_mutex_lock(&lock);
    int n = --users;
    if (n == 0 && started) {
        int (*shutdown)(void) = (int (*)(void))libgit2("git_libgit2_shutdown");
        if (shutdown)
            shutdown();
        started = false;
    }
    pthread_mutex_unlock(&lock);
    return n;
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
    pthread_mutex_lock(&lock);
    if (!started) {
        int (*init)(void) = (int (*)(void))libgit2("git_libgit2_init");
        started = init && init() > 0;
    }
    pthread_mutex_unlock(&lock);
    diff_buffers_fn *diff = (diff_buffers_fn *)libgit2("git_diff_buffers");
    if (!started || !diff)
        return -1;
    return diff(old_buffer, old_len, old_as_path, new_buffer, new_len, new_as_path, options,
                file_cb, binary_cb, hunk_cb, line_cb, payload);
}
