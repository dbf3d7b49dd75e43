/*
 * i18n.c - the language of the words a person reads: chosen from the
 * locale or --lang, from catalogues beside the program in the build tree or
 * where `make install` put them; and the engine's English, translated.
 *
 * The environment is not trusted: an ssh server passes LANG and LC_* on
 * from the client, and gettext makes a path of the locale's name, so a
 * name with a / in it would load a catalogue from anywhere.  Only names are
 * taken, and only translations whose conversions are the English's.
 */
#define _POSIX_C_SOURCE 200809L /* setenv, glob, nl_langinfo, strncasecmp */
#include <glob.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "app/i18n.h"
#include "app/installed.h"
#include "app/terminal_text.h"

#undef ngettext /* here, gettext's own */

/* The languages of the program: English, then one a catalogue of src/po. */
static const char *const languages[] = {"en", "de", "hu", "bn", "ca", "es"};

/* Every variable that names a locale for setlocale or gettext. */
static const char *const locale_vars[] = {
    "LC_ALL",         "LC_MESSAGES", "LC_CTYPE",
    "LC_COLLATE",     "LC_MONETARY", "LC_NUMERIC",
    "LC_TIME",        "LC_ADDRESS",  "LC_IDENTIFICATION",
    "LC_MEASUREMENT", "LC_NAME",     "LC_PAPER",
    "LC_TELEPHONE",   "LANG",        "LANGUAGE",
};
enum { LOCALE_VARS = sizeof locale_vars / sizeof locale_vars[0] };

/* ---- Formats ---- */

/* The arguments a format takes: one type a conversion ("d", "ls", "*" for
 * a width or precision), and its position (%2$s), 0 when not positional. */
enum { CONVERSIONS_MAX = 16 };
struct conversions {
    int n;
    char type[CONVERSIONS_MAX][4];
    int position[CONVERSIONS_MAX];
};

/* Reads "N$" at *p when it is there: N, else 0; -1 for "0$", which
 * printf would take for a position too. */
static int position_at(const char **p)
{
    const char *q = *p;
    int n = 0;
    while (*q >= '0' && *q <= '9' && n < 1000)
        n = n * 10 + (*q++ - '0');
    if (q == *p || *q != '$')
        return 0;
    *p = q + 1;
    return n > 0 ? n : -1;
}

static bool add_conversion(struct conversions *c, const char *type, size_t len, int position)
{
    if (c->n == CONVERSIONS_MAX || len >= sizeof c->type[0])
        return false;
    memcpy(c->type[c->n], type, len);
    c->type[c->n][len] = '\0';
    c->position[c->n++] = position;
    return true;
}

/* A width or precision: digits (a message has no use for more than 255
 * columns, and a translation asking for millions would only stall
 * printf), or * (an int argument, maybe *N$). */
static bool field(struct conversions *c, const char **p)
{
    if (**p != '*') {
        int n = 0;
        for (; **p >= '0' && **p <= '9'; ++*p)
            if ((n = n * 10 + (**p - '0')) > 255)
                return false;
        return true;
    }
    ++*p;
    int position = position_at(p);
    return position >= 0 && add_conversion(c, "*", 1, position);
}

/* The conversions of fmt as printf reads them; false for one it would not
 * take, or %n, which no message has any use for. */
static bool read_conversions(const char *fmt, struct conversions *c)
{
    static const char *const lengths[] = {"hh", "ll", "h", "l", "L", "q", "j", "z", "Z", "t"};
    c->n = 0;
    for (const char *p = fmt; (p = strchr(p, '%')) != NULL;) {
        p++;
        if (*p == '%' || *p == 'm') { /* a percent sign; errno's text */
            p++;
            continue;
        }
        int position = position_at(&p);
        if (position < 0)
            return false;
        p += strspn(p, "-+ #0'I");
        if (!field(c, &p))
            return false;
        if (*p == '.') {
            p++;
            if (!field(c, &p))
                return false;
        }
        char type[4];
        size_t len = 0;
        for (size_t i = 0; i < sizeof lengths / sizeof lengths[0]; i++)
            if (strncmp(p, lengths[i], strlen(lengths[i])) == 0) {
                len = strlen(lengths[i]);
                memcpy(type, p, len);
                p += len;
                break;
            }
        /* Conversions that read the same argument read it alike. */
        const char *kind = *p && strchr("di", *p)         ? "d"
                           : *p && strchr("ouxX", *p)     ? "u"
                           : *p && strchr("eEfFgGaA", *p) ? "f"
                           : *p && strchr("cspCS", *p)    ? p
                                                          : NULL;
        if (!kind)
            return false;
        type[len++] = *kind;
        if (!add_conversion(c, type, len, position))
            return false;
        p++;
    }
    return true;
}

