/*
 * tihbat.h - the rules engine for Tihbat, Bakuk, Koumma and Modiar, small
 * Moroccan mancala games, and any two-row mancala its rule sets describe.
 *
 * Pure C11: no I/O, no mutable globals, no terminal.  Every function that can
 * fail returns a status code (TB_OK or a TB_E* value); tb_strerror() names it.
 * Holes are numbered from 0 in label order (hole 0 is "A"); players are
 * numbered from 0 (player 0 is "player 1", South).  Only the notation and
 * the programs count from 1.
 *
 * What the engine does with what it is given:
 * - A rule set is checked (tb_rules_check) by every function that takes one,
 *   NULL included: one it refuses gets the answer each function states
 *   (TB_EINVAL where there is a status), never a read outside the board.
 * - Positions, text and buffers are read or written during the call only;
 *   nothing keeps a pointer to them but a game, which keeps its rule set
 *   (tb_game_new).  Optional pointers (err, acc, status, tags) may be NULL.
 * - Pointers the engine returns: rule sets and English sentences (tb_rules_at,
 *   tb_strerror, tb_why_illegal, tb_text formats) are static and live for
 *   ever.  Pointers into a game (tb_game_position, tb_game_position_at,
 *   tb_game_result, tb_game_final_result) stay valid until the next call
 *   given that game without const (play, undo, redo, goto, reset, free):
 *   playing may move the history.
 * - There is no hidden state: games are independent, and different games may
 *   be used by different threads at once; one game, by one at a time.
 */
#ifndef TIHBAT_H
#define TIHBAT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define TB_VERSION "1.0.0"

/* Limits of every rule set: they keep a board in one 64-bit word, a byte a
 * hole with two bits to spare (the engine sows a whole board at once). */
#define TB_MAX_HOLES 8
#define TB_MAX_PLAYERS 4
#define TB_MAX_SEEDS 63
/* The longest name and title of a rule set, in bytes. */
#define TB_RULES_NAME_MAX 31
#define TB_RULES_TITLE_MAX 63
/* The most bytes tb_rules_format writes, its NUL included. */
#define TB_RULES_TEXT_MAX 1024

/* The move that passes; a hole number is any other move. */
#define TB_PASS (-1)
/* Not a move, where a function answers with a move or a hole: no label of
 * this game (tb_hole_from_label), no ply after this one (tb_game_move_at);
 * never the same as TB_PASS. */
#define TB_NO_MOVE (-2)

/* Status codes. */
enum {
    TB_OK = 0,
    TB_EINVAL,   /* an argument out of range, or a position that cannot be */
    TB_EILLEGAL, /* not a legal move here */
    TB_EOVER,    /* the game is over */
    TB_ENOMEM,   /* out of memory; nothing was changed */
    TB_ESYNTAX,  /* text that cannot be read */
    TB_ENOUNDO,  /* nothing to undo or redo */
};
const char *tb_strerror(int status);

/* ---- Rule sets: every difference between the games is data here. ---- */

enum tb_capture_side {
    TB_CAPTURE_OWN_SIDE, /* only in the mover's own holes (Tihbat) */
    TB_CAPTURE_ANY_SIDE, /* in any hole (Bakuk, Koumma, Modiar) */
};
/* The holes a capture takes besides the last seed's. */
enum tb_chain {
    TB_CHAIN_NONE,     /* none (Tihbat) */
    TB_CHAIN_FORWARD,  /* the unbroken run after it in sowing order (Bakuk, Koumma) */
    TB_CHAIN_BACKWARD, /* the unbroken run before it, round the board (Modiar) */
};
/* A capture that would take every seed of another player's holes. */
enum tb_whole_row {
    TB_WHOLE_ROW_TAKEN,      /* it is taken like any other */
    TB_WHOLE_ROW_NO_CAPTURE, /* the move is played and captures nothing */
    TB_WHOLE_ROW_FORBIDDEN,  /* the move may not be played while another can; when
                                none can, it is played and captures nothing (Modiar) */
};
enum tb_no_move {
    TB_NO_MOVE_PASS, /* the player passes (Tihbat) */
    TB_NO_MOVE_ENDS, /* the game ends (Bakuk, Koumma, Modiar) */
};
enum tb_leftover {
    TB_LEFTOVER_SPLIT,   /* seeds left at the end are shared equally */
    TB_LEFTOVER_IGNORED, /* seeds left at the end count for no one */
    TB_LEFTOVER_OWNERS,  /* each player takes the seeds left in their own holes */
};

