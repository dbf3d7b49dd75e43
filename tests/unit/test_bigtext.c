/*
 * test_bigtext.c - large print for the projector: sentences set as big as
 * fits, wrapped, centred, in the fonts of their script (Bengali shaped),
 * and refused when they cannot be read or have no font.  The fonts are the
 * machine's: DejaVu Sans and Lohit Bengali (make deps installs them).
 */
#include <criterion/criterion.h>
#include <string.h>

#include "app/bigtext.h"

static struct bigtext *open_fonts(const char *language)
{
    struct bigtext *bt = bigtext_open(language);
    cr_assert_not_null(bt,
                       "no fonts for %s: install fonts-dejavu-core and "
                       "fonts-lohit-beng-bengali",
                       language);
    return bt;
}

static bool lit(const struct big_cells *c, int r, int col) { return c->mask[r * c->cols + col]; }

/* The lit rows and columns: their first and last, and how many cells. */
struct extent {
    int top, bottom, left, right, cells;
};

static struct extent extent_of(const struct big_cells *c)
{
    struct extent e = {c->rows, -1, c->cols, -1, 0};
    for (int r = 0; r < c->rows; r++)
        for (int col = 0; col < c->cols; col++)
            if (lit(c, r, col)) {
                e.top = r < e.top ? r : e.top;
                e.bottom = r > e.bottom ? r : e.bottom;
                e.left = col < e.left ? col : e.left;
                e.right = col > e.right ? col : e.right;
                e.cells++;
            }
    return e;
}

Test(bigtext, fits_the_box_it_is_given)
{
    struct bigtext *bt = open_fonts("en");
    struct big_cells c;
    const char *text = "Amina sowed 7 seeds from A. The last one fell in C, on Youssef's side: "
                       "no capture there.";
    cr_assert(bigtext_set(bt, text, 16, 158, &c));
    cr_assert_eq(c.cols, 158);
    cr_assert(c.rows > 0 && c.rows <= 16, "%d rows", c.rows);
    struct extent e = extent_of(&c);
    cr_assert(e.cells > 500, "only %d cells lit", e.cells);
    /* Long enough to wrap: the lit rows fall into more than one line. */
    int blank_between = 0;
    for (int r = e.top; r <= e.bottom; r++) {
        bool any = false;
        for (int col = 0; col < c.cols; col++)
            any = any || lit(&c, r, col);
        blank_between += !any;
    }
    cr_assert(blank_between > 0, "one line where three were needed");
    bigtext_close(bt);
}

/* The lit cells of text set in the English fonts in rows x cols. */
static struct extent set_en(const char *text, int rows, int cols)
{
    struct bigtext *bt = open_fonts("en");
    struct big_cells c;
    cr_assert(bigtext_set(bt, text, rows, cols, &c), "\"%s\" does not fit %dx%d", text, cols, rows);
    struct extent e = extent_of(&c);
    bigtext_close(bt);
    return e;
}

Test(bigtext, a_short_sentence_is_bigger_with_more_room)
{
    struct extent small = set_en("Amina passes.", 6, 120), big = set_en("Amina passes.", 12, 120);
    cr_assert(big.bottom - big.top > small.bottom - small.top, "%d rows high in 12, %d in 6",
              big.bottom - big.top, small.bottom - small.top);
}

Test(bigtext, each_line_is_centred)
{
    struct extent e = set_en("HOH", 8, 100);
    int left_margin = e.left, right_margin = 100 - 1 - e.right;
    cr_assert(left_margin > 10 && abs(left_margin - right_margin) <= 1, "margins %d and %d",
              left_margin, right_margin);
}

Test(bigtext, letters_keep_their_shape)
{
    /* A dash is wider than high; an I higher than wide (the cells being
     * twice as high as wide, it is drawn about as many cells across as
     * half its height in pixels). */
    struct extent dash = set_en("-", 10, 40), bar = set_en("I", 10, 40);
    cr_assert(dash.right - dash.left > 2 * (dash.bottom - dash.top), "the dash is not flat");
    cr_assert(bar.bottom - bar.top > 2 * (bar.right - bar.left), "the I is not upright");
}

Test(bigtext, the_same_sentence_comes_back_the_same)
{
    struct bigtext *bt = open_fonts("en");
    struct big_cells a, b, other;
    cr_assert(bigtext_set(bt, "Amina sowed 3 seeds from B.", 10, 100, &a));
    unsigned char first[10 * 100];
    memcpy(first, a.mask, (size_t)a.rows * (size_t)a.cols);
    cr_assert(bigtext_set(bt, "Youssef sowed 3 seeds from D.", 10, 100, &other));
    cr_assert(bigtext_set(bt, "Amina sowed 3 seeds from B.", 10, 100, &b));
    cr_assert_eq(b.rows, a.rows);
    cr_assert(memcmp(first, b.mask, (size_t)b.rows * (size_t)b.cols) == 0);
    cr_assert(other.rows != a.rows ||
                  memcmp(first, other.mask, (size_t)a.rows * (size_t)a.cols) != 0,
              "two sentences, one picture");
    bigtext_close(bt);
}

