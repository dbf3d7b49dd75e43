/*
 * puzzle.h - puzzles drawn from the solution of a two-player game.
 *
 * A puzzle is a position reached from the start by sensible moves (each
 * within 2 seeds of the best), where exactly one move keeps the position's
 * value and every other move loses at least 2 seeds: "find the move".  It
 * is set as a game that starts there, so its values are what --solve says
 * of the position.  Each comes with the solver's line after every move, and
 * a grade: how many plies a player must look ahead before the answer stands
 * out, and how many moves look as good until then.
 *
 * Pure computation over solver.h and search.h: --puzzles, --worksheet and
 * the front end's puzzle mode all read these structures, and put the words
 * on them themselves (src/app/explain.h has the shared sentences).
 */
#ifndef TIHBAT_PUZZLE_H
#define TIHBAT_PUZZLE_H

#include <stdbool.h>
#include <stdint.h>

#include "solver/solver.h"
#include "tihbat.h"

enum puzzle_level { PUZZLE_EASY, PUZZLE_MEDIUM, PUZZLE_HARD, PUZZLE_LEVELS };
/* "easy", "medium", "hard": English, marked for the catalogues
 * (levels.c), for the options and scripts; a screen translates it. */
const char *puzzle_level_name(enum puzzle_level level);
/* The level of that name, or -1. */
int puzzle_level_from_name(const char *name);

enum {
    /* The deepest look-ahead a grade tries: a gain that shows only later
     * counts as PUZZLE_DEPTH_MAX + 1 plies. */
    PUZZLE_DEPTH_MAX = 10,
    /* The longest line kept after a move. */
    PUZZLE_LINE_MAX = 12,
    /* The most puzzles one call makes. */
    PUZZLE_COUNT_MAX = 100,
};

/* The solver's line after one move: that move first, then best play on
 * both sides until the move's worth shows: until what the player to move
 * has taken along it, less what the other has, is the move's value, or
 * until a capture once the line is as long as the puzzle's plies (where a
 * look-ahead sees the answer alone in front).  Shorter when the game ends;
 * cut at PUZZLE_LINE_MAX plies. */
struct puzzle_line {
    int length;
    int moves[PUZZLE_LINE_MAX];
    bool cut; /* it stops before the worth shows */
};

struct puzzle {
    tb_position position;
    int answer; /* the one move that keeps the value */
    int value;  /* the position's value, the answer's, for the player to move */
    /* What the player to move has captured less the other: a move's worth
     * counts only the seeds on the board, so taken plus moves[i].value is
     * the final margin after move i under best play (what people read). */
    int taken;
    int nmoves;                             /* every legal move, at least 2 */
    struct solver_move moves[TB_MAX_HOLES]; /* in hole order, valued exactly */
    struct puzzle_line line[TB_MAX_HOLES];  /* line[i] after moves[i] */
    /* The grade.  plies: the fewest plies of look-ahead, the answer's
     * included, at which counting captures (every reply considered) puts
     * the answer alone in front.  alike: how many other moves look at
     * least as good one ply short of that (0 when plies is 1). */
    int plies, alike;
    int difficulty; /* plies + alike: what the puzzles are served by */
    enum puzzle_level level;
};

/* The level of a difficulty: easy up to 3, medium up to 6, hard above. */
enum puzzle_level puzzle_level_of(int difficulty);

/* Makes up to `count` puzzles (at most PUZZLE_COUNT_MAX) into out, of one
 * level, or of every level in about equal numbers when level is
 * PUZZLE_LEVELS, easiest first.  The same seed makes the same puzzles.
 * *made says how many: fewer than asked when the games tried hold no more
 * (Tihbat is small).  s is a solver of a two-player rule set; the whole
 * game is solved first.  TB_EINVAL, TB_ENOMEM. */
int puzzle_make(solver *s, const tb_rules *r, uint64_t seed, int level, int count,
                struct puzzle out[], int *made);

/* The puzzle at p, when p is one (reachable or not): TB_OK and *out, or
 * TB_EINVAL when p is not a puzzle or not a position of r, TB_ENOMEM. */
int puzzle_at(solver *s, const tb_rules *r, const tb_position *p, struct puzzle *out);

#endif
