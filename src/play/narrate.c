/*
 * narrate.c - the sentences that tell what happened: each ply, the end of
 * the game, the winner, the tips.  Whole sentences with placeholders, so
 * that each translates as a whole.
 */
#include <stdio.h>
#include <string.h>

#include "app/explain.h"
#include "app/i18n.h"
#include "play/narrate.h"

/* The engine marks its titles for the catalogues. */
const char *rules_title(const tb_rules *r) { return i18n_engine(r->title); }

const char *level_title(enum ai_level level) { return _(ai_level_name(level)); }

const char *speed_title(enum speed speed)
{
    static const char *const titles[SPEEDS] = {N_("off"), N_("fast"), N_("normal"), N_("slow")};
    return _(titles[speed]);
}

void holes_of(const tb_rules *r, int player, char *buf, size_t size)
{
    size_t n = 0;
    for (int h = player * r->holes_per_player; h < (player + 1) * r->holes_per_player; h++)
        if (n + 3 <= size) {
            if (n)
                buf[n++] = ' ';
            buf[n++] = tb_label(h);
        }
    buf[n] = '\0';
}

/* A sentence more at the end of buf, when there is room. */
static void append(char *buf, size_t size, const char *sentence)
{
    size_t n = strlen(buf);
    if (n + 1 < size)
        snprintf(buf + n, size - n, " %s", sentence);
}

/* The hole a chain stopped at, the one after the last it took, or -1: no
 * chain, or it took every hole and came round to the last seed's.  The
 * account keeps to what the library's users have always been given, so
 * the stop is found here (what it holds is the position after the ply's,
 * since it was not taken). */
static int chain_stop(const tb_rules *r, const tb_account *acc)
{
    int holes = tb_holes(r), taken = acc->capture_holes;
    if (r->chain == TB_CHAIN_NONE || taken == 0 || taken >= holes)
        return -1;
    int step = r->chain == TB_CHAIN_BACKWARD ? holes - 1 : 1;
    int stop = (acc->capture_hole[taken - 1] + step) % holes;
    return stop == acc->last ? -1 : stop;
}

/* Why each hole of a chain was taken, and why the chain stopped: "D
 * holds 2: taken too. E holds 10: the chain stops." */
static void chain_reasons(const struct table *t, const tb_account *acc, const tb_position *after,
                          char *buf, size_t size)
{
    const tb_rules *r = table_rules(t);
    char said[SENTENCE_SIZE];
    for (int i = 1; i < acc->capture_holes; i++) {
        snprintf(said, sizeof said, _("%c holds %d: taken too."), tb_label(acc->capture_hole[i]),
                 acc->capture_seeds[i]);
        append(buf, size, said);
    }
    int stop = chain_stop(r, acc);
    if (stop < 0)
        return;
    int seeds = after->board[stop], owner = tb_owner(r, stop);
    bool count_takes = seeds >= 2 && seeds <= r->capture_max && seeds % 2 == 0;
    if (count_takes && r->capture_side == TB_CAPTURE_OWN_SIDE && owner != acc->player)
        snprintf(said, sizeof said, _("%c holds %d, but on %s's side: the chain stops."),
                 tb_label(stop), seeds, table_name(t, owner));
    else
        snprintf(said, sizeof said, _("%c holds %d: the chain stops."), tb_label(stop), seeds);
    append(buf, size, said);
}

void narrate_landing(const struct table *t, const tb_account *acc, const tb_position *after,
                     char *buf, size_t size)
{
    const char *who = table_name(t, acc->player);
    char last = tb_label(acc->last);
    switch (acc->why) {
    case TB_WHY_CAPTURE:
        snprintf(buf, size,
                 ngettext("The last one fell in %c, which now holds %d: %s captures it.",
                          "The last one fell in %c, which now holds %d: %s captures them.",
                          (unsigned long)acc->last_count),
                 last, acc->last_count, who);
        chain_reasons(t, acc, after, buf, size);
        break;
    case TB_WHY_OTHER_SIDE:
        snprintf(buf, size, _("The last one fell in %c, on %s's side: no capture there."), last,
                 table_name(t, tb_owner(table_rules(t), acc->last)));
        break;
    case TB_WHY_ODD:
        snprintf(buf, size,
                 _("The last one fell in %c, which now holds %d, an odd number: no capture."), last,
                 acc->last_count);
        break;
    case TB_WHY_TOO_MANY:
        snprintf(buf, size,
                 _("The last one fell in %c, which now holds %d, more than %d: no capture."), last,
                 acc->last_count, table_rules(t)->capture_max);
        break;
    case TB_WHY_FIRST_MOVE:
        snprintf(buf, size,
                 _("The last one fell in %c, which now holds %d, but the first move of the game "
                   "captures nothing."),
                 last, acc->last_count);
        break;
    case TB_WHY_WHOLE_ROW:
        snprintf(buf, size,
                 _("The last one fell in %c, which now holds %d, but taking it would leave a "
                   "player's holes without a seed: no capture."),
                 last, acc->last_count);
        break;
    case TB_WHY_PASS: buf[0] = '\0'; break;
    }
}

