/*
 * puzzles.c - puzzles drawn from the solution: a position where one move
 * keeps the best result and every other loses seeds.  The player picks a
 * hole as in a game; the mode says at once whether it was the best move,
 * then plays the solver's line after it on the board, each ply shown and
 * told as in a game, and ends with why, in a panel.  The set is made in
 * the thinker (Bakuk's takes seconds), the same set every time unless
 * told otherwise, served from easy to hard, starting at the first one not
 * solved yet; what was solved is kept in the state directory.  n, p and r
 * go to the next puzzle, the previous one, or this one again.  Puzzles
 * never write the autosave, and the computer never plays in them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <curses.h>

#include "app/explain.h"
#include "app/i18n.h"
#include "app/progress.h"
#include "tui/mode.h"
#include "tui/narrate.h"
#include "tui/notice.h"
#include "tui/playing.h"
#include "tui/puzzles.h"
#include "tui/teach.h"

/* How often the screen looks for the set while it is made. */
enum { PUZZLES_POLL_MS = 50 };

enum stage {
    ASKING,  /* the player is to pick a hole */
    SHOWING, /* the solver's line after it is played on the board */
    DONE,    /* the line is played: the verdict is given */
};

struct puzzles_mode {
    struct mode mode;
    struct think_puzzles ask;
    bool ready;
    int status; /* why there are no puzzles, or TB_OK */
    struct puzzle *set;
    int count;
    int index; /* the puzzle shown */
    enum stage stage;
    int chosen;  /* the move played: an index into its moves */
    int line_at; /* the plies of its line on the board */
    struct progress progress;
    int progress_error; /* why progress could not be kept, or 0 */
    unsigned computer;  /* who the computer played before, for the games after */
};

static const struct puzzle *shown_puzzle(const struct puzzles_mode *pm)
{
    return pm->ready && pm->count > 0 ? &pm->set[pm->index] : NULL;
}

static bool solved(const struct puzzles_mode *pm, const struct table *t, int i)
{
    char key[PROGRESS_KEY];
    progress_key(t->rules, &pm->set[i].position, key);
    return progress_solved(&pm->progress, key);
}

static int solved_count(const struct puzzles_mode *pm, const struct table *t)
{
    int n = 0;
    for (int i = 0; i < pm->count; i++)
        n += solved(pm, t, i);
    return n;
}

/* Sets puzzle i on the board, to be solved. */
static void set_up(struct puzzles_mode *pm, struct tui *f, int i)
{
    struct table *t = &f->table;
    if (!table_start_from(t, pm->ask.rules, &pm->set[i].position))
        return;
    pm->index = i;
    pm->stage = ASKING;
    pm->line_at = 0;
}

/* The set has come: the first puzzle not solved yet goes on the board. */
static void take(struct puzzles_mode *pm, struct tui *f, struct think_answer *a)
{
    struct table *t = &f->table;
    pm->set = a->puzzles;
    pm->count = a->made;
    a->puzzles = NULL;
    pm->ready = true;
    if (pm->count == 0) {
        pm->status = TB_EINVAL;
        return;
    }
    int first = 0;
    while (first < pm->count && solved(pm, t, first))
        first++;
    set_up(pm, f, first < pm->count ? first : 0);
}

/* The move just played: right or not, said at once; the line follows. */
static void judge(struct puzzles_mode *pm, struct tui *f, const struct puzzle *pz)
{
    struct table *t = &f->table;
    int move = tb_game_move_at(t->game, 0);
    char name[32], answer[32];
    pm->chosen = 0;
    for (int i = 0; i < pz->nmoves; i++)
        if (pz->moves[i].move == move)
            pm->chosen = i;
    pm->stage = SHOWING;
    pm->line_at = 1;
    explain_move(move, name, sizeof name);
    explain_move(pz->answer, answer, sizeof answer);
    if (move != pz->answer) {
        unsigned long loss = (unsigned long)(pz->value - pz->moves[pm->chosen].value);
        say(t, true,
            ngettext("%s is not the best move: it loses %lu seed. Watch why.",
                     "%s is not the best move: it loses %lu seeds. Watch why.", loss),
            name, loss);
        return;
    }
    char key[PROGRESS_KEY];
    progress_key(t->rules, &pz->position, key);
    pm->progress_error = progress_add(&pm->progress, key);
    say(t, false, _("Right: %s is the best move. Watch how it goes on."), answer);
}

