#!/bin/sh
# test_solve.sh - tihbat --solve: exact values from the start of Tihbat,
# Bakuk and Bakuk for three (the full tables: run.sh solved them once for
# every test), small positions worked out by hand, the end of a game, a
# forced pass, the errors, and the cache of solved tables: written on the
# first run, used on the next, and solved again, with one line on stderr,
# when it is corrupt, cut short or of another version.
. "$(dirname "$0")/lib.sh"

# solve CASE [OPTION]...: output in $tmp/out and $tmp/err, exit status in $status.
solve() {
    case=$1
    shift
    "$program" --solve "$@" >"$tmp/out" 2>"$tmp/err"
    status=$?
}

# expect JSON: the exact answer, one line.
expect() {
    [ "$status" -eq 0 ] || fail "exit status $status; stderr: $(cat "$tmp/err")"
    got=$(cat "$tmp/out")
    [ "$got" = "$1" ] || fail "printed $got
    expected $1"
    [ ! -s "$tmp/err" ] || fail "wrote to stderr: $(cat "$tmp/err")"
    json_lines "$tmp/out"
}

# refused MESSAGE_PART: exit status 2, one line on stderr, nothing on stdout.
refused() {
    [ "$status" -eq 2 ] || fail "exit status $status, expected 2"
    [ ! -s "$tmp/out" ] || fail "printed $(cat "$tmp/out")"
    grep -q "^tihbat: .*$1" "$tmp/err" || fail "stderr lacks '$1': $(cat "$tmp/err")"
}

# South loses Tihbat by 2 whatever it plays; South wins Bakuk by 2 with C.
solve "tihbat start"
expect '{"rules":"tihbat","position":"7,7,7,7:1:0,0","value":-2,"moves":[{"move":"A","value":-2},{"move":"B","value":-2}],"positions":10852}'
solve "tihbat start, named" --rules tihbat --position 7,7,7,7:1:0,0
expect '{"rules":"tihbat","position":"7,7,7,7:1:0,0","value":-2,"moves":[{"move":"A","value":-2},{"move":"B","value":-2}],"positions":10852}'
solve "bakuk start" --rules bakuk
expect '{"rules":"bakuk","position":"6,6,6,6,6,6:1:0,0","value":2,"moves":[{"move":"A","value":-2},{"move":"B","value":0},{"move":"C","value":2}],"positions":2666765}'

# A: 2,1 -> 1,2, and B's 2 is taken.  B: its single seed goes back, North
# must pass, and the position comes back: 0.
solve "a capture or a repetition" --position 2,1,0,0:1:5,3
expect '{"rules":"tihbat","position":"2,1,0,0:1:5,3","value":2,"moves":[{"move":"A","value":2},{"move":"B","value":0}],"positions":10852}'
# South must pass; North then sows C (2) into C and D, and takes D's 2.
solve "a forced pass" --position 0,0,2,1:1:0,0
expect '{"rules":"tihbat","position":"0,0,2,1:1:0,0","value":-2,"moves":[{"move":"pass","value":-2}],"positions":10852}'
solve "all captured" --position 0,0,0,0:2:14,14
expect '{"rules":"tihbat","position":"0,0,0,0:2:14,14","value":0,"moves":[],"positions":10852}'
# C makes D 2, taken; E's 1 stops the chain; North sows E into F, and
# South, without seeds, ends the game.
solve "bakuk chain" --rules bakuk --position 0,0,1,1,1,0:1:0,0
expect '{"rules":"bakuk","position":"0,0,1,1,1,0:1:0,0","value":2,"moves":[{"move":"C","value":2}],"positions":2666765}'

# Three players: each one's share.  Player 1 cannot be sure of a seed; A
# keeps the others to 2 and 0, B gives each of them 4.
solve "bakuk3 start" --rules bakuk3
expect '{"rules":"bakuk3","position":"6,6,6,6,6,6:1:0,0,0","shares":[0,2,0],"moves":[{"move":"A","shares":[0,2,0]},{"move":"B","shares":[0,4,4]}],"positions":933431}'
# A takes B's 2, and player 2 must sow C into D, E and F, where player 3
# sows E into F and takes 2; B takes C's 4 and player 2, without seeds,
# ends the game.
solve "bakuk3 captures" --rules bakuk3 --position 1,1,3,0,0,0:1:10,10,11
expect '{"rules":"bakuk3","position":"1,1,3,0,0,0:1:10,10,11","shares":[4,0,0],"moves":[{"move":"A","shares":[2,0,2]},{"move":"B","shares":[4,0,0]}],"positions":933431}'

