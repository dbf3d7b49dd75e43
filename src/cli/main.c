/*
 * main.c - the tihbat command: options, then one of three modes
 * (the game at the terminal, --batch, --solve).
 */
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands.h"
#include "solver/ai.h"
#include "tihbat.h"
#include "app/cache.h"
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
    "      --no-cache        solve in memory: neither read nor write the cache of\n"
    "                        solved tables\n"
    "  -h, --help            show this help and exit\n"
    "  -V, --version         show the version and exit\n"
    "\n"
    "Exit status: 0 on success, 1 on a failure, 2 on bad usage or input.\n"
    "See tihbat(6) for the keys and the rules.\n");

enum mode { MODE_PLAY, MODE_BATCH, MODE_SOLVE };

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

int main(int argc, char **argv)
{
    enum { OPT_NAMES = 256, OPT_COMPUTER, OPT_LEVEL, OPT_DEMO, OPT_HINTS, OPT_LOAD,
           OPT_REPLAY, OPT_LEARN, OPT_PROJECTOR, OPT_NO_COLOR, OPT_ASCII, OPT_LANG,
           OPT_BATCH, OPT_SOLVE, OPT_NO_CACHE };
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
        {"no-cache", no_argument, NULL, OPT_NO_CACHE},
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

    static const char shortopts[] = ":r:p:hV";
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
        case OPT_LEVEL: {
            int level = ai_level_from_name(optarg);
            if (level < 0)
                return usage_error(_("unknown level '%s' (beginner, medium or perfect)"),
                                   optarg);
            cfg.level = (enum ai_level)level;
            break;
        }
        case OPT_DEMO: cfg.demo = true; break;
        case OPT_HINTS: cfg.hints = true; break;
        case OPT_LOAD: cfg.load = optarg; break;
        case OPT_REPLAY: cfg.load = optarg, cfg.replay = true; break;
        case OPT_LEARN: cfg.learn = true; break;
        case OPT_PROJECTOR: cfg.projector = true; break;
        case OPT_NO_COLOR: cfg.color = false; break;
        case OPT_ASCII: cfg.ascii = true; break;
        case OPT_LANG: break; /* chosen above */
        case OPT_BATCH: mode = MODE_BATCH; break;
        case OPT_SOLVE: mode = MODE_SOLVE; break;
        case OPT_NO_CACHE: cache_turn_off(); break;
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
    case MODE_SOLVE: return solve_run(cfg.rules, cfg.start, stdout);
    case MODE_PLAY: break;
    }
    return tui_run(&cfg);
}