/* The line is played: why, in a panel. */
static void verdict(struct puzzles_mode *pm, struct tui *f, const struct puzzle *pz)
{
    const struct table *t = &f->table;
    const char *names[TB_MAX_PLAYERS] = {t->names[0], t->names[1]};
    char why[4 * SENTENCE_SIZE], best[4 * SENTENCE_SIZE], text[8 * SENTENCE_SIZE];
    pm->stage = DONE;
    explain_puzzle_move(t->rules, pz, pm->chosen, names, why, sizeof why);
    if (pz->moves[pm->chosen].move == pz->answer) {
        notice_open(f, _("Right!"), why);
        return;
    }
    int answer = 0;
    for (int i = 0; i < pz->nmoves; i++)
        if (pz->moves[i].move == pz->answer)
            answer = i;
    explain_puzzle_move(t->rules, pz, answer, names, best, sizeof best);
    /* TRANSLATORS: why the move played loses, then what the best move does
     * ("B is the best move. ..."). */
    snprintf(text, sizeof text, _("%s %s Press r to try again."), why, best);
    notice_open(f, _("Not the best move"), text);
}

static int puzzles_tick(struct mode *m, struct tui *f)
{
    struct puzzles_mode *pm = (struct puzzles_mode *)m;
    struct table *t = &f->table;
    if (!pm->ready && pm->status == TB_OK) {
        struct think_answer a;
        if (!table_puzzles(t, &pm->ask, &a))
            return PUZZLES_POLL_MS;
        pm->status = a.status;
        if (a.status == TB_OK)
            take(pm, f, &a);
        think_answer_free(&a);
        return 0;
    }
    const struct puzzle *pz = shown_puzzle(pm);
    if (!pz || t->anim.active)
        return -1;
    if (pm->stage == ASKING && tb_game_ply(t->game) > 0) {
        judge(pm, f, pz);
        return 0;
    }
    if (pm->stage != SHOWING)
        return -1;
    const struct puzzle_line *line = &pz->line[pm->chosen];
    if (pm->line_at >= line->length || tb_game_over(t->game)) {
        verdict(pm, f, pz);
        return 0;
    }
    /* The next ply of the line once people could follow the last. */
    long long now = now_ms();
    if (now < t->ready_at)
        return (int)(t->ready_at - now);
    table_play(t, line->moves[pm->line_at++]);
    return 0;
}

static void go_to(struct puzzles_mode *pm, struct tui *f, int i)
{
    struct table *t = &f->table;
    if (!shown_puzzle(pm))
        say(t, true, "%s", _("The puzzles are not ready yet: a moment, please."));
    else if (i < 0)
        say(t, true, "%s", _("This is the first puzzle."));
    else if (i >= pm->count)
        say(t, true, "%s", _("This is the last puzzle."));
    else
        set_up(pm, f, i);
}

static void puzzles_key(struct mode *m, struct tui *f, const struct input *in)
{
    struct puzzles_mode *pm = (struct puzzles_mode *)m;
    struct table *t = &f->table;
    bool board = playing_board_key(t, in) || input_is(in, 'u');
    if (input_is(in, 'n'))
        go_to(pm, f, pm->index + 1);
    else if (input_is(in, 'p'))
        go_to(pm, f, pm->index - 1);
    else if (input_is(in, 'r'))
        go_to(pm, f, pm->index);
    else if (input_is(in, 't'))
        say(t, true, "%s", _("No tips in a puzzle: finding the move is the puzzle."));
    else if (board && !shown_puzzle(pm))
        say(t, true, "%s", _("The puzzles are not ready yet: a moment, please."));
    else if (board && pm->stage != ASKING && !t->anim.active)
        say(t, true, "%s", _("The move is made: r tries this puzzle again, n goes to the next."));
    else if (!playing_key(f, in))
        say(t, true, "%s", _("That key does nothing here. Press ? to see the keys."));
}

