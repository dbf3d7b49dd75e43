/*
 * progress.c - the puzzles solved, kept in the state directory (see
 * progress.h).  The file is read whole and written whole, by save.c's
 * write of the program's own files; before each write it is read again,
 * so that two copies solving puzzles at once keep each other's.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/progress.h"

static const char header[] = "# Tihbat: the puzzles solved, a rule set and a position a line\n";

void progress_key(const tb_rules *r, const tb_position *pos, char key[PROGRESS_KEY])
{
    char position[PROGRESS_KEY / 2]; /* a few dozen characters at most */
    tb_position_format(r, pos, position, sizeof position);
    snprintf(key, PROGRESS_KEY, "%s %s", r->name, position);
}

/* Whether a line names a puzzle: a rule set and one of its positions. */
static bool is_key(const char *line)
{
    char name[PROGRESS_KEY];
    const char *space = strchr(line, ' ');
    if (!space || (size_t)(space - line) >= sizeof name)
        return false;
    memcpy(name, line, (size_t)(space - line));
    name[space - line] = '\0';
    const tb_rules *r = tb_rules_find(name);
    tb_position pos;
    char again[PROGRESS_KEY];
    if (!r || tb_position_parse(r, space + 1, &pos, NULL) != TB_OK)
        return false;
    progress_key(r, &pos, again);
    return strcmp(again, line) == 0; /* written the one way */
}

static int remember(struct progress *p, const char *key)
{
    if (progress_solved(p, key))
        return 0;
    if (p->n == p->capacity) {
        int capacity = p->capacity ? 2 * p->capacity : 64;
        void *bigger =
            capacity <= PROGRESS_MAX ? realloc(p->solved, (size_t)capacity * PROGRESS_KEY) : NULL;
        if (!bigger)
            return ENOMEM;
        p->solved = bigger;
        p->capacity = capacity;
    }
    snprintf(p->solved[p->n++], PROGRESS_KEY, "%s", key);
    return 0;
}

/* Adds the puzzles the file names (an absent file names none), and moves
 * it aside when a line is neither a puzzle, a comment nor empty. */
static int read_file(struct progress *p)
{
    char *text;
    size_t len;
    int error = state_read(p->path, &text, &len);
    if (error)
        return error == ENOENT ? 0 : error;
    bool foreign = false;
    for (size_t at = 0; at < len && !error;) {
        const char *end = memchr(text + at, '\n', len - at);
        size_t n = end ? (size_t)(end - (text + at)) : len - at;
        char line[PROGRESS_KEY];
        if (n < sizeof line && !memchr(text + at, '\0', n)) {
            memcpy(line, text + at, n);
            line[n] = '\0';
            if (is_key(line))
                error = remember(p, line);
            else
                foreign |= n > 0 && line[0] != '#';
        } else {
            foreign = true;
        }
        at += n + 1;
    }
    free(text);
    if (!error && foreign)
        error = save_set_aside(p->path, p->aside, sizeof p->aside);
    return error;
}

int progress_load(struct progress *p)
{
    *p = (struct progress){0};
    if (!state_path("puzzles.txt", p->path, sizeof p->path)) {
        p->path[0] = '\0';
        return 0;
    }
    int error = read_file(p);
    if (error) {
        progress_free(p);
        p->error = error;
        p->aside[0] = '\0';
    }
    return error;
}

bool progress_solved(const struct progress *p, const char *key)
{
    for (int i = 0; i < p->n; i++)
        if (strcmp(p->solved[i], key) == 0)
            return true;
    return false;
}

int progress_add(struct progress *p, const char *key)
{
    /* Nowhere to keep it: this run knows it, and says why it cannot keep it. */
    if (p->error || !p->path[0]) {
        int error = remember(p, key);
        return error ? error : p->error ? p->error : ENOENT;
    }
    /* What another copy added first; the key is kept only when written. */
    int error = read_file(p), before = p->n;
    if (!error)
        error = remember(p, key);
    size_t size = sizeof header + (size_t)p->n * PROGRESS_KEY;
    char *text = error ? NULL : malloc(size);
    if (!error && !text)
        error = ENOMEM;
    if (!error) {
        size_t used = (size_t)snprintf(text, size, "%s", header);
        for (int i = 0; i < p->n; i++)
            used += (size_t)snprintf(text + used, size - used, "%s\n", p->solved[i]);
        error = state_write(p->path, text, used);
    }
    free(text);
    if (error)
        p->n = before;
    return error;
}

void progress_free(struct progress *p)
{
    free(p->solved);
    p->solved = NULL;
    p->n = p->capacity = 0;
}
