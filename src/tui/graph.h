/*
 * graph.h - a value across a game (a struct shown's graph), drawn in the
 * terminal: bars up and down from an axis, captures and the point shown
 * marked.
 */
#ifndef TIHBAT_TUI_GRAPH_H
#define TIHBAT_TUI_GRAPH_H

struct shown;

/* Draws s's graph in the h lines from y down, w columns from x (its note
 * instead, while it has one). */
void draw_graph(const struct shown *s, int y, int x, int h, int w);

#endif
