/*
 * save.h - game records on disk: the autosave under $XDG_STATE_HOME and the
 * files a player saves or opens.
 */
#ifndef TIHBAT_APP_SAVE_H
#define TIHBAT_APP_SAVE_H

#include <stdbool.h>
#include <stddef.h>

#include "tihbat.h"

enum { PATH_SIZE = 4096 };

/* Writes len bytes to path: a temporary file beside it, flushed to disk,
 * then renamed over it.  0 or an errno value. */
int save_atomic(const char *path, const char *text, size_t len);
/* Writes the record of g to path; 0 or an errno value. */
int save_record(const char *path, const tb_game *g, const tb_tags *tags);
/* Reads the record at path: the game, or NULL with *error set to an errno
 * value (then err is empty) or to 0 with err saying what is wrong. */
tb_game *load_record(const char *path, tb_tags *tags, int *error, tb_error *err);
/* The autosave file, $XDG_STATE_HOME/tihbat/current.tbg; false when no
 * home is known. */
bool autosave_path(char *buf, size_t size);
/* Writes the autosave, making its directory; 0 or an errno value. */
int autosave_write(const char *path, const tb_game *g, const tb_tags *tags);
/* Renames a broken file aside to path.broken-TIME, naming it in aside. */
int save_set_aside(const char *path, char *aside, size_t size);

#endif
