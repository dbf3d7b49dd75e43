/*
 * test_save.c - saves on disk (src/app/save.c): the lock that keeps a
 * second copy off the autosave, held in one process and refused in
 * another, let go when its holder dies; what a killed save leaves, cleaned
 * up at the next start; writing through symbolic links, keeping
 * permissions, refusing what is not a regular file, long names; reading
 * only regular files and pipes, to their end, never blocking on a FIFO; a
 * relative HOME or XDG_STATE_HOME being no home; the puzzles solved,
 * kept beside the autosave.
 */
#define _POSIX_C_SOURCE 200809L /* mkdtemp, setenv, lstat, symlink, fork */
#include <criterion/criterion.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "app/progress.h"
#include "app/save.h"

static char dir[64];

/* A state directory of the test's own: XDG_STATE_HOME, the autosave in it. */
/* Calls visit on every file under path, directories after what they hold. */
static void walk(const char *path, void (*visit)(const char *path, bool is_dir, void *data),
                 void *data)
{
    DIR *d = opendir(path);
    if (d) {
        for (struct dirent *e; (e = readdir(d)) != NULL;) {
            if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
                continue;
            char inner[PATH_SIZE];
            snprintf(inner, sizeof inner, "%s/%s", path, e->d_name);
            walk(inner, visit, data);
        }
        closedir(d);
    }
    visit(path, d != NULL, data);
}

static void remove_file(const char *path, bool is_dir, void *data)
{
    (void)data;
    if ((is_dir ? rmdir(path) : unlink(path)) != 0)
        fprintf(stderr, "could not remove %s: %s\n", path, strerror(errno));
}

static void remove_home(void) { walk(dir, remove_file, NULL); }

/* Each test begins with this, which names the autosave in autosave_file
 * (when it is not NULL); the directory goes when the test's process ends
 * (Criterion runs each test in one of its own). */
static void make_home(char autosave_file[PATH_SIZE])
{
    snprintf(dir, sizeof dir, "/tmp/tihbat-save-XXXXXX");
    cr_assert_not_null(mkdtemp(dir));
    cr_assert_eq(setenv("XDG_STATE_HOME", dir, 1), 0);
    atexit(remove_home);
    if (autosave_file)
        cr_assert(autosave_path(autosave_file, PATH_SIZE));
}

static void path_in(char *buf, size_t size, const char *name)
{
    cr_assert(snprintf(buf, size, "%s/%s", dir, name) < (int)size);
}

/* What a file holds, as a string (at most 4 KiB). */
static const char *contents(const char *path)
{
    static char buf[4096];
    int fd = open(path, O_RDONLY);
    cr_assert(fd >= 0, "%s: %s", path, strerror(errno));
    ssize_t n = read(fd, buf, sizeof buf - 1);
    close(fd);
    cr_assert(n >= 0);
    buf[n] = '\0';
    return buf;
}

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    if (!f)
        abort(); /* what the analyzer understands; Criterion reports the crash */
    fputs(text, f);
    cr_assert_eq(fclose(f), 0);
}

/* ---- The lock ---- */

/* A child that takes the lock, says what autosave_start answered through
 * the pipe, then waits to be killed. */
static pid_t holder(const char *path, int *answer)
{
    int fds[2];
    cr_assert_eq(pipe(fds), 0);
    pid_t pid = fork();
    cr_assert(pid >= 0);
    if (pid == 0) {
        close(fds[0]);
        int got = autosave_start(path);
        if (write(fds[1], &got, sizeof got) != (ssize_t)sizeof got)
            _exit(1);
        for (;;)
            pause();
    }
    close(fds[1]);
    cr_assert_eq(read(fds[0], answer, sizeof *answer), (ssize_t)sizeof *answer);
    close(fds[0]);
    return pid;
}

static void kill_holder(pid_t pid)
{
    int status;
    cr_assert_eq(kill(pid, SIGKILL), 0);
    cr_assert_eq(waitpid(pid, &status, 0), pid);
}

