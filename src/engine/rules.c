/*
 * rules.c - the rule sets.  Each game is one description; the engine has no
 * other knowledge of which game it plays.
 */
#include <ctype.h>
#include <string.h>

#include "engine/rules.h"
#include "engine/text.h"

static const tb_rules rule_sets[] = {
    {
        .name = "tihbat",
        .title = TB_TEXT("Tihbat"),
        .holes_per_row = 2,
        .seeds_per_hole = 7,
        .players = 2,
        .holes_per_player = 2,
        .origin_first = true,
        .capture_max = 8,
        .capture_side = TB_CAPTURE_OWN_SIDE,
        .chain_forward = false,
        .no_move = TB_NO_MOVE_PASS,
        .leftover = TB_LEFTOVER_SPLIT,
    },
    {
        .name = "bakuk",
        .title = TB_TEXT("Bakuk"),
        .holes_per_row = 3,
        .seeds_per_hole = 6,
        .players = 2,
        .holes_per_player = 3,
        .origin_first = false,
        .capture_max = 4,
        .capture_side = TB_CAPTURE_ANY_SIDE,
        .chain_forward = true,
        .no_move = TB_NO_MOVE_ENDS,
        .leftover = TB_LEFTOVER_IGNORED,
    },
    {
        .name = "bakuk3",
        .title = TB_TEXT("Bakuk for three"),
        .holes_per_row = 3,
        .seeds_per_hole = 6,
        .players = 3,
        .holes_per_player = 2,
        .origin_first = false,
        .capture_max = 4,
        .capture_side = TB_CAPTURE_ANY_SIDE,
        .chain_forward = true,
        .no_move = TB_NO_MOVE_ENDS,
        .leftover = TB_LEFTOVER_IGNORED,
    },
};

enum { RULE_SETS = sizeof rule_sets / sizeof rule_sets[0] };

const tb_rules *tb_rules_at(int index)
{
    return index >= 0 && index < RULE_SETS ? &rule_sets[index] : NULL;
}

const tb_rules *tb_rules_find(const char *name)
{
    for (int i = 0; name && i < RULE_SETS; i++)
        if (strcmp(name, rule_sets[i].name) == 0)
            return &rule_sets[i];
    return NULL;
}

/* Says that `field` is `value`, outside min .. max. */
static int out_of_range(tb_error *err, const char *field, int value, int min, int max)
{
    return value < min ? tbi_fail(err, TB_EINVAL, 0, 0,
                                  /* TRANSLATORS: a field of a rule set (a name in the
                                   * program's code, kept as it is), its value, and the
                                   * least or the most it may be.  So below. */
                                  TB_TEXT("%s is %s, less than %s"), tbi_word(field),
                                  tbi_number(value), tbi_number(min))
                       : tbi_fail(err, TB_EINVAL, 0, 0, TB_TEXT("%s is %s, more than %s"),
                                  tbi_word(field), tbi_number(value), tbi_number(max));
}

static bool in_range(int value, int min, int max) { return value >= min && value <= max; }

int tb_rules_check(const tb_rules *r, tb_error *err)
{
    for (int i = 0; i < RULE_SETS; i++)
        if (r == &rule_sets[i]) /* the engine's own, as they cannot change */
            return TB_OK;
    if (!r)
        return tbi_fail(err, TB_EINVAL, 0, 0, TB_TEXT("no rule set (NULL)"));
    if (!r->name || !r->title)
        return tbi_fail(err, TB_EINVAL, 0, 0, TB_TEXT("%s is NULL"),
                        tbi_word(!r->name ? "name" : "title"));
    if (!in_range(r->holes_per_row, 1, TB_MAX_HOLES / 2))
        return out_of_range(err, "holes_per_row", r->holes_per_row, 1, TB_MAX_HOLES / 2);
    if (!in_range(r->players, 2, TB_MAX_PLAYERS))
        return out_of_range(err, "players", r->players, 2, TB_MAX_PLAYERS);
    int holes = 2 * r->holes_per_row;
    if (!in_range(r->holes_per_player, 1, holes) || r->players * r->holes_per_player != holes)
        return tbi_fail(err, TB_EINVAL, 0, 0,
                        /* TRANSLATORS: holes_per_player is a field of a rule set (kept as
                         * it is), then its value, the players and the holes of the board. */
                        TB_TEXT("holes_per_player is %s: %s players cannot own %s holes, as "
                                "many each"),
                        tbi_number(r->holes_per_player), tbi_number(r->players), tbi_number(holes));
    if (r->seeds_per_hole < 1)
        return out_of_range(err, "seeds_per_hole", r->seeds_per_hole, 1, TB_MAX_SEEDS);
    if (r->seeds_per_hole > TB_MAX_SEEDS / holes)
        return tbi_fail(err, TB_EINVAL, 0, 0,
                        /* TRANSLATORS: seeds_per_hole is a field of a rule set (kept as it
                         * is), then its value, the holes of the board and the most seeds
                         * a board can hold. */
                        TB_TEXT("seeds_per_hole is %s: %s holes would hold more than %s seeds"),
                        tbi_number(r->seeds_per_hole), tbi_number(holes), tbi_number(TB_MAX_SEEDS));
    if (!in_range(r->capture_max, 2, TB_MAX_SEEDS))
        return out_of_range(err, "capture_max", r->capture_max, 2, TB_MAX_SEEDS);
    const char *field =
        r->capture_side != TB_CAPTURE_OWN_SIDE && r->capture_side != TB_CAPTURE_ANY_SIDE
            ? "capture_side"
        : r->no_move != TB_NO_MOVE_PASS && r->no_move != TB_NO_MOVE_ENDS         ? "no_move"
        : r->leftover != TB_LEFTOVER_SPLIT && r->leftover != TB_LEFTOVER_IGNORED ? "leftover"
                                                                                 : NULL;
    if (field)
        return tbi_fail(err, TB_EINVAL, 0, 0,
                        /* TRANSLATORS: a field of a rule set, kept as it is. */
                        TB_TEXT("%s is not a value of its enum"), tbi_word(field));
    return TB_OK;
}

int tb_holes(const tb_rules *r) { return tb_rules_check(r, NULL) == TB_OK ? rules_holes(r) : 0; }

int tb_total_seeds(const tb_rules *r)
{
    return tb_rules_check(r, NULL) == TB_OK ? rules_seeds(r) : 0;
}

int tb_owner(const tb_rules *r, int hole)
{
    return hole >= 0 && hole < tb_holes(r) ? hole / r->holes_per_player : -1;
}

int tb_hole_from_label(const tb_rules *r, char c)
{
    int hole = toupper((unsigned char)c) - 'A';
    return hole >= 0 && hole < tb_holes(r) ? hole : TB_NO_MOVE;
}
