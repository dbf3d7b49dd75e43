/*
 * bigtext.c - a sentence in large print, for a projector.  fontconfig finds
 * the fonts for the language, HarfBuzz shapes each word (Bengali's vowel
 * signs and conjuncts cannot be drawn a character at a time), FreeType
 * draws the glyphs in black and white, hinted for it, and each screen cell
 * shows four of those pixels.  A cell is about twice as high as wide, so
 * the glyphs are drawn twice as wide as high to come out in proportion.
 */
#define _POSIX_C_SOURCE 200809L /* strdup */
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include <fontconfig/fontconfig.h>
#include <hb-ft.h>
#include <hb.h>
#include <stdlib.h>
#include <string.h>

#include "app/bigtext.h"

/* Letter sizes, in pixels to the em: the biggest that fits, up to 24.
 * Latin letters still read at 8; scripts with marks over and under their
 * letters need 12.  A few fonts cover any sentence (a Bengali one has no
 * Latin).  A sentence that does not fit in letters of their true shape
 * may be set narrower, to three quarters of their width or five eighths.  The last few
 * sentences set are kept, for the frames that draw them again. */
enum { PX_MOST = 24, PX_LEAST = 8, PX_LEAST_MARKED = 12, FONTS_MAX = 8, SETS = 8 };
/* How many pixels across a pixel of the em is drawn: a cell is twice as
 * high as wide, so 2 keeps the letters' shape; 3/2 and 5/4 narrow them. */
static const int widths[] = {144, 108, 90}; /* dots an inch across, for 72 down */

struct font {
    char *file;
    int index;
    bool embolden;      /* bold was asked for and the font has none */
    FcCharSet *charset; /* what it covers */
    FT_Face face;       /* opened when a sentence first needs it */
    hb_font_t *shaper;
};

/* A stretch of one word in one font: bytes [start, start + length). */
struct run {
    int word, font;
    unsigned start, length;
};

/* A shaped glyph: its font, and where it stands from its word's start in
 * 26.6 pixels. */
struct glyph {
    int font;
    unsigned id;
    int x, y;
};

struct bigtext {
    FcConfig *config;
    FT_Library library;
    hb_buffer_t *buffer;
    struct font fonts[FONTS_MAX];
    int fonts_n;

    /* The sentence being set, cut into words and runs once, shaped at each
     * size tried. */
    struct run *runs;
    int runs_n, words_n;
    unsigned used; /* bit i: fonts[i] sets some of it */
    bool marked;   /* some of it is in a script with marks */
    struct glyph *glyphs;
    int glyphs_n, glyphs_cap;
    int *word_first, *word_width; /* per word: first glyph, advance */
    int across;                   /* the dots an inch across of the size tried */

    /* The last sentences set: a whole account that did not fit and its
     * last sentence that did, the players' names... */
    struct set {
        char *text;
        int rows, cols;
        bool fitted;
        unsigned char *mask;
        struct big_cells cells;
    } sets[SETS]; /* the one used last first */
};

static void forget_runs(struct bigtext *bt)
{
    free(bt->runs);
    free(bt->word_first);
    free(bt->word_width);
    bt->runs = NULL;
    bt->word_first = bt->word_width = NULL;
}

static void forget_set(struct set *set)
{
    free(set->text);
    free(set->mask);
    *set = (struct set){0};
}

void bigtext_close(struct bigtext *bt)
{
    if (!bt)
        return;
    for (int i = 0; i < SETS; i++)
        forget_set(&bt->sets[i]);
    free(bt->glyphs);
    for (int i = 0; i < bt->fonts_n; i++) {
        hb_font_destroy(bt->fonts[i].shaper);
        if (bt->fonts[i].face)
            FT_Done_Face(bt->fonts[i].face);
        FcCharSetDestroy(bt->fonts[i].charset);
        free(bt->fonts[i].file);
    }
    hb_buffer_destroy(bt->buffer);
    if (bt->library)
        FT_Done_FreeType(bt->library);
    if (bt->config)
        FcConfigDestroy(bt->config);
    free(bt);
}

