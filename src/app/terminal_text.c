/*
 * terminal_text.c - UTF-8 text measured and wrapped by its display width.
 */
#define _XOPEN_SOURCE 700 /* wcwidth */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wctype.h>

#include "app/terminal_text.h"

int text_decode(const char *s, wchar_t *out, int max)
{
    mbstate_t state;
    memset(&state, 0, sizeof state);
    size_t left = strlen(s);
    int n = 0;
    while (left > 0 && n < max) {
        wchar_t c;
        size_t used = mbrtowc(&c, s, left, &state);
        if (used == (size_t)-1 || used == (size_t)-2) {
            memset(&state, 0, sizeof state);
            used = 1;
            c = L'?';
        } else if (used == 0) {
            break;
        }
        if (c != L'\n' && wcwidth(c) < 0)
            c = L'?';
        out[n++] = c;
        s += used;
        left -= used;
    }
    return n;
}

int char_width(wchar_t c)
{
    int w = wcwidth(c);
    return w < 1 ? 1 : w;
}

bool wide_is_plain(const wchar_t *w, int n)
{
    for (int i = 0; i < n; i++) {
        long c = (long)w[i];
        bool plain = c < 0x300                    /* Latin */
                     || (c >= 0x370 && c < 0x530) /* Greek, Cyrillic */
                     /* Bengali letters and digits, without a sign on them */
                     || (c >= 0x985 && c <= 0x9b9) || c == 0x9bd || c == 0x9ce ||
                     (c >= 0x9dc && c <= 0x9e1) || (c >= 0x9e6 && c <= 0x9fd) ||
                     (c >= 0x2000 && c < 0x2070)    /* punctuation */
                     || (c >= 0x2190 && c < 0x2600) /* arrows, shapes */
                     || c == 0x2713;                /* a check mark */
        if (!plain)
            return false;
    }
    return true;
}

bool text_is_plain(const char *s)
{
    wchar_t w[TEXT_MAX];
    int n = text_decode(s, w, TEXT_MAX);
    return wide_is_plain(w, n);
}

int text_width(const char *s)
{
    wchar_t w[TEXT_MAX];
    int n = text_decode(s, w, TEXT_MAX), width = 0;
    for (int i = 0; i < n; i++)
        width += char_width(w[i]);
    return width;
}

int text_wrap(const wchar_t *w, int n, int width, struct span *out, int max)
{
    int lines = 0;
    for (int i = 0; i < n;) {
        int cols = 0, end = i, space = -1;
        while (end < n && w[end] != L'\n' && cols + char_width(w[end]) <= width) {
            if (w[end] == L' ')
                space = end;
            cols += char_width(w[end++]);
        }
        bool in_word = end < n && w[end] != L'\n' && w[end] != L' ';
        if (in_word && space > i)
            end = space; /* the word goes to the next line */
        else if (end == i && w[end] != L'\n')
            end = i + 1; /* not even one character fits: it shows anyway */
        if (out && lines < max)
            out[lines] = (struct span){i, end - i};
        lines++;
        i = end < n && (w[end] == L' ' || w[end] == L'\n') ? end + 1 : end;
    }
    return lines;
}

int wrapped_lines(const char *s, int width)
{
    wchar_t w[TEXT_MAX];
    return text_wrap(w, text_decode(s, w, TEXT_MAX), width, NULL, 0);
}

/* Characters a terminal prints but that change how the text around them
 * reads: marks that turn its direction, invisible joiners and separators,
 * line and paragraph separators. */
static bool is_format_control(wchar_t c)
{
    long u = (long)c;
    return u == 0x061c || u == 0x180e || (u >= 0x200b && u <= 0x200f) ||
           (u >= 0x2028 && u <= 0x202e) || (u >= 0x2060 && u <= 0x206f) || u == 0xfeff ||
           (u >= 0xfff9 && u <= 0xfffb);
}

/* The bytes of the printable character s starts with, or 0. */
static size_t printable_at(const char *s, size_t left, mbstate_t *state)
{
    if (MB_CUR_MAX == 1) /* ASCII: in an 8-bit locale, 0x80 to 0x9f are controls */
        return s[0] >= 0x20 && s[0] < 0x7f;
    wchar_t c;
    size_t used = mbrtowc(&c, s, left, state);
    if (used == (size_t)-1 || used == (size_t)-2) {
        memset(state, 0, sizeof *state);
        return 0;
    }
    return used > 0 && iswprint((wint_t)c) && !is_format_control(c) ? used : 0;
}

const char *text_escape(const char *s, size_t len, char *buf, size_t size)
{
    mbstate_t state;
    memset(&state, 0, sizeof state);
    size_t n = 0;
    for (size_t i = 0; i < len;) {
        size_t used = printable_at(s + i, len - i, &state), room = used ? used : 4;
        if (n + room >= size)
            break;
        if (used)
            memcpy(buf + n, s + i, used);
        else
            snprintf(buf + n, size - n, "\\x%02x", (unsigned char)s[i]);
        n += room;
        i += used ? used : 1;
    }
    if (size > 0)
        buf[n] = '\0';
    return buf;
}

/* ---- Text from a file, written where it is read as text ---- */

/* Characters no reader of text should be handed as they are: controls,
 * and marks that turn text around or break it into lines (the joiners
 * that Bengali spells with stay). */
static bool is_unsafe(uint32_t c)
{
    return c < 0x20 || (c >= 0x7f && c < 0xa0) || c == 0x061c || (c >= 0x2028 && c <= 0x202e) ||
           (c >= 0x2066 && c <= 0x2069) || (c >= 0xfdd0 && c <= 0xfdef) || (c & 0xfffe) == 0xfffe;
}

struct text_char text_next(const char *s, size_t len)
{
    const unsigned char *u = (const unsigned char *)s;
    struct text_char bad = {0xfffd, 1, false};
    static const uint32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
    size_t n = u[0] < 0x80   ? 1
               : u[0] < 0xc0 ? 0
               : u[0] < 0xe0 ? 2
               : u[0] < 0xf0 ? 3
               : u[0] < 0xf8 ? 4
                             : 0;
    if (n == 0 || n > len)
        return bad;
    uint32_t code = n == 1 ? u[0] : u[0] & (0x7fu >> n);
    for (size_t i = 1; i < n; i++) {
        if ((u[i] & 0xc0) != 0x80)
            return bad;
        code = code << 6 | (u[i] & 0x3fu);
    }
    if (code < least[n] || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
        return bad;
    return (struct text_char){code, n, !is_unsafe(code)};
}

size_t text_clean(const char *s, size_t len, char *buf, size_t size)
{
    static const char replacement[] = "\xef\xbf\xbd"; /* U+FFFD */
    size_t n = 0;
    for (size_t i = 0; i < len;) {
        struct text_char c = text_next(s + i, len - i);
        bool kept = c.safe || s[i] == '\n';
        const char *from = kept ? s + i : replacement;
        size_t count = kept ? c.used : sizeof replacement - 1;
        for (size_t k = 0; k < count; k++, n++)
            if (n + 1 < size)
                buf[n] = from[k];
        i += c.used;
    }
    if (size > 0)
        buf[n < size ? n : size - 1] = '\0';
    return n;
}
