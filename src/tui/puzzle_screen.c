/*
 * puzzle_screen.c - puzzles drawn from the solution: a position where one move
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
#include "play/narrate.h"
#include "tui/mode.h"
#include "tui/notice.h"
#include "tui/playing.h"
#include "tui/puzzle_screen.h"
#include "tui/shared_keys.h"
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
    progress_key(table_rules(t), &pm->set[i].position, key);
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
    struct event started = table_start_from(tui_table(f), pm->ask.rules, &pm->set[i].position);
    tell_event(f, started);
    if (started.kind != EVENT_NEW_GAME)
        return;
    pm->index = i;
    pm->stage = ASKING;
    pm->line_at = 0;
}

/* The set has come: the first puzzle not solved yet goes on the board. */
static void take(struct puzzles_mode *pm, struct tui *f, struct think_answer *a)
{
    const struct table *t = tui_table(f);
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
    const struct table *t = tui_table(f);
    int move = tb_game_move_at(table_game(t), 0);
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
        say(f, true,
            ngettext("%s is not the best move: it loses %lu seed. Watch why.",
                     "%s is not the best move: it loses %lu seeds. Watch why.", loss),
            name, loss);
        return;
    }
    char key[PROGRESS_KEY];
    progress_key(table_rules(t), &pz->position, key);
    pm->progress_error = progress_add(&pm->progress, key);
    ring(f);
    say(f, false, _("Right: %s is the best move. Watch how it goes on."), answer);
}

/* The line is played: why, in a panel. */
static void verdict(struct puzzles_mode *pm, struct tui *f, const struct puzzle *pz)
{
    const struct table *t = tui_table(f);
    const char *names[TB_MAX_PLAYERS] = {table_name(t, 0), table_name(t, 1)};
    bool right = pz->moves[pm->chosen].move == pz->answer;
    char why[4 * SENTENCE_SIZE], best[4 * SENTENCE_SIZE], text[8 * SENTENCE_SIZE];
    char answer_name[32], gist[SENTENCE_SIZE];
    pm->stage = DONE;
    explain_puzzle_move(table_rules(t), pz, pm->chosen, names, why, sizeof why);
    explain_move(pz->answer, answer_name, sizeof answer_name);
    /* TRANSLATORS: a puzzle's answer, what a projector shows largest. */
    snprintf(gist, sizeof gist, _("%s is the best move."), answer_name);
    if (right) {
        notice_explain(f, VERDICT_RIGHT, _("Right!"), NULL, why, gist, 0);
        return;
    }
    int answer = 0;
    for (int i = 0; i < pz->nmoves; i++)
        if (pz->moves[i].move == pz->answer)
            answer = i;
    explain_puzzle_move(table_rules(t), pz, answer, names, best, sizeof best);
    /* TRANSLATORS: why the move played loses, then what the best move does
     * ("B is the best move. ..."). */
    snprintf(text, sizeof text, _("%s %s Press r to try again."), why, best);
    /* Both lines are told from the puzzle's position: it is shown again,
     * with the two holes they start from in sight. */
    table_goto(tui_table(f), 0);
    notice_explain(f, VERDICT_WRONG, _("Not the best move"), NULL, text, gist,
                   1u << pz->moves[pm->chosen].move | 1u << pz->answer);
}

static int puzzles_tick(struct mode *m, struct tui *f)
{
    struct puzzles_mode *pm = (struct puzzles_mode *)m;
    struct table *t = tui_table(f);
    const tb_game *g = table_game(t);
    if (!pm->ready && pm->status == TB_OK) {
        struct think_answer a;
        if (!advisor_puzzles(tui_advisor(f), &pm->ask, &a))
            return PUZZLES_POLL_MS;
        pm->status = a.status;
        if (a.status == TB_OK)
            take(pm, f, &a);
        think_answer_free(&a);
        return 0;
    }
    const struct puzzle *pz = shown_puzzle(pm);
    if (!pz || table_moving(t))
        return -1;
    if (pm->stage == ASKING && tb_game_ply(g) > 0) {
        judge(pm, f, pz);
        return 0;
    }
    if (pm->stage != SHOWING)
        return -1;
    const struct puzzle_line *line = &pz->line[pm->chosen];
    if (pm->line_at >= line->length || tb_game_over(g)) {
        verdict(pm, f, pz);
        return 0;
    }
    /* The next ply of the line once people could follow the last. */
    long long now = now_ms();
    if (now < table_ready_at(t))
        return (int)(table_ready_at(t) - now);
    tell_event(f, table_play(t, line->moves[pm->line_at++]));
    return 0;
}

static void go_to(struct puzzles_mode *pm, struct tui *f, int i)
{
    if (!shown_puzzle(pm))
        say(f, true, "%s", _("The puzzles are not ready yet: a moment, please."));
    else if (i < 0)
        say(f, true, "%s", _("This is the first puzzle."));
    else if (i >= pm->count)
        say(f, true, "%s", _("This is the last puzzle."));
    else
        set_up(pm, f, i);
}

static void next_puzzle(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    struct puzzles_mode *pm = (struct puzzles_mode *)m;
    go_to(pm, f, pm->index + 1);
}

static void previous_puzzle(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    struct puzzles_mode *pm = (struct puzzles_mode *)m;
    go_to(pm, f, pm->index - 1);
}

static void again(struct mode *m, struct tui *f, const struct input *in)
{
    (void)in;
    struct puzzles_mode *pm = (struct puzzles_mode *)m;
    go_to(pm, f, pm->index);
}

