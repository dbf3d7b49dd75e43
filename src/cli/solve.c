/*
 * solve.c - --solve: the exact value of a position and of each of its
 * moves, as one JSON object, for a game that starts there.  Two players:
 * the margin of the player to move; three: each player's guaranteed share.
 * The tables come from the cache (src/app/cache.c) when it has them, and
 * a cache that could not be trusted or written is reported once.
 */
#include <stdlib.h>

#include "app/cache.h"
#include "app/i18n.h"
#include "cli/commands.h"
#include "solver/solver.h"

static int fail(int status, const char *message)
{
    fprintf(stderr, "tihbat: --solve: %s\n", message);
    return status;
}

static void move_name(int move, char label[8])
{
    snprintf(label, 8, "%s", move == TB_PASS ? "pass" : (char[2]){tb_label(move), '\0'});
}

static void shares_json(const int *shares, int players, FILE *out)
{
    for (int i = 0; i < players; i++)
        fprintf(out, "%s%d", i ? "," : "[", shares[i]);
    fputc(']', out);
}

/* What the solver says of p and its moves, as JSON. */
static int answer(solver *s, const tb_rules *r, const tb_position *p, FILE *out)
{
    int status, n = 0;
    tb_game *g = tb_game_new(r, p, &status);
    long positions = 0;
    char text[128], label[8];
    if (!g)
        return status;
    tb_position_format(r, p, text, sizeof text);
    fprintf(out, "{\"rules\":\"%s\",\"position\":\"%s\",", r->name, text);
    if (r->players == 2) {
        struct solver_move moves[TB_MAX_HOLES];
        int value = 0, plies;
        if ((status = solver_value(s, p, &value, &plies)) == TB_OK &&
            (status = solver_moves(s, g, 0, moves, &n)) == TB_OK) {
            fprintf(out, "\"value\":%d,\"moves\":[", value);
            for (int i = 0; i < n; i++) {
                move_name(moves[i].move, label);
                fprintf(out, "%s{\"move\":\"%s\",\"value\":%d}", i ? "," : "", label,
                        moves[i].value);
            }
        }
    } else {
        struct solver_share_move moves[TB_MAX_HOLES];
        int shares[TB_MAX_PLAYERS];
        if ((status = solver_shares(s, p, shares)) == TB_OK &&
            (status = solver_share_moves(s, g, 0, moves, &n)) == TB_OK) {
            fputs("\"shares\":", out);
            shares_json(shares, r->players, out);
            fputs(",\"moves\":[", out);
            for (int i = 0; i < n; i++) {
                move_name(moves[i].move, label);
                fprintf(out, "%s{\"move\":\"%s\",\"shares\":", i ? "," : "", label);
                shares_json(moves[i].shares, r->players, out);
                fputc('}', out);
            }
        }
    }
    if (status == TB_OK)
        status = solver_reachable(s, &positions);
    if (status == TB_OK)
        fprintf(out, "],\"positions\":%ld}\n", positions);
    tb_game_free(g);
    return status;
}

int solve_run(const tb_rules *r, const tb_position *start, FILE *out)
{
    tb_position p;
    if (start)
        p = *start;
    else
        tb_position_start(r, &p);
    if (tb_position_check(r, &p) != TB_OK)
        return fail(EXIT_USAGE, _("the position cannot occur under the rules"));

    int status = TB_ENOMEM;
    cache *c = cache_new();
    solver *s = c ? solver_new(r, &status) : NULL;
    /* The answer is written only once it is whole: nothing half-printed. */
    char *text = NULL;
    size_t size = 0;
    FILE *buffer = s ? open_memstream(&text, &size) : NULL;
    if (s && !buffer)
        status = TB_ENOMEM;
    if (buffer) {
        solver_set_store(s, cache_store(c));
        status = answer(s, r, &p, buffer);
        if (fclose(buffer) != 0 && status == TB_OK)
            status = TB_ENOMEM;
    }
    const char *problem = c ? cache_problem(c) : NULL;
    if (problem)
        fprintf(stderr, "tihbat: %s\n", problem);
    int exit_status = 0;
    if (status != TB_OK)
        exit_status = fail(1, i18n_engine(tb_strerror(status)));
    else if (!text || fputs(text, out) == EOF || fflush(out) != 0 || ferror(out))
        exit_status = fail(1, _("cannot write the answer"));
    free(text);
    solver_free(s);
    cache_free(c);
    return exit_status;
}
