/*
 * main.c - the tihbat command: the options read (options.c), then what
 * they ask for: help, the version, the game at the terminal, or a mode for
 * scripts (--batch, --solve, --review, --puzzles, --diagram, --worksheet).
 */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "app/cache.h"
#include "app/i18n.h"
#include "app/save.h"
#include "cli/commands.h"
#include "cli/options.h"
#include "tui/tui.h"

int main(int argc, char **argv)
{
    /* The language first, so that every word printed is in it. */
    i18n_init(options_lang(argc, argv));
    /* What a copy killed while it wrote left, whatever this run does. */
    save_clean_up();
    struct options opt;
    int status = options_parse(argc, argv, &opt);
    if (status != 0)
        return status;
    if (opt.help) {
        const char *usage = options_usage();
        return output_write(stdout, usage, strlen(usage));
    }
    if (opt.no_cache)
        cache_turn_off();
    if (opt.version) {
        printf("tihbat %s\n", TB_VERSION);
        return output_flush(stdout);
    }
    const struct study_options *study = &opt.study;
    /* A set of puzzles is new each time unless a seed is given. */
    uint64_t seed = study->seeded ? study->seed : (uint64_t)time(NULL);
    const tb_rules *r = opt.play.rules;
    switch (opt.mode) {
    case MODE_BATCH: return batch_run(r, opt.play.start, stdin, stdout);
    case MODE_SOLVE: return solve_run(r, opt.play.start, opt.play.load, stdout);
    case MODE_REVIEW:
        if (opt.play.review)
            break; /* the review screen */
        return review_run(study->review, study->annotate, study->output, stdout);
    case MODE_PUZZLES:
        if (opt.play.puzzles.on)
            break; /* the puzzle screen */
        return puzzles_run(r, study->count ? study->count : PUZZLES_COUNT, seed, study->level,
                           stdout);
    case MODE_DIAGRAM: return diagram_run(r, study->diagram, study->move, study->output, stdout);
    case MODE_WORKSHEET:
        return worksheet_run(r, study->count ? study->count : WORKSHEET_COUNT, seed, study->level,
                             study->output ? study->output : ".", stdout);
    case MODE_PRINT_RULES: return print_rules(r, stdout);
    case MODE_PLAY:
    case MODES: break;
    }
    return tui_run(&opt.play);
}
