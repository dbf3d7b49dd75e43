/*
 * record.c - game records, after PGN: tag lines, a blank line, the moves.
 *
 *   [Rules "tihbat"]
 *   [Player1 "Amina"]
 *   [Result "14-14"]
 *
 *   1. A C 2. B D 14-14
 *
 * Reading replays every move through the engine, so a record that loads is a
 * game that was played by the rules; anything else is refused whole.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/rules.h"
#include "engine/text.h"

/* A tag's value: a Rule tag's "title: " and a title's 63 bytes fit.  A
 * record carries a rule set in a Rule tag a field, and a few more (a
 * "like") are allowed. */
enum { LINE_WIDTH = 78, VALUE_MAX = 96, RULE_TAGS_MAX = 32 };

/* ---- Writing ---- */

/* [name "value"], value being at most `max` bytes, fewer when a NUL
 * ends it: a field of the caller's is never read past its size, ended or
 * not (tihbat.h). */
static void tag(struct tbi_out *o, const char *name, const char *value, size_t max)
{
    tbi_out_char(o, '[');
    tbi_out_str(o, name);
    tbi_out_str(o, " \"");
    for (size_t i = 0; i < max && value[i]; i++) {
        if (value[i] == '"' || value[i] == '\\')
            tbi_out_char(o, '\\');
        /* A tag is one line: control characters become spaces. */
        tbi_out_char(o, (unsigned char)value[i] < 0x20 ? ' ' : value[i]);
    }
    tbi_out_str(o, "\"]\n");
}

/* A tag's own value, a string of the library's. */
static void own_tag(struct tbi_out *o, const char *name, const char *value)
{
    tag(o, name, value, strlen(value));
}

/* "14-14", or "*" while the game goes on. */
static void result_text(const tb_game *g, const tb_result *res, char *buf, size_t size)
{
    struct tbi_out o = {buf, size, 0};
    if (res->end == TB_END_NONE)
        tbi_out_char(&o, '*');
    for (int i = 0; res->end != TB_END_NONE && i < tb_game_rules(g)->players; i++) {
        if (i)
            tbi_out_char(&o, '-');
        tbi_out_int(&o, res->scores[i]);
    }
    tbi_out_end(&o);
}

/* Writes `before`, n bytes of w and `after` as one word: on the current
 * line when it fits in LINE_WIDTH, else on the next. */
static void put_word(struct tbi_out *o, size_t *line_start, const char *before, const char *w,
                     size_t n, const char *after)
{
    size_t width = strlen(before) + n + strlen(after);
    if (o->len > *line_start && o->len - *line_start + 1 + width > LINE_WIDTH) {
        tbi_out_char(o, '\n');
        *line_start = o->len;
    } else if (o->len > *line_start) {
        tbi_out_char(o, ' ');
    }
    tbi_out_str(o, before);
    for (size_t i = 0; i < n; i++)
        tbi_out_char(o, w[i]);
    tbi_out_str(o, after);
}

/* {A comment}, its words wrapped like the moves (the reader makes a line
 * break in it a space again); one with a '}' in it goes after a ';', to
 * the end of its line.  A kept comment has no line break and no space at
 * either end (tb_game_set_comment). */
static void put_comment(struct tbi_out *o, size_t *line_start, const char *text)
{
    if (strchr(text, '}')) {
        put_word(o, line_start, "; ", text, strlen(text), "\n");
        *line_start = o->len;
        return;
    }
    for (const char *w = text;; w++) {
        size_t n = strcspn(w, " ");
        put_word(o, line_start, w == text ? "{" : "", w, n, w[n] ? "" : "}");
        w += n;
        if (*w == '\0')
            break;
    }
}

