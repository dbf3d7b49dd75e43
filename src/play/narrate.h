/*
 * narrate.h - the sentences that tell what happened: each ply, the end of
 * the game, the winner, the tips; the names of rule sets, levels and
 * speeds.
 */
#ifndef TIHBAT_PLAY_NARRATE_H
#define TIHBAT_PLAY_NARRATE_H

#include <stdbool.h>
#include <stddef.h>

#include "play/autosave.h"
#include "play/table.h"

const char *rules_title(const tb_rules *r);
const char *level_title(enum ai_level level);
const char *speed_title(enum speed speed);
/* Who sowed what, where the last seed fell and why it captured or not;
 * after is the position the ply made (where a chain stopped, and why). */
void narrate_ply(const struct table *t, const tb_account *acc, const tb_position *after, char *buf,
                 size_t size);
/* Where the last seed fell and why it captured or not. */
void narrate_landing(const struct table *t, const tb_account *acc, const tb_position *after,
                     char *buf, size_t size);
/* Why the game ended and what became of the seeds left; brief: in a few
 * words, leaving out what narrate_score says (the shares). */
void narrate_end(const struct table *t, const tb_result *res, bool brief, char *buf, size_t size);
/* Player p's score, and how it was made: "Amina: 9 captured + 6 shared =
 * 15 seeds". */
void narrate_score(const struct table *t, const tb_result *res, int p, char *buf, size_t size);
/* Who won, and by how much; against the computer, to the person. */
void narrate_winner(const struct table *t, const tb_result *res, char *buf, size_t size);
/* When move (-1: any hole the player to move can sow) would bring back an
 * earlier position and so end the game, says so, and how it would end:
 * "B brings back an earlier position: the game would end, 10 seeds
 * each."; else false, and buf is empty. */
bool narrate_repetition_ahead(const struct table *t, int move, char *buf, size_t size);
/* The games each name won since the program started. */
void narrate_tally(const struct table *t, char *buf, size_t size);
/* "A game of Tihbat between Amina and Youssef was not finished: ...":
 * the saved game g, with its tags. */
void narrate_saved_game(const tb_game *g, const tb_tags *tags, char *buf, size_t size);
/* What the start found wrong with the autosave (FOUND_UNREADABLE,
 * FOUND_SET_ASIDE), and what was done. */
void narrate_finding(const struct autosave_finding *found, char *buf, size_t size);
/* The words for what the table says happened (nothing for a ply played,
 * which the story tells): true when it is a refusal or an error. */
bool narrate_event(const struct table *t, const struct event *e, char *buf, size_t size);
/* "A B": the labels of player p's holes. */
void holes_of(const tb_rules *r, int player, char *buf, size_t size);

#endif
