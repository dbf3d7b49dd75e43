/*
 * ui.h - what the files of the curses front end share: the state of the
 * screen and the game, and each file's entry points.  What is not curses
 * (saves, the thinking thread, text measuring, languages, large print) is
 * in src/app.
 *
 *   tui.c      the terminal, the main loop, keys to actions
 *   play.c     actions on the game: moves, undo, the computer, autosave
 *   menu.c     the settings menu
 *   prompt.c   typing the name of a file
 *   draw.c     the layout and every screen
 *   screen.c   text, colours and line drawing on the terminal
 *   anim.c     a move shown seed by seed
 *   narrate.c  the sentences that tell what happened
 *   help.c     the keys and the rules in short
 *   teach.c    teaching controls: speed keys, step mode, the preview
 *   editor.c   the position editor: a situation staged by hand or typed
 *   lessons.c  the tutorial: a lesson a rule, played and explained
 *   replay.c   a game record gone through move by move
 */
#ifndef TIHBAT_UI_H
#define TIHBAT_UI_H

#include <curses.h>
#include <stdbool.h>
#include <stddef.h>
#include <wchar.h>

#include "app/save.h"
#include "app/text.h"
#include "app/think.h"
#include "tui/tui.h"

/* The number of elements of an array. */
#define LENGTH(array) ((int)(sizeof(array) / sizeof((array)[0])))

enum { SHORT_SIZE = 64, SENTENCE_SIZE = 512, LOG_SIZE = 8 };

/* ---- anim.c ---- */

enum speed { SPEED_OFF, SPEED_FAST, SPEED_NORMAL, SPEED_SLOW, SPEEDS };

/* What a hole shows besides its seeds. */
enum {
    MARK_CURSOR = 1,  /* highlighted: Enter sows it */
    MARK_SOWING = 2,  /* the seed in hand just fell here */
    MARK_LANDING = 4, /* the last seed fell here */
    MARK_CAPTURE = 8, /* its seeds are being taken */
    MARK_TIP = 16,    /* the best move, when a tip was asked */
    MARK_LAST = 32,   /* the last seed of the last ply fell here */
};

/* The board as it is shown at this instant: the game, or a frame of a move. */
struct view {
    tb_position pos;
    unsigned marks[TB_MAX_HOLES];
    int mover; /* whose turn the board shows */
    int hand;  /* seeds still in hand while sowing */
};

struct anim {
    bool active;
    tb_position before, after;
    tb_account acc;
    int frame, frames;
    long long due; /* when the next frame shows, in ms */
};

long long now_ms(void);
/* A delay of `normal` ms at normal speed, scaled for `speed`. */
int speed_ms(enum speed speed, int normal);
/* Starts showing acc, played from before to after (nothing when speed is off). */
void anim_start(struct anim *a, const tb_position *before, const tb_position *after,
                const tb_account *acc, enum speed speed);
/* Shows the frames that are due by `now`; the animation ends after its last. */
void anim_advance(struct anim *a, enum speed speed, long long now);
void anim_view(const struct anim *a, struct view *v);

/* ---- The state of the front end ---- */

enum overlay {
    OVERLAY_NONE,
    OVERLAY_NOTICE,  /* something to read, any key goes on */
    OVERLAY_RESUME,  /* the autosaved game, to resume or not */
    OVERLAY_CONFIRM, /* y to quit or start again */
    OVERLAY_HELP,
    OVERLAY_MENU,
    OVERLAY_PROMPT,  /* the file name to save the record to */
    OVERLAY_END,     /* the game is over */
    OVERLAY_EDIT,    /* the position editor, on the board */
    OVERLAY_REPLAY,  /* a record gone through move by move */
};

/* What the typed line is for. */
enum prompt_for { PROMPT_SAVE, PROMPT_POSITION };

/* Where the learner is in the lessons. */
struct lesson_state {
    bool active;
    int index; /* the lesson being played */
    int next;  /* the lesson to begin when the notice closes, or -1 */
};

/* The position being staged in the editor. */
struct edit {
    tb_position pos;
    int hole;  /* the chosen hole, or -1 */
    int store; /* the chosen player's store, or -1 */
};

enum confirm { CONFIRM_QUIT, CONFIRM_NEW };

/* Where everything is on the screen, for drawing and for mouse clicks. */
struct layout {
    bool too_small;
    int need_cols, need_lines;
    int box_w, box_h;
    int hole_x[TB_MAX_HOLES], hole_y[TB_MAX_HOLES];
    int board_x, board_y, board_w, board_h;
    int title_y, top_name_y, bottom_name_y, side_x, side_y;
    int text_x, text_w, log_y, log_h;
    int message_y, keys_y;
};

