/*
 * large_log.c - what large print shows, written down for the tests: the
 * terminal tests cannot read letters drawn in blocks, so the program
 * tells them in a file.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play/table.h"
#include "tui/large_log.h"

/* For the tests: TIHBAT_LARGE_LOG names a file to which every sentence
 * large print draws is added, each time what one place shows changes:
 * "words: ..." under the board ("words:" alone when none fits there),
 * "player 1: ..." for a player's line. */
void large_log(int place, const char *text)
{
    static char last[1 + TB_MAX_PLAYERS][2 * SENTENCE_SIZE];
    const char *path = getenv("TIHBAT_LARGE_LOG");
    if (!path || strncmp(last[place], text, sizeof last[0] - 1) == 0)
        return;
    snprintf(last[place], sizeof last[0], "%s", text);
    FILE *f = fopen(path, "a");
    if (!f)
        return;
    if (place == 0)
        fprintf(f, "words:%s%s\n", text[0] ? " " : "", text);
    else
        fprintf(f, "player %d: %s\n", place, text);
    fclose(f);
}
