/*
 * fuzz_lang.c - choosing the language, through i18n_init() itself, and the
 * check that keeps a translation from taking other arguments than its
 * English (i18n_format_fits).
 *
 * The input is NUL-separated fields: the values of LC_ALL, LC_MESSAGES,
 * LANG and LANGUAGE (an empty field: unset), --lang, then a translation to
 * check against one of the formats below (the field's first byte picks
 * which).  After i18n_init, every locale variable left is a name, the
 * language is one the program has, and its messages print.  A translation
 * that fits is printed with the English's arguments under the sanitizers:
 * whatever it says, it reads only what it is given.
 */
#define _POSIX_C_SOURCE 200809L /* setenv, unsetenv */
#include <locale.h>
#include <string.h>

#include "app/i18n.h"
#include "fuzz.h"

static const char *const vars[] = {"LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"};
enum { VARS = sizeof vars / sizeof vars[0], FIELDS = VARS + 2 };

/* English formats of every kind of argument the program's messages take. */
static const char *const formats[] = {
    "%s",
    "%d",
    "%c",
    "%s %d %s",
    "tihbat: move '%s' at ply %d: %s\n",
    "%s sows from %c: %d seeds in hand.",
    "%ld positions",
    "%.1f%%",
    "%5d|%-3s|",
    "%s%%",
};
enum { FORMATS = sizeof formats / sizeof formats[0] };

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
/* Prints translated with the arguments of formats[which]. */
static void print_as(int which, const char *translated)
{
    char out[256];
    switch (which) {
    case 0: snprintf(out, sizeof out, translated, "Amina"); break;
    case 1: snprintf(out, sizeof out, translated, 7); break;
    case 2: snprintf(out, sizeof out, translated, 'A'); break;
    case 3:
    case 4: snprintf(out, sizeof out, translated, "C", 3, "why"); break;
    case 5: snprintf(out, sizeof out, translated, "Youssef", 'B', 9); break;
    case 6: snprintf(out, sizeof out, translated, 123456789L); break;
    case 7: snprintf(out, sizeof out, translated, 12.5); break;
    case 8: snprintf(out, sizeof out, translated, 42, "ab"); break;
    case 9: snprintf(out, sizeof out, translated, "50"); break;
    default: abort();
    }
}
#pragma GCC diagnostic pop

static void check_environment(void)
{
    for (int i = 0; i < VARS; i++) {
        const char *value = getenv(vars[i]);
        if (!value || !value[0])
            continue;
        if (strcmp(vars[i], "LANGUAGE") == 0) {
            FUZZ_CHECK(strchr(value, '/') == NULL && strncmp(value, ".", 1) != 0);
            FUZZ_CHECK(strstr(value, ":.") == NULL);
        } else {
            FUZZ_CHECK(i18n_locale_name(value));
        }
    }
    const char *messages = setlocale(LC_MESSAGES, NULL);
    FUZZ_CHECK(messages && strchr(messages, '/') == NULL);
    char code[16];
    i18n_language(code, sizeof code);
    FUZZ_CHECK(i18n_has_language(code));
    char out[512];
    snprintf(out, sizeof out, _("tihbat: move '%s' at ply %d: %s\n"), "A", 1, "why");
    snprintf(out, sizeof out, ngettext("%d seed", "%d seeds", 2), 2);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static FILE *quiet;
    if (!quiet && !(quiet = fopen("/dev/null", "w")))
        abort();
    char *copy = malloc(size + 1);
    if (!copy)
        abort();
    memcpy(copy, data, size);
    copy[size] = '\0';
    const char *field[FIELDS] = {NULL};
    char *at = copy;
    for (int i = 0; i < FIELDS && at < copy + size; i++) {
        field[i] = at;
        at += strlen(at) + 1;
    }
    for (int i = 0; i < FIELDS; i++)
        if (!field[i])
            field[i] = "";
    for (int i = 0; i < VARS; i++) {
        if (field[i][0])
            setenv(vars[i], field[i], 1);
        else
            unsetenv(vars[i]);
    }
    FILE *saved = stderr;
    stderr = quiet; /* the words about names dropped */
    i18n_init(field[VARS][0] ? field[VARS] : NULL);
    stderr = saved;
    check_environment();

    const char *translated = field[VARS + 1];
    if (translated[0]) {
        int which = (unsigned char)translated[0] % FORMATS;
        FUZZ_CHECK(i18n_format_fits(formats[which], formats[which]));
        if (i18n_format_fits(formats[which], translated + 1))
            print_as(which, translated + 1);
    }
    free(copy);
    return 0;
}
