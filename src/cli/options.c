/*
 * options.c - the command line read into struct options: every option
 * checked, every refusal one message and EXIT_USAGE, nothing run.
 */
#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/capacity.h"
#include "app/i18n.h"
#include "app/rulebook.h"
#include "app/save.h"
#include "app/terminal_text.h"
#include "cli/commands.h"
#include "cli/options.h"
#include "solver/ai.h"
#include "solver/puzzle.h"

static const char *const usage_text =
    N_("Usage: tihbat [OPTION]...\n"
       "Play Tihbat, Bakuk, Koumma or Modiar, small Moroccan mancala games, at the\n"
       "terminal.\n"
       "\n"
       "  -r, --rules NAME      tihbat (default), bakuk, bakuk3, koumma or modiar; or\n"
       "                        a rules file of your own (see tihbat(6))\n"
       "      --print-rules     print the rule set in the rules format, and exit\n"
       "  -p, --position POS    start from POS, such as 7,7,7,7:1:0,0\n"
       "      --names LIST      player names, comma-separated: \"Amina,Youssef\"\n"
       "      --computer N      player N is played by the computer (repeatable)\n"
       "      --level LEVEL     the computer's level: beginner (default), medium, perfect\n"
       "      --demo            the computer plays every side\n"
       "      --loop            with --demo: a new game after each, for ever\n"
       "      --hints           allow the hint key from the start\n"
       "      --load FILE       open a saved game record\n"
       "      --replay FILE     go through a game record move by move, from its start\n"
       "      --projector       for a class: large print, high contrast (key P)\n"
       "      --learn           begin with the lessons: each rule, played and explained\n"
       "      --no-color        no colours (also when NO_COLOR is set)\n"
       "      --ascii           draw with ASCII only\n"
       "      --lang LANG       the language: en, de, hu, bn, ca or es (default: the\n"
       "                        locale's)\n"
       "      --batch           read moves from standard input, print JSON lines\n"
       "      --solve           print the exact value of the position and its moves\n"
       "                        (with --load, at the record's ply, given its history)\n"
       "      --no-cache        solve in memory: neither read nor write the cache of\n"
       "                        solved tables\n"
       "      --review FILE     go through a game record with the solver, on the\n"
       "                        screen; with --json, one JSON object a move; with\n"
       "                        --annotate, the record again with each move's worth\n"
       "                        in a comment\n"
       "      --puzzles         puzzles from the solution, on the screen; with --json,\n"
       "                        a set of them\n"
       "      --count N         how many puzzles (--puzzles: 30 on the screen, 10 with\n"
       "                        --json; --worksheet: 6)\n"
       "      --seed S          which puzzles: the same seed, the same set\n"
       "      --level LEVEL     with --puzzles and --worksheet: easy, medium or hard\n"
       "      --diagram POS     draw the position POS as an SVG picture\n"
       "      --move HOLE       with --diagram: show the move from HOLE\n"
       "      --worksheet       a printable page of puzzles and a page of answers\n"
       "  -o, --output PATH     where --diagram or --annotate writes, or the directory\n"
       "                        of --worksheet (default: standard output, the current\n"
       "                        directory)\n"
       "  -h, --help            show this help and exit\n"
       "  -V, --version         show the version and exit\n"
       "\n"
       "Exit status: 0 on success, 1 on a failure, 2 on bad usage or input.\n"
       "See tihbat(6) for the keys and the rules.\n");

const char *options_usage(void) { return _(usage_text); }