# ---- The cache ----
# Tihbat's tables, solved in a moment: the same code keeps Bakuk's.
rm -rf "$XDG_CACHE_HOME"
tables="$XDG_CACHE_HOME/tihbat/tihbat-margin-even.tables"
start='{"rules":"tihbat","position":"7,7,7,7:1:0,0","value":-2,"moves":[{"move":"A","value":-2},{"move":"B","value":-2}],"positions":10852}'
solve "into the cache"
expect "$start"
[ -s "$tables" ] || { case="cache written"; fail "no $tables after a solve"; }
solve "from the cache"
expect "$start"

# reported SENTENCE: the answer as ever, and the one line on stderr.
reported() {
    [ "$status" -eq 0 ] || fail "exit status $status"
    [ "$(cat "$tmp/out")" = "$start" ] || fail "printed $(cat "$tmp/out")"
    [ "$(wc -l <"$tmp/err")" -eq 1 ] || fail "stderr is not one line: $(cat "$tmp/err")"
    grep -q "^tihbat: $tables $1: solving again\$" "$tmp/err" || fail "stderr: $(cat "$tmp/err")"
}
# Bytes flipped in the middle of the tables: rebuilt, and quiet after.
printf 'XYZ' | dd of="$tables" bs=1 seek=40000 conv=notrunc 2>/dev/null
solve "corrupt cache"
reported "is corrupt"
solve "rebuilt cache"
expect "$start"
truncate -s 40000 "$tables"
solve "truncated cache"
reported "is cut short"
printf '\377' | dd of="$tables" bs=1 seek=8 conv=notrunc 2>/dev/null
solve "other version"
reported "is from another version"
printf 'these are not tables but a file of text, long enough to hold a header\n' >"$tables"
solve "not a cache"
reported "is not a file of solved tables"
rm -rf "$XDG_CACHE_HOME"
solve "no cache" --rules tihbat --no-cache
expect '{"rules":"tihbat","position":"7,7,7,7:1:0,0","value":-2,"moves":[{"move":"A","value":-2},{"move":"B","value":-2}],"positions":10852}'
[ ! -e "$XDG_CACHE_HOME" ] || fail "--no-cache wrote $(ls -R "$XDG_CACHE_HOME")"
# A cache that cannot be written: the answer still, and one line.
mkdir -p "$XDG_CACHE_HOME"
printf 'a file' >"$XDG_CACHE_HOME/tihbat"
solve "unwritable cache" --rules tihbat
[ "$status" -eq 0 ] || fail "exit status $status"
grep -q "^tihbat: cannot write $XDG_CACHE_HOME/tihbat/tihbat-margin-even.tables (.*): the tables stay in memory\$" "$tmp/err" ||
    fail "stderr: $(cat "$tmp/err")"
# ---- The tables installed with the program ----
# Beside it, in ../share/tihbat/tables (make install, the package): found
# before the user's cache, never written; one that is damaged is said and
# not used, and the user's cache is.
case="installed tables"
mkdir -p "$tmp/usr/bin" "$tmp/usr/share/tihbat"
XDG_CACHE_HOME="$tmp/made" "$program" --solve >/dev/null
mv "$tmp/made/tihbat" "$tmp/usr/share/tihbat/tables"
cp "$program" "$tmp/usr/bin/tihbat"
installed=$tmp/usr/bin/../share/tihbat/tables/tihbat-margin-even.tables
rm -rf "$XDG_CACHE_HOME"
"$tmp/usr/bin/tihbat" --solve >"$tmp/out" 2>"$tmp/err"
status=$?
expect "$start"
[ ! -e "$XDG_CACHE_HOME" ] || fail "it solved, beside installed tables: $(ls -R "$XDG_CACHE_HOME")"
printf 'XYZ' | dd of="$installed" bs=1 seek=40000 conv=notrunc 2>/dev/null
cp "$installed" "$tmp/damaged"
case="installed tables, damaged"
"$tmp/usr/bin/tihbat" --solve >"$tmp/out" 2>"$tmp/err"
[ "$(cat "$tmp/out")" = "$start" ] || fail "printed $(cat "$tmp/out")"
[ "$(cat "$tmp/err")" = "tihbat: $installed is damaged: the tables installed with the program are not used" ] ||
    fail "stderr: $(cat "$tmp/err")"
[ -s "$XDG_CACHE_HOME/tihbat/tihbat-margin-even.tables" ] || fail "the user's cache was not used"
cmp -s "$installed" "$tmp/damaged" || fail "the installed file was written"
case="installed tables, --no-cache"
rm -rf "$XDG_CACHE_HOME"
"$tmp/usr/bin/tihbat" --solve --no-cache >"$tmp/out" 2>"$tmp/err"
status=$?
expect "$start"
solve "malformed" --position 7,7,7
refused "position"
solve "too many seeds" --position 8,7,7,7:1:0,0
refused "position"
solve "no such player" --position 7,7,7,7:3:0,0
refused "position"

json_checked
[ "$failures" -eq 0 ]
