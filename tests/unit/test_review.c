/*
 * test_review.c - a game reviewed against the tables: each ply's values are
 * the solver's with the game's history (asked afresh, of a game that stops
 * at that ply), the best moves, losses and words follow from them, the
 * lines are best play, the advantage and the tallies add up; and a game
 * worked out by hand; Bakuk for three by the shares.
 */
#include <criterion/criterion.h>
#include <string.h>

#include "solver/game_review.h"
#include "support.h"

/* A game of its own that has played just the first `ply` plies of g. */
static tb_game *alone_at(const tb_game *g, int ply)
{
    tb_game *alone = game_played(tb_game_rules(g), NULL, "");
    cr_assert_eq(tb_game_reset(alone, tb_game_position_at(g, 0)), TB_OK);
    for (int i = 0; i < ply; i++)
        cr_assert_eq(tb_game_play(alone, tb_game_move_at(g, i), NULL), TB_OK);
    return alone;
}

/* The moves of the position after `ply` plies of g, asked of a game of
 * its own that has played just those plies. */
static int moves_at(solver *s, const tb_game *g, int ply, struct solver_move m[TB_MAX_HOLES])
{
    tb_game *alone = alone_at(g, ply);
    int n;
    cr_assert_eq(solver_moves(s, alone, ply, m, &n), TB_OK);
    tb_game_free(alone);
    return n;
}

/* What people are shown of the move played at ply k, taken + value, is
 * the final margin: the game played on from after it by the perfect
 * player on both sides, to its end, leaves the mover that far ahead. */
static void expect_finish(solver *s, const tb_game *g, int k, const struct review_ply *p)
{
    enum { TO_THE_END = 1000 };
    static int line[TO_THE_END];
    int length, status;
    cr_assert_eq(review_line(s, g, k + 1, TO_THE_END, line, &length), TB_OK);
    tb_game *end = review_replay(g, k + 1, &status);
    cr_assert_not_null(end);
    for (int i = 0; i < length; i++)
        cr_assert_eq(tb_game_play(end, line[i], NULL), TB_OK);
    cr_assert(tb_game_over(end), "ply %d: the perfect line does not end", k);
    const tb_result *res = tb_game_result(end);
    int margin = res->scores[p->player] - res->scores[1 - p->player];
    cr_assert_eq(p->taken + p->value, margin,
                 "ply %d: the mover is shown to finish %+d, best play ends the game %+d", k,
                 p->taken + p->value, margin);
    tb_game_free(end);
}

