/*
 * lessons.c - the tutorial: each rule taught by a staged position that the
 * learner plays.  The engine's account of the learner's move says whether
 * the rule acted (why the last seed captured or not, the seeds lifted, the
 * end), and the lesson explains it; a lesson missed starts again.
 */
#define _XOPEN_SOURCE 700 /* ncursesw's wide characters */
#include <stdio.h>
#include <string.h>

#include <curses.h>

#include "app/i18n.h"
#include "tui/lesson.h"
#include "tui/mode.h"
#include "tui/narrate.h"
#include "tui/notice.h"
#include "tui/play.h"
#include "tui/playing.h"

/* What a lesson wants to see in the account of the learner's last ply. */
enum goal {
    GOAL_SOWN,        /* any move that sows */
    GOAL_ORIGIN,      /* the first seed went back into its hole */
    GOAL_CAPTURE,     /* the last seed captured */
    GOAL_OTHER_SIDE,  /* it fell on the other side */
    GOAL_TOO_MANY,    /* it made more than capture_max */
    GOAL_SINGLE,      /* a single seed lifted */
    GOAL_REPETITION,  /* the game ended by repetition */
    GOAL_CHAIN,       /* the capture went on to the next holes */
};

struct lesson {
    const char *rules, *position;
    int plies; /* the plies the learner plays before the check */
    enum goal goal;
    const char *title, *task, *lesson, *hint;
};

static const struct lesson lessons[] = {
    {"tihbat", "7,7,7,7:1:0,0", 1, GOAL_SOWN, N_("Sowing"),
     N_("On your turn you lift every seed of one of your holes and sow them one by one into "
        "the holes that follow, in the order of the letters. You are South: choose A or B, "
        "then press Enter."),
     N_("Each seed went into the next hole, round the board in letter order: A, B, C, D, "
        "then A again."),
     N_("Choose one of your own holes, A or B, and press Enter.")},
    {"tihbat", "0,3,0,0:1:0,0", 1, GOAL_ORIGIN, N_("The first seed goes back into its hole"),
     N_("In Tihbat the first seed you lift goes straight back into the hole it came from. "
        "Sow B, and watch where the first seed falls."),
     N_("The first seed went back into B; the others followed into C and D."),
     N_("Sow B: it is the hole with seeds.")},
    {"tihbat", "3,4,2,6:1:0,0", 1, GOAL_CAPTURE, N_("Capturing on your own side"),
     N_("If your last seed falls in one of your own holes and makes it hold 2, 4, 6 or 8, "
        "you capture those seeds. Find the move that captures."),
     N_("The last seed made one of your holes even and at most eight: those seeds are yours."),
     N_("Count the seeds: from B, the first goes back into B, then C, D, and the last into "
        "A.")},
    {"tihbat", "3,2,1,5:1:0,0", 1, GOAL_OTHER_SIDE, N_("No capture on the other side"),
     N_("Seeds on your opponent's side are never captured in Tihbat, even when the count is "
        "even. Play either move and see."),
     N_("The last seed made C even, but C is North's hole: no capture."),
     N_("Play A or B.")},
    {"tihbat", "9,4,2,6:1:0,0", 1, GOAL_TOO_MANY, N_("More than eight is safe"),
     N_("A hole that the last seed makes hold more than 8 is not captured, even on your side. "
        "Sow B and count."),
     N_("A now holds 10, more than 8: no capture."),
     N_("Sow B.")},
    {"tihbat", "3,1,2,6:1:0,0", 1, GOAL_SINGLE, N_("The single-seed move"),
     N_("Lifting a single seed puts it straight back into its hole: the board does not "
        "change, and the turn passes. Play the hole with one seed."),
     N_("The seed went back into B, nothing changed, and it is North's turn."),
     N_("B holds a single seed: sow it.")},
    {"tihbat", "1,5,1,5:1:8,8", 2, GOAL_REPETITION, N_("The end by repetition"),
     N_("When a position comes back (the same board with the same player to move), the game "
        "ends. You play both sides here: sow A for South, then C for North."),
     N_("The board came back as it was, with South to move again: the game is over."),
     N_("Sow A for South, then C for North.")},
    {"tihbat", "1,3,1,3:1:9,11", 2, GOAL_REPETITION, N_("The split"),
     N_("When the game ends by repetition, the seeds left on the board are shared equally. "
        "Sow A, then C, and look at the score."),
     N_("The 8 seeds left were shared, 4 each: South has 13, North 15."),
     N_("Sow A for South, then C for North.")},
    {"bakuk", "8,8,2,1,9,8:1:0,0", 1, GOAL_CHAIN, N_("Bakuk: the forward chain"),
     N_("In Bakuk sowing starts with the next hole, and captures 2 or 4 on either side. After "
        "a capture the next hole is taken too if it holds 2 or 4, and the next, until one does "
        "not. Find the move that captures three holes' worth."),
     N_("C made 4 and was taken; D held 2 and was taken too; E held 10 and stopped the chain."),
     N_("From A, 8 seeds go to B, C, D, E, F, A, B and C.")},
};