enum {
    OPT_NAMES = 256,
    OPT_COMPUTER,
    OPT_LEVEL,
    OPT_DEMO,
    OPT_LOOP,
    OPT_HINTS,
    OPT_LOAD,
    OPT_REPLAY,
    OPT_LEARN,
    OPT_PROJECTOR,
    OPT_NO_COLOR,
    OPT_ASCII,
    OPT_LANG,
    OPT_BATCH,
    OPT_SOLVE,
    OPT_REVIEW,
    OPT_JSON,
    OPT_ANNOTATE,
    OPT_PUZZLES,
    OPT_COUNT,
    OPT_SEED,
    OPT_DIAGRAM,
    OPT_MOVE,
    OPT_WORKSHEET,
    OPT_NO_CACHE,
    OPT_PRINT_RULES,
};
static const char shortopts[] = ":r:p:o:hV";
static const struct option longopts[] = {
    {"rules", required_argument, NULL, 'r'},
    {"position", required_argument, NULL, 'p'},
    {"names", required_argument, NULL, OPT_NAMES},
    {"computer", required_argument, NULL, OPT_COMPUTER},
    {"level", required_argument, NULL, OPT_LEVEL},
    {"demo", no_argument, NULL, OPT_DEMO},
    {"loop", no_argument, NULL, OPT_LOOP},
    {"hints", no_argument, NULL, OPT_HINTS},
    {"load", required_argument, NULL, OPT_LOAD},
    {"replay", required_argument, NULL, OPT_REPLAY},
    {"learn", no_argument, NULL, OPT_LEARN},
    {"projector", no_argument, NULL, OPT_PROJECTOR},
    {"no-color", no_argument, NULL, OPT_NO_COLOR},
    {"ascii", no_argument, NULL, OPT_ASCII},
    {"lang", required_argument, NULL, OPT_LANG},
    {"batch", no_argument, NULL, OPT_BATCH},
    {"solve", no_argument, NULL, OPT_SOLVE},
    {"review", required_argument, NULL, OPT_REVIEW},
    {"json", no_argument, NULL, OPT_JSON},
    {"annotate", no_argument, NULL, OPT_ANNOTATE},
    {"puzzles", no_argument, NULL, OPT_PUZZLES},
    {"count", required_argument, NULL, OPT_COUNT},
    {"seed", required_argument, NULL, OPT_SEED},
    {"diagram", required_argument, NULL, OPT_DIAGRAM},
    {"move", required_argument, NULL, OPT_MOVE},
    {"worksheet", no_argument, NULL, OPT_WORKSHEET},
    {"no-cache", no_argument, NULL, OPT_NO_CACHE},
    {"print-rules", no_argument, NULL, OPT_PRINT_RULES},
    {"output", required_argument, NULL, 'o'},
    {"help", no_argument, NULL, 'h'},
    {"version", no_argument, NULL, 'V'},
    {NULL, 0, NULL, 0},
};

/* The options that choose a mode; every other option is for the game
 * unless option_modes says which modes it serves. */
static const struct {
    int code;
    enum mode mode;
} mode_options[] = {
    {OPT_BATCH, MODE_BATCH},
    {OPT_SOLVE, MODE_SOLVE},
    {OPT_REVIEW, MODE_REVIEW},
    {OPT_PUZZLES, MODE_PUZZLES},
    {OPT_DIAGRAM, MODE_DIAGRAM},
    {OPT_WORKSHEET, MODE_WORKSHEET},
    {OPT_PRINT_RULES, MODE_PRINT_RULES},
};
#define IN(mode) (1u << (mode))
#define EVERY_MODE ((1u << MODES) - 1)
#define SETS (IN(MODE_PUZZLES) | IN(MODE_WORKSHEET))
/* The modes that can open the screen: a review or puzzles without --json. */
#define SCREENS (IN(MODE_PLAY) | IN(MODE_REVIEW) | IN(MODE_PUZZLES))
static const struct {
    int code;
    unsigned modes; /* bit m: mode m has a use for it */
} option_modes[] = {
    {'r', EVERY_MODE & ~IN(MODE_REVIEW)}, /* a record names its rules */
    {'p', IN(MODE_PLAY) | IN(MODE_BATCH) | IN(MODE_SOLVE)},
    {OPT_LANG, EVERY_MODE},
    {OPT_NO_CACHE, EVERY_MODE}, /* wherever tables are solved */
    {'h', EVERY_MODE},
    {'V', EVERY_MODE},
    {OPT_LOAD, IN(MODE_PLAY) | IN(MODE_SOLVE)},
    {OPT_LEVEL, IN(MODE_PLAY) | SETS},
    {OPT_JSON, IN(MODE_REVIEW) | IN(MODE_PUZZLES)},
    {OPT_ANNOTATE, IN(MODE_REVIEW)},
    {OPT_COUNT, SETS},
    {OPT_SEED, SETS},
    {OPT_MOVE, IN(MODE_DIAGRAM)},
    {'o', IN(MODE_DIAGRAM) | IN(MODE_WORKSHEET) | IN(MODE_REVIEW)},
    {OPT_NAMES, SCREENS},
    {OPT_PROJECTOR, SCREENS},
    {OPT_NO_COLOR, SCREENS},
    {OPT_ASCII, SCREENS},
};
/* Options of the screen alone, which a review or puzzles for scripts have
 * no use for. */
