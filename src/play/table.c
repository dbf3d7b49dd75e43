/*
 * table.c - the game at the table: moves, passes, undo and redo, the
 * computer's turns, tips and new games, each change forgetting what was
 * highlighted or answered about the old position.
 */
#define _POSIX_C_SOURCE 200809L /* localtime_r */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/i18n.h"
#include "app/terminal_text.h"
#include "play/table.h"

/* How long the screen waits before the computer plays, so that people can
 * follow (ms at normal speed), and how often it looks for its answer. */
enum { COMPUTER_MS = 900, DEMO_MS = 1600, POLL_MS = 30 };

struct table {
    struct table_config cfg;
    const struct settings *settings;
    struct advisor *advisor; /* the computer's moves and the tips (not the table's) */
    const tb_rules *rules;
    tb_game *game;
    tb_tags tags;                   /* names as given, never the defaults; the date */
    char names[TB_MAX_PLAYERS][64]; /* the names shown: given, or "Player 1"... */
    int resumed_at;                 /* the ply a resumed game came back at, or -1 */
    unsigned long version;          /* changes whenever the game does */
    unsigned long serial;           /* changes with each new game */
    unsigned long epoch;            /* changes with the game and the computer's sides */

    /* The games won by each name since the program started. */
    struct tally {
        char name[64];
        int wins;
    } tally[TALLY_MAX];
    int tallied;
    unsigned long tallied_serial; /* the game counted last */
    int tallied_winner;           /* its winner's line of the tally, or -1 */

    unsigned computer;  /* bit p: the computer plays player p */
    bool paused;        /* the computer waits for Space */
    long long ready_at; /* when the computer may play, in ms */

    int cursor;  /* the highlighted hole, or -1 */
    int landing; /* where the last seed of the last ply fell, or -1 */
    struct anim anim;
    unsigned long chimes; /* plies shown to their end that captured or ended the game */

    char record[PATH_SIZE];       /* the record last saved with s */
    unsigned long record_version; /* the version it holds, or 0 */
};

static struct event event(enum event_kind kind) { return (struct event){.kind = kind}; }

const tb_game *table_game(const struct table *t) { return t->game; }
const tb_rules *table_rules(const struct table *t) { return t->rules; }
const struct settings *table_settings(const struct table *t) { return t->settings; }
const char *table_name(const struct table *t, int player) { return t->names[player]; }
const tb_tags *table_tags(const struct table *t) { return &t->tags; }
unsigned long table_version(const struct table *t) { return t->version; }
int table_resumed_at(const struct table *t) { return t->resumed_at; }
int table_cursor(const struct table *t) { return t->cursor; }
const struct anim *table_moving(const struct table *t) { return t->anim.active ? &t->anim : NULL; }
unsigned table_computer(const struct table *t) { return t->computer; }
bool table_paused(const struct table *t) { return t->paused; }
long long table_ready_at(const struct table *t) { return t->ready_at; }
unsigned long table_chimes(const struct table *t) { return t->chimes; }
const tb_rules *table_first_rules(const struct table *t) { return t->cfg.rules; }

const char *table_record(const struct table *t)
{
    return t->record_version == t->version ? t->record : NULL;
}

int table_tallied(const struct table *t) { return t->tallied; }

int table_wins(const struct table *t, int i, const char **name)
{
    *name = t->tally[i].name;
    return t->tally[i].wins;
}

bool table_is_computer(const struct table *t, int player) { return (t->computer >> player) & 1; }

bool table_all_computer(const struct table *t)
{
    unsigned all = (1u << t->rules->players) - 1;
    return (t->computer & all) == all;
}

int table_lone_person(const struct table *t)
{
    int person = -1, people = 0;
    for (int p = 0; p < t->rules->players; p++)
        if (!table_is_computer(t, p)) {
            person = p;
            people++;
        }
    return people == 1 ? person : -1;
}

int table_human_to_move(const struct table *t)
{
    int p = tb_game_position(t->game)->to_move;
    if (tb_game_over(t->game) || t->anim.active || table_is_computer(t, p) ||
        tb_game_must_pass(t->game))
        return -1;
    return p;
}

