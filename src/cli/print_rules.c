/*
 * print_rules.c - --print-rules: the rule set in the rules format, a
 * start for a file of one's own (docs/rules.md).
 */
#include <stdio.h>

#include "cli/commands.h"

int print_rules(const tb_rules *r, FILE *out)
{
    char text[TB_RULES_TEXT_MAX];
    tb_rules_format(r, text, sizeof text);
    fprintf(out, "# %s: a rule set for tihbat --rules FILE (docs/rules.md tells each field)\n%s",
            r->title, text);
    return output_flush(out);
}
