/*
 * fuzz_options.c - the command line, through options_parse() itself: the
 * input is the arguments after the program's name, each ended by a NUL
 * byte (the last may lack it).
 *
 * Whatever they are, the answer is 0 or EXIT_USAGE.  A refusal is one
 * message, "tihbat: ..." and the hint, nothing in it a terminal would take
 * for a control sequence.  What is taken is whole: a rule set, a start
 * position the rules allow, names that are not empty and fit a record, the
 * computer's players among the game's, one opening at most, --loop only
 * with --demo, in a mode for scripts nothing of the game's (but --load for
 * --solve), and the study's options only with their modes, each in its
 * range.
 */
#define _POSIX_C_SOURCE 200809L /* strdup, open_memstream */
#include <stdbool.h>
#include <string.h>

#include "cli/commands.h"
#include "cli/options.h"
#include "fuzz.h"
#include "solver/puzzle.h"

enum { ARGS_MAX = 24 };

static void check_refusal(const char *err, size_t len)
{
    static const char hint[] = "\nTry 'tihbat --help' for more information.\n";
    FUZZ_CHECK(len > 0 && strncmp(err, "tihbat: ", 8) == 0);
    /* A rules file the engine cannot play, or cannot be read: its one line. */
    bool file = strncmp(err, "tihbat: --rules: ", 17) == 0;
    size_t message = file ? len - 1 : len - strlen(hint);
    FUZZ_CHECK(file ? err[len - 1] == '\n'
                    : len > strlen(hint) && strcmp(err + len - strlen(hint), hint) == 0);
    /* One line of message: every byte shown, none a control character. */
    for (size_t i = 0; i < message; i++)
        FUZZ_CHECK((unsigned char)err[i] >= 0x20 && err[i] != 0x7f);
}

static void check_taken(const struct options *opt)
{
    const struct tui_config *cfg = &opt->play;
    const tb_rules *r = cfg->rules;
    FUZZ_CHECK(r != NULL && opt->mode >= MODE_PLAY && opt->mode < MODES);
    if (opt->help || opt->version)
        return;
    FUZZ_CHECK(cfg->start == NULL || cfg->start == &opt->start);
    FUZZ_CHECK(cfg->start == NULL || tb_position_check(r, cfg->start) == TB_OK);
    for (int i = 0; i < TB_MAX_PLAYERS; i++)
        if (cfg->names[i]) {
            FUZZ_CHECK(i < r->players);
            FUZZ_CHECK(cfg->names[i][0] != '\0' && strlen(cfg->names[i]) < 64);
            FUZZ_CHECK(strchr(cfg->names[i], ',') == NULL);
        }
    FUZZ_CHECK((cfg->computer >> r->players) == 0);
    FUZZ_CHECK(cfg->level >= AI_BEGINNER && cfg->level < AI_LEVELS);
    FUZZ_CHECK((cfg->load != NULL) + cfg->learn <= 1);
    FUZZ_CHECK(!cfg->replay || cfg->load);
    FUZZ_CHECK(!cfg->loop || cfg->demo);
    const struct study_options *st = &opt->study;
    /* A review or puzzles without --json (or --annotate) open the screen. */
    FUZZ_CHECK(cfg->review == (opt->mode == MODE_REVIEW && !st->json && !st->annotate));
    FUZZ_CHECK(cfg->puzzles.on == (opt->mode == MODE_PUZZLES && !st->json));
    FUZZ_CHECK(!cfg->review || cfg->load == st->review);
    if (cfg->review || cfg->puzzles.on) {
        FUZZ_CHECK(!cfg->computer && !cfg->learn && !cfg->replay && !cfg->start);
        FUZZ_CHECK(!cfg->demo && !cfg->loop && !cfg->hints);
    } else if (opt->mode != MODE_PLAY) {
        FUZZ_CHECK(!cfg->names[0] && !cfg->computer && !cfg->learn);
        FUZZ_CHECK(!cfg->load || (opt->mode == MODE_SOLVE && !cfg->replay && !cfg->start));
        FUZZ_CHECK(!cfg->demo && !cfg->loop && !cfg->hints && !cfg->projector && !cfg->ascii);
        FUZZ_CHECK(cfg->level == AI_BEGINNER); /* the default, untouched */
    }
    FUZZ_CHECK(opt->lang == NULL || strlen(opt->lang) <= 2);
    FUZZ_CHECK(!st->json || opt->mode == MODE_REVIEW || opt->mode == MODE_PUZZLES);
    FUZZ_CHECK(!st->annotate || (opt->mode == MODE_REVIEW && !st->json));
    FUZZ_CHECK(opt->mode != MODE_REVIEW || (st->review && !(st->json && st->annotate)));
    FUZZ_CHECK(opt->mode != MODE_DIAGRAM || st->diagram);
    FUZZ_CHECK(st->count >= 0 && st->count <= PUZZLE_COUNT_MAX);
    FUZZ_CHECK(opt->mode != MODE_WORKSHEET || st->count <= WORKSHEET_COUNT_MAX);
    FUZZ_CHECK(st->level >= 0 && st->level <= PUZZLE_LEVELS);
    FUZZ_CHECK(st->move == TB_NO_MOVE ||
               (opt->mode == MODE_DIAGRAM && st->move >= 0 && st->move < tb_holes(r)));
    FUZZ_CHECK(!st->output || opt->mode == MODE_DIAGRAM || opt->mode == MODE_WORKSHEET ||
               st->annotate);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* The arguments, each a string of its own (getopt and --names write
     * to them), so that the sanitizers see a read past one. */
    char *argv[ARGS_MAX + 2] = {NULL};
    int argc = 0;
    argv[argc++] = strdup("tihbat");
    for (size_t at = 0; at < size && argc <= ARGS_MAX;) {
        const uint8_t *nul = memchr(data + at, '\0', size - at);
        size_t len = nul ? (size_t)(nul - data) - at : size - at;
        char *arg = malloc(len + 1);
        if (!arg)
            abort();
        memcpy(arg, data + at, len);
        arg[len] = '\0';
        argv[argc++] = arg;
        at += len + 1;
    }
    if (!argv[0])
        abort();

    char *err_text = NULL;
    size_t err_len = 0;
    FILE *err = open_memstream(&err_text, &err_len);
    if (!err)
        abort();
    FILE *saved = stderr;
    stderr = err;
    struct options opt;
    int status = options_parse(argc, argv, &opt);
    stderr = saved;
    fclose(err);

    FUZZ_CHECK(status == 0 || status == EXIT_USAGE);
    if (status == 0) {
        FUZZ_CHECK(err_len == 0);
        check_taken(&opt);
    } else {
        check_refusal(err_text, err_len);
    }
    free(err_text);
    for (int i = 0; i < argc; i++)
        free(argv[i]);
    return 0;
}
