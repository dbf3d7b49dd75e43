/* ai.c - placeholder until the solver lands: every level plays the first legal move. */
#include <stdlib.h>
#include <string.h>

#include "solver/ai.h"

struct ai { const tb_rules *rules; };

static const char *const level_names[AI_LEVELS] = {"beginner", "medium", "perfect"};

const char *ai_level_name(enum ai_level level) { return level_names[level]; }

int ai_level_from_name(const char *name)
{
    for (int i = 0; i < AI_LEVELS; i++)
        if (strcmp(name, level_names[i]) == 0)
            return i;
    return -1;
}

ai *ai_new(const tb_rules *r, uint64_t seed)
{
    (void)seed;
    ai *a = malloc(sizeof *a);
    if (a)
        a->rules = r;
    return a;
}

void ai_free(ai *a) { free(a); }

int ai_choose(ai *a, const tb_game *g, enum ai_level level)
{
    (void)a, (void)level;
    if (tb_game_over(g))
        return -1;
    if (tb_game_must_pass(g))
        return TB_PASS;
    unsigned moves = tb_game_moves(g);
    for (int h = 0; h < TB_MAX_HOLES; h++)
        if (moves & (1u << h))
            return h;
    return -1;
}

int ai_hints(ai *a, const tb_game *g, struct ai_hint out[TB_MAX_HOLES])
{
    (void)a, (void)g, (void)out;
    return 0;
}