static void no_tip(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    say(f, true, "%s", _("No tips in a puzzle: finding the move is the puzzle."));
}

static void not_ready(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    say(f, true, "%s", _("The puzzles are not ready yet: a moment, please."));
}

static void move_made(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m, (void)in;
    say(f, true, "%s", _("The move is made: r tries this puzzle again, n goes to the next."));
}

static bool unready(const struct mode *m, const struct scene *sc)
{
    (void)sc;
    return !shown_puzzle((const struct puzzles_mode *)m);
}

/* The move is made, and shown: the board takes no more. */
static bool made(const struct mode *m, const struct scene *sc)
{
    return ((const struct puzzles_mode *)m)->stage != ASKING && !table_moving(sc->table);
}

static const struct command next_keys = {
    .keys = {CH('n')},
    .help = N_("the next puzzle"),
    .flags = FIRST,
    .act = next_puzzle,
};
static const struct command previous_keys = {
    .keys = {CH('p')},
    .help = N_("the previous puzzle"),
    .flags = FIRST,
    .act = previous_puzzle,
};
static const struct command again_keys = {
    .keys = {CH('r')},
    .help = N_("this puzzle again"),
    .flags = FIRST,
    .act = again,
};
static const struct command no_tip_keys = {
    .keys = {CH('t')},
    .help = N_("no tip: finding the move is the puzzle"),
    .flags = FIRST,
    .act = no_tip,
};
static const struct command not_ready_keys = {
    .keys = {BOARD_KEY_LIST, CH('u')},
    .help = "",
    .flags = FIRST,
    .when = unready,
    .act = not_ready,
};
static const struct command made_keys = {
    .keys = {BOARD_KEY_LIST, CH('u')},
    .help = "",
    .flags = FIRST,
    .when = made,
    .act = move_made,
};

const struct key_row puzzles_keys[] = {
    {.does = &next_keys, .bar = "n", .label = N_("next puzzle")},
    {.does = &previous_keys, .bar = "p", .label = N_("previous")},
    {.does = &again_keys, .bar = "r", .label = N_("try again")},
    {.does = &no_tip_keys},
    {.does = &not_ready_keys},
    {.does = &made_keys},
    {.include = playing_board_keys},
    {.does = &playing_undo_keys},
    {.does = &open_menu_keys, .bar = "m", .label = N_("menu")},
    {.does = &open_help_keys, .bar = "?", .label = N_("help")},
    {.does = &quit_asking_keys, .bar = "q", .label = N_("quit")},
    {.does = &save_record_keys},
    {.does = &open_history_keys},
    {.does = &playing_unchoose_keys},
    {.include = moving_keys},
    {.include = teach_keys},
    {0},
};

static void puzzles_show(const struct mode *m, const struct scene *sc, struct shown *s)
{
    const struct puzzles_mode *pm = (const struct puzzles_mode *)m;
    const struct table *t = sc->table;
    const struct puzzle *pz = shown_puzzle(pm);
    char text[SENTENCE_SIZE], intro[SENTENCE_SIZE];
    if (!pz) {
        snprintf(text, sizeof text, _("%s - puzzles"), rules_title(table_rules(t)));
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
    snprintf(text, sizeof text, _("%s - puzzle %d of %d, %s"), rules_title(table_rules(t)),
             pm->index + 1, pm->count, _(puzzle_level_name(pz->level)));
    s->title = shown_keep(s, text);
    /* The story begins with what the puzzle asks. */
    snprintf(intro, sizeof intro,
             _("Find the best move for %s: one move keeps the most seeds, every other loses at "
               "least 2. %d of %d puzzles solved."),
             table_name(t, pz->position.to_move), solved_count(pm, t), pm->count);
    shown_story(s, sc, intro);
    if (pm->stage == ASKING) { /* the question, a projector's large print */
        snprintf(text, sizeof text, _("Find the best move for %s."),
                 table_name(t, pz->position.to_move));
        s->large = shown_keep(s, text);
    }
    playing_show(sc, s);
    if (pm->stage == DONE) /* the board takes no more moves */
        s->board_moves = false;
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
        advisor_study_drop(tui_advisor(f));
    free(pm->set);
    progress_free(&pm->progress);
    table_set_computer(tui_table(f), pm->computer);
}

/* Puzzles leave the saved game alone. */
static const struct mode_ops puzzles_ops = {
    .autosaves = false,
    .keys = puzzles_keys,
    .refusal = PLAYING_REFUSAL,
    .tick = puzzles_tick,
    .show = puzzles_show,
    .close = puzzles_close,
};

void puzzles_begin(struct tui *f, const tb_rules *r)
{
    struct table *t = tui_table(f);
    struct puzzles_mode *pm = mode_base(f, &puzzles_ops, sizeof *pm);
    if (!pm)
        return;
    const struct tui_config *cfg = tui_scene(f)->cfg;
    bool told = cfg->puzzles.on;
    pm->ask = (struct think_puzzles){
        .rules = r,
        .seed = told ? cfg->puzzles.seed : TUI_PUZZLES_SEED,
        .level = told ? cfg->puzzles.level : PUZZLE_LEVELS,
        .count = told ? cfg->puzzles.count : TUI_PUZZLES_COUNT,
    };
    pm->progress_error = progress_load(&pm->progress);
    pm->computer = table_computer(t);
    table_set_computer(t, 0); /* the player plays the puzzle, the solver the line */
    /* Asked at once, as a review does. */
    struct think_answer a;
    if (advisor_puzzles(tui_advisor(f), &pm->ask, &a))
        think_answer_free(&a);
}
