/*
 * advisor.c - the computer's move, the tips, a review and puzzles, asked
 * of the thinking thread one question at a time and kept until taken.
 * Each question to the thread carries a tag: for a move or the tips the
 * advisor's epoch (which a new key changes) and the task, for a review or
 * puzzles a number of its own; an answer whose tag is not the one awaited
 * is dropped.
 */
#include <stdlib.h>
#include <string.h>

#include "app/advisor.h"

struct advisor {
    struct thinker *thinker;
    struct advice_key key; /* what the answers below are about */
    unsigned long epoch;   /* changes with the key */
    unsigned long asked;   /* the tag of the last move or tips asked */
    bool have_move;
    int move;
    bool tips_wanted;
    bool tips_came; /* ... and came, not yet said by advisor_take */
    int tips;       /* best first */
    struct ai_hint tip[TB_MAX_HOLES];
    unsigned long study_tag;   /* the last review or puzzles asked */
    unsigned long study_asked; /* the tag awaited, or 0 */
    bool study_ready;          /* ... and its answer, until taken */
    struct think_answer study;
};

struct advisor *advisor_new(void)
{
    struct advisor *a = calloc(1, sizeof *a);
    if (a && !(a->thinker = thinker_new())) {
        free(a);
        return NULL;
    }
    return a;
}

void advisor_free(struct advisor *a)
{
    if (!a)
        return;
    thinker_free(a->thinker);
    think_answer_free(&a->study);
    free(a);
}

void advisor_prepare(struct advisor *a, const tb_game *g) { thinker_prepare(a->thinker, g); }

static bool same_key(struct advice_key a, struct advice_key b)
{
    return a.position == b.position && a.settings == b.settings;
}

/* A new key: what was asked or answered about the old one is of no use. */
static void follow(struct advisor *a, struct advice_key key)
{
    if (same_key(a->key, key))
        return;
    a->key = key;
    a->epoch++;
    a->have_move = false;
    a->tips = 0;
    a->tips_wanted = a->tips_came = false;
}

static unsigned long tag_of(const struct advisor *a, enum think_task task)
{
    return a->epoch * 2 + task;
}

/* Takes the thread's answer, if it has one, where it belongs. */
static void take_answer(struct advisor *a)
{
    struct think_answer got;
    if (!thinker_poll(a->thinker, &got))
        return;
    if (got.task == THINK_REVIEW || got.task == THINK_PUZZLES) {
        if (got.tag == a->study_asked && !a->study_ready) {
            a->study = got;
            a->study_ready = true;
        } else {
            think_answer_free(&got); /* asked by someone who has gone */
        }
        return;
    }
    if (got.tag != tag_of(a, got.task))
        return;
    if (got.task == THINK_MOVE) {
        a->have_move = true;
        a->move = got.move;
    } else if (a->tips_wanted) {
        a->tips_wanted = false;
        a->tips_came = true;
        a->tips = got.tips;
        memcpy(a->tip, got.tip, sizeof got.tip);
    }
}

bool advisor_take(struct advisor *a, struct advice_key key)
{
    follow(a, key);
    take_answer(a);
    bool came = a->tips_came;
    a->tips_came = false;
    return came;
}

void advisor_ask(struct advisor *a, const tb_game *g, enum think_task task, enum ai_level level,
                 struct advice_key key)
{
    follow(a, key);
    unsigned long tag = tag_of(a, task);
    if (a->asked != tag && thinker_start(a->thinker, g, task, level, tag))
        a->asked = tag;
}

bool advisor_take_move(struct advisor *a, struct advice_key key, int *move)
{
    follow(a, key);
    if (!a->have_move)
        return false;
    a->have_move = false;
    *move = a->move;
    return true;
}

bool advisor_has_move(const struct advisor *a, struct advice_key key)
{
    return same_key(a->key, key) && a->have_move;
}

void advisor_want_tips(struct advisor *a, struct advice_key key)
{
    follow(a, key);
    a->tips_wanted = true;
}

bool advisor_wants_tips(const struct advisor *a, struct advice_key key)
{
    return same_key(a->key, key) && a->tips_wanted;
}

int advisor_tips(const struct advisor *a, struct advice_key key, const struct ai_hint **tip)
{
    *tip = a->tip;
    return same_key(a->key, key) ? a->tips : 0;
}

/* ---- Work that takes seconds ---- */

/* The answer to the question asked, once it has come; asks when nothing
 * is asked yet and the thread is free. */
static bool study(struct advisor *a, const tb_game *g, enum ai_level level,
                  const struct think_puzzles *ask, struct think_answer *out)
{
    take_answer(a);
    if (a->study_ready) {
        *out = a->study;
        a->study = (struct think_answer){0};
        a->study_ready = false;
        a->study_asked = 0;
        return true;
    }
    if (!a->study_asked) {
        /* Never 0, which means nothing asked. */
        unsigned long tag = ++a->study_tag ? a->study_tag : ++a->study_tag;
        bool asked = ask ? thinker_start_puzzles(a->thinker, ask, tag)
                         : thinker_start(a->thinker, g, THINK_REVIEW, level, tag);
        a->study_asked = asked ? tag : 0;
    }
    return false;
}

bool advisor_review(struct advisor *a, const tb_game *g, enum ai_level level,
                    struct think_answer *out)
{
    return study(a, g, level, NULL, out);
}

bool advisor_puzzles(struct advisor *a, const struct think_puzzles *ask, struct think_answer *out)
{
    return study(a, NULL, AI_BEGINNER, ask, out);
}

void advisor_study_drop(struct advisor *a)
{
    think_answer_free(&a->study);
    a->study_ready = false;
    a->study_asked = 0;
}
