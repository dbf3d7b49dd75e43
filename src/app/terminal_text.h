/*
 * terminal_text.h - UTF-8 text measured and wrapped by the columns it takes on a
 * terminal.  What cannot be decoded or shown counts as '?'.
 */
#ifndef TIHBAT_APP_TERMINAL_TEXT_H
#define TIHBAT_APP_TERMINAL_TEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <wchar.h>

/* The most characters of one text that are measured or drawn. */
enum { TEXT_MAX = 1024 };

/* A line of wrapped text: where it starts in the decoded text, and how many
 * characters it has. */
struct span {
    int start, len;
};

/* Decodes s (UTF-8, or the locale's encoding) into at most max wide
 * characters; returns how many. */
int text_decode(const char *s, wchar_t *out, int max);
/* The columns one character takes: a mark of no width of its own (a vowel
 * sign, a virama) takes a column in some terminals, so it counts as one
 * and text stays within its room on all. */
int char_width(wchar_t c);
/* Are these characters of scripts every terminal measures alike?  Vowel
 * signs and other marks (Bengali...) take one cell in some terminals and
 * none in others: such text inside a box would push its side out of line.
 * Bengali letters without a sign on them take one cell on every terminal,
 * so a mark on a box can be written in them ("দখল"). */
bool wide_is_plain(const wchar_t *w, int n);
bool text_is_plain(const char *s);
int text_width(const char *s);
/* Breaks w into lines of at most `width` columns, at spaces where it can
 * and at newlines always; returns the number of lines, filling up to max
 * spans (out may be NULL). */
int text_wrap(const wchar_t *w, int n, int width, struct span *out, int max);
/* Lines s needs wrapped to width. */
int wrapped_lines(const char *s, int width);

/* The len bytes of s as they can safely reach a terminal, into buf (always
 * ended with NUL, cut at a whole character): what the locale can print
 * stays as it is, and every other byte (a control character that would
 * clear the screen or set the window's title, a byte that is no
 * character, a mark that turns text around) becomes \xNN.  Every message
 * that shows bytes from outside the program (a file, a word read from a
 * script) shows them through this.  Returns buf. */
const char *text_escape(const char *s, size_t len, char *buf, size_t size);

/* ---- Text from a file, written where it is read as text ----
 *
 * What a file holds is bytes: written back out (a record's comments and
 * tags in --annotate, a name in JSON, words in SVG and HTML), it must be
 * text that every reader takes and no terminal acts on, whatever the
 * locale.  UTF-8 is the encoding of every such output. */

/* The character of UTF-8 text that the len > 0 bytes at s begin with. */
struct text_char {
    uint32_t code; /* U+FFFD for bytes that are no character */
    size_t used;   /* bytes it takes (1 for bytes that are no character) */
    bool safe;     /* neither bytes that are no character (an invalid or
                      cut sequence, an overlong form, a surrogate, past
                      U+10FFFF), nor a control (C0, DEL, C1), nor a mark
                      that turns text around or a line separator, nor a
                      non-character */
};
struct text_char text_next(const char *s, size_t len);
/* The len bytes of s as UTF-8 text with only safe characters (and line
 * breaks), into buf like snprintf: every other character, and every byte
 * that is no character, becomes U+FFFD.  Returns the length it needs. */
size_t text_clean(const char *s, size_t len, char *buf, size_t size);

#endif
