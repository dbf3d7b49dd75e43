/*
 * table.h - the game at the table: the game and its players, who the
 * computer plays, the highlighted hole, the move being shown, the tally
 * of games won.  Opaque: every change goes through these functions,
 * which keep its invariants (a change of the game forgets the highlight
 * and every answer about the old position; only a hole the person to move
 * can sow is highlighted; a ply starts its animation, and only
 * table_settle, step mode's last seed or the last frame ends it).  Each
 * returns what happened (event.h), for the narrator to tell.  It knows no
 * mode and no screen.
 */
#ifndef TIHBAT_PLAY_TABLE_H
#define TIHBAT_PLAY_TABLE_H

#include <stdbool.h>

#include "app/advisor.h"
#include "app/save.h"
#include "play/anim.h"
#include "play/event.h"
#include "play/settings.h"

enum { SHORT_SIZE = 64, SENTENCE_SIZE = 512, TALLY_MAX = 16 };

/* What a table is opened with: the game to play and its players. */
struct table_config {
    const tb_rules *rules;
    const tb_position *start;          /* NULL: the rule set's start */
    const char *names[TB_MAX_PLAYERS]; /* NULL: the default names */
    const char *load;                  /* a game record to open, or NULL */
    unsigned computer;                 /* bit p set: player p is the computer */
    bool demo;                         /* the computer plays every side */
};

struct table;

/* A table for cfg: the game (new or loaded), the names, the computer, who
 * asks advisor for its moves and the tips, under settings (both outlive
 * the table).  NULL when it cannot be: then it printed why on standard
 * error, and *status is the exit status. */
struct table *table_open(const struct table_config *cfg, const struct settings *settings,
                         struct advisor *advisor, int *status);
void table_close(struct table *t);

/* ---- What is on the table ---- */

const tb_game *table_game(const struct table *t);
const tb_rules *table_rules(const struct table *t);
const struct settings *table_settings(const struct table *t);
/* Player p's name as shown: given, or "Player 1"... in the language of
 * the moment. */
const char *table_name(const struct table *t, int player);
/* The names as given (never the defaults) and the date: the record's. */
const tb_tags *table_tags(const struct table *t);
/* Changes whenever the game does (a ply, a new game, a name). */
unsigned long table_version(const struct table *t);
/* The ply a resumed game came back at, while it is as it came back, or -1. */
int table_resumed_at(const struct table *t);
/* The highlighted hole, or -1. */
int table_cursor(const struct table *t);
/* The move being shown, seed by seed; NULL when none is. */
const struct anim *table_moving(const struct table *t);
/* The ply the board and the story show: the one being shown is not told yet. */
int table_shown_ply(const struct table *t);
/* What ply `ply` (from 1) did, worked out again from the history. */
void table_account(const struct table *t, int ply, tb_account *acc);
/* The board as it is shown now: the game, or a frame of a move; the
 * highlight, the last seed's hole, the tips' best moves. */
void table_view(const struct table *t, struct view *v);
/* The highlighted move played on a copy, when the preview is on. */
bool table_preview(const struct table *t, tb_position *after, tb_account *acc);
/* Would move, played now, bring back an earlier position, and so end the
 * game?  Then *res is how it would end. */
bool table_would_repeat(const struct table *t, int move, tb_result *res);
/* The file the record was last saved to with s, while it holds the game
 * as it stands; NULL otherwise. */
const char *table_record(const struct table *t);
/* The tally: how many names it has, and the games name i won. */
int table_tallied(const struct table *t);
int table_wins(const struct table *t, int i, const char **name);

/* ---- The game ---- */

/* A new game of rules, from the configured start when they are its rules. */
struct event table_new_game(struct table *t, const tb_rules *rules);
/* A new game of rules from start (NULL: the rule set's start). */
struct event table_start_from(struct table *t, const tb_rules *rules, const tb_position *start);
/* As table_start_from, then plies (hole letters, "A D") played at once,
 * unshown: a lesson's history. */
struct event table_stage(struct table *t, const tb_rules *rules, const tb_position *start,
                         const char *plies);
/* The rules the program was started with: a game "as at the start". */
const tb_rules *table_first_rules(const struct table *t);
/* g in place of this game, with its tags (the names, the date), as it
 * came back: the table takes it. */
void table_resume(struct table *t, tb_game *g, const tb_tags *tags);
/* Plays move, and starts showing it. */
struct event table_play(struct table *t, int move);
/* Highlights hole, when it is the person to move's and can be sown. */
struct event table_choose(struct table *t, int hole);
/* Drops the highlight. */
void table_unchoose(struct table *t);
/* Sows the highlighted hole. */
struct event table_sow(struct table *t);
/* The holes the player to move can sow, in label order; how many. */
int table_playable(const struct table *t, int out[TB_MAX_HOLES]);
/* Takes back a ply; to_person: and the computer's plies and forced passes
 * before it, back to where a person chooses. */
struct event table_undo(struct table *t, bool to_person);
/* Plays the next taken-back ply again, shown like any; false at the end. */
bool table_redo(struct table *t);
/* Goes to ply at once, without showing the plies between. */
void table_goto(struct table *t, int ply);
/* Saves the game's record to path. */
struct event table_save_record(struct table *t, const char *path);

/* ---- The move being shown ---- */

/* Ends the animation at once. */
void table_settle(struct table *t);
/* Step mode: the next seed falls (after the last, the move ends). */
void table_step(struct table *t);
/* Shows the frames due by now; returns the ms until the next, or -1. */
int table_advance(struct table *t, long long now);
/* Counts the plies shown to their end (however it came) that captured or
 * ended the game: what the bell rings for. */
unsigned long table_chimes(const struct table *t);

/* ---- Players and the computer ---- */

/* Player p's name, as typed (empty: the default name); the record keeps it. */
void table_set_name(struct table *t, int player, const char *name);
/* The game is over: its winner counted in the tally, once a game (a game
 * taken back and ended otherwise counts for its new winner). */
void table_tally(struct table *t);

/* Bit p: the computer plays player p. */
unsigned table_computer(const struct table *t);
bool table_is_computer(const struct table *t, int player);
bool table_all_computer(const struct table *t);
void table_set_computer(struct table *t, unsigned computer);
/* The one player a person plays against the computer, or -1. */
int table_lone_person(const struct table *t);
/* The computer waits for Space: paused in a demonstration, or after it
 * could not move. */
bool table_paused(const struct table *t);
struct event table_pause(struct table *t, bool paused);
/* When the computer may play, or the next ply of a line be shown, in ms:
 * a pause after each ply, so that people can follow. */
long long table_ready_at(const struct table *t);
/* The player whose holes take keys now, or -1 (the computer, the end, a
 * move being shown, a forced pass). */
int table_human_to_move(const struct table *t);
/* Plays what is due: a forced pass, and with computer the computer's
 * move; takes the advisor's answers.  *told is what happened (the tips
 * came, the computer could not think).  Returns the ms the caller may
 * wait before calling again, or -1. */
int table_drive(struct table *t, bool computer, struct event *told);
/* The tip key: the values of the moves, when tips are on. */
struct event table_tip(struct table *t);
/* The tips that came for the position as it stands, best first; how
 * many (0: none). */
int table_tips(const struct table *t, const struct ai_hint **tip);

#endif
