/*
 * course.c - the lessons: a rule each, on a staged position, in the order
 * a beginner meets them; and the lessons done, kept in the state
 * directory (src/app/save.c) as their names, one a line, so that a lesson
 * added later leaves what was done as it was.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/course.h"
#include "app/i18n.h"
#include "app/save.h"

/* The numbers and holes each lesson's words name are in its `says`, which
 * the unit tests hold against the engine's account of its right plies. */
static const struct lesson lessons[] = {
    {"sowing", "tihbat", "7,7,7,7:1:0,0", NULL, 1, GOAL_SOWN, N_("Sowing"),
     N_("Lift all the seeds of one of your holes and sow them one a hole, round the board. "
        "You are Player 1: choose A or B, then press Enter."),
     N_("The first seed went back into its own hole, and the others went on one a hole, in "
        "letter order: A, B, C, D, then A again."),
     N_("Choose one of your own holes, A or B, and press Enter."), "A|B", ""},
    {"origin", "tihbat", "0,3,0,0:1:0,0", NULL, 1, GOAL_ORIGIN,
     N_("The first seed goes back into its hole"),
     N_("In Tihbat the first seed you lift goes straight back into the hole it came from. Sow "
        "B, and watch where the first seed falls."),
     N_("The first seed went back into B; the others followed into C and D."),
     N_("Sow B: it is the hole with seeds."), "B", "B=1 C=1 D=1 last=D"},
    {"capture", "tihbat", "3,4,2,6:1:0,0", NULL, 1, GOAL_CAPTURE, N_("Capturing on your own side"),
     N_("If your last seed falls in one of your own holes and makes it hold 2, 4, 6 or 8, you "
        "capture those seeds. Find the move that captures."),
     N_("Your last seed made A hold 4, an even number on your own side: the 4 seeds are "
        "yours."),
     N_("Count the seeds: from B, the first goes back into B, then C, D, and the last into "
        "A."),
     "B", "last=A holds=4 captured=4"},
    {"other-side", "tihbat", "3,2,1,5:1:0,0", NULL, 1, GOAL_OTHER_SIDE,
     N_("No capture on the other side"),
     N_("Seeds on your opponent's side are never captured in Tihbat, even when the count is "
        "even. Play either move and see."),
     N_("Your last seed made C hold 2, but C is Player 2's hole: no capture."), N_("Play A or B."),
     "A|B", "last=C holds=2 captured=0"},
    {"too-many", "tihbat", "9,4,2,6:1:0,0", NULL, 1, GOAL_TOO_MANY, N_("More than eight is safe"),
     N_("A hole that the last seed makes hold more than 8 is not captured, even on your side. "
        "Sow B and count."),
     N_("A holds 10 now, too many to capture. A hole of 9 or more stays safe until its owner "
        "sows it."),
     N_("Sow B."), "B", "last=A holds=10 captured=0"},
    {"single", "tihbat", "3,1,2,6:1:0,0", NULL, 1, GOAL_SINGLE, N_("The single-seed move"),
     N_("Lifting a single seed puts it straight back into its hole: the board stays as it was, "
        "and the turn passes. Play the hole with one seed."),
     N_("The seed went back into B and nothing changed, but now it is Player 2's turn."),
     N_("B holds a single seed: sow it."), "B", "lifted=1 last=B holds=1 next=2"},
    {"pass", "tihbat", "2,2,0,0:1:12,12", NULL, 1, GOAL_PASS, N_("Passing"),
     N_("A player whose holes are all empty cannot sow, and passes. Sow A so that Player 2's "
        "holes stay empty, and see what Player 2 does."),
     N_("Player 2 had no seed to sow and passed, so Player 1 plays again. In Tihbat the game "
        "goes on."),
     N_("From A, the 2 seeds go into A and B: Player 2's holes stay empty."), "A",
     "lifted=2 move=pass next=1"},
    {"repetition", "tihbat", "1,5,1,5:1:8,8", NULL, 2, GOAL_REPETITION, N_("The end by repetition"),
     N_("When a position comes back, with the same player to move, the game ends. You play both "
        "sides here: sow A for Player 1, then C for Player 2."),
     N_("The board came back as it was, with Player 1 to move again: the game is over."),
     N_("Sow A for Player 1, then C for Player 2."), "A C", "end=repetition back=2"},
    {"split", "tihbat", "1,3,1,3:1:9,11", NULL, 2, GOAL_REPETITION, N_("The split"),
     N_("When the game ends by repetition, the seeds left on the board are shared equally. Sow "
        "A, then C, and look at the score."),
     N_("The 8 seeds left were shared, 4 each: Player 1 has 13, Player 2 has 15."),
     N_("Sow A for Player 1, then C for Player 2."), "A C",
     "end=repetition left=8 share=4 score1=13 score2=15"},
    {"chain", "bakuk", "8,8,2,1,9,8:1:0,0", NULL, 1, GOAL_CHAIN, N_("Bakuk: the forward chain"),
     N_("In Bakuk you sow from the next hole on, and 2 or 4 capture on either side, then each "
        "next hole of 2 or 4 too. Find the move that captures from 2 holes."),
     N_("C made 4 and was taken; the next hole, D, held 2 and was taken too: 6 seeds. E held "
        "10, so the chain stopped."),
     N_("From A, 8 seeds go to B, C, D, E, F, A, B and C."), "A",
     "lifted=8 last=C holds=4 captured=6 from=CD E=10"},
    {"no-seed", "bakuk", "2,0,1,1,0,0:1:18,14", NULL, 1, GOAL_NO_MOVES, N_("Bakuk: no seed to sow"),
     N_("In Bakuk a player who has no seed to sow cannot pass: the game ends. Find the move "
        "that leaves Player 2 without a seed."),
     N_("You took Player 2's last 2 seeds, from D, and Player 2 has none to sow: the game is "
        "over. The 2 seeds left on your side count for no one."),
     N_("Look at Player 2's side: its last seed is in D."), "C",
     "last=D holds=2 captured=2 from=D left=2 end=no-moves"},
    {"bakuk-repetition", "bakuk", "1,0,0,1,0,0:1:18,16", "A D B E", 2, GOAL_REPETITION,
     N_("Bakuk: the end by repetition"),
     N_("In Bakuk too, a position that comes back ends the game. 4 moves have been played: sow C "
        "for Player 1, then F for Player 2."),
     N_("The board is as it was 6 moves ago, with Player 1 to move: the game is over. In Bakuk "
        "the 2 seeds left count for no one."),
     N_("Sow C for Player 1, then F for Player 2."), "C F", "end=repetition back=6 left=2"},
    {"three", "bakuk3", "1,0,1,0,0,2:1:10,10,12", NULL, 3, GOAL_CAPTURE, N_("Bakuk for three"),
     N_("In Bakuk for three the turn goes round, Player 1, 2, then 3, and a capture takes from "
        "anyone's hole. Sow A, then C, then F."),
     N_("Player 3's last seed made B hold 2, and Player 3 took them from Player 1's hole. Now "
        "Player 1 plays again."),
     N_("Sow A for Player 1, C for Player 2, then F for Player 3."), "A C F",
     "last=B holds=2 captured=2 from=B next=1"},
    /* The sister games' rules: Koumma's, then Modiar's. */
    {"koumma-origin", "koumma", "0,0,4,1,1,0:1:12,12", NULL, 1, GOAL_ORIGIN,
     N_("Koumma: the first seed goes back"),
     N_("Koumma is played on two rows of three holes. As in Tihbat, the first seed you lift "
        "goes straight back into the hole it came from. Sow C, and watch where the first seed "
        "falls."),
     N_("The first seed went back into C; the others went on into D, E and F, on Player 2's "
        "side."),
     N_("Sow C: it is the hole with seeds."), "C", "C=1 D=2 E=2 F=1 last=F"},
    {"koumma-six", "koumma", "2,2,5,0,3,0:1:12,12", NULL, 1, GOAL_CAPTURE,
     N_("Koumma: six is taken too"),
     N_("In Koumma a last seed that makes its hole hold 2, 4 or 6, on either side, captures: "
        "6 too, which Bakuk leaves. Find the move that captures 6 seeds."),
     N_("Your last seed made C hold 6: in Koumma those 6 seeds are yours."),
     N_("From B, the first seed goes back into B, and the last falls into C."), "B",
     "last=C holds=6 captured=6 from=C"},
    {"modiar-chain", "modiar", "3,0,5,2,0,3:1:14,14", NULL, 1, GOAL_CHAIN,
     N_("Modiar: the chain goes backwards"),
     N_("In Modiar a hole with a single seed may not be played, and a capture goes backwards: "
        "after the hole of your last seed, each hole before it that holds 2, 4 or 6 is taken "
        "too, from either row. Find the move that captures from 2 holes."),
     N_("A made 4 and was taken; the hole before it, F, on Player 2's side, held 4 and was taken "
        "too: 8 seeds. E held 1, so the chain stopped."),
     N_("From C, the first seed goes back into C, then D, E, F, and the last into A."), "C",
     "last=A holds=4 captured=8 from=AF E=1"},
    {"modiar-feed", "modiar", "2,0,3,1,0,0:1:18,18", NULL, 1, GOAL_FED, N_("Modiar: feeding"),
     N_("In Modiar a player whose holes are empty or hold single seeds cannot move. When your "
        "opponent cannot, you must give them a move if you can. Player 2 cannot move now: sow "
        "the hole that gives Player 2 one."),
     N_("Your seeds went into C, D and E, and D holds 2: Player 2 can move again. A, whose "
        "seeds would not reach Player 2, was not a move you could play."),
     N_("From C, the seeds go into C, D and E."), "C", "D=2 last=E holds=1 captured=0"},
    {"modiar-whole-row", "modiar", "0,0,2,1,0,0:1:20,19", NULL, 1, GOAL_WHOLE_ROW,
     N_("Modiar: never the whole row"),
     N_("In Modiar you may not capture every seed of your opponent's side while you have "
        "another move. Here C is your only move: sow it and see."),
     N_("Your last seed made D hold 2, but taking it would leave Player 2 no seed: the move is "
        "played, and nothing is captured."),
     N_("Sow C: the first seed goes back into C, the second into D."), "C",
     "last=D holds=2 captured=0 D=2"},
};

