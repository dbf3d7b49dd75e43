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

/* The errors of this module are errno values, and these of its own, above
 * any errno value; save_strerror names both. */
enum {
    SAVE_ENOTFILE = 0x10000, /* a device, a socket, a FIFO: not a file of records */
    SAVE_EDANGLING,          /* a symbolic link to a file that does not exist */
};
const char *save_strerror(int error);

/* Writes len bytes to path: a temporary file beside it, flushed to disk,
 * then renamed over it.  A symbolic link is written through to its target;
 * an existing file keeps its permissions; anything but a regular file is
 * refused.  0 or an error. */
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
 * home is known (the XDG rule: a relative one is no home) or the path does
 * not fit. */
bool xdg_path(const char *variable, const char *under_home, const char *file, char *buf,
              size_t size);
/* Writes the record of g to path; 0 or an error. */
int save_record(const char *path, const tb_game *g, const tb_tags *tags);

/* What load_record accepts besides a regular file. */
enum load_from {
    LOAD_FILE,         /* a regular file only (the autosave) */
    LOAD_FILE_OR_PIPE, /* a pipe too (--load <(cat game.tbg)), read to its end */
};
/* Reads the file at path whole, as load_record does: 0, with *text the
 * caller's to free, or an error. */
int load_text(const char *path, enum load_from from, char **text, size_t *len);
/* Reads the record at path, never blocking on a FIFO nobody writes: the
 * game, or NULL with *error set to an error (then err is empty) or to 0
 * with err saying what is wrong.  A record that carries its rule set
 * plays the program's kept copy of it (rulebook.h). */
tb_game *load_record(const char *path, enum load_from from, tb_tags *tags, int *error,
                     tb_error *err);

/* A file of the state directory, $XDG_STATE_HOME/tihbat/NAME (or
 * ~/.local/state/tihbat/NAME; the directory itself for ""); false when no
 * home is known (the XDG rule: a relative one is no home). */
bool state_path(const char *name, char *buf, size_t size);
/* Is the state directory known, and not made yet: the program's first start? */
bool state_is_new(void);
/* Reads the regular file at path whole, at most 1 MiB: 0, with *text
 * the caller's to free, or an error. */
int state_read(const char *path, char **text, size_t *len);
/* Writes a file of the state directory as save_atomic does, making the
 * directory when needed; 0 or an error. */
int state_write(const char *path, const char *text, size_t len);
/* The autosave file, state_path's current.tbg. */
bool autosave_path(char *buf, size_t size);
/* At start-up: removes the temporary files of saves a killed copy left
 * half done, then takes the lock beside the autosave (path.lock, with
 * flock), held until the program ends, however it ends.  0; EWOULDBLOCK
 * when another copy holds it (this copy must not touch the autosave then);
 * another errno value when there is no lock to be had (the autosave then
 * reports its own errors as it writes).  A process holds one lock: the
 * one it held before is let go. */
int autosave_start(const char *path);
/* Writes the autosave, making its directory; 0 or an error. */
int autosave_write(const char *path, const tb_game *g, const tb_tags *tags);
/* Renames a broken file aside to path.broken-TIME, naming it in aside. */
int save_set_aside(const char *path, char *aside, size_t size);

#endif
