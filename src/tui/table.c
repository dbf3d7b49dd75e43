/*
 * table.c - the game at the table: moves, passes, undo and redo, the
 * computer's turns, tips and new games, each change forgetting what was
 * highlighted or answered about the old position.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "app/bigtext.h"
#include "app/i18n.h"
#include "app/text.h"
#include "tui/narrate.h"
#include "tui/table.h"

/* How long the screen waits before the computer plays, so that people can
 * follow (ms at normal speed), and how often it looks for its answer. */
enum { COMPUTER_MS = 900, DEMO_MS = 1600, POLL_MS = 30 };

void say(struct table *t, bool alert, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(t->message, sizeof t->message, fmt, ap);
    va_end(ap);
    t->alert = alert;
}

bool table_is_computer(const struct table *t, int player) { return (t->computer >> player) & 1; }

bool table_all_computer(const struct table *t)
{
    unsigned all = (1u << t->rules->players) - 1;
    return (t->computer & all) == all;
}

int table_human_to_move(const struct table *t)
{
    int p = tb_game_position(t->game)->to_move;
    if (tb_game_over(t->game) || t->anim.active || table_is_computer(t, p) ||
        tb_game_must_pass(t->game))
        return -1;
    return p;
}

void table_forget_answers(struct table *t)
{
    t->epoch++;
    t->have_move = false;
    t->tips = 0;
    t->tips_wanted = false;
}

static void pause_after_ply(struct table *t)
{
    int ms = table_all_computer(t) ? DEMO_MS : COMPUTER_MS;
    t->ready_at = now_ms() + speed_ms(t->speed, ms);
}

/* The game changed: nothing stays highlighted or answered, and a resumed
 * game is no longer as it came back. */
static void changed(struct table *t)
{
    t->version++;
    table_forget_answers(t);
    t->cursor = -1;
    t->landing = -1;
    t->resumed_at = -1;
    pause_after_ply(t);
}

/* The computer plays the same sides in a game of other rules; a
 * demonstration stays one. */
static void fit_computer(struct table *t, bool all)
{
    unsigned every = (1u << t->rules->players) - 1;
    t->computer = all ? every : t->computer & every;
}

/* The name shown for player p: the one given, or "Player 1"... in the
 * language of the moment, never written into a record. */
static void show_name(struct table *t, int p)
{
    const char *tag = t->tags.names[p];
    _Static_assert(sizeof t->names[p] == sizeof t->tags.names[p], "names fit");
    if (tag[0])
        memcpy(t->names[p], tag, sizeof t->names[p]);
    else
        snprintf(t->names[p], sizeof t->names[p], _("Player %d"), p + 1);
}

/* The players' names: --names first, then the record's. */
static void set_names(struct table *t, const tb_tags *from)
{
    tb_tags given = *from; /* a copy: from may be part of t */
    for (int p = 0; p < TB_MAX_PLAYERS; p++) {
        const char *name = t->cfg->names[p];
        char *tag = t->tags.names[p];
        if (name && name[0])
            snprintf(tag, sizeof t->tags.names[p], "%s", name);
        else
            snprintf(tag, sizeof t->tags.names[p], "%s", given.names[p]);
        show_name(t, p);
    }
}

void table_set_name(struct table *t, int player, const char *name)
{
    snprintf(t->tags.names[player], sizeof t->tags.names[player], "%s", name);
    show_name(t, player);
    t->version++; /* the record names them */
}

/* The line of the tally for name, made when there is none; -1 when full. */
static int tally_line(struct table *t, const char *name)
{
    for (int i = 0; i < t->tallied; i++)
        if (strcmp(t->tally[i].name, name) == 0)
            return i;
    if (t->tallied == TALLY_MAX)
        return -1;
    snprintf(t->tally[t->tallied].name, sizeof t->tally[0].name, "%s", name);
    t->tally[t->tallied].wins = 0;
    return t->tallied++;
}

void table_tally(struct table *t)
{
    const tb_result *res = tb_game_result(t->game);
    if (!tb_game_over(t->game))
        return;
    for (int p = 0; p < t->rules->players; p++)
        tally_line(t, t->names[p]);
    int winner = res->winner >= 0 ? tally_line(t, t->names[res->winner]) : -1;
    bool counted = t->tallied_serial == t->serial;
    if (counted && winner == t->tallied_winner)
        return;
    if (counted && t->tallied_winner >= 0)
        t->tally[t->tallied_winner].wins--;
    if (winner >= 0)
        t->tally[winner].wins++;
    t->tallied_serial = t->serial;
    t->tallied_winner = winner;
}