Test(save, lock_is_held_by_one_process_at_a_time)
{
    char path[PATH_SIZE];
    make_home(path);
    int first, second;
    pid_t a = holder(path, &first);
    cr_assert_eq(first, 0, "the first copy did not get the lock: %s", strerror(first));
    pid_t b = holder(path, &second);
    cr_expect_eq(second, EWOULDBLOCK, "a second copy got the lock: %d", second);
    kill_holder(b);
    cr_expect_eq(autosave_start(path), EWOULDBLOCK, "this process got the lock");
    kill_holder(a);
}

Test(save, lock_is_let_go_when_its_holder_dies)
{
    char path[PATH_SIZE];
    make_home(path);
    int first, again;
    pid_t a = holder(path, &first);
    cr_assert_eq(first, 0);
    cr_assert_eq(autosave_start(path), EWOULDBLOCK);
    kill_holder(a); /* SIGKILL: nothing of the program runs, the kernel lets go */
    pid_t b = holder(path, &again);
    cr_expect_eq(again, 0, "the lock of a dead copy was not let go: %d", again);
    kill_holder(b);
    cr_expect_eq(autosave_start(path), 0);
}

Test(save, a_process_holds_one_lock)
{
    char path[PATH_SIZE], other[PATH_SIZE];
    make_home(path);
    path_in(other, sizeof other, "other/current.tbg");
    cr_assert_eq(autosave_start(path), 0);
    cr_assert_eq(autosave_start(other), 0); /* lets go of the first */
    int got;
    pid_t a = holder(path, &got);
    cr_expect_eq(got, 0, "a process kept the lock it held before: %d", got);
    kill_holder(a);
}

/* Removes every file of the state directory but the autosave: what a
 * person or a cleaning program may do while a game runs. */
static void remove_lock_files(const char *path, bool is_dir, void *data)
{
    const char *autosave_file = data;
    if (!is_dir && strcmp(path, autosave_file) != 0)
        cr_assert_eq(unlink(path), 0, "%s: %s", path, strerror(errno));
}

Test(save, lock_holds_when_its_file_is_removed)
{
    char path[PATH_SIZE], state[PATH_SIZE];
    make_home(path);
    int first, second;
    pid_t a = holder(path, &first);
    cr_assert_eq(first, 0);
    path_in(state, sizeof state, "tihbat");
    walk(state, remove_lock_files, path);
    pid_t b = holder(path, &second);
    cr_expect_eq(second, EWOULDBLOCK, "a second copy got the lock once the files were removed");
    kill_holder(b);
    kill_holder(a);
}

Test(save, lock_holds_when_its_directory_is_replaced)
{
    char path[PATH_SIZE], state[PATH_SIZE];
    make_home(path);
    cr_assert_eq(autosave_start(path), 0);
    path_in(state, sizeof state, "tihbat");
    walk(state, remove_file, NULL); /* the whole state directory, gone */
    int other;
    pid_t b = holder(path, &other); /* a copy started since, on a new one */
    cr_assert_eq(other, 0);
    const tb_rules *r = tb_rules_find("tihbat");
    int status;
    tb_game *g = tb_game_new(r, NULL, &status);
    cr_assert_not_null(g);
    cr_assert_eq(tb_game_play(g, 0, NULL), TB_OK);
    int error = autosave_write(path, g, NULL);
    cr_expect_neq(error, 0, "this copy wrote the autosave another copy holds");
    struct stat st;
    cr_expect_eq(lstat(path, &st), -1, "the autosave was written");
    kill_holder(b);
    /* Once the other copy has gone, the lock on the new directory is this one's. */
    cr_expect_eq(autosave_write(path, g, NULL), 0);
    cr_expect_eq(lstat(path, &st), 0);
    tb_game_free(g);
}

Test(save, lock_makes_the_state_directory)
{
    char path[PATH_SIZE], state[PATH_SIZE];
    make_home(path);
    cr_assert_eq(autosave_start(path), 0);
    struct stat st;
    cr_expect_eq(stat(path, &st), -1, "the lock wrote an autosave");
    path_in(state, sizeof state, "tihbat");
    cr_expect(stat(state, &st) == 0 && S_ISDIR(st.st_mode));
}

