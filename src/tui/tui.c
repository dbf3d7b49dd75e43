/* tui.c - placeholder until the front end lands. */
#include <stdio.h>

#include "tui/tui.h"

int tui_run(const struct tui_config *cfg)
{
    (void)cfg;
    fputs("tihbat: the terminal game is not built yet\n", stderr);
    return 1;
}
