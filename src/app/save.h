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
/* The same with the bytes in parts, one after the other. */
struct save_part {
    const void *data;
    size_t len;
};
int save_atomic_parts(const char *path, const struct save_part *parts, int count);
/* mkdir -p for the directories above path; 0 or an errno value. */
int make_parents(const char *path);
/* The file `file` in tihbat's directory of an XDG kind: $variable/tihbat/,
 * else $HOME/under_home/tihbat/ (".local/state", ".cache"); false when no
 * home is known or the path does not fit. */
bool xdg_path(const char *variable, const char *under_home, const char *file, char *buf,
              size_t size);
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
