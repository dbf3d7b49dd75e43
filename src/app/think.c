/*
 * think.c - the computer thinks in a thread of its own, on its own copy of
 * the game, so that the screen answers keys and resizes meanwhile.
 *
 * One question at a time: the main loop asks, polls, and takes the answer.
 * The thread never touches the terminal.
 */
#define _POSIX_C_SOURCE 200809L /* threads, signal masks, clock_gettime */
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "app/think.h"

enum state { IDLE, ASKED, ANSWERED };
enum { RULE_SETS_MAX = 8 }; /* more than the engine has */

struct thinker {
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t wake;
    enum state state;
    bool stop;

    /* The question, and the answer: owned by the thread while ASKED. */
    tb_game *game;
    enum ai_level level;
    struct think_answer answer;

    /* A computer per rule set, made when first needed (the thread's own). */
    const tb_rules *rules[RULE_SETS_MAX];
    ai *ais[RULE_SETS_MAX];
    uint64_t seed;
};

static ai *computer_for(struct thinker *t, const tb_rules *r)
{
    int i = 0;
    while (i < RULE_SETS_MAX && t->rules[i] && t->rules[i] != r)
        i++;
    if (i == RULE_SETS_MAX)
        return NULL;
    if (!t->rules[i]) {
        t->ais[i] = ai_new(r, t->seed + (uint64_t)i);
        if (t->ais[i])
            t->rules[i] = r;
    }
    return t->ais[i];
}

static void answer(struct thinker *t)
{
    struct think_answer *out = &t->answer;
    ai *a = computer_for(t, tb_game_rules(t->game));
    out->move = TB_NO_MOVE; /* no computer: out of memory */
    out->tips = 0;
    if (a && out->task == THINK_MOVE)
        out->move = ai_choose(a, t->game, t->level);
    else if (a)
        out->tips = ai_hints(a, t->game, out->tip);
}

static void *run(void *arg)
{
    struct thinker *t = arg;
    pthread_mutex_lock(&t->lock);
    for (;;) {
        while (t->state != ASKED && !t->stop)
            pthread_cond_wait(&t->wake, &t->lock);
        if (t->stop)
            break;
        pthread_mutex_unlock(&t->lock);
        answer(t);
        pthread_mutex_lock(&t->lock);
        t->state = ANSWERED;
    }
    pthread_mutex_unlock(&t->lock);
    return NULL;
}

struct thinker *thinker_new(void)
{
    struct thinker *t = calloc(1, sizeof *t);
    if (!t)
        return NULL;
    t->seed = (uint64_t)time(NULL) * 2654435761u ^ (uint64_t)getpid();
    pthread_mutex_init(&t->lock, NULL);
    pthread_cond_init(&t->wake, NULL);
    /* Signals belong to the main loop: the thread starts with all blocked. */
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old);
    int error = pthread_create(&t->thread, NULL, run, t);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (error) {
        pthread_cond_destroy(&t->wake);
        pthread_mutex_destroy(&t->lock);
        free(t);
        return NULL;
    }
    return t;
}

void thinker_free(struct thinker *t)
{
    if (!t)
        return;
    pthread_mutex_lock(&t->lock);
    t->stop = true;
    pthread_cond_signal(&t->wake);
    pthread_mutex_unlock(&t->lock);
    pthread_join(t->thread, NULL);
    for (int i = 0; i < RULE_SETS_MAX && t->ais[i]; i++)
        ai_free(t->ais[i]);
    tb_game_free(t->game);
    pthread_cond_destroy(&t->wake);
    pthread_mutex_destroy(&t->lock);
    free(t);
}

/* Makes t->game the game g up to its current ply (its history decides
 * repetitions, so the moves are replayed, not just the position copied). */
static bool copy_game(struct thinker *t, const tb_game *g)
{
    const tb_rules *r = tb_game_rules(g);
    if (t->game && tb_game_rules(t->game) != r) {
        tb_game_free(t->game);
        t->game = NULL;
    }
    if (!t->game)
        t->game = tb_game_new(r, tb_game_position_at(g, 0), NULL);
    else if (tb_game_reset(t->game, tb_game_position_at(g, 0)) != TB_OK)
        return false;
    for (int i = 0; t->game && i < tb_game_ply(g); i++)
        if (tb_game_play(t->game, tb_game_move_at(g, i), NULL) != TB_OK)
            return false;
    return t->game != NULL;
}

bool thinker_start(struct thinker *t, const tb_game *g, enum think_task task,
                   enum ai_level level, unsigned long tag)
{
    pthread_mutex_lock(&t->lock);
    bool started = t->state != ASKED && copy_game(t, g);
    if (started) {
        t->answer = (struct think_answer){.tag = tag, .task = task};
        t->level = level;
        t->state = ASKED;
        pthread_cond_signal(&t->wake);
    }
    pthread_mutex_unlock(&t->lock);
    return started;
}

bool thinker_poll(struct thinker *t, struct think_answer *out)
{
    pthread_mutex_lock(&t->lock);
    bool answered = t->state == ANSWERED;
    if (answered) {
        *out = t->answer;
        t->state = IDLE;
    }
    pthread_mutex_unlock(&t->lock);
    return answered;
}
