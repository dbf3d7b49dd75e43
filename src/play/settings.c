/*
 * settings.c - the settings, each behind its setter.
 */
#include <stdlib.h>

#include "play/settings.h"

struct settings {
    enum speed speed;
    bool step;      /* each key drops the next seed */
    bool preview;   /* the highlighted move is foretold */
    bool projector; /* big digits, large print, high contrast */
    bool bell;      /* the terminal's bell on a capture, a right answer, the end */
    enum ai_level level;
    bool hints;               /* the tip key works */
    unsigned long generation; /* changes with level and hints */
};

struct settings *settings_new(enum ai_level level, bool hints)
{
    struct settings *s = malloc(sizeof *s);
    if (s)
        *s = (struct settings){.speed = SPEED_NORMAL, .level = level, .hints = hints};
    return s;
}

void settings_free(struct settings *s) { free(s); }

enum speed settings_speed(const struct settings *s) { return s->speed; }
bool settings_step(const struct settings *s) { return s->step; }
bool settings_preview(const struct settings *s) { return s->preview; }
bool settings_projector(const struct settings *s) { return s->projector; }
bool settings_bell(const struct settings *s) { return s->bell; }
enum ai_level settings_level(const struct settings *s) { return s->level; }
bool settings_hints(const struct settings *s) { return s->hints; }
unsigned long settings_generation(const struct settings *s) { return s->generation; }

void settings_set_speed(struct settings *s, enum speed speed) { s->speed = speed; }
void settings_set_step(struct settings *s, bool on) { s->step = on; }
void settings_set_preview(struct settings *s, bool on) { s->preview = on; }
void settings_set_projector(struct settings *s, bool on) { s->projector = on; }
void settings_set_bell(struct settings *s, bool on) { s->bell = on; }

void settings_set_level(struct settings *s, enum ai_level level)
{
    s->level = level;
    s->generation++;
}

void settings_set_hints(struct settings *s, bool on)
{
    s->hints = on;
    s->generation++;
}
