/*
 * review_command.c - tihbat --review FILE, for scripts: --json (one object a ply,
 * then a summary) or --annotate (the record again, each move's worth and
 * the best alternative in its comment).  The review is src/solver/game_review.h.
 * A move's "value" is the solver's, its mover's margin from there on (the
 * seeds on the board); its "finish" adds what was captured before it: the
 * final margin people are shown (docs/study.md).  Bakuk for three has no
 * margins: each ply says every player's share ("shares", after the move
 * played; each move's too) and what each is sure to end with from before
 * it ("sure"), and no advantage; its "finish" is the seeds the mover is
 * sure of.
 */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include <stdlib.h>
#include <string.h>

#include "app/explain.h"
#include "app/i18n.h"
#include "app/terminal_text.h"
#include "cli/commands.h"
#include "cli/json.h"
#include "solver/game_review.h"

static void json_moves(FILE *out, const int moves[], int n)
{
    putc('[', out);
    for (int i = 0; i < n; i++) {
        if (i)
            putc(',', out);
        json_move(out, moves[i]);
    }
    putc(']', out);
}

static void json_shares(FILE *out, const int shares[], int players)
{
    for (int q = 0; q < players; q++)
        fprintf(out, "%s%d", q ? "," : "[", shares[q]);
    putc(']', out);
}

static void print_ply(FILE *out, const tb_game *g, const struct review *rv, int k)
{
    const tb_rules *r = tb_game_rules(g);
    const struct review_ply *p = &rv->ply[k];
    char position[128];
    tb_position_format(r, tb_game_position_at(g, k), position, sizeof position);
    fprintf(out, "{\"ply\":%d,\"player\":%d,\"position\":\"%s\",\"move\":", k + 1, p->player + 1,
            position);
    json_move(out, p->move);
    fprintf(out, ",\"value\":%d,\"best\":", p->value);
    json_moves(out, p->best, p->nbest);
    fprintf(out, ",\"best_value\":%d,\"finish\":%d,\"best_finish\":%d", p->best_value,
            p->taken + p->value, p->taken + p->best_value);
    fprintf(out, ",\"loss\":%d,\"class\":\"%s\",\"forced\":%s", p->loss,
            review_class_name(p->class_of), p->forced ? "true" : "false");
    fprintf(out, ",\"captured\":%d", p->captured);
    if (r->players == 2) {
        fprintf(out, ",\"advantage\":%d", p->advantage);
    } else {
        fputs(",\"shares\":", out);
        json_shares(out, p->shares, r->players);
        fputs(",\"sure\":", out);
        json_shares(out, p->sure, r->players);
    }
    fputs(",\"moves\":[", out);
    for (int i = 0; i < p->nmoves; i++) {
        fputs(i ? ",{\"move\":" : "{\"move\":", out);
        json_move(out, p->moves[i].move);
        fprintf(out, ",\"value\":%d,\"finish\":%d", p->moves[i].value,
                p->taken + p->moves[i].value);
        if (r->players > 2) {
            fputs(",\"shares\":", out);
            json_shares(out, p->move_shares[i], r->players);
        }
        putc('}', out);
    }
    fputs("],\"line\":", out);
    json_moves(out, p->line, p->line_length);
    fputs("}\n", out);
}

static void print_summary(FILE *out, const tb_rules *r, const struct review *rv,
                          const tb_tags *tags)
{
    fprintf(out, "{\"summary\":{\"rules\":\"%s\",\"plies\":%d,\"over\":%s", r->name, rv->plies,
            rv->over ? "true" : "false");
    if (r->players == 2) {
        fprintf(out, ",\"advantage\":%d", rv->end_advantage);
    } else {
        fputs(",\"sure\":", out);
        json_shares(out, rv->end_sure, r->players);
    }
    fputs(",\"players\":[", out);
    for (int p = 0; p < r->players; p++) {
        const struct review_tally *t = &rv->tally[p];
        fprintf(out, "%s{\"player\":%d", p ? "," : "", p + 1);
        if (tags->names[p][0]) {
            fputs(",\"name\":", out);
            json_string(out, tags->names[p]);
        }
        for (int c = 0; c < REVIEW_CLASSES; c++)
            fprintf(out, ",\"%s\":%d", review_class_name((enum review_class)c), t->moves[c]);
        fprintf(out, ",\"forced\":%d,\"lost\":%d}", t->forced, t->lost);
    }
    fputs("]}}\n", out);
}

/* Adds `note` to the comment after `ply` plies, unless it ends with it
 * already (a record annotated twice says it once). */