/* The date of the game: the record's, or today for a new one (from NULL). */
static void set_date(struct table *t, const tb_tags *from)
{
    time_t now = time(NULL);
    struct tm tm;
    if (from && from->date[0])
        memmove(t->tags.date, from->date, sizeof t->tags.date);
    else if (!localtime_r(&now, &tm) ||
             strftime(t->tags.date, sizeof t->tags.date, "%Y.%m.%d", &tm) == 0)
        t->tags.date[0] = '\0';
}

bool table_open(struct table *t, const struct tui_config *cfg, int *status)
{
    tb_tags tags = {0};
    t->cfg = cfg;
    t->level = cfg->level;
    t->hints = cfg->hints;
    t->speed = SPEED_NORMAL;
    t->cursor = t->landing = t->resumed_at = -1;
    t->serial = 1;
    if (cfg->load) {
        int error;
        tb_error err;
        char path[PATH_SIZE];
        text_escape(cfg->load, strlen(cfg->load), path, sizeof path);
        t->game = load_record(cfg->load, LOAD_FILE_OR_PIPE, &tags, &error, &err);
        if (!t->game && error) {
            fprintf(stderr, _("tihbat: %s: %s\n"), path, save_strerror(error));
            *status = 1;
        } else if (!t->game) {
            char why[SENTENCE_SIZE];
            i18n_error(&err, why, sizeof why);
            fprintf(stderr, _("tihbat: %s:%d: not a game record that can be played: %s\n"), path,
                    err.line, why);
            *status = 2;
        }
    } else {
        int st;
        t->game = tb_game_new(cfg->rules, cfg->start, &st);
        if (!t->game) {
            fprintf(stderr, _("tihbat: cannot start the game: %s\n"), i18n_engine(tb_strerror(st)));
            *status = 1;
        }
    }
    if (!t->game)
        return false;
    t->thinker = thinker_new();
    if (!t->thinker) {
        fprintf(stderr, "%s", _("tihbat: cannot start the computer player\n"));
        *status = 1;
        return false;
    }
    t->rules = tb_game_rules(t->game);
    t->computer = cfg->computer;
    fit_computer(t, cfg->demo);
    /* A perfect computer or tips need the solved tables: ready from the start. */
    if ((t->computer && t->level == AI_PERFECT) || t->hints)
        thinker_prepare(t->thinker, t->game);
    set_names(t, &tags);
    set_date(t, &tags);
    changed(t);
    return true;
}

void table_close(struct table *t)
{
    think_answer_free(&t->study);
    thinker_free(t->thinker);
    tb_game_free(t->game);
    tb_game_free(t->offered);
    bigtext_close(t->large);
}

/* ---- The game ---- */

bool table_start_from(struct table *t, const tb_rules *rules, const tb_position *start)
{
    int status = TB_OK;
    table_settle(t);
    if (rules == t->rules) {
        status = tb_game_reset(t->game, start);
    } else {
        tb_game *g = tb_game_new(rules, start, &status);
        if (g) {
            bool all = table_all_computer(t);
            tb_game_free(t->game);
            t->game = g;
            t->rules = rules;
            fit_computer(t, all);
        }
    }
    if (status != TB_OK) {
        say(t, true, _("Cannot start a new game: %s."), i18n_engine(tb_strerror(status)));
        return false;
    }
    t->paused = false;
    t->serial++;
    set_date(t, NULL);
    changed(t);
    return true;
}

bool table_stage(struct table *t, const tb_rules *rules, const tb_position *start,
                 const char *plies)
{
    if (!table_start_from(t, rules, start))
        return false;
    for (const char *c = plies; c && *c; c++) {
        int status = *c == ' ' ? TB_OK : tb_game_play(t->game, tb_hole_from_label(rules, *c), NULL);
        if (status != TB_OK) {
            say(t, true, _("That move cannot be played: %s."), i18n_engine(tb_strerror(status)));
            return false;
        }
    }
    changed(t);
    return true;
}

bool table_new_game(struct table *t, const tb_rules *rules)
{
    return table_start_from(t, rules, rules == t->cfg->rules ? t->cfg->start : NULL);
}

void table_resume(struct table *t)
{
    if (!t->offered)
        return;
    bool all = table_all_computer(t);
    table_settle(t);
    tb_game_free(t->game);
    t->game = t->offered;
    t->offered = NULL;
    t->rules = tb_game_rules(t->game);
    fit_computer(t, all);
    set_names(t, &t->offered_tags);
    set_date(t, &t->offered_tags);
    t->serial++;
    changed(t);
    t->resumed_at = tb_game_ply(t->game);
}

void table_decline(struct table *t)
{
    tb_game_free(t->offered);
    t->offered = NULL;
}