struct ui {
    const struct tui_config *cfg;
    const tb_rules *rules;
    tb_game *game;
    tb_tags tags;                      /* the players' names and the date */
    unsigned computer;                 /* bit p: the computer plays player p */
    enum ai_level level;
    bool hints;                        /* the tip key works */
    enum speed speed;
    bool paused;                       /* the demonstration waits */
    bool step;                         /* each key drops the next seed */
    bool preview;                      /* the highlighted move is foretold */
    bool projector;                    /* big digits, large print, high contrast */
    struct bigtext *large;             /* the fonts for large print, or NULL */
    bool large_tried;                  /* looked for them already */

    int cursor;                        /* the highlighted hole, or -1 */
    int landing;                       /* where the last seed of the last ply fell, or -1 */
    struct anim anim;
    char log[LOG_SIZE][SENTENCE_SIZE]; /* the last sentences, oldest first */
    int logged;
    char message[SENTENCE_SIZE];       /* a word about the last key */
    bool alert;                        /* the message is a refusal or an error */

    enum overlay overlay;
    enum confirm confirm;
    const tb_rules *new_rules;         /* what a confirmed new game plays */
    char notice_title[SHORT_SIZE], notice[2 * SENTENCE_SIZE];
    tb_game *resume;                   /* the autosaved game, while offered */
    tb_tags resume_tags;
    int help_top;                      /* first help line shown */
    int menu_item, menu_rules;
    wchar_t prompt[256];
    int prompt_len;
    enum prompt_for prompt_for;
    struct edit edit;
    struct lesson_state lesson;
    bool end_hidden;                   /* the end panel is put away to see the board */

    struct thinker *thinker;
    unsigned long epoch;               /* changes whenever the game does */
    unsigned long asked;               /* the tag of the last question to the thinker */
    bool have_move;
    int computer_move;
    long long ready_at;                /* when the computer may play, in ms */
    int tips;                          /* answers to the tip key, best first */
    struct ai_hint tip[TB_MAX_HOLES];
    bool tips_wanted;

    char autosave[PATH_SIZE];          /* empty: no autosave */
    bool save_failed;
    struct layout layout;
    bool quit;
};

/* Enter, however the terminal sends it. */
static inline bool key_is_enter(bool function_key, wint_t key)
{
    return function_key ? key == KEY_ENTER : key == '\r' || key == '\n';
}

/* ---- play.c ---- */

/* Sets up ui for cfg: the game (new, loaded or offered back), the names, the
 * computer.  Prints why and returns false when --load cannot be read. */