static void puzzles_show(const struct mode *m, const struct tui *f, struct shown *s)
{
    static const struct key_help bar[] = {
        {"n", N_("next puzzle")}, {"p", N_("previous")}, {"r", N_("try again")}, {"m", N_("menu")},
        {"?", N_("help")},        {"q", N_("quit")},     {NULL, NULL},
    };
    static const char *const levels[PUZZLE_LEVELS] = {N_("easy"), N_("medium"), N_("hard")};
    const struct puzzles_mode *pm = (const struct puzzles_mode *)m;
    const struct table *t = &f->table;
    const struct puzzle *pz = shown_puzzle(pm);
    char text[SENTENCE_SIZE], intro[SENTENCE_SIZE];
    s->keys = bar;
    if (!pz) {
        snprintf(text, sizeof text, _("%s - puzzles"), rules_title(t->rules));
        s->title = shown_keep(s, text);
        table_view(t, &s->view);
        if (pm->status == TB_OK) {
            s->sentence = _("Working: looking for puzzles in the solution...");
        } else {
            snprintf(text, sizeof text, _("No puzzles: %s."), i18n_engine(tb_strerror(pm->status)));
            s->sentence = shown_keep(s, text);
        }
        return;
    }
    /* TRANSLATORS: the game, the puzzle's number, how many, how hard it is. */
    snprintf(text, sizeof text, _("%s - puzzle %d of %d, %s"), rules_title(t->rules), pm->index + 1,
             pm->count, _(levels[pz->level]));
    s->title = shown_keep(s, text);
    /* The story begins with what the puzzle asks. */
    snprintf(intro, sizeof intro,
             _("Find the best move for %s: one move keeps the most seeds, every other loses at "
               "least 2. %d of %d puzzles solved."),
             t->names[pz->position.to_move], solved_count(pm, t), pm->count);
    shown_story(s, t, intro);
    playing_show(t, s);
    if (pm->stage == DONE)
        s->sentence = _("n: the next puzzle. r: this one again. p: the previous one.");
    if (pm->progress_error && pm->stage != ASKING) {
        snprintf(text, sizeof text, _("Your progress could not be kept: %s."),
                 save_strerror(pm->progress_error));
        shown_tell(s, text);
    }
    if (pm->progress.aside[0]) {
        /* TRANSLATORS: %s is where the file of the puzzles solved was moved. */
        snprintf(text, sizeof text,
                 _("The file of the puzzles solved had lines that are not puzzles: it was "
                   "moved aside to %s, and the puzzles it named are kept."),
                 pm->progress.aside);
        shown_tell(s, text);
    }
}

static void puzzles_close(struct mode *m, struct tui *f)
{
    struct puzzles_mode *pm = (struct puzzles_mode *)m;
    if (!pm->ready)
        table_study_drop(&f->table);
    free(pm->set);
    progress_free(&pm->progress);
    table_set_computer(&f->table, pm->computer);
}

/* Puzzles leave the saved game alone. */
static const struct mode_ops puzzles_ops = {
    .autosaves = false,
    .key = puzzles_key,
    .tick = puzzles_tick,
    .show = puzzles_show,
    .close = puzzles_close,
};

void puzzles_begin(struct tui *f, const tb_rules *r)
{
    struct table *t = &f->table;
    struct puzzles_mode *pm = mode_base(f, &puzzles_ops, sizeof *pm);
    if (!pm)
        return;
    const struct tui_config *cfg = t->cfg;
    bool told = cfg->puzzles.on;
    pm->ask = (struct think_puzzles){
        .rules = r,
        .seed = told ? cfg->puzzles.seed : TUI_PUZZLES_SEED,
        .level = told ? cfg->puzzles.level : PUZZLE_LEVELS,
        .count = told ? cfg->puzzles.count : TUI_PUZZLES_COUNT,
    };
    pm->progress_error = progress_load(&pm->progress);
    pm->computer = t->computer;
    table_set_computer(t, 0); /* the player plays the puzzle, the solver the line */
    /* Asked at once, as a review does. */
    struct think_answer a;
    if (table_puzzles(t, &pm->ask, &a))
        think_answer_free(&a);
}
