/*
 * table.h - the game at the table: the game and its players, the
 * settings, the move being shown, the computer, the word about the last
 * key.  Every mode acts on it through these functions, which keep its
 * invariants: a change of the game forgets the highlight and every answer
 * about the old position, a ply starts its animation and only
 * table_settle or the last frame ends it.  It knows no mode.
 */
#ifndef TIHBAT_PLAY_TABLE_H
#define TIHBAT_PLAY_TABLE_H

#include <stdbool.h>

#include "app/advisor.h"
#include "app/save.h"
#include "play/anim.h"
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

struct table {
    struct table_config cfg;
    const tb_rules *rules;
    tb_game *game;
    tb_tags tags;                   /* names as given, never the defaults; the date */
    char names[TB_MAX_PLAYERS][64]; /* the names shown: given, or "Player 1"... */
    int resumed_at;                 /* the ply a resumed game came back at, or -1 */
    unsigned long version;          /* changes whenever the game does */
    unsigned long serial;           /* changes with each new game */

    /* The games won by each name since the program started. */
    struct tally {
        char name[64];
        int wins;
    } tally[TALLY_MAX];
    int tallied;
    unsigned long tallied_serial; /* the game counted last */
    int tallied_winner;           /* its winner's line of the tally, or -1 */

    unsigned computer; /* bit p: the computer plays player p */
    bool paused;       /* the computer waits for Space */
    const struct settings *settings;

    int cursor;  /* the highlighted hole, or -1 */
    int landing; /* where the last seed of the last ply fell, or -1 */
    struct anim anim;

    char message[SENTENCE_SIZE]; /* a word about the last key */
    bool alert;                  /* the message is a refusal or an error */

    struct advisor *advisor; /* the computer's moves and the tips (not the table's) */
    unsigned long epoch;     /* changes with the game and the settings */
    long long ready_at;      /* when the computer may play, in ms */

    /* Written by table_save_record: the record last saved with s. */
    char record[PATH_SIZE];
    unsigned long record_version; /* the version it holds, or 0 */
};

/* Sets t up for cfg: the game (new or loaded), the names, the computer,
 * who asks advisor for its moves and the tips, under settings.  Prints why
 * and returns false when it cannot (the status in *status). */
bool table_open(struct table *t, const struct table_config *cfg, const struct settings *settings,
                struct advisor *advisor, int *status);
void table_close(struct table *t);

/* The word about the last key, on the line above the keys. */
void say(struct table *t, bool alert, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* ---- The game ---- */

/* A new game of rules, from the configured start when they are its rules. */
bool table_new_game(struct table *t, const tb_rules *rules);
/* A new game of rules from start (NULL: the rule set's start); says why not. */
bool table_start_from(struct table *t, const tb_rules *rules, const tb_position *start);
/* As table_start_from, then plies (hole letters, "A D") played at once,
 * unshown: a lesson's history. */
bool table_stage(struct table *t, const tb_rules *rules, const tb_position *start,
                 const char *plies);
/* g in place of this game, with its tags (the names, the date), as it
 * came back: the table takes it. */
void table_resume(struct table *t, tb_game *g, const tb_tags *tags);
/* Plays move, and starts showing it; says why not. */
bool table_play(struct table *t, int move);
/* Takes back a ply; to_person: and the computer's plies and forced passes
 * before it, back to where a person chooses.  Says what it took back. */
void table_undo(struct table *t, bool to_person);
/* Plays the next taken-back ply again, shown like any; false at the end. */
bool table_redo(struct table *t);
/* Goes to ply at once, without showing the plies between. */
void table_goto(struct table *t, int ply);
/* The ply the board and the story show: the one being shown is not told yet. */
int table_shown_ply(const struct table *t);
/* What ply `ply` (from 1) did, worked out again from the history. */
void table_account(const struct table *t, int ply, tb_account *acc);
/* Saves the game's record to path, and says so or why not. */
bool table_save_record(struct table *t, const char *path);

/* ---- The move being shown ---- */

/* Ends the animation at once. */
void table_settle(struct table *t);
/* Shows the frames due by now; returns the ms until the next, or -1. */
int table_advance(struct table *t, long long now);
/* Builds the board as it is shown now: the game, or a frame of a move. */
void table_view(const struct table *t, struct view *v);

/* ---- Players and the computer ---- */

/* Player p's name, as typed (empty: the default name); the record keeps it. */
void table_set_name(struct table *t, int player, const char *name);
/* The game is over: its winner counted in the tally, once a game (a game
 * taken back and ended otherwise counts for its new winner). */
void table_tally(struct table *t);

bool table_is_computer(const struct table *t, int player);
bool table_all_computer(const struct table *t);
/* The player whose holes take keys now, or -1 (the computer, the end, a
 * move being shown, a forced pass). */
int table_human_to_move(const struct table *t);
/* Plays what is due: a forced pass, and with computer the computer's
 * move; takes the thinker's answers.  Returns the ms the caller may wait
 * before calling again, or -1. */
int table_drive(struct table *t, bool computer);
/* The tip key: the values of the moves, when tips are on. */
void table_tip(struct table *t);
/* The tips that came for the position as it stands, best first; how
 * many (0: none). */
int table_tips(const struct table *t, const struct ai_hint **tip);
void table_set_computer(struct table *t, unsigned computer);

#endif
