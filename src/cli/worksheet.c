/*
 * worksheet.c - tihbat --worksheet: puzzles on paper for a class.  Two
 * pages in the directory given: worksheet.html, the puzzles with room for
 * the answers (six an A4 sheet, at most two sheets), and answers.html, each
 * answer with the solver's line told in words.  Both are XHTML, so that
 * any XML tool reads them, with the diagrams inline as SVG, and print from
 * any browser.
 */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "app/explain.h"
#include "app/i18n.h"
#include "app/save.h"
#include "cli/commands.h"
#include "cli/svg.h"

enum { PER_SHEET = 6 };

static const char style[] =
    "@page { size: A4; margin: 12mm 14mm; }\n"
    "* { box-sizing: border-box; }\n"
    "body { margin: 0; font-family: 'DejaVu Sans', 'Lohit Bengali', sans-serif; color: #1f1f1f; "
    "font-size: 10.5pt; line-height: 1.35; }\n"
    "h1 { font-size: 17pt; margin: 0 0 1.5mm; }\n"
    "h2 { font-size: 12pt; margin: 0; display: flex; align-items: center; gap: 2mm; }\n"
    ".number { display: inline-block; min-width: 8mm; height: 8mm; border-radius: 4mm; "
    "background: #6a5030; color: #ffffff; text-align: center; line-height: 8mm; }\n"
    ".level { font-weight: normal; font-size: 9.5pt; color: #6a5030; }\n"

    ".intro { margin: 0 0 1mm; }\n"
    ".reminder { margin: 0 0 2mm; color: #4a4a4a; font-size: 9.5pt; }\n"
    ".who { display: flex; gap: 8mm; margin: 0 0 3mm; }\n"
    ".who span { flex: 1; border-bottom: 1px solid #1f1f1f; padding-top: 4mm; }\n"
    ".sheet { break-after: page; }\n"
    ".sheet:last-child { break-after: auto; }\n"
    /* Tihbat's board is tall: three a row, two rows; Bakuk's is wide: two
     * a row, three rows. */
    ".puzzles { display: grid; gap: 4mm 5mm; }\n"
    ".puzzles.narrow { grid-template-columns: repeat(3, minmax(0, 1fr)); }\n"
    ".puzzles.wide { grid-template-columns: repeat(2, minmax(0, 1fr)); }\n"
    ".puzzle { break-inside: avoid; border: 1px solid #b8a07a; border-radius: 3mm; "
    "padding: 2mm 3mm 3mm; }\n"
    ".puzzle svg { display: block; width: 100%; margin: 1mm 0 0; }\n"
    ".narrow .puzzle svg { height: 78mm; }\n"
    /* A wide board leaves room for the answer beside the number. */
    ".wide .puzzle { display: grid; grid-template-columns: 1fr auto; "
    "grid-template-areas: 'title write' 'board board'; align-items: center; }\n"
    ".wide .puzzle h2 { grid-area: title; }\n"
    ".wide .write { grid-area: write; margin: 0; }\n"
    ".wide .puzzle svg { grid-area: board; height: 54mm; }\n"
    ".write { display: flex; align-items: center; justify-content: flex-end; gap: 2mm; "
    "margin-top: 1mm; }\n"
    ".box { display: inline-block; width: 14mm; height: 10mm; border: 1.5px solid #1f1f1f; "
    "border-radius: 1.5mm; }\n"
    "footer { margin-top: 3mm; font-size: 8.5pt; color: #6a6a6a; }\n"
    /* Six answers on one A4 sheet, in every language, Bakuk's long lines
     * included (tests/cli/test_print.sh prints them): small print and a
     * small board beside it. */
    ".answer { display: flex; gap: 3mm; break-inside: avoid; border-top: 1px solid #b8a07a; "
    "padding: 1.2mm 0; font-size: 9pt; line-height: 1.25; }\n"
    ".answer svg { flex: none; height: 33mm; }\n"
    ".narrow .answer svg { width: 24mm; }\n"
    ".wide .answer svg { width: 31mm; }\n"
    ".answer p { margin: 0 0 0.6mm; }\n"
    ".answer .move { font-weight: bold; font-size: 10.5pt; }\n"
    ".answer .right { font-weight: bold; }\n"
    /* Bakuk has three moves to tell a puzzle, Tihbat two. */
    ".wide .answer { font-size: 8.5pt; line-height: 1.2; }\n"
    /* The answers' title shares its line with how to print them again. */
    ".top { display: flex; flex-wrap: wrap; justify-content: space-between; "
    "align-items: baseline; column-gap: 6mm; }\n"
    ".top footer { margin: 0; }\n";