void narrate_ply(const struct table *t, const tb_account *acc, const tb_position *after, char *buf,
                 size_t size)
{
    const char *who = table_name(t, acc->player);
    if (acc->move == TB_PASS) {
        snprintf(buf, size, _("%s has no seed to sow and passes."), who);
        return;
    }
    char from = tb_label(acc->move);
    if (table_rules(t)->origin_first && acc->lifted == 1) {
        snprintf(buf, size,
                 _("%s lifted the single seed of %c: it goes straight back, and the turn "
                   "passes."),
                 who, from);
        return;
    }
    char sowed[SENTENCE_SIZE], landed[SENTENCE_SIZE];
    snprintf(sowed, sizeof sowed,
             ngettext("%s sowed %d seed from %c.", "%s sowed %d seeds from %c.",
                      (unsigned long)acc->lifted),
             who, acc->lifted, from);
    narrate_landing(t, acc, after, landed, sizeof landed);
    /* TRANSLATORS: two sentences in a row: what was sown, where it fell. */
    snprintf(buf, size, _("%s %s"), sowed, landed);
}

/* Does `player` hold a seed in one of its holes now? */
static bool holds_seeds(const struct table *t, int player)
{
    const tb_position *p = tb_game_position(table_game(t));
    for (int h = player * table_rules(t)->holes_per_player;
         h < (player + 1) * table_rules(t)->holes_per_player; h++)
        if (p->board[h])
            return true;
    return false;
}

/* What became of the seeds left at this end. */
static enum tb_leftover end_leftover(const struct table *t, const tb_result *res)
{
    return res->end == TB_END_REPETITION ? table_rules(t)->repetition_leftover
                                         : table_rules(t)->leftover;
}

/* "Each player takes the seeds left in their own holes: Amina 5, Youssef 3." */
static void owned_list(const struct table *t, const tb_result *res, char *buf, size_t size)
{
    char list[SENTENCE_SIZE] = "";
    size_t n = 0;
    for (int i = 0; i < table_rules(t)->players && n < sizeof list; i++)
        n += (size_t)snprintf(list + n, sizeof list - n, _("%s%s %d"), i ? _(", ") : "",
                              table_name(t, i), res->owned[i]);
    snprintf(buf, size, _("Each player takes the seeds left in their own holes: %s."), list);
}

void narrate_end(const struct table *t, const tb_result *res, bool brief, char *buf, size_t size)
{
    char why[SENTENCE_SIZE], left[SENTENCE_SIZE] = "";
    switch (res->end) {
    case TB_END_ALL_CAPTURED:
        snprintf(why, sizeof why, "%s", _("Every seed has been captured, so the game is over."));
        break;
    case TB_END_REPETITION:
        snprintf(why, sizeof why, "%s",
                 brief ? _("A position came back, so the game is over.")
                       : _("The board came back to a position it had before, with the same "
                           "player to move: the game would go round for ever, so it ends here."));
        break;
    case TB_END_NO_MOVES: {
        int mover = tb_game_position(table_game(t))->to_move;
        if (holds_seeds(t, mover))
            snprintf(why, sizeof why,
                     _("%s has no hole with enough seeds to sow, so the game is over."),
                     table_name(t, mover));
        else
            snprintf(why, sizeof why, _("%s has no seed to sow, so the game is over."),
                     table_name(t, mover));
        break;
    }
    case TB_END_NONE: buf[0] = '\0'; return;
    }
    enum tb_leftover leftover = end_leftover(t, res);
    /* Briefly, the scores say how the seeds left were shared. */
    bool scores_say = brief && leftover != TB_LEFTOVER_IGNORED;
    if (scores_say || res->left == 0)
        left[0] = '\0';
    else if (leftover == TB_LEFTOVER_OWNERS)
        owned_list(t, res, left, sizeof left);
    else if (leftover == TB_LEFTOVER_SPLIT)
        snprintf(left, sizeof left,
                 ngettext("The %d seed left on the board is shared: %d for each player.",
                          "The %d seeds left on the board are shared: %d for each player.",
                          (unsigned long)res->left),
                 res->left, res->share);
    else
        snprintf(left, sizeof left,
                 ngettext("The %d seed left on the board counts for no one.",
                          "The %d seeds left on the board count for no one.",
                          (unsigned long)res->left),
                 res->left);
    snprintf(buf, size, left[0] ? _("%s %s") : "%s", why, left);
}

