/*
 * fuzz_bigtext.c - large print (src/app/bigtext.c): any text, UTF-8 or
 * not, shaped by HarfBuzz in the fonts of a language and scaled into any
 * box.
 *
 * The first byte picks the language (the fonts), the next two the box's
 * rows (1 to 64) and columns (1 to 256), the rest is the text.  What fits
 * comes back as at most rows x cols cells, each a mask of four quadrants,
 * and the same again when asked twice or after another text; what does not
 * fit says so.
 */
#include <string.h>

#include "app/bigtext.h"
#include "fuzz.h"

static const char *const languages[] = {"en", "de", "hu", "bn", "ca", "es"};
enum { LANGUAGES = sizeof languages / sizeof languages[0], TEXT_MAX = 512 };

static void check_cells(const struct big_cells *c, int rows, int cols)
{
    FUZZ_CHECK(c->rows > 0 && c->rows <= rows && c->cols > 0 && c->cols <= cols);
    FUZZ_CHECK(c->mask != NULL);
    for (int i = 0; i < c->rows * c->cols; i++)
        FUZZ_CHECK(c->mask[i] <= 15);
}

/* Opened once a language, they are slow to find; closed at the end, where
 * fontconfig lets go of what the leak checker would report. */
static struct bigtext *fonts[LANGUAGES];

static void close_fonts(void)
{
    for (int i = 0; i < LANGUAGES; i++)
        bigtext_close(fonts[i]);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static bool ready;
    if (!ready) {
        atexit(close_fonts);
        ready = true;
    }
    if (size < 3 || size > 3 + TEXT_MAX)
        return 0;
    int language = data[0] % LANGUAGES, rows = data[1] % 64 + 1, cols = data[2] + 1;
    if (!fonts[language] && !(fonts[language] = bigtext_open(languages[language])))
        abort(); /* make deps installs the fonts */
    struct bigtext *bt = fonts[language];
    char text[TEXT_MAX + 1];
    memcpy(text, data + 3, size - 3);
    text[size - 3] = '\0';

    struct big_cells first, again;
    bool fitted = bigtext_set(bt, text, rows, cols, &first);
    if (fitted)
        check_cells(&first, rows, cols);
    size_t cells = fitted ? (size_t)first.rows * (size_t)first.cols : 0;
    unsigned char *copy = malloc(cells ? cells : 1);
    if (!copy)
        abort();
    if (fitted)
        memcpy(copy, first.mask, cells);
    FUZZ_CHECK(bigtext_set(bt, text, rows, cols, &again) == fitted);
    /* Another sentence between: the first is still kept, and the same. */
    struct big_cells other;
    bigtext_set(bt, "Amina sowed 7 seeds from A.", rows, cols, &other);
    FUZZ_CHECK(bigtext_set(bt, text, rows, cols, &again) == fitted);
    if (fitted) {
        FUZZ_CHECK(again.rows == first.rows && again.cols == first.cols);
        FUZZ_CHECK(memcmp(again.mask, copy, cells) == 0);
    }
    free(copy);
    return 0;
}
