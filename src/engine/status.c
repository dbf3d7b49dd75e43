/* status.c - the names of the engine's status codes. */
#include "engine/text.h"

const char *tb_strerror(int status)
{
    switch (status) {
    case TB_OK: return TB_TEXT("no error");
    case TB_EINVAL: return TB_TEXT("invalid argument or position");
    case TB_EILLEGAL: return TB_TEXT("illegal move");
    case TB_EOVER: return TB_TEXT("the game is over");
    case TB_ENOMEM: return TB_TEXT("out of memory");
    case TB_ESYNTAX: return TB_TEXT("unreadable text");
    case TB_ENOUNDO: return TB_TEXT("nothing to undo or redo");
    default: return TB_TEXT("unknown status");
    }
}
