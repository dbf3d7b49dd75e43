/*
 * main.c - the tihbat command: the options read (options.c), then what
 * they ask for: help, the version, the game at the terminal, --batch or
 * --solve.
 */
#include <stdio.h>

#include "app/i18n.h"
#include "cli/commands.h"
#include "cli/options.h"
#include "tui/tui.h"

int main(int argc, char **argv)
{
    /* The language first, so that every word printed is in it. */
    i18n_init(options_lang(argc, argv));
    struct options opt;
    int status = options_parse(argc, argv, &opt);
    if (status != 0)
        return status;
    if (opt.help) {
        fputs(options_usage(), stdout);
        return output_flush(stdout);
    }
    if (opt.version) {
        printf("tihbat %s\n", TB_VERSION);
        return output_flush(stdout);
    }
    switch (opt.mode) {
    case MODE_BATCH: return batch_run(opt.play.rules, opt.play.start, stdin, stdout);
    case MODE_SOLVE: return solve_run(opt.play.rules, opt.play.start, stdout);
    case MODE_PLAY: case MODES: break;
    }
    return tui_run(&opt.play);
}
