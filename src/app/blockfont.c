/*
 * blockfont.c - letters and digits in blocks, 5 by 7 square pixels each:
 * shapes every child knows from clocks and calculators, with a pointed A
 * (a flat one reads as Å) and an open 4 (a square one reads as Ч).
 */
#include <stdbool.h>
#include <string.h>

#include "app/blockfont.h"

enum { GLYPH_W = 5, GLYPH_H = 7 };

static const char *const *glyph_of(char c)
{
    static const char *const digits[10][GLYPH_H] = {
        {" ### ", "#   #", "#   #", "#   #", "#   #", "#   #", " ### "},
        {"  #  ", " ##  ", "# #  ", "  #  ", "  #  ", "  #  ", "#####"},
        {" ### ", "#   #", "    #", "   # ", "  #  ", " #   ", "#####"},
        {" ### ", "#   #", "    #", "  ## ", "    #", "#   #", " ### "},
        {"   # ", "  ## ", " # # ", "#  # ", "#####", "   # ", "   # "},
        {"#####", "#    ", "#### ", "    #", "    #", "#   #", " ### "},
        {" ### ", "#    ", "#    ", "#### ", "#   #", "#   #", " ### "},
        {"#####", "    #", "   # ", "  #  ", " #   ", " #   ", " #   "},
        {" ### ", "#   #", "#   #", " ### ", "#   #", "#   #", " ### "},
        {" ### ", "#   #", "#   #", " ####", "    #", "    #", " ### "},
    };
    static const char *const letters[8][GLYPH_H] = {
        {"  #  ", " # # ", "#   #", "#   #", "#####", "#   #", "#   #"},
        {"#### ", "#   #", "#   #", "#### ", "#   #", "#   #", "#### "},
        {" ### ", "#   #", "#    ", "#    ", "#    ", "#   #", " ### "},
        {"#### ", "#   #", "#   #", "#   #", "#   #", "#   #", "#### "},
        {"#####", "#    ", "#    ", "#### ", "#    ", "#    ", "#####"},
        {"#####", "#    ", "#    ", "#### ", "#    ", "#    ", "#    "},
        {" ### ", "#   #", "#    ", "# ###", "#   #", "#   #", " ### "},
        {"#   #", "#   #", "#   #", "#####", "#   #", "#   #", "#   #"},
    };
    static const char *const turn[GLYPH_H] = {"#    ", "##   ", "###  ", "#### ",
                                              "###  ", "##   ", "#    "};
    if (c >= '0' && c <= '9')
        return digits[c - '0'];
    if (c >= 'A' && c <= 'H')
        return letters[c - 'A'];
    return c == '>' ? turn : NULL;
}

int blockfont_width(const char *text, int scale)
{
    int n = (int)strlen(text);
    return n ? (n * (GLYPH_W + 1) - 1) * scale : 0;
}

int blockfont_lines(int scale) { return (GLYPH_H * scale + 1) / 2; }

/* Whether the pixel in half line y, column x of text at scale is lit. */
static bool lit(const char *text, int scale, int y, int x)
{
    if (scale <= 0 || x < 0 || y < 0)
        return false;
    int n = (int)strlen(text), px = x / scale, py = y / scale;
    int glyph = px / (GLYPH_W + 1), col = px % (GLYPH_W + 1);
    if (glyph >= n || col >= GLYPH_W || py >= GLYPH_H)
        return false;
    const char *const *g = glyph_of(text[glyph]);
    return g && g[py][col] == '#';
}

unsigned blockfont_cell(const char *text, int scale, int line, int col)
{
    return (lit(text, scale, 2 * line, col) ? BLOCK_TOP : 0) |
           (lit(text, scale, 2 * line + 1, col) ? BLOCK_BOTTOM : 0);
}