/* A rule set.  The engine's own are tb_rules_at's; a program may make its
 * own variant, or read one (tb_rules_parse), which every function checks
 * with tb_rules_check: each field within the range its comment gives, name
 * and title strings ended by NUL (not NULL).  docs/rules.md tells each
 * field as a rule. */
typedef struct tb_rules {
    const char *name;     /* "tihbat": what --rules takes */
    const char *title;    /* "Tihbat": what a person reads (see tb_text) */
    int holes_per_row;    /* two rows of this many holes, 1 .. TB_MAX_HOLES / 2 */
    int seeds_per_hole;   /* at the start: at least 1, TB_MAX_SEEDS in all at most */
    int players;          /* 2 .. TB_MAX_PLAYERS */
    int holes_per_player; /* player p owns holes p*k .. p*k+k-1; all are owned */
    bool origin_first;    /* the first seed goes back into the lifted hole */
    int min_sow;          /* a hole may be played when it holds this many seeds or
                             more: 1 .. TB_MAX_SEEDS (Modiar: 2) */
    int capture_max;      /* even counts 2 .. capture_max capture; 2 .. TB_MAX_SEEDS */
    enum tb_capture_side capture_side;
    enum tb_chain chain;
    bool quiet_start; /* a move from the start position (the game's first) captures
                         nothing (Modiar) */
    enum tb_whole_row whole_row;
    bool feeding; /* a player whose next opponent has no move must play one that
                     gives it one, when a move can (Modiar) */
    enum tb_no_move no_move;
    enum tb_leftover leftover;            /* when the player to move has no move */
    enum tb_leftover repetition_leftover; /* at a repetition: SPLIT or IGNORED */
} tb_rules;

/* The rule sets, in the order a menu shows them; NULL past the last. */
const tb_rules *tb_rules_at(int index);
/* The rule set of that name (exact, lower case), or NULL. */
const tb_rules *tb_rules_find(const char *name);

typedef struct tb_error tb_error;
/* TB_OK when the engine can play r: every field within the limits above,
 * each enum one of its values, names given (a name of lower-case letters,
 * digits and '-'; a title of UTF-8 without control characters; each up to
 * its most above), and the holes shared out among the players.  Else TB_EINVAL, saying which field
 * is wrong and why in err (may be NULL); for NULL too. */
int tb_rules_check(const tb_rules *r, tb_error *err);

/* Reads a rule set written in the rules format of docs/rules.md: one
 * "field: value" a line, '#' starting a comment, every field given once.
 * `len` bytes of text, not necessarily NUL-terminated.  Returns a new rule
 * set, which tb_rules_check accepts and tb_rules_free frees, or NULL with
 * *status (TB_ESYNTAX for text that is not the format, TB_EINVAL for a rule
 * set the engine cannot play, TB_ENOMEM) and err saying where and why: the
 * field, its line, and what is wrong with it. */
tb_rules *tb_rules_parse(const char *text, size_t len, int *status, tb_error *err);
/* Frees a rule set of tb_rules_parse; NULL does nothing. */
void tb_rules_free(tb_rules *r);
/* Writes r in the rules format into buf like snprintf (buf may be NULL when
 * size is 0): what tb_rules_parse reads back as the same rule set.  Nothing
 * (0) for a rule set that tb_rules_check refuses. */
size_t tb_rules_format(const tb_rules *r, char *buf, size_t size);