static const int screen_only[] = {OPT_NAMES, OPT_PROJECTOR, OPT_NO_COLOR, OPT_ASCII};
/* Options of which one at most is given: what the game opens with; what a
 * review prints. */
static const int openings[] = {OPT_LOAD, OPT_REPLAY, OPT_LEARN};
static const int review_outputs[] = {OPT_JSON, OPT_ANNOTATE};

static bool is_one_of(int code, const int *codes, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (codes[i] == code)
            return true;
    return false;
}
#define COUNT(array) (sizeof(array) / sizeof((array)[0]))

/* The mode an option chooses, or MODES for one that chooses none. */
static enum mode mode_of(int code)
{
    for (size_t i = 0; i < COUNT(mode_options); i++)
        if (mode_options[i].code == code)
            return mode_options[i].mode;
    return MODES;
}

/* The modes the option means something in. */
static unsigned modes_of(int code)
{
    for (size_t i = 0; i < COUNT(option_modes); i++)
        if (option_modes[i].code == code)
            return option_modes[i].modes;
    return mode_of(code) == MODES ? IN(MODE_PLAY) : IN(mode_of(code));
}

static bool has_use_in(int code, enum mode mode) { return modes_of(code) & IN(mode); }

/* The option that chooses the first mode with a use for code. */
static int first_mode_for(int code)
{
    for (size_t i = 0; i < COUNT(mode_options); i++)
        if (has_use_in(code, mode_options[i].mode))
            return mode_options[i].code;
    return 0;
}

/* "--names" for OPT_NAMES. */
static const char *name_of(int code, char *buf, size_t size)
{
    for (const struct option *o = longopts; o->name; o++)
        if (o->val == code) {
            snprintf(buf, size, "--%s", o->name);
            return buf;
        }
    snprintf(buf, size, "-%c", code);
    return buf;
}

__attribute__((format(printf, 1, 2))) static int usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("tihbat: ", stderr);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputs(_("\nTry 'tihbat --help' for more information.\n"), stderr);
    return EXIT_USAGE;
}

const char *options_lang(int argc, char **argv)
{
    const char *lang = NULL;
    int c;
    opterr = 0;
    optind = 0; /* GNU getopt: start again from the first argument */
    while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1)
        if (c == OPT_LANG)
            lang = optarg;
    return lang;
}

/* Splits "Amina,Youssef" in place into the game's names: none empty, each
 * one that fits a record's tag. */
static int parse_names(char *list, struct options *opt)
{
    const tb_rules *r = opt->play.rules;
    int n = 0;
    for (char *name = list;;) {
        char *comma = strchr(name, ',');
        if (comma)
            *comma = '\0';
        if (n == r->players)
            return usage_error(_("--names: more names than the %d players of %s"), r->players,
                               i18n_engine(r->title));
        if (!name[0])
            return usage_error(_("--names: name %d is empty"), n + 1);
        if (strlen(name) >= sizeof((tb_tags *)NULL)->names[0])
            return usage_error(_("--names: name %d is longer than %d bytes"), n + 1,
                               (int)sizeof((tb_tags *)NULL)->names[0] - 1);
        opt->play.names[n++] = name;
        if (!comma)
            return 0;
        name = comma + 1;
    }
}

/* The rule set of --rules FILE: one line on standard error when the file
 * cannot be read or is not a rule set the engine plays. */