/* ---- What a killed save leaves ---- */

/* A journal naming temp, as a save in progress writes it. */
static int plant_journal(const char *name, const char *temp)
{
    char journal[PATH_SIZE], line[PATH_SIZE + 2];
    snprintf(journal, sizeof journal, "%s/tihbat/%s", dir, name);
    snprintf(line, sizeof line, "%s\n", temp);
    write_file(journal, line);
    write_file(temp, "[Rules \"tihbat\"]\n\n1. A");
    return open(journal, O_RDONLY);
}

Test(save, start_removes_what_a_killed_save_left)
{
    char path[PATH_SIZE], other[PATH_SIZE / 2], temp[PATH_SIZE], journal[PATH_SIZE];
    make_home(path);
    cr_assert_eq(autosave_start(path), 0); /* makes the directory */
    path_in(other, sizeof other, "elsewhere");
    cr_assert_eq(mkdir(other, 0700), 0);
    snprintf(temp, sizeof temp, "%s/.tihbat-99999-0.tmp", other);
    close(plant_journal("saving-99999", temp));
    pid_t pid = fork();
    cr_assert(pid >= 0);
    if (pid == 0) /* the next start, in another process */
        _exit(autosave_start(path) == 0 ? 0 : 1);
    int status;
    cr_assert_eq(waitpid(pid, &status, 0), pid);
    struct stat st;
    cr_expect_eq(lstat(temp, &st), -1, "%s is still there", temp);
    snprintf(journal, sizeof journal, "%s/tihbat/saving-99999", dir);
    cr_expect_eq(lstat(journal, &st), -1, "the journal is still there");
}

Test(save, start_leaves_a_save_in_progress_alone)
{
    char path[PATH_SIZE], temp[PATH_SIZE];
    make_home(path);
    cr_assert_eq(autosave_start(path), 0);
    snprintf(temp, sizeof temp, "%s/tihbat/.tihbat-99998-0.tmp", dir);
    int fd = plant_journal("saving-99998", temp);
    cr_assert(fd >= 0);
    cr_assert_eq(flock(fd, LOCK_EX), 0); /* as the copy saving now holds it */
    pid_t pid = fork();
    cr_assert(pid >= 0);
    if (pid == 0)
        _exit(autosave_start(path) == EWOULDBLOCK ? 0 : 1);
    int status;
    cr_assert_eq(waitpid(pid, &status, 0), pid);
    struct stat st;
    cr_expect_eq(lstat(temp, &st), 0, "a save in progress lost its file");
    close(fd);
}

Test(save, start_removes_only_temporary_files)
{
    char path[PATH_SIZE], victim[PATH_SIZE];
    make_home(path);
    cr_assert_eq(autosave_start(path), 0);
    path_in(victim, sizeof victim, "game.tbg");
    close(plant_journal("saving-99997", victim));
    pid_t pid = fork();
    cr_assert(pid >= 0);
    if (pid == 0) {
        autosave_start(path);
        _exit(0);
    }
    int status;
    cr_assert_eq(waitpid(pid, &status, 0), pid);
    struct stat st;
    cr_expect_eq(lstat(victim, &st), 0, "a journal made it remove a file not its own");
}

/* ---- Writing ---- */

static const char record[] = "[Rules \"tihbat\"]\n\n1. A *\n";

Test(save, writes_through_a_symbolic_link)
{
    make_home(NULL);
    char target[PATH_SIZE], link[PATH_SIZE];
    path_in(target, sizeof target, "target.tbg");
    path_in(link, sizeof link, "link.tbg");
    write_file(target, "old");
    cr_assert_eq(symlink("target.tbg", link), 0);
    cr_assert_eq(save_atomic(link, record, strlen(record)), 0);
    struct stat st;
    cr_assert_eq(lstat(link, &st), 0);
    cr_expect(S_ISLNK(st.st_mode), "the link was replaced by a file");
    cr_expect_str_eq(contents(target), record);
}

