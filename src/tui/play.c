/*
 * play.c - what happens to the game: moves, passes, undo and redo, the
 * computer's turns, tips, new games, and the autosave after each change.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "app/bigtext.h"
#include "app/i18n.h"
#include "tui/ui.h"

/* How long the screen waits before the computer plays, so that people can
 * follow (ms at normal speed), and how often it looks for its answer. */
enum { COMPUTER_MS = 900, DEMO_MS = 1600, POLL_MS = 30 };

void say(struct ui *ui, bool alert, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(ui->message, sizeof ui->message, fmt, ap);
    va_end(ap);
    ui->alert = alert;
}

static void log_sentence(struct ui *ui, const char *sentence)
{
    if (ui->logged == LOG_SIZE) {
        memmove(ui->log[0], ui->log[1], sizeof ui->log - sizeof ui->log[0]);
        ui->logged--;
    }
    snprintf(ui->log[ui->logged++], sizeof ui->log[0], "%s", sentence);
}

bool play_is_computer(const struct ui *ui, int player)
{
    return (ui->computer >> player) & 1;
}

bool play_all_computer(const struct ui *ui)
{
    unsigned all = (1u << ui->rules->players) - 1;
    return (ui->computer & all) == all;
}

int play_human_to_move(const struct ui *ui)
{
    int p = tb_game_position(ui->game)->to_move;
    if (tb_game_over(ui->game) || ui->anim.active || play_is_computer(ui, p) ||
        tb_game_must_pass(ui->game))
        return -1;
    return p;
}

/* The screen plays by itself now: the computer's turn, or a forced pass. */
static bool auto_turn(const struct ui *ui)
{
    if (ui->overlay != OVERLAY_NONE || ui->paused || ui->anim.active || tb_game_over(ui->game))
        return false;
    return play_is_computer(ui, tb_game_position(ui->game)->to_move) ||
           tb_game_must_pass(ui->game);
}

/* Answers about an older position are of no use. */
static void forget_answers(struct ui *ui)
{
    ui->epoch++;
    ui->have_move = false;
    ui->tips = 0;
    ui->tips_wanted = false;
}

static void pause_after_ply(struct ui *ui)
{
    ui->ready_at = now_ms() + speed_ms(ui->speed, play_all_computer(ui) ? DEMO_MS : COMPUTER_MS);
}

/* The game changed: nothing stays highlighted or answered. */
static void changed(struct ui *ui)
{
    forget_answers(ui);
    ui->cursor = -1;
    ui->landing = -1;
    pause_after_ply(ui);
}

/* A failure to save goes in the story, where it stays: the game goes on. */
static void autosave(struct ui *ui)
{
    char sentence[SENTENCE_SIZE];
    int error = 0;
    if (!ui->autosave[0])
        return;
    /* Nothing worth resuming: no move yet, or the game is over. */
    if (tb_game_length(ui->game) == 0 || tb_game_over(ui->game)) {
        if (unlink(ui->autosave) != 0 && errno != ENOENT && errno != ENOTDIR) {
            error = errno;
            snprintf(sentence, sizeof sentence, _("Could not remove the saved game %s: %s."),
                     ui->autosave, strerror(error));
        }
    } else if ((error = autosave_write(ui->autosave, ui->game, &ui->tags)) != 0) {
        snprintf(sentence, sizeof sentence,
                 _("Could not save the game in %s: %s. The game goes on."), ui->autosave,
                 strerror(error));
    }
    if (error && !ui->save_failed)
        log_sentence(ui, sentence);
    ui->save_failed = error != 0;
}

/* The computer plays the same sides in a game of other rules; a
 * demonstration stays one. */
static void fit_computer(struct ui *ui, bool all)
{
    unsigned every = (1u << ui->rules->players) - 1;
    ui->computer = all ? every : ui->computer & every;
}

static void default_name(char *out, size_t size, int player)
{
    snprintf(out, size, _("Player %d"), player + 1);
}

/* The players' names: --names first, then the record's, then "Player 1"...
 * The record keeps what the screen shows. */