static int read_rules(struct options *opt)
{
    char path[SHOWN_SIZE], why[512], told[1024];
    const char *name = opt->rules_file;
    tb_error err;
    int error = rulebook_load(name, &opt->play.rules, &err);
    as_shown(name, path);
    if (error == 0)
        return 0;
    /* A word that names no game, and no file: a name mistyped. */
    if (error == ENOENT && !strchr(name, '/') && !strchr(name, '.'))
        return usage_error(_("unknown rules '%s' (tihbat, bakuk, bakuk3, koumma or modiar, or "
                             "a rules file)"),
                           path);
    if (error > 0)
        snprintf(told, sizeof told, _("tihbat: --rules: %s: %s"), path, save_strerror(error));
    else if (i18n_error(&err, why, sizeof why), err.line > 0)
        snprintf(told, sizeof told, _("tihbat: --rules: %s:%d: %s"), path, err.line, why);
    else
        snprintf(told, sizeof told, _("tihbat: --rules: %s: %s"), path, why);
    /* One line, whatever bytes the file held. */
    char shown[sizeof told];
    text_escape(told, strlen(told), shown, sizeof shown);
    fprintf(stderr, "%s\n", shown);
    return EXIT_USAGE;
}

/* The given option's value, where it says what it is. */
static int read_option(int c, struct options *opt, const char **position, char **names,
                       unsigned *computers, const char **level, const char **move)
{
    char buf[256];
    struct tui_config *cfg = &opt->play;
    switch (c) {
    case 'r': /* a built-in game, else a file, read once every option is */
        opt->rules_file = tb_rules_find(optarg) ? NULL : optarg;
        cfg->rules = opt->rules_file ? tb_rules_at(0) : tb_rules_find(optarg);
        return 0;
    case 'p': *position = optarg; return 0;
    case OPT_NAMES: *names = optarg; return 0;
    case OPT_COMPUTER: {
        char *end;
        long n = strtol(optarg, &end, 10);
        if (*end || end == optarg || n < 1 || n > TB_MAX_PLAYERS)
            return usage_error(_("--computer takes a player number, not '%s'"),
                               as_shown(optarg, buf));
        *computers |= 1u << (n - 1);
        return 0;
    }
    case OPT_LEVEL: *level = optarg; return 0; /* what it names depends on the mode */
    case OPT_DEMO: cfg->demo = true; return 0;
    case OPT_LOOP: cfg->loop = true; return 0;
    case OPT_HINTS: cfg->hints = true; return 0;
    case OPT_LOAD: cfg->load = optarg; return 0;
    case OPT_REPLAY: cfg->load = optarg, cfg->replay = true; return 0;
    case OPT_LEARN: cfg->learn = true; return 0;
    case OPT_PROJECTOR: cfg->projector = true; return 0;
    case OPT_NO_COLOR: cfg->color = false; return 0;
    case OPT_ASCII: cfg->ascii = true; return 0;
    case OPT_LANG:
        if (!i18n_has_language(optarg)) {
            char lang_list[64];
            i18n_languages(lang_list, sizeof lang_list);
            return usage_error(_("--lang: there is no language '%s' (%s)"), as_shown(optarg, buf),
                               lang_list);
        }
        opt->lang = optarg;
        return 0;
    case OPT_NO_CACHE: opt->no_cache = true; return 0;
    case 'h': opt->help = true; return 0;
    case 'V': opt->version = true; return 0;
    case OPT_REVIEW: opt->study.review = optarg; return 0;
    case OPT_DIAGRAM: opt->study.diagram = optarg; return 0;
    case OPT_JSON: opt->study.json = true; return 0;
    case OPT_ANNOTATE: opt->study.annotate = true; return 0;
    case 'o': opt->study.output = optarg; return 0;
    case OPT_MOVE: *move = optarg; return 0; /* a hole of the rules, known at the end */
    case OPT_COUNT: {
        char *end;
        errno = 0;
        long n = strtol(optarg, &end, 10);
        if (*end || end == optarg || errno || n < 1 || n > PUZZLE_COUNT_MAX)
            return usage_error(_("--count takes a number from 1 to %d, not '%s'"), PUZZLE_COUNT_MAX,
                               as_shown(optarg, buf));
        opt->study.count = (int)n;
        return 0;
    }
    case OPT_SEED: {
        char *end;
        errno = 0;
        unsigned long long n = strtoull(optarg, &end, 10);
        if (*end || end == optarg || errno || optarg[0] == '-' || optarg[0] == '+')
            return usage_error(_("--seed takes a whole number, not '%s'"), as_shown(optarg, buf));
        opt->study.seed = n;
        opt->study.seeded = true;
        return 0;
    }
    default: return 0; /* a mode, taken by the caller */
    }
}