/* The holes of the board; 0 for a rule set that tb_rules_check refuses. */
int tb_holes(const tb_rules *r);
/* The seeds of the whole game; 0 for a refused rule set. */
int tb_total_seeds(const tb_rules *r);
/* The player who owns `hole`; -1 for no hole of r, or a refused rule set. */
int tb_owner(const tb_rules *r, int hole);
static inline char tb_label(int hole) { return (char)('A' + hole); }
/* The hole labelled c (either case), or TB_NO_MOVE when r has no such hole
 * (or is refused). */
int tb_hole_from_label(const tb_rules *r, char c);

/* ---- Positions ---- */

/* A position.  A caller may fill it with any bytes: every function that
 * takes one checks it against the rule set (tb_position_check), refusing
 * or answering as it states for one that cannot occur, and reads only
 * the holes and stores of that rule set. */
typedef struct tb_position {
    uint8_t board[TB_MAX_HOLES];      /* seeds in each hole, label order */
    uint8_t captured[TB_MAX_PLAYERS]; /* seeds each player has taken */
    uint8_t to_move;                  /* the player to move, from 0 */
} tb_position;

/* Why the last seed did or did not capture. */
enum tb_why {
    TB_WHY_CAPTURE,    /* its hole held an even count from 2 to capture_max */
    TB_WHY_OTHER_SIDE, /* it fell where this rule set does not capture */
    TB_WHY_ODD,        /* its hole held an odd count */
    TB_WHY_TOO_MANY,   /* its hole held an even count above capture_max */
    TB_WHY_PASS,       /* no seed was sown: the player passed */
    TB_WHY_FIRST_MOVE, /* it would capture, but a game's first move captures nothing */
    TB_WHY_WHOLE_ROW,  /* it would capture every seed of a player's holes (whole_row) */
};

enum tb_end {
    TB_END_NONE,         /* the game goes on */
    TB_END_ALL_CAPTURED, /* no seed is left on the board */
    TB_END_REPETITION,   /* a position came back */
    TB_END_NO_MOVES,     /* the player to move has no move (Bakuk) */
};

typedef struct tb_result {
    enum tb_end end;
    int left;                   /* seeds on the board at the end */
    int share;                  /* seeds of those added to each score (split) */
    int scores[TB_MAX_PLAYERS]; /* captured, plus share, plus owned */
    int winner;                 /* the player with the most, or -1 for a draw */
    int owned[TB_MAX_PLAYERS];  /* the seeds of their own holes added to each (owners) */
} tb_result;

/* Everything one ply did, in the order a front end shows it. */
typedef struct tb_account {
    int player;                 /* who played */
    int move;                   /* the hole lifted, or TB_PASS */
    int lifted;                 /* seeds lifted */
    uint8_t sown[TB_MAX_SEEDS]; /* the hole each seed fell into, in order */
    int last;                   /* hole of the last seed, -1 for a pass */
    int last_count;             /* what that hole held after the last seed */
    enum tb_why why;
    int capture_holes; /* holes emptied by the capture, in the chain's order */
    uint8_t capture_hole[TB_MAX_HOLES];
    uint8_t capture_seeds[TB_MAX_HOLES];
    int captured;     /* seeds taken this ply */
    tb_result result; /* result.end is TB_END_NONE while playing */
} tb_account;

/* The start position of a rule set into out; TB_EINVAL, with out all
 * zero, for a rule set that tb_rules_check refuses. */
int tb_position_start(const tb_rules *r, tb_position *out);
/* TB_OK when the position can occur under the rules, else TB_EINVAL. */
int tb_position_check(const tb_rules *r, const tb_position *p);
/* The seeds in the holes of r; -1 for a refused rule set. */
int tb_seeds_on_board(const tb_rules *r, const tb_position *p);
/* Same board, stores and player to move; false for a refused rule set. */
bool tb_position_equal(const tb_rules *r, const tb_position *a, const tb_position *b);
/* Board and player to move in one number: equal keys, equal positions
 * (the captured stores are not part of it).  UINT64_MAX, the key of no
 * possible position, for a refused rule set. */
uint64_t tb_position_key(const tb_rules *r, const tb_position *p);