void narrate_score(const struct table *t, const tb_result *res, int p, char *buf, size_t size)
{
    enum tb_leftover leftover = end_leftover(t, res);
    int added = leftover == TB_LEFTOVER_SPLIT    ? res->share
                : leftover == TB_LEFTOVER_OWNERS ? res->owned[p]
                                                 : 0;
    int captured = res->scores[p] - added;
    if (added > 0 && leftover == TB_LEFTOVER_SPLIT)
        /* TRANSLATORS: a player's score at the end: the seeds captured,
         * their share of those left on the board, and the sum. */
        snprintf(buf, size, _("%s: %d captured + %d shared = %d seeds"), table_name(t, p), captured,
                 added, res->scores[p]);
    else if (added > 0)
        /* TRANSLATORS: a player's score at the end: the seeds captured,
         * those left in the player's own holes, and the sum. */
        snprintf(buf, size, _("%s: %d captured + %d from their holes = %d seeds"), table_name(t, p),
                 captured, added, res->scores[p]);
    else
        snprintf(buf, size, ngettext("%s: %d seed", "%s: %d seeds", (unsigned long)res->scores[p]),
                 table_name(t, p), res->scores[p]);
}

void narrate_winner(const struct table *t, const tb_result *res, char *buf, size_t size)
{
    bool two = table_rules(t)->players == 2;
    int me = table_lone_person(t);
    /* Against the computer the words speak to the person. */
    if (me >= 0 && res->winner == me && two)
        snprintf(buf, size, _("You win, %d to %d!"), res->scores[me], res->scores[1 - me]);
    else if (me >= 0 && res->winner == me)
        snprintf(buf, size,
                 ngettext("You win with %d seed!", "You win with %d seeds!",
                          (unsigned long)res->scores[me]),
                 res->scores[me]);
    else if (me >= 0 && res->winner >= 0 && two)
        snprintf(buf, size, _("You lose, %d to %d. Have another go!"), res->scores[me],
                 res->scores[1 - me]);
    else if (res->winner >= 0 && two)
        snprintf(buf, size, _("%s wins, %d to %d!"), table_name(t, res->winner),
                 res->scores[res->winner], res->scores[1 - res->winner]);
    else if (res->winner >= 0)
        snprintf(buf, size,
                 ngettext("%s wins with %d seed!", "%s wins with %d seeds!",
                          (unsigned long)res->scores[res->winner]),
                 table_name(t, res->winner), res->scores[res->winner]);
    else if (two)
        snprintf(buf, size, _("A draw, %d to %d."), res->scores[0], res->scores[1]);
    else
        snprintf(buf, size, "%s", _("A draw: no one has more seeds than everyone else."));
}

bool narrate_repetition_ahead(const struct table *t, int move, char *buf, size_t size)
{
    int holes[TB_MAX_HOLES], n = move >= 0 ? 1 : table_playable(t, holes);
    tb_result res;
    buf[0] = '\0';
    if (move >= 0)
        holes[0] = move;
    for (int i = 0; i < n; i++) {
        if (!table_would_repeat(t, holes[i], &res))
            continue;
        char hole = tb_label(holes[i]);
        bool two = table_rules(t)->players == 2;
        if (two && res.winner < 0)
            snprintf(buf, size,
                     _("%c brings back an earlier position: the game would end, %d seeds each."),
                     hole, res.scores[0]);
        else if (two)
            snprintf(buf, size,
                     _("%c brings back an earlier position: the game would end, %s winning %d "
                       "to %d."),
                     hole, table_name(t, res.winner), res.scores[res.winner],
                     res.scores[1 - res.winner]);
        else if (res.winner >= 0)
            snprintf(buf, size,
                     _("%c brings back an earlier position: the game would end, %s winning with "
                       "%d seeds."),
                     hole, table_name(t, res.winner), res.scores[res.winner]);
        else
            snprintf(buf, size,
                     _("%c brings back an earlier position: the game would end in a draw."), hole);
        return true;
    }
    return false;
}

