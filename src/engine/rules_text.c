/*
 * rules_text.c - the rules format: a rule set as text, read and written
 * (docs/rules.md tells it).  One "field: value" a line, every field of the
 * struct once, in any order; a line whose first character (after blanks)
 * is '#' is a comment.  "like: NAME", before the fields, starts from a
 * built-in game, so that a variant says only what it changes.
 */
#include <stdlib.h>
#include <string.h>

#include "engine/rules.h"
#include "engine/text.h"

/* A rule set of tb_rules_parse: the struct first, so that its address is
 * the block's, and the text its names point into. */
struct owned {
    tb_rules rules;
    char name[TB_RULES_NAME_MAX + 1];
    char title[TB_RULES_TITLE_MAX + 1];
};

static const char *const yes_no[] = {"no", "yes", NULL};
static const char *const capture_sides[] = {"own", "any", NULL};
static const char *const chains[] = {"none", "forward", "backward", NULL};
static const char *const whole_rows[] = {"taken", "no-capture", "forbidden", NULL};
static const char *const no_moves[] = {"pass", "ends", NULL};
static const char *const leftovers[] = {"split", "ignored", "owners", NULL};

/* Each field: its name, and the words of its values in the order of its
 * enum (NULL for a number, or the text of name and title). */
static const struct field {
    const char *name;
    const char *const *words;
} fields[FIELDS] = {
    [FIELD_NAME] = {"name", NULL},
    [FIELD_TITLE] = {"title", NULL},
    [FIELD_HOLES_PER_ROW] = {"holes_per_row", NULL},
    [FIELD_SEEDS_PER_HOLE] = {"seeds_per_hole", NULL},
    [FIELD_PLAYERS] = {"players", NULL},
    [FIELD_HOLES_PER_PLAYER] = {"holes_per_player", NULL},
    [FIELD_ORIGIN_FIRST] = {"origin_first", yes_no},
    [FIELD_MIN_SOW] = {"min_sow", NULL},
    [FIELD_CAPTURE_MAX] = {"capture_max", NULL},
    [FIELD_CAPTURE_SIDE] = {"capture_side", capture_sides},
    [FIELD_CHAIN] = {"chain", chains},
    [FIELD_QUIET_START] = {"quiet_start", yes_no},
    [FIELD_WHOLE_ROW] = {"whole_row", whole_rows},
    [FIELD_FEEDING] = {"feeding", yes_no},
    [FIELD_NO_MOVE] = {"no_move", no_moves},
    [FIELD_LEFTOVER] = {"leftover", leftovers},
    [FIELD_REPETITION_LEFTOVER] = {"repetition_leftover", leftovers},
};

const char *tbi_field_name(int field)
{
    return field >= 0 && field < FIELDS ? fields[field].name : "";
}

static bool is_text(int field) { return field == FIELD_NAME || field == FIELD_TITLE; }

/* A field's value as a number (its enum's, 0 or 1 for yes and no). */
static int value_of(const tb_rules *r, int field)
{
    switch (field) {
    case FIELD_HOLES_PER_ROW: return r->holes_per_row;
    case FIELD_SEEDS_PER_HOLE: return r->seeds_per_hole;
    case FIELD_PLAYERS: return r->players;
    case FIELD_HOLES_PER_PLAYER: return r->holes_per_player;
    case FIELD_ORIGIN_FIRST: return r->origin_first;
    case FIELD_MIN_SOW: return r->min_sow;
    case FIELD_CAPTURE_MAX: return r->capture_max;
    case FIELD_CAPTURE_SIDE: return (int)r->capture_side;
    case FIELD_CHAIN: return (int)r->chain;
    case FIELD_QUIET_START: return r->quiet_start;
    case FIELD_WHOLE_ROW: return (int)r->whole_row;
    case FIELD_FEEDING: return r->feeding;
    case FIELD_NO_MOVE: return (int)r->no_move;
    case FIELD_LEFTOVER: return (int)r->leftover;
    case FIELD_REPETITION_LEFTOVER: return (int)r->repetition_leftover;
    default: return 0;
    }
}