bool i18n_format_fits(const char *english, const char *translated)
{
    struct conversions e, t;
    if (!read_conversions(english, &e) || !read_conversions(translated, &t))
        return false;
    for (int i = 0; i < e.n; i++)
        if (e.position[i] != 0)
            return false; /* the English is in order */
    if (t.n > 0 && t.position[0] != 0) {
        /* %2$s %1$s: every argument used, each as the English uses it. */
        bool used[CONVERSIONS_MAX] = {false};
        for (int i = 0; i < t.n; i++) {
            int k = t.position[i] - 1;
            if (k < 0 || k >= e.n || strcmp(t.type[i], e.type[k]) != 0)
                return false;
            used[k] = true;
        }
        for (int k = 0; k < e.n; k++)
            if (!used[k])
                return false;
        return true;
    }
    if (t.n != e.n)
        return false;
    for (int i = 0; i < t.n; i++)
        if (t.position[i] != 0 || strcmp(t.type[i], e.type[i]) != 0)
            return false;
    return true;
}

const char *i18n_text(const char *english)
{
    const char *translated = gettext(english);
    return translated == english || i18n_format_fits(english, translated) ? translated : english;
}

const char *i18n_plural(const char *singular, const char *plural, unsigned long n)
{
    const char *translated = ngettext(singular, plural, n);
    const char *english = n == 1 ? singular : plural;
    if (translated == singular || translated == plural || i18n_format_fits(plural, translated) ||
        i18n_format_fits(singular, translated))
        return translated;
    return english;
}

/* ---- Names ---- */

bool i18n_locale_name(const char *name)
{
    if (!((name[0] >= 'A' && name[0] <= 'Z') || (name[0] >= 'a' && name[0] <= 'z')))
        return false;
    for (const char *p = name; *p; p++)
        if (!((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') ||
              strchr("_.@-", *p)))
            return false;
    return true;
}

/* LANGUAGE is a list, "de:en". */
static bool is_language_list(const char *list)
{
    char name[256];
    for (const char *p = list; *p;) {
        size_t len = strcspn(p, ":");
        if (len >= sizeof name)
            return false;
        memcpy(name, p, len);
        name[len] = '\0';
        if (len > 0 && !i18n_locale_name(name))
            return false;
        p += len + (p[len] == ':');
    }
    return true;
}

bool i18n_has_language(const char *code)
{
    for (size_t i = 0; i < sizeof languages / sizeof languages[0]; i++)
        if (strcmp(code, languages[i]) == 0)
            return true;
    return false;
}

void i18n_languages(char *buf, size_t size)
{
    size_t n = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < sizeof languages / sizeof languages[0] && n < size; i++)
        n += (size_t)snprintf(buf + n, size - n, "%s%s", i ? ", " : "", languages[i]);
}

/* A locale variable that is not a name: which, and its value as shown;
 * for LANGUAGE, a list, the entries left out. */
struct bad_name {
    const char *var;
    char shown[96];
};

/* LANGUAGE without the entries that are not names (the names stay, in
 * their order), the others shown in dropped; false when it has none. */
static bool keep_language_names(const char *list, char *kept, size_t size, char *dropped,
                                size_t dropped_size)
{
    size_t n = 0, d = 0;
    kept[0] = dropped[0] = '\0';
    for (const char *p = list; *p;) {
        size_t len = strcspn(p, ":");
        char name[256], shown[96];
        if (len < sizeof name) {
            memcpy(name, p, len);
            name[len] = '\0';
        }
        if (len > 0 && len < sizeof name && i18n_locale_name(name)) {
            if (n + len + 2 < size)
                n += (size_t)snprintf(kept + n, size - n, "%s%s", n ? ":" : "", name);
        } else if (len > 0 && d + 1 < dropped_size) {
            text_escape(p, len, shown, sizeof shown);
            d += (size_t)snprintf(dropped + d, dropped_size - d, "%s%s", d ? ":" : "", shown);
        }
        p += len + (p[len] == ':');
    }
    return d > 0;
}

/* Unsets every locale variable that is not a name, keeping it in bad;
 * LANGUAGE keeps the names of its list.  Returns how many. */