/* The animation is over: the landing hole stays marked, and the computer
 * waits a moment before its turn. */
static void finish_ply(struct table *t)
{
    t->anim.active = false;
    t->landing = t->anim.acc.last;
    pause_after_ply(t);
}

void table_settle(struct table *t)
{
    if (t->anim.active)
        finish_ply(t);
}

int table_advance(struct table *t, long long now)
{
    if (!t->anim.active || t->step) /* in step mode keys drop the seeds */
        return -1;
    anim_advance(&t->anim, t->speed, now);
    if (!t->anim.active) {
        finish_ply(t);
        return -1;
    }
    return t->anim.due > now ? (int)(t->anim.due - now) : 0;
}

/* Plays `move`, or the next taken-back ply again, and starts showing it. */
static bool play_ply(struct table *t, int move, bool again)
{
    table_settle(t);
    tb_position before = *tb_game_position(t->game);
    tb_account acc;
    int status = again ? tb_game_redo(t->game, &acc) : tb_game_play(t->game, move, &acc);
    if (status != TB_OK) {
        say(t, true, _("That move cannot be played: %s."), i18n_engine(tb_strerror(status)));
        return false;
    }
    changed(t);
    /* Step mode shows every move seed by seed, whatever the speed. */
    anim_start(&t->anim, &before, tb_game_position(t->game), &acc,
               t->step ? SPEED_NORMAL : t->speed);
    if (!t->anim.active)
        finish_ply(t);
    return true;
}

bool table_play(struct table *t, int move) { return play_ply(t, move, false); }

bool table_redo(struct table *t)
{
    table_settle(t);
    return tb_game_ply(t->game) < tb_game_length(t->game) && play_ply(t, 0, true);
}

void table_undo(struct table *t, bool to_person)
{
    tb_game *g = t->game;
    table_settle(t);
    if (tb_game_ply(g) == 0) {
        say(t, true, "%s", _("There is no move to take back."));
        return;
    }
    /* Back to a position where a person chooses: the computer's plies and
     * forced passes would only be played again at once. */
    int undone = 0, player, move;
    do {
        int ply = tb_game_ply(g) - 1;
        player = tb_game_position_at(g, ply)->to_move;
        move = tb_game_move_at(g, ply);
        tb_game_undo(g);
        undone++;
    } while (to_person && tb_game_ply(g) > 0 && !table_all_computer(t) &&
             (table_is_computer(t, tb_game_position(g)->to_move) || tb_game_must_pass(g)));
    if (to_person && table_all_computer(t))
        t->paused = true;
    changed(t);
    if (undone > 1)
        say(t, false,
            ngettext("Took back %d move: it is %s's turn again.",
                     "Took back %d moves: it is %s's turn again.", (unsigned long)undone),
            undone, t->names[tb_game_position(g)->to_move]);
    else if (move == TB_PASS)
        say(t, false, _("Took back %s's pass."), t->names[player]);
    else
        say(t, false, _("Took back %s's move from %c."), t->names[player], tb_label(move));
}

void table_goto(struct table *t, int ply)
{
    table_settle(t);
    if (ply != tb_game_ply(t->game) && tb_game_goto(t->game, ply) == TB_OK)
        changed(t);
}

int table_shown_ply(const struct table *t)
{
    return tb_game_ply(t->game) - (t->anim.active ? 1 : 0);
}

void table_account(const struct table *t, int ply, tb_account *acc)
{
    tb_position after;
    tb_sow(t->rules, tb_game_position_at(t->game, ply - 1), tb_game_move_at(t->game, ply - 1),
           &after, acc);
    /* The end by repetition is known to the game alone. */
    if (ply == tb_game_ply(t->game))
        acc->result = *tb_game_result(t->game);
}

bool table_save_record(struct table *t, const char *path)
{
    int error = save_record(path, t->game, &t->tags);
    if (error) {
        say(t, true, _("Could not save the game record in %s: %s."), path, save_strerror(error));
        return false;
    }
    say(t, false, _("The game record is saved in %s."), path);
    snprintf(t->record, sizeof t->record, "%s", path);
    t->record_version = t->version;
    return true;
}

void table_view(const struct table *t, struct view *v)
{
    if (t->anim.active) {
        anim_view(&t->anim, v);
        return;
    }
    const tb_position *p = tb_game_position(t->game);
    *v = (struct view){.pos = *p, .mover = p->to_move};
    if (t->cursor >= 0)
        v->marks[t->cursor] |= MARK_CURSOR;
    if (t->landing >= 0)
        v->marks[t->landing] |= MARK_LAST;
    /* The tip's best moves: those worth what the best is. */
    for (int i = 0; i < t->tips && t->tip[i].value == t->tip[0].value; i++)
        if (t->tip[i].move >= 0)
            v->marks[t->tip[i].move] |= MARK_TIP;
}

