/*
 * save.h - files on disk: the program's own (the autosave and the small
 * files of the state directory, the cache's tables), and the files a
 * player names (a record saved or opened, a picture, a worksheet).
 *
 * Every write goes to a temporary file beside its target, flushed, then
 * renamed over it: a crash leaves the old file or the new, never half of
 * one, and what a killed write leaves is removed by the next run of the
 * program (save_clean_up).  The program's own files are read and replaced
 * only when they are regular files of this user, never through a link;
 * a file a player names may be a link, which is written through.
 */
#ifndef TIHBAT_APP_SAVE_H
#define TIHBAT_APP_SAVE_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "tihbat.h"

enum { PATH_SIZE = 4096 };

/* The errors of this module are errno values, and these of its own, above
 * any errno value; save_strerror names both. */
enum {
    SAVE_ENOTFILE = 0x10000, /* a device, a socket, a FIFO: not a file of records */
    SAVE_EDANGLING,          /* a symbolic link to a file that does not exist */
    SAVE_ELINK,              /* a symbolic link where the program keeps a file of its own */
    SAVE_ENOTOWN,            /* a file of another user's where the program keeps its own */
    SAVE_ETAKEN,             /* another copy of the program took the autosave over */
};
const char *save_strerror(int error);

/* A file in parts, one after the other. */
struct save_part {
    const void *data;
    size_t len;
};
struct save_file {
    const char *path;
    const struct save_part *parts;
    int count;
};

/* Writes len bytes to the file a player named: a temporary file beside it,
 * flushed to disk, then renamed over it.  A symbolic link is written
 * through to its target; an existing file keeps its permissions; anything
 * but a regular file is refused.  0 or an error. */
int save_atomic(const char *path, const char *text, size_t len);
/* Writes every file of files[count] as save_atomic does, or none: each is
 * written whole to its temporary file before the first is renamed, and a
 * rename that fails puts back those made before it (a worksheet and its
 * answers are a pair).  On a file system without hard links the old files
 * cannot be kept for that, and only a failing rename, never a full disk,
 * can leave one file new.  0 or an error. */
int save_atomic_files(const struct save_file *files, int count);
/* Writes a file of the program's own (the cache's tables, a file of the
 * state directory), making its directory: refused when what is there is
 * not a regular file of this user (a symbolic link: SAVE_ELINK, another
 * user's: SAVE_ENOTOWN), which stays as it is.  0 or an error. */
int save_own(const char *path, const struct save_part *parts, int count);
/* mkdir -p for the directories above path, mode 0700; 0 or an errno value. */
int make_parents(const char *path);
/* mkdir -p for dir itself, each directory made with `mode` (less the
 * umask); 0 or an errno value (ENOTDIR: something else is in the way). */
int make_directories(const char *dir, mode_t mode);
/* The file `file` in tihbat's directory of an XDG kind: $variable/tihbat/,
 * else $HOME/under_home/tihbat/ (".local/state", ".cache"); false when no
 * home is known (the XDG rule: a relative one is no home) or the path does
 * not fit. */
bool xdg_path(const char *variable, const char *under_home, const char *file, char *buf,
              size_t size);
/* Writes the record of g to the file a player named; 0 or an error. */
int save_record(const char *path, const tb_game *g, const tb_tags *tags);

/* What load_record accepts. */
enum load_from {
    LOAD_FILE,         /* the program's own file (the autosave): a regular file
                          of this user, not through a link */
    LOAD_FILE_OR_PIPE, /* a file a player names, a pipe too (--load <(cat
                          game.tbg)), read to its end */
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
/* Reads a file of the program's own whole, at most 1 MiB: 0, with *text
 * the caller's to free, or an error (ELOOP never: SAVE_ELINK). */
int state_read(const char *path, char **text, size_t *len);
/* Writes a file of the state directory as save_own does; 0 or an error. */
int state_write(const char *path, const char *text, size_t len);
/* Renames a broken file aside to path.broken-TIME, naming it in aside. */
int save_set_aside(const char *path, char *aside, size_t size);

/* What every run of the program does first: removes the temporary files
 * of writes that a killed copy left half done (each write names its
 * temporary files in a journal in the state directory, which it holds
 * locked while it lives). */
void save_clean_up(void);

/* The autosave file, state_path's current.tbg. */
bool autosave_path(char *buf, size_t size);
/* At start-up: cleans up (save_clean_up), then takes the lock on the
 * autosave's directory (flock, held until the program ends, however it
 * ends; a file in it can be removed, the directory it is open on
 * cannot).  0; EWOULDBLOCK when another copy holds it (this copy must not
 * touch the autosave then); another errno value when there is no lock to
 * be had (the autosave then reports its own errors as it writes).  A
 * process holds one lock: the one it held before is let go. */
int autosave_start(const char *path);
/* Writes the autosave, making its directory: only while this copy holds
 * the lock (SAVE_ETAKEN once the directory was replaced and another copy
 * holds the new one); 0 or an error. */
int autosave_write(const char *path, const tb_game *g, const tb_tags *tags);
/* Removes the autosave, on the same terms; 0 (also when there was none)
 * or an error. */
int autosave_remove(const char *path);

#endif
