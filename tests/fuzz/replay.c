/*
 * replay.c - runs a fuzz target on every file of the corpus directories (or
 * files) it is given, without libFuzzer: built with gcc's AddressSanitizer
 * and UndefinedBehaviorSanitizer, it is how `make test` replays each corpus.
 * When an input fails, its file is named before the report ends.
 */
#define _POSIX_C_SOURCE 200809L /* opendir, stat */
#include <dirent.h>
#include <sanitizer/asan_interface.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"

static char current[4096];

/* A failed FUZZ_CHECK aborts: AddressSanitizer reports that as well, with
 * a stack, and then calls the death callback. */
// cppcheck-suppress unusedFunction ; the sanitizer's run time calls it
const char *__asan_default_options(void) { return "handle_abort=1"; }

static void name_current(void) { fprintf(stderr, "replay: the failing input is %s\n", current); }

static int replay_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        return 1;
    }
    uint8_t *data = NULL;
    size_t size = 0, capacity = 0, n;
    do {
        if (size == capacity) {
            capacity = capacity ? 2 * capacity : 4096;
            uint8_t *bigger = realloc(data, capacity);
            if (!bigger)
                abort();
            data = bigger;
        }
        n = fread(data + size, 1, capacity - size, f);
        size += n;
    } while (n > 0);
    int error = ferror(f);
    fclose(f);
    if (error) {
        fprintf(stderr, "%s: read error\n", path);
        free(data);
        return 1;
    }
    snprintf(current, sizeof current, "%s", path);
    LLVMFuzzerTestOneInput(data, size);
    free(data);
    return 0;
}

/* Replays path, a file or a directory of them; counts the inputs in *count. */
static int replay(const char *path, int *count)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        perror(path);
        return 1;
    }
    if (!S_ISDIR(st.st_mode)) {
        ++*count;
        return replay_file(path);
    }
    DIR *dir = opendir(path);
    if (!dir) {
        perror(path);
        return 1;
    }
    int failed = 0;
    for (struct dirent *e; (e = readdir(dir)) != NULL;) {
        if (e->d_name[0] == '.')
            continue;
        char file[4096];
        snprintf(file, sizeof file, "%s/%s", path, e->d_name);
        failed |= replay(file, count);
    }
    closedir(dir);
    return failed;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s CORPUS...\n", argv[0]);
        return 2;
    }
    __sanitizer_set_death_callback(name_current);
    if (LLVMFuzzerInitialize)
        LLVMFuzzerInitialize(&argc, &argv);
    int failed = 0, count = 0;
    for (int i = 1; i < argc; i++)
        failed |= replay(argv[i], &count);
    printf("%s: %d inputs replayed\n", argv[0], count);
    return failed;
}
