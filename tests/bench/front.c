/*
 * front.c - the front end, run in a detached tmux session that nobody
 * watches: the time to its first frame, its resident memory at rest, the
 * CPU it uses while it waits for a key, and the CPU a frame costs; at
 * 80x24, and in projector mode at 160x50, where each frame sets the
 * sentence in large print anew (the width changes every time, through
 * three widths, one more than large print keeps).
 *
 * The CPU times come from /proc/PID/schedstat (nanoseconds on a CPU); a
 * frame is a full redraw, which each change of the window's size asks for.
 * The tmux server is the benchmark's own (tmux -L) and always killed.
 */
#define _POSIX_C_SOURCE 200809L /* popen, kill, nanosleep */
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bench.h"

enum { FRAMES = 100 };

static char server[64];       /* the tmux socket's name; empty when none runs */
static char socket_path[512]; /* its file, removed with the server */

/* Runs tmux on our server with the arguments fmt makes; its exit status. */
__attribute__((format(printf, 1, 2))) static int tmux(const char *fmt, ...)
{
    char command[1024];
    int n = snprintf(command, sizeof command, "tmux -L %s ", server);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(command + n, sizeof command - (size_t)n, fmt, ap);
    va_end(ap);
    strncat(command, " >/dev/null 2>&1", sizeof command - strlen(command) - 1);
    return system(command);
}

static void kill_server(void)
{
    if (server[0])
        tmux("kill-server");
    if (socket_path[0])
        unlink(socket_path);
}

/* What the pane shows, as text; false when tmux did not answer. */
static bool screen(char *out, size_t size)
{
    char command[128];
    snprintf(command, sizeof command, "tmux -L %s capture-pane -p -t bench 2>/dev/null", server);
    FILE *p = popen(command, "r");
    if (!p)
        return false;
    size_t n = fread(out, 1, size - 1, p);
    out[n] = '\0';
    return pclose(p) == 0;
}

static bool blank(const char *text) { return text[strspn(text, " \n")] == '\0'; }

/* What tmux displays for `format` ("#{pane_pid}"), one line, into out. */
static void display(const char *format, char *out, size_t size)
{
    char command[256];
    snprintf(command, sizeof command, "tmux -L %s display -p -t bench '%s' 2>/dev/null", server,
             format);
    first_line(command, out, size);
}

/* Nanoseconds process pid has run, or -1. */
static double cpu_ns(long pid)
{
    char path[64];
    double ns = -1;
    snprintf(path, sizeof path, "/proc/%ld/schedstat", pid);
    FILE *f = fopen(path, "r");
    if (f && fscanf(f, "%lf", &ns) != 1)
        ns = -1;
    if (f)
        fclose(f);
    return ns;
}

/* A field of /proc/pid/status in MB ("VmRSS"), or -1. */
static double status_mb(long pid, const char *field)
{
    char path[64], line[128];
    double kb = -1;
    snprintf(path, sizeof path, "/proc/%ld/status", pid);
    FILE *f = fopen(path, "r");
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, field, strlen(field)) == 0 && line[strlen(field)] == ':')
            kb = atof(line + strlen(field) + 1);
    if (f)
        fclose(f);
    return kb < 0 ? -1 : kb / 1024;
}

static void pause_seconds(double seconds)
{
    struct timespec t = {(time_t)seconds, (long)((seconds - (double)(time_t)seconds) * 1e9)};
    nanosleep(&t, NULL);
}

/* Is process pid still there, and no zombie? */
static bool alive(long pid)
{
    char path[64], state = 'Z';
    snprintf(path, sizeof path, "/proc/%ld/stat", pid);
    FILE *f = fopen(path, "r");
    if (!f)
        return false;
    if (fscanf(f, "%*d (%*[^)]) %c", &state) != 1)
        state = 'Z';
    fclose(f);
    return state != 'Z';
}

/* Ends the session.  The program should end with its terminal; when it
 * has not within 2 s, it is killed and false returned. */
static bool end_session(long pid)
{
    tmux("kill-session -t bench");
    for (int i = 0; i < 100 && pid > 0; i++) {
        if (!alive(pid))
            return true;
        pause_seconds(0.02);
    }
    if (pid > 0)
        kill((pid_t)pid, SIGKILL);
    return pid <= 0;
}

struct front_run {
    double first_frame_ms, rss_mb, peak_mb, idle_cpu_ms, frame_ms;
};

/* A terminal to measure the front end in. */
struct front_setting {
    const char *key, *title, *options;
    int cols, lines;
};