enum { LESSONS = (int)(sizeof lessons / sizeof lessons[0]) };

static bool reached(const struct lesson *l, const tb_account *acc)
{
    switch (l->goal) {
    case GOAL_SOWN: return acc->move != TB_PASS;
    case GOAL_ORIGIN: return acc->lifted > 1 && acc->sown[0] == acc->move;
    case GOAL_CAPTURE: return acc->why == TB_WHY_CAPTURE;
    case GOAL_OTHER_SIDE: return acc->why == TB_WHY_OTHER_SIDE;
    case GOAL_TOO_MANY: return acc->why == TB_WHY_TOO_MANY;
    case GOAL_SINGLE: return acc->lifted == 1;
    case GOAL_REPETITION: return acc->result.end == TB_END_REPETITION;
    case GOAL_CHAIN: return acc->why == TB_WHY_CAPTURE && acc->capture_holes > 1;
    }
    return false;
}

struct lesson_mode {
    struct mode mode;
    int index;   /* the lesson being played */
    bool judged; /* its verdict is given */
    int next;    /* the lesson to begin once the verdict is read, or -1 */
};

/* Stages lesson i and shows what to do. */
static void begin(struct lesson_mode *lm, struct tui *f, int i)
{
    const struct lesson *l = &lessons[i];
    const tb_rules *r = tb_rules_find(l->rules);
    tb_position pos;
    char title[SENTENCE_SIZE];
    if (!r || tb_position_parse(r, l->position, &pos, NULL) != TB_OK ||
        !table_start_from(&f->table, r, &pos))
        return; /* the table is checked by the lessons test */
    table_set_computer(&f->table, 0); /* the learner plays every move */
    *lm = (struct lesson_mode){.mode = lm->mode, .index = i, .next = -1};
    snprintf(title, sizeof title, _("Lesson %d of %d: %s"), i + 1, LESSONS, _(l->title));
    notice_open(f, title, _(l->task));
}

/* Judges the learner's plies once the lesson's plies are played. */
static void judge(struct lesson_mode *lm, struct tui *f)
{
    const struct table *t = &f->table;
    const struct lesson *l = &lessons[lm->index];
    tb_account acc;
    char told[SENTENCE_SIZE], text[2 * SENTENCE_SIZE];
    table_account(t, tb_game_ply(t->game), &acc);
    bool passed = reached(l, &acc);
    narrate_ply(t, &acc, told, sizeof told);
    lm->judged = true;
    lm->next = passed ? lm->index + 1 : lm->index;
    /* TRANSLATORS: what the move did, then what the lesson says of it. */
    snprintf(text, sizeof text, _("%s %s"), told, passed ? _(l->lesson) : _(l->hint));
    notice_open(f, passed ? _("Well done") : _("Not quite"), text);
}

static int lesson_tick(struct mode *m, struct tui *f)
{
    struct lesson_mode *lm = (struct lesson_mode *)m;
    const struct table *t = &f->table;
    int wait = table_drive(&f->table, false);
    if (lm->next >= LESSONS) { /* the verdict on the last one is read */
        play_begin(f);
        notice_open(f, _("Every lesson is done"),
                    _("You know every rule now. Play on from here, or press n for a new game."));
    } else if (lm->next >= 0) {
        begin(lm, f, lm->next);
    } else if (!lm->judged && !t->anim.active &&
               tb_game_ply(t->game) >= lessons[lm->index].plies) {
        judge(lm, f);
    } else {
        return wait;
    }
    return 0;
}

static void lesson_key(struct mode *m, struct tui *f, const struct input *in)
{
    (void)m;
    if (!playing_key(f, in))
        say(&f->table, true, "%s", _("That key does nothing here. Press ? to see the keys."));
}

static void lesson_show(const struct mode *m, const struct tui *f, struct shown *s)
{
    static const struct key_help bar[] = {
        {"u", N_("undo")}, {"s", N_("save")}, {"m", N_("menu")}, {"?", N_("help")},
        {"n", N_("new game")}, {"q", N_("quit")}, {NULL, NULL},
    };
    const struct lesson_mode *lm = (const struct lesson_mode *)m;
    const struct table *t = &f->table;
    const struct lesson *l = &lessons[lm->index];
    char text[SENTENCE_SIZE];
    snprintf(text, sizeof text, _("%s - lesson %d of %d"), rules_title(t->rules),
             lm->index + 1, LESSONS);
    s->title = shown_keep(s, text);
    /* The story begins with what the lesson asks, in case it was missed. */
    shown_story(s, t, _(l->task));
    s->keys = bar;
    playing_show(t, s);
}

/* Lessons leave the saved game alone. */
static const struct mode_ops lesson_ops = {
    .autosaves = false, .key = lesson_key, .tick = lesson_tick, .show = lesson_show,
};

void lesson_begin(struct tui *f)
{
    struct lesson_mode *lm = mode_base(f, &lesson_ops, sizeof *lm);
    if (lm)
        begin(lm, f, 0);
}
