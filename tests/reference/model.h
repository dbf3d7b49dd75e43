/*
 * model.h - the rules a second time, written from docs/rules.md alone and
 * seed by seed, sharing no code or data with the engine: the tests play
 * many random games of every rule set through both and compare every ply
 * (tests/unit/test_properties.c).  Plain and slow on purpose.
 */
#ifndef TESTS_MODEL_H
#define TESTS_MODEL_H

#include <stdbool.h>

#include "tihbat.h"

/* What happens to the seeds left at an end. */
enum model_left { LEFT_SHARED, LEFT_UNCOUNTED, LEFT_OWNERS };

/* The rules of one rule set, as docs/rules.md states them. */
typedef struct model_rules {
    const char *name;
    int holes, players, holes_per_player, seeds_per_hole;
    bool origin_first;    /* the first seed goes back into the lifted hole */
    int smallest;         /* the fewest seeds a hole needs to be played */
    int capture_max;      /* even counts 2 .. capture_max capture */
    bool any_side;        /* capture on either side, not only the mover's */
    int chain;            /* 0: the last hole alone; 1: and the run after it; -1: before it */
    bool quiet_first;     /* the move from the start position captures nothing */
    int whole_row;        /* a capture that would empty another player's holes: 0 taken,
                             1 the move captures nothing, 2 the move is played only when
                             nothing else can be, and captures nothing */
    bool feeding;         /* a player must leave the next one a move, if a move can */
    bool pass_when_empty; /* a player without a move passes (else the game ends) */
    enum model_left left_at_end, left_at_repetition;
} model_rules;

/* The model of the built-in rule set of that name, or NULL. */
const model_rules *model_find(const char *name);
/* The model of any rule set, field by field (its numbers read, its rules
 * the model's own). */
void model_of(const tb_rules *r, model_rules *out);

/* What one ply does, worked out seed by seed. */
typedef struct model_ply {
    tb_position after;
    uint8_t sown[TB_MAX_SEEDS];
    int nsown;
    int last, last_count;
    enum tb_why why;
    uint8_t capture_hole[TB_MAX_HOLES], capture_seeds[TB_MAX_HOLES];
    int ncaptures;
    int captured;
} model_ply;

unsigned model_moves(const model_rules *m, const tb_position *p);
bool model_must_pass(const model_rules *m, const tb_position *p);
/* Plays `hole` (or TB_PASS) from p; the caller makes sure it is legal. */
void model_play(const model_rules *m, const tb_position *p, int hole, model_ply *out);
/* How a game at p ends without history: all captured, no moves, or none. */
enum tb_end model_end(const model_rules *m, const tb_position *p);
void model_score(const model_rules *m, const tb_position *p, enum tb_end end, tb_result *out);

#endif