Test(save, refuses_a_link_to_nothing)
{
    make_home(NULL);
    char link[PATH_SIZE];
    path_in(link, sizeof link, "dangling.tbg");
    cr_assert_eq(symlink("nowhere/none.tbg", link), 0);
    cr_expect_eq(save_atomic(link, record, strlen(record)), SAVE_EDANGLING);
    struct stat st;
    cr_assert_eq(lstat(link, &st), 0);
    cr_expect(S_ISLNK(st.st_mode));
    cr_expect_str_neq(save_strerror(SAVE_EDANGLING), "");
}

Test(save, keeps_permissions)
{
    make_home(NULL);
    char path[PATH_SIZE];
    path_in(path, sizeof path, "shared.tbg");
    write_file(path, "old");
    cr_assert_eq(chmod(path, 0640), 0);
    cr_assert_eq(save_atomic(path, record, strlen(record)), 0);
    struct stat st;
    cr_assert_eq(stat(path, &st), 0);
    cr_expect_eq(st.st_mode & 07777, 0640, "mode %o", (unsigned)(st.st_mode & 07777));
    cr_expect_str_eq(contents(path), record);
}

Test(save, refuses_what_is_not_a_regular_file)
{
    make_home(NULL);
    char fifo[PATH_SIZE];
    path_in(fifo, sizeof fifo, "fifo.tbg");
    cr_assert_eq(mkfifo(fifo, 0600), 0);
    cr_expect_eq(save_atomic(fifo, record, strlen(record)), SAVE_ENOTFILE);
    struct stat st;
    cr_assert_eq(lstat(fifo, &st), 0);
    cr_expect(S_ISFIFO(st.st_mode), "the FIFO was replaced");
    /* Refused before anything is written: /dev/null stays a device. */
    cr_expect_eq(save_atomic("/dev/null", record, strlen(record)), SAVE_ENOTFILE);
    cr_assert_eq(stat("/dev/null", &st), 0);
    cr_expect(S_ISCHR(st.st_mode));
    cr_expect_eq(save_atomic(dir, record, strlen(record)), EISDIR);
}

Test(save, a_name_of_250_bytes)
{
    make_home(NULL);
    char name[251], path[PATH_SIZE];
    memset(name, 'g', 246);
    memcpy(name + 246, ".tbg", 5);
    path_in(path, sizeof path, name);
    cr_expect_eq(save_atomic(path, record, strlen(record)), 0);
    cr_expect_str_eq(contents(path), record);
}

static void expect_no_temporary(const char *path, bool is_dir, void *data)
{
    (void)is_dir, (void)data;
    const char *name = strrchr(path, '/') + 1;
    cr_expect(strncmp(name, ".tihbat-", 8) != 0 && strncmp(name, "saving-", 7) != 0, "%s was left",
              path);
}

Test(save, leaves_no_temporary_file)
{
    char path[PATH_SIZE], autosave_file[PATH_SIZE];
    make_home(autosave_file);
    cr_assert_eq(autosave_start(autosave_file), 0);
    path_in(path, sizeof path, "game.tbg");
    cr_assert_eq(save_atomic(path, record, strlen(record)), 0);
    walk(dir, expect_no_temporary, NULL);
}

/* The program's own files: only a regular file of this user's is read
 * or replaced, never through a link. */
Test(save, own_files_are_never_written_through_a_link)
{
    char path[PATH_SIZE], precious[PATH_SIZE], state[PATH_SIZE / 2];
    make_home(NULL);
    path_in(state, sizeof state, "tihbat");
    cr_assert_eq(mkdir(state, 0700), 0);
    path_in(precious, sizeof precious, "precious.txt");
    write_file(precious, "the user's own\n");
    const char *names[] = {"puzzles.txt", "lessons", "current.tbg"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        snprintf(path, sizeof path, "%s/%s", state, names[i]);
        cr_assert_eq(symlink(precious, path), 0);
        int error = state_write(path, "written\n", 8);
        cr_expect_neq(error, 0, "%s: written through its link", names[i]);
        cr_expect(strstr(save_strerror(error), "symbolic link"), "%s: %s", names[i],
                  save_strerror(error));
        cr_expect_str_eq(contents(precious), "the user's own\n");
        char *text = NULL;
        size_t len;
        error = state_read(path, &text, &len);
        cr_expect(error != 0 && strstr(save_strerror(error), "symbolic link"),
                  "%s read through its link: %s", names[i], save_strerror(error));
        free(text);
        struct stat st;
        cr_expect(lstat(path, &st) == 0 && S_ISLNK(st.st_mode), "%s: the link went", names[i]);
    }
}

