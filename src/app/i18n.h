/*
 * i18n.h - the words a person reads, through gettext (docs/translating.md).
 *
 * English is the source.  _() translates at the point of use, N_() only
 * marks a string of a static table, which is translated where it is shown;
 * a count chooses its form with ngettext(singular, plural, n).
 */
#ifndef TIHBAT_I18N_H
#define TIHBAT_I18N_H

#include <libintl.h>
#include <stdbool.h>
#include <stddef.h>

#include "tihbat.h"

#define _(s) gettext(s)
#define N_(s) (s)

/* Chooses the language (lang from --lang, or NULL for the locale's) and
 * the catalogues; call once, before anything is printed. */
void i18n_init(const char *lang);
/* Text of the engine's, marked TB_TEXT in its sources (a sentence of
 * tb_strerror or tb_why_illegal, a rule set's title), in the user's
 * language. */
const char *i18n_engine(const char *english);
/* The engine's message in err, in the user's language, with its numbers
 * and the text it found, into buf like snprintf. */
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
