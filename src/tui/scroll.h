/*
 * scroll.h - the keys of a panel that scrolls (the help, the moves so
 * far): Up and Down a line, Page Up and Page Down (and Space) a page,
 * Home and End its two ends, any other key back to what it covers.
 */
#ifndef TIHBAT_TUI_SCROLL_H
#define TIHBAT_TUI_SCROLL_H

#include "tui/mode.h"

/* A panel that scrolls: its mode's state begins with this. */
struct scrolled {
    struct mode mode;
    int at; /* the first line shown, or the first item */
    /* Where at may go (first to last) and a page, as the screen is now. */
    void (*range)(const struct mode *m, const struct scene *sc, int *first, int *last, int *page);
};

extern const struct command scroll_down_keys, scroll_up_keys, page_down_keys, page_up_keys,
    scroll_start_keys, scroll_end_keys, scroll_away_keys;

#endif