Test(save, own_files_of_another_user_stay)
{
    if (geteuid() != 0)
        cr_skip_test("only root can give a file to another user");
    char path[PATH_SIZE], state[PATH_SIZE];
    make_home(NULL);
    path_in(state, sizeof state, "tihbat");
    cr_assert_eq(mkdir(state, 0700), 0);
    path_in(path, sizeof path, "tihbat/puzzles.txt");
    write_file(path, "theirs\n");
    cr_assert_eq(chown(path, 65534, 65534), 0);
    int error = state_write(path, "written\n", 8);
    cr_expect(error != 0 && strstr(save_strerror(error), "another user"), "%s",
              save_strerror(error));
    cr_expect_str_eq(contents(path), "theirs\n");
    char *text = NULL;
    size_t len;
    cr_expect_neq(state_read(path, &text, &len), 0);
    free(text);
}

Test(save, own_files_never_wait_on_a_fifo)
{
    alarm(30); /* a read that waits is a test that fails */
    char path[PATH_SIZE], state[PATH_SIZE];
    make_home(NULL);
    path_in(state, sizeof state, "tihbat");
    cr_assert_eq(mkdir(state, 0700), 0);
    path_in(path, sizeof path, "tihbat/lessons");
    cr_assert_eq(mkfifo(path, 0600), 0);
    char *text = NULL;
    size_t len;
    cr_expect_eq(state_read(path, &text, &len), SAVE_ENOTFILE);
    cr_expect_eq(state_write(path, "x\n", 2), SAVE_ENOTFILE);
    free(text);
}

/* ---- Reading ---- */

Test(save, reads_a_pipe_to_its_end)
{
    make_home(NULL);
    int fds[2];
    cr_assert_eq(pipe(fds), 0);
    pid_t pid = fork();
    cr_assert(pid >= 0);
    if (pid == 0) { /* two writes: the reader must not stop after the first */
        close(fds[0]);
        size_t half = strlen(record) / 2;
        if (write(fds[1], record, half) < 0)
            _exit(1);
        nanosleep(&(struct timespec){0, 100000000L}, NULL);
        if (write(fds[1], record + half, strlen(record) - half) < 0)
            _exit(1);
        _exit(0);
    }
    close(fds[1]);
    char path[64];
    snprintf(path, sizeof path, "/dev/fd/%d", fds[0]);
    int error;
    tb_error err;
    tb_game *g = load_record(path, LOAD_FILE_OR_PIPE, NULL, &error, &err);
    cr_expect_not_null(g, "error %d: %s", error, err.message);
    cr_expect_eq(g ? tb_game_length(g) : -1, 1);
    tb_game_free(g);
    close(fds[0]);
    waitpid(pid, NULL, 0);
}

Test(save, never_blocks_on_a_fifo)
{
    make_home(NULL);
    char fifo[PATH_SIZE];
    path_in(fifo, sizeof fifo, "fifo.tbg");
    cr_assert_eq(mkfifo(fifo, 0600), 0);
    int error;
    tb_error err;
    cr_expect_null(load_record(fifo, LOAD_FILE, NULL, &error, &err));
    cr_expect_eq(error, SAVE_ENOTFILE, "error %d", error);
    /* As --load takes it: a FIFO nobody writes is empty. */
    cr_expect_null(load_record(fifo, LOAD_FILE_OR_PIPE, NULL, &error, &err));
    cr_expect_eq(error, 0, "error %d", error);
    cr_expect_neq(err.message[0], '\0');
    cr_expect_null(load_record("/dev/zero", LOAD_FILE_OR_PIPE, NULL, &error, &err));
    cr_expect_eq(error, SAVE_ENOTFILE, "error %d", error);
}

