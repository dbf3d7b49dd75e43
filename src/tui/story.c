/*
 * story.c - the story of the game, told again from its history each time
 * it is shown: at most STORY_MAX sentences, so at most that many plies
 * are worked out again.
 */
#include <stdio.h>
#include <string.h>

#include "app/i18n.h"
#include "tui/narrate.h"
#include "tui/story.h"

/* Adds a sentence, the oldest going when there is no room. */
static void add(struct story *s, const char *sentence)
{
    if (!sentence[0])
        return;
    if (s->told == STORY_MAX) {
        memmove(s->sentence[0], s->sentence[1], sizeof s->sentence - sizeof s->sentence[0]);
        s->told--;
    }
    snprintf(s->sentence[s->told++], sizeof s->sentence[0], "%s", sentence);
}

static void who_plays_whom(const struct table *t, char *buf, size_t size)
{
    if (t->rules->players == 2)
        snprintf(buf, size, _("A game of %s: %s against %s."), rules_title(t->rules), t->names[0],
                 t->names[1]);
    else
        snprintf(buf, size, _("A game of %s: %s, %s and %s."), rules_title(t->rules), t->names[0],
                 t->names[1], t->names[2]);
}

/* A failure to keep the autosave, while it lasts. */
static void save_failure(const struct table *t, struct story *out)
{
    char sentence[SENTENCE_SIZE];
    if (t->save_removing)
        snprintf(sentence, sizeof sentence, _("Could not remove the saved game %s: %s."),
                 t->autosave, save_strerror(t->save_error));
    else
        snprintf(sentence, sizeof sentence,
                 _("Could not save the game in %s: %s. The game goes on."), t->autosave,
                 save_strerror(t->save_error));
    add(out, sentence);
}

void story_tell(const struct table *t, const char *intro, struct story *out)
{
    char sentence[SENTENCE_SIZE];
    int shown = table_shown_ply(t);
    bool over = shown == tb_game_ply(t->game) && tb_game_over(t->game);
    const char *to_move = t->names[tb_game_position_at(t->game, shown)->to_move];
    out->told = 0;
    if (intro)
        add(out, intro);
    else {
        who_plays_whom(t, sentence, sizeof sentence);
        add(out, sentence);
    }
    if (shown == 0 && !over && t->resumed_at != 0) {
        snprintf(sentence, sizeof sentence, _("%s plays now."), to_move);
        add(out, sentence);
    }
    bool failing = t->save_error && t->save_failed_at <= shown;
    if (failing && t->save_failed_at == 0)
        save_failure(t, out);
    for (int ply = shown > STORY_MAX ? shown - STORY_MAX + 1 : 1; ply <= shown; ply++) {
        tb_account acc;
        table_account(t, ply, &acc);
        narrate_ply(t, &acc, sentence, sizeof sentence);
        add(out, sentence);
        if (failing && ply == t->save_failed_at)
            save_failure(t, out);
    }
    if (shown == t->resumed_at && !over) {
        snprintf(sentence, sizeof sentence, _("Welcome back: the game goes on, and %s plays now."),
                 to_move);
        add(out, sentence);
    }
    if (over) {
        narrate_end(t, tb_game_result(t->game), sentence, sizeof sentence);
        add(out, sentence);
        narrate_winner(t, tb_game_result(t->game), sentence, sizeof sentence);
        add(out, sentence);
    }
}
