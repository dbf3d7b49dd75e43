/*
 * story.h - the story under the board: the sentences that tell the game,
 * worked out from its history at the ply shown, never kept, so that undo,
 * redo, a replay or the editor can never leave one that is no longer true.
 */
#ifndef TIHBAT_PLAY_STORY_H
#define TIHBAT_PLAY_STORY_H

#include "play/autosave.h"
#include "play/table.h"

enum { STORY_MAX = 8 };

/* The newest sentences, oldest first. */
struct story {
    char sentence[STORY_MAX][SENTENCE_SIZE];
    int told;
};

/* Tells the game at the ply shown: intro (NULL: who plays whom), who
 * plays first, each ply, the end and the winner, and a failure of the
 * autosave to keep it while it lasts. */
void story_tell(const struct table *t, const struct autosave *a, const char *intro,
                struct story *out);

#endif