static void set_names(struct ui *ui, const tb_tags *from)
{
    tb_tags given = *from; /* a copy: from may be part of ui */
    for (int p = 0; p < TB_MAX_PLAYERS; p++) {
        const char *name = ui->cfg->names[p];
        char *out = ui->tags.names[p];
        if (name && name[0])
            snprintf(out, sizeof ui->tags.names[p], "%s", name);
        else if (given.names[p][0])
            snprintf(out, sizeof ui->tags.names[p], "%s", given.names[p]);
        else
            default_name(out, sizeof ui->tags.names[p], p);
    }
}

/* The date of the game: the record's, or today for a new one (from NULL). */
static void set_date(struct ui *ui, const tb_tags *from)
{
    time_t now = time(NULL);
    struct tm tm;
    if (from && from->date[0])
        memmove(ui->tags.date, from->date, sizeof ui->tags.date);
    else if (!localtime_r(&now, &tm) ||
             strftime(ui->tags.date, sizeof ui->tags.date, "%Y.%m.%d", &tm) == 0)
        ui->tags.date[0] = '\0';
}

/* The first sentences of a game: who plays whom, who plays now. */
static void announce_game(struct ui *ui, bool resumed)
{
    char sentence[SENTENCE_SIZE];
    const tb_position *p = tb_game_position(ui->game);
    ui->logged = 0;
    if (ui->rules->players == 2)
        snprintf(sentence, sizeof sentence, _("A game of %s: %s (South) against %s (North)."),
                 rules_title(ui->rules), ui->tags.names[0], ui->tags.names[1]);
    else
        snprintf(sentence, sizeof sentence, _("A game of %s: %s, %s and %s."),
                 rules_title(ui->rules), ui->tags.names[0], ui->tags.names[1], ui->tags.names[2]);
    log_sentence(ui, sentence);
    if (tb_game_over(ui->game))
        return;
    if (resumed)
        snprintf(sentence, sizeof sentence, _("Welcome back: the game goes on, and %s plays now."),
                 ui->tags.names[p->to_move]);
    else
        snprintf(sentence, sizeof sentence, _("%s plays now."), ui->tags.names[p->to_move]);
    log_sentence(ui, sentence);
}

static void show_end(struct ui *ui)
{
    char sentence[SENTENCE_SIZE];
    const tb_result *res = tb_game_result(ui->game);
    narrate_end(ui, res, sentence, sizeof sentence);
    log_sentence(ui, sentence);
    narrate_winner(ui, res, sentence, sizeof sentence);
    log_sentence(ui, sentence);
    if (ui->overlay == OVERLAY_NONE)
        ui->overlay = OVERLAY_END;
    ui->end_hidden = false;
}

/* The saved game from last time: offered back; set aside if it is not a
 * record; left where it is if it cannot be read at all, and then never
 * written over. */
static void offer_autosave(struct ui *ui)
{
    int error;
    tb_error err;
    tb_tags tags = {0};
    tb_game *g = load_record(ui->autosave, LOAD_FILE, &tags, &error, &err);
    if (g && (tb_game_length(g) == 0 || tb_game_over(g))) {
        tb_game_free(g);
        return;
    }
    if (g) {
        ui->resume = g;
        for (int p = 0; p < TB_MAX_PLAYERS; p++) /* a record may name no one */
            if (!tags.names[p][0])
                default_name(tags.names[p], sizeof tags.names[p], p);
        ui->resume_tags = tags;
        ui->overlay = OVERLAY_RESUME;
        return;
    }
    if (error == ENOENT || error == ENOTDIR) /* no saved game */
        return;
    char reason[SENTENCE_SIZE], aside[PATH_SIZE];
    snprintf(ui->notice_title, sizeof ui->notice_title, "%s",
             _("The saved game could not be read"));
    ui->overlay = OVERLAY_NOTICE;
    if (error && error != EFBIG) { /* not the file's fault: it stays, untouched */
        snprintf(ui->notice, sizeof ui->notice,
                 _("The file %s cannot be read (%s). It is left as it is, and this game is "
                   "not saved as it goes."),
                 ui->autosave, save_strerror(error));
        ui->autosave[0] = '\0';
        return;
    }
    if (error) {
        snprintf(reason, sizeof reason, "%s", strerror(error));
    } else {
        char why[SENTENCE_SIZE];
        i18n_error(&err, why, sizeof why);
        if (err.line > 0)
            snprintf(reason, sizeof reason, _("line %d: %s"), err.line, why);
        else
            snprintf(reason, sizeof reason, "%s", why);
    }
    int moved = save_set_aside(ui->autosave, aside, sizeof aside);
    if (moved == 0)
        snprintf(ui->notice, sizeof ui->notice,
                 _("The file %s is not a game record this program can read (%s). It was "
                   "moved aside to %s, and a new game begins."),
                 ui->autosave, reason, aside);
    else
        snprintf(ui->notice, sizeof ui->notice,
                 _("The file %s is not a game record this program can read (%s), and it "
                   "could not be moved aside (%s). A new game begins."),
                 ui->autosave, reason, strerror(moved));
}