/* Legal moves as a bit mask of holes (bit h: hole h): the mover's holes
 * holding min_sow seeds or more, less those that feeding or whole_row rule
 * out.  0 when the player to move has no move, for an impossible position
 * and a refused rule set. */
unsigned tb_legal_moves(const tb_rules *r, const tb_position *p);

/* Why `move` is not legal at p, in a few English words ("that hole is
 * empty"; see tb_text), or NULL when it is.  For an impossible position or
 * a refused rule set, tb_strerror(TB_EINVAL). */
const char *tb_why_illegal(const tb_rules *r, const tb_position *p, int move);

/* Sows hole `hole` (or passes, with TB_PASS) from p into out, filling acc
 * when it is not NULL.  Knows nothing of history (a move from the start
 * position is the game's first): acc->result.end is set only for an empty
 * board or a player to move without a move.  TB_EILLEGAL when the move is
 * not legal (a pass is legal only for a player with no move whose rule set
 * passes).  p and out may be the same. */
int tb_sow(const tb_rules *r, const tb_position *p, int hole, tb_position *out, tb_account *acc);

/* The end of a game at p, without history: all captured, no moves, or
 * TB_END_NONE (also for a refused rule set). */
enum tb_end tb_position_end(const tb_rules *r, const tb_position *p);
/* The scores of a game ending at p for reason `end`, into out; TB_EINVAL,
 * with out cleared (no end, winner -1), for a refused rule set. */
int tb_score(const tb_rules *r, const tb_position *p, enum tb_end end, tb_result *out);

/* ---- Notation ---- */

/* A sentence of the engine's, for a front end that shows it in another
 * language.  format is English: a static string, marked TB_TEXT in the
 * engine's sources so that the catalogues have it, with one plain %s for
 * each of its `count` arguments, in order.  Each argument says what it is,
 * and so how a front end puts it in. */
enum tb_arg_kind {
    TB_ARG_VERBATIM, /* as it is: a number in decimal, a character, a word of the input */
    TB_ARG_ENGLISH,  /* English of the engine's, marked TB_TEXT like format (a rule
                        set's title, a sentence of tb_strerror or tb_why_illegal):
                        translated, then put in */
    TB_ARG_REASON,   /* the sentence in the error's reason: translated, then put in */
};
enum { TB_TEXT_ARGS = 3 };
typedef struct tb_text_arg {
    enum tb_arg_kind kind;
    char text[64]; /* the argument in English */
} tb_text_arg;
typedef struct tb_text {
    const char *format; /* NULL: no sentence */
    int count;          /* the arguments it takes, at most TB_TEXT_ARGS */
    tb_text_arg args[TB_TEXT_ARGS];
} tb_text;

/* Why something was refused: a message and a 1-based line and column. */
struct tb_error {
    int line, column;  /* 0 when not known */
    char message[160]; /* in English: text filled in */
    tb_text text;      /* the message, to be translated */
    tb_text reason;    /* what an argument of kind TB_ARG_REASON stands for
                          (a record's Position tag says what is wrong with the
                          position); format NULL when none does */
};

/* "7,7,7,7:1:0,0": counts in label order, player to move, captured seeds.
 * Refuses what tb_position_check refuses, saying why in err (may be NULL);
 * out is written only on success. */
int tb_position_parse(const tb_rules *r, const char *text, tb_position *out, tb_error *err);
/* Writes the notation into buf like snprintf (buf may be NULL when size is
 * 0); returns the length it needs.  Nothing (0) for a refused rule set. */
size_t tb_position_format(const tb_rules *r, const tb_position *p, char *buf, size_t size);

/* ---- Games: a position with its history ---- */

typedef struct tb_game tb_game;

/* A new game from `start` (NULL: the rule set's start; copied), or NULL
 * with *status set (TB_EINVAL for an impossible position or a rule set that
 * tb_rules_check refuses, TB_ENOMEM).  The game keeps r, not a copy, and
 * works out every sowing of r when it starts: r must outlive the game and
 * must not change while the game uses it. */
