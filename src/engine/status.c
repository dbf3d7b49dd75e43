/* status.c - the names of the engine's status codes. */
#include "tihbat.h"

const char *tb_strerror(int status)
{
    switch (status) {
    case TB_OK: return "no error";
    case TB_EINVAL: return "invalid argument or position";
    case TB_EILLEGAL: return "illegal move";
    case TB_EOVER: return "the game is over";
    case TB_ENOMEM: return "out of memory";
    case TB_ESYNTAX: return "unreadable text";
    case TB_ENOUNDO: return "nothing to undo or redo";
    default: return "unknown status";
    }
}
