/*
 * large_log.c - what large print shows, written down for the tests: the
 * terminal tests cannot read letters drawn in blocks, so the program
 * tells them in a file.
 */
#define _POSIX_C_SOURCE 200809L /* O_NOFOLLOW, O_CLOEXEC, fdopen */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "play/table.h"
#include "tui/large_log.h"

/* For the tests: TIHBAT_LARGE_LOG names a file to which every sentence
 * large print draws is added, each time what one place shows changes:
 * "words: ..." under the board ("words:" alone when none fits there),
 * "player 1: ..." for a player's line.  Only a regular file, never
 * through a link, opened without waiting: whatever the variable names (a
 * FIFO, a terminal), the game never waits on it. */
void large_log(int place, const char *text)
{
    static char last[1 + TB_MAX_PLAYERS][2 * SENTENCE_SIZE];
    const char *path = getenv("TIHBAT_LARGE_LOG");
    struct stat st;
    if (!path || strncmp(last[place], text, sizeof last[0] - 1) == 0 ||
        (stat(path, &st) == 0 && !S_ISREG(st.st_mode)))
        return;
    snprintf(last[place], sizeof last[0], "%s", text);
    int fd = open(
        path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC, 0600);
    FILE *f = fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ? fdopen(fd, "a") : NULL;
    if (!f) {
        if (fd >= 0)
            close(fd);
        return;
    }
    if (place == 0)
        fprintf(f, "words:%s%s\n", text[0] ? " " : "", text);
    else
        fprintf(f, "player %d: %s\n", place, text);
    fclose(f);
}
