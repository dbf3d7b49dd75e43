/*
 * options.c - the command line read into struct options: every option
 * checked, every refusal one message and EXIT_USAGE, nothing run.
 */
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/i18n.h"
#include "app/text.h"
#include "cli/commands.h"
#include "cli/options.h"
#include "solver/ai.h"

static const char *const usage_text = N_(
    "Usage: tihbat [OPTION]...\n"
    "Play Tihbat or Bakuk, two Moroccan mancala games, at the terminal.\n"
    "\n"
    "  -r, --rules NAME      tihbat (default), bakuk or bakuk3\n"
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
    "  -h, --help            show this help and exit\n"
    "  -V, --version         show the version and exit\n"
    "\n"
    "Exit status: 0 on success, 1 on a failure, 2 on bad usage or input.\n"
    "See tihbat(6) for the keys and the rules.\n");

const char *options_usage(void) { return _(usage_text); }

enum {
    OPT_NAMES = 256, OPT_COMPUTER, OPT_LEVEL, OPT_DEMO, OPT_LOOP, OPT_HINTS, OPT_LOAD, OPT_REPLAY,
    OPT_LEARN, OPT_PROJECTOR, OPT_NO_COLOR, OPT_ASCII, OPT_LANG, OPT_BATCH, OPT_SOLVE,
};
static const char shortopts[] = ":r:p:hV";
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
    {"help", no_argument, NULL, 'h'},
    {"version", no_argument, NULL, 'V'},
    {NULL, 0, NULL, 0},
};

/* The options that choose a mode; every other option is for the game
 * unless it is among those every mode takes. */
static const struct {
    int code;
    enum mode mode;
} mode_options[] = {{OPT_BATCH, MODE_BATCH}, {OPT_SOLVE, MODE_SOLVE}};
static const int every_mode[] = {'r', 'p', OPT_LANG, 'h', 'V'};
/* What the game opens with: one of them at most. */
static const int openings[] = {OPT_LOAD, OPT_REPLAY, OPT_LEARN};

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

/* Does the option mean anything in mode? */
static bool has_use_in(int code, enum mode mode)
{
    return is_one_of(code, every_mode, COUNT(every_mode)) || mode_of(code) == mode ||
           (mode == MODE_PLAY && mode_of(code) == MODES);
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

/* Text from the command line, as a message can show it. */
static const char *shown(const char *s, char buf[256])
{
    return text_escape(s, strlen(s), buf, 256);
}

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
        if (strlen(name) >= sizeof ((tb_tags *)NULL)->names[0])
            return usage_error(_("--names: name %d is longer than %d bytes"), n + 1,
                               (int)sizeof ((tb_tags *)NULL)->names[0] - 1);
        opt->play.names[n++] = name;
        if (!comma)
            return 0;
        name = comma + 1;
    }
}

/* The given option's value, where it says what it is. */
static int read_option(int c, struct options *opt, const char **position, char **names,
                       unsigned *computers)
{
    char buf[256];
    struct tui_config *cfg = &opt->play;
    switch (c) {
    case 'r':
        cfg->rules = tb_rules_find(optarg);
        if (!cfg->rules)
            return usage_error(_("unknown rules '%s' (tihbat, bakuk or bakuk3)"),
                               shown(optarg, buf));
        return 0;
    case 'p': *position = optarg; return 0;
    case OPT_NAMES: *names = optarg; return 0;
    case OPT_COMPUTER: {
        char *end;
        long n = strtol(optarg, &end, 10);
        if (*end || end == optarg || n < 1 || n > TB_MAX_PLAYERS)
            return usage_error(_("--computer takes a player number, not '%s'"),
                               shown(optarg, buf));
        *computers |= 1u << (n - 1);
        return 0;
    }
    case OPT_LEVEL: {
        int level = ai_level_from_name(optarg);
        if (level < 0)
            return usage_error(_("unknown level '%s' (beginner, medium or perfect)"),
                               shown(optarg, buf));
        cfg->level = (enum ai_level)level;
        return 0;
    }
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
            return usage_error(_("--lang: there is no language '%s' (%s)"), shown(optarg, buf),
                               lang_list);
        }
        opt->lang = optarg;
        return 0;
    case 'h': opt->help = true; return 0;
    case 'V': opt->version = true; return 0;
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

/* What the options say together: one mode, one opening, nothing a mode
 * has no use for (it would be ignored without a word). */
static int check_together(const struct given *g, struct options *opt)
{
    char a[32], b[32];
    int first_mode = 0, first_opening = 0;
    for (int i = 0; i < g->n; i++) {
        int code = g->codes[i];
        int *first = mode_of(code) != MODES     ? &first_mode
                     : is_one_of(code, openings, COUNT(openings)) ? &first_opening
                                                 : NULL;
        if (first && *first)
            return usage_error(_("%s and %s cannot go together: choose one"),
                               name_of(*first, a, sizeof a), name_of(code, b, sizeof b));
        if (first)
            *first = code;
    }
    opt->mode = first_mode ? mode_of(first_mode) : MODE_PLAY;
    for (int i = 0; i < g->n; i++)
        if (!has_use_in(g->codes[i], opt->mode))
            return usage_error(_("%s has no use with %s"), name_of(g->codes[i], a, sizeof a),
                               name_of(first_mode, b, sizeof b));
    return 0;
}

int options_parse(int argc, char **argv, struct options *opt)
{
    const char *no_color = getenv("NO_COLOR");
    *opt = (struct options){
        .mode = MODE_PLAY,
        .play = {.rules = tb_rules_at(0), /* Tihbat, the first rule set */
                 .level = AI_BEGINNER, /* gentle with children */
                 .color = no_color == NULL || *no_color == '\0'},
    };
    if (!opt->play.rules)
        return EXIT_FAILURE;
    const char *position = NULL;
    char *names = NULL, buf[256];
    unsigned computers = 0; /* bit n - 1: player n */
    struct given given = {.n = 0};
    int c, status;
    opterr = 0;
    optind = 0;
    while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
        if (c == ':')
            return usage_error(_("option '%s' needs an argument"), shown(argv[optind - 1], buf));
        if (c == '?')
            return usage_error(_("unknown option '%s'"), shown(argv[optind - 1], buf));
        if ((status = read_option(c, opt, &position, &names, &computers)) != 0)
            return status;
        if (opt->help || opt->version)
            return 0; /* what comes after is not read, as in every GNU program */
        note_given(&given, c);
    }
    if (optind < argc)
        return usage_error(_("unexpected argument '%s'"), shown(argv[optind], buf));
    if ((status = check_together(&given, opt)) != 0)
        return status;
    if (opt->play.loop && !opt->play.demo)
        return usage_error("%s", _("--loop goes with --demo: the computer plays game after game"));

    const tb_rules *r = opt->play.rules;
    if (position) {
        tb_error err;
        if (tb_position_parse(r, position, &opt->start, &err) != TB_OK) {
            char why[512];
            i18n_error(&err, why, sizeof why);
            return usage_error(_("--position '%s', column %d: %s"), shown(position, buf),
                               err.column, why);
        }
        opt->play.start = &opt->start;
    }
    for (int n = 1; n <= TB_MAX_PLAYERS; n++)
        if (computers >> (n - 1) & 1) {
            if (n > r->players)
                return usage_error(_("--computer: no such player in %s"), i18n_engine(r->title));
            opt->play.computer |= 1u << (n - 1);
        }
    return names ? parse_names(names, opt) : 0;
}