static int annotate(tb_game *g, int ply, const char *note)
{
    const char *old = tb_game_comment(g, ply);
    size_t n = old ? strlen(old) : 0, m = strlen(note);
    if (old && n >= m && strcmp(old + n - m, note) == 0 && (n == m || old[n - m - 1] == ' '))
        return TB_OK;
    char *both = malloc(n + m + 2);
    if (!both)
        return TB_ENOMEM;
    snprintf(both, n + m + 2, "%s%s%s", old ? old : "", old ? " " : "", note);
    int status = tb_game_set_comment(g, ply, both);
    free(both);
    return status;
}

/* The review in the comments of g: the tally of each player before the
 * first move, each move's worth after it. */
static int write_annotations(tb_game *g, const struct review *rv, const tb_tags *tags)
{
    const tb_rules *r = tb_game_rules(g);
    char all[TB_MAX_PLAYERS * 512] = "";
    for (int p = 0; p < r->players; p++) {
        char name[64], tally[512];
        explain_player(p, name, sizeof name);
        explain_review_tally(tags->names[p][0] ? tags->names[p] : name, &rv->tally[p], tally,
                             sizeof tally);
        size_t used = strlen(all);
        snprintf(all + used, sizeof all - used, "%s%s", p ? " " : "", tally);
    }
    int status = annotate(g, 0, all);
    for (int k = 0; status == TB_OK && k < rv->plies; k++) {
        char note[512];
        explain_review_ply(&rv->ply[k], note, sizeof note);
        status = annotate(g, k + 1, note);
    }
    return status;
}

/* The record again, its bytes from the file (tags, comments) made text
 * that no reader or terminal takes amiss (text_clean). */
static int print_record(const tb_game *g, const tb_tags *tags, const char *output, FILE *out)
{
    size_t len = tb_record_format(g, tags, NULL, 0), clean_len = 0;
    char *text = malloc(len + 1), *clean = NULL;
    if (text) {
        tb_record_format(g, tags, text, len + 1);
        clean_len = text_clean(text, len, NULL, 0);
        clean = malloc(clean_len + 1);
    }
    if (!clean) {
        free(text);
        fprintf(stderr, "tihbat: %s\n", i18n_engine(tb_strerror(TB_ENOMEM)));
        return EXIT_FAILURE;
    }
    text_clean(text, len, clean, clean_len + 1);
    int exit_status = write_out(output, clean, clean_len, out);
    free(text);
    free(clean);
    return exit_status;
}

/* The review as JSON lines, whole before any is written. */
static int print_json(const tb_game *g, const struct review *rv, const tb_tags *tags, FILE *out)
{
    char *text = NULL;
    size_t len = 0;
    FILE *json = open_memstream(&text, &len);
    if (!json) {
        fprintf(stderr, "tihbat: %s\n", i18n_engine(tb_strerror(TB_ENOMEM)));
        return EXIT_FAILURE;
    }
    for (int k = 0; k < rv->plies; k++)
        print_ply(json, g, rv, k);
    print_summary(json, tb_game_rules(g), rv, tags);
    int exit_status = EXIT_FAILURE;
    if (fclose(json) != 0)
        fprintf(stderr, "tihbat: %s\n", i18n_engine(tb_strerror(TB_ENOMEM)));
    else
        exit_status = output_write(out, text, len);
    free(text);
    return exit_status;
}

int review_run(const char *path, bool annotated, const char *output, FILE *out)
{
    int exit_status = EXIT_SUCCESS, status;
    tb_tags tags;
    tb_game *g = load_or_say("--review", path, &tags, &exit_status);
    if (!g)
        return exit_status;
    const tb_rules *r = tb_game_rules(g);
    if (too_large_said(r)) {
        tb_game_free(g);
        return EXIT_FAILURE;
    }
    struct tables t = {0};
    struct review rv = {0};
    if ((status = tables_open(&t, r)) == TB_OK)
        status = review_game(t.solver, g, &rv);
    tables_report(&t);
    if (status == TB_OK && annotated)
        status = write_annotations(g, &rv, &tags);
    if (status != TB_OK) {
        fprintf(stderr, "tihbat: --review: %s\n", i18n_engine(tb_strerror(status)));
        exit_status = EXIT_FAILURE;
    } else if (annotated) {
        exit_status = print_record(g, &tags, output, out);
    } else {
        exit_status = print_json(g, &rv, &tags, out);
    }
    review_free(&rv);
    tables_close(&t);
    tb_game_free(g);
    return exit_status;
}