/* The options given, each once, in the order first given. */
struct given {
    int codes[sizeof longopts / sizeof longopts[0]];
    int n;
};

static void note_given(struct given *g, int code)
{
    for (int i = 0; i < g->n; i++)
        if (g->codes[i] == code)
            return;
    g->codes[g->n++] = code;
}

/* One option at most of a group; *first is the one given first, 0 for
 * none. */
static int one_of(int code, const int *group, size_t n, int *first)
{
    if (!is_one_of(code, group, n))
        return 0;
    if (*first) {
        char a[32], b[32];
        return usage_error(_("%s and %s cannot go together: choose one"),
                           name_of(*first, a, sizeof a), name_of(code, b, sizeof b));
    }
    *first = code;
    return 0;
}

/* What the options say together: one mode, one opening, one output of a
 * review, nothing a mode has no use for (it would be ignored without a
 * word). */
static int check_together(const struct given *g, struct options *opt)
{
    char a[32], b[32];
    int first_mode = 0, first_opening = 0, first_output = 0;
    for (int i = 0; i < g->n; i++) {
        int code = g->codes[i], status;
        if (mode_of(code) != MODES && first_mode)
            return usage_error(_("%s and %s cannot go together: choose one"),
                               name_of(first_mode, a, sizeof a), name_of(code, b, sizeof b));
        if (mode_of(code) != MODES)
            first_mode = code;
        if ((status = one_of(code, openings, COUNT(openings), &first_opening)) != 0 ||
            (status = one_of(code, review_outputs, COUNT(review_outputs), &first_output)) != 0)
            return status;
    }
    opt->mode = first_mode ? mode_of(first_mode) : MODE_PLAY;
    for (int i = 0; i < g->n; i++) {
        if (has_use_in(g->codes[i], opt->mode))
            continue;
        if (opt->mode == MODE_PLAY)
            return usage_error(_("%s goes with %s"), name_of(g->codes[i], a, sizeof a),
                               name_of(first_mode_for(g->codes[i]), b, sizeof b));
        return usage_error(_("%s has no use with %s"), name_of(g->codes[i], a, sizeof a),
                           name_of(first_mode, b, sizeof b));
    }
    /* A record names its rules and its position. */
    for (int i = 0; opt->mode == MODE_SOLVE && opt->play.load && i < g->n; i++)
        if (g->codes[i] == 'r' || g->codes[i] == 'p')
            return usage_error(_("%s and %s cannot go together: choose one"),
                               name_of(OPT_LOAD, a, sizeof a), name_of(g->codes[i], b, sizeof b));
    if (opt->mode == MODE_REVIEW && opt->study.output && !opt->study.annotate)
        return usage_error(_("%s has no use with %s"), "--output",
                           first_output ? "--json" : "--review");
    /* A review or puzzles go to the screen unless a script takes them. */
    bool script = first_output || opt->study.json;
    for (int i = 0; script && i < g->n; i++)
        if (is_one_of(g->codes[i], screen_only, COUNT(screen_only)))
            return usage_error(_("%s has no use with %s"), name_of(g->codes[i], a, sizeof a),
                               name_of(first_output ? first_output : OPT_JSON, b, sizeof b));
    if (opt->mode == MODE_REVIEW && !first_output) {
        opt->play.load = opt->study.review;
        opt->play.review = true;
    }
    opt->play.puzzles.on = opt->mode == MODE_PUZZLES && !opt->study.json;
    return 0;
}

/* The level (the computer's, or in a set the puzzles'), the count of a
 * worksheet and the hole of --move, once the mode and the rules are known. */