static void set_value(tb_rules *r, int field, int v)
{
    switch (field) {
    case FIELD_HOLES_PER_ROW: r->holes_per_row = v; break;
    case FIELD_SEEDS_PER_HOLE: r->seeds_per_hole = v; break;
    case FIELD_PLAYERS: r->players = v; break;
    case FIELD_HOLES_PER_PLAYER: r->holes_per_player = v; break;
    case FIELD_ORIGIN_FIRST: r->origin_first = v != 0; break;
    case FIELD_MIN_SOW: r->min_sow = v; break;
    case FIELD_CAPTURE_MAX: r->capture_max = v; break;
    case FIELD_CAPTURE_SIDE: r->capture_side = (enum tb_capture_side)v; break;
    case FIELD_CHAIN: r->chain = (enum tb_chain)v; break;
    case FIELD_QUIET_START: r->quiet_start = v != 0; break;
    case FIELD_WHOLE_ROW: r->whole_row = (enum tb_whole_row)v; break;
    case FIELD_FEEDING: r->feeding = v != 0; break;
    case FIELD_NO_MOVE: r->no_move = (enum tb_no_move)v; break;
    case FIELD_LEFTOVER: r->leftover = (enum tb_leftover)v; break;
    case FIELD_REPETITION_LEFTOVER: r->repetition_leftover = (enum tb_leftover)v; break;
    default: break;
    }
}

size_t tb_rules_format(const tb_rules *r, char *buf, size_t size)
{
    struct tbi_out o = {buf, size, 0};
    if (tb_rules_check(r, NULL) != TB_OK)
        return tbi_out_end(&o);
    for (int f = 0; f < FIELDS; f++) {
        tbi_out_str(&o, fields[f].name);
        tbi_out_str(&o, ": ");
        if (is_text(f))
            tbi_out_str(&o, f == FIELD_NAME ? r->name : r->title);
        else if (fields[f].words)
            tbi_out_str(&o, fields[f].words[value_of(r, f)]);
        else
            tbi_out_int(&o, value_of(r, f));
        tbi_out_char(&o, '\n');
    }
    return tbi_out_end(&o);
}

/* ---- Reading ---- */

/* A piece of the text: [at, at + len). */
struct piece {
    const char *at;
    size_t len;
};

static bool is_blank(char c) { return c == ' ' || c == '\t'; }

static struct piece trimmed(const char *at, size_t len)
{
    while (len && is_blank(*at))
        at++, len--;
    while (len && is_blank(at[len - 1]))
        len--;
    return (struct piece){at, len};
}

static bool is(struct piece p, const char *word)
{
    return strlen(word) == p.len && memcmp(p.at, word, p.len) == 0;
}

/* A piece as an argument of a refusal: as it is, cut to fit. */
static tb_text_arg word_of(struct piece p)
{
    char text[sizeof((tb_text_arg *)NULL)->text];
    size_t n = p.len < sizeof text - 1 ? p.len : sizeof text - 1;
    memcpy(text, p.at, n);
    text[n] = '\0';
    return tbi_word(text);
}

/* "own or any", "none, forward or backward". */
static tb_text_arg words_of(const char *const *words)
{
    char text[sizeof((tb_text_arg *)NULL)->text];
    struct tbi_out o = {text, sizeof text, 0};
    for (int i = 0; words[i]; i++) {
        if (i > 0)
            tbi_out_str(&o, words[i + 1] ? ", " : " or ");
        tbi_out_str(&o, words[i]);
    }
    tbi_out_end(&o);
    return tbi_word(text);
}

/* The state of a reading. */
struct reader {
    struct owned *out;
    tb_error *err;
    int line;
    int given[FIELDS]; /* the line of each field, 0 when not given */
    int like;          /* the line of "like", 0 when not given */
};

