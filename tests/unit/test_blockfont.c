/*
 * test_blockfont.c - the block letters and digits of the board's boxes
 * (src/app/blockfont.c), against the pictures they must make at each
 * scale: an A with a point, never a ring over it (it read as Å), a 4 open
 * at the top (it read as Ч), and nothing lit beyond the glyphs.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "app/blockfont.h"

/* text at scale as rows of pixels ('#' lit), one half line a row. */
static void picture(const char *text, int scale, char rows[][64], int *n)
{
    int w = blockfont_width(text, scale), lines = blockfont_lines(scale);
    cr_assert(w < 64);
    *n = 2 * lines;
    for (int line = 0; line < lines; line++)
        for (int half = 0; half < 2; half++) {
            char *row = rows[2 * line + half];
            for (int col = 0; col < w; col++)
                row[col] =
                    blockfont_cell(text, scale, line, col) & (half ? BLOCK_BOTTOM : BLOCK_TOP)
                        ? '#'
                        : ' ';
            row[w] = '\0';
        }
}

static void expect_picture(const char *text, int scale, const char *const *expected)
{
    char rows[64][64];
    int n;
    picture(text, scale, rows, &n);
    for (int r = 0; r < n; r++)
        cr_expect_str_eq(rows[r], expected[r], "\"%s\" at scale %d, pixel row %d", text, scale, r);
}

Test(blockfont, a_has_a_point_and_no_ring)
{
    static const char *const a[] = {"  #  ", " # # ", "#   #", "#   #",
                                    "#####", "#   #", "#   #", "     "};
    expect_picture("A", 1, a);
    static const char *const a2[] = {"    ##    ", "    ##    ", "  ##  ##  ", "  ##  ##  ",
                                     "##      ##", "##      ##", "##      ##", "##      ##",
                                     "##########", "##########", "##      ##", "##      ##",
                                     "##      ##", "##      ##"};
    expect_picture("A", 2, a2);
}

Test(blockfont, four_is_open_at_the_top)
{
    static const char *const fourteen[] = {"  #      # ", " ##     ## ", "# #    # # ",
                                           "  #   #  # ", "  #   #####", "  #      # ",
                                           "#####    # ", "           "};
    expect_picture("14", 1, fourteen);
}

/* At every scale a letter is one shape: no lit pixel row stands apart from
 * the rest by a dark one (a mark above or below it). */
Test(blockfont, no_stray_mark_at_any_scale)
{
    static const char *const texts[] = {"A", "B", "C", "D", "E", "F", "G", "H", "0", "1",
                                        "2", "3", "4", "5", "6", "7", "8", "9", ">"};
    for (int scale = 1; scale <= 4; scale++)
        for (size_t t = 0; t < sizeof texts / sizeof texts[0]; t++) {
            char rows[64][64];
            int n, first = -1, last = -1, dark_between = 0;
            picture(texts[t], scale, rows, &n);
            for (int r = 0; r < n; r++)
                if (strchr(rows[r], '#')) {
                    first = first < 0 ? r : first;
                    dark_between += last >= 0 && last < r - 1;
                    last = r;
                }
            cr_expect_eq(first, 0, "\"%s\" at scale %d starts at row %d", texts[t], scale, first);
            cr_expect_eq(last, 7 * scale - 1, "\"%s\" at scale %d", texts[t], scale);
            cr_expect_eq(dark_between, 0, "\"%s\" at scale %d: a mark apart", texts[t], scale);
        }
}

Test(blockfont, sizes)
{
    cr_expect_eq(blockfont_width("7", 1), 5);
    cr_expect_eq(blockfont_width("14", 1), 11);
    cr_expect_eq(blockfont_width("14", 2), 22);
    cr_expect_eq(blockfont_width("", 2), 0);
    cr_expect_eq(blockfont_lines(1), 4);
    cr_expect_eq(blockfont_lines(2), 7);
    cr_expect_eq(blockfont_cell("?", 1, 0, 0), 0u, "an unknown character is blank");
    cr_expect_eq(blockfont_cell("A", 1, 9, 0), 0u, "below the glyph is blank");
}