tb_game *tb_game_new(const tb_rules *r, const tb_position *start, int *status);
/* Frees g and everything it holds; NULL does nothing. */
void tb_game_free(tb_game *g);
/* Starts again from `start` (NULL: the rule set's start), keeping memory. */
int tb_game_reset(tb_game *g, const tb_position *start);

/* The rule set given to tb_game_new; for a game of tb_record_parse whose
 * record carries its rule set (one not built in), the game's own copy,
 * which lives as long as the game. */
const tb_rules *tb_game_rules(const tb_game *g);
/* Gives g the rule set r in place of its own, which must be the same in
 * every field, names included (tb_rules_format writes the same text): for
 * a program that keeps one copy of each rule set it meets.  The copy g
 * kept from a record is freed.  TB_EINVAL, changing nothing, when r
 * differs; r must then outlive g. */
int tb_game_set_rules(tb_game *g, const tb_rules *r);
/* The position now, inside g: valid until g is next changed (see the top). */
const tb_position *tb_game_position(const tb_game *g);
int tb_game_ply(const tb_game *g);    /* plies played to reach this position */
int tb_game_length(const tb_game *g); /* plies recorded, undone ones included */
/* The position after `ply` plies, 0 <= ply <= length, or NULL; inside g,
 * like tb_game_position. */
const tb_position *tb_game_position_at(const tb_game *g, int ply);
/* The move played from the position after `ply` plies (a hole or TB_PASS),
 * or TB_NO_MOVE when no move was played from there. */
int tb_game_move_at(const tb_game *g, int ply);

/* Legal moves as a bit mask; 0 when the game is over or the player must pass. */
unsigned tb_game_moves(const tb_game *g);
/* The player to move has no move and the rules make them pass: the only
 * legal move is TB_PASS. */
bool tb_game_must_pass(const tb_game *g);
/* Has this board with this player to move been seen since the last capture
 * (and so would end the game)?  Constant time. */
bool tb_game_seen(const tb_game *g, const tb_position *p);

/* Plays one ply (a hole, or TB_PASS when the player must pass); fills acc
 * (may be NULL).  Drops any undone plies.  On error nothing changes. */
int tb_game_play(tb_game *g, int move, tb_account *acc);
int tb_game_undo(tb_game *g);
/* Plays the next undone ply again, filling acc (may be NULL). */
int tb_game_redo(tb_game *g, tb_account *acc);
/* Undoes or redoes to reach `ply`, 0 <= ply <= length. */
int tb_game_goto(tb_game *g, int ply);

bool tb_game_over(const tb_game *g);
/* The result at this ply: end is TB_END_NONE while the game goes on. */
const tb_result *tb_game_result(const tb_game *g);
/* The result at the last recorded ply (tb_game_length), wherever undo has
 * taken the game: how the game as recorded ends, kept as it is played. */
const tb_result *tb_game_final_result(const tb_game *g);

/* ---- Playouts: random games played to their end, fast ---- */

/* The engine's random numbers (splitmix64): the next number of the
 * sequence *state is at, moving *state on.  Any 64-bit value is a seed. */
uint64_t tb_random_next(uint64_t *state);

/* Random games from one start, each played to its end exactly by the rules
 * (repetition included), several times faster than a tb_game a ply at a
 * time: made for many games, such as a Monte Carlo search's.
 *
 * The choices are defined, so that anyone can play the same game through
 * tb_game: a game draws 64-bit words from tb_random_next(random) as it
 * needs them (the first at its first ply) and takes b bits of them at every
 * ply, the low bits first, as a number u; bits left in a word when a game
 * ends are not used.  With k holes a player, b is 1 when k <= 2, else 32;
 * S is the least common multiple of 1 .. k (2 for Tihbat, 6 for Bakuk).
 * With v = floor(u * S / 2^b) and the m legal moves in hole order (the
 * pass, when it is the only move), the ply plays move number
 * floor(v * m / S): uniformly random, exactly so when b is 1 (to within
 * 2^-32 otherwise). */
