/*
 * i18n.c - the language of the words a person reads: chosen from the
 * locale or --lang, from catalogues beside the program in the build tree or
 * where `make install` put them; and the engine's English, translated.
 */
#include <langinfo.h>
#include <libintl.h>
#include <locale.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
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

/* Does a locale's name say UTF-8 ("de_DE.UTF-8", "C.utf8")? */
static bool names_utf8(const char *name)
{
    const char *dot = name ? strchr(name, '.') : NULL;
    return dot && (strncasecmp(dot, ".UTF-8", 6) == 0 || strncasecmp(dot, ".utf8", 5) == 0);
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

/* The character set of the terminal's own locale, before --lang. */
static bool terminal_utf8, terminal_ascii;

void i18n_init(const char *lang)
{
    /* A locale this machine lacks (CI has only C.UTF-8): setlocale fails,
     * but the language it names is still the one wanted. */
    const char *asked = messages_asked(), *language = getenv("LANGUAGE");
    bool wanted = lang != NULL;
    bool known = setlocale(LC_ALL, "") != NULL;
    /* The terminal reads what its locale says, though the machine may
     * lack that locale and so fall back to C. */
    const char *codeset = nl_langinfo(CODESET);
    terminal_utf8 = known ? strcmp(codeset, "UTF-8") == 0 : names_utf8(asked);
    terminal_ascii = known ? strcmp(codeset, "ANSI_X3.4-1968") == 0 : is_c_locale(asked);
    if (!known && !is_c_locale(asked)) {
        if (!language || !language[0])
            setenv("LANGUAGE", asked, 1);
        wanted = true;
    }
    if (lang)
        setenv("LANGUAGE", lang, 1);
    /* gettext ignores LANGUAGE under the C locale.  When a language was
     * asked for, the words come as UTF-8; the drawing still follows the
     * terminal's own character set (i18n_terminal_utf8), and on a plain
     * ASCII terminal the words are made ASCII where they can be.
     * Otherwise C stays C (English, and the board in ASCII). */
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
    snprintf(buf, size, "%.*s", (int)n, n ? at : "en");
}

bool i18n_terminal_utf8(void) { return terminal_utf8; }
bool i18n_terminal_ascii(void) { return terminal_ascii; }

bool i18n_ascii_words(void)
{
    /* The languages of the catalogues written in Latin letters. */
    static const char *const latin[] = {"en", "de", "hu", "ca", "es"};
    char language[16];
    i18n_language(language, sizeof language);
    for (size_t i = 0; i < sizeof latin / sizeof latin[0]; i++)
        if (strcmp(language, latin[i]) == 0)
            return bind_textdomain_codeset("tihbat", "ASCII//TRANSLIT") != NULL;
    return false;
}