/* Keeps a font fontconfig prepared, if it is an outline FreeType can hint. */
static void keep_font(struct bigtext *bt, const FcPattern *font)
{
    FcChar8 *file;
    FcCharSet *charset;
    FcBool scalable = FcFalse, embolden = FcFalse;
    int index = 0;
    if (FcPatternGetString(font, FC_FILE, 0, &file) != FcResultMatch ||
        FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) != FcResultMatch ||
        FcPatternGetBool(font, FC_SCALABLE, 0, &scalable) != FcResultMatch || !scalable)
        return;
    FcPatternGetInteger(font, FC_INDEX, 0, &index);
    FcPatternGetBool(font, FC_EMBOLDEN, 0, &embolden);
    struct font *f = &bt->fonts[bt->fonts_n];
    f->file = strdup((const char *)file);
    f->charset = FcCharSetCopy(charset);
    if (!f->file || !f->charset) {
        free(f->file);
        if (f->charset)
            FcCharSetDestroy(f->charset);
        return;
    }
    f->index = index;
    f->embolden = embolden;
    bt->fonts_n++;
}

struct bigtext *bigtext_open(const char *language)
{
    struct bigtext *bt = calloc(1, sizeof *bt);
    if (!bt)
        return NULL;
    FcPattern *pattern = NULL;
    FcLangSet *langs = NULL;
    if (!(bt->config = FcInitLoadConfigAndFonts()) || FT_Init_FreeType(&bt->library) != 0 ||
        !hb_buffer_allocation_successful(bt->buffer = hb_buffer_create()) ||
        !(pattern = FcPatternCreate()) || !(langs = FcLangSetCreate()))
        goto fail;
    FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)"sans-serif");
    FcPatternAddInteger(pattern, FC_WEIGHT, FC_WEIGHT_BOLD);
    if (language && FcLangSetAdd(langs, (const FcChar8 *)language))
        FcPatternAddLangSet(pattern, FC_LANG, langs);
    FcConfigSubstitute(bt->config, pattern, FcMatchPattern);
    FcDefaultSubstitute(pattern);
    FcResult result;
    /* Best first, and only those that add characters the ones before lack. */
    FcFontSet *set = FcFontSort(bt->config, pattern, FcTrue, NULL, &result);
    for (int i = 0; set && i < set->nfont && bt->fonts_n < FONTS_MAX; i++) {
        FcPattern *font = FcFontRenderPrepare(bt->config, pattern, set->fonts[i]);
        if (font) {
            keep_font(bt, font);
            FcPatternDestroy(font);
        }
    }
    if (set)
        FcFontSetDestroy(set);
    FcLangSetDestroy(langs);
    FcPatternDestroy(pattern);
    if (bt->fonts_n == 0)
        goto fail_late;
    return bt;
fail:
    if (langs)
        FcLangSetDestroy(langs);
    if (pattern)
        FcPatternDestroy(pattern);
fail_late:
    bigtext_close(bt);
    return NULL;
}

/* ---- Words, runs and shaping ---- */

static bool open_face(struct bigtext *bt, struct font *f)
{
    if (f->face)
        return true;
    if (FT_New_Face(bt->library, f->file, f->index, &f->face) != 0) {
        f->face = NULL;
        return false;
    }
    /* The shaper holds a reference of its own to the face. */
    f->shaper = hb_ft_font_create_referenced(f->face);
    hb_ft_font_set_load_flags(f->shaper, FT_LOAD_TARGET_MONO);
    return true;
}

/* The font for character c: the one before it when that has it (marks
 * stay with their letter, spaces with their words), else the best that
 * does; -1 when none. */
static int font_for(const struct bigtext *bt, hb_codepoint_t c, int before)
{
    if (before >= 0 && FcCharSetHasChar(bt->fonts[before].charset, c))
        return before;
    for (int i = 0; i < bt->fonts_n; i++)
        if (FcCharSetHasChar(bt->fonts[i].charset, c))
            return i;
    return -1;
}

