/*
 * game_review.h - a game gone through move by move against the solved tables:
 * what each move was worth given the game's real history, which moves were
 * best, the seeds lost, a word for it, the solver's line from there,
 * player 1's advantage for a graph, and a tally for each player.
 *
 * Two players: a move's worth is its mover's margin from there on (the
 * seeds still on the board; `taken` adds those already captured to make
 * the final margin, which is what people are shown).  More (Bakuk for
 * three): its mover's guaranteed share from the position before it on
 * (solver_share_moves), the seeds lost are lost from that share,
 * `shares` holds every player's share after the move played, and `sure`
 * what each player is sure to end with; there is no advantage.
 *
 * Pure computation over solver.h: the command line's --review and the
 * front end's review screen both read these structures, and put the words
 * on them themselves (src/app/explain.h has the shared sentences).
 */
#ifndef TIHBAT_GAME_REVIEW_H
#define TIHBAT_GAME_REVIEW_H

#include <stdbool.h>

#include "solver/solver.h"
#include "tihbat.h"

/* The word for a move, by the seeds it lost against the best move:
 *   0      best
 *   1 - 3  inaccuracy (2 in these games)
 *   4 - 5  mistake    (4)
 *   6 -    blunder    (6 or more)
 * Every capture takes an even count, so values, and so losses, are even:
 * 1, 3 and 5 cannot happen, and count with the even number below them
 * but never as best. */
enum review_class {
    REVIEW_BEST,
    REVIEW_INACCURACY,
    REVIEW_MISTAKE,
    REVIEW_BLUNDER,
    REVIEW_CLASSES
};
enum { REVIEW_MISTAKE_LOSS = 4, REVIEW_BLUNDER_LOSS = 6 };
enum review_class review_class_of(int loss);
/* "best", "inaccuracy", "mistake", "blunder": names for scripts, never
 * translated. */
const char *review_class_name(enum review_class c);

/* The plies of a line that a review shows from each move. */
enum { REVIEW_LINE_MAX = 6 };

/* One ply of the game. */
struct review_ply {
    int player;     /* who moved, from 0 */
    int players;    /* of the game */
    int move;       /* what was played: a hole or TB_PASS */
    int value;      /* its worth for the player, given the history */
    int best_value; /* the most any move was worth there */
    /* What the player has taken before the move: its captures less the
     * other's (two players), its captures (more).  A move's worth counts
     * only the seeds still on the board, so what the player finishes with
     * after move i, under best play from there, is taken plus its value:
     * the final margin, or for more players the seeds it is sure of. */
    int taken;
    /* More than two players: each player's share after the move played,
     * and after each legal move (in the order of moves[]). */
    int shares[TB_MAX_PLAYERS];
    int move_shares[TB_MAX_HOLES][TB_MAX_PLAYERS];
    int loss; /* best_value - value, never below 0 */
    enum review_class class_of;
    bool forced; /* it was the only legal move */
    int nbest;
    int best[TB_MAX_HOLES]; /* the moves worth best_value, in hole order;
                               for more players in the perfect player's
                               (rank.h), its choice first */
    int nmoves;
    struct solver_move moves[TB_MAX_HOLES]; /* every legal move, valued (for its
                                               mover), in hole order */
    int captured;                           /* seeds the move took */
    /* Player 1's final margin under perfect play from the position before the
     * move: its captures less player 2's so far, plus the position's value
     * for player 1.  Above 0, player 1 is ahead.  0 for more than two players. */
    int advantage;
    /* More than two players: what each player is sure to end with from the
     * position before the move, whatever the others do: its captures so far
     * and its share from there (the most its moves give it when it moves,
     * else the least the mover's moves leave it). */
    int sure[TB_MAX_PLAYERS];
    /* A line of best play from the position before the move, given the
     * history: the move played first when it was one of the best, else
     * the perfect player's choice; shorter when the game ends. */
    int line_length;
    int line[REVIEW_LINE_MAX];
};

/* What one player's moves came to.  A forced move is counted as forced,
 * not as best. */
struct review_tally {
    int moves[REVIEW_CLASSES]; /* how many of each word */
    int forced;
    int lost; /* seeds lost in all */
};

struct review {
    const tb_rules *rules;
    int plies;              /* every recorded ply of the game */
    struct review_ply *ply; /* plies of them */
    /* Player 1's margin after the last ply: the final score's when the game
     * is over there, else under perfect play from there (0 for more than
     * two players). */
    int end_advantage;
    /* More than two players: each one's sure seeds after the last ply (the
     * final scores when the game is over there). */
    int end_sure[TB_MAX_PLAYERS];
    bool over; /* the game is over after the last ply */
    struct review_tally tally[TB_MAX_PLAYERS];
};

/* Reviews every recorded ply of g (undone ones too, wherever g stands)
 * with s, a solver of g's rules.  TB_EINVAL for other rules, TB_ENOMEM;
 * on failure *out holds nothing to free.  Bakuk takes up to 0.1 s a ply. */
int review_game(solver *s, const tb_game *g, struct review *out);
void review_free(struct review *rv);

/* The same for one ply, 0 <= ply < length, without the line: for a front
 * end that reviews a ply at a time. */
int review_ply(solver *s, const tb_game *g, int ply, struct review_ply *out);
/* A new game with the first `ply` plies of g played, and so the same
 * history: for lines to be played on.  NULL with *status set. */
tb_game *review_replay(const tb_game *g, int ply, int *status);

/* A line of best play from the position after `ply` plies of g, given its
 * history: at most max moves into line (the perfect player's choice at
 * each, rank.h), *length of them.  TB_EINVAL, TB_ENOMEM. */
int review_line(solver *s, const tb_game *g, int ply, int max, int line[], int *length);

#endif
