/*
 * installed.c - the files that come with the program, found from where it
 * runs (see installed.h): the kernel's link to the running program, not
 * argv[0] or PATH, which the caller chooses.
 */
#define _POSIX_C_SOURCE 200809L /* readlink */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "app/installed.h"

bool installed_path(const char *relative, char *buf, size_t size)
{
    char exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return false;
    exe[n] = '\0';
    const char *slash = strrchr(exe, '/');
    int len = slash ? (int)(slash - exe) : 0;
    return slash && snprintf(buf, size, "%.*s/%s", len, exe, relative) < (int)size;
}