typedef struct tb_playout tb_playout;

/* A playout of rule set r from `start` (NULL: the rule set's start), or
 * NULL with *status set (TB_EINVAL, TB_ENOMEM).  It works out what its
 * games need when it is made (Tihbat: every position reachable from the
 * start, in a table; a few milliseconds): make one and play many games.
 * r must not change while it is used. */
tb_playout *tb_playout_new(const tb_rules *r, const tb_position *start, int *status);
void tb_playout_free(tb_playout *po);

/* Plays one game from the start, drawing from *random as above; its result
 * into *result, and the plies it took into *plies (either may be NULL).
 * TB_OK, or TB_ENOMEM (a very long game, whose repetition set must grow;
 * *random is left as it was, so the same game is played again). */
int tb_playout_play(tb_playout *po, uint64_t *random, tb_result *result, int *plies);

/* Plays `games` games several at a time, interleaved on one core, which
 * hides the latency of each ply behind the others.  Game i is the game
 * tb_playout_play plays from the random state s_i, where s_0, s_1, ... are
 * the numbers tb_random_next(&seed) gives one after the other; its result
 * and plies go to results[i] and plies[i] (either array may be NULL).
 * TB_OK, TB_EINVAL (games < 0), or TB_ENOMEM (then the entries of the
 * games that had ended hold their results, the others are left alone). */
int tb_playout_batch(tb_playout *po, uint64_t seed, int games, tb_result results[], int plies[]);

/* ---- Game records: tag lines, then the moves ---- */

/* What a record says besides the game.  Each field a caller fills is
 * text of any bytes up to its first NUL, and at most its size less one
 * (63 and 31 bytes): the library never reads a byte past that, whether
 * the field ends with NUL or not, and writes a byte below 0x20 as a space
 * (a tag is one line).  It checks no encoding: a program that shows a
 * name shows bytes from a file.  tb_record_parse fills every field, ended
 * with NUL (a longer date cut to fit; a longer name is refused). */
typedef struct tb_tags {
    char names[TB_MAX_PLAYERS][64]; /* empty: not given */
    char date[32];                  /* "2026.11.29"; empty: not given */
} tb_tags;

/* Writes the record of g (all recorded plies, and the ply it stands at)
 * into buf like snprintf (buf may be NULL when size is 0); returns the
 * length it needs.  It cannot fail: it reads the game and nothing else, and
 * allocates nothing. */
size_t tb_record_format(const tb_game *g, const tb_tags *tags, char *buf, size_t size);
/* Reads a record of `len` bytes (not necessarily NUL-terminated).  Returns
 * the game, at the ply its Ply tag names (else its last), or NULL with
 * *status and err set; tags may be NULL.  The record of a rule set that is
 * not built in carries it, a [Rule "field: value"] tag a line of the rules
 * format after its [Rules] tag (tb_record_format writes them): its game
 * keeps that rule set (tb_game_rules).  The comments come with the game
 * (tb_game_comment), where they stood among the moves. */
tb_game *tb_record_parse(const char *text, size_t len, tb_tags *tags, int *status, tb_error *err);

/* Comments, as in PGN: {in braces}, or from ; to the end of the line.  A
 * game keeps one after any ply, which the record writes and reads back;
 * they never change the game.  Several in one place are one, joined by a
 * space; one before the first move (or among the tags) is the game's, at
 * ply 0; one after the result belongs to the last ply. */

/* The comment after `ply` plies (0: before the first move), or NULL. */
const char *tb_game_comment(const tb_game *g, int ply);
/* Sets the comment after `ply` plies, 0 <= ply <= length; NULL, or text
 * that is only white space, removes it.  It is kept as a record reads it
 * back: each run of white space and control characters one space, none at
 * either end.  Undo and redo keep the comments; a move played over undone
 * plies drops theirs, as it drops them.  TB_EINVAL for a ply out of range,
 * TB_ENOMEM (nothing changed). */
int tb_game_set_comment(tb_game *g, int ply, const char *text);

#endif