/* ---- The computer ---- */

void table_set_computer(struct table *t, unsigned computer)
{
    t->computer = computer & ((1u << t->rules->players) - 1);
    t->paused = false;
    table_forget_answers(t); /* it was thinking for the old sides */
}

void table_set_level(struct table *t, enum ai_level level)
{
    t->level = level;
    table_forget_answers(t);
}

void table_tip(struct table *t)
{
    if (!t->hints)
        say(t, true, "%s", _("Tips are off. They can be turned on in the menu (m)."));
    else if (table_human_to_move(t) < 0)
        say(t, true, "%s", _("No tip now: it is not a person's turn."));
    else if (t->tips > 0)
        narrate_tips(t, t->message, sizeof t->message);
    else {
        t->tips_wanted = true;
        say(t, false, "%s", _("Thinking about a tip..."));
    }
}

/* Asks the thinker, once per position and question. */
static void ask(struct table *t, enum think_task task)
{
    unsigned long tag = t->epoch * 2 + task;
    if (t->asked != tag && thinker_start(t->thinker, t->game, task, t->level, tag))
        t->asked = tag;
}

static void take_answer(struct table *t)
{
    struct think_answer a;
    if (!thinker_poll(t->thinker, &a))
        return;
    if (a.task == THINK_REVIEW || a.task == THINK_PUZZLES) {
        if (a.tag == t->study_asked && !t->study_ready) {
            t->study = a;
            t->study_ready = true;
        } else {
            think_answer_free(&a); /* asked by a mode that has gone */
        }
        return;
    }
    if (a.tag != t->epoch * 2 + a.task)
        return;
    if (a.task == THINK_MOVE) {
        t->have_move = true;
        t->computer_move = a.move;
    } else if (t->tips_wanted) {
        t->tips_wanted = false;
        t->tips = a.tips;
        memcpy(t->tip, a.tip, sizeof a.tip);
        narrate_tips(t, t->message, sizeof t->message);
        t->alert = false;
    }
}

int table_drive(struct table *t, bool computer)
{
    long long now = now_ms();
    if (t->anim.active)
        return -1; /* table_advance shows it */
    take_answer(t);
    if (t->tips_wanted && table_human_to_move(t) >= 0)
        ask(t, THINK_TIPS);
    int to_move = tb_game_position(t->game)->to_move;
    bool pass = tb_game_must_pass(t->game);
    bool turn = !t->paused && !tb_game_over(t->game) &&
                (pass || (computer && table_is_computer(t, to_move)));
    if (turn && (pass || t->have_move) && now >= t->ready_at) {
        int move = pass ? TB_PASS : t->computer_move;
        t->have_move = false;
        if (move == TB_NO_MOVE) { /* it could not think */
            t->paused = true;
            say(t, true, "%s",
                _("The computer cannot think: out of memory. Press Space to try again."));
        } else if (!table_play(t, move)) {
            t->paused = true; /* the computer could not move: a person decides */
        }
        return 0;
    }
    if (turn && !pass && !t->have_move)
        ask(t, THINK_MOVE);
    if (turn && (pass || t->have_move))
        return (int)(t->ready_at - now);
    return turn || t->tips_wanted ? POLL_MS : -1;
}

/* ---- Work that takes seconds ---- */

/* The tags of the study's questions: never 0, never the last one's. */
static unsigned long next_study_tag(void)
{
    static unsigned long last;
    return ++last ? last : ++last;
}

/* The answer to the question asked, once it has come; asks when nothing
 * is asked yet and the thinker is free. */
static bool study(struct table *t, const struct think_puzzles *ask, struct think_answer *out)
{
    take_answer(t);
    if (t->study_ready) {
        *out = t->study;
        t->study = (struct think_answer){0};
        t->study_ready = false;
        t->study_asked = 0;
        return true;
    }
    if (!t->study_asked) {
        unsigned long tag = next_study_tag();
        bool asked = ask ? thinker_start_puzzles(t->thinker, ask, tag)
                         : thinker_start(t->thinker, t->game, THINK_REVIEW, t->level, tag);
        t->study_asked = asked ? tag : 0;
    }
    return false;
}

bool table_review(struct table *t, struct think_answer *out) { return study(t, NULL, out); }

bool table_puzzles(struct table *t, const struct think_puzzles *ask, struct think_answer *out)
{
    return study(t, ask, out);
}

void table_study_drop(struct table *t)
{
    think_answer_free(&t->study);
    t->study_ready = false;
    t->study_asked = 0;
}
