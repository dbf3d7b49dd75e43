/*
 * i18n.c - the language of the words a person reads: chosen from the
 * locale or --lang, from catalogues beside the program in the build tree or
 * where `make install` put them; and the engine's English, translated.
 */
#define _POSIX_C_SOURCE 200809L /* readlink, setenv, glob */
#include <glob.h>
#include <libintl.h>
#include <locale.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/i18n.h"

/* What the environment asks LC_MESSAGES to be, as setlocale reads it. */
static const char *messages_asked(void)
{
    static const char *const vars[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *value = getenv(vars[i]);
        if (value && value[0])
            return value;
    }
    return NULL;
}

static bool is_c_locale(const char *name)
{
    return !name || strcmp(name, "C") == 0 || strcmp(name, "POSIX") == 0;
}

/* Does dir hold a catalogue of ours, in any language? */
static bool has_catalogues(const char *dir)
{
    char pattern[4096 + sizeof "/*/LC_MESSAGES/tihbat.mo"];
    glob_t found;
    if (snprintf(pattern, sizeof pattern, "%s/*/LC_MESSAGES/tihbat.mo", dir) >= (int)sizeof pattern)
        return false;
    bool any = glob(pattern, GLOB_NOSORT, NULL, &found) == 0;
    if (any)
        globfree(&found);
    return any;
}

/* The catalogues beside the program: build/locale beside build/tihbat,
 * made by `make`; PREFIX/share/locale beside PREFIX/bin/tihbat, wherever
 * `make install` put both; else the directory named at build time. */
static void bind_catalogues(void)
{
    char exe[4096], dir[sizeof exe + sizeof "/../share/locale"];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    exe[n > 0 ? n : 0] = '\0';
    const char *slash = strrchr(exe, '/');
    int len = slash ? (int)(slash - exe) : 0;
    static const char *const beside[] = {"/locale", "/../share/locale"};
    for (size_t i = 0; slash && i < sizeof beside / sizeof beside[0]; i++) {
        snprintf(dir, sizeof dir, "%.*s%s", len, exe, beside[i]);
        if (has_catalogues(dir)) {
            bindtextdomain("tihbat", dir);
            return;
        }
    }
    bindtextdomain("tihbat", LOCALEDIR);
}

void i18n_init(const char *lang)
{
    /* A locale this machine lacks (CI has only C.UTF-8): setlocale fails,
     * but the language it names is still the one wanted. */
    const char *asked = messages_asked(), *language = getenv("LANGUAGE");
    bool wanted = lang != NULL;
    if (!setlocale(LC_ALL, "") && !is_c_locale(asked)) {
        if (!language || !language[0])
            setenv("LANGUAGE", asked, 1);
        wanted = true;
    }
    if (lang)
        setenv("LANGUAGE", lang, 1);
    /* gettext ignores LANGUAGE under the C locale.  When a language was
     * asked for, the catalogues are UTF-8, and so is the terminal then;
     * otherwise C stays C (English, and the board in ASCII). */
    if (wanted && is_c_locale(setlocale(LC_MESSAGES, NULL)))
        setlocale(LC_ALL, "C.UTF-8");
    bind_catalogues();
    textdomain("tihbat");
}

const char *i18n_engine(const char *english) { return _(english); }

/* text in the user's language, into buf; reason stands for an argument
 * of kind TB_ARG_REASON. */
static void translate(const tb_text *text, const char *reason, char *buf, size_t size)
{
    _Static_assert(TB_TEXT_ARGS == 3, "snprintf below takes three");
    const char *args[TB_TEXT_ARGS] = {"", "", ""};
    for (int i = 0; i < text->count && i < TB_TEXT_ARGS; i++) {
        const tb_text_arg *a = &text->args[i];
        args[i] = a->kind == TB_ARG_ENGLISH  ? i18n_engine(a->text)
                  : a->kind == TB_ARG_REASON ? reason
                                             : a->text;
    }
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
    /* Safe: the engine's formats take only %s, at most TB_TEXT_ARGS, and
     * msgfmt --check holds every translation to the conversions of its
     * English. */
    snprintf(buf, size, _(text->format), args[0], args[1], args[2]);
#pragma GCC diagnostic pop
}

void i18n_error(const tb_error *err, char *buf, size_t size)
{
    if (!err->text.format) {
        snprintf(buf, size, "%s", err->message);
        return;
    }
    /* A translation takes up to three bytes a letter. */
    char reason[3 * sizeof err->message] = "";
    if (err->reason.format)
        translate(&err->reason, "", reason, sizeof reason);
    translate(&err->text, reason, buf, size);
}

void i18n_language(char *buf, size_t size)
{
    /* The header of the catalogue in use names its language (it is the
     * translation of "", asked for through a variable that xgettext does not
     * take for a message); English has no catalogue. */
    static const char header_id[] = "";
    const char *header = gettext(header_id), *at = strstr(header, "Language: ");
    size_t n = at ? strcspn(at += strlen("Language: "), "\n") : 0;
    snprintf(buf, size, "%.*s", (int)n, n ? at : "en");
}
