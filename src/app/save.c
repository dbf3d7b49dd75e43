/*
 * save.c - files on disk (see save.h).  Every write goes to a temporary
 * file that is flushed and renamed, so a crash leaves the old file or the
 * new, never half of one; while it lasts, a journal in the state directory
 * names the temporary files, so that the next run removes them if the
 * program was killed meanwhile.  Only regular files are read or replaced;
 * the program's own only when they are this user's, never through a link.
 */
#define _XOPEN_SOURCE 700 /* open, fsync, rename, realpath, link */
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

enum {
    RECORD_MAX = 1 << 20, /* a record is a few kilobytes; much more is not one */
    FILES_MAX = 4,        /* written together, all or none */
};

/* Temporary files are .tihbat-PID-N.tmp beside the file they become: a
 * short name, whatever the length of that file's; journals are
 * saving-PID-N in the state directory. */
static const char temp_prefix[] = ".tihbat-", temp_suffix[] = ".tmp", journal_prefix[] = "saving-";

const char *save_strerror(int error)
{
    switch (error) {
    case SAVE_ENOTFILE: return _("not a regular file");
    case SAVE_EDANGLING: return _("a symbolic link to a file that does not exist");
    case SAVE_ELINK: return _("a symbolic link, where the program keeps a file of its own");
    case SAVE_ENOTOWN:
        return _("a file of another user, where the program keeps a file of its own");
    case SAVE_ETAKEN: return _("another copy of the program has taken the saved game over");
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

int make_directories(const char *dir, mode_t mode)
{
    char path[PATH_SIZE];
    if (!dir[0])
        return ENOENT;
    if (snprintf(path, sizeof path, "%s/", dir) >= (int)sizeof path)
        return ENAMETOOLONG;
    for (char *p = path + 1; (p = strchr(p, '/')) != NULL; p++) {
        if (p[-1] == '/')
            continue; /* "a//b", or the slash added after one */
        *p = '\0';
        struct stat st;
        if (mkdir(path, mode) != 0 && errno != EEXIST)
            return errno;
        if (stat(path, &st) != 0)
            return errno;
        if (!S_ISDIR(st.st_mode))
            return ENOTDIR;
        *p = '/';
    }
    return 0;
}

int make_parents(const char *path)
{
    char dir[PATH_SIZE];
    directory_of(path, dir, sizeof dir);
    return make_directories(dir, 0700);
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

/* What is wrong with reading a file like st, as from says: 0 for nothing. */
static int kind_error(const struct stat *st, enum load_from from)
{
    if (S_ISLNK(st->st_mode))
        return SAVE_ELINK;
    if (S_ISDIR(st->st_mode))
        return EISDIR;
    if (!S_ISREG(st->st_mode) && !(S_ISFIFO(st->st_mode) && from == LOAD_FILE_OR_PIPE))
        return SAVE_ENOTFILE;
    if (from == LOAD_FILE && st->st_uid != geteuid())
        return SAVE_ENOTOWN;
    return 0;
}

static int read_all(const char *path, enum load_from from, char **text, size_t *len)
{
    bool own = from == LOAD_FILE;
    struct stat st;
    /* What is there is known before it is opened: opening a device may
     * do something of its own. */
    int error = (own ? lstat(path, &st) : stat(path, &st)) != 0 ? errno : kind_error(&st, from);
    if (error)
        return error;
    /* Without O_NONBLOCK, opening a FIFO waits for a writer, for ever if
     * none comes; with it, a FIFO nobody writes reads as empty. */
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | (own ? O_NOFOLLOW : 0));
    if (fd < 0)
        return errno == ELOOP && own ? SAVE_ELINK : errno;
    /* What was opened, which may not be what was looked at. */
    error = fstat(fd, &st) != 0 ? errno : kind_error(&st, from);
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

int state_read(const char *path, char **text, size_t *len)
{
    return read_all(path, LOAD_FILE, text, len);
}

/* ---- The journal of temporary files ---- */

struct journal {
    int fd; /* locked while the write lasts; -1 for none */
    char path[PATH_SIZE];
    char made[PATH_SIZE]; /* the state directory, when this write made it */
};

static bool is_temp_name(const char *path)
{
    const char *slash = strrchr(path, '/'), *name = slash ? slash + 1 : path;
    size_t len = strlen(name);
    return strncmp(name, temp_prefix, strlen(temp_prefix)) == 0 &&
           len > strlen(temp_prefix) + strlen(temp_suffix) &&
           strcmp(name + len - strlen(temp_suffix), temp_suffix) == 0;
}

/* Starts a journal of this write, locked while this copy lives, making the
 * state directory when there is none yet (and removing it again at the
 * end when it is still empty, so that the first start is still told).
 * Best effort: a write does not fail for want of a journal. */
static void journal_begin(struct journal *j)
{
    char dir[PATH_SIZE];
    struct stat st;
    j->fd = -1;
    j->made[0] = '\0';
    if (!state_path("", dir, sizeof dir))
        return;
    bool missing = lstat(dir, &st) != 0 && errno == ENOENT;
    if (make_directories(dir, 0700) != 0)
        return;
    if (missing)
        snprintf(j->made, sizeof j->made, "%s", dir);
    for (int n = 0; n < 100 && j->fd < 0; n++) {
        if (snprintf(j->path, sizeof j->path, "%s%s%ld-%d", dir, journal_prefix, (long)getpid(),
                     n) >= (int)sizeof j->path)
            break;
        j->fd = open(j->path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (j->fd < 0 && errno != EEXIST)
            break;
    }
    if (j->fd >= 0 && flock(j->fd, LOCK_EX) != 0) {
        unlink(j->path);
        close(j->fd);
        j->fd = -1;
    }
}

/* Names a temporary file in the journal before it is made (an absolute
 * name: the next run may have another working directory). */
static void journal_add(const struct journal *j, const char *temp)
{
    char cwd[PATH_SIZE] = "", line[2 * PATH_SIZE + 2];
    if (j->fd < 0 || (temp[0] != '/' && !getcwd(cwd, sizeof cwd)))
        return;
    int len = snprintf(line, sizeof line, "%s%s%s\n", cwd, cwd[0] ? "/" : "", temp);
    if (len > 0 && len < (int)sizeof line)
        (void)write_all(j->fd, line, (size_t)len); /* best effort, as the journal is */
}

/* The write is over: its journal goes before its lock is let go, so that
 * a journal found unlocked but still there is a dead copy's. */
static void journal_end(const struct journal *j)
{
    if (j->fd >= 0) {
        unlink(j->path);
        close(j->fd);
    }
    if (j->made[0])
        rmdir(j->made); /* only when nothing else is in it */
}

/* Removes the temporary files a journal names, when no living copy holds
 * it, then the journal. */
static void clean_journal(int dirfd, const char *name)
{
    int fd = openat(dirfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return;
    struct stat st;
    char *text = NULL;
    size_t len = 0;
    if (flock(fd, LOCK_EX | LOCK_NB) == 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
        st.st_nlink > 0 && st.st_uid == geteuid() && read_to_end(fd, &text, &len) == 0) {
        for (size_t at = 0; at < len;) {
            char *end = memchr(text + at, '\n', len - at), *line = text + at;
            if (!end)
                break; /* a line not ended: its file was not made yet */
            *end = '\0';
            at = (size_t)(end - text) + 1;
            /* Only a temporary file of ours: the journal is the user's own
             * file, but a name is checked before anything is removed. */
            if (line[0] == '/' && is_temp_name(line) && lstat(line, &st) == 0 &&
                S_ISREG(st.st_mode))
                unlink(line);
        }
        free(text);
        unlinkat(dirfd, name, 0);
    }
    close(fd);
}

void save_clean_up(void)
{
    char dir[PATH_SIZE];
    DIR *d = state_path("", dir, sizeof dir) ? opendir(dir) : NULL;
    if (!d)
        return;
    for (struct dirent *e; (e = readdir(d)) != NULL;)
        if (strncmp(e->d_name, journal_prefix, strlen(journal_prefix)) == 0)
            clean_journal(dirfd(d), e->d_name);
    closedir(d);
}

/* ---- Writing ---- */

/* One file of a write: the file it replaces, and what is made for it. */
struct target {
    char path[PATH_SIZE]; /* the file replaced: the path, or what its link leads to */
    char temp[PATH_SIZE]; /* the new file until it is renamed; "" for none */
    char kept[PATH_SIZE]; /* a second name of the old file while others are renamed */
    struct stat st;
    bool exists;
};

/* The file that writing to a path a player named replaces: the path, or
 * what the symbolic link path leads to. */
static int resolve_named(const char *path, struct target *t)
{
    size_t size = sizeof t->path;
    struct stat *st = &t->st;
    if (lstat(path, st) != 0) {
        if (errno != ENOENT)
            return errno;
        return snprintf(t->path, size, "%s", path) < (int)size ? 0 : ENAMETOOLONG;
    }
    if (S_ISLNK(st->st_mode)) {
        char resolved[PATH_MAX];
        if (!realpath(path, resolved))
            return errno == ENOENT ? SAVE_EDANGLING : errno;
        if (snprintf(t->path, size, "%s", resolved) >= (int)size)
            return ENAMETOOLONG;
        if (stat(t->path, st) != 0)
            return errno;
    } else if (snprintf(t->path, size, "%s", path) >= (int)size) {
        return ENAMETOOLONG;
    }
    if (S_ISDIR(st->st_mode))
        return EISDIR;
    if (!S_ISREG(st->st_mode))
        return SAVE_ENOTFILE;
    /* A file the user made read-only stays as it is. */
    if (access(t->path, W_OK) != 0)
        return errno;
    t->exists = true;
    return 0;
}

/* The program's own file at path: a regular file of this user, or none. */
static int resolve_own(const char *path, struct target *t)
{
    if (snprintf(t->path, sizeof t->path, "%s", path) >= (int)sizeof t->path)
        return ENAMETOOLONG;
    if (lstat(path, &t->st) != 0)
        return errno == ENOENT ? 0 : errno;
    if (S_ISLNK(t->st.st_mode))
        return SAVE_ELINK;
    if (S_ISDIR(t->st.st_mode))
        return EISDIR;
    if (!S_ISREG(t->st.st_mode))
        return SAVE_ENOTFILE;
    if (t->st.st_uid != geteuid())
        return SAVE_ENOTOWN;
    if (access(path, W_OK) != 0)
        return errno;
    t->exists = true;
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

/* A temporary name beside path, into name: named in the journal, then
 * made by make (a new file's descriptor, or a link's 0), which answers -1
 * with errno set when it cannot.  What make answered; name "" then. */
static int temporary(const char *path, char *name, size_t size, const struct journal *j,
                     int (*make)(const char *name, const void *arg), const void *arg)
{
    char dir[PATH_SIZE];
    directory_of(path, dir, sizeof dir);
    for (int n = 0; n < 100; n++) {
        if (snprintf(name, size, "%s/%s%ld-%d%s", dir, temp_prefix, (long)getpid(), n,
                     temp_suffix) >= (int)size) {
            errno = ENAMETOOLONG;
            break;
        }
        journal_add(j, name);
        int made = make(name, arg);
        if (made >= 0)
            return made;
        if (errno != EEXIST)
            break;
    }
    int error = errno;
    name[0] = '\0';
    errno = error;
    return -1;
}

static int create_file(const char *name, const void *mode)
{
    return open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, *(const mode_t *)mode);
}

static int link_file(const char *name, const void *old) { return link(old, name); }

/* The whole new file in its temporary file, flushed. */
static int write_temp(struct target *t, const struct save_file *f, const struct journal *j)
{
    /* A new file gets what the umask leaves of rw for all, as any other
     * program's would; an existing one keeps its mode, set below. */
    mode_t mode = t->exists ? 0600 : 0666;
    int fd = temporary(t->path, t->temp, sizeof t->temp, j, create_file, &mode);
    if (fd < 0)
        return errno;
    int error = 0;
    if (t->exists) {
        keep_owner(fd, &t->st);
        if (fchmod(fd, t->st.st_mode & 07777) != 0)
            error = errno;
    }
    for (int i = 0; i < f->count && !error; i++)
        error = write_all(fd, f->parts[i].data, f->parts[i].len);
    if (!error && fsync(fd) != 0)
        error = errno;
    if (close(fd) != 0 && !error)
        error = errno;
    return error;
}

static int write_files(const struct save_file *files, int count, bool own)
{
    struct target t[FILES_MAX];
    if (count < 1 || count > FILES_MAX)
        return EINVAL;
    for (int i = 0; i < count; i++) {
        t[i] = (struct target){.exists = false};
        int error = own ? resolve_own(files[i].path, &t[i]) : resolve_named(files[i].path, &t[i]);
        if (error)
            return error;
    }
    struct journal j;
    journal_begin(&j);
    int error = 0;
    for (int i = 0; i < count && !error; i++)
        error = write_temp(&t[i], &files[i], &j);
    /* The old files keep a second name until every new one is in place,
     * so that a rename that fails can put them back. */
    for (int i = 0; i < count && !error && count > 1; i++)
        if (t[i].exists)
            temporary(t[i].path, t[i].kept, sizeof t[i].kept, &j, link_file, t[i].path);
    int renamed = 0;
    for (; renamed < count && !error; renamed++) {
        if (rename(t[renamed].temp, t[renamed].path) != 0)
            error = errno;
        else
            t[renamed].temp[0] = '\0';
    }
    for (int i = 0; error && i < renamed; i++) {
        if (t[i].kept[0] && rename(t[i].kept, t[i].path) == 0)
            t[i].kept[0] = '\0';
        else if (!t[i].exists)
            unlink(t[i].path);
    }
    for (int i = 0; i < count; i++) {
        if (t[i].temp[0])
            unlink(t[i].temp);
        if (t[i].kept[0])
            unlink(t[i].kept);
        if (!error)
            sync_directory(t[i].path);
    }
    journal_end(&j);
    return error;
}

int save_atomic(const char *path, const char *text, size_t len)
{
    const struct save_part part = {text, len};
    const struct save_file file = {path, &part, 1};
    return write_files(&file, 1, false);
}

int save_atomic_files(const struct save_file *files, int count)
{
    return write_files(files, count, false);
}

int save_own(const char *path, const struct save_part *parts, int count)
{
    const struct save_file file = {path, parts, count};
    int error = make_parents(path);
    return error ? error : write_files(&file, 1, true);
}

/* The record of g, in a new buffer of *len bytes (and a NUL). */
static int record_text(const tb_game *g, const tb_tags *tags, char **text, size_t *len)
{
    *len = tb_record_format(g, tags, NULL, 0);
    if (!(*text = malloc(*len + 1)))
        return ENOMEM;
    tb_record_format(g, tags, *text, *len + 1);
    return 0;
}

int save_record(const char *path, const tb_game *g, const tb_tags *tags)
{
    char *text;
    size_t len;
    int error = record_text(g, tags, &text, &len);
    if (error)
        return error;
    error = save_atomic(path, text, len);
    free(text);
    return error;
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

int state_write(const char *path, const char *text, size_t len)
{
    const struct save_part part = {text, len};
    return save_own(path, &part, 1);
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

/* The lock this process holds on the autosave's directory, or -1. */
static int lock_fd = -1;
static char lock_dir[PATH_SIZE];

/* A descriptor of dir, locked, or -1 with errno set. */
static int lock_directory(const char *dir)
{
    int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0 || flock(fd, LOCK_EX | LOCK_NB) == 0)
        return fd;
    int error = errno;
    close(fd);
    errno = error;
    return -1;
}

int autosave_start(const char *path)
{
    if (lock_fd >= 0) { /* one autosave a process: the one held before is let go */
        close(lock_fd);
        lock_fd = -1;
    }
    int error = make_parents(path);
    if (error)
        return error;
    save_clean_up();
    directory_of(path, lock_dir, sizeof lock_dir);
    /* It stays open: the kernel lets go of the lock when we end. */
    lock_fd = lock_directory(lock_dir);
    return lock_fd < 0 ? errno : 0;
}

/* 0 while this copy holds the lock on the directory the autosave is in
 * (or never had one to hold); when that directory was removed or
 * replaced, the lock is taken on the one there now, if no other copy has
 * it (SAVE_ETAKEN). */
static int still_held(const char *path)
{
    struct stat held, now;
    if (lock_fd < 0 || (fstat(lock_fd, &held) == 0 && stat(lock_dir, &now) == 0 &&
                        held.st_dev == now.st_dev && held.st_ino == now.st_ino))
        return 0;
    int error = make_parents(path);
    if (error)
        return error;
    int fd = lock_directory(lock_dir);
    if (fd < 0)
        return errno == EWOULDBLOCK ? SAVE_ETAKEN : errno;
    close(lock_fd);
    lock_fd = fd;
    return 0;
}

int autosave_write(const char *path, const tb_game *g, const tb_tags *tags)
{
    char *text;
    size_t len;
    int error = still_held(path);
    if (!error)
        error = record_text(g, tags, &text, &len);
    if (error)
        return error;
    const struct save_part part = {text, len};
    error = save_own(path, &part, 1);
    free(text);
    return error;
}

int autosave_remove(const char *path)
{
    int error = still_held(path);
    if (!error && unlink(path) != 0 && errno != ENOENT && errno != ENOTDIR)
        error = errno;
    return error;
}
