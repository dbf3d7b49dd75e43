/* output.c - the end of what a mode writes: flushed, or the reason it could
 * not be, said; and text from outside as a message shows it. */
#include <errno.h>
#include <string.h>

#include "app/i18n.h"
#include "app/terminal_text.h"
#include "cli/commands.h"

/* Says why standard output could not be written: errno as the failing
 * call left it (a call that failed earlier left only the error flag). */
static int failed(int error)
{
    fprintf(stderr, _("tihbat: standard output: %s\n"), strerror(error ? error : EIO));
    return EXIT_FAILURE;
}

int output_flush(FILE *out)
{
    errno = 0;
    if (fflush(out) == 0 && !ferror(out))
        return 0;
    return failed(errno);
}

int output_write(FILE *out, const char *text, size_t len)
{
    /* Written at once: what stdio does not hold goes to write() within
     * this call, so errno is that write's when it fails. */
    errno = 0;
    if (!ferror(out) && fwrite(text, 1, len, out) == len && fflush(out) == 0 && !ferror(out))
        return 0;
    return failed(errno);
}

const char *as_shown(const char *s, char buf[SHOWN_SIZE])
{
    return text_escape(s, strlen(s), buf, SHOWN_SIZE);
}
