/*
 * svg.c - a position drawn as SVG (see svg.h).
 *
 * The board is drawn at a fixed scale, in pixels of 1/96 inch; a page
 * scales it with CSS.  Seeds lie on a sunflower spiral, as many as the hole
 * holds, smaller the more there are, so that every one is seen and counted.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "app/explain.h"
#include "app/i18n.h"
#include "app/terminal_text.h"
#include "cli/commands.h"
#include "cli/svg.h"

enum {
    R = 32,         /* a hole's radius */
    PITCH = 88,     /* from one hole's centre to the next */
    BOARD_X = 24,   /* the board's left edge */
    SIDE = 48,      /* from the board's edge to the first hole */
    TOP_LABEL = 24, /* player 2's name and captures, above its counts */
    TOP_COUNT = 82,
    BOARD_Y = 94, /* the board's top edge */
    TOP_ROW = BOARD_Y + 34 + R,
    BOTTOM_ROW = TOP_ROW + 2 * R + 30,
    BOARD_BOTTOM = BOTTOM_ROW + R + 34,
    BOTTOM_COUNT = BOARD_BOTTOM + 32,
    BOTTOM_LABEL = BOARD_BOTTOM + 62, /* player 1's, below them */
    LINE = 21,                        /* between lines of a caption or a legend */
};

static const char font[] = "DejaVu Sans, Lohit Bengali, sans-serif";
/* Each player's colour, for its holes' rims and its name. */
static const char *const player_colour[TB_MAX_PLAYERS] = {"#a03018", "#1d5a8c", "#2c7a3a",
                                                          "#6a3d8c"};

void xml_text(FILE *out, const char *text)
{
    for (size_t len = strlen(text); len > 0;) {
        struct text_char c = text_next(text, len);
        switch (c.code) {
        case '&': fputs("&amp;", out); break;
        case '<': fputs("&lt;", out); break;
        case '>': fputs("&gt;", out); break;
        case '"': fputs("&quot;", out); break;
        default:
            /* Control characters are not XML: a space stands for them;
             * bytes that are no character, U+FFFD (XML is UTF-8 here). */
            if (c.safe)
                fwrite(text, 1, c.used, out);
            else
                fputs(c.code < 0x20 ? " " : "\xef\xbf\xbd", out);
        }
        text += c.used;
        len -= c.used;
    }
}

struct geometry {
    int cols;
    int width, height;
    int number; /* in the names of its gradient and marker */
    bool bare;  /* the board without a word: the icon */
};

/* The row (0 top, 1 bottom) and column of hole h: player 1's holes run left
 * to right along the bottom, the rest come back right to left along the
 * top, so that the seeds go round counter-clockwise. */
static void place(const struct geometry *g, int h, int *x, int *y)
{
    int col = h < g->cols ? h : 2 * g->cols - 1 - h;
    *x = BOARD_X + SIDE + R + col * PITCH;
    *y = h < g->cols ? BOTTOM_ROW : TOP_ROW;
}

static void seeds(FILE *out, int h, int n, int cx, int cy)
{
    double s = 0.85 * (R - 4) / (sqrt((double)n) + 0.85);
    s = s > 6.0 ? 6.0 : s;
    double c = n > 1 ? (R - 4 - s) / sqrt((double)n) : 0;
    for (int i = 0; i < n; i++) {
        double r = c * sqrt(i + 0.5), a = i * 2.39996323; /* the golden angle */
        fprintf(out,
                "<circle class=\"seed\" data-hole=\"%c\" cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" "
                "fill=\"#4a2e14\" stroke=\"#2a1808\" stroke-width=\"0.6\"/>\n",
                tb_label(h), cx + r * cos(a), cy + r * sin(a), s);
    }
}

/* A chevron between two holes of a row, pointing the way the seeds go. */
static void chevron(FILE *out, int x, int y, int way)
{
    fprintf(out,
            "<path d=\"M %d %d l %d 7 l %d 7\" fill=\"none\" stroke=\"#7a5a30\" "
            "stroke-width=\"2.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n",
            x - 4 * way, y - 7, 8 * way, -8 * way);
}