/* Reads the value of field f, given at `column`, into the rule set. */
static int read_value(struct reader *rd, int f, struct piece value, int column)
{
    tb_rules *r = &rd->out->rules;
    if (is_text(f)) {
        size_t most = f == FIELD_NAME ? TB_RULES_NAME_MAX : TB_RULES_TITLE_MAX;
        if (value.len > most)
            return tbi_fail(rd->err, TB_EINVAL, rd->line, column,
                            /* TRANSLATORS: a field of a rule set (name or title, kept as
                             * it is), and the most bytes it may have. */
                            TB_TEXT("%s is longer than %s bytes"), tbi_word(fields[f].name),
                            tbi_number((int)most));
        char *to = f == FIELD_NAME ? rd->out->name : rd->out->title;
        memcpy(to, value.at, value.len);
        to[value.len] = '\0';
        return TB_OK;
    }
    if (fields[f].words) {
        for (int v = 0; fields[f].words[v]; v++)
            if (is(value, fields[f].words[v])) {
                set_value(r, f, v);
                return TB_OK;
            }
        return tbi_fail(rd->err, TB_ESYNTAX, rd->line, column,
                        /* TRANSLATORS: a field of a rule set, the words it takes (kept
                         * as they are: "own or any"), and what the file says. */
                        TB_TEXT("%s takes %s, not '%s'"), tbi_word(fields[f].name),
                        words_of(fields[f].words), word_of(value));
    }
    int n = 0;
    bool digits = value.len > 0 && value.len <= 6;
    for (size_t i = 0; digits && i < value.len; i++) {
        digits = value.at[i] >= '0' && value.at[i] <= '9';
        n = 10 * n + (value.at[i] - '0');
    }
    if (!digits)
        return tbi_fail(rd->err, TB_ESYNTAX, rd->line, column,
                        /* TRANSLATORS: a field of a rule set, kept as it is, and what the
                         * file says. */
                        TB_TEXT("%s takes a whole number, not '%s'"), tbi_word(fields[f].name),
                        word_of(value));
    set_value(r, f, n);
    return TB_OK;
}

/* Starts from the built-in game `name` ("like: bakuk"). */
static int read_like(struct reader *rd, struct piece name, int column)
{
    for (int f = 0; f < FIELDS; f++)
        if (rd->given[f] || rd->like)
            return tbi_fail(rd->err, TB_ESYNTAX, rd->line, 1,
                            /* TRANSLATORS: like is a word of the rules format, kept as
                             * it is. */
                            TB_TEXT("like comes first, before every field, and once"));
    for (int i = 0; tb_rules_at(i); i++) {
        const tb_rules *model = tb_rules_at(i);
        if (is(name, model->name)) {
            rd->out->rules = *model;
            rd->out->rules.name = rd->out->name;
            rd->out->rules.title = rd->out->title;
            memcpy(rd->out->name, model->name, strlen(model->name) + 1);
            memcpy(rd->out->title, model->title, strlen(model->title) + 1);
            rd->like = rd->line;
            return TB_OK;
        }
    }
    return tbi_fail(rd->err, TB_ESYNTAX, rd->line, column,
                    /* TRANSLATORS: like is a word of the rules format, kept as it is; %s
                     * is what the file names. */
                    TB_TEXT("like: no built-in game is called '%s'"), word_of(name));
}