/* Another copy of the program holds the autosave: this one leaves it be. */
static void share_autosave(struct ui *ui)
{
    if (autosave_start(ui->autosave) != EWOULDBLOCK)
        return;
    ui->autosave[0] = '\0';
    snprintf(ui->notice_title, sizeof ui->notice_title, "%s", _("Another game is open"));
    snprintf(ui->notice, sizeof ui->notice, "%s",
             _("Another copy of the program is playing a game and saving it as it goes. "
               "This game is not saved as it goes: press s to save it yourself."));
    ui->overlay = OVERLAY_NOTICE;
}

bool play_open(struct ui *ui, const struct tui_config *cfg, int *status)
{
    tb_tags tags = {0};
    ui->cfg = cfg;
    ui->level = cfg->level;
    ui->hints = cfg->hints;
    ui->speed = SPEED_NORMAL;
    ui->cursor = ui->landing = -1;
    if (cfg->load) {
        int error;
        tb_error err;
        char path[PATH_SIZE];
        text_escape(cfg->load, strlen(cfg->load), path, sizeof path);
        ui->game = load_record(cfg->load, LOAD_FILE_OR_PIPE, &tags, &error, &err);
        if (!ui->game && error) {
            fprintf(stderr, _("tihbat: %s: %s\n"), path, save_strerror(error));
            *status = 1;
        } else if (!ui->game) {
            char why[SENTENCE_SIZE];
            i18n_error(&err, why, sizeof why);
            fprintf(stderr, _("tihbat: %s:%d: not a game record that can be played: %s\n"),
                    path, err.line, why);
            *status = 2;
        }
    } else {
        int st;
        ui->game = tb_game_new(cfg->rules, cfg->start, &st);
        if (!ui->game) {
            fprintf(stderr, _("tihbat: cannot start the game: %s\n"),
                    i18n_engine(tb_strerror(st)));
            *status = 1;
        }
    }
    if (!ui->game)
        return false;
    ui->thinker = thinker_new();
    if (!ui->thinker) {
        fprintf(stderr, "%s", _("tihbat: cannot start the computer player\n"));
        *status = 1;
        return false;
    }
    ui->rules = tb_game_rules(ui->game);
    ui->computer = cfg->computer;
    fit_computer(ui, cfg->demo);
    set_names(ui, &tags);
    set_date(ui, &tags);
    announce_game(ui, false);
    changed(ui);
    if (tb_game_over(ui->game))
        show_end(ui);
    if (autosave_path(ui->autosave, sizeof ui->autosave))
        share_autosave(ui);
    if (ui->autosave[0] && !cfg->load && !cfg->learn)
        offer_autosave(ui);
    if (cfg->learn)
        lesson_start(ui);
    else if (cfg->replay)
        replay_open(ui);
    return true;
}

void play_close(struct ui *ui)
{
    thinker_free(ui->thinker);
    tb_game_free(ui->game);
    tb_game_free(ui->resume);
    bigtext_close(ui->large);
}

void play_resume(struct ui *ui, bool yes)
{
    if (yes) {
        bool all = play_all_computer(ui);
        tb_game_free(ui->game);
        ui->game = ui->resume;
        ui->rules = tb_game_rules(ui->game);
        fit_computer(ui, all);
        set_names(ui, &ui->resume_tags);
        set_date(ui, &ui->resume_tags);
        announce_game(ui, true);
    } else {
        tb_game_free(ui->resume);
    }
    ui->resume = NULL;
    ui->overlay = OVERLAY_NONE;
    changed(ui);
}

