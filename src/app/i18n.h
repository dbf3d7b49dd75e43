/*
 * i18n.h - the words a person reads, through gettext (docs/translating.md).
 *
 * English is the source.  _() translates at the point of use, N_() only
 * marks a string of a static table, which is translated where it is shown;
 * a count chooses its form with ngettext(singular, plural, n).  A
 * translation is used only when it takes the same arguments as its English
 * (i18n_format_fits), so a catalogue from anywhere cannot make printf read
 * what it was not given.
 */
#ifndef TIHBAT_I18N_H
#define TIHBAT_I18N_H

#include <libintl.h>
#include <stdbool.h>
#include <stddef.h>

#include "tihbat.h"

#define _(s) i18n_text(s)
#define N_(s) (s)
#undef ngettext
#define ngettext(singular, plural, n) i18n_plural(singular, plural, n)

/* The translation of english, or english when there is none that fits. */
const char *i18n_text(const char *english) __attribute__((format_arg(1)));
const char *i18n_plural(const char *singular, const char *plural, unsigned long n)
    __attribute__((format_arg(1))) __attribute__((format_arg(2)));
/* Does translated take the arguments english takes, of the same types (in
 * any order, through %1$s), and no others? */
bool i18n_format_fits(const char *english, const char *translated);

/* Chooses the language (lang from --lang, or NULL for the locale's) and
 * the catalogues; call once, before anything is printed.  A locale
 * variable that is not a locale name (i18n_locale_name) is dropped, with a
 * word on standard error; a lang this program has not (i18n_has_language)
 * is left to the caller to refuse. */
void i18n_init(const char *lang);
/* Is name a locale name, never a path: a letter, then letters, digits and
 * _ . @ - only? */
bool i18n_locale_name(const char *name);
/* Is code one of the languages of the program ("en", "de"...)? */
bool i18n_has_language(const char *code);
/* Those languages, "en, de, hu, bn, ca, es", into buf like snprintf. */
void i18n_languages(char *buf, size_t size);

/* Text of the engine's, marked TB_TEXT in its sources (a sentence of
 * tb_strerror or tb_why_illegal, a rule set's title), in the user's
 * language. */
const char *i18n_engine(const char *english);
/* The engine's message in err, in the user's language, with its numbers
 * and the text it found (escaped, text_escape), into buf like snprintf. */
void i18n_error(const tb_error *err, char *buf, size_t size);

/* The language the words are shown in, as a code ("bn", "de"; "en"). */
void i18n_language(char *buf, size_t size);

/* Whether the terminal's own locale, before --lang chose a language,
 * reads UTF-8, or is plain ASCII (C, POSIX). */
bool i18n_terminal_utf8(void);
bool i18n_terminal_ascii(void);
/* From now on the words are ASCII, where the language is written in
 * letters that have an ASCII form (transliterated: "wähle" is "wahle");
 * false for a language that has none (Bengali), whose words stay. */
bool i18n_ascii_words(void);

#endif