/* One line without its end: a comment, nothing, or "field: value". */
static int read_line(struct reader *rd, struct piece line)
{
    struct piece all = trimmed(line.at, line.len);
    if (all.len == 0 || all.at[0] == '#')
        return TB_OK;
    const char *nul = memchr(line.at, '\0', line.len);
    if (nul)
        return tbi_fail(rd->err, TB_ESYNTAX, rd->line, (int)(nul - line.at) + 1,
                        TB_TEXT("a NUL byte in the text"));
    const char *colon = memchr(all.at, ':', all.len);
    if (!colon)
        return tbi_fail(rd->err, TB_ESYNTAX, rd->line, (int)(all.at - line.at) + 1,
                        /* TRANSLATORS: "field: value" is the form of a line of the
                         * rules format; %s is the line found. */
                        TB_TEXT("expected 'field: value', found '%s'"), word_of(all));
    struct piece key = trimmed(all.at, (size_t)(colon - all.at));
    struct piece value = trimmed(colon + 1, (size_t)(all.at + all.len - colon - 1));
    int column = (int)(value.at - line.at) + 1;
    if (is(key, "like"))
        return read_like(rd, value, column);
    int f = 0;
    while (f < FIELDS && !is(key, fields[f].name))
        f++;
    if (f == FIELDS)
        return tbi_fail(rd->err, TB_ESYNTAX, rd->line, (int)(key.at - line.at) + 1,
                        /* TRANSLATORS: a word of a rules file that names no field. */
                        TB_TEXT("no field is called '%s'"), word_of(key));
    if (rd->given[f])
        return tbi_fail(rd->err, TB_ESYNTAX, rd->line, (int)(key.at - line.at) + 1,
                        /* TRANSLATORS: a field of a rule set, kept as it is, and the line
                         * where the file gave it first. */
                        TB_TEXT("%s is given twice, first on line %s"), tbi_word(fields[f].name),
                        tbi_number(rd->given[f]));
    rd->given[f] = rd->line;
    return read_value(rd, f, value, column);
}

/* After the lines: every field given, a built-in game's name only for that
 * game, and a rule set the engine can play. */
static int read_end(struct reader *rd)
{
    const tb_rules *r = &rd->out->rules;
    for (int f = 0; !rd->like && f < FIELDS; f++)
        if (!rd->given[f])
            return tbi_fail(rd->err, TB_ESYNTAX, 0, 0,
                            /* TRANSLATORS: a field of a rule set, kept as it is. */
                            TB_TEXT("%s is not given"), tbi_word(fields[f].name));
    int field;
    int status = tbi_rules_check(r, rd->err, &field);
    if (status != TB_OK) {
        if (rd->err && field >= 0)
            rd->err->line = rd->given[field] ? rd->given[field] : rd->like;
        return status;
    }
    const tb_rules *built_in = tb_rules_find(r->name);
    if (!built_in)
        return TB_OK;
    for (int f = 0; f < FIELDS; f++)
        if (is_text(f) ? strcmp(f == FIELD_NAME ? r->name : r->title,
                                f == FIELD_NAME ? built_in->name : built_in->title) != 0
                       : value_of(r, f) != value_of(built_in, f))
            return tbi_fail(rd->err, TB_EINVAL,
                            rd->given[FIELD_NAME] ? rd->given[FIELD_NAME] : rd->like, 0,
                            /* TRANSLATORS: name is a field of a rule set, kept as it is;
                             * %s is a built-in game's name. */
                            TB_TEXT("name is %s, a built-in game's, but the rules are not "
                                    "that game's: choose another name"),
                            tbi_word(r->name));
    return TB_OK;
}

tb_rules *tb_rules_parse(const char *text, size_t len, int *status, tb_error *err)
{
    struct reader rd = {.out = calloc(1, sizeof *rd.out), .err = err};
    int st = TB_ENOMEM;
    if (rd.out) {
        rd.out->rules.name = rd.out->name;
        rd.out->rules.title = rd.out->title;
        st = TB_OK;
        for (const char *at = text, *end = text + len; st == TB_OK && at < end;) {
            const char *newline = memchr(at, '\n', (size_t)(end - at));
            size_t n = (size_t)((newline ? newline : end) - at);
            rd.line++;
            st = read_line(&rd, (struct piece){at, n && at[n - 1] == '\r' ? n - 1 : n});
            at += n + 1;
        }
        if (st == TB_OK)
            st = read_end(&rd);
    } else {
        tbi_fail_status(err, st, 0, 0);
    }
    if (st != TB_OK) {
        free(rd.out);
        rd.out = NULL;
    }
    if (status)
        *status = st;
    return rd.out ? &rd.out->rules : NULL;
}

void tb_rules_free(tb_rules *r) { free(r); }
