/* output.c - the end of what a mode writes: flushed, or the reason it could
 * not be, said; and text from outside as a message shows it. */
#include <errno.h>
#include <string.h>

#include "app/i18n.h"
#include "app/terminal_text.h"
#include "cli/commands.h"

int output_flush(FILE *out)
{
    errno = 0;
    if (fflush(out) == 0 && !ferror(out))
        return 0;
    /* A write that failed earlier leaves only the error flag. */
    fprintf(stderr, _("tihbat: standard output: %s\n"), strerror(errno ? errno : EIO));
    return EXIT_FAILURE;
}

const char *as_shown(const char *s, char buf[SHOWN_SIZE])
{
    return text_escape(s, strlen(s), buf, SHOWN_SIZE);
}
