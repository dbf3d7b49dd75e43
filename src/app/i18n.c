/*
 * i18n.c - the language of the words a person reads: chosen from the
 * locale or --lang, from catalogues beside the program in the build tree or
 * where `make install` put them; and the engine's English, translated.
 */
#include <libintl.h>
#include <locale.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
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

/* build/locale beside build/tihbat, made by `make`; else the installed
 * ones.  A directory, not just a name: /usr/bin/locale is a program. */
static void bind_catalogues(void)
{
    char exe[4096], dir[sizeof exe + sizeof "/locale"];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    exe[n > 0 ? n : 0] = '\0';
    const char *slash = strrchr(exe, '/');
    struct stat st;
    if (slash && snprintf(dir, sizeof dir, "%.*s/locale", (int)(slash - exe), exe) > 0 &&
        stat(dir, &st) == 0 && S_ISDIR(st.st_mode))
        bindtextdomain("tihbat", dir);
    else
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

/* text in the user's language, into buf; reason, when not NULL, stands
 * for its last argument. */
static void translate(const tb_text *text, const char *reason, char *buf, size_t size)
{
    const char *args[TB_TEXT_ARGS];
    for (int i = 0; i < TB_TEXT_ARGS; i++)
        args[i] = text->own >> i & 1 ? i18n_engine(text->args[i]) : text->args[i];
    if (reason && text->count > 0)
        args[text->count - 1] = reason;
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
    char reason[3 * sizeof err->message];
    if (err->reason.format)
        translate(&err->reason, NULL, reason, sizeof reason);
    translate(&err->text, err->reason.format ? reason : NULL, buf, size);
}

void i18n_language(char *buf, size_t size)
{
    /* The header of the catalogue in use names its language (it is the
     * translation of "", asked for through a variable that xgettext does not
     * take for a message); English has no catalogue. */
    static const char header_id[] = "";
    const char *header = gettext(header_id), *at = strstr(header, "Language: ");
    size_t n = at ? strcspn(at += strlen("Language: "), "\n") : 0;
    snprintf(buf, size, "%.*s", n ? (int)n : 2, n ? at : "en");
}
