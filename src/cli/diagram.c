/*
 * diagram.c - tihbat --diagram POSITION [--move HOLE]: the position as an
 * SVG picture (src/cli/svg.h), on standard output or into a file.
 */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "app/explain.h"
#include "app/i18n.h"
#include "cli/commands.h"
#include "cli/svg.h"

int diagram_run(const tb_rules *r, const char *position, int move, const char *output, FILE *out)
{
    tb_position p;
    tb_error err;
    if (tb_position_parse(r, position, &p, &err) != TB_OK) {
        char why[512];
        i18n_error(&err, why, sizeof why);
        char buf[SHOWN_SIZE];
        fprintf(stderr, _("tihbat: --diagram '%s', column %d: %s\n"), as_shown(position, buf),
                err.column, why);
        return EXIT_USAGE;
    }
    char names[TB_MAX_PLAYERS][64], title[256], caption[1024] = "";
    const char *name_of[TB_MAX_PLAYERS];
    for (int i = 0; i < r->players; i++) {
        explain_player(i, names[i], sizeof names[i]);
        name_of[i] = names[i];
    }
    /* TRANSLATORS: the game's name, then who is to move. */
    snprintf(title, sizeof title, _("%s: %s to move"), i18n_engine(r->title), names[p.to_move]);
    tb_account acc;
    /* A position where the game is over says so. */
    if (explain_end(tb_position_end(r, &p)))
        snprintf(caption, sizeof caption, "%s", explain_end(tb_position_end(r, &p)));
    if (move != TB_NO_MOVE) {
        const char *why = tb_why_illegal(r, &p, move);
        if (why) {
            fprintf(stderr, _("tihbat: --move %c: %s\n"), tb_label(move), i18n_engine(why));
            return EXIT_USAGE;
        }
        int status;
        tb_position after;
        tb_game *g = tb_game_new(r, &p, &status);
        if (g)
            explain_line(g, 0, &move, 1, name_of, caption, sizeof caption);
        tb_game_free(g);
        if (!g || tb_sow(r, &p, move, &after, &acc) != TB_OK) {
            fprintf(stderr, "tihbat: %s\n", i18n_engine(tb_strerror(TB_ENOMEM)));
            return EXIT_FAILURE;
        }
    }
    char *text = NULL;
    size_t len = 0;
    FILE *svg = open_memstream(&text, &len);
    if (!svg) {
        fprintf(stderr, "tihbat: %s\n", strerror(errno));
        return EXIT_FAILURE;
    }
    svg_position(svg, r, &p, move != TB_NO_MOVE ? &acc : NULL, caption[0] ? caption : NULL, title,
                 0);
    int exit_status = fclose(svg) == 0 ? write_out(output, text, len, out) : EXIT_FAILURE;
    free(text);
    return exit_status;
}