/* Everything a review says of g, checked against the solver. */
static void check_review(solver *s, const tb_game *g, const struct review *rv)
{
    const tb_rules *r = tb_game_rules(g);
    cr_assert_eq(rv->plies, tb_game_length(g));
    struct review_tally tally[2];
    memset(tally, 0, sizeof tally);
    for (int k = 0; k < rv->plies; k++) {
        const struct review_ply *p = &rv->ply[k];
        const tb_position *before = tb_game_position_at(g, k);
        struct solver_move m[TB_MAX_HOLES];
        int n = moves_at(s, g, k, m), best = best_value(m, n), played = tb_game_move_at(g, k);
        cr_assert_eq(p->player, before->to_move, "ply %d: player %d", k, p->player);
        cr_assert_eq(p->move, played, "ply %d: move %d, played %d", k, p->move, played);
        cr_assert_eq(p->nmoves, n, "ply %d: %d moves, the solver %d", k, p->nmoves, n);
        int value = 0, nbest = 0;
        for (int i = 0; i < n; i++) {
            cr_assert_eq(p->moves[i].move, m[i].move);
            cr_assert_eq(p->moves[i].value, m[i].value, "ply %d, move %c: %d, the solver %d", k,
                         tb_label(m[i].move), p->moves[i].value, m[i].value);
            if (m[i].move == played)
                value = m[i].value;
            if (m[i].value == best)
                cr_assert_eq(p->best[nbest++], m[i].move, "ply %d: best moves", k);
        }
        cr_assert_eq(p->nbest, nbest, "ply %d: %d best moves, expected %d", k, p->nbest, nbest);
        cr_assert_eq(p->value, value, "ply %d: value %d, the solver %d", k, p->value, value);
        cr_assert_eq(p->best_value, best, "ply %d: best %d, the solver %d", k, p->best_value, best);
        cr_assert_eq(p->loss, best - value);
        cr_assert_eq(p->class_of, review_class_of(best - value));
        cr_assert_eq(p->forced, n == 1);
        const tb_position *after = tb_game_position_at(g, k + 1);
        cr_assert_eq(p->captured, tb_seeds_on_board(r, before) - tb_seeds_on_board(r, after));
        int south = before->to_move == 0 ? best : -best;
        cr_assert_eq(p->advantage, before->captured[0] - before->captured[1] + south,
                     "ply %d: advantage %d", k, p->advantage);
        cr_assert_eq(p->taken, before->captured[p->player] - before->captured[1 - p->player],
                     "ply %d: taken %d", k, p->taken);
        expect_finish(s, g, k, p);

        /* The line is best play from the same history, the move played
         * first when it was one of the best. */
        cr_assert_gt(p->line_length, 0, "ply %d: no line", k);
        cr_assert_leq(p->line_length, REVIEW_LINE_MAX);
        if (value == best)
            cr_assert_eq(p->line[0], played,
                         "ply %d: the line does not start with the best "
                         "move played",
                         k);
        tb_game *line = alone_at(g, k);
        for (int i = 0; i < p->line_length; i++) {
            struct solver_move lm[TB_MAX_HOLES];
            int ln;
            cr_assert_eq(solver_moves(s, line, tb_game_ply(line), lm, &ln), TB_OK);
            int worth = -1000;
            for (int j = 0; j < ln; j++)
                if (lm[j].move == p->line[i])
                    worth = lm[j].value;
            cr_assert_eq(worth, best_value(lm, ln),
                         "ply %d, line ply %d: %c is worth %d, the best %d", k, i,
                         tb_label(p->line[i]), worth, best_value(lm, ln));
            cr_assert_eq(tb_game_play(line, p->line[i], NULL), TB_OK);
        }
        cr_assert(p->line_length == REVIEW_LINE_MAX || tb_game_over(line),
                  "ply %d: a line of %d plies before the end", k, p->line_length);
        tb_game_free(line);

        struct review_tally *t = &tally[p->player];
        if (p->forced)
            t->forced++;
        else
            t->moves[p->class_of]++;
        t->lost += p->loss;
    }
    for (int pl = 0; pl < 2; pl++)
        cr_assert_eq(memcmp(&rv->tally[pl], &tally[pl], sizeof tally[pl]), 0,
                     "player %d: the tally is not the plies'", pl + 1);
}

Test(review, words_by_the_seeds_lost)
{
    static const enum review_class want[] = {
        REVIEW_BEST,    REVIEW_INACCURACY, REVIEW_INACCURACY, REVIEW_INACCURACY,
        REVIEW_MISTAKE, REVIEW_MISTAKE,    REVIEW_BLUNDER,    REVIEW_BLUNDER};
    for (int loss = 0; loss < 8; loss++)
        cr_assert_eq(review_class_of(loss), want[loss], "a loss of %d", loss);
    cr_assert_eq(review_class_of(28), REVIEW_BLUNDER);
    cr_assert_str_eq(review_class_name(REVIEW_BEST), "best");
    cr_assert_str_eq(review_class_name(REVIEW_INACCURACY), "inaccuracy");
    cr_assert_str_eq(review_class_name(REVIEW_MISTAKE), "mistake");
    cr_assert_str_eq(review_class_name(REVIEW_BLUNDER), "blunder");
}

/* At 2,1,0,0 South's A takes 2 (B's, once A's 2 and B's 1 make 1,2); B
 * puts its single seed back, North must pass, and the position comes back:
 * 0.  So B loses 2, and the pass is forced. */