/* Answers about the position as it stood are of no use any more. */
static void forget_answers(struct table *t) { t->epoch++; }

/* What the advisor's answers are about: the position as it stands, under
 * the settings as they are. */
static struct advice_key key_of(const struct table *t)
{
    return (struct advice_key){t->epoch, settings_generation(t->settings)};
}

int table_tips(const struct table *t, const struct ai_hint **tip)
{
    return advisor_tips(t->advisor, key_of(t), tip);
}

static void pause_after_ply(struct table *t)
{
    int ms = table_all_computer(t) ? DEMO_MS : COMPUTER_MS;
    t->ready_at = now_ms() + speed_ms(settings_speed(t->settings), ms);
}

/* The game changed: nothing stays highlighted or answered, and a resumed
 * game is no longer as it came back. */
static void changed(struct table *t)
{
    t->version++;
    forget_answers(t);
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
        const char *name = t->cfg.names[p];
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

struct table *table_open(const struct table_config *cfg, const struct settings *settings,
                         struct advisor *advisor, int *status)
{
    tb_tags tags = {0};
    struct table *t = calloc(1, sizeof *t);
    if (!t) {
        fprintf(stderr, _("tihbat: cannot start the game: %s\n"),
                i18n_engine(tb_strerror(TB_ENOMEM)));
        *status = 1;
        return NULL;
    }
    t->cfg = *cfg;
    t->settings = settings;
    t->advisor = advisor;
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
    if (!t->game) {
        free(t);
        return NULL;
    }
    t->rules = tb_game_rules(t->game);
    t->computer = cfg->computer;
    fit_computer(t, cfg->demo);
    /* A perfect computer or tips need the solved tables: ready from the start. */
    if ((t->computer && settings_level(settings) == AI_PERFECT) || settings_hints(settings))
        advisor_prepare(advisor, t->game);
    set_names(t, &tags);
    set_date(t, &tags);
    changed(t);
    return t;
}

void table_close(struct table *t)
{
    if (t)
        tb_game_free(t->game);
    free(t);
}

/* ---- The game ---- */

struct event table_start_from(struct table *t, const tb_rules *rules, const tb_position *start)
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
    if (status != TB_OK)
        return (struct event){.kind = EVENT_CANNOT_START, .status = status};
    t->paused = false;
    t->serial++;
    set_date(t, NULL);
    changed(t);
    return event(EVENT_NEW_GAME);
}

struct event table_stage(struct table *t, const tb_rules *rules, const tb_position *start,
                         const char *plies)
{
    struct event started = table_start_from(t, rules, start);
    if (started.kind != EVENT_NEW_GAME)
        return started;
    for (const char *c = plies; c && *c; c++) {
        int status = *c == ' ' ? TB_OK : tb_game_play(t->game, tb_hole_from_label(rules, *c), NULL);
        if (status != TB_OK)
            return (struct event){.kind = EVENT_REFUSED, .status = status};
    }
    changed(t);
    return started;
}

struct event table_new_game(struct table *t, const tb_rules *rules)
{
    return table_start_from(t, rules, rules == t->cfg.rules ? t->cfg.start : NULL);
}

void table_resume(struct table *t, tb_game *g, const tb_tags *tags)
{
    bool all = table_all_computer(t);
    table_settle(t);
    tb_game_free(t->game);
    t->game = g;
    t->rules = tb_game_rules(t->game);
    fit_computer(t, all);
    set_names(t, tags);
    set_date(t, tags);
    t->serial++;
    changed(t);
    t->resumed_at = tb_game_ply(t->game);
}

/* The animation is over: the landing hole stays marked, and the computer
 * waits a moment before its turn. */
static void finish_ply(struct table *t)
{
    t->anim.active = false;
    t->landing = t->anim.acc.last;
    if (t->anim.acc.captured > 0 || t->anim.acc.result.end != TB_END_NONE)
        t->chimes++;
    pause_after_ply(t);
}

void table_settle(struct table *t)
{
    if (t->anim.active)
        finish_ply(t);
}