/* The way round at each end of the board: up on the right, down on the left. */
static void turns(FILE *out, const struct geometry *g)
{
    int right = BOARD_X + SIDE + R + (g->cols - 1) * PITCH + R + 14;
    int left = BOARD_X + SIDE - 14;
    int ry = (BOTTOM_ROW - TOP_ROW) / 2 - 16;
    fprintf(out,
            "<path d=\"M %d %d A 14 %d 0 0 0 %d %d\" fill=\"none\" stroke=\"#7a5a30\" "
            "stroke-width=\"2.5\" marker-end=\"url(#way%d)\"/>\n",
            right, BOTTOM_ROW - 16, ry, right, TOP_ROW + 16, g->number);
    fprintf(out,
            "<path d=\"M %d %d A 14 %d 0 0 0 %d %d\" fill=\"none\" stroke=\"#7a5a30\" "
            "stroke-width=\"2.5\" marker-end=\"url(#way%d)\"/>\n",
            left, TOP_ROW + 16, ry, left, BOTTOM_ROW - 16, g->number);
}

/* A small round label by a hole, towards the middle of the board. */
static void badge(FILE *out, int x, int y, int row_top, const char *colour, const char *text)
{
    int by = row_top ? y + R - 2 : y - R + 2, bx = x + R - 4;
    fprintf(out,
            "<g class=\"badge\"><rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"18\" rx=\"9\" "
            "fill=\"%s\"/><text x=\"%d\" y=\"%d\" font-size=\"12\" font-weight=\"bold\" "
            "fill=\"#ffffff\" text-anchor=\"middle\">",
            bx - 14, by - 9, 28, colour, bx, by + 4);
    xml_text(out, text);
    fputs("</text></g>\n", out);
}

/* What the move did to each hole. */
struct marks {
    int lifted;              /* the hole lifted, or -1 */
    int fell[TB_MAX_HOLES];  /* seeds that fell in each hole */
    int last;                /* the last seed's hole, or -1 */
    int taken[TB_MAX_HOLES]; /* seeds taken from each hole */
};

static void marks_of(const tb_account *acc, struct marks *m)
{
    memset(m, 0, sizeof *m);
    m->lifted = m->last = -1;
    if (!acc || acc->move == TB_PASS)
        return;
    m->lifted = acc->move;
    m->last = acc->last;
    for (int i = 0; i < acc->lifted; i++)
        m->fell[acc->sown[i]]++;
    for (int i = 0; i < acc->capture_holes; i++)
        m->taken[acc->capture_hole[i]] = acc->capture_seeds[i];
}