bool play_open(struct ui *ui, const struct tui_config *cfg, int *status);
void play_close(struct ui *ui);
void play_new_game(struct ui *ui, const tb_rules *rules);
/* A new game of rules from start (NULL: the rule set's start). */
void play_start_from(struct ui *ui, const tb_rules *rules, const tb_position *start);
void play_resume(struct ui *ui, bool yes);
void play_move(struct ui *ui, int hole);
void play_undo(struct ui *ui);
void play_redo(struct ui *ui);
void play_tip(struct ui *ui);
/* Ends the animation at once, telling what it showed. */
void play_skip(struct ui *ui);
/* Does what is due: animation frames, the computer's move, a pass. */
void play_tick(struct ui *ui);
/* How long the main loop may wait for a key: -1 for ever. */
int play_wait(const struct ui *ui);
bool play_is_computer(const struct ui *ui, int player);
bool play_all_computer(const struct ui *ui);
/* The player whose holes take keys now, or -1 (the computer, the end). */
int play_human_to_move(const struct ui *ui);
/* Builds the board the screen shows now. */
void play_view(const struct ui *ui, struct view *v);
void play_save_record(struct ui *ui, const char *path);
/* Closes a panel: back to the board, or to the end of the game. */
void play_back_to_game(struct ui *ui);
void say(struct ui *ui, bool alert, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* ---- menu.c ---- */

enum { MENU_LINES = 13 };
void menu_open(struct ui *ui);
/* The menu's lines, filled into lines (each of SENTENCE_SIZE); returns how many. */
int menu_lines(const struct ui *ui, char lines[][SENTENCE_SIZE]);
void menu_key(struct ui *ui, bool function_key, wint_t key);

/* ---- prompt.c ---- */

/* Asks for the file to save the record to, offering a name. */
void prompt_open(struct ui *ui);
void prompt_key(struct ui *ui, bool function_key, wint_t key);
/* What was typed, in the locale's encoding. */
void prompt_text(const struct ui *ui, char *buf, size_t size);

/* ---- narrate.c ---- */

const char *rules_title(const tb_rules *r);
const char *level_title(enum ai_level level);
const char *speed_title(enum speed speed);
void narrate_ply(const struct ui *ui, const tb_account *acc, char *buf, size_t size);
/* Where the last seed fell and why it captured or not. */
void narrate_landing(const struct ui *ui, const tb_account *acc, char *buf, size_t size);
/* Why the game ended and what became of the seeds left. */
void narrate_end(const struct ui *ui, const tb_result *res, char *buf, size_t size);
/* Who won, and by how much. */
void narrate_winner(const struct ui *ui, const tb_result *res, char *buf, size_t size);
void narrate_tips(const struct ui *ui, char *buf, size_t size);
/* "A B": the labels of player p's holes. */
void holes_of(const tb_rules *r, int player, char *buf, size_t size);

/* ---- teach.c ---- */

/* The speed keys (+ - 0), step mode (.), the preview (v) and projector
 * mode (P); false for any other key. */
bool teach_key(struct ui *ui, wint_t key);
/* The speed moves are shown at: step mode shows every one. */
enum speed teach_speed(const struct ui *ui);
/* In step mode, a key shows the next frame of the move; false when the
 * key is not taken so. */
bool teach_step_key(struct ui *ui, bool function_key, wint_t key);
/* In step mode, what the seed in hand just did; false when there is
 * nothing of the kind to say. */
bool teach_step_sentence(const struct ui *ui, char *buf, size_t size);
/* The preview of the highlighted move; false when there is none. */
bool teach_preview(const struct ui *ui, char *buf, size_t size);
/* Marks where the highlighted move's last seed would fall. */
void teach_view(const struct ui *ui, struct view *v);
/* Projector mode on or off; the fonts for large print are looked for the
 * first time it goes on. */
void teach_projector(struct ui *ui, bool on);

/* ---- editor.c ---- */

/* Opens the editor on the game's position. */
void editor_open(struct ui *ui);
void editor_key(struct ui *ui, bool function_key, wint_t key);
/* The notation typed at the prompt: a new game from it, or the reason not. */
void editor_typed(struct ui *ui, const char *text);
void editor_view(const struct ui *ui, struct view *v);
/* What is staged and chosen, for the line above the keys. */
void editor_sentence(const struct ui *ui, char *buf, size_t size);

/* ---- lessons.c ---- */

/* Begins the first lesson. */
void lesson_start(struct ui *ui);
/* Judges the learner's ply once the lesson's plies are played. */
void lesson_after_ply(struct ui *ui, const tb_account *acc);
/* When a lesson's verdict is closed: begins the next (or the same again);
 * false when no lesson waits. */
bool lesson_continue(struct ui *ui);

/* ---- replay.c ---- */

/* Goes back to the start of the loaded record, to replay it. */
void replay_open(struct ui *ui);
void replay_key(struct ui *ui, bool function_key, wint_t key);
/* Where the replay stands, for the line above the keys. */
void replay_sentence(const struct ui *ui, char *buf, size_t size);

/* ---- help.c ---- */

/* The help screen's paragraphs for rule set r; returns how many. */
int help_paragraphs(const tb_rules *r, const char **out, int max);

/* ---- screen.c ---- */

enum paint {
    PAINT_DIM,
    PAINT_BOLD,
    PAINT_ALERT,
    PAINT_LANDING,
    PAINT_CAPTURE,
    PAINT_TIP,
    PAINT_PLAYER,                      /* + p: player p's colour */
    PAINT_CURSOR = PAINT_PLAYER + TB_MAX_PLAYERS, /* + p: highlight in it */
    PAINTS = PAINT_CURSOR + TB_MAX_PLAYERS,
};

/* Characters to draw with, Unicode or ASCII. */
struct glyphs {
    const char *box[2][6]; /* [heavy]: top-left, top-right, bottom-left, bottom-right, -, | */
    const char *seed, *turn, *more, *left, *right, *block;
    /* Cells of large print by their lit quadrants (1 top-left, 2 top-right,
     * 4 and 8 below); NULL in ASCII. */
    const char *quadrant[16];
};

void screen_init(bool color, bool ascii);
const struct glyphs *glyphs(void);
/* High contrast, for a projector, or the usual paints. */
void screen_contrast(bool high);
attr_t paint(enum paint p);
/* Draws s at y, x in at most `width` columns; returns the columns used. */
int put_text(int y, int x, int width, attr_t attr, const char *s);
/* Draws s wrapped to `width` columns: its lines from `first` on, at most
 * `max`, from line y down; returns how many lines it has in all. */
int put_wrapped(int y, int x, int width, int first, int max, attr_t attr, const char *s);
void fill_area(int y, int x, int h, int w, attr_t attr);
/* Shows what was drawn (refresh), writing the lines whole while text that
 * is not plain is about. */
void screen_refresh(void);

/* ---- draw.c ---- */

void draw_screen(struct ui *ui);
/* The hole at screen cell y, x, or -1. */
int hole_at(const struct ui *ui, int y, int x);

#endif
