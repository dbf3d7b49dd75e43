/*
 * rulebook.h - the rule sets of files the program meets (--rules FILE, a
 * record that carries its rule set), each kept once for the program's
 * life: a game, the computer's tables and the thinking thread may then
 * hold a rule set by its address, and two copies of the same rules are
 * one rule set to them.
 */
#ifndef TIHBAT_APP_RULEBOOK_H
#define TIHBAT_APP_RULEBOOK_H

#include "tihbat.h"

/* The rule set equal to r (tb_rules_format writes the same) that the
 * program keeps: a built-in game's own, or a copy made the first time;
 * NULL when memory is short or the engine refuses r. */
const tb_rules *rulebook_keep(const tb_rules *r);

/* Makes g, read from a record, play the kept copy of its rule set.  0, or
 * ENOMEM (g unchanged). */
int rulebook_adopt(tb_game *g);

/* Reads the rules file at path (a regular file, or a pipe) into *out, a
 * kept rule set.  0; an errno value (or save.h's own) when the file
 * cannot be read, err then empty; or -1 when the text is not a rule set
 * the engine can play, err saying where and why. */
int rulebook_load(const char *path, const tb_rules **out, tb_error *err);

#endif