size_t tb_record_format(const tb_game *g, const tb_tags *tags, char *buf, size_t size)
{
    const tb_rules *r = tb_game_rules(g);
    struct tbi_out o = {buf, size, 0};
    char text[64];

    own_tag(&o, "Rules", r->name);
    if (tb_rules_find(r->name) != r) { /* a rule set of a file: the record carries it */
        char rules[TB_RULES_TEXT_MAX];
        tb_rules_format(r, rules, sizeof rules);
        for (char *line = rules, *end; (end = strchr(line, '\n')) != NULL; line = end + 1) {
            *end = '\0';
            own_tag(&o, "Rule", line);
        }
    }
    for (int i = 0; tags && i < r->players; i++) {
        if (tags->names[i][0]) {
            snprintf(text, sizeof text, "Player%d", i + 1);
            tag(&o, text, tags->names[i], sizeof tags->names[i] - 1);
        }
    }
    if (tags && tags->date[0])
        tag(&o, "Date", tags->date, sizeof tags->date - 1);
    tb_position start;
    tb_position_start(r, &start);
    if (!tb_position_equal(r, &start, tb_game_position_at(g, 0))) {
        tb_position_format(r, tb_game_position_at(g, 0), text, sizeof text);
        own_tag(&o, "Position", text);
    }
    if (tb_game_ply(g) != tb_game_length(g)) {
        snprintf(text, sizeof text, "%d", tb_game_ply(g));
        own_tag(&o, "Ply", text);
    }
    char result[64];
    result_text(g, tb_game_final_result(g), result, sizeof result);
    own_tag(&o, "Result", result);
    tbi_out_char(&o, '\n');

    size_t line_start = o.len;
    for (int i = 0; i <= tb_game_length(g); i++) {
        char word[80], label[2] = {tb_label(tb_game_move_at(g, i)), '\0'};
        const char *move = tb_game_move_at(g, i) == TB_PASS ? "pass" : label;
        if (tb_game_comment(g, i))
            put_comment(&o, &line_start, tb_game_comment(g, i));
        if (i == tb_game_length(g))
            snprintf(word, sizeof word, "%s", result);
        else /* each move numbered, as the program counts them: move 1, 2, 3... */
            snprintf(word, sizeof word, "%d. %s", i + 1, move);
        put_word(&o, &line_start, "", word, strlen(word), "");
    }
    tbi_out_char(&o, '\n');
    return tbi_out_end(&o);
}

/* ---- Reading ---- */

struct scanner {
    const char *at, *end;
    int line, column;
    tb_error *err;
    /* The comments read since the last move, joined by spaces, for the
     * game to keep where they stood (a NUL byte in them a space). */
    char *note;
    size_t note_len, note_size;
};

/* Adds the n bytes at text to the comments waiting for their ply. */
static int note_add(struct scanner *s, const char *text, size_t n)
{
    if (!s->note || s->note_len + n + 2 > s->note_size) {
        size_t size = 2 * (s->note_len + n + 2);
        char *note = realloc(s->note, size);
        if (!note)
            return tbi_fail_status(s->err, TB_ENOMEM, s->line, s->column);
        s->note = note;
        s->note_size = size;
    }
    if (s->note_len > 0)
        s->note[s->note_len++] = ' ';
    for (size_t i = 0; i < n; i++)
        s->note[s->note_len++] = text[i] ? text[i] : ' ';
    s->note[s->note_len] = '\0';
    return TB_OK;
}

/* Gives the comments waiting to the game, after `ply` plies. */
static int note_keep(struct scanner *s, tb_game *g, int ply)
{
    if (s->note_len == 0)
        return TB_OK;
    s->note_len = 0;
    int status = tb_game_set_comment(g, ply, s->note);
    return status == TB_OK ? TB_OK : tbi_fail_status(s->err, status, s->line, s->column);
}

static int peek(const struct scanner *s) { return s->at < s->end ? (unsigned char)*s->at : -1; }

static void step(struct scanner *s)
{
    if (*s->at == '\n') {
        s->line++;
        s->column = 1;
    } else {
        s->column++;
    }
    s->at++;
}