static void hole(FILE *out, const struct geometry *g, const tb_rules *r, const tb_position *p,
                 int h, const struct marks *m)
{
    int x, y;
    place(g, h, &x, &y);
    int owner = tb_owner(r, h), top = y == TOP_ROW;
    bool mover = owner == p->to_move;
    fprintf(out, "<g class=\"hole\" data-hole=\"%c\" data-count=\"%d\">\n", tb_label(h),
            p->board[h]);
    fprintf(out,
            "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"url(#dug%d)\" stroke=\"%s\" "
            "stroke-width=\"%s\"/>\n",
            x, y, R, g->number, player_colour[owner], mover ? "3.5" : "2");
    seeds(out, h, p->board[h], x, y);
    if (m->lifted == h)
        fprintf(out,
                "<circle class=\"lifted\" cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"none\" "
                "stroke=\"#1f1f1f\" stroke-width=\"2.5\" stroke-dasharray=\"6 4\"/>\n",
                x, y, R + 6);
    if (m->last == h && !m->taken[h])
        fprintf(out,
                "<circle class=\"last\" cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"none\" "
                "stroke=\"#1f5fbf\" stroke-width=\"3.5\"/>\n",
                x, y, R + 6);
    if (m->taken[h])
        fprintf(out,
                "<circle class=\"taken\" cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"none\" "
                "stroke=\"#c0261b\" stroke-width=\"4\"/>\n",
                x, y, R + 6);
    char text[16];
    if (m->fell[h]) {
        snprintf(text, sizeof text, "+%d", m->fell[h]);
        badge(out, x, y, top, "#1f5fbf", text);
    }
    if (m->taken[h]) {
        snprintf(text, sizeof text, "\xc3\x97%d", m->taken[h]); /* U+00D7, the times sign */
        badge(out, x - 2 * R + 8, y, top, "#c0261b", text);
    }
    if (g->bare) {
        fputs("</g>\n", out);
        return;
    }
    /* The letter on the board's rim, the count outside it. */
    fprintf(out,
            "<text class=\"letter\" x=\"%d\" y=\"%d\" font-size=\"17\" font-weight=\"bold\" "
            "fill=\"#5a4020\" text-anchor=\"middle\">%c</text>\n",
            x, top ? BOARD_Y + 21 : BOARD_BOTTOM - 8, tb_label(h));
    fprintf(out,
            "<text class=\"count\" data-hole=\"%c\" x=\"%d\" y=\"%d\" font-size=\"27\" "
            "font-weight=\"bold\" fill=\"#1f1f1f\" text-anchor=\"middle\">%d</text>\n",
            tb_label(h), x, top ? TOP_COUNT : BOTTOM_COUNT, p->board[h]);
    fputs("</g>\n", out);
}

/* One player's name and turn at (x, y), its captures on the line below;
 * `marker` stands before the name of the player to move: a triangle
 * towards its row. */
static void label(FILE *out, const tb_position *p, int player, int x, int y, const char *marker)
{
    char name[64], line[256];
    explain_player(player, name, sizeof name);
    bool mover = player == p->to_move;
    fprintf(out,
            "<text class=\"player\" data-player=\"%d\" x=\"%d\" y=\"%d\" font-size=\"19\" "
            "font-weight=\"bold\" fill=\"%s\">",
            player + 1, x, y, player_colour[player]);
    if (mover) {
        fputs(marker, out);
        /* TRANSLATORS: who is to move, on a diagram: "Player 1 to move". */
        snprintf(line, sizeof line, _("%s to move"), name);
        xml_text(out, line);
    } else {
        xml_text(out, name);
    }
    fputs("</text>\n", out);
    snprintf(line, sizeof line,
             ngettext("%d seed captured", "%d seeds captured", (unsigned long)p->captured[player]),
             p->captured[player]);
    fprintf(out,
            "<text class=\"captured\" data-player=\"%d\" x=\"%d\" y=\"%d\" font-size=\"16\" "
            "fill=\"#3a3a3a\">",
            player + 1, x + (mover ? 24 : 0), y + LINE);
    xml_text(out, line);
    fputs("</text>\n", out);
}

/* The caption under the board, broken into lines that fit; with out NULL,
 * only how many lines it takes. */
static int caption_lines(FILE *out, const char *caption, int width, int y)
{
    int per_line = (width - 2 * BOARD_X) / 9, lines = 0;
    const char *at = caption;
    while (*at) {
        /* Up to per_line characters (not bytes: UTF-8), broken at a space. */
        const char *start = at, *end = at, *space = NULL;
        for (int chars = 0; *end && chars < per_line; end++) {
            if ((*end & 0xc0) != 0x80)
                chars++;
            if (*end == ' ')
                space = end;
        }
        if (*end && space)
            end = space;
        lines++;
        at = *end == ' ' ? end + 1 : end;
        if (!out)
            continue;
        fprintf(out, "<text class=\"caption\" x=\"%d\" y=\"%d\" font-size=\"16\" fill=\"#1f1f1f\">",
                BOARD_X, y + (lines - 1) * LINE);
        char piece[1024];
        snprintf(piece, sizeof piece, "%.*s", (int)(end - start), start);
        xml_text(out, piece);
        fputs("</text>\n", out);
    }
    return lines;
}

/* The defs, the board, the way round and the holes with their seeds. */
static void board(FILE *out, const struct geometry *g, const tb_rules *r, const tb_position *p,
                  const struct marks *m)
{
    int number = g->number;
    int board_right = BOARD_X + 2 * SIDE + 2 * R + (g->cols - 1) * PITCH;
    fprintf(out,
            "<defs>\n"
            "<radialGradient id=\"dug%d\" cx=\"50%%\" cy=\"40%%\" r=\"60%%\">"
            "<stop offset=\"0\" stop-color=\"#f4e6c8\"/><stop offset=\"1\" "
            "stop-color=\"#cfb07c\"/></radialGradient>\n"
            "<marker id=\"way%d\" viewBox=\"0 0 10 10\" refX=\"6\" refY=\"5\" markerWidth=\"5\" "
            "markerHeight=\"5\" orient=\"auto\"><path d=\"M 0 0 L 10 5 L 0 10 z\" "
            "fill=\"#7a5a30\"/></marker>\n"
            "</defs>\n",
            number, number);
    fprintf(out,
            "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"36\" fill=\"#e6cf9f\" "
            "stroke=\"#8a6a3a\" stroke-width=\"2.5\"/>\n",
            BOARD_X, BOARD_Y, board_right - BOARD_X, BOARD_BOTTOM - BOARD_Y);
    for (int c = 0; c + 1 < g->cols; c++) {
        int x = BOARD_X + SIDE + R + c * PITCH + PITCH / 2;
        chevron(out, x, BOTTOM_ROW, 1);
        chevron(out, x, TOP_ROW, -1);
    }
    turns(out, g);
    for (int h = 0; h < tb_holes(r); h++)
        hole(out, g, r, p, h, m);
}

void svg_position(FILE *out, const tb_rules *r, const tb_position *p, const tb_account *acc,
                  const char *caption, const char *title, int number)
{
    struct geometry g = {.cols = r->holes_per_row, .number = number};
    int board_right = BOARD_X + 2 * SIDE + 2 * R + (g.cols - 1) * PITCH;
    g.width = board_right + BOARD_X;
    int legend = r->players == 2 ? 0 : r->players;
    int bottom = r->players == 2 ? BOTTOM_LABEL + LINE : BOTTOM_COUNT + 4 + legend * 2 * LINE;
    int captions = caption ? caption_lines(NULL, caption, g.width, 0) : 0;
    /* Three players have no names above the board: the picture starts lower. */
    int top = r->players == 2 ? 0 : TOP_COUNT - 30;
    g.height = bottom + 16 + (captions ? captions * LINE + 8 : 0) - top;
    struct marks m;
    marks_of(acc, &m);

    if (number == 0)
        fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", out);
    fprintf(out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" width=\"%d\" height=\"%d\" "
            "viewBox=\"0 %d %d %d\" font-family=\"%s\" role=\"img\">\n",
            g.width, g.height, top, g.width, g.height, font);
    fputs("<title>", out);
    xml_text(out, title);
    fputs("</title>\n", out);
    board(out, &g, r, p, &m);

    if (r->players == 2) {
        label(out, p, 1, BOARD_X, TOP_LABEL, "\xe2\x96\xbc ");    /* U+25BC, down */
        label(out, p, 0, BOARD_X, BOTTOM_LABEL, "\xe2\x96\xb2 "); /* U+25B2, up */
    } else {
        /* Three players: a legend under the board, each with its holes. */
        for (int i = 0; i < r->players; i++) {
            int y = BOTTOM_COUNT + 4 + (2 * i + 1) * LINE;
            char holes[32];
            int own[TB_MAX_HOLES];
            for (int k = 0; k < r->holes_per_player; k++)
                own[k] = i * r->holes_per_player + k;
            explain_moves(own, r->holes_per_player, holes, sizeof holes);
            label(out, p, i, BOARD_X, y, "\xe2\x96\xb6 "); /* U+25B6, right */
            fprintf(out,
                    "<text x=\"%d\" y=\"%d\" font-size=\"19\" font-weight=\"bold\" "
                    "fill=\"%s\" text-anchor=\"end\">%s</text>\n",
                    board_right, y, player_colour[i], holes);
        }
    }
    if (caption)
        caption_lines(out, caption, g.width, bottom + 16 + 4);
    fputs("</svg>\n", out);
}

void svg_board(FILE *out, const tb_rules *r, const tb_position *p, const char *title)
{
    struct geometry g = {.cols = r->holes_per_row, .bare = true};
    int width = 2 * SIDE + 2 * R + (g.cols - 1) * PITCH, height = BOARD_BOTTOM - BOARD_Y;
    int side = (width > height ? width : height) + 8; /* the rim's stroke inside */
    struct marks m;
    marks_of(NULL, &m);
    fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", out);
    fprintf(out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
            "viewBox=\"%d %d %d %d\" role=\"img\">\n",
            side, side, BOARD_X - (side - width) / 2, BOARD_Y - (side - height) / 2, side, side);
    fputs("<title>", out);
    xml_text(out, title);
    fputs("</title>\n", out);
    board(out, &g, r, p, &m);
    fputs("</svg>\n", out);
}
