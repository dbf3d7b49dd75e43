/*
 * rules.h - a rule set inside the engine: every public function checks it
 * at the door (tb_rules_check); behind the door it is read as it is.
 */
#ifndef TIHBAT_RULES_H
#define TIHBAT_RULES_H

#include "tihbat.h"

/* tb_holes and tb_total_seeds of a rule set already checked. */
static inline int rules_holes(const tb_rules *r) { return 2 * r->holes_per_row; }
static inline int rules_seeds(const tb_rules *r) { return rules_holes(r) * r->seeds_per_hole; }

#endif