void narrate_tally(const struct table *t, char *buf, size_t size)
{
    char list[SENTENCE_SIZE] = "";
    size_t n = 0;
    for (int i = 0; i < table_tallied(t) && n < sizeof list; i++) {
        const char *name;
        int wins = table_wins(t, i, &name);
        /* TRANSLATORS: the separator, a name and the games it won, in a
         * list: "Amina 2, Youssef 1". */
        n +=
            (size_t)snprintf(list + n, sizeof list - n, _("%s%s %d"), i ? _(", ") : "", name, wins);
    }
    /* TRANSLATORS: the games each has won since the program started, in
     * a child's words: "Wins so far: Amina 2, Youssef 1." */
    snprintf(buf, size, _("Wins so far: %s."), list);
}

/* What the best move does, in a child's words: the margin the mover can
 * end with (the value counts the seeds still on the board; the stores
 * add the rest). */
static void best_margin(const struct table *t, const struct ai_hint *tip, char *buf, size_t size)
{
    const tb_position *p = tb_game_position(table_game(t));
    int me = p->to_move;
    explain_you_finish(tip->value + p->captured[me] - p->captured[1 - me], buf, size);
}

/* The tips (best first), in a child's words: the best move and what it
 * can win. */
static void narrate_tips(const struct table *t, const struct ai_hint *tip, int tips, char *buf,
                         size_t size)
{
    char margin[SENTENCE_SIZE];
    int best = 1; /* the moves as good as the best */
    while (best < tips && tip[best].value == tip[0].value)
        best++;
    if (tips == 0)
        snprintf(buf, size, "%s", _("No tip for this position."));
    else if (table_rules(t)->players != 2 || !tip[0].exact)
        snprintf(buf, size, _("%c looks like the best move."), tb_label(tip[0].move));
    else {
        best_margin(t, &tip[0], margin, sizeof margin);
        if (tips == 1)
            snprintf(buf, size, _("%c is your only move: %s"), tb_label(tip[0].move), margin);
        else if (best == tips)
            snprintf(buf, size, _("Every move is as good as the others: %s"), margin);
        else if (best == 2)
            snprintf(buf, size, _("%c and %c are the best moves: %s"), tb_label(tip[0].move),
                     tb_label(tip[1].move), margin);
        else
            snprintf(buf, size, _("%c is the best move: %s"), tb_label(tip[0].move), margin);
    }
}

void narrate_saved_game(const tb_game *g, const tb_tags *tags, char *buf, size_t size)
{
    const tb_rules *r = tb_game_rules(g);
    char names[TB_MAX_PLAYERS][64];
    for (int p = 0; p < TB_MAX_PLAYERS; p++) /* a record may name no one */
        if (tags->names[p][0])
            snprintf(names[p], sizeof names[p], "%s", tags->names[p]);
        else
            snprintf(names[p], sizeof names[p], _("Player %d"), p + 1);
    if (r->players == 2)
        snprintf(buf, size,
                 ngettext("A game of %s between %s and %s was not finished: %d move was played.",
                          "A game of %s between %s and %s was not finished: %d moves were played.",
                          (unsigned long)tb_game_ply(g)),
                 rules_title(r), names[0], names[1], tb_game_ply(g));
    else
        snprintf(buf, size,
                 ngettext("A game of %s between %s, %s and %s was not finished: "
                          "%d move was played.",
                          "A game of %s between %s, %s and %s was not finished: "
                          "%d moves were played.",
                          (unsigned long)tb_game_ply(g)),
                 rules_title(r), names[0], names[1], names[2], tb_game_ply(g));
}

void narrate_finding(const struct autosave_finding *found, char *buf, size_t size)
{
    char reason[SENTENCE_SIZE];
    if (found->found == FOUND_UNREADABLE) {
        snprintf(buf, size,
                 _("The file %s cannot be read (%s). It is left as it is, and this game is "
                   "not saved as it goes."),
                 found->file, save_strerror(found->error));
        return;
    }
    if (found->error) {
        snprintf(reason, sizeof reason, "%s", strerror(found->error));
    } else {
        char why[SENTENCE_SIZE];
        i18n_error(&found->err, why, sizeof why);
        if (found->err.line > 0)
            snprintf(reason, sizeof reason, _("line %d: %s"), found->err.line, why);
        else
            snprintf(reason, sizeof reason, "%s", why);
    }
    if (found->moved == 0)
        snprintf(buf, size,
                 _("The file %s is not a game record this program can read (%s). It was "
                   "moved aside to %s, and a new game begins."),
                 found->file, reason, found->aside);
    else
        snprintf(buf, size,
                 _("The file %s is not a game record this program can read (%s), and it "
                   "could not be moved aside (%s). A new game begins."),
                 found->file, reason, strerror(found->moved));
}

