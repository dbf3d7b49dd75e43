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

#define _(s) gettext(s)
#define N_(s) (s)

/* Chooses the language (lang from --lang, or NULL for the locale's) and
 * the catalogues; call once, before anything is printed. */
void i18n_init(const char *lang);
/* One of the engine's English sentences (tb_strerror, tb_why_illegal) in
 * the user's language. */
const char *i18n_engine(const char *english);

#endif
