/*
 * installed.h - where the files that come with the program are: beside
 * it, wherever it was put (build/locale beside build/tihbat; PREFIX/share
 * beside PREFIX/bin/tihbat, or /usr/share beside /usr/games/tihbat), so
 * that a program built for any PREFIX, or moved, finds its own.
 */
#ifndef TIHBAT_APP_INSTALLED_H
#define TIHBAT_APP_INSTALLED_H

#include <stdbool.h>
#include <stddef.h>

/* The path `relative` ("../share/locale") from the running program's
 * directory, in buf: false when the program cannot say where it is or the
 * path does not fit. */
bool installed_path(const char *relative, char *buf, size_t size);

#endif