/* Whether a sentence is set, in the fonts of a language, in a box of
 * rows x cols cells. */
static const struct fit_case {
    const char *language, *text;
    int rows, cols;
    bool fits;
    const char *why;
} fit_cases[] = {
    {"en", "Amina sowed 7 seeds from A. The last one fell in C.", 4, 40, false, "too long"},
    {"en", "Amina", 0, 40, false, "no rows"},
    {"en", "Amina", 10, 0, false, "no columns"},
    {"en", "", 10, 40, false, "nothing to set"},
    {"en", "   ", 10, 40, false, "only spaces"},
    {"en", "Amina \xcd\xb8", 10, 100, false, "U+0378 is unassigned: no font has it"},
    {"en", "\xee\x80\x80", 10, 100, false, "U+E000 is private: no font has it"},
    {"en", "Amina \xff", 10, 100, true,
     "a byte that is not UTF-8 is the replacement mark, as in a name typed in another encoding"},
    {"bn", "Amina passes.", 5, 80, true, "Latin letters read at their smallest"},
    {"bn", "আমিনা পাস করল।", 5, 80, false, "Bengali needs bigger letters than Latin"},
    {"bn", "আমিনা পাস করল।", 14, 120, true, "Bengali with room enough"},
};

Test(bigtext, fits_or_not)
{
    for (size_t i = 0; i < sizeof fit_cases / sizeof fit_cases[0]; i++) {
        const struct fit_case *f = &fit_cases[i];
        struct bigtext *bt = open_fonts(f->language);
        struct big_cells c;
        cr_expect_eq(bigtext_set(bt, f->text, f->rows, f->cols, &c), f->fits, "%s: \"%s\" in %dx%d",
                     f->why, f->text, f->cols, f->rows);
        bigtext_close(bt);
    }
}

Test(bigtext, bengali_is_shaped_with_latin_from_another_font)
{
    struct bigtext *bt = open_fonts("bn");
    struct big_cells c;
    cr_assert(bigtext_set(bt, "আমিনা A থেকে ৭টি গুটি বপন করল।", 24, 198, &c));
    cr_assert(extent_of(&c).cells > 300);
    bigtext_close(bt);
}

/* The lit pixels of c (two by two a cell) in pixels[y][x], and how many
 * 8-connected shapes they make. */
enum { PIXELS_MAX = 128 };

static int shapes_of(const struct big_cells *c, unsigned char pixels[PIXELS_MAX][PIXELS_MAX])
{
    int h = 2 * c->rows, w = 2 * c->cols, shapes = 0;
    cr_assert(h <= PIXELS_MAX && w <= PIXELS_MAX);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            pixels[y][x] = c->mask[(y / 2) * c->cols + x / 2] >> (2 * (y % 2) + x % 2) & 1;
    static int stack[PIXELS_MAX * PIXELS_MAX][2];
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            if (pixels[y][x] != 1)
                continue;
            shapes++;
            int n = 0;
            pixels[y][x] = 2;
            stack[n][0] = y, stack[n++][1] = x;
            while (n > 0) {
                int py = stack[--n][0], px = stack[n][1];
                for (int dy = -1; dy <= 1; dy++)
                    for (int dx = -1; dx <= 1; dx++) {
                        int ny = py + dy, nx = px + dx;
                        if (ny >= 0 && ny < h && nx >= 0 && nx < w && pixels[ny][nx] == 1) {
                            pixels[ny][nx] = 2;
                            stack[n][0] = ny, stack[n++][1] = nx;
                        }
                    }
            }
        }
    return shapes;
}

/* At every size large print takes, from a players' line to the biggest
 * letters, an A is one shape (no mark apart above it: it read as Å), and
 * so is each of 1, 4, 7 (a 4 broken apart read as Ч). */
Test(bigtext, letters_are_one_shape_at_every_size)
{
    static const char *const texts[] = {"A", "1", "4", "7", "H"};
    struct bigtext *bt = open_fonts("en");
    for (size_t t = 0; t < sizeof texts / sizeof texts[0]; t++)
        for (int rows = 3; rows <= 24; rows++) {
            struct big_cells c;
            static unsigned char pixels[PIXELS_MAX][PIXELS_MAX];
            if (!bigtext_set(bt, texts[t], rows, 60, &c))
                continue;
            int shapes = shapes_of(&c, pixels);
            cr_expect_eq(shapes, 1, "\"%s\" in %d rows: %d shapes", texts[t], rows, shapes);
        }
    bigtext_close(bt);
}
