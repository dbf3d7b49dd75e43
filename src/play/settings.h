/*
 * settings.h - what the people at the table chose: the animation's speed,
 * step mode, the preview of the highlighted move, projector mode, the
 * bell, the computer's level and whether the tip key works.  Opaque: each is
 * changed only through its setter.  A change of the level or of the tips
 * makes every answer of the computer asked under the old ones of no use
 * (settings_generation counts them).
 */
#ifndef TIHBAT_PLAY_SETTINGS_H
#define TIHBAT_PLAY_SETTINGS_H

#include <stdbool.h>

#include "play/anim.h"
#include "solver/ai.h"

struct settings;

/* The settings a program starts with (normal speed, no step mode, no
 * preview, no projector, no bell); NULL when out of memory. */
struct settings *settings_new(enum ai_level level, bool hints);
void settings_free(struct settings *s);

enum speed settings_speed(const struct settings *s);
bool settings_step(const struct settings *s);
bool settings_preview(const struct settings *s);
bool settings_projector(const struct settings *s);
/* The terminal's bell rings on a capture, a right answer and the end. */
bool settings_bell(const struct settings *s);
enum ai_level settings_level(const struct settings *s);
bool settings_hints(const struct settings *s);
/* Changes with the level and the tips: what the computer's answers
 * depend on. */
unsigned long settings_generation(const struct settings *s);

void settings_set_speed(struct settings *s, enum speed speed);
void settings_set_step(struct settings *s, bool on);
void settings_set_preview(struct settings *s, bool on);
void settings_set_projector(struct settings *s, bool on);
void settings_set_bell(struct settings *s, bool on);
void settings_set_level(struct settings *s, enum ai_level level);
void settings_set_hints(struct settings *s, bool on);

#endif
