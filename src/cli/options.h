/*
 * options.h - the command line read into a struct, and nothing run: main
 * does what it says, the fuzzer checks what it makes of any argv.
 */
#ifndef TIHBAT_OPTIONS_H
#define TIHBAT_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

#include "tihbat.h"
#include "tui/tui.h"

/* What the program does: the game at the terminal, or a mode for scripts.
 * A new mode is a value here and a line in options.c's table. */
enum mode {
    MODE_PLAY,
    MODE_BATCH,
    MODE_SOLVE,
    MODE_REVIEW,
    MODE_PUZZLES,
    MODE_DIAGRAM,
    MODE_WORKSHEET,
    MODE_PRINT_RULES,
    MODES
};

/* What the modes of the study take (docs/study.md). */
struct study_options {
    const char *review;  /* --review's record */
    const char *diagram; /* --diagram's position, as typed: checked by the mode */
    const char *output;  /* -o, or NULL */
    bool json, annotate;
    int count;   /* --count, or 0 for the mode's own */
    bool seeded; /* --seed was given: seed is it */
    uint64_t seed;
    int level; /* --level of the puzzles, or PUZZLE_LEVELS for all */
    int move;  /* --move's hole, or TB_NO_MOVE */
};

struct options {
    enum mode mode;
    bool help, version;     /* --help or --version: print it, nothing else */
    struct tui_config play; /* the game's; its rules and start serve every mode */
    const char *rules_file; /* --rules FILE, read into play.rules (kept: rulebook.h) */
    tb_position start;      /* what play.start points to after --position */
    const char *lang;       /* --lang, or NULL */
    bool no_cache;          /* --no-cache: no cache of solved tables read or written */
    struct study_options study;
};

/* The last --lang of argv, or NULL: i18n_init needs it before the options
 * are read, so that their messages are in that language. */
const char *options_lang(int argc, char **argv);
/* Reads argv into opt: 0, or EXIT_USAGE after one message on standard
 * error.  Changes nothing but opt and argv (getopt orders it; the --names
 * list is split in place). */
int options_parse(int argc, char **argv, struct options *opt);
/* --help's text, in the user's language. */
const char *options_usage(void);

#endif