/* Cuts text into words at spaces, and words into runs of one font. */
static bool cut(struct bigtext *bt, const char *text)
{
    size_t len = strlen(text);
    if (!(bt->runs = calloc(len + 1, sizeof *bt->runs)))
        return false;
    hb_buffer_clear_contents(bt->buffer);
    hb_buffer_add_utf8(bt->buffer, text, (int)len, 0, (int)len);
    unsigned n;
    const hb_glyph_info_t *chars = hb_buffer_get_glyph_infos(bt->buffer, &n);
    bt->runs_n = bt->words_n = 0;
    bt->used = 0;
    bt->marked = false;
    struct run *run = NULL;
    hb_unicode_funcs_t *unicode = hb_unicode_funcs_get_default();
    for (unsigned i = 0; i < n; i++) {
        hb_codepoint_t c = chars[i].codepoint;
        hb_script_t script = hb_unicode_script(unicode, c);
        bt->marked |= script != HB_SCRIPT_LATIN && script != HB_SCRIPT_COMMON &&
                      script != HB_SCRIPT_INHERITED;
        unsigned end = i + 1 < n ? chars[i + 1].cluster : (unsigned)len;
        if (c == ' ') {
            if (run && run->word == bt->words_n)
                bt->words_n++;
            run = NULL;
            continue;
        }
        int font = font_for(bt, c, run ? run->font : -1);
        if (font < 0 || !open_face(bt, &bt->fonts[font]))
            return false;
        if (!run || run->font != font) {
            run = &bt->runs[bt->runs_n++];
            *run = (struct run){bt->words_n, font, chars[i].cluster, 0};
            bt->used |= 1u << font;
        }
        run->length = end - run->start;
    }
    if (run)
        bt->words_n++;
    return (bt->word_first = calloc((size_t)bt->words_n + 1, sizeof(int))) &&
           (bt->word_width = calloc((size_t)bt->words_n + 1, sizeof(int)));
}

static bool grow_glyphs(struct bigtext *bt, int more)
{
    if (bt->glyphs_n + more <= bt->glyphs_cap)
        return true;
    int cap = 2 * (bt->glyphs_n + more);
    struct glyph *g = realloc(bt->glyphs, (size_t)cap * sizeof *g);
    if (!g)
        return false;
    bt->glyphs = g;
    bt->glyphs_cap = cap;
    return true;
}

/* Shapes every run at px pixels to the em (twice that across), filling the
 * glyphs and each word's first glyph and width. */
static bool shape(struct bigtext *bt, const char *text, int px)
{
    for (int i = 0; i < bt->fonts_n; i++)
        if (bt->fonts[i].face) {
            /* At 72 dots an inch, a point is a pixel; more of them across. */
            if (FT_Set_Char_Size(bt->fonts[i].face, 0, (FT_F26Dot6)px * 64, (FT_UInt)bt->across,
                                 72) != 0)
                return false;
            hb_ft_font_changed(bt->fonts[i].shaper);
        }
    bt->glyphs_n = 0;
    int pen = 0;
    for (int r = 0; r < bt->runs_n; r++) {
        const struct run *run = &bt->runs[r];
        if (r == 0 || run->word != bt->runs[r - 1].word) {
            bt->word_first[run->word] = bt->glyphs_n;
            pen = 0;
        }
        hb_buffer_clear_contents(bt->buffer);
        hb_buffer_add_utf8(bt->buffer, text, -1, run->start, (int)run->length);
        hb_buffer_guess_segment_properties(bt->buffer);
        hb_shape(bt->fonts[run->font].shaper, bt->buffer, NULL, 0);
        unsigned n;
        const hb_glyph_info_t *info = hb_buffer_get_glyph_infos(bt->buffer, &n);
        const hb_glyph_position_t *at = hb_buffer_get_glyph_positions(bt->buffer, &n);
        if (!grow_glyphs(bt, (int)n))
            return false;
        for (unsigned i = 0; i < n; i++) {
            if (info[i].codepoint == 0) /* the font lacks it after all */
                return false;
            bt->glyphs[bt->glyphs_n++] =
                (struct glyph){run->font, info[i].codepoint, pen + at[i].x_offset, at[i].y_offset};
            pen += at[i].x_advance;
        }
        bt->word_width[run->word] = pen;
    }
    bt->word_first[bt->words_n] = bt->glyphs_n;
    return true;
}

