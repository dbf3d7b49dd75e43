/*
 * main.c - the tihbat command: options, then one of its modes (the game at
 * the terminal, --batch, --solve, --review, --puzzles, --diagram,
 * --worksheet).
 */
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli/commands.h"
#include "solver/ai.h"
#include "tihbat.h"
#include "app/i18n.h"
#include "tui/tui.h"

static const char *const usage_text = N_(
    "Usage: tihbat [OPTION]...\n"
    "Play Tihbat or Bakuk, two Moroccan mancala games, at the terminal.\n"
    "\n"
    "  -r, --rules NAME      tihbat (default), bakuk or bakuk3\n"
    "  -p, --position POS    start from POS, such as 7,7,7,7:1:0,0\n"
    "      --names LIST      player names, comma-separated: \"Amina,Youssef\"\n"
    "      --computer N      player N is played by the computer (repeatable)\n"
    "      --level LEVEL     the computer's level: beginner, medium, perfect\n"
    "      --demo            the computer plays every side\n"
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
    "      --review FILE     go through a game record with the solver: with --json,\n"
    "                        one JSON object a move; with --annotate, the record\n"
    "                        again with each move's worth in a comment\n"
    "      --puzzles         puzzles from the solution: with --json, a set of them\n"
    "      --count N         how many puzzles (--puzzles: 10, --worksheet: 6)\n"
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

enum mode { MODE_PLAY, MODE_BATCH, MODE_SOLVE, MODE_REVIEW, MODE_PUZZLES, MODE_DIAGRAM,
            MODE_WORKSHEET, MODES };
static const char *const mode_options[MODES] = {
    NULL, "--batch", "--solve", "--review", "--puzzles", "--diagram", "--worksheet"};

__attribute__((format(printf, 1, 2)))
static int usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("tihbat: ", stderr);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputs(_("\nTry 'tihbat --help' for more information.\n"), stderr);
    return EXIT_USAGE;
}

/* Splits "Amina,Youssef" in place into cfg->names. */
static int parse_names(char *list, struct tui_config *cfg)
{
    int n = 0;
    for (char *name = strtok(list, ","); name; name = strtok(NULL, ",")) {
        if (n == cfg->rules->players)
            return usage_error(_("--names: more names than the %d players of %s"),
                               cfg->rules->players, i18n_engine(cfg->rules->title));
        cfg->names[n++] = name;
    }
    return 0;
}

/* A whole number from min to max, or -1. */
static long long parse_number(const char *text, long long min, long long max)
{
    char *end;
    errno = 0;
    long long n = strtoll(text, &end, 10);
    return *end || end == text || errno || n < min || n > max ? -1 : n;
}

/* What the modes of the study take besides the game's options. */
struct study_options {
    const char *review, *diagram, *output, *level, *move;
    bool json, annotate;
    int count; /* 0: the mode's default */
    uint64_t seed;
    bool seeded;
};

/* Options given to a mode that does not take them are refused, so that
 * nothing asked for is silently ignored. */
static int study_check(enum mode mode, const struct study_options *o, const char *position,
                       const char *load, bool rules_given)
{
    bool sets = mode == MODE_PUZZLES || mode == MODE_WORKSHEET;
    if (o->json && mode != MODE_REVIEW && mode != MODE_PUZZLES)
        return usage_error(_("--json goes with --review or --puzzles"));
    if (o->annotate && mode != MODE_REVIEW)
        return usage_error(_("--annotate goes with --review"));
    if (o->json && o->annotate)
        return usage_error(_("--review takes --json or --annotate, not both"));
    if ((o->count || o->seeded) && !sets)
        return usage_error(_("--count and --seed go with --puzzles or --worksheet"));
    if (o->move && mode != MODE_DIAGRAM)
        return usage_error(_("--move goes with --diagram"));
    if (o->output && mode != MODE_DIAGRAM && mode != MODE_WORKSHEET && !o->annotate)
        return usage_error(_("--output goes with --diagram, --worksheet or --review --annotate"));
    if (position && (mode == MODE_REVIEW || sets || mode == MODE_DIAGRAM || load))
        return usage_error(_("--position goes with the game, --batch or --solve"));
    if (load && mode != MODE_PLAY && mode != MODE_SOLVE)
        return usage_error(_("--load goes with the game or --solve"));
    if (rules_given && (mode == MODE_REVIEW || load))
        return usage_error(_("--rules: a game record names its own rules"));
    if (mode == MODE_REVIEW && !o->json && !o->annotate)
        return usage_error(_("--review takes --json or --annotate (the review screen is not "
                             "there yet)"));
    if (mode == MODE_PUZZLES && !o->json)
        return usage_error(_("--puzzles takes --json (the puzzle screen is not there yet)"));
    return 0;
}

