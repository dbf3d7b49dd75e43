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

#include "tui/i18n.h"

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

/* The engine speaks English and knows nothing of gettext: these are its
 * sentences that reach a person, marked here for the catalogues. */
static const char *const engine_sentences[] = {
    /* tb_strerror */
    N_("no error"), N_("invalid argument or position"), N_("illegal move"),
    N_("the game is over"), N_("out of memory"), N_("unreadable text"),
    N_("nothing to undo or redo"), N_("unknown status"),
    /* tb_why_illegal */
    N_("this game has no passing"), N_("no seed is left on the board"),
    N_("a player with seeds cannot pass"), N_("there is no such hole"),
    N_("that hole belongs to another player"), N_("that hole is empty"),
};

const char *i18n_engine(const char *english)
{
    for (size_t i = 0; i < sizeof engine_sentences / sizeof engine_sentences[0]; i++)
        if (strcmp(english, engine_sentences[i]) == 0)
            return _(engine_sentences[i]);
    return english;
}
