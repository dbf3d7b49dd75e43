/*
 * story.c - the story of the game, told again from its history each time
 * it is shown: at most STORY_MAX sentences, so at most that many plies
 * are worked out again.
 */
#include <stdio.h>
#include <string.h>

#include "app/i18n.h"
#include "play/narrate.h"
#include "play/story.h"

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
    if (table_rules(t)->players == 2)
        snprintf(buf, size, _("A game of %s: %s against %s."), rules_title(table_rules(t)),
                 table_name(t, 0), table_name(t, 1));
    else
        snprintf(buf, size, _("A game of %s: %s, %s and %s."), rules_title(table_rules(t)),
                 table_name(t, 0), table_name(t, 1), table_name(t, 2));
}

/* A failure to keep the autosave, while it lasts. */
static void save_failure(const struct autosave *a, struct story *out)
{
    char sentence[SENTENCE_SIZE];
    struct autosave_failure failure = autosave_failure(a);
    if (failure.removing)
        snprintf(sentence, sizeof sentence, _("Could not remove the saved game %s: %s."),
                 autosave_where(a), save_strerror(failure.error));
    else
        snprintf(sentence, sizeof sentence,
                 _("Could not save the game in %s: %s. The game goes on."), autosave_where(a),
                 save_strerror(failure.error));
    add(out, sentence);
}

void story_tell(const struct table *t, const struct autosave *a, const char *intro,
                struct story *out)
{
    struct autosave_failure failure = autosave_failure(a);
    char sentence[SENTENCE_SIZE];
    int shown = table_shown_ply(t);
    bool over = shown == tb_game_ply(table_game(t)) && tb_game_over(table_game(t));
    const char *to_move = table_name(t, tb_game_position_at(table_game(t), shown)->to_move);
    out->told = 0;
    if (intro)
        add(out, intro);
    else {
        who_plays_whom(t, sentence, sizeof sentence);
        add(out, sentence);
    }
    if (shown == 0 && !over && table_resumed_at(t) != 0) {
        snprintf(sentence, sizeof sentence, _("%s plays now."), to_move);
        add(out, sentence);
    }
    bool failing = failure.error && failure.ply <= shown;
    if (failing && failure.ply == 0)
        save_failure(a, out);
    for (int ply = shown > STORY_MAX ? shown - STORY_MAX + 1 : 1; ply <= shown; ply++) {
        tb_account acc;
        table_account(t, ply, &acc);
        narrate_ply(t, &acc, tb_game_position_at(table_game(t), ply), sentence, sizeof sentence);
        add(out, sentence);
        if (failing && ply == failure.ply)
            save_failure(a, out);
    }
    if (shown == table_resumed_at(t) && !over) {
        snprintf(sentence, sizeof sentence, _("Welcome back: the game goes on, and %s plays now."),
                 to_move);
        add(out, sentence);
    }
    if (over) {
        narrate_end(t, tb_game_result(table_game(t)), false, sentence, sizeof sentence);
        add(out, sentence);
        narrate_winner(t, tb_game_result(table_game(t)), sentence, sizeof sentence);
        add(out, sentence);
    }
}