int main(int argc, char **argv)
{
    enum { OPT_NAMES = 256, OPT_COMPUTER, OPT_LEVEL, OPT_DEMO, OPT_HINTS, OPT_LOAD,
           OPT_REPLAY, OPT_LEARN, OPT_PROJECTOR, OPT_NO_COLOR, OPT_ASCII, OPT_LANG,
           OPT_BATCH, OPT_SOLVE, OPT_REVIEW, OPT_JSON, OPT_ANNOTATE, OPT_PUZZLES, OPT_COUNT,
           OPT_SEED, OPT_DIAGRAM, OPT_MOVE, OPT_WORKSHEET };
    static const struct option longopts[] = {
        {"rules", required_argument, NULL, 'r'},
        {"position", required_argument, NULL, 'p'},
        {"names", required_argument, NULL, OPT_NAMES},
        {"computer", required_argument, NULL, OPT_COMPUTER},
        {"level", required_argument, NULL, OPT_LEVEL},
        {"demo", no_argument, NULL, OPT_DEMO},
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
        {"output", required_argument, NULL, 'o'},
        {"help", no_argument, NULL, 'h'},
        {"version", no_argument, NULL, 'V'},
        {NULL, 0, NULL, 0},
    };
    const char *no_color = getenv("NO_COLOR");
    struct tui_config cfg = {
        .rules = tb_rules_at(0), /* Tihbat, the first rule set */
        .level = AI_PERFECT,
        .color = no_color == NULL || *no_color == '\0',
    };
    if (!cfg.rules)
        return EXIT_FAILURE;
    enum mode mode = MODE_PLAY;
    const char *position_text = NULL;
    char *names = NULL;
    int computers[TB_MAX_PLAYERS + 1], ncomputers = 0;
    struct study_options study = {0};
    bool rules_given = false;

    static const char shortopts[] = ":r:p:o:hV";
    opterr = 0;
    /* The language first, so that every word printed is in it. */
    const char *lang = NULL;
    int c;
    while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1)
        if (c == OPT_LANG)
            lang = optarg;
    i18n_init(lang);
    optind = 0; /* GNU getopt: start again from the first argument */
    while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
        switch (c) {
        case 'r':
            cfg.rules = tb_rules_find(optarg);
            if (!cfg.rules)
                return usage_error(_("unknown rules '%s' (tihbat, bakuk or bakuk3)"), optarg);
            rules_given = true;
            break;
        case 'p': position_text = optarg; break;
        case OPT_NAMES: names = optarg; break;
        case OPT_COMPUTER: {
            char *end;
            long n = strtol(optarg, &end, 10);
            if (*end || end == optarg || n < 1 || n > TB_MAX_PLAYERS || ncomputers > TB_MAX_PLAYERS)
                return usage_error(_("--computer takes a player number, not '%s'"), optarg);
            computers[ncomputers++] = (int)n;
            break;
        }
        case OPT_LEVEL: study.level = optarg; break; /* its meaning depends on the mode */
        case OPT_DEMO: cfg.demo = true; break;
        case OPT_HINTS: cfg.hints = true; break;
        case OPT_LOAD: cfg.load = optarg; break;
        case OPT_REPLAY: cfg.load = optarg, cfg.replay = true; break;
        case OPT_LEARN: cfg.learn = true; break;
        case OPT_PROJECTOR: cfg.projector = true; break;
        case OPT_NO_COLOR: cfg.color = false; break;
        case OPT_ASCII: cfg.ascii = true; break;
        case OPT_LANG: break; /* chosen above */
        case OPT_BATCH:
        case OPT_SOLVE:
        case OPT_REVIEW:
        case OPT_PUZZLES:
        case OPT_DIAGRAM:
        case OPT_WORKSHEET: {
            enum mode chosen = c == OPT_BATCH     ? MODE_BATCH
                               : c == OPT_SOLVE   ? MODE_SOLVE
                               : c == OPT_REVIEW  ? MODE_REVIEW
                               : c == OPT_PUZZLES ? MODE_PUZZLES
                               : c == OPT_DIAGRAM ? MODE_DIAGRAM
                                                  : MODE_WORKSHEET;
            if (mode != MODE_PLAY && mode != chosen)
                return usage_error(_("%s and %s are two modes: choose one"), mode_options[mode],
                                   mode_options[chosen]);
            mode = chosen;
            if (c == OPT_REVIEW)
                study.review = optarg;
            if (c == OPT_DIAGRAM)
                study.diagram = optarg;
            break;
        }
        case OPT_JSON: study.json = true; break;
        case OPT_ANNOTATE: study.annotate = true; break;
        case OPT_COUNT:
            study.count = (int)parse_number(optarg, 1, PUZZLE_COUNT_MAX);
            if (study.count < 0)
                return usage_error(_("--count takes a number from 1 to %d, not '%s'"),
                                   PUZZLE_COUNT_MAX, optarg);
            break;
        case OPT_SEED: {
            char *end;
            errno = 0;
            study.seed = strtoull(optarg, &end, 10);
            if (*end || end == optarg || errno || optarg[0] == '-')
                return usage_error(_("--seed takes a whole number, not '%s'"), optarg);
            study.seeded = true;
            break;
        }
        case OPT_MOVE: study.move = optarg; break;
        case 'o': study.output = optarg; break;
        case 'h': fputs(_(usage_text), stdout); return fflush(stdout) == 0 ? 0 : 1;
        case 'V':
            printf("tihbat %s\n", TB_VERSION);
            return fflush(stdout) == 0 ? 0 : 1;
        case ':': return usage_error(_("option '%s' needs an argument"), argv[optind - 1]);
        default: return usage_error(_("unknown option '%s'"), argv[optind - 1]);
        }
    }
    if (optind < argc)
        return usage_error(_("unexpected argument '%s'"), argv[optind]);
    int refused = study_check(mode, &study, position_text, cfg.load, rules_given);
    if (refused)
        return refused;
    bool sets = mode == MODE_PUZZLES || mode == MODE_WORKSHEET;
    int puzzle_level = PUZZLE_LEVELS;
    if (study.level && sets && (puzzle_level = puzzle_level_from_name(study.level)) < 0)
        return usage_error(_("unknown puzzle level '%s' (easy, medium or hard)"), study.level);
    if (study.level && !sets) {
        int level = ai_level_from_name(study.level);
        if (level < 0)
            return usage_error(_("unknown level '%s' (beginner, medium or perfect)"),
                               study.level);
        cfg.level = (enum ai_level)level;
    }
    if (mode == MODE_WORKSHEET && study.count > WORKSHEET_COUNT_MAX)
        return usage_error(_("--worksheet: --count takes a number from 1 to %d, not %d"),
                           WORKSHEET_COUNT_MAX, study.count);
    int diagram_move = TB_NO_MOVE;
    if (study.move && (study.move[1] || (diagram_move = tb_hole_from_label(cfg.rules,
                                                                           study.move[0])) < 0))
        return usage_error(_("--move takes a hole of %s, A to %c, not '%s'"),
                           i18n_engine(cfg.rules->title), tb_label(tb_holes(cfg.rules) - 1),
                           study.move);
    if (!study.seeded)
        study.seed = (uint64_t)time(NULL);

    tb_position start;
    if (position_text) {
        tb_error err;
        if (tb_position_parse(cfg.rules, position_text, &start, &err) != TB_OK) {
            char why[512];
            i18n_error(&err, why, sizeof why);
            return usage_error(_("--position '%s', column %d: %s"), position_text, err.column,
                               why);
        }
        cfg.start = &start;
    }
    for (int i = 0; i < ncomputers; i++) {
        if (computers[i] > cfg.rules->players)
            return usage_error(_("--computer: no such player in %s"),
                               i18n_engine(cfg.rules->title));
        cfg.computer |= 1u << (computers[i] - 1);
    }
    if (names && parse_names(names, &cfg) != 0)
        return EXIT_USAGE;

    switch (mode) {
    case MODE_BATCH: return batch_run(cfg.rules, cfg.start, stdin, stdout);
    case MODE_SOLVE: return solve_run(cfg.rules, cfg.start, cfg.load, stdout);
    case MODE_REVIEW: return review_run(study.review, study.annotate, study.output, stdout);
    case MODE_PUZZLES:
        return puzzles_run(cfg.rules, study.count ? study.count : PUZZLES_COUNT, study.seed,
                           puzzle_level, stdout);
    case MODE_DIAGRAM:
        return diagram_run(cfg.rules, study.diagram, diagram_move, study.output, stdout);
    case MODE_WORKSHEET:
        return worksheet_run(cfg.rules, study.count ? study.count : WORKSHEET_COUNT, study.seed,
                             puzzle_level, study.output ? study.output : ".", stdout);
    case MODE_PLAY:
    case MODES: break;
    }
    return tui_run(&cfg);
}