Test(review, a_game_worked_out_by_hand)
{
    const tb_rules *r = rules_named("tihbat");
    solver *s = solver_for(r);
    tb_game *g = game_played(r, "2,1,0,0:1:5,3", "B-");
    cr_assert(tb_game_over(g));
    struct review rv;
    cr_assert_eq(review_game(s, g, &rv), TB_OK);
    cr_assert_eq(rv.plies, 2);
    const struct review_ply *b = &rv.ply[0], *pass = &rv.ply[1];
    cr_assert_eq(b->move, 1);
    cr_assert_eq(b->value, 0);
    cr_assert_eq(b->best_value, 2);
    cr_assert_eq(b->nbest, 1);
    cr_assert_eq(b->best[0], 0);
    cr_assert_eq(b->loss, 2);
    cr_assert_eq(b->class_of, REVIEW_INACCURACY);
    cr_assert_not(b->forced);
    cr_assert_eq(b->advantage, 5 - 3 + 2);
    cr_assert_eq(b->line[0], 0, "the line starts with the best move, A");
    cr_assert_eq(pass->move, TB_PASS);
    cr_assert(pass->forced);
    cr_assert_eq(pass->loss, 0);
    /* The end: 3 seeds left, one each, the third for nobody: 6 to 4. */
    cr_assert(rv.over);
    cr_assert_eq(rv.end_advantage, 2);
    cr_assert_eq(rv.tally[0].moves[REVIEW_INACCURACY], 1);
    cr_assert_eq(rv.tally[0].lost, 2);
    cr_assert_eq(rv.tally[1].forced, 1);
    cr_assert_eq(rv.tally[1].moves[REVIEW_BEST], 0, "a forced move is not counted as best");
    check_review(s, g, &rv);
    review_free(&rv);
    tb_game_free(g);
    solver_free(s);
}

/* Random games of Tihbat from the start, and of Bakuk from a small
 * position (the sanitizers and valgrind run this too). */
static void review_random_games(const char *name, const char *start, int games, int plies)
{
    const tb_rules *r = rules_named(name);
    solver *s = solver_for(r);
    rng random = {.state = 16};
    for (int k = 0; k < games; k++) {
        tb_game *g = game_played(r, start, "");
        for (int ply = 0; ply < plies && !tb_game_over(g); ply++)
            cr_assert_eq(
                tb_game_play(
                    g, tb_game_must_pass(g) ? TB_PASS : rng_pick_bit(&random, tb_game_moves(g)),
                    NULL),
                TB_OK);
        /* Some reviewed where they stand, some with plies undone. */
        if (k % 3 == 1)
            cr_assert_eq(tb_game_goto(g, tb_game_length(g) / 2), TB_OK);
        struct review rv;
        cr_assert_eq(review_game(s, g, &rv), TB_OK);
        check_review(s, g, &rv);
        /* After the last ply: the result when the game is over. */
        tb_game *end = game_played(r, start, "");
        for (int i = 0; i < tb_game_length(g); i++)
            cr_assert_eq(tb_game_play(end, tb_game_move_at(g, i), NULL), TB_OK);
        cr_assert_eq(rv.over, tb_game_over(end));
        if (rv.over)
            cr_assert_eq(rv.end_advantage,
                         tb_game_result(end)->scores[0] - tb_game_result(end)->scores[1]);
        tb_game_free(end);
        review_free(&rv);
        tb_game_free(g);
    }
    solver_free(s);
}

Test(review, random_tihbat_games) { review_random_games("tihbat", NULL, 8, 50); }

Test(review, random_bakuk_games_from_a_small_position)
{
    review_random_games("bakuk", "3,0,2,1,4,2:1:12,12", 3, 30);
}

