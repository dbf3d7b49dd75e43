/*
 * rules.h - a rule set inside the engine: every public function checks it
 * at the door (tb_rules_check); behind the door it is read as it is.
 */
#ifndef TIHBAT_RULES_H
#define TIHBAT_RULES_H

#include "engine/internal.h"
#include "tihbat.h"

/* tb_holes and tb_total_seeds of a rule set already checked. */
static inline int rules_holes(const tb_rules *r) { return 2 * r->holes_per_row; }
static inline int rules_seeds(const tb_rules *r) { return rules_holes(r) * r->seeds_per_hole; }

/* tb_rules_check, also saying which field it refuses: its number in the
 * rules format's order (rules_text.c's fields), or -1 when none is to
 * blame (no rule set at all). */
TBI_FUNC int tbi_rules_check(const tb_rules *r, tb_error *err, int *field);
/* The fields of a rule set in the rules format's order, by name. */
enum {
    FIELD_NAME,
    FIELD_TITLE,
    FIELD_HOLES_PER_ROW,
    FIELD_SEEDS_PER_HOLE,
    FIELD_PLAYERS,
    FIELD_HOLES_PER_PLAYER,
    FIELD_ORIGIN_FIRST,
    FIELD_MIN_SOW,
    FIELD_CAPTURE_MAX,
    FIELD_CAPTURE_SIDE,
    FIELD_CHAIN,
    FIELD_QUIET_START,
    FIELD_WHOLE_ROW,
    FIELD_FEEDING,
    FIELD_NO_MOVE,
    FIELD_LEFTOVER,
    FIELD_REPETITION_LEFTOVER,
    FIELDS
};

/* g keeps r (NULL: nothing), a rule set of tb_rules_parse that it plays,
 * and frees it with itself (a record that carries its rule set). */
TBI_FUNC void tbi_game_keep_rules(tb_game *g, tb_rules *r);

/* A field's name, as the rules format and the refusals write it. */
TBI_FUNC const char *tbi_field_name(int field);

/* tb_position_start and tb_score behind the door (position.c), for a game,
 * whose rule set was checked when it began: nothing more a game. */
TBI_FUNC void tbi_position_start(const tb_rules *r, tb_position *out);
TBI_FUNC void tbi_score(const tb_rules *r, const tb_position *p, enum tb_end end, tb_result *out);

#endif