static int drop_bad_names(struct bad_name bad[LOCALE_VARS])
{
    int n = 0;
    for (int i = 0; i < LOCALE_VARS; i++) {
        const char *value = getenv(locale_vars[i]);
        bool is_list = strcmp(locale_vars[i], "LANGUAGE") == 0;
        if (!value || !value[0] || (is_list ? is_language_list(value) : i18n_locale_name(value)))
            continue;
        bad[n].var = locale_vars[i];
        char kept[256];
        if (is_list &&
            keep_language_names(value, kept, sizeof kept, bad[n].shown, sizeof bad[n].shown)) {
            if (kept[0])
                setenv(locale_vars[i], kept, 1);
            else
                unsetenv(locale_vars[i]);
        } else {
            text_escape(value, strlen(value), bad[n].shown, sizeof bad[n].shown);
            unsetenv(locale_vars[i]);
        }
        n++;
    }
    return n;
}

/* ---- The language ---- */

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

/* Does a locale's name say UTF-8 ("de_DE.UTF-8", "C.utf8")? */
static bool names_utf8(const char *name)
{
    const char *dot = name ? strchr(name, '.') : NULL;
    return dot && (strncasecmp(dot, ".UTF-8", 6) == 0 || strncasecmp(dot, ".utf8", 5) == 0);
}

/* The character set of the terminal's own locale, before --lang. */
static bool terminal_utf8, terminal_ascii;

/* The catalogues beside the program: build/locale beside build/tihbat,
 * made by `make`; PREFIX/share/locale beside PREFIX/bin/tihbat, wherever
 * `make install` put both; else the directory named at build time. */
static void bind_catalogues(void)
{
    static const char *const beside[] = {"locale", "../share/locale"};
    char dir[4096];
    for (size_t i = 0; i < sizeof beside / sizeof beside[0]; i++)
        if (installed_path(beside[i], dir, sizeof dir) && has_catalogues(dir)) {
            bindtextdomain("tihbat", dir);
            return;
        }
    bindtextdomain("tihbat", LOCALEDIR);
}

void i18n_init(const char *lang)
{
    struct bad_name bad[LOCALE_VARS];
    int bad_n = drop_bad_names(bad);
    if (lang && !i18n_has_language(lang))
        lang = NULL;
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
    for (int i = 0; i < bad_n; i++)
        if (strcmp(bad[i].var, "LANGUAGE") == 0)
            fprintf(stderr,
                    /* TRANSLATORS: LANGUAGE is a list of languages, "de:es"; %s is what of it is
                     * not the name of one, left out of the list. */
                    _("tihbat: '%s' in LANGUAGE is not the name of a locale, so it is left out\n"),
                    bad[i].shown);
        else
            fprintf(stderr, _("tihbat: %s='%s' is not the name of a locale, so it is ignored\n"),
                    bad[i].var, bad[i].shown);
}

const char *i18n_engine(const char *english) { return _(english); }

/* text in the user's language, into buf; reason stands for an argument
 * of kind TB_ARG_REASON.  What is not the engine's own is what it read. */
static void translate(const tb_text *text, const char *reason, char *buf, size_t size)
{
    _Static_assert(TB_TEXT_ARGS == 3, "snprintf below takes three");
    const char *args[TB_TEXT_ARGS] = {"", "", ""};
    char escaped[TB_TEXT_ARGS][4 * sizeof text->args[0].text];
    for (int i = 0; i < text->count && i < TB_TEXT_ARGS; i++) {
        const tb_text_arg *a = &text->args[i];
        args[i] = a->kind == TB_ARG_ENGLISH ? i18n_engine(a->text)
                  : a->kind == TB_ARG_REASON
                      ? reason
                      : text_escape(a->text, strlen(a->text), escaped[i], sizeof escaped[i]);
    }
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
    /* Safe: the engine's formats take only %s, at most TB_TEXT_ARGS, and
     * _() takes no translation with other conversions. */
    snprintf(buf, size, _(text->format), args[0], args[1], args[2]);
#pragma GCC diagnostic pop
}

void i18n_error(const tb_error *err, char *buf, size_t size)
{
    if (!err->text.format) {
        text_escape(err->message, strlen(err->message), buf, size);
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
    if (n > 0)
        snprintf(buf, size, "%.*s", (int)n, at);
    else
        snprintf(buf, size, "en");
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
