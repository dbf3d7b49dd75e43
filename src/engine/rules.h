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

/* tb_position_start and tb_score behind the door (position.c), for a game,
 * whose rule set was checked when it began: nothing more a game. */
TBI_FUNC void tbi_position_start(const tb_rules *r, tb_position *out);
TBI_FUNC void tbi_score(const tb_rules *r, const tb_position *p, enum tb_end end, tb_result *out);

#endif