/* ---- Lines and pixels ---- */

struct metrics {
    int ascent, height, space; /* whole pixels */
};

/* Of the fonts the sentence uses, at the size set last. */
static struct metrics metrics_now(const struct bigtext *bt)
{
    struct metrics m = {0, 0, 0};
    for (int i = 0; i < bt->fonts_n; i++) {
        FT_Face face = bt->fonts[i].face;
        if (!(bt->used & 1u << i))
            continue;
        const FT_Size_Metrics *sm = &face->size->metrics;
        int ascent = (int)((sm->ascender + 63) >> 6), height = (int)((sm->height + 63) >> 6);
        m.ascent = ascent > m.ascent ? ascent : m.ascent;
        m.height = height > m.height ? height : m.height;
        if (!m.space) {
            hb_codepoint_t space;
            if (hb_font_get_nominal_glyph(bt->fonts[i].shaper, ' ', &space))
                m.space = (hb_font_get_glyph_h_advance(bt->fonts[i].shaper, space) + 63) >> 6;
        }
    }
    return m;
}

/* 26.6 fixed point to whole pixels: rounded, and up for a width. */
static int round_px(int v) { return v >= 0 ? (v + 32) / 64 : -((32 - v) / 64); }
static int word_px(const struct bigtext *bt, int w) { return (bt->word_width[w] + 63) / 64; }

/* Breaks the words into lines `width` pixels wide: line_start[l] is the
 * first word of line l.  Returns how many lines, or -1 when a word alone
 * is too wide. */
static int break_lines(const struct bigtext *bt, int width, int space, int *line_start)
{
    int lines = 0, used = 0;
    for (int w = 0; w < bt->words_n; w++) {
        int need = word_px(bt, w);
        if (need > width)
            return -1;
        if (lines > 0 && used + space + need <= width) {
            used += space + need;
            continue;
        }
        line_start[lines++] = w;
        used = need;
    }
    line_start[lines] = bt->words_n;
    return lines;
}

/* Draws glyph g with its origin at pixel (x, y) of a width x height image. */
static void draw_glyph(const struct bigtext *bt, const struct glyph *g, int x, int y,
                       unsigned char *pixels, int width, int height)
{
    const struct font *f = &bt->fonts[g->font];
    FT_GlyphSlot slot = f->face->glyph;
    if (FT_Load_Glyph(f->face, g->id, FT_LOAD_TARGET_MONO | (f->embolden ? FT_LOAD_NO_BITMAP : 0)))
        return;
    if (f->embolden && slot->format == FT_GLYPH_FORMAT_OUTLINE) {
        FT_Pos strength = FT_MulFix(f->face->units_per_EM, f->face->size->metrics.y_scale) / 24;
        FT_Outline_EmboldenXY(&slot->outline, 2 * strength, strength);
    }
    if (FT_Render_Glyph(slot, FT_RENDER_MODE_MONO) != 0)
        return;
    const FT_Bitmap *bm = &slot->bitmap;
    int left = x + slot->bitmap_left, top = y - slot->bitmap_top;
    for (int r = 0; r < (int)bm->rows; r++)
        for (int c = 0; c < (int)bm->width; c++) {
            int py = top + r, px = left + c;
            if (py >= 0 && py < height && px >= 0 && px < width &&
                (bm->buffer[r * bm->pitch + c / 8] >> (7 - c % 8)) & 1)
                pixels[py * width + px] = 1;
        }
}