void table_step(struct table *t)
{
    if (t->anim.active && ++t->anim.frame >= t->anim.frames)
        finish_ply(t);
}

int table_advance(struct table *t, long long now)
{
    if (!t->anim.active || settings_step(t->settings)) /* in step mode keys drop the seeds */
        return -1;
    anim_advance(&t->anim, settings_speed(t->settings), now);
    if (!t->anim.active) {
        finish_ply(t);
        return -1;
    }
    return t->anim.due > now ? (int)(t->anim.due - now) : 0;
}

/* Plays `move`, or the next taken-back ply again, and starts showing it. */
static struct event play_ply(struct table *t, int move, bool again)
{
    table_settle(t);
    tb_position before = *tb_game_position(t->game);
    struct event played = event(EVENT_PLAYED);
    int status =
        again ? tb_game_redo(t->game, &played.acc) : tb_game_play(t->game, move, &played.acc);
    if (status != TB_OK)
        return (struct event){.kind = EVENT_REFUSED, .status = status};
    changed(t);
    /* Step mode shows every move seed by seed, whatever the speed. */
    anim_start(&t->anim, &before, tb_game_position(t->game), &played.acc,
               settings_step(t->settings) ? SPEED_NORMAL : settings_speed(t->settings));
    if (!t->anim.active)
        finish_ply(t);
    return played;
}

struct event table_play(struct table *t, int move) { return play_ply(t, move, false); }

bool table_redo(struct table *t)
{
    table_settle(t);
    return tb_game_ply(t->game) < tb_game_length(t->game) &&
           play_ply(t, 0, true).kind == EVENT_PLAYED;
}

int table_playable(const struct table *t, int out[TB_MAX_HOLES])
{
    unsigned moves = tb_game_moves(t->game);
    int n = 0;
    for (int h = 0; h < tb_holes(t->rules); h++)
        if (moves & (1u << h))
            out[n++] = h;
    return n;
}

struct event table_choose(struct table *t, int hole)
{
    struct event told = {.kind = EVENT_CHOSEN, .hole = hole};
    int me = table_human_to_move(t);
    if (me < 0)
        told.kind = EVENT_WAIT;
    else if (tb_owner(t->rules, hole) != me)
        told.kind = EVENT_NOT_YOURS;
    else if (tb_game_position(t->game)->board[hole] == 0)
        told.kind = EVENT_EMPTY;
    else
        t->cursor = hole;
    return told;
}

void table_unchoose(struct table *t) { t->cursor = -1; }

struct event table_sow(struct table *t)
{
    if (table_human_to_move(t) < 0)
        return event(EVENT_WAIT);
    if (t->cursor < 0)
        return event(EVENT_CHOOSE_FIRST);
    return table_play(t, t->cursor);
}

