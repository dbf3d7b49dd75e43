/*
 * anim.h - a move shown seed by seed, and the board as it is shown at one
 * instant: the game, or a frame of a move, with marks on its holes.
 */
#ifndef TIHBAT_PLAY_ANIM_H
#define TIHBAT_PLAY_ANIM_H

#include <stdbool.h>

#include "tihbat.h"

enum speed { SPEED_OFF, SPEED_FAST, SPEED_NORMAL, SPEED_SLOW, SPEEDS };

/* What a hole shows besides its seeds. */
enum {
    MARK_CURSOR = 1,   /* highlighted: Enter sows it */
    MARK_SOWING = 2,   /* the seed in hand just fell here */
    MARK_LANDING = 4,  /* the last seed falls or would fall here */
    MARK_CAPTURE = 8,  /* its seeds are being taken */
    MARK_TIP = 16,     /* the best move, when a tip was asked */
    MARK_LAST = 32,    /* the last seed of the last ply fell here */
    MARK_CHOSEN = 64,  /* chosen in the editor, to change its count */
    MARK_PLAYED = 128, /* in a review: the move played from here */
    MARK_BEST = 256,   /* in a review: a best move from here */
    MARK_TAKES = 512,  /* the preview: the move would capture its seeds */
};

/* The board as it is shown at this instant. */
struct view {
    tb_position pos;
    unsigned marks[TB_MAX_HOLES];
    int mover;                            /* whose turn the board shows */
    int hand;                             /* seeds still in hand while sowing */
    unsigned store_marks[TB_MAX_PLAYERS]; /* MARK_CAPTURE: seeds going into this store */
};

struct anim {
    bool active;
    tb_position before, after;
    tb_account acc;
    int frame, frames;
    long long due; /* when the next frame shows, in ms */
};

long long now_ms(void);
/* A delay of `normal` ms at normal speed, scaled for `speed`. */
int speed_ms(enum speed speed, int normal);
/* Starts showing acc, played from before to after (nothing when speed is off). */
void anim_start(struct anim *a, const tb_position *before, const tb_position *after,
                const tb_account *acc, enum speed speed);
/* Shows the frames that are due by `now`; the animation ends after its last. */
void anim_advance(struct anim *a, enum speed speed, long long now);
void anim_view(const struct anim *a, struct view *v);

#endif