/* One run of the front end: NULL, or why it could not be measured. */
static const char *front_run(const char *program, const struct front_setting *set,
                             double idle_seconds, struct front_run *out)
{
    char text[16384], line[32];
    /* The shell waits for a line before it becomes the program: the clock
     * starts when that line is sent, with tmux long up. */
    if (tmux("new-session -d -s bench -x %d -y %d \"read x; LANG=C.UTF-8 exec '%s' %s\"", set->cols,
             set->lines, program, set->options) != 0)
        return "tmux did not start";
    display("#{pane_pid}", line, sizeof line);
    if (!socket_path[0])
        display("#{socket_path}", socket_path, sizeof socket_path);
    long pid = atol(line);
    const char *why = pid > 0 ? NULL : "tmux did not tell the program's pid";
    pause_seconds(0.2);
    double start = wall_seconds();
    if (!why && tmux("send-keys -t bench Enter") != 0)
        why = "tmux did not send the key";
    while (!why) {
        if (!screen(text, sizeof text))
            why = "tmux did not show the screen";
        else if (!blank(text))
            break;
        else if (wall_seconds() - start > 5)
            why = "no frame within 5 s";
    }
    out->first_frame_ms = (wall_seconds() - start) * 1e3;

    if (!why) {
        pause_seconds(0.5); /* at rest: the first frame drawn, nothing pressed */
        out->rss_mb = status_mb(pid, "VmRSS");
        double idle = cpu_ns(pid);
        pause_seconds(idle_seconds);
        out->idle_cpu_ms = (cpu_ns(pid) - idle) / 1e6;
        double before = cpu_ns(pid);
        for (int i = 0; !why && i < FRAMES; i++) {
            /* Three widths in turn: large print keeps two sentences set. */
            if (tmux("resize-window -t bench -x %d -y %d", set->cols + i % 3, set->lines) != 0)
                why = "tmux did not resize the window";
            pause_seconds(0.01);
        }
        pause_seconds(0.2);
        out->frame_ms = (cpu_ns(pid) - before) / 1e6 / FRAMES;
        out->peak_mb = status_mb(pid, "VmHWM");
        if (!why && (out->rss_mb < 0 || idle < 0 || before < 0 || out->frame_ms <= 0))
            why = "/proc did not tell its memory or CPU time";
    }
    if (!end_session(pid))
        note("the front end was still running 2 s after its terminal closed: killed");
    return why;
}

/* The figures of one setting, from up to 5 runs. */
static void measure(const struct bench_plan *plan, const struct front_setting *set)
{
    struct samples first = {0}, rss = {0}, peak = {0}, idle = {0}, frame = {0};
    int runs = plan->runs < 5 ? plan->runs : 5;
    for (int i = 0; i < runs; i++) {
        struct front_run run = {0};
        const char *why = front_run(plan->program, set, 2, &run);
        if (why) {
            note("a run of the front end (%s) failed: %s", set->title, why);
            continue;
        }
        samples_add(&first, run.first_frame_ms);
        samples_add(&rss, run.rss_mb);
        samples_add(&peak, run.peak_mb);
        samples_add(&idle, run.idle_cpu_ms);
        samples_add(&frame, run.frame_ms);
    }
    if (first.n == 0) {
        note("the front end (%s) could not be measured in tmux", set->title);
        return;
    }
    const struct {
        const char *key, *what, *unit;
        struct samples *s;
    } figures[] = {
        {"first_frame_ms", "first frame, from the program's start", "ms", &first},
        {"rss_mb", "resident memory at rest", "MB", &rss},
        {"peak_mb", "peak resident memory", "MB", &peak},
        {"idle_cpu_ms", "CPU while waiting 2 s for a key", "ms", &idle},
        {"frame_ms", "CPU a frame (a full redraw)", "ms", &frame},
    };
    for (size_t i = 0; i < sizeof figures / sizeof figures[0]; i++) {
        char key[64], what[128];
        snprintf(key, sizeof key, "%s_%s", set->key, figures[i].key);
        snprintf(what, sizeof what, "%s: %s", set->title, figures[i].what);
        figure(key, what, figures[i].unit, figures[i].s);
    }
}

void bench_front_end(const struct bench_plan *plan)
{
    static const struct front_setting settings[] = {
        {"tui", "80x24", "", 80, 24},
        {"projector", "projector, 160x50", "--projector", 160, 50},
    };
    section("The front end, in a tmux nobody watches (wall time, /proc)");
    if (system("command -v tmux >/dev/null 2>&1") != 0 || access(plan->program, X_OK) != 0) {
        note("no tmux or no %s: the front end was not measured", plan->program);
        return;
    }
    snprintf(server, sizeof server, "bench-%ld", (long)getpid());
    atexit(kill_server);
    for (size_t i = 0; i < sizeof settings / sizeof settings[0]; i++)
        measure(plan, &settings[i]);
    kill_server();
    server[0] = socket_path[0] = '\0';
}
