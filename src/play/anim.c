/*
 * anim.c - a move shown seed by seed: the hole is lifted, each seed falls,
 * the landing hole lights up, then any capture, then the seeds go into
 * the mover's store, a hole at a time.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <time.h>

#include "play/anim.h"

/* How long each kind of frame stays, in ms at normal speed. */
enum { LIFT_MS = 350, SEED_MS = 220, LAND_MS = 700, CAPTURE_MS = 900, TAKEN_MS = 400 };

long long now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

int speed_ms(enum speed speed, int normal)
{
    switch (speed) {
    case SPEED_OFF: return 0;
    case SPEED_FAST: return normal * 2 / 5;
    case SPEED_SLOW: return normal * 2;
    case SPEED_NORMAL:
    case SPEEDS: break;
    }
    return normal;
}

/* Frames: the lift, one a seed, the landing, then the capture and each
 * hole taken emptied into the store in turn, when there is one. */
static int frame_ms(const struct anim *a, int frame)
{
    int lifted = a->acc.lifted;
    if (frame == 0)
        return LIFT_MS;
    if (frame <= lifted)
        return SEED_MS;
    if (frame == lifted + 1)
        return LAND_MS;
    return frame == lifted + 2 ? CAPTURE_MS : TAKEN_MS;
}

void anim_start(struct anim *a, const tb_position *before, const tb_position *after,
                const tb_account *acc, enum speed speed)
{
    a->before = *before;
    a->after = *after;
    a->acc = *acc;
    a->frame = 0;
    a->frames = acc->lifted + 2 + (acc->captured > 0 ? 1 + acc->capture_holes : 0);
    a->active = acc->move != TB_PASS && speed != SPEED_OFF;
    a->due = now_ms() + speed_ms(speed, frame_ms(a, 0));
}

void anim_advance(struct anim *a, enum speed speed, long long now)
{
    while (a->active && now >= a->due) {
        if (++a->frame >= a->frames)
            a->active = false;
        else
            a->due = now + speed_ms(speed, frame_ms(a, a->frame));
    }
}

void anim_view(const struct anim *a, struct view *v)
{
    const tb_account *acc = &a->acc;
    int sown = a->frame < acc->lifted ? a->frame : acc->lifted;
    int taken = a->frame - (acc->lifted + 2); /* holes emptied into the store so far */
    *v = (struct view){.pos = a->before, .mover = acc->player, .hand = acc->lifted - sown};
    if (acc->captured > 0 && taken >= acc->capture_holes) {
        v->pos = a->after;
        v->pos.to_move = (uint8_t)acc->player;
    } else {
        v->pos.board[acc->move] = 0;
        for (int k = 0; k < sown; k++)
            v->pos.board[acc->sown[k]]++;
        for (int i = 0; i < taken; i++) {
            int h = acc->capture_hole[i];
            v->pos.captured[acc->player] =
                (uint8_t)(v->pos.captured[acc->player] + v->pos.board[h]);
            v->pos.board[h] = 0;
        }
    }
    if (a->frame == 0)
        v->marks[acc->move] |= MARK_SOWING;
    else if (a->frame <= acc->lifted)
        v->marks[acc->sown[a->frame - 1]] |= MARK_SOWING;
    else
        v->marks[acc->last] |= MARK_LANDING;
    for (int i = 0; a->frame >= acc->lifted + 2 && i < acc->capture_holes; i++)
        v->marks[acc->capture_hole[i]] |= MARK_CAPTURE;
    /* The seeds taken go into the mover's store, and stay marked there
     * until the move is shown whole. */
    if (a->frame >= acc->lifted + 2 && acc->captured > 0)
        v->store_marks[acc->player] |= MARK_CAPTURE;
}