void play_new_game(struct ui *ui, const tb_rules *rules)
{
    ui->lesson.active = false;
    play_start_from(ui, rules, rules == ui->cfg->rules ? ui->cfg->start : NULL);
}

void play_start_from(struct ui *ui, const tb_rules *rules, const tb_position *start)
{
    int status = TB_OK;
    if (rules == ui->rules) {
        status = tb_game_reset(ui->game, start);
    } else {
        tb_game *g = tb_game_new(rules, start, &status);
        if (g) {
            bool all = play_all_computer(ui);
            tb_game_free(ui->game);
            ui->game = g;
            ui->rules = rules;
            fit_computer(ui, all);
        }
    }
    ui->overlay = OVERLAY_NONE;
    if (status != TB_OK) {
        say(ui, true, _("Cannot start a new game: %s."), i18n_engine(tb_strerror(status)));
        return;
    }
    ui->paused = false;
    set_date(ui, NULL);
    announce_game(ui, false);
    changed(ui);
    autosave(ui);
}

/* The animation is over: tell what happened, and the end if it came. */
static void finish_ply(struct ui *ui)
{
    char sentence[SENTENCE_SIZE];
    const tb_account *acc = &ui->anim.acc;
    ui->anim.active = false;
    narrate_ply(ui, acc, sentence, sizeof sentence);
    log_sentence(ui, sentence);
    ui->landing = acc->last;
    pause_after_ply(ui);
    lesson_after_ply(ui, acc);
    if (acc->result.end != TB_END_NONE)
        show_end(ui);
}

/* Plays `move`, or the next taken-back ply again, and shows it. */
static bool play_ply(struct ui *ui, int move, bool again)
{
    tb_position before = *tb_game_position(ui->game);
    tb_account acc;
    int status = again ? tb_game_redo(ui->game, &acc) : tb_game_play(ui->game, move, &acc);
    if (status != TB_OK) {
        say(ui, true, _("That move cannot be played: %s."), i18n_engine(tb_strerror(status)));
        return false;
    }
    changed(ui);
    autosave(ui);
    anim_start(&ui->anim, &before, tb_game_position(ui->game), &acc, teach_speed(ui));
    if (!ui->anim.active)
        finish_ply(ui);
    return true;
}

void play_move(struct ui *ui, int hole)
{
    play_ply(ui, hole, false);
}

void play_skip(struct ui *ui)
{
    if (ui->anim.active)
        finish_ply(ui);
}

void play_undo(struct ui *ui)
{
    tb_game *g = ui->game;
    play_skip(ui);
    if (tb_game_ply(g) == 0) {
        say(ui, true, "%s", _("There is no move to take back."));
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
    } while (tb_game_ply(g) > 0 && !play_all_computer(ui) &&
             (play_is_computer(ui, tb_game_position(g)->to_move) || tb_game_must_pass(g)));
    if (play_all_computer(ui))
        ui->paused = true;
    if (ui->overlay == OVERLAY_END)
        ui->overlay = OVERLAY_NONE;
    changed(ui);
    autosave(ui);
    if (undone > 1)
        say(ui, false,
            ngettext("Took back %d move: it is %s's turn again.",
                     "Took back %d moves: it is %s's turn again.", (unsigned long)undone),
            undone, ui->tags.names[tb_game_position(g)->to_move]);
    else if (move == TB_PASS)
        say(ui, false, _("Took back %s's pass."), ui->tags.names[player]);
    else
        say(ui, false, _("Took back %s's move from %c."), ui->tags.names[player], tb_label(move));
}

void play_redo(struct ui *ui)
{
    play_skip(ui);
    if (tb_game_ply(ui->game) == tb_game_length(ui->game)) {
        say(ui, true, "%s", _("There is no taken-back move to play again."));
        return;
    }
    play_ply(ui, 0, true);
    say(ui, false, "%s", _("Playing a taken-back move again."));
}