Test(review, lines_on_request)
{
    const tb_rules *r = rules_named("tihbat");
    solver *s = solver_for(r);
    tb_game *g = game_played(r, NULL, "ACBD");
    int line[8], n;
    cr_assert_eq(review_line(s, g, 4, 8, line, &n), TB_OK);
    cr_assert_eq(n, 8);
    cr_assert_eq(review_line(s, g, 5, 8, line, &n), TB_EINVAL);
    cr_assert_eq(review_line(s, g, 0, 0, line, &n), TB_OK);
    cr_assert_eq(n, 0);
    struct review_ply p;
    cr_assert_eq(review_ply(s, g, 4, &p), TB_EINVAL, "a ply with no move after it");
    cr_assert_eq(review_ply(s, g, 0, &p), TB_OK);
    tb_game_free(g);
    solver_free(s);
}

/* The share moves of the position after `ply` plies of g, solved afresh
 * (solver_share_moves_exact) of a game of its own that played just those. */
static int share_moves_at(solver *s, const tb_game *g, int ply,
                          struct solver_share_move m[TB_MAX_HOLES])
{
    tb_game *alone = alone_at(g, ply);
    int n;
    cr_assert_eq(solver_share_moves_exact(s, alone, ply, m, &n), TB_OK);
    tb_game_free(alone);
    return n;
}

static int others(const struct solver_share_move *m, int players, int me)
{
    int sum = 0;
    for (int q = 0; q < players; q++)
        sum += q == me ? 0 : m->shares[q];
    return sum;
}

/* Bakuk for three: every ply's shares are the solver's, asked afresh with
 * the history; the mover's share is the value, the best moves those of the
 * most share, the ones leaving the others least first; the lines take the
 * most share at each ply; the tallies add up. */