_Static_assert(sizeof lessons / sizeof lessons[0] <= COURSE_MAX, "the lessons done fit a word");

const struct lesson *course_lesson(int i)
{
    return i >= 0 && i < course_lessons() ? &lessons[i] : NULL;
}
int course_lessons(void) { return (int)(sizeof lessons / sizeof lessons[0]); }

int lesson_first_ply(const struct lesson *l)
{
    int n = 0;
    for (const char *c = l->before; c && *c; c++)
        n += *c != ' ';
    return n;
}

void lesson_account(const tb_game *g, int ply, tb_account *acc)
{
    const tb_rules *r = tb_game_rules(g);
    tb_position after;
    tb_sow(r, tb_game_position_at(g, ply - 1), tb_game_move_at(g, ply - 1), &after, acc);
    if (ply == tb_game_ply(g)) /* the end by repetition is known to the game alone */
        acc->result = *tb_game_result(g);
}

bool lesson_played(const struct lesson *l, const tb_game *g)
{
    int sown = 0;
    for (int ply = lesson_first_ply(l); ply < tb_game_ply(g); ply++)
        sown += tb_game_move_at(g, ply) != TB_PASS;
    return tb_game_over(g) || (sown >= l->plies && !tb_game_must_pass(g));
}

/* Could the player to move after `ply` plies move then, or the player
 * after them (next)?  A hole of theirs held enough seeds. */