struct event table_undo(struct table *t, bool to_person)
{
    tb_game *g = t->game;
    table_settle(t);
    if (tb_game_ply(g) == 0)
        return event(EVENT_NO_UNDO);
    /* Back to a position where a person chooses: the computer's plies and
     * forced passes would only be played again at once. */
    struct event told = event(EVENT_TOOK_BACK);
    do {
        int ply = tb_game_ply(g) - 1;
        told.player = tb_game_position_at(g, ply)->to_move;
        told.move = tb_game_move_at(g, ply);
        tb_game_undo(g);
        told.count++;
    } while (to_person && tb_game_ply(g) > 0 && !table_all_computer(t) &&
             (table_is_computer(t, tb_game_position(g)->to_move) || tb_game_must_pass(g)));
    if (to_person && table_all_computer(t))
        t->paused = true;
    changed(t);
    return told;
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

struct event table_save_record(struct table *t, const char *path)
{
    int error = save_record(path, t->game, &t->tags);
    if (error)
        return (struct event){.kind = EVENT_NOT_SAVED, .status = error, .path = path};
    snprintf(t->record, sizeof t->record, "%s", path);
    t->record_version = t->version;
    return (struct event){.kind = EVENT_SAVED, .path = t->record};
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
    /* The preview marks where its last seed would fall and every hole it
     * would take, and nothing of the move before. */
    tb_position after;
    tb_account acc;
    if (table_preview(t, &after, &acc)) {
        if (acc.last >= 0)
            v->marks[acc.last] |= MARK_LANDING;
        for (int i = 0; i < acc.capture_holes; i++)
            v->marks[acc.capture_hole[i]] |= MARK_TAKES;
    } else if (t->landing >= 0) {
        v->marks[t->landing] |= MARK_LAST;
    }
    /* The tip's best moves: those worth what the best is. */
    const struct ai_hint *tip;
    int tips = table_tips(t, &tip);
    for (int i = 0; i < tips && tip[i].value == tip[0].value; i++)
        if (tip[i].move >= 0)
            v->marks[tip[i].move] |= MARK_TIP;
}

bool table_preview(const struct table *t, tb_position *after, tb_account *acc)
{
    if (!settings_preview(t->settings) || t->cursor < 0 || table_human_to_move(t) < 0)
        return false;
    return tb_sow(t->rules, tb_game_position(t->game), t->cursor, after, acc) == TB_OK;
}

bool table_would_repeat(const struct table *t, int move, tb_result *res)
{
    tb_position after;
    tb_account acc;
    /* A capture starts the history afresh: nothing before it can come back. */
    return tb_sow(t->rules, tb_game_position(t->game), move, &after, &acc) == TB_OK &&
           acc.captured == 0 && tb_game_seen(t->game, &after) &&
           tb_score(t->rules, &after, TB_END_REPETITION, res) == TB_OK;
}

/* ---- The computer ---- */

void table_set_computer(struct table *t, unsigned computer)
{
    t->computer = computer & ((1u << t->rules->players) - 1);
    t->paused = false;
    forget_answers(t); /* it was thinking for the old sides */
}

struct event table_pause(struct table *t, bool paused)
{
    t->paused = paused;
    return event(paused ? EVENT_PAUSED : EVENT_GOING_ON);
}

struct event table_tip(struct table *t)
{
    struct event told = event(EVENT_TIPS);
    const struct ai_hint *tip;
    if (!settings_hints(t->settings))
        told.kind = EVENT_TIPS_OFF;
    else if (table_human_to_move(t) < 0)
        told.kind = EVENT_NO_TIP;
    else if (table_tips(t, &tip) == 0) {
        advisor_want_tips(t->advisor, key_of(t));
        told.kind = EVENT_THINKING;
    }
    return told;
}

int table_drive(struct table *t, bool computer, struct event *told)
{
    long long now = now_ms();
    struct advice_key key = key_of(t);
    *told = event(EVENT_NONE);
    if (t->anim.active)
        return -1; /* table_advance shows it */
    if (advisor_take(t->advisor, key))
        *told = event(EVENT_TIPS);
    bool tips_wanted = advisor_wants_tips(t->advisor, key);
    if (tips_wanted && table_human_to_move(t) >= 0)
        advisor_ask(t->advisor, t->game, THINK_TIPS, settings_level(t->settings), key);
    int to_move = tb_game_position(t->game)->to_move;
    bool pass = tb_game_must_pass(t->game);
    bool turn = !t->paused && !tb_game_over(t->game) &&
                (pass || (computer && table_is_computer(t, to_move)));
    bool have_move = advisor_has_move(t->advisor, key);
    if (turn && (pass || have_move) && now >= t->ready_at) {
        int move = TB_PASS;
        if (!pass)
            advisor_take_move(t->advisor, key, &move);
        if (move == TB_NO_MOVE) { /* it could not think */
            t->paused = true;
            *told = event(EVENT_CANNOT_THINK);
            return 0;
        }
        struct event played = table_play(t, move);
        if (played.kind == EVENT_REFUSED) {
            t->paused = true; /* the computer could not move: a person decides */
            *told = played;
        }
        return 0;
    }
    if (turn && !pass && !have_move)
        advisor_ask(t->advisor, t->game, THINK_MOVE, settings_level(t->settings), key);
    if (turn && (pass || have_move))
        return (int)(t->ready_at - now);
    return turn || tips_wanted ? POLL_MS : -1;
}
