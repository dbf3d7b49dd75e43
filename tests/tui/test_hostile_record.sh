# Bytes from a record never reach the terminal as they are: a move word or
# a tag value that would set the window's title or clear the screen shows
# in --load's and --replay's messages as \xNN, as the batch mode shows a
# word it cannot read.
. "$(dirname "$0")/lib.sh"

esc=$(printf '\033') bel=$(printf '\007')
# (A move word ends at a ';', which starts a comment: this one clears the
# screen.)
printf '[Rules "tihbat"]\n\n1. A %s[2J%s[HMOVED *\n' "$esc" "$esc" >"$WORK/move.tbg"
printf '[Rules "%s[2J%s]2;TAGGED%s"]\n\n1. A *\n' "$esc" "$esc" "$bel" >"$WORK/tag.tbg"

# title: the title the program in the terminal has set.
title() { tm display-message -p '#{pane_title}'; }

for option in --load --replay; do
    start_cmd 200 24 sh -c 'echo before; "$@"' sh "$TIHBAT" "$option" "$WORK/move.tbg"
    wait_for "[exit 2]"
    shows "$WORK/move.tbg:3: not a game record that can be played: unreadable move '\\x1b[2J\\x1b[HMOVED'"
    shows "before" # the screen was not cleared

    start_cmd 200 24 sh -c 'echo before; "$@"' sh "$TIHBAT" "$option" "$WORK/tag.tbg"
    wait_for "[exit 2]"
    shows "unknown rules \"\\x1b[2J\\x1b]2;TAGGED\\x07\""
    shows "before" # the screen was not cleared
    [ "$(title)" != TAGGED ] || fail "$option: the record set the window's title"
done