static int read_late(struct options *opt, const char *level, const char *move)
{
    char buf[256];
    bool sets = opt->mode == MODE_PUZZLES || opt->mode == MODE_WORKSHEET;
    if (level && sets && (opt->study.level = puzzle_level_from_name(level)) < 0)
        return usage_error(_("unknown puzzle level '%s' (easy, medium or hard)"),
                           as_shown(level, buf));
    if (level && !sets) {
        int computer = ai_level_from_name(level);
        if (computer < 0)
            return usage_error(_("unknown level '%s' (beginner, medium or perfect)"),
                               as_shown(level, buf));
        opt->play.level = (enum ai_level)computer;
        char why[512];
        if (computer == AI_PERFECT && capacity_short(opt->play.rules, why, sizeof why))
            return usage_error("--level perfect: %s", why);
    }
    if (opt->mode == MODE_WORKSHEET && opt->study.count > WORKSHEET_COUNT_MAX)
        return usage_error(_("--worksheet: --count takes a number from 1 to %d, not %d"),
                           WORKSHEET_COUNT_MAX, opt->study.count);
    const tb_rules *r = opt->play.rules;
    if (move && (move[0] == '\0' || move[1] != '\0' ||
                 (opt->study.move = tb_hole_from_label(r, move[0])) < 0))
        return usage_error(_("--move takes a hole of %s, A to %c, not '%s'"), i18n_engine(r->title),
                           tb_label(tb_holes(r) - 1), as_shown(move, buf));
    return 0;
}

int options_parse(int argc, char **argv, struct options *opt)
{
    const char *no_color = getenv("NO_COLOR");
    *opt = (struct options){
        .mode = MODE_PLAY,
        .play = {.rules = tb_rules_at(0), /* Tihbat, the first rule set */
                 .level = AI_BEGINNER,    /* gentle with children */
                 .color = no_color == NULL || *no_color == '\0'},
        .study = {.level = PUZZLE_LEVELS, .move = TB_NO_MOVE},
    };
    if (!opt->play.rules)
        return EXIT_FAILURE;
    const char *position = NULL, *level = NULL, *move = NULL;
    char *names = NULL, buf[256];
    unsigned computers = 0; /* bit n - 1: player n */
    struct given given = {.n = 0};
    int c, status;
    opterr = 0;
    optind = 0;
    while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
        if (c == ':')
            return usage_error(_("option '%s' needs an argument"), as_shown(argv[optind - 1], buf));
        if (c == '?')
            return usage_error(_("unknown option '%s'"), as_shown(argv[optind - 1], buf));
        if ((status = read_option(c, opt, &position, &names, &computers, &level, &move)) != 0)
            return status;
        if (opt->help || opt->version)
            return 0; /* what comes after is not read, as in every GNU program */
        note_given(&given, c);
    }
    if (optind < argc)
        return usage_error(_("unexpected argument '%s'"), as_shown(argv[optind], buf));
    if (opt->rules_file && (status = read_rules(opt)) != 0)
        return status;
    if ((status = check_together(&given, opt)) != 0 || (status = read_late(opt, level, move)) != 0)
        return status;
    if (opt->play.loop && !opt->play.demo)
        return usage_error("%s", _("--loop goes with --demo: the computer plays game after game"));

    const tb_rules *r = opt->play.rules;
    if (position) {
        tb_error err;
        if (tb_position_parse(r, position, &opt->start, &err) != TB_OK) {
            char why[512];
            i18n_error(&err, why, sizeof why);
            return usage_error(_("--position '%s', column %d: %s"), as_shown(position, buf),
                               err.column, why);
        }
        opt->play.start = &opt->start;
    }
    if (opt->play.puzzles.on) { /* the same set every time unless told */
        opt->play.puzzles.seed = opt->study.seeded ? opt->study.seed : TUI_PUZZLES_SEED;
        opt->play.puzzles.level = opt->study.level;
        opt->play.puzzles.count = opt->study.count ? opt->study.count : TUI_PUZZLES_COUNT;
    }
    for (int n = 1; n <= TB_MAX_PLAYERS; n++)
        if (computers >> (n - 1) & 1) {
            if (n > r->players)
                return usage_error(_("--computer: no such player in %s"), i18n_engine(r->title));
            opt->play.computer |= 1u << (n - 1);
        }
    return names ? parse_names(names, opt) : 0;
}