/* Draws the lines into pixels, then folds each 2x2 pixels into a cell. */
static bool render(struct bigtext *bt, const int *line_start, int lines, struct metrics m,
                   int width, struct set *set)
{
    int rows = (lines * m.height + 1) / 2, cols = width / 2, height = 2 * rows;
    unsigned char *pixels = calloc((size_t)height * (size_t)width, 1);
    if (!pixels || !(set->mask = calloc((size_t)rows * (size_t)cols, 1))) {
        free(pixels);
        return false;
    }
    for (int l = 0; l < lines; l++) {
        int first = line_start[l], last = line_start[l + 1], line_w = 0;
        for (int w = first; w < last; w++)
            line_w += (w > first ? m.space : 0) + word_px(bt, w);
        int x = (width - line_w) / 2, baseline = l * m.height + m.ascent;
        for (int w = first; w < last; w++) {
            for (int i = bt->word_first[w]; i < bt->word_first[w + 1]; i++) {
                const struct glyph *g = &bt->glyphs[i];
                draw_glyph(bt, g, x + round_px(g->x), baseline - round_px(g->y), pixels, width,
                           height);
            }
            x += word_px(bt, w) + m.space;
        }
    }
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++) {
            const unsigned char *top = &pixels[2 * r * width + 2 * c], *bottom = top + width;
            set->mask[r * cols + c] =
                (unsigned char)(top[0] | top[1] << 1 | bottom[0] << 2 | bottom[1] << 3);
        }
    free(pixels);
    set->cells = (struct big_cells){rows, cols, set->mask};
    return true;
}

/* Lays the sentence out at px pixels to the em: the lines, or -1 when it
 * does not fit width x height pixels. */
static int lay_out(struct bigtext *bt, const char *text, int px, int width, int height,
                   int *line_start, struct metrics *m)
{
    if (!shape(bt, text, px))
        return -1;
    *m = metrics_now(bt);
    int lines = break_lines(bt, width, m->space, line_start);
    return lines > 0 && lines * m->height <= height ? lines : -1;
}

/* Finds the biggest size at which the sentence fits, halving the range
 * each time, in letters of their true shape or else narrower, and draws
 * it there. */
static bool fit(struct bigtext *bt, const char *text, int rows, int cols, struct set *set)
{
    int width = 2 * cols, height = 2 * rows, best = -1;
    int *line_start = malloc(((size_t)bt->words_n + 1) * sizeof *line_start);
    struct metrics m;
    if (!line_start)
        return false;
    for (size_t w = 0; best < 0 && w < sizeof widths / sizeof widths[0]; w++) {
        bt->across = widths[w];
        for (int least = bt->marked ? PX_LEAST_MARKED : PX_LEAST, most = PX_MOST; least <= most;) {
            int px = (least + most) / 2;
            if (lay_out(bt, text, px, width, height, line_start, &m) > 0) {
                best = px;
                least = px + 1;
            } else {
                most = px - 1;
            }
        }
    }
    int lines = best > 0 ? lay_out(bt, text, best, width, height, line_start, &m) : -1;
    bool fitted = lines > 0 && render(bt, line_start, lines, m, width, set);
    free(line_start);
    return fitted;
}

/* The set that holds text at that size, or -1. */
static int find_set(const struct bigtext *bt, const char *text, int rows, int cols)
{
    for (int i = 0; i < SETS; i++) {
        const struct set *set = &bt->sets[i];
        if (set->text && strcmp(set->text, text) == 0 && set->rows == rows && set->cols == cols)
            return i;
    }
    return -1;
}

bool bigtext_set(struct bigtext *bt, const char *text, int rows, int cols, struct big_cells *out)
{
    /* The set wanted goes first, the others down one; else the one used
     * longest ago makes way. */
    int found = find_set(bt, text, rows, cols);
    struct set wanted = bt->sets[found >= 0 ? found : SETS - 1];
    memmove(&bt->sets[1], &bt->sets[0], (size_t)(found >= 0 ? found : SETS - 1) * sizeof wanted);
    bt->sets[0] = wanted;
    struct set *set = &bt->sets[0];
    if (found < 0) {
        forget_set(set);
        if (!(set->text = strdup(text)))
            return false;
        set->rows = rows;
        set->cols = cols;
        set->fitted = rows > 0 && cols > 0 && cut(bt, text) && bt->words_n > 0 &&
                      fit(bt, text, rows, cols, set);
        forget_runs(bt);
    }
    *out = set->cells;
    return set->fitted;
}
