/*
 * test_i18n.c - the languages (src/app/i18n.c): which translations are
 * used (those whose conversions take the English's arguments, every one of
 * the catalogues built from src/po among them), and which locale names are
 * names.
 */
#define _POSIX_C_SOURCE 200809L /* readlink, setenv */
#include <criterion/criterion.h>
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/i18n.h"

Test(i18n, formats_that_fit)
{
    cr_expect(i18n_format_fits("%s plays now.", "%s spielt jetzt."));
    cr_expect(i18n_format_fits("no arguments", "keine Argumente"));
    cr_expect(i18n_format_fits("%s sows from %c: %d seeds", "%1$s, %3$d aus %2$c"));
    cr_expect(i18n_format_fits("%d%% done", "%d %% fertig"));
    cr_expect(i18n_format_fits("%5d|%-3s", "%-7d|%s"));
    cr_expect(i18n_format_fits("%ld positions", "%ld Stellungen"));
    cr_expect(i18n_format_fits("%d", "%i"));
}

Test(i18n, formats_that_do_not)
{
    cr_expect_not(i18n_format_fits("%s at ply %d", "%s im Halbzug %s"), "a number as a string");
    cr_expect_not(i18n_format_fits("%s at ply %d", "%s"), "an argument left out");
    cr_expect_not(i18n_format_fits("%s", "%s %s"), "an argument that is not there");
    cr_expect_not(i18n_format_fits("%s", "%n%s"), "%%n");
    cr_expect_not(i18n_format_fits("%d", "%ld"), "a long for an int");
    cr_expect_not(i18n_format_fits("%d", "%*d"), "a width read from the arguments");
    cr_expect_not(i18n_format_fits("%d", "%99999999d"), "a width that stalls printf");
    cr_expect_not(i18n_format_fits("%s %s", "%2$s %s"), "positions mixed with order");
    cr_expect_not(i18n_format_fits("%s %d %s", "%1$s %3$s"), "a position left out");
    cr_expect_not(i18n_format_fits("%s %d", "%1$s %2$s"), "a position of another type");
    cr_expect_not(i18n_format_fits("%s", "%3$s"), "a position past the end");
    cr_expect_not(i18n_format_fits("%s %d %s", "%0$s %d %s"), "position 0");
    cr_expect_not(i18n_format_fits("%d %d", "%*0$d"), "position 0 of a width");
    cr_expect_not(i18n_format_fits("%s", "%"), "a format cut short");
    cr_expect_not(i18n_format_fits("%s", "%y"), "no such conversion");
}

Test(i18n, locale_names)
{
    static const char *const names[] = {
        "C",           "POSIX",          "C.UTF-8",           "de",   "de_DE",
        "de_DE.UTF-8", "ca_ES@valencia", "sr_RS.UTF-8@latin", "bn-BD"};
    static const char *const not_names[] = {
        "",    "..",  ".",     "../de",  "/usr/share/locale", "de/../../x", "de DE", "de\n",
        "_de", "-de", "de:en", "\x1b[2J"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        cr_expect(i18n_locale_name(names[i]), "%s refused", names[i]);
    for (size_t i = 0; i < sizeof not_names / sizeof not_names[0]; i++)
        cr_expect_not(i18n_locale_name(not_names[i]), "'%s' taken", not_names[i]);
}

Test(i18n, languages)
{
    char list[64];
    i18n_languages(list, sizeof list);
    cr_expect_str_eq(list, "en, de, hu, bn, ca, es");
    cr_expect(i18n_has_language("en"));
    cr_expect(i18n_has_language("bn"));
    cr_expect_not(i18n_has_language("xx"));
    cr_expect_not(i18n_has_language("../de"));
    cr_expect_not(i18n_has_language(""));
}

/* ---- Every translation of the catalogues is used ---- */

static uint32_t word_at(const unsigned char *mo, size_t size, uint32_t at)
{
    cr_assert(at + 4 <= size, "a catalogue cut short");
    return (uint32_t)mo[at] | (uint32_t)mo[at + 1] << 8 | (uint32_t)mo[at + 2] << 16 |
           (uint32_t)mo[at + 3] << 24;
}

/* The string the table entry at `at` points to, with its length. */
static const char *string_at(const unsigned char *mo, size_t size, uint32_t at, uint32_t *len)
{
    *len = word_at(mo, size, at);
    uint32_t offset = word_at(mo, size, at + 4);
    cr_assert(offset + *len < size);
    return (const char *)mo + offset;
}

/* Checks every translation of one .mo file (little-endian, as msgfmt
 * writes it here); returns how many it checked. */
static int check_catalogue(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        abort(); /* what the analyzer understands; Criterion reports the crash */
    static unsigned char mo[1 << 20];
    size_t size = fread(mo, 1, sizeof mo, f);
    fclose(f);
    cr_assert_eq(word_at(mo, size, 0), 0x950412deu, "%s is not a catalogue", path);
    uint32_t n = word_at(mo, size, 8), originals = word_at(mo, size, 12),
             translations = word_at(mo, size, 16);
    int checked = 0;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t olen, tlen;
        const char *english = string_at(mo, size, originals + 8 * i, &olen);
        const char *translated = string_at(mo, size, translations + 8 * i, &tlen);
        if (olen == 0)
            continue; /* the header */
        const char *plural = strlen(english) < olen ? english + strlen(english) + 1 : NULL;
        for (const char *form = translated; form < translated + tlen; form += strlen(form) + 1) {
            bool fits =
                i18n_format_fits(english, form) || (plural && i18n_format_fits(plural, form));
            cr_expect(fits, "%s: the translation of \"%s\" is never used: \"%s\"", path, english,
                      form);
            checked++;
        }
    }
    return checked;
}

Test(i18n, every_translation_of_the_catalogues_fits)
{
    /* The catalogues beside the tests, as beside the program. */
    char exe[4096], dir[4200];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    cr_assert(n > 0);
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (!slash)
        abort();
    *slash = '\0';
    snprintf(dir, sizeof dir, "%s/locale", exe);
    DIR *d = opendir(dir);
    if (!d)
        abort(); /* no catalogues beside the tests: `make unit` builds them */
    int languages = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        if (e->d_name[0] == '.')
            continue;
        char path[sizeof dir + 300];
        snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/tihbat.mo", dir, e->d_name);
        cr_expect(check_catalogue(path) > 300, "%s has few translations", path);
        languages++;
    }
    closedir(d);
    cr_expect_eq(languages, 5);
}
