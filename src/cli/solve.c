/*
 * solve.c - --solve: the exact value of a position and of each of its
 * moves, as one JSON object: for a game that starts there, or with --load
 * at the current ply of a game record, given the game's history.  Two
 * players: the margin of the player to move; three: each player's
 * guaranteed share.  The tables come from the cache (share.c's tables)
 * when it has them, and a cache that could not be trusted or written is
 * reported once.
 */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include <stdlib.h>

#include "app/i18n.h"
#include "cli/commands.h"
#include "solver/solver.h"

static int fail(int status, const char *message)
{
    fprintf(stderr, "tihbat: --solve: %s\n", message);
    return status;
}

static const char *move_name(int move, char label[2])
{
    label[0] = tb_label(move);
    label[1] = '\0';
    return move == TB_PASS ? "pass" : label;
}

static void shares_json(const int *shares, int players, FILE *out)
{
    for (int i = 0; i < players; i++)
        fprintf(out, "%s%d", i ? "," : "[", shares[i]);
    fputc(']', out);
}

/* The margins of g's moves, and the position's: its best move's, given
 * the history (for a game that starts there, the table's), 0 where the
 * game is over. */
static int margins(solver *s, const tb_game *g, FILE *out)
{
    struct solver_move moves[TB_MAX_HOLES];
    char label[2];
    int n, status = solver_moves(s, g, tb_game_ply(g), moves, &n);
    if (status != TB_OK)
        return status;
    int value = n > 0 ? moves[0].value : 0;
    for (int i = 1; i < n; i++)
        value = moves[i].value > value ? moves[i].value : value;
    fprintf(out, "\"value\":%d,\"moves\":[", value);
    for (int i = 0; i < n; i++)
        fprintf(out, "%s{\"move\":\"%s\",\"value\":%d}", i ? "," : "",
                move_name(moves[i].move, label), moves[i].value);
    return TB_OK;
}

/* The shares of g's moves, and the position's: the mover's the most its
 * moves give it, each other player's the least the mover's moves leave it
 * (the mover plays with the others against it); 0 where the game is over. */
static int shares(solver *s, const tb_game *g, FILE *out)
{
    struct solver_share_move moves[TB_MAX_HOLES];
    const tb_rules *r = tb_game_rules(g);
    int n, status = solver_share_moves(s, g, tb_game_ply(g), moves, &n);
    if (status != TB_OK)
        return status;
    int position[TB_MAX_PLAYERS] = {0};
    char label[2];
    if (n > 0)
        solver_position_shares(moves, n, tb_game_position(g)->to_move, r->players, position);
    fputs("\"shares\":", out);
    shares_json(position, r->players, out);
    fputs(",\"moves\":[", out);
    for (int i = 0; i < n; i++) {
        fprintf(out, "%s{\"move\":\"%s\",\"shares\":", i ? "," : "",
                move_name(moves[i].move, label));
        shares_json(moves[i].shares, r->players, out);
        fputc('}', out);
    }
    return TB_OK;
}

/* The whole answer for g's current position, into out. */
static int answer(solver *s, const tb_game *g, FILE *out)
{
    const tb_rules *r = tb_game_rules(g);
    char text[128];
    long positions = 0;
    tb_position_format(r, tb_game_position(g), text, sizeof text);
    fprintf(out, "{\"rules\":\"%s\",\"position\":\"%s\",", r->name, text);
    int status = r->players == 2 ? margins(s, g, out) : shares(s, g, out);
    if (status == TB_OK)
        status = solver_reachable(s, &positions);
    if (status == TB_OK)
        fprintf(out, "],\"positions\":%ld}\n", positions);
    return status;
}

int solve_run(const tb_rules *r, const tb_position *start, const char *record, FILE *out)
{
    int exit_status = 1;
    tb_game *g = NULL;
    if (record) {
        if (!(g = load_or_say("--solve", record, NULL, &exit_status)))
            return exit_status;
        r = tb_game_rules(g);
    }
    tb_position p;
    if (start)
        p = *start;
    else
        tb_position_start(r, &p);
    if (!g && tb_position_check(r, &p) != TB_OK)
        return fail(EXIT_USAGE, _("the position cannot occur under the rules"));
    if (too_large_said(r)) {
        tb_game_free(g);
        return EXIT_FAILURE;
    }

    struct tables t = {0};
    int status = tables_open(&t, r);
    solver *s = t.solver;
    if (s && !g)
        g = tb_game_new(r, &p, &status);
    /* The answer is written only once it is whole: nothing half-printed. */
    char *text = NULL;
    size_t size = 0;
    FILE *buffer = s && g ? open_memstream(&text, &size) : NULL;
    if (s && g && !buffer)
        status = TB_ENOMEM;
    if (buffer) {
        status = answer(s, g, buffer);
        if (fclose(buffer) != 0 && status == TB_OK)
            status = TB_ENOMEM;
    }
    tables_report(&t);
    if (status != TB_OK)
        exit_status = fail(1, i18n_engine(tb_strerror(status)));
    else
        exit_status = output_write(out, text, size);
    free(text);
    tb_game_free(g);
    tables_close(&t);
    return exit_status;
}