void play_tip(struct ui *ui)
{
    if (!ui->hints)
        say(ui, true, "%s", _("Tips are off. They can be turned on in the menu (m)."));
    else if (play_human_to_move(ui) < 0)
        say(ui, true, "%s", _("No tip now: it is not a person's turn."));
    else if (ui->tips > 0)
        narrate_tips(ui, ui->message, sizeof ui->message);
    else {
        ui->tips_wanted = true;
        say(ui, false, "%s", _("Thinking about a tip..."));
    }
}

/* Asks the thinker, once per position and question. */
static void ask(struct ui *ui, enum think_task task)
{
    unsigned long tag = ui->epoch * 2 + task;
    if (ui->asked != tag && thinker_start(ui->thinker, ui->game, task, ui->level, tag))
        ui->asked = tag;
}

static void take_answer(struct ui *ui)
{
    struct think_answer a;
    if (!thinker_poll(ui->thinker, &a) || a.tag != ui->epoch * 2 + a.task)
        return;
    if (a.task == THINK_MOVE) {
        ui->have_move = true;
        ui->computer_move = a.move;
    } else if (ui->tips_wanted) {
        ui->tips_wanted = false;
        ui->tips = a.tips;
        memcpy(ui->tip, a.tip, sizeof a.tip);
        narrate_tips(ui, ui->message, sizeof ui->message);
        ui->alert = false;
    }
}

void play_tick(struct ui *ui)
{
    long long now = now_ms();
    if (ui->anim.active) {
        if (ui->step) /* keys drop the seeds */
            return;
        anim_advance(&ui->anim, ui->speed, now);
        if (!ui->anim.active)
            finish_ply(ui);
        return;
    }
    take_answer(ui);
    if (ui->tips_wanted && play_human_to_move(ui) >= 0)
        ask(ui, THINK_TIPS);
    if (!auto_turn(ui))
        return;
    if (tb_game_must_pass(ui->game)) {
        if (now >= ui->ready_at)
            play_ply(ui, TB_PASS, false);
    } else if (!ui->have_move) {
        ask(ui, THINK_MOVE);
    } else if (now >= ui->ready_at) {
        ui->have_move = false;
        if (ui->computer_move == TB_NO_MOVE) { /* it could not think */
            ui->paused = true;
            say(ui, true, "%s", _("The computer cannot think: out of memory. Press Space to try again."));
        } else if (!play_ply(ui, ui->computer_move, false)) {
            ui->paused = true; /* the computer could not move: a person decides */
        }
    }
}

int play_wait(const struct ui *ui)
{
    long long now = now_ms(), wait = -1;
    bool moving = ui->anim.active && !ui->step; /* a step waits for its key */
    if (moving) {
        wait = ui->anim.due - now;
    } else if (!ui->anim.active) {
        bool waiting = auto_turn(ui) && (ui->have_move || tb_game_must_pass(ui->game));
        bool polling = ui->tips_wanted || (auto_turn(ui) && !waiting);
        if (waiting)
            wait = ui->ready_at - now;
        if (polling && (wait < 0 || wait > POLL_MS))
            wait = POLL_MS;
    }
    return wait < 0 && (moving || auto_turn(ui)) ? 0 : (int)wait;
}

void play_view(const struct ui *ui, struct view *v)
{
    if (ui->overlay == OVERLAY_EDIT) {
        editor_view(ui, v);
        return;
    }
    if (ui->anim.active) {
        anim_view(&ui->anim, v);
        return;
    }
    const tb_position *p = tb_game_position(ui->game);
    *v = (struct view){.pos = *p, .mover = p->to_move};
    if (ui->cursor >= 0)
        v->marks[ui->cursor] |= MARK_CURSOR;
    if (ui->landing >= 0)
        v->marks[ui->landing] |= MARK_LAST;
    if (ui->tips > 0)
        v->marks[ui->tip[0].move] |= MARK_TIP;
    teach_view(ui, v);
}

void play_back_to_game(struct ui *ui)
{
    if (lesson_continue(ui))
        return;
    ui->overlay = tb_game_over(ui->game) ? OVERLAY_END : OVERLAY_NONE;
}

void play_save_record(struct ui *ui, const char *path)
{
    int error = save_record(path, ui->game, &ui->tags);
    if (error)
        say(ui, true, _("Could not save the game record in %s: %s."), path, save_strerror(error));
    else
        say(ui, false, _("The game record is saved in %s."), path);
}
