/*
 * solver.h - exact values of positions, by retrograde analysis.
 *
 * Two players: a value is the margin by which the player to move finishes
 * ahead under perfect play, counting only the seeds still on the board,
 * with the repetition rule in force: the difference of the two players'
 * captures from here on, since whatever is left at the end is split
 * equally or counts for nobody.
 *
 * Any number of players (Bakuk for three): a player's share is the most
 * seeds that player can be sure to capture from here on, whatever the
 * others do, as if they all played against it.  The shares of one position
 * need not add up to the seeds on the board: each is a guarantee.
 *
 * Tables are built a layer (a number of seeds on the board) at a time,
 * when first needed, or lent by a store (a disk cache) whole.  The solver
 * itself does no I/O.  docs/solution.md says how and why it is exact.
 */
#ifndef TIHBAT_SOLVER_H
#define TIHBAT_SOLVER_H

#include <stdbool.h>
#include <stddef.h>

#include "tihbat.h"

typedef struct solver solver;

/* A solver for rule set r (margins for two players, shares for more); NULL
 * with *status TB_EINVAL for a rule set the engine cannot play, TB_ENOMEM
 * when memory is short. */
solver *solver_new(const tb_rules *r, int *status);
void solver_free(solver *s);

/* The memory, in bytes, the solver takes to solve a game of r from its
 * start: the tables of the start's parity of layers and the work of the
 * largest layer.  SIZE_MAX for a rule set it cannot number: a layer of
 * 2^32 positions or more (or one the engine refuses). */
size_t solver_need(const tb_rules *r);
/* Can this machine solve r: is solver_need within half its memory?  A
 * solver refuses (TB_ENOMEM) to start a solve that cannot; programs ask
 * first, and say so. */
bool solver_fits(const tb_rules *r);

/* ---- Where the tables come from: a store ----
 *
 * A program that keeps tables between runs (src/app/cache.c, on disk)
 * gives the solver a store.  The tables of one parity of layers (those a
 * game from the start reaches, or the others) are one block of bytes,
 * named by `name` (a short word fit for a file name, such as
 * "bakuk-margin-even") and described in full by `description` (the
 * format, the goal and every field of the rule set): a block is only good
 * for the same description.  */
typedef struct solver_store {
    void *context;
    /* The block, exactly `size` bytes, whole, and one that valid(block,
     * size, arg) accepts (the solver's check that every value in it is one
     * a solve can give: what a store keeps is input like any other), or
     * NULL (none, or not to be trusted); it stays readable until release. */
    const void *(*load)(void *context, const char *name, const char *description, size_t size,
                        bool (*valid)(const void *block, size_t size, const void *arg),
                        const void *arg);
    /* Keeps the block; a store that cannot says so its own way. */
    void (*save)(void *context, const char *name, const char *description, const void *data,
                 size_t size);
    void (*release)(void *context, const void *data, size_t size);
} solver_store;

/* From now on the solver asks `store` before it solves, and gives it what
 * it solved; store (copied) and its context must outlive the solver. */
void solver_set_store(solver *s, const solver_store *store);

/* Solves (or loads) every layer a game from p's layer can reach, at once:
 * what a program does before it needs answers fast.  TB_EINVAL for a
 * position that cannot occur, TB_ENOMEM. */
int solver_prepare(solver *s, const tb_position *p);

/* ---- Two players ---- */

/* One legal move and what it is worth. */
struct solver_move {
    int move;     /* a hole, or TB_PASS */
    int value;    /* for the player who makes it */
    int plies;    /* plies to the next capture under perfect play, this move
                     included; 0 when the value is 0 */
    bool repeats; /* it brings back a position: the game ends there */
};

/* The value of p for the player to move, in a game that starts at p, and
 * the plies to the next capture (0 for a value of 0).  TB_EINVAL when p
 * cannot occur under the rules or the rules are not for two, TB_ENOMEM. */
int solver_value(solver *s, const tb_position *p, int *value, int *plies);

/* Every legal move from the position after `ply` plies of g (the pass, when
 * it is the only one), with its exact value given the game's history: a
 * position seen since the last capture ends the game if it comes back.
 * Sets *count (0 when the game is over there).  TB_EINVAL for a ply out of
 * range or a game of other rules, TB_ENOMEM.
 *
 * Fast: a history only pulls a value towards 0, never across it (a
 * position of the history is a repetition, worth 0, to both sides), so a
 * capture is worth what the tables say, a move back into the history 0,
 * and any other move its table value, plies included, when a small search
 * proves that its winner still forces that margin without ever entering
 * the history.  Where that fails, the layer is solved again with the
 * history's positions ending the game: solver_moves_exact, always. */
int solver_moves(solver *s, const tb_game *g, int ply, struct solver_move out[TB_MAX_HOLES],
                 int *count);
/* The same, always by solving the layer again (slow: the plain way, which
 * the tests compare solver_moves with).  Its plies are those of the layer
 * solved with the history; the values are the same. */
int solver_moves_exact(solver *s, const tb_game *g, int ply, struct solver_move out[TB_MAX_HOLES],
                       int *count);

/* ---- Any number of players: shares ---- */

/* One legal move and each player's share after it. */
struct solver_share_move {
    int move;                   /* a hole, or TB_PASS */
    int shares[TB_MAX_PLAYERS]; /* what each player can be sure to take from
                                   the position before the move on: the
                                   move's own capture counts for its mover */
    int plies;                  /* the mover's plies to its next capture
                                   when it hurries; 0 for a share of 0 */
    bool repeats;               /* it brings back a position: the game ends */
};

/* Each player's share in a game that starts at p.  TB_EINVAL for a
 * position that cannot occur, TB_ENOMEM. */
int solver_shares(solver *s, const tb_position *p, int shares[TB_MAX_PLAYERS]);

/* Every legal move from the position after `ply` plies of g, with each
 * player's share given the game's history (as solver_moves: the tables
 * where a small search proves the history changes nothing, else the layer
 * solved again with the history's positions ending the game; a move into
 * the history ends the game, and every share is its capture alone).
 * Sets *count; errors as solver_moves. */
int solver_share_moves(solver *s, const tb_game *g, int ply,
                       struct solver_share_move out[TB_MAX_HOLES], int *count);
/* The same, always by solving again (what the tests compare with). */
int solver_share_moves_exact(solver *s, const tb_game *g, int ply,
                             struct solver_share_move out[TB_MAX_HOLES], int *count);
/* Each of `players` players' share of the position that the n moves (n >
 * 0) leave, mover to move: the mover's is the most its moves give it, the
 * others' the least the mover's moves leave them. */
void solver_position_shares(const struct solver_share_move moves[], int n, int mover, int players,
                            int shares[TB_MAX_PLAYERS]);

/* ---- Counting ---- */

/* How many positions (board and player to move) can be reached from the
 * rule set's start.  TB_ENOMEM. */
int solver_reachable(solver *s, long *count);

#endif
