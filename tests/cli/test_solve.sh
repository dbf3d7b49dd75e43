#!/bin/sh
# test_solve.sh - tihbat --solve: exact values from the start of Tihbat and
# Bakuk (the full tables, so this needs the whole Bakuk solve: a second or
# two, more under the sanitizers), small positions worked out by hand, the
# end of a game, a forced pass, and the errors.
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
    if command -v python3 >/dev/null; then
        python3 -c 'import json, sys; json.load(sys.stdin)' <"$tmp/out" ||
            fail "not JSON: $got"
    fi
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

solve "three players" --rules bakuk3
refused "two-player"
solve "malformed" --position 7,7,7
refused "position"
solve "too many seeds" --position 8,7,7,7:1:0,0
refused "position"
solve "no such player" --position 7,7,7,7:3:0,0
refused "position"

[ "$failures" -eq 0 ]