static bool could_move(const tb_game *g, int ply, bool next)
{
    const tb_rules *r = tb_game_rules(g);
    const tb_position *p = tb_game_position_at(g, ply);
    int player = next ? (p->to_move + 1) % r->players : p->to_move;
    for (int h = player * r->holes_per_player; h < (player + 1) * r->holes_per_player; h++)
        if (p->board[h] >= r->min_sow)
            return true;
    return false;
}

bool lesson_passed(const struct lesson *l, const tb_game *g)
{
    int ply = tb_game_ply(g);
    if (ply <= lesson_first_ply(l))
        return false;
    tb_account acc;
    lesson_account(g, ply, &acc);
    switch (l->goal) {
    case GOAL_SOWN: return acc.move != TB_PASS;
    case GOAL_ORIGIN: return acc.lifted > 1 && acc.sown[0] == acc.move;
    case GOAL_CAPTURE: return acc.why == TB_WHY_CAPTURE;
    case GOAL_OTHER_SIDE: return acc.why == TB_WHY_OTHER_SIDE;
    case GOAL_TOO_MANY: return acc.why == TB_WHY_TOO_MANY;
    case GOAL_SINGLE: return acc.lifted == 1;
    case GOAL_PASS: return acc.move == TB_PASS;
    case GOAL_REPETITION: return acc.result.end == TB_END_REPETITION;
    case GOAL_NO_MOVES: return acc.result.end == TB_END_NO_MOVES;
    case GOAL_CHAIN: return acc.why == TB_WHY_CAPTURE && acc.capture_holes > 1;
    case GOAL_FED: return !could_move(g, ply - 1, true) && could_move(g, ply, false);
    case GOAL_WHOLE_ROW: return acc.why == TB_WHY_WHOLE_ROW;
    }
    return false;
}

unsigned course_holes_named(const tb_rules *r, const char *english)
{
    unsigned holes = 0;
    for (const char *c = english; *c; c++) {
        bool alone = isupper((unsigned char)*c) &&
                     (c == english || !isalnum((unsigned char)c[-1])) &&
                     !isalnum((unsigned char)c[1]);
        int hole = alone ? tb_hole_from_label(r, *c) : TB_NO_MOVE;
        if (hole >= 0)
            holes |= 1u << hole;
    }
    return holes;
}

/* ---- The lessons done ---- */

static const char done_file[] = "lessons";

uint32_t course_done(void)
{
    char path[PATH_SIZE], *text = NULL;
    size_t len;
    uint32_t done = 0;
    if (!state_path(done_file, path, sizeof path) || state_read(path, &text, &len) != 0)
        return 0;
    /* One lesson's id a line; the text is not a string (no NUL). */
    for (size_t at = 0, end; at < len; at = end + 1) {
        const char *newline = memchr(text + at, '\n', len - at);
        end = newline ? (size_t)(newline - text) : len;
        for (int i = 0; i < course_lessons(); i++)
            if (strlen(lessons[i].id) == end - at &&
                memcmp(text + at, lessons[i].id, end - at) == 0)
                done |= 1u << i;
    }
    free(text);
    return done;
}

int course_keep_done(uint32_t done)
{
    char text[COURSE_MAX * 32];
    size_t len = 0;
    for (int i = 0; i < course_lessons(); i++)
        if (done >> i & 1)
            len += (size_t)snprintf(text + len, sizeof text - len, "%s\n", lessons[i].id);
    char path[PATH_SIZE];
    return state_path(done_file, path, sizeof path) ? state_write(path, text, len) : ENOENT;
}
