/*
 * think.c - the computer thinks in a thread of its own, on its own copy of
 * the game, so that the screen answers keys and resizes meanwhile.
 *
 * One question at a time: the main loop asks, polls, and takes the answer.
 * An answer that holds memory (a review, puzzles) is the taker's; one that
 * nobody took is freed when the next question is asked, or at the end.
 * The thread never touches the terminal: the cache of solved tables it
 * reads and writes (app/cache.c) reports nothing here, and a cache not to
 * be trusted is only solved again.
 */
#define _POSIX_C_SOURCE 200809L /* threads, signal masks, clock_gettime */
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "app/cache.h"
#include "app/think.h"

enum state { IDLE, ASKED, ANSWERED };
enum { RULE_SETS_MAX = 8 }; /* more than the engine has */

struct thinker {
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t wake;
    enum state state;
    bool stop;

    /* The tables to make ready (thinker_prepare), until the thread takes them. */
    const tb_rules *prepare;
    tb_position prepare_from;

    /* The question, and the answer: owned by the thread while ASKED. */
    tb_game *game;
    enum ai_level level;
    struct think_puzzles puzzles;
    struct think_answer answer;

    /* A computer per rule set, made when first needed (the thread's own),
     * and the cache their tables come from. */
    const tb_rules *rules[RULE_SETS_MAX];
    ai *ais[RULE_SETS_MAX];
    cache *cache;
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
        if (t->ais[i] && t->cache)
            ai_set_store(t->ais[i], cache_store(t->cache));
    }
    return t->ais[i];
}

void think_answer_free(struct think_answer *a)
{
    review_free(&a->review);
    free(a->puzzles);
    a->puzzles = NULL;
    a->made = 0;
}

/* A review or a set of puzzles, on the computer's tables. */
static void study(struct thinker *t, struct think_answer *out)
{
    const tb_rules *r = out->task == THINK_PUZZLES ? t->puzzles.rules : tb_game_rules(t->game);
    ai *a = computer_for(t, r);
    solver *s = a ? ai_solver(a) : NULL;
    out->status = s ? TB_OK : a ? TB_EINVAL : TB_ENOMEM;
    if (s && out->task == THINK_REVIEW) {
        out->status = review_game(s, t->game, &out->review);
    } else if (s) {
        const struct think_puzzles *want = &t->puzzles;
        out->puzzles = calloc((size_t)want->count + 1, sizeof *out->puzzles);
        out->status = out->puzzles ? puzzle_make(s, r, want->seed, want->level, want->count,
                                                 out->puzzles, &out->made)
                                   : TB_ENOMEM;
        if (out->status != TB_OK)
            think_answer_free(out);
    }
}

static void answer(struct thinker *t)
{
    struct think_answer *out = &t->answer;
    out->move = TB_NO_MOVE; /* no computer: out of memory */
    out->tips = 0;
    if (out->task == THINK_REVIEW || out->task == THINK_PUZZLES) {
        study(t, out);
        return;
    }
    ai *a = computer_for(t, tb_game_rules(t->game));
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
        while (t->state != ASKED && !t->prepare && !t->stop)
            pthread_cond_wait(&t->wake, &t->lock);
        if (t->stop)
            break;
        if (t->state != ASKED) {
            const tb_rules *r = t->prepare;
            tb_position from = t->prepare_from;
            t->prepare = NULL;
            pthread_mutex_unlock(&t->lock);
            ai *a = computer_for(t, r);
            if (a)
                solver_prepare(ai_solver(a), &from); /* what fails is solved when asked */
            pthread_mutex_lock(&t->lock);
            continue;
        }
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
    t->cache = cache_new(); /* none: the tables are solved in memory */
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
        cache_free(t->cache);
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
    cache_free(t->cache);
    think_answer_free(&t->answer);
    tb_game_free(t->game);
    pthread_cond_destroy(&t->wake);
    pthread_mutex_destroy(&t->lock);
    free(t);
}

/* Makes t->game the game g up to `plies` plies (its history decides
 * repetitions, so the moves are replayed, not just the position copied). */
static bool copy_game(struct thinker *t, const tb_game *g, int plies)
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
    for (int i = 0; t->game && i < plies; i++)
        if (tb_game_play(t->game, tb_game_move_at(g, i), NULL) != TB_OK)
            return false;
    return t->game != NULL;
}

/* Sets the question going, once the caller has set up what it asks
 * about; an answer nobody took goes. */
static void ask(struct thinker *t, enum think_task task, unsigned long tag)
{
    think_answer_free(&t->answer);
    t->answer = (struct think_answer){.tag = tag, .task = task};
    t->state = ASKED;
    pthread_cond_signal(&t->wake);
}

bool thinker_start(struct thinker *t, const tb_game *g, enum think_task task, enum ai_level level,
                   unsigned long tag)
{
    pthread_mutex_lock(&t->lock);
    /* A review goes through every recorded ply, undone ones too. */
    int plies = task == THINK_REVIEW ? tb_game_length(g) : tb_game_ply(g);
    bool started = t->state != ASKED && task != THINK_PUZZLES && copy_game(t, g, plies);
    if (started) {
        t->level = level;
        ask(t, task, tag);
    }
    pthread_mutex_unlock(&t->lock);
    return started;
}

bool thinker_start_puzzles(struct thinker *t, const struct think_puzzles *puzzles,
                           unsigned long tag)
{
    pthread_mutex_lock(&t->lock);
    bool started = t->state != ASKED;
    if (started) {
        t->puzzles = *puzzles;
        ask(t, THINK_PUZZLES, tag);
    }
    pthread_mutex_unlock(&t->lock);
    return started;
}

void thinker_prepare(struct thinker *t, const tb_game *g)
{
    pthread_mutex_lock(&t->lock);
    t->prepare = tb_game_rules(g);
    t->prepare_from = *tb_game_position(g);
    pthread_cond_signal(&t->wake);
    pthread_mutex_unlock(&t->lock);
}

bool thinker_poll(struct thinker *t, struct think_answer *out)
{
    pthread_mutex_lock(&t->lock);
    bool answered = t->state == ANSWERED;
    if (answered) {
        *out = t->answer;
        /* What it holds is the taker's now. */
        t->answer = (struct think_answer){.tag = out->tag, .task = out->task};
        t->state = IDLE;
    }
    pthread_mutex_unlock(&t->lock);
    return answered;
}
