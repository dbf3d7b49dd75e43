/*
 * save.c - game records on disk: the autosave under $XDG_STATE_HOME and the
 * files the player saves or opens.  Every write goes to a temporary file
 * that is flushed and renamed, so a crash leaves the old file or the new,
 * never half of one.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "app/save.h"

/* A record is a few kilobytes; anything much bigger is not one. */
enum { RECORD_MAX = 1 << 20 };

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

/* Flushes the directory holding path, so that the rename lasts too. */
static void sync_directory(const char *path)
{
    char dir[PATH_SIZE];
    const char *slash = strrchr(path, '/');
    if (!slash)
        snprintf(dir, sizeof dir, ".");
    else
        snprintf(dir, sizeof dir, "%.*s", (int)(slash - path + (slash == path)), path);
    int fd = open(dir, O_RDONLY);
    if (fd >= 0) {
        fsync(fd); /* best effort: some file systems refuse it */
        close(fd);
    }
}

int save_atomic(const char *path, const char *text, size_t len)
{
    const struct save_part part = {text, len};
    return save_atomic_parts(path, &part, 1);
}

int save_atomic_parts(const char *path, const struct save_part *parts, int count)
{
    char temp[PATH_SIZE];
    if (snprintf(temp, sizeof temp, "%s.tmp%ld", path, (long)getpid()) >= (int)sizeof temp)
        return ENAMETOOLONG;
    int fd = open(temp, O_WRONLY | O_CREAT | O_EXCL, 0666);
    if (fd < 0 && errno == EEXIST && unlink(temp) == 0) /* left by a crash */
        fd = open(temp, O_WRONLY | O_CREAT | O_EXCL, 0666);
    if (fd < 0)
        return errno;
    int error = 0;
    for (int i = 0; i < count && !error; i++)
        error = write_all(fd, parts[i].data, parts[i].len);
    if (!error && fsync(fd) != 0)
        error = errno;
    if (close(fd) != 0 && !error)
        error = errno;
    if (!error && rename(temp, path) != 0)
        error = errno;
    if (error)
        unlink(temp);
    else
        sync_directory(path);
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

/* Reads the whole file into a new buffer; 0 or an errno value. */
static int read_all(const char *path, char **text, size_t *len)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return errno;
    struct stat st;
    int error = 0;
    if (fstat(fd, &st) != 0)
        error = errno;
    else if (S_ISDIR(st.st_mode))
        error = EISDIR;
    else if (st.st_size > RECORD_MAX)
        error = EFBIG;
    size_t size = error ? 0 : (size_t)st.st_size, have = 0;
    char *buf = error ? NULL : malloc(size + 1);
    if (!error && !buf)
        error = ENOMEM;
    while (!error && have < size) {
        ssize_t n = read(fd, buf + have, size - have);
        if (n < 0 && errno != EINTR)
            error = errno;
        else if (n == 0)
            break;
        else if (n > 0)
            have += (size_t)n;
    }
    close(fd);
    if (error) {
        free(buf);
        return error;
    }
    *text = buf;
    *len = have;
    return 0;
}

tb_game *load_record(const char *path, tb_tags *tags, int *error, tb_error *err)
{
    char *text = NULL;
    size_t len = 0;
    memset(err, 0, sizeof *err);
    if ((*error = read_all(path, &text, &len)) != 0)
        return NULL;
    int status;
    tb_game *g = tb_record_parse(text, len, tags, &status, err);
    free(text);
    if (!g && status == TB_ENOMEM)
        *error = ENOMEM;
    return g;
}

bool xdg_path(const char *variable, const char *under_home, const char *file, char *buf,
              size_t size)
{
    const char *base = getenv(variable);
    const char *home = getenv("HOME");
    int n;
    /* The XDG rule: a relative directory is ignored. */
    if (base && base[0] == '/')
        n = snprintf(buf, size, "%s/tihbat/%s", base, file);
    else if (home && home[0])
        n = snprintf(buf, size, "%s/%s/tihbat/%s", home, under_home, file);
    else
        return false;
    return n > 0 && (size_t)n < size;
}

bool autosave_path(char *buf, size_t size)
{
    return xdg_path("XDG_STATE_HOME", ".local/state", "current.tbg", buf, size);
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

int autosave_write(const char *path, const tb_game *g, const tb_tags *tags)
{
    int error = make_parents(path);
    return error ? error : save_record(path, g, tags);
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
