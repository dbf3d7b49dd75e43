/*
 * levels.c - the names of the levels, the computer's (ai.h) and the
 * puzzles' (puzzle.h): English, as the options and scripts take them and
 * JSON writes them, and marked for the catalogues, so that the screens and
 * the worksheets translate these and keep no list of their own.
 */
#include <string.h>

#include "engine/text.h"
#include "solver/ai.h"
#include "solver/puzzle.h"

static const char *const ai_names[AI_LEVELS] = {
    /* TRANSLATORS: how well the computer plays. */
    TB_TEXT("beginner"), TB_TEXT("medium"), TB_TEXT("perfect")};
static const char *const puzzle_names[PUZZLE_LEVELS] = {
    /* TRANSLATORS: how hard a puzzle is. */
    TB_TEXT("easy"), TB_TEXT("medium"), TB_TEXT("hard")};

/* The index of name among the count names, or -1. */
static int named(const char *const names[], int count, const char *name)
{
    for (int i = 0; i < count; i++)
        if (strcmp(name, names[i]) == 0)
            return i;
    return -1;
}

const char *ai_level_name(enum ai_level level) { return ai_names[level]; }

int ai_level_from_name(const char *name) { return named(ai_names, AI_LEVELS, name); }

const char *puzzle_level_name(enum puzzle_level level) { return puzzle_names[level]; }

int puzzle_level_from_name(const char *name) { return named(puzzle_names, PUZZLE_LEVELS, name); }
