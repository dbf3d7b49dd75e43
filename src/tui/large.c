/*
 * large.c - large print on the terminal: a sentence in letters drawn in
 * quadrant blocks (src/app/bigtext.c shapes and draws them), as big as
 * the room allows, for a projector.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <string.h>

#include "app/bigtext.h"
#include "app/terminal_text.h"
#include "tui/large.h"
#include "tui/screen.h"

/* Puts text in large print in the box of `rows` lines from y and `cols`
 * columns from x: centred across it, or its letters starting at x
 * (align < 0) or ending at its right (align > 0); the lines from the top.
 * Returns the columns its letters take, or 0 when it does not fit in
 * letters big enough to read. */
int put_large(struct bigtext *large, int y, int x, int rows, int cols, int align, attr_t attr,
              const char *text)
{
    const char *const *quadrant = glyphs()->quadrant;
    struct big_cells big;
    if (!large || !text[0] || rows <= 0 || cols <= 0 || !bigtext_set(large, text, rows, cols, &big))
        return 0;
    int first = big.cols, last = -1;
    for (int r = 0; r < big.rows; r++)
        for (int c = 0; c < big.cols; c++)
            if (big.mask[r * big.cols + c]) {
                first = c < first ? c : first;
                last = c > last ? c : last;
            }
    if (last < 0)
        return 0;
    int shift = align < 0 ? -first : align > 0 ? big.cols - 1 - last : 0;
    attron(attr);
    for (int r = 0; r < big.rows; r++)
        for (int c = 0; c < big.cols; c++)
            if (big.mask[r * big.cols + c])
                mvaddstr(y + r, x + c + shift, quadrant[big.mask[r * big.cols + c]]);
    attroff(attr);
    return last - first + 1;
}

/* Where the last sentence of text starts: after the last ". " (or "? ",
 * "! ", or the Bengali danda's "। "); text itself when it has one. */
static const char *last_sentence(const char *text)
{
    static const char danda[] = "। ";
    const char *tail = text;
    for (const char *c = text; *c; c++)
        if (strchr(".?!", *c) && c[1] == ' ')
            tail = c + 2;
        else if (strncmp(c, danda, sizeof danda - 1) == 0)
            tail = c + sizeof danda - 1;
    return tail;
}

/* In projector mode, text in large print in the lines of the words from
 * the top down to `bottom`: all of it, or else its last sentence with
 * the whole in plain print below, or else the last sentence alone.
 * Returns what is in large print (text, or its last sentence), or NULL
 * when none fits, or there are no fonts. */
const char *draw_large(const struct layout *lo, struct bigtext *large, const char *text, int bottom)
{
    int rows = bottom - lo->log_y;
    if (put_large(large, lo->log_y, 1, rows, COLS - 2, 0, A_BOLD, text))
        return text;
    const char *tail = last_sentence(text);
    int plain = wrapped_lines(text, lo->text_w);
    if (tail == text)
        return NULL;
    if (put_large(large, lo->log_y, 1, rows - plain - 1, COLS - 2, 0, A_BOLD, tail)) {
        put_wrapped(bottom - plain, lo->text_x, lo->text_w, 0, plain, A_BOLD, text);
        return tail;
    }
    /* No room for both: the rule that acted, alone, rather than no large
     * print at all. */
    return put_large(large, lo->log_y, 1, rows, COLS - 2, 0, A_BOLD, tail) ? tail : NULL;
}