static bool is_space(int c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

/* Skips white space, and reads comments: {braces} and ; to the end of
 * the line. */
static int skip(struct scanner *s)
{
    for (int status;;) {
        int c = peek(s);
        if (is_space(c)) {
            step(s);
        } else if (c == ';' || c == '{') {
            int line = s->line, column = s->column, end = c == ';' ? '\n' : '}';
            step(s);
            const char *text = s->at;
            while (peek(s) != -1 && peek(s) != end)
                step(s);
            if (c == '{' && peek(s) == -1)
                return tbi_fail(s->err, TB_ESYNTAX, line, column,
                                TB_TEXT("a comment that never ends"));
            if ((status = note_add(s, text, (size_t)(s->at - text))) != TB_OK)
                return status;
            if (c == '{')
                step(s);
        } else {
            return TB_OK;
        }
    }
}

struct tag_values {
    char rules[VALUE_MAX], position[VALUE_MAX], ply[VALUE_MAX], result[VALUE_MAX];
    int result_line, result_column, ply_line, ply_column, position_line, position_column;
    /* The Rule tags, one line of the rules format each, and where the
     * first stood. */
    char rule_text[2 * TB_RULES_TEXT_MAX];
    size_t rule_len;
    int rule_line, rule_column;
    int rule_lines[RULE_TAGS_MAX]; /* the record's line of each */
    int rules_tags;
};

/* The parts of a tag line, for the sentences that say one is missing. */
enum tag_part { TAG_NAME, VALUE_START, VALUE_END, TAG_END };

/* Says what stands where `part` was expected. */
static int no_tag_part(const struct scanner *s, enum tag_part part)
{
    int c = peek(s);
    if (c == -1)
        return tbi_fail(
            s->err, TB_ESYNTAX, s->line, s->column,
            part == TAG_NAME      ? TB_TEXT("expected a tag name, found the end")
            : part == VALUE_START ? TB_TEXT("expected '\"' before the tag's value, found the end")
            : part == VALUE_END   ? TB_TEXT("expected '\"' to end the tag's value, found the end")
                                  : TB_TEXT("expected ']' to end the tag, found the end"));
    return tbi_fail(s->err, TB_ESYNTAX, s->line, s->column,
                    /* TRANSLATORS: a tag is a line such as [Rules "tihbat"]; %s is the
                     * character found, in quotes: 'x', or its code, '\x01'.  So below. */
                    part == TAG_NAME ? TB_TEXT("expected a tag name, found %s")
                    : part == VALUE_START
                        ? TB_TEXT("expected '\"' before the tag's value, found %s")
                    : part == VALUE_END ? TB_TEXT("expected '\"' to end the tag's value, found %s")
                                        : TB_TEXT("expected ']' to end the tag, found %s"),
                    tbi_byte((unsigned char)c));
}

/* Reads [Name "value"] into name and value. */
static int read_tag(struct scanner *s, char name[VALUE_MAX], char value[VALUE_MAX])
{
    int n = 0;
    step(s); /* '[' */
    while (n < VALUE_MAX - 1 &&
           ((peek(s) >= 'A' && peek(s) <= 'Z') || (peek(s) >= 'a' && peek(s) <= 'z') ||
            (peek(s) >= '0' && peek(s) <= '9'))) {
        name[n++] = (char)peek(s);
        step(s);
    }
    name[n] = '\0';
    if (n == 0)
        return no_tag_part(s, TAG_NAME);
    while (peek(s) == ' ' || peek(s) == '\t')
        step(s);
    if (peek(s) != '"')
        return no_tag_part(s, VALUE_START);
    step(s);
    n = 0;
    for (int c; (c = peek(s)) != '"'; step(s)) {
        if (c == '\\') {
            step(s);
            c = peek(s);
        }
        if (c == -1 || c == '\n' || c == '\0')
            return no_tag_part(s, VALUE_END);
        if (n == VALUE_MAX - 1)
            return tbi_fail(s->err, TB_ESYNTAX, s->line, s->column,
                            TB_TEXT("a tag value longer than %s bytes"), tbi_number(VALUE_MAX - 1));
        value[n++] = (char)c;
    }
    value[n] = '\0';
    step(s);
    while (peek(s) == ' ' || peek(s) == '\t')
        step(s);
    if (peek(s) != ']')
        return no_tag_part(s, TAG_END);
    step(s);
    return TB_OK;
}

/* Copies what fits of src, always ending dst with NUL. */
static void copy_text(char *dst, size_t size, const char *src)
{
    size_t n = strlen(src) < size ? strlen(src) : size - 1;
    memcpy(dst, src, n);
    dst[n] = '\0';
}

static int read_tags(struct scanner *s, tb_tags *tags, struct tag_values *v)
{
    int status;
    while ((status = skip(s)) == TB_OK && peek(s) == '[') {
        char name[VALUE_MAX] = "", value[VALUE_MAX];
        int line = s->line, column = s->column;
        if ((status = read_tag(s, name, value)) != TB_OK)
            return status;
        if (strcmp(name, "Rules") == 0) {
            memcpy(v->rules, value, sizeof value);
        } else if (strcmp(name, "Rule") == 0) {
            size_t n = strlen(value);
            if (v->rules_tags == RULE_TAGS_MAX || v->rule_len + n + 1 > sizeof v->rule_text)
                return tbi_fail(s->err, TB_ESYNTAX, line, column,
                                TB_TEXT("more Rule tags than a rule set has fields"));
            v->rule_lines[v->rules_tags++] = line;
            if (v->rule_len == 0) {
                v->rule_line = line;
                v->rule_column = column;
            }
            memcpy(v->rule_text + v->rule_len, value, n);
            v->rule_text[v->rule_len + n] = '\n';
            v->rule_len += n + 1;
        } else if (strcmp(name, "Position") == 0) {
            memcpy(v->position, value, sizeof value);
            v->position_line = line;
            v->position_column = column;
        } else if (strcmp(name, "Ply") == 0) {
            memcpy(v->ply, value, sizeof value);
            v->ply_line = line;
            v->ply_column = column;
        } else if (strcmp(name, "Result") == 0) {
            memcpy(v->result, value, sizeof value);
            v->result_line = line;
            v->result_column = column;
        } else if (strcmp(name, "Date") == 0) {
            copy_text(tags->date, sizeof tags->date, value);
        } else if (strncmp(name, "Player", 6) == 0 && name[6] >= '1' &&
                   name[6] < '1' + TB_MAX_PLAYERS && name[7] == '\0') {
            copy_text(tags->names[name[6] - '1'], sizeof tags->names[0], value);
        } /* other tags are kept by no one, as in PGN */
    }
    return status;
}

static bool is_move_number(const char *word)
{
    size_t digits = strspn(word, "0123456789");
    return digits > 0 && word[digits] == '.' && word[strspn(word + digits, ".") + digits] == '\0';
}

/* "14-14", "12-10-8" or "*". */
static bool is_result_word(const char *word)
{
    if (strcmp(word, "*") == 0)
        return true;
    for (const char *p = word; *p; p++)
        if (!((*p >= '0' && *p <= '9') || (*p == '-' && p > word && p[1] != '\0')))
            return false;
    return strchr(word, '-') != NULL;
}

static bool is_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

/* Plays the moves; the result may follow the last one. */
static int read_moves(struct scanner *s, tb_game *g, char result_word[32], int *result_line,
                      int *result_column)
{
    const tb_rules *r = tb_game_rules(g);
    int status;
    while ((status = skip(s)) == TB_OK && peek(s) != -1) {
        char word[32];
        int line = s->line, column = s->column, n = 0;
        bool nul = false; /* a NUL byte in it, written \x00: no word of a record */
        while (peek(s) != -1 && !is_space(peek(s)) && peek(s) != '{' && peek(s) != ';') {
            const char *byte = peek(s) ? (const char[]){(char)peek(s), '\0'} : "\\x00";
            nul |= peek(s) == 0;
            for (; *byte && n < (int)sizeof word - 1; byte++)
                word[n++] = *byte;
            step(s);
        }
        word[n] = '\0';
        if (nul)
            return tbi_fail(s->err, TB_ESYNTAX, line, column, TB_TEXT("unreadable move '%s'"),
                            tbi_word(word));
        if (is_move_number(word))
            continue;
        if (result_word[0])
            return tbi_fail(s->err, TB_ESYNTAX, line, column, TB_TEXT("'%s' after the result"),
                            tbi_word(word));
        int move;
        if (strcmp(word, "pass") == 0) {
            move = TB_PASS;
        } else if (is_letter(word[0]) && word[1] == '\0') {
            move = (word[0] & ~0x20) - 'A';
        } else if (is_result_word(word)) {
            memcpy(result_word, word, sizeof word);
            *result_line = line;
            *result_column = column;
            continue;
        } else {
            return tbi_fail(s->err, TB_ESYNTAX, line, column, TB_TEXT("unreadable move '%s'"),
                            tbi_word(word));
        }
        if ((status = note_keep(s, g, tb_game_ply(g))) != TB_OK)
            return status;
        if (tb_game_over(g))
            return tbi_fail(s->err, TB_EOVER, line, column,
                            TB_TEXT("move '%s' after the end of the game"), tbi_word(word));
        const char *why = tb_why_illegal(r, tb_game_position(g), move);
        if (why)
            return tbi_fail(s->err, TB_EILLEGAL, line, column,
                            /* TRANSLATORS: the move as written (a hole's letter, or
                             * "pass"), the ply's number, and why the rules forbid it. */
                            TB_TEXT("illegal move '%s' at ply %s: %s"), tbi_word(word),
                            tbi_number(tb_game_ply(g) + 1), tbi_english(why));
        if ((status = tb_game_play(g, move, NULL)) != TB_OK)
            return tbi_fail(s->err, status, line, column, TB_TEXT("move '%s': %s"), tbi_word(word),
                            tbi_english(tb_strerror(status)));
    }
    return status == TB_OK ? note_keep(s, g, tb_game_ply(g)) : status;
}

/* The Result tag and the result after the moves must be what was played. */
static int check_result(struct scanner *s, const tb_game *g, const char *claim, int line,
                        int column)
{
    char actual[64];
    result_text(g, tb_game_result(g), actual, sizeof actual);
    if (claim[0] && strcmp(claim, actual) != 0)
        return tbi_fail(s->err, TB_ESYNTAX, line, column,
                        TB_TEXT("the record gives the result \"%s\", but the moves give \"%s\""),
                        tbi_word(claim), tbi_word(actual));
    return TB_OK;
}

static tb_game *parse(struct scanner *s, tb_tags *tags, int *status)
{
    struct tag_values v = {0};
    if ((*status = read_tags(s, tags, &v)) != TB_OK)
        return NULL;
    /* A record of a rule set of a file carries it, and its game keeps it. */
    tb_rules *own = NULL;
    if (v.rule_len) {
        tb_error rerr;
        own = tb_rules_parse(v.rule_text, v.rule_len, status, &rerr);
        if (!own) {
            /* The tag of the line the rules format names, else the first. */
            bool known = rerr.line > 0 && rerr.line <= v.rules_tags;
            tbi_fail_because(s->err, &rerr, *status,
                             known ? v.rule_lines[rerr.line - 1] : v.rule_line,
                             known ? 1 : v.rule_column,
                             /* TRANSLATORS: [Rule "..."] are lines of the record, which keep
                              * their English name; %s says what is wrong with them. */
                             TB_TEXT("the Rule tags: %s"));
            return NULL;
        }
        if (strcmp(own->name, v.rules) != 0) {
            *status = tbi_fail(s->err, TB_ESYNTAX, v.rule_line, v.rule_column,
                               TB_TEXT("the Rule tags name \"%s\", the Rules tag \"%s\""),
                               tbi_word(own->name), tbi_word(v.rules));
            tb_rules_free(own);
            return NULL;
        }
    }
    const tb_rules *r = own ? own : tb_rules_find(v.rules);
    if (!r) {
        *status = v.rules[0] ? tbi_fail(s->err, TB_ESYNTAX, 1, 1, TB_TEXT("unknown rules \"%s\""),
                                        tbi_word(v.rules))
                             : tbi_fail(s->err, TB_ESYNTAX, 1, 1,
                                        TB_TEXT("not a Tihbat game record: no [Rules] tag"));
        return NULL;
    }
    tb_position start;
    if (v.position[0]) {
        tb_error perr;
        if ((*status = tb_position_parse(r, v.position, &start, &perr)) != TB_OK) {
            tbi_fail_because(s->err, &perr, *status, v.position_line, v.position_column,
                             /* TRANSLATORS: [Position "..."] is a line of the record, which
                              * keeps its English name; %s says what is wrong with it. */
                             TB_TEXT("the Position tag: %s"));
            tb_rules_free(own);
            return NULL;
        }
    }
    tb_game *g = tb_game_new(r, v.position[0] ? &start : NULL, status);
    if (!g) {
        tbi_fail_status(s->err, *status, 0, 0);
        tb_rules_free(own);
        return NULL;
    }
    tbi_game_keep_rules(g, own);
    char result_word[32] = "";
    int result_line = 0, result_column = 0;
    if ((*status = read_moves(s, g, result_word, &result_line, &result_column)) != TB_OK ||
        (*status = check_result(s, g, v.result, v.result_line, v.result_column)) != TB_OK ||
        (*status = check_result(s, g, result_word, result_line, result_column)) != TB_OK)
        goto fail;
    if (v.ply[0]) {
        char *end;
        long ply = strtol(v.ply, &end, 10);
        if (*end || end == v.ply || ply < 0 || ply > tb_game_length(g)) {
            *status = tbi_fail(s->err, TB_ESYNTAX, v.ply_line, v.ply_column,
                               /* TRANSLATORS: [Ply "..."] is a line of the record, which
                                * keeps its English name. */
                               TB_TEXT("the Ply tag \"%s\" is not a ply from 0 to %s"),
                               tbi_word(v.ply), tbi_number(tb_game_length(g)));
            goto fail;
        }
        if ((*status = tb_game_goto(g, (int)ply)) != TB_OK) {
            tbi_fail_status(s->err, *status, v.ply_line, v.ply_column);
            goto fail;
        }
    }
    return g;
fail:
    tb_game_free(g);
    return NULL;
}

tb_game *tb_record_parse(const char *text, size_t len, tb_tags *tags, int *status, tb_error *err)
{
    /* cppcheck-suppress ctuuninitvar ; err is only written, never read */
    struct scanner s = {text, text + len, 1, 1, err, NULL, 0, 0};
    tb_tags read = {0};
    int st;
    tb_game *g = parse(&s, &read, &st);
    free(s.note);
    if (g && tags)
        *tags = read;
    if (status)
        *status = st;
    return g;
}
