/*
 * rules.c - the rule sets.  Each game is one description; the engine has no
 * other knowledge of which game it plays.
 */
#include <ctype.h>
#include <string.h>

#include "engine/sow.h"
#include "engine/text.h"

static const tb_rules rule_sets[] = {
    {
        .name = "tihbat", .title = TB_TEXT("Tihbat"),
        .holes_per_row = 2, .seeds_per_hole = 7,
        .players = 2, .holes_per_player = 2,
        .origin_first = true,
        .capture_max = 8, .capture_side = TB_CAPTURE_OWN_SIDE,
        .chain_forward = false,
        .no_move = TB_NO_MOVE_PASS, .leftover = TB_LEFTOVER_SPLIT,
    },
    {
        .name = "bakuk", .title = TB_TEXT("Bakuk"),
        .holes_per_row = 3, .seeds_per_hole = 6,
        .players = 2, .holes_per_player = 3,
        .origin_first = false,
        .capture_max = 4, .capture_side = TB_CAPTURE_ANY_SIDE,
        .chain_forward = true,
        .no_move = TB_NO_MOVE_ENDS, .leftover = TB_LEFTOVER_IGNORED,
    },
    {
        .name = "bakuk3", .title = TB_TEXT("Bakuk for three"),
        .holes_per_row = 3, .seeds_per_hole = 6,
        .players = 3, .holes_per_player = 2,
        .origin_first = false,
        .capture_max = 4, .capture_side = TB_CAPTURE_ANY_SIDE,
        .chain_forward = true,
        .no_move = TB_NO_MOVE_ENDS, .leftover = TB_LEFTOVER_IGNORED,
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

int tb_hole_from_label(const tb_rules *r, char c)
{
    int hole = toupper((unsigned char)c) - 'A';
    return hole >= 0 && hole < tb_holes(r) ? hole : -1;
}

bool tbi_rules_playable(const tb_rules *r)
{
    return r->holes_per_row >= 1 && 2 * r->holes_per_row <= TB_MAX_HOLES &&
           r->players >= 1 && r->players <= TB_MAX_PLAYERS && r->holes_per_player >= 1 &&
           r->players * r->holes_per_player == 2 * r->holes_per_row &&
           r->seeds_per_hole >= 0 && 2 * r->holes_per_row * r->seeds_per_hole <= TB_MAX_SEEDS;
}
