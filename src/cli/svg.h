/*
 * svg.h - a position drawn as SVG, for --diagram and --worksheet: the holes
 * in their true arrangement (player 1's row at the bottom, left to right;
 * player 2's above it, right to left) with their seeds drawn and counted, the
 * hole letters, the way the seeds go round, whose turn it is and what each
 * player has captured; with a move, the hole lifted, where each seed fell,
 * the last seed and the capture.
 *
 * Each hole's count is a <text class="count" data-hole="A">, each seed a
 * <circle class="seed" data-hole="A">, so that tests can hold the picture
 * to the position.
 */
#ifndef TIHBAT_SVG_H
#define TIHBAT_SVG_H

#include <stdio.h>

#include "tihbat.h"

/* Writes `text` with the characters XML gives a meaning to escaped. */
void xml_text(FILE *out, const char *text);

/* The picture of p, with the move `acc` (made from p; NULL: none) and
 * `caption` (NULL: none) under it; `title` is the picture's name for those
 * who cannot see it.  `number` 0 makes a file of its own, with the XML
 * declaration; pictures on one page are numbered from 1, which keeps the
 * names inside each apart. */
void svg_position(FILE *out, const tb_rules *r, const tb_position *p, const tb_account *acc,
                  const char *caption, const char *title, int number);

/* The board of p alone, in a square, without a word or a number: the
 * program's icon (Tihbat's start), a file of its own. */
void svg_board(FILE *out, const tb_rules *r, const tb_position *p, const char *title);

#endif