Test(save, says_permission_denied)
{
    make_home(NULL);
    char path[PATH_SIZE];
    path_in(path, sizeof path, "private.tbg");
    write_file(path, record);
    cr_assert_eq(chmod(path, 0), 0);
    cr_assert_eq(chmod(dir, 0755), 0);
    /* root reads anything: the reader is nobody then, and the file its own. */
    if (geteuid() == 0)
        cr_assert_eq(chown(path, 65534, 65534), 0);
    pid_t pid = fork();
    cr_assert(pid >= 0);
    if (pid == 0) {
        /* root reads anything: the reader is nobody then. */
        if (geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0))
            _exit(2);
        int error;
        tb_error err;
        tb_game *g = load_record(path, LOAD_FILE, NULL, &error, &err);
        _exit(!g && error == EACCES ? 0 : 1);
    }
    int status;
    cr_assert_eq(waitpid(pid, &status, 0), pid);
    cr_expect(WIFEXITED(status) && WEXITSTATUS(status) == 0, "not EACCES (status %d)", status);
}

/* The autosave cut short after every byte, then each byte in turn made
 * 0xff (not ASCII, not UTF-8, no token of a record): what is read is the
 * game the file still holds, its moves the first of the record's, or the
 * file is refused as no record (error 0, the reason said), and set aside
 * with its bytes unchanged.  Never another error, which would leave it in
 * place.  The front end's answer to each outcome is
 * tests/tui/test_fault_corrupt_save.sh's. */