/* The parts of both pages. */
static void head(FILE *out, const char *title)
{
    char lang[16];
    i18n_language(lang, sizeof lang);
    fputs("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"", out);
    xml_text(out, lang);
    fputs("\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>", out);
    xml_text(out, title);
    fprintf(out, "</title>\n<style>\n%s</style>\n</head>\n<body>\n", style);
}

static void paragraph(FILE *out, const char *class, const char *text)
{
    fprintf(out, "<p class=\"%s\">", class);
    xml_text(out, text);
    fputs("</p>\n", out);
}

/* How to play again the same set, for the foot of each page. */
static void footer(FILE *out, const tb_rules *r, int count, uint64_t seed, int level)
{
    char again[256], line[512];
    snprintf(again, sizeof again, "tihbat --worksheet --rules %s --count %d --seed %llu%s%s",
             r->name, count, (unsigned long long)seed, level < PUZZLE_LEVELS ? " --level " : "",
             level < PUZZLE_LEVELS ? puzzle_level_name((enum puzzle_level)level) : "");
    /* TRANSLATORS: at the foot of a worksheet; %s is the command that prints it again. */
    snprintf(line, sizeof line, _("The same puzzles again: %s"), again);
    fputs("<footer>", out);
    xml_text(out, line);
    fputs("</footer>\n", out);
}

static const char *level_word(enum puzzle_level level) { return _(puzzle_level_name(level)); }

/* The puzzle's diagram, named for those who cannot see it. */
static void diagram(FILE *out, const tb_rules *r, const struct puzzle *pz, int number)
{
    char name[64], title[256];
    explain_player(pz->position.to_move, name, sizeof name);
    /* TRANSLATORS: the name of a puzzle's diagram: its number, who is to move. */
    snprintf(title, sizeof title, _("Puzzle %d: %s to move"), number, name);
    svg_position(out, r, &pz->position, NULL, NULL, title, number);
}

static void reminder(FILE *out, const tb_rules *r)
{
    static const struct {
        const char *name, *text;
    } reminders[] = {
        {"tihbat",
         N_("Reminder: the seeds go round counter-clockwise, the first one back into the hole "
            "you lift. A last seed that makes 2, 4, 6 or 8 in one of your own holes takes "
            "them.")},
        {"bakuk",
         N_("Reminder: the seeds go round counter-clockwise, from the next hole on. A last seed "
            "that makes 2 or 4 in any hole takes them, and so does each next hole that holds "
            "2 or 4.")},
        {"koumma",
         N_("Reminder: the seeds go round counter-clockwise, the first one back into the hole "
            "you lift. A last seed that makes 2, 4 or 6 in any hole takes them, and so does "
            "each next hole that holds 2, 4 or 6.")},
        {"modiar",
         N_("Reminder: the seeds go round counter-clockwise, the first one back into the hole "
            "you lift; a single seed is not played. A last seed that makes 2, 4 or 6 in any "
            "hole takes them, and so does each hole before it that holds 2, 4 or 6, but never "
            "all of the opponent's seeds, nor on the first move.")},
    };
    char text[512];
    /* TRANSLATORS: %s is a game of a rules file, by its title. */
    snprintf(text, sizeof text, _("Reminder: %s is played by the rules of its file."), r->title);
    for (size_t i = 0; i < sizeof reminders / sizeof reminders[0]; i++)
        if (tb_rules_find(reminders[i].name) == r)
            snprintf(text, sizeof text, "%s", _(reminders[i].text));
    paragraph(out, "reminder", text);
}

static void worksheet_page(FILE *out, const tb_rules *r, const struct puzzle *pz, int n,
                           uint64_t seed, int level)
{
    char text[512];
    /* TRANSLATORS: the title of a worksheet; %s is the game, "Tihbat". */
    snprintf(text, sizeof text, _("%s: find the best move"), i18n_engine(r->title));
    head(out, text);
    for (int first = 0; first < n; first += PER_SHEET) {
        fputs("<div class=\"sheet\">\n", out);
        if (first == 0) {
            fputs("<h1>", out);
            xml_text(out, text);
            fputs("</h1>\n<div class=\"who\"><span>", out);
            xml_text(out, _("Name:"));
            fputs("</span><span>", out);
            xml_text(out, _("Date:"));
            fputs("</span></div>\n", out);
            paragraph(out, "intro",
                      _("In each position, one move keeps the most seeds for the player to "
                        "move, and every other move loses at least 2. Which hole would you "
                        "sow? Write its letter in the box."));
            reminder(out, r);
        }
        fprintf(out, "<div class=\"puzzles %s\">\n", r->holes_per_row <= 2 ? "narrow" : "wide");
        for (int i = first; i < n && i < first + PER_SHEET; i++) {
            fprintf(out,
                    "<section class=\"puzzle\">\n<h2><span class=\"number\">%d</span><span "
                    "class=\"level\">",
                    i + 1);
            xml_text(out, level_word(pz[i].level));
            fputs("</span></h2>\n", out);
            diagram(out, r, &pz[i], i + 1);
            fputs("<div class=\"write\"><span>", out);
            xml_text(out, _("Answer:"));
            fputs("</span><span class=\"box\"></span></div>\n</section>\n", out);
        }
        fputs("</div>\n", out);
        if (first + PER_SHEET >= n)
            footer(out, r, n, seed, level);
        fputs("</div>\n", out);
    }
    fputs("</body>\n</html>\n", out);
}

static void answers_page(FILE *out, const tb_rules *r, const struct puzzle *pz, int n,
                         uint64_t seed, int level)
{
    char text[4096], title[512];
    /* TRANSLATORS: the title of a worksheet's answers; %s is the game, "Tihbat". */
    snprintf(title, sizeof title, _("%s: the answers"), i18n_engine(r->title));
    head(out, title);
    fputs("<div class=\"top\">\n<h1>", out);
    xml_text(out, title);
    fputs("</h1>\n", out);
    footer(out, r, n, seed, level);
    fputs("</div>\n", out);
    paragraph(out, "intro",
              _("After each move: how many seeds ahead or behind its player finishes if both "
                "sides play their best from there on, the seeds already captured included."));
    fprintf(out, "<div class=\"answers %s\">\n", r->holes_per_row <= 2 ? "narrow" : "wide");
    for (int i = 0; i < n; i++) {
        fputs("<section class=\"answer\">\n", out);
        diagram(out, r, &pz[i], i + 1);
        fputs("<div>\n<p class=\"move\">", out);
        char move[32];
        explain_move(pz[i].answer, move, sizeof move);
        /* TRANSLATORS: the puzzle's number, the answer (a hole), how hard it is. */
        snprintf(text, sizeof text, _("%d. Answer: %s (%s)"), i + 1, move, level_word(pz[i].level));
        xml_text(out, text);
        fputs("</p>\n", out);
        /* The answer first, then the moves that lose. */
        for (int pass = 0; pass < 2; pass++)
            for (int m = 0; m < pz[i].nmoves; m++) {
                if ((pz[i].moves[m].move == pz[i].answer) != (pass == 0))
                    continue;
                explain_puzzle_move(r, &pz[i], m, NULL, text, sizeof text);
                paragraph(out, pass == 0 ? "right" : "wrong", text);
            }
        fputs("</div>\n</section>\n", out);
    }
    fputs("</div>\n</body>\n</html>\n", out);
}

/* Writes both pages into dir, made when it is not there yet, as a pair
 * or not at all (a worksheet beside the answers of another set would
 * mislead a class), saying their paths on out. */
static int write_pages(const char *dir, const char *sheet, size_t sheet_len, const char *answers,
                       size_t answers_len, FILE *out)
{
    char sheet_path[PATH_SIZE], answers_path[PATH_SIZE];
    int error = 0;
    if (snprintf(sheet_path, sizeof sheet_path, "%s/worksheet.html", dir) >=
            (int)sizeof sheet_path ||
        snprintf(answers_path, sizeof answers_path, "%s/answers.html", dir) >=
            (int)sizeof answers_path)
        error = ENAMETOOLONG;
    if (!error)
        error = make_directories(dir, 0777);
    const struct save_part parts[] = {{sheet, sheet_len}, {answers, answers_len}};
    const struct save_file files[] = {{sheet_path, &parts[0], 1}, {answers_path, &parts[1], 1}};
    if (!error)
        error = save_atomic_files(files, 2);
    if (error) {
        char buf[SHOWN_SIZE];
        fprintf(stderr, "tihbat: %s: %s\n", as_shown(dir, buf), save_strerror(error));
        return EXIT_FAILURE;
    }
    fprintf(out, "%s\n%s\n", sheet_path, answers_path);
    return output_flush(out);
}

int worksheet_run(const tb_rules *r, int count, uint64_t seed, int level, const char *dir,
                  FILE *out)
{
    struct tables t = {0};
    struct puzzle *pz;
    int made, exit_status = puzzles_make(r, count, seed, level, &t, &pz, &made);
    char *sheet = NULL, *answers = NULL;
    size_t sheet_len = 0, answers_len = 0;
    FILE *sheet_out = NULL, *answers_out = NULL;
    if (exit_status == EXIT_SUCCESS && made == 0) {
        fprintf(stderr, _("tihbat: --worksheet: no puzzle to put on it\n"));
        exit_status = EXIT_FAILURE;
    }
    if (exit_status == EXIT_SUCCESS) {
        sheet_out = open_memstream(&sheet, &sheet_len);
        answers_out = open_memstream(&answers, &answers_len);
        if (!sheet_out || !answers_out) {
            fprintf(stderr, "tihbat: %s\n", strerror(errno));
            exit_status = EXIT_FAILURE;
        }
    }
    if (exit_status == EXIT_SUCCESS) {
        worksheet_page(sheet_out, r, pz, made, seed, level);
        answers_page(answers_out, r, pz, made, seed, level);
    }
    if (sheet_out && fclose(sheet_out) != 0)
        exit_status = EXIT_FAILURE;
    if (answers_out && fclose(answers_out) != 0)
        exit_status = EXIT_FAILURE;
    if (exit_status == EXIT_SUCCESS)
        exit_status = write_pages(dir, sheet, sheet_len, answers, answers_len, out);
    free(sheet);
    free(answers);
    free(pz);
    tables_close(&t);
    return exit_status;
}