/* "A B": the holes the player to move can sow. */
static void playable_list(const struct table *t, char *buf, size_t size)
{
    int holes[TB_MAX_HOLES], n = table_playable(t, holes);
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && used + 3 <= size; i++)
        used += (size_t)snprintf(buf + used, size - used, i ? " %c" : "%c", tb_label(holes[i]));
}

bool narrate_event(const struct table *t, const struct event *e, char *buf, size_t size)
{
    const tb_game *g = table_game(t);
    int holes[TB_MAX_HOLES], n = table_playable(t, holes), me = table_human_to_move(t);
    char list[16];
    buf[0] = '\0';
    switch (e->kind) {
    case EVENT_NONE:
    case EVENT_PLAYED: /* the story tells it */
    case EVENT_NEW_GAME:
    case EVENT_CHOSEN: return false;
    case EVENT_REFUSED:
        snprintf(buf, size, _("That move cannot be played: %s."),
                 i18n_engine(tb_strerror(e->status)));
        return true;
    case EVENT_CANNOT_START:
        snprintf(buf, size, _("Cannot start a new game: %s."), i18n_engine(tb_strerror(e->status)));
        return true;
    case EVENT_TOOK_BACK:
        if (e->count > 1)
            snprintf(buf, size,
                     ngettext("Took back %d move: it is %s's turn again.",
                              "Took back %d moves: it is %s's turn again.",
                              (unsigned long)e->count),
                     e->count, table_name(t, tb_game_position(g)->to_move));
        else if (e->move == TB_PASS)
            snprintf(buf, size, _("Took back %s's pass."), table_name(t, e->player));
        else
            snprintf(buf, size, _("Took back %s's move from %c."), table_name(t, e->player),
                     tb_label(e->move));
        return false;
    case EVENT_NO_UNDO: snprintf(buf, size, "%s", _("There is no move to take back.")); return true;
    case EVENT_SAVED:
        snprintf(buf, size, _("The game record is saved in %s."), e->path);
        return false;
    case EVENT_NOT_SAVED:
        snprintf(buf, size, _("Could not save the game record in %s: %s."), e->path,
                 save_strerror(e->status));
        return true;
    case EVENT_TIPS: {
        const struct ai_hint *tip;
        int tips = table_tips(t, &tip);
        char ahead[SENTENCE_SIZE];
        narrate_tips(t, tip, tips, buf, size);
        if (narrate_repetition_ahead(t, -1, ahead, sizeof ahead))
            append(buf, size, ahead);
        return false;
    }
    case EVENT_TIPS_OFF:
        snprintf(buf, size, "%s", _("Tips are off. They can be turned on in the menu (m)."));
        return true;
    case EVENT_NO_TIP:
        snprintf(buf, size, "%s", _("No tip now: it is not a person's turn."));
        return true;
    case EVENT_THINKING: snprintf(buf, size, "%s", _("Thinking about a tip...")); return false;
    case EVENT_CANNOT_THINK:
        snprintf(buf, size, "%s",
                 _("The computer cannot think: out of memory. Press Space to try again."));
        return true;
    case EVENT_WAIT:
        snprintf(buf, size, _("Please wait: it is %s's turn."),
                 table_name(t, tb_game_position(g)->to_move));
        return true;
    case EVENT_NOT_YOURS:
        playable_list(t, list, sizeof list);
        snprintf(buf, size, _("%c is %s's hole. %s, choose one of yours: %s."), tb_label(e->hole),
                 table_name(t, tb_owner(table_rules(t), e->hole)), table_name(t, me), list);
        return true;
    case EVENT_EMPTY:
        if (n == 1)
            snprintf(buf, size, _("%c is empty: press %c."), tb_label(e->hole), tb_label(holes[0]));
        else
            snprintf(buf, size, _("%c is empty: choose another hole."), tb_label(e->hole));
        return true;
    case EVENT_CHOOSE_FIRST:
        playable_list(t, list, sizeof list);
        if (n == 1)
            snprintf(buf, size, _("First choose a hole: press %c."), tb_label(holes[0]));
        else
            snprintf(buf, size, _("First choose a hole: press one of %s."), list);
        return true;
    case EVENT_PAUSED: snprintf(buf, size, "%s", _("Paused. Press Space to go on.")); return false;
    case EVENT_GOING_ON: snprintf(buf, size, "%s", _("Going on.")); return false;
    }
    return false;
}
