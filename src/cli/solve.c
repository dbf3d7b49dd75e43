/*
 * solve.c - --solve: the exact value of a position and of each of its
 * moves, as one JSON object: for a game that starts there, or with --load
 * at the current ply of a game record, given the game's history.
 */
#include <stdlib.h>

#include "cli/commands.h"
#include "solver/solver.h"
#include "app/i18n.h"

static int fail(int status, const char *message)
{
    fprintf(stderr, "tihbat: --solve: %s\n", message);
    return status;
}

static int print(const tb_rules *r, const tb_position *p, int value,
                 const struct solver_move *moves, int n, long positions, FILE *out)
{
    char text[128];
    tb_position_format(r, p, text, sizeof text);
    fprintf(out, "{\"rules\":\"%s\",\"position\":\"%s\",\"value\":%d,\"moves\":[",
            r->name, text, value);
    for (int i = 0; i < n; i++) {
        char label[2] = {tb_label(moves[i].move), '\0'};
        fprintf(out, "%s{\"move\":\"%s\",\"value\":%d}", i ? "," : "",
                moves[i].move == TB_PASS ? "pass" : label, moves[i].value);
    }
    fprintf(out, "],\"positions\":%ld}\n", positions);
    return output_flush(out);
}

int solve_run(const tb_rules *r, const tb_position *start, const char *record, FILE *out)
{
    int status, exit_status = 1;
    tb_game *g = NULL;
    if (record) {
        if (!(g = load_or_say("--solve", record, NULL, &exit_status)))
            return exit_status;
        r = tb_game_rules(g);
    }
    if (r->players != 2) {
        tb_game_free(g);
        return fail(EXIT_USAGE, _("only the two-player rule sets are solved"));
    }
    tb_position p;
    if (start)
        p = *start;
    else
        tb_position_start(r, &p);
    if (!g && tb_position_check(r, &p) != TB_OK)
        return fail(EXIT_USAGE, _("the position cannot occur under the rules"));

    solver *s = solver_new(r, &status);
    if (s && !g)
        g = tb_game_new(r, &p, &status);
    struct solver_move moves[TB_MAX_HOLES];
    int n = 0;
    long positions = 0;
    if (s && g)
        status = solver_moves(s, g, tb_game_ply(g), moves, &n);
    if (status == TB_OK)
        status = solver_reachable(s, &positions);
    /* The position's value is its best move's, given the history (for a
     * game that starts there, the table's), and 0 where the game is over. */
    int value = n > 0 ? moves[0].value : 0;
    for (int i = 1; i < n; i++)
        value = moves[i].value > value ? moves[i].value : value;
    exit_status = status == TB_OK ? print(r, tb_game_position(g), value, moves, n, positions, out)
                                  : fail(1, i18n_engine(tb_strerror(status)));
    tb_game_free(g);
    solver_free(s);
    return exit_status;
}
