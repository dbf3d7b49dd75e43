/*
 * save.c - game records on disk: the autosave under $XDG_STATE_HOME and the
 * files the player saves or opens.  Every write goes to a temporary file
 * that is flushed and renamed, so a crash leaves the old file or the new,
 * never half of one; the temporary file is named in a journal in the state
 * directory while it exists, so that the next start removes it if the
 * program was killed meanwhile.  Only regular files are read or replaced.
 */
#define _XOPEN_SOURCE 700 /* open, fsync, rename, realpath */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "app/i18n.h"
#include "app/rulebook.h"
#include "app/save.h"

/* A record is a few kilobytes; anything much bigger is not one. */
enum { RECORD_MAX = 1 << 20 };

/* Temporary files are .tihbat-PID-N.tmp beside the file they become: a
 * short name, whatever the length of that file's; journals are
 * saving-PID in the state directory. */
static const char temp_prefix[] = ".tihbat-", temp_suffix[] = ".tmp", journal_prefix[] = "saving-";

const char *save_strerror(int error)
{
    switch (error) {
    case SAVE_ENOTFILE: return _("not a regular file");
    case SAVE_EDANGLING: return _("a symbolic link to a file that does not exist");
    default: return strerror(error);
    }
}

static int write_all(int fd, const void *data, size_t len)
{
    const char *text = data;
    while (len > 0) {
        ssize_t n = write(fd, text, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return errno;
        text += n;
        len -= (size_t)n;
    }
    return 0;
}

/* The directory part of path, "." when it has none. */
static void directory_of(const char *path, char *dir, size_t size)
{
    const char *slash = strrchr(path, '/');
    if (!slash)
        snprintf(dir, size, ".");
    else
        snprintf(dir, size, "%.*s", (int)(slash - path + (slash == path)), path);
}

/* Flushes the directory holding path, so that the rename lasts too. */
static void sync_directory(const char *path)
{
    char dir[PATH_SIZE];
    directory_of(path, dir, sizeof dir);
    int fd = open(dir, O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        fsync(fd); /* best effort: some file systems refuse it */
        close(fd);
    }
}

/* ---- The journal of temporary files ---- */

static bool is_temp_name(const char *path)
{
    const char *slash = strrchr(path, '/'), *name = slash ? slash + 1 : path;
    size_t len = strlen(name);
    return strncmp(name, temp_prefix, strlen(temp_prefix)) == 0 &&
           len > strlen(temp_prefix) + strlen(temp_suffix) &&
           strcmp(name + len - strlen(temp_suffix), temp_suffix) == 0;
}

/* Starts this process's journal, naming temp in it (an absolute name, the
 * next start may have another working directory): its descriptor, locked
 * while this copy lives, or -1.  Best effort: a save does not fail for
 * want of a journal. */
static int journal_begin(const char *temp, char *journal, size_t size)
{
    char dir[PATH_SIZE], cwd[PATH_SIZE] = "", line[2 * PATH_SIZE];
    if (!state_path("", dir, sizeof dir) ||
        snprintf(journal, size, "%s/%s%ld", dir, journal_prefix, (long)getpid()) >= (int)size)
        return -1;
    if (temp[0] != '/' && !getcwd(cwd, sizeof cwd))
        return -1;
    int len = snprintf(line, sizeof line, "%s%s%s\n", cwd, cwd[0] ? "/" : "", temp);
    int fd = open(journal, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0)
        return -1;
    if (flock(fd, LOCK_EX) != 0 || len <= 0 || len >= (int)sizeof line ||
        write_all(fd, line, (size_t)len) != 0) {
        unlink(journal);
        close(fd);
        return -1;
    }
    return fd;
}

static void journal_end(int fd, const char *journal)
{
    if (fd < 0)
        return;
    unlink(journal);
    close(fd);
}

/* Removes the temporary file a journal names, when no living copy holds
 * the journal, then the journal. */
static void clean_journal(int dirfd, const char *name)
{
    int fd = openat(dirfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return;
    char temp[2 * PATH_SIZE];
    struct stat st;
    ssize_t n;
    if (flock(fd, LOCK_EX | LOCK_NB) == 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
        (n = read(fd, temp, sizeof temp - 1)) >= 0) {
        temp[n] = '\0';
        temp[strcspn(temp, "\n")] = '\0';
        /* Only a temporary file of ours: the journal is the user's own
         * file, but a name is checked before anything is removed. */
        if (temp[0] == '/' && is_temp_name(temp) && lstat(temp, &st) == 0 && S_ISREG(st.st_mode))
            unlink(temp);
        unlinkat(dirfd, name, 0);
    }
    close(fd);
}

static void clean_journals(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    for (struct dirent *e; (e = readdir(d)) != NULL;)
        if (strncmp(e->d_name, journal_prefix, strlen(journal_prefix)) == 0)
            clean_journal(dirfd(d), e->d_name);
    closedir(d);
}

/* ---- Writing ---- */

/* The file that writing to path replaces: path, or what the symbolic link
 * path leads to.  Sets *exists, and *st when it does. */
static int resolve_target(const char *path, char *target, size_t size, struct stat *st,
                          bool *exists)
{
    *exists = false;
    if (lstat(path, st) != 0) {
        if (errno != ENOENT)
            return errno;
        return snprintf(target, size, "%s", path) < (int)size ? 0 : ENAMETOOLONG;
    }
    if (S_ISLNK(st->st_mode)) {
        char resolved[PATH_MAX];
        if (!realpath(path, resolved))
            return errno == ENOENT ? SAVE_EDANGLING : errno;
        if (snprintf(target, size, "%s", resolved) >= (int)size)
            return ENAMETOOLONG;
        if (stat(target, st) != 0)
            return errno;
    } else if (snprintf(target, size, "%s", path) >= (int)size) {
        return ENAMETOOLONG;
    }
    if (S_ISDIR(st->st_mode))
        return EISDIR;
    if (!S_ISREG(st->st_mode))
        return SAVE_ENOTFILE;
    /* A file the user made read-only stays as it is. */
    if (access(target, W_OK) != 0)
        return errno;
    *exists = true;
    return 0;
}

/* The owner and group of the file replaced stay, as far as this user may
 * give them: only root may give a file away, so the group at least. */
static void keep_owner(int fd, const struct stat *st)
{
    if (st->st_uid == geteuid() && st->st_gid == getegid())
        return;
    bool kept = fchown(fd, st->st_uid, st->st_gid) == 0 || fchown(fd, (uid_t)-1, st->st_gid) == 0;
    (void)kept; /* else the file is this user's now, as an editor leaves it */
}

/* Creates a temporary file in dir, named in temp; its descriptor or -1. */
static int create_temp(const char *dir, char *temp, size_t size, mode_t mode)
{
    for (int n = 0; n < 100; n++) {
        if (snprintf(temp, size, "%s/%s%ld-%d%s", dir, temp_prefix, (long)getpid(), n,
                     temp_suffix) >= (int)size) {
            errno = ENAMETOOLONG;
            return -1;
        }
        int fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
        if (fd >= 0 || errno != EEXIST)
            return fd;
    }
    return -1;
}

int save_atomic(const char *path, const char *text, size_t len)
{
    const struct save_part part = {text, len};
    return save_atomic_parts(path, &part, 1);
}

int save_atomic_parts(const char *path, const struct save_part *parts, int count)
{
    char target[PATH_SIZE], dir[PATH_SIZE], temp[PATH_SIZE], journal[PATH_SIZE];
    struct stat st;
    bool exists;
    int error = resolve_target(path, target, sizeof target, &st, &exists);
    if (error)
        return error;
    directory_of(target, dir, sizeof dir);
    /* A new file gets what the umask leaves of rw for all, as any other
     * program's would; an existing one keeps its mode, set below. */
    int fd = create_temp(dir, temp, sizeof temp, exists ? 0600 : 0666);
    if (fd < 0)
        return errno;
    int journal_fd = journal_begin(temp, journal, sizeof journal);
    if (exists) {
        keep_owner(fd, &st);
        if (fchmod(fd, st.st_mode & 07777) != 0)
            error = errno;
    }
    for (int i = 0; i < count && !error; i++)
        error = write_all(fd, parts[i].data, parts[i].len);
    if (!error && fsync(fd) != 0)
        error = errno;
    if (close(fd) != 0 && !error)
        error = errno;
    if (!error && rename(temp, target) != 0)
        error = errno;
    if (error)
        unlink(temp);
    else
        sync_directory(target);
    journal_end(journal_fd, journal);
    return error;
}

int save_record(const char *path, const tb_game *g, const tb_tags *tags)
{
    size_t len = tb_record_format(g, tags, NULL, 0);
    char *text = malloc(len + 1);
    if (!text)
        return ENOMEM;
    tb_record_format(g, tags, text, len + 1);
    int error = save_atomic(path, text, len);
    free(text);
    return error;
}

/* ---- Reading ---- */

/* Reads fd to its end into a new buffer: what a file's stated size says is
 * not to be trusted (a pipe has none, a file may grow).  A pipe with no
 * data yet is waited for while someone holds it open to write. */
static int read_to_end(int fd, char **text, size_t *len)
{
    size_t have = 0, capacity = 4096;
    char *buf = malloc(capacity);
    if (!buf)
        return ENOMEM;
    for (;;) {
        if (have == capacity) {
            char *bigger = capacity > RECORD_MAX ? NULL : realloc(buf, capacity * 2);
            if (!bigger) {
                free(buf);
                return capacity > RECORD_MAX ? EFBIG : ENOMEM;
            }
            buf = bigger;
            capacity *= 2;
        }
        ssize_t n = read(fd, buf + have, capacity - have);
        if (n > 0) {
            have += (size_t)n;
        } else if (n == 0) {
            break;
        } else if (errno == EAGAIN || errno == EWOULDBLOCK) {
            struct pollfd in = {.fd = fd, .events = POLLIN};
            if (poll(&in, 1, -1) < 0 && errno != EINTR) {
                free(buf);
                return errno;
            }
        } else if (errno != EINTR) {
            int error = errno;
            free(buf);
            return error;
        }
    }
    if (have > RECORD_MAX) {
        free(buf);
        return EFBIG;
    }
    *text = buf;
    *len = have;
    return 0;
}

static int read_all(const char *path, enum load_from from, char **text, size_t *len)
{
    /* Without O_NONBLOCK, opening a FIFO waits for a writer, for ever if
     * none comes; with it, a FIFO nobody writes reads as empty. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0)
        return errno;
    struct stat st;
    int error = 0;
    if (fstat(fd, &st) != 0)
        error = errno;
    else if (S_ISDIR(st.st_mode))
        error = EISDIR;
    else if (!S_ISREG(st.st_mode) && !(S_ISFIFO(st.st_mode) && from == LOAD_FILE_OR_PIPE))
        error = SAVE_ENOTFILE;
    if (!error)
        error = read_to_end(fd, text, len);
    close(fd);
    return error;
}

int load_text(const char *path, enum load_from from, char **text, size_t *len)
{
    return read_all(path, from, text, len);
}

tb_game *load_record(const char *path, enum load_from from, tb_tags *tags, int *error,
                     tb_error *err)
{
    char *text = NULL;
    size_t len = 0;
    memset(err, 0, sizeof *err);
    if ((*error = read_all(path, from, &text, &len)) != 0)
        return NULL;
    int status;
    tb_game *g = tb_record_parse(text, len, tags, &status, err);
    free(text);
    if (!g && status == TB_ENOMEM)
        *error = ENOMEM;
    if (g && (*error = rulebook_adopt(g)) != 0) {
        tb_game_free(g);
        g = NULL;
    }
    return g;
}

/* ---- The state directory and the autosave ---- */

bool xdg_path(const char *variable, const char *under_home, const char *file, char *buf,
              size_t size)
{
    const char *base = getenv(variable);
    const char *home = getenv("HOME");
    int n;
    /* The XDG rule: a relative directory is ignored; so is a relative
     * HOME, which would put the files wherever the program was started. */
    if (base && base[0] == '/')
        n = snprintf(buf, size, "%s/tihbat/%s", base, file);
    else if (home && home[0] == '/')
        n = snprintf(buf, size, "%s/%s/tihbat/%s", home, under_home, file);
    else
        return false;
    return n > 0 && (size_t)n < size;
}

bool autosave_path(char *buf, size_t size) { return state_path("current.tbg", buf, size); }

bool state_path(const char *name, char *buf, size_t size)
{
    return xdg_path("XDG_STATE_HOME", ".local/state", name, buf, size);
}

bool state_is_new(void)
{
    char dir[PATH_SIZE];
    struct stat st;
    return state_path("", dir, sizeof dir) && lstat(dir, &st) != 0 && errno == ENOENT;
}

int state_read(const char *path, char **text, size_t *len)
{
    return read_all(path, LOAD_FILE, text, len);
}

int make_parents(const char *path)
{
    char dir[PATH_SIZE];
    snprintf(dir, sizeof dir, "%s", path);
    for (char *p = dir + 1; (p = strchr(p, '/')) != NULL; p++) {
        *p = '\0';
        if (mkdir(dir, 0700) != 0 && errno != EEXIST)
            return errno;
        *p = '/';
    }
    return 0;
}

/* The lock this process holds, or -1. */
static int lock_fd = -1;

int autosave_start(const char *path)
{
    char dir[PATH_SIZE], lock[PATH_SIZE];
    if (lock_fd >= 0) { /* one autosave a process: the one held before is let go */
        close(lock_fd);
        lock_fd = -1;
    }
    int error = make_parents(path);
    if (error)
        return error;
    directory_of(path, dir, sizeof dir);
    clean_journals(dir);
    if (snprintf(lock, sizeof lock, "%s.lock", path) >= (int)sizeof lock)
        return ENAMETOOLONG;
    int fd = open(lock, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0)
        return errno;
    if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
        error = errno;
        close(fd);
        return error;
    }
    lock_fd = fd; /* it stays open: the kernel lets go of the lock when we end */
    return 0;
}

int autosave_write(const char *path, const tb_game *g, const tb_tags *tags)
{
    int error = make_parents(path);
    return error ? error : save_record(path, g, tags);
}

int state_write(const char *path, const char *text, size_t len)
{
    int error = make_parents(path);
    return error ? error : save_atomic(path, text, len);
}

int save_set_aside(const char *path, char *aside, size_t size)
{
    char stamp[32];
    time_t now = time(NULL);
    struct tm tm;
    if (!localtime_r(&now, &tm) || strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm) == 0)
        snprintf(stamp, sizeof stamp, "%lld", (long long)now);
    /* A name of its own, even for two broken files in the same second. */
    for (int n = 1; n < 100; n++) {
        int len = n == 1 ? snprintf(aside, size, "%s.broken-%s", path, stamp)
                         : snprintf(aside, size, "%s.broken-%s-%d", path, stamp, n);
        if (len < 0 || (size_t)len >= size)
            return ENAMETOOLONG;
        if (access(aside, F_OK) != 0)
            return rename(path, aside) == 0 ? 0 : errno;
    }
    return EEXIST;
}
