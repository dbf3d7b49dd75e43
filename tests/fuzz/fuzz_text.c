/*
 * fuzz_text.c - text measured, wrapped and escaped for the terminal
 * (src/app/terminal_text.c), in UTF-8: any bytes, wide and combining characters,
 * bytes that are no character.
 *
 * The first byte is the width to wrap to (1 to 256), the rest the text.
 * The lines cover the text in order, each within the width unless a single
 * character is wider; wrapped_lines counts them; text_width is the sum of
 * the characters' widths.  Escaped, the text is characters the locale can
 * print and no control character, the same again when escaped twice, and
 * printable ASCII is left as it is.
 */
#define _XOPEN_SOURCE 700 /* wcwidth */
#include <locale.h>
#include <string.h>
#include <wctype.h>

#include "app/terminal_text.h"
#include "fuzz.h"

static void check_wrap(const wchar_t *w, int n, int width, const char *s)
{
    static struct span lines[TEXT_MAX + 1];
    int count = text_wrap(w, n, width, lines, TEXT_MAX + 1);
    FUZZ_CHECK(count >= 0 && count <= TEXT_MAX + 1);
    FUZZ_CHECK(count == wrapped_lines(s, width));
    int at = 0;
    for (int i = 0; i < count; i++) {
        const struct span *l = &lines[i];
        FUZZ_CHECK(l->start >= at && l->len >= 0 && l->start + l->len <= n);
        /* Only a space or a newline is dropped between two lines. */
        for (int k = at; k < l->start; k++)
            FUZZ_CHECK(w[k] == L' ' || w[k] == L'\n');
        int cols = 0;
        for (int k = l->start; k < l->start + l->len; k++) {
            FUZZ_CHECK(w[k] != L'\n');
            cols += char_width(w[k]);
        }
        FUZZ_CHECK(cols <= width || l->len == 1);
        at = l->start + l->len;
    }
    for (int k = at; k < n; k++)
        FUZZ_CHECK(w[k] == L' ' || w[k] == L'\n');
}

static void check_escape(const char *s, size_t len)
{
    static char once[4 * TEXT_MAX + 1], twice[4 * TEXT_MAX + 1];
    text_escape(s, len, once, sizeof once);
    size_t n = strlen(once);
    FUZZ_CHECK(n < sizeof once);
    wchar_t w[4 * TEXT_MAX + 1];
    size_t chars = mbstowcs(w, once, sizeof w / sizeof w[0]);
    FUZZ_CHECK(chars != (size_t)-1);
    for (size_t i = 0; i < chars; i++)
        FUZZ_CHECK(iswprint((wint_t)w[i]) && w[i] != 0x1b && w[i] != 0x202e);
    text_escape(once, n, twice, sizeof twice);
    FUZZ_CHECK(strcmp(once, twice) == 0);
    bool ascii = true;
    for (size_t i = 0; i < len; i++)
        ascii = ascii && s[i] >= 0x20 && s[i] < 0x7f;
    FUZZ_CHECK(!ascii || (n == len && memcmp(once, s, len) == 0));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static bool ready;
    if (!ready) {
        FUZZ_CHECK(setlocale(LC_ALL, "C.UTF-8") != NULL);
        ready = true;
    }
    if (size < 1 || size > TEXT_MAX)
        return 0;
    int width = data[0] + 1;
    char *s = malloc(size);
    if (!s)
        abort();
    memcpy(s, data + 1, size - 1);
    s[size - 1] = '\0';
    size_t len = strlen(s);

    static wchar_t w[TEXT_MAX];
    int n = text_decode(s, w, TEXT_MAX);
    FUZZ_CHECK(n >= 0 && n <= (int)len);
    int width_sum = 0;
    for (int i = 0; i < n; i++) {
        FUZZ_CHECK(w[i] != L'\0');
        FUZZ_CHECK(w[i] == L'\n' || wcwidth(w[i]) >= 0);
        width_sum += char_width(w[i]);
    }
    FUZZ_CHECK(text_width(s) == width_sum);
    FUZZ_CHECK(text_is_plain(s) == wide_is_plain(w, n));
    check_wrap(w, n, width, s);
    check_escape((const char *)data + 1, size - 1);
    free(s);
    return 0;
}
