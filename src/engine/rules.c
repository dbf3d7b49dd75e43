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
        .min_sow = 1,
        .capture_max = 8,
        .capture_side = TB_CAPTURE_OWN_SIDE,
        .chain = TB_CHAIN_NONE,
        .quiet_start = false,
        .whole_row = TB_WHOLE_ROW_TAKEN,
        .feeding = false,
        .no_move = TB_NO_MOVE_PASS,
        .leftover = TB_LEFTOVER_SPLIT,
        .repetition_leftover = TB_LEFTOVER_SPLIT,
    },
    {
        .name = "bakuk",
        .title = TB_TEXT("Bakuk"),
        .holes_per_row = 3,
        .seeds_per_hole = 6,
        .players = 2,
        .holes_per_player = 3,
        .origin_first = false,
        .min_sow = 1,
        .capture_max = 4,
        .capture_side = TB_CAPTURE_ANY_SIDE,
        .chain = TB_CHAIN_FORWARD,
        .quiet_start = false,
        .whole_row = TB_WHOLE_ROW_TAKEN,
        .feeding = false,
        .no_move = TB_NO_MOVE_ENDS,
        .leftover = TB_LEFTOVER_IGNORED,
        .repetition_leftover = TB_LEFTOVER_IGNORED,
    },
    {
        .name = "bakuk3",
        .title = TB_TEXT("Bakuk for three"),
        .holes_per_row = 3,
        .seeds_per_hole = 6,
        .players = 3,
        .holes_per_player = 2,
        .origin_first = false,
        .min_sow = 1,
        .capture_max = 4,
        .capture_side = TB_CAPTURE_ANY_SIDE,
        .chain = TB_CHAIN_FORWARD,
        .quiet_start = false,
        .whole_row = TB_WHOLE_ROW_TAKEN,
        .feeding = false,
        .no_move = TB_NO_MOVE_ENDS,
        .leftover = TB_LEFTOVER_IGNORED,
        .repetition_leftover = TB_LEFTOVER_IGNORED,
    },
    {
        .name = "koumma",
        .title = TB_TEXT("Koumma"),
        .holes_per_row = 3,
        .seeds_per_hole = 6,
        .players = 2,
        .holes_per_player = 3,
        .origin_first = true,
        .min_sow = 1,
        .capture_max = 6,
        .capture_side = TB_CAPTURE_ANY_SIDE,
        .chain = TB_CHAIN_FORWARD,
        .quiet_start = false,
        .whole_row = TB_WHOLE_ROW_TAKEN,
        .feeding = false,
        .no_move = TB_NO_MOVE_ENDS,
        .leftover = TB_LEFTOVER_IGNORED,
        .repetition_leftover = TB_LEFTOVER_IGNORED,
    },
    {
        .name = "modiar",
        .title = TB_TEXT("Modiar"),
        .holes_per_row = 3,
        .seeds_per_hole = 7,
        .players = 2,
        .holes_per_player = 3,
        .origin_first = true,
        .min_sow = 2,
        .capture_max = 6,
        .capture_side = TB_CAPTURE_ANY_SIDE,
        .chain = TB_CHAIN_BACKWARD,
        .quiet_start = true,
        .whole_row = TB_WHOLE_ROW_FORBIDDEN,
        .feeding = true,
        .no_move = TB_NO_MOVE_ENDS,
        .leftover = TB_LEFTOVER_OWNERS,
        .repetition_leftover = TB_LEFTOVER_SPLIT,
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

/* A name: lower-case letters, digits and '-', 1 to TB_RULES_NAME_MAX bytes, so that
 * it makes a file name and a word of a record. */
static bool good_name(const char *name)
{
    size_t n = strspn(name, "abcdefghijklmnopqrstuvwxyz0123456789-");
    return n > 0 && n <= TB_RULES_NAME_MAX && name[n] == '\0';
}

/* A title: 1 to TB_RULES_TITLE_MAX bytes of UTF-8 (no overlong form, no
 * surrogate), no control character, so that it reaches a terminal as it
 * is. */
static bool good_title(const char *title)
{
    size_t len = strlen(title);
    if (len == 0 || len > TB_RULES_TITLE_MAX)
        return false;
    for (const unsigned char *c = (const unsigned char *)title; *c;) {
        int more = *c < 0x80   ? 0
                   : *c < 0xc2 ? -1
                   : *c < 0xe0 ? 1
                   : *c < 0xf0 ? 2
                   : *c < 0xf5 ? 3
                               : -1;
        if (more < 0)
            return false;
        unsigned code = *c & (0x7fu >> more);
        for (int i = 1; i <= more; i++) {
            if ((c[i] & 0xc0) != 0x80)
                return false;
            code = code << 6 | (c[i] & 0x3fu);
        }
        static const unsigned least[] = {0, 0x80, 0x800, 0x10000};
        bool control = code < 0x20 || (code >= 0x7f && code < 0xa0);
        if (control || code < least[more] || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
            return false;
        c += more + 1;
    }
    return true;
}

/* The first enum field of r that holds no value of its enum, or -1. */
static int bad_enum(const tb_rules *r)
{
    if (r->capture_side != TB_CAPTURE_OWN_SIDE && r->capture_side != TB_CAPTURE_ANY_SIDE)
        return FIELD_CAPTURE_SIDE;
    if (r->chain != TB_CHAIN_NONE && r->chain != TB_CHAIN_FORWARD && r->chain != TB_CHAIN_BACKWARD)
        return FIELD_CHAIN;
    if (r->whole_row != TB_WHOLE_ROW_TAKEN && r->whole_row != TB_WHOLE_ROW_NO_CAPTURE &&
        r->whole_row != TB_WHOLE_ROW_FORBIDDEN)
        return FIELD_WHOLE_ROW;
    if (r->no_move != TB_NO_MOVE_PASS && r->no_move != TB_NO_MOVE_ENDS)
        return FIELD_NO_MOVE;
    if (r->leftover != TB_LEFTOVER_SPLIT && r->leftover != TB_LEFTOVER_IGNORED &&
        r->leftover != TB_LEFTOVER_OWNERS)
        return FIELD_LEFTOVER;
    if (r->repetition_leftover != TB_LEFTOVER_SPLIT &&
        r->repetition_leftover != TB_LEFTOVER_IGNORED &&
        r->repetition_leftover != TB_LEFTOVER_OWNERS)
        return FIELD_REPETITION_LEFTOVER;
    return -1;
}

/* The checks of tbi_rules_check but the first, each field's failure one
 * sentence about it. */
static int check_fields(const tb_rules *r, tb_error *err, int *field)
{
    *field = FIELD_NAME;
    if (!good_name(r->name))
        return tbi_fail(err, TB_EINVAL, 0, 0,
                        /* TRANSLATORS: name is a field of a rule set, kept as it is; %s
                         * is the most bytes it may have. */
                        TB_TEXT("name is not 1 to %s lower-case letters, digits or '-'"),
                        tbi_number(TB_RULES_NAME_MAX));
    *field = FIELD_TITLE;
    if (!good_title(r->title))
        return tbi_fail(err, TB_EINVAL, 0, 0,
                        /* TRANSLATORS: title is a field of a rule set, kept as it is; %s
                         * is the most bytes it may have. */
                        TB_TEXT("title is not 1 to %s bytes of UTF-8 text without control "
                                "characters"),
                        tbi_number(TB_RULES_TITLE_MAX));
    *field = FIELD_HOLES_PER_ROW;
    if (!in_range(r->holes_per_row, 1, TB_MAX_HOLES / 2))
        return out_of_range(err, "holes_per_row", r->holes_per_row, 1, TB_MAX_HOLES / 2);
    *field = FIELD_PLAYERS;
    if (!in_range(r->players, 2, TB_MAX_PLAYERS))
        return out_of_range(err, "players", r->players, 2, TB_MAX_PLAYERS);
    *field = FIELD_HOLES_PER_PLAYER;
    int holes = 2 * r->holes_per_row;
    if (!in_range(r->holes_per_player, 1, holes) || r->players * r->holes_per_player != holes)
        return tbi_fail(err, TB_EINVAL, 0, 0,
                        /* TRANSLATORS: holes_per_player is a field of a rule set (kept as
                         * it is), then its value, the players and the holes of the board. */
                        TB_TEXT("holes_per_player is %s: %s players cannot own %s holes, as "
                                "many each"),
                        tbi_number(r->holes_per_player), tbi_number(r->players), tbi_number(holes));
    *field = FIELD_SEEDS_PER_HOLE;
    if (r->seeds_per_hole < 1)
        return out_of_range(err, "seeds_per_hole", r->seeds_per_hole, 1, TB_MAX_SEEDS);
    if (r->seeds_per_hole > TB_MAX_SEEDS / holes)
        return tbi_fail(err, TB_EINVAL, 0, 0,
                        /* TRANSLATORS: seeds_per_hole is a field of a rule set (kept as it
                         * is), then its value, the holes of the board and the most seeds
                         * a board can hold. */
                        TB_TEXT("seeds_per_hole is %s: %s holes would hold more than %s seeds"),
                        tbi_number(r->seeds_per_hole), tbi_number(holes), tbi_number(TB_MAX_SEEDS));
    *field = FIELD_MIN_SOW;
    if (!in_range(r->min_sow, 1, TB_MAX_SEEDS))
        return out_of_range(err, "min_sow", r->min_sow, 1, TB_MAX_SEEDS);
    *field = FIELD_CAPTURE_MAX;
    if (!in_range(r->capture_max, 2, TB_MAX_SEEDS))
        return out_of_range(err, "capture_max", r->capture_max, 2, TB_MAX_SEEDS);
    if ((*field = bad_enum(r)) >= 0)
        return tbi_fail(err, TB_EINVAL, 0, 0,
                        /* TRANSLATORS: a field of a rule set, kept as it is. */
                        TB_TEXT("%s is not a value of its enum"), tbi_word(tbi_field_name(*field)));
    *field = FIELD_REPETITION_LEFTOVER;
    if (r->repetition_leftover == TB_LEFTOVER_OWNERS)
        return tbi_fail(err, TB_EINVAL, 0, 0,
                        /* TRANSLATORS: repetition_leftover is a field of a rule set and
                         * owners one of its values, both kept as they are. */
                        TB_TEXT("repetition_leftover is owners: the seeds left at a repetition "
                                "are split or ignored, so that what a position is worth does "
                                "not hang on where play comes round"));
    *field = -1;
    return TB_OK;
}

int tbi_rules_check(const tb_rules *r, tb_error *err, int *field)
{
    *field = -1;
    for (int i = 0; i < RULE_SETS; i++)
        if (r == &rule_sets[i]) /* the engine's own, as they cannot change */
            return TB_OK;
    if (!r)
        return tbi_fail(err, TB_EINVAL, 0, 0, TB_TEXT("no rule set (NULL)"));
    if (!r->name || !r->title) {
        *field = !r->name ? FIELD_NAME : FIELD_TITLE;
        return tbi_fail(err, TB_EINVAL, 0, 0, TB_TEXT("%s is NULL"),
                        tbi_word(!r->name ? "name" : "title"));
    }
    return check_fields(r, err, field);
}

int tb_rules_check(const tb_rules *r, tb_error *err)
{
    int field;
    return tbi_rules_check(r, err, &field);
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