static void expect_whole_or_set_aside(const char *autosave_file, const char *text, size_t len,
                                      const char *what, size_t at)
{
    static const int moves[] = {0, 2, 1}; /* A C B */
    int fd = open(autosave_file, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    cr_assert(fd >= 0 && write(fd, text, len) == (ssize_t)len, "%s", strerror(errno));
    cr_assert_eq(close(fd), 0);
    int error;
    tb_error err;
    tb_tags tags = {0};
    tb_game *g = load_record(autosave_file, LOAD_FILE, &tags, &error, &err);
    if (g) {
        int length = tb_game_length(g);
        cr_expect_leq(length, 3, "%s %zu: %d moves", what, at, length);
        for (int ply = 0; ply < length && ply < 3; ply++)
            cr_expect_eq(tb_game_move_at(g, ply), moves[ply], "%s %zu: move %d is %d", what, at,
                         ply + 1, tb_game_move_at(g, ply));
        tb_game_free(g);
        return;
    }
    cr_expect(error == 0 || error == EFBIG, "%s %zu: error %d", what, at, error);
    cr_expect(error != 0 || err.message[0], "%s %zu: refused without a reason", what, at);
    char aside[PATH_SIZE];
    cr_assert_eq(save_set_aside(autosave_file, aside, sizeof aside), 0, "%s %zu", what, at);
    cr_expect_eq(access(autosave_file, F_OK), -1, "%s %zu: the file is still there", what, at);
    char kept[256];
    fd = open(aside, O_RDONLY);
    cr_assert(fd >= 0, "%s %zu: %s: %s", what, at, aside, strerror(errno));
    ssize_t n = read(fd, kept, sizeof kept);
    close(fd);
    cr_expect(n == (ssize_t)len && memcmp(kept, text, len) == 0,
              "%s %zu: the file set aside was changed", what, at);
    cr_assert_eq(unlink(aside), 0);
}

Test(save, an_autosave_cut_or_spoilt_at_every_byte)
{
    static const char good[] = "[Rules \"tihbat\"]\n[Player1 \"Amina\"]\n[Player2 \"Youssef\"]\n"
                               "[Result \"*\"]\n\n1. A C 2. B *\n";
    char autosave_file[PATH_SIZE], text[sizeof good];
    make_home(autosave_file);
    cr_assert_eq(make_parents(autosave_file), 0);
    size_t size = sizeof good - 1;
    for (size_t cut = 0; cut < size; cut++)
        expect_whole_or_set_aside(autosave_file, good, cut, "cut after", cut);
    for (size_t at = 0; at < size; at++) {
        memcpy(text, good, size);
        text[at] = (char)0xff;
        expect_whole_or_set_aside(autosave_file, text, size, "spoilt byte", at);
    }
}

/* ---- Where the autosave is ---- */

Test(save, relative_homes_are_no_home)
{
    make_home(NULL);
    char path[PATH_SIZE];
    cr_assert_eq(setenv("XDG_STATE_HOME", "state", 1), 0);
    cr_assert_eq(setenv("HOME", "/home/amina", 1), 0);
    cr_assert(autosave_path(path, sizeof path));
    cr_expect_str_eq(path, "/home/amina/.local/state/tihbat/current.tbg");
    cr_assert_eq(setenv("HOME", "amina", 1), 0);
    cr_expect_not(autosave_path(path, sizeof path), "a relative HOME gave %s", path);
    cr_assert_eq(setenv("XDG_STATE_HOME", "/var/state", 1), 0);
    cr_assert(autosave_path(path, sizeof path));
    cr_expect_str_eq(path, "/var/state/tihbat/current.tbg");
}

/* ---- The puzzles solved (progress.c) ---- */

Test(progress, kept_and_read_back)
{
    make_home(NULL);
    const tb_rules *r = tb_rules_find("tihbat");
    tb_position pos;
    char key[PROGRESS_KEY], path[PATH_SIZE];
    cr_assert_eq(tb_position_parse(r, "2,8,2,0:1:6,10", &pos, NULL), TB_OK);
    progress_key(r, &pos, key);
    cr_assert_str_eq(key, "tihbat 2,8,2,0:1:6,10");
    struct progress p;
    cr_assert_eq(progress_load(&p), 0); /* no file yet: nothing solved */
    cr_assert_not(progress_solved(&p, key));
    cr_assert_eq(progress_add(&p, key), 0);
    cr_assert_eq(progress_add(&p, key), 0); /* once is enough */
    progress_free(&p);
    cr_assert_eq(progress_load(&p), 0);
    cr_assert(progress_solved(&p, key));
    cr_assert_eq(p.n, 1);
    progress_free(&p);
    /* Lines that name no puzzle, or name one another way, are dropped. */
    snprintf(path, sizeof path, "%s/tihbat/puzzles.txt", dir);
    FILE *f = fopen(path, "a");
    if (!f)
        cr_assert_fail("cannot open %s", path);
    fputs("chess e4\ntihbat 2,8,2,0:1:6,10 \ntihbat 99,0,0,0:1:0,0\nbakuk 6,6,6,6,6,6:1:0,0\n", f);
    cr_assert_eq(fclose(f), 0);
    cr_assert_eq(progress_load(&p), 0);
    cr_assert_eq(p.n, 2);
    cr_assert(progress_solved(&p, "bakuk 6,6,6,6,6,6:1:0,0"));
    progress_free(&p);
}

Test(progress, what_another_copy_added_is_kept)
{
    make_home(NULL);
    struct progress a, b;
    cr_assert_eq(progress_load(&a), 0);
    cr_assert_eq(progress_load(&b), 0);
    cr_assert_eq(progress_add(&a, "tihbat 2,8,2,0:1:6,10"), 0);
    cr_assert_eq(progress_add(&b, "tihbat 0,1,2,21:2:4,0"), 0);
    progress_free(&a);
    progress_free(&b);
    cr_assert_eq(progress_load(&a), 0);
    cr_assert_eq(a.n, 2);
    progress_free(&a);
}

Test(progress, a_file_that_cannot_be_read_is_left_alone)
{
    make_home(NULL);
    char path[PATH_SIZE];
    snprintf(path, sizeof path, "%s/tihbat", dir);
    cr_assert_eq(mkdir(path, 0700), 0);
    snprintf(path, sizeof path, "%s/tihbat/puzzles.txt", dir);
    cr_assert_eq(mkdir(path, 0700), 0); /* a directory where the file should be */
    struct progress p;
    cr_assert_neq(progress_load(&p), 0);
    cr_assert_neq(progress_add(&p, "tihbat 2,8,2,0:1:6,10"), 0);
    struct stat st;
    cr_assert_eq(stat(path, &st), 0);
    cr_assert(S_ISDIR(st.st_mode));
    progress_free(&p);
}

/* The files in the state directory whose names begin with prefix: how
 * many, the last one's path in found. */
static int files_named(const char *prefix, char *found, size_t size)
{
    char state[PATH_SIZE / 2];
    snprintf(state, sizeof state, "%s/tihbat", dir);
    DIR *d = opendir(state);
    cr_assert_not_null(d);
    int n = 0;
    for (struct dirent *e; d && (e = readdir(d)) != NULL;)
        if (strncmp(e->d_name, prefix, strlen(prefix)) == 0) {
            snprintf(found, size, "%s/%s", state, e->d_name);
            n++;
        }
    if (d)
        closedir(d);
    return n;
}

Test(progress, a_file_with_lines_not_puzzles_is_moved_aside)
{
    make_home(NULL);
    char path[PATH_SIZE], aside[PATH_SIZE];
    const char *text = "# Tihbat: the puzzles solved\n"
                       "tihbat 2,8,2,0:1:6,10\n"
                       "my notes: puzzle 3 was hard\n"
                       "bakuk 6,6,6,6,6,6:1:0,0\n";
    snprintf(path, sizeof path, "%s/tihbat", dir);
    cr_assert_eq(mkdir(path, 0700), 0);
    snprintf(path, sizeof path, "%s/tihbat/puzzles.txt", dir);
    write_file(path, text);
    struct progress p;
    cr_assert_eq(progress_load(&p), 0);
    cr_expect(progress_solved(&p, "tihbat 2,8,2,0:1:6,10"));
    cr_expect(progress_solved(&p, "bakuk 6,6,6,6,6,6:1:0,0"));
    cr_assert_eq(progress_add(&p, "tihbat 0,1,2,21:2:4,0"), 0);
    progress_free(&p);
    /* The lines a person wrote are in the file set aside, as they were. */
    cr_assert_eq(files_named("puzzles.txt.broken-", aside, sizeof aside), 1,
                 "the file was not set aside");
    cr_expect_str_eq(contents(aside), text);
    cr_assert_eq(progress_load(&p), 0);
    cr_expect_eq(p.n, 3, "the puzzles it named were not kept: %d", p.n);
    progress_free(&p);
}

Test(progress, says_why_an_unreadable_file_cannot_be_kept)
{
    make_home(NULL);
    char path[PATH_SIZE];
    snprintf(path, sizeof path, "%s/tihbat", dir);
    cr_assert_eq(mkdir(path, 0755), 0);
    cr_assert_eq(chmod(dir, 0755), 0);
    snprintf(path, sizeof path, "%s/tihbat/puzzles.txt", dir);
    write_file(path, "tihbat 2,8,2,0:1:6,10\n");
    cr_assert_eq(chmod(path, 0), 0);
    if (geteuid() == 0)
        cr_assert_eq(chown(path, 65534, 65534), 0);
    pid_t pid = fork();
    cr_assert(pid >= 0);
    if (pid == 0) {
        /* root reads anything: the reader is nobody then, and the file its own. */
        if (geteuid() == 0 && (setgid(65534) != 0 || setuid(65534) != 0))
            _exit(2);
        struct progress p;
        int loaded = progress_load(&p), added = progress_add(&p, "tihbat 0,1,2,21:2:4,0");
        progress_free(&p);
        _exit(loaded == EACCES && added == EACCES ? 0 : 10 + (added == ENOENT));
    }
    int status;
    cr_assert_eq(waitpid(pid, &status, 0), pid);
    cr_expect(WIFEXITED(status) && WEXITSTATUS(status) == 0,
              "not EACCES when solving a puzzle (status %d; 11: ENOENT)", status);
}