Test(review, three_players_by_shares)
{
    const tb_rules *r = rules_named("bakuk3");
    solver *s = solver_for(r);
    tb_game *g = game_played(r, NULL, "BCFACEBCE");
    struct review rv;
    cr_assert_eq(review_game(s, g, &rv), TB_OK);
    cr_assert_eq(rv.plies, 9);
    cr_assert(rv.over);
    struct review_tally tally[TB_MAX_PLAYERS];
    memset(tally, 0, sizeof tally);
    for (int k = 0; k < rv.plies; k++) {
        const struct review_ply *p = &rv.ply[k];
        int me = tb_game_position_at(g, k)->to_move;
        struct review_tally *t = &tally[me];
        cr_assert((unsigned)p->class_of < REVIEW_CLASSES, "ply %d: class %d", k, p->class_of);
        if (p->forced)
            t->forced++;
        else
            t->moves[p->class_of]++;
        t->lost += p->loss;
        /* Under valgrind only the second ply and the last two (a capture
         * beside a move solved again) are compared with a fresh solve: they
         * reach every line and branch of src/ that all nine do (the
         * tallies still count all nine). */
        if (test_under_valgrind() && k != 1 && k < rv.plies - 2)
            continue;
        struct solver_share_move m[TB_MAX_HOLES];
        int n = share_moves_at(s, g, k, m);
        int played = tb_game_move_at(g, k), most = m[0].shares[me], value = -1;
        cr_assert_eq(p->player, me);
        cr_assert_eq(p->nmoves, n, "ply %d: %d moves, the solver %d", k, p->nmoves, n);
        for (int i = 0; i < n; i++) {
            cr_assert_eq(p->moves[i].move, m[i].move);
            cr_assert_eq(p->moves[i].value, m[i].shares[me]);
            cr_assert_eq(memcmp(p->move_shares[i], m[i].shares, 3 * sizeof(int)), 0,
                         "ply %d, move %c: other shares", k, tb_label(m[i].move));
            if (m[i].shares[me] > most)
                most = m[i].shares[me];
            if (m[i].move == played) {
                value = m[i].shares[me];
                cr_assert_eq(memcmp(p->shares, m[i].shares, 3 * sizeof(int)), 0, "ply %d", k);
            }
        }
        cr_assert_eq(p->value, value, "ply %d: value %d, the solver %d", k, p->value, value);
        cr_assert_eq(p->best_value, most);
        cr_assert_eq(p->loss, most - value);
        cr_assert_eq(p->class_of, review_class_of(most - value));
        cr_assert_eq(p->forced, n == 1);
        /* What each is sure of: its captures, and its own best share when
         * it moves, else the least share the mover's moves leave it. */
        const tb_position *before = tb_game_position_at(g, k);
        for (int q = 0; q < 3; q++) {
            int share = m[0].shares[q];
            for (int i = 1; i < n; i++)
                share = q == me ? (m[i].shares[q] > share ? m[i].shares[q] : share)
                                : (m[i].shares[q] < share ? m[i].shares[q] : share);
            cr_assert_eq(p->sure[q], before->captured[q] + share, "ply %d, player %d", k, q + 1);
        }
        int nbest = 0, last_others = -1;
        for (int i = 0; i < n; i++)
            nbest += m[i].shares[me] == most;
        cr_assert_eq(p->nbest, nbest, "ply %d", k);
        for (int b = 0; b < p->nbest; b++) {
            const struct solver_share_move *found = NULL;
            for (int i = 0; i < n; i++)
                if (m[i].move == p->best[b])
                    found = &m[i];
            cr_assert_not_null(found);
            cr_assert_eq(found->shares[me], most, "ply %d: best %c", k, tb_label(p->best[b]));
            cr_assert_geq(others(found, 3, me), last_others, "ply %d: best moves out of order", k);
            last_others = others(found, 3, me);
        }
        cr_assert_gt(p->line_length, 0, "ply %d: no line", k);
        tb_game *line = alone_at(g, k);
        for (int i = 0; i < p->line_length; i++) {
            struct solver_share_move lm[TB_MAX_HOLES];
            int ln, mover = tb_game_position(line)->to_move, worth = -1, best = -1;
            cr_assert_eq(solver_share_moves(s, line, tb_game_ply(line), lm, &ln), TB_OK);
            for (int j = 0; j < ln; j++) {
                if (lm[j].shares[mover] > best)
                    best = lm[j].shares[mover];
                if (lm[j].move == p->line[i])
                    worth = lm[j].shares[mover];
            }
            cr_assert_eq(worth, best, "ply %d, line ply %d", k, i);
            cr_assert_eq(tb_game_play(line, p->line[i], NULL), TB_OK);
        }
        tb_game_free(line);
    }
    /* Player 2's C at ply 2 leaves it no share: D would have kept 4. */
    cr_assert_eq(rv.ply[1].class_of, REVIEW_MISTAKE);
    cr_assert_eq(rv.ply[1].loss, 4);
    for (int pl = 0; pl < 3; pl++) {
        cr_assert_eq(memcmp(&rv.tally[pl], &tally[pl], sizeof tally[pl]), 0, "player %d", pl + 1);
        cr_assert_eq(rv.end_sure[pl], tb_game_result(g)->scores[pl], "the end: player %d", pl + 1);
    }
    /* Stopped a ply short, the record ends where the last ply began: what
     * each is sure of there is that ply's. */
    tb_game *short_game = game_played(r, NULL, "BCFACEBC");
    struct review rs;
    cr_assert_eq(review_game(s, short_game, &rs), TB_OK);
    cr_assert_not(rs.over);
    cr_assert_eq(memcmp(rs.end_sure, rv.ply[8].sure, sizeof rs.end_sure), 0);
    review_free(&rs);
    tb_game_free(short_game);
    review_free(&rv);
    tb_game_free(g);
    solver_free(s);
}

Test(review, refuses_a_solver_of_other_rules)
{
    const tb_rules *r = rules_named("bakuk3");
    tb_game *g = game_played(r, NULL, "A");
    solver *s = solver_for(rules_named("bakuk"));
    struct review rv;
    cr_assert_neq(review_game(s, g, &rv), TB_OK);
    cr_assert_null(rv.ply);
    tb_game_free(g);
    solver_free(s);
}
