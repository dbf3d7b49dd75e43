#!/bin/sh
# test_batch_io.sh - --batch as a script's partner: each line is out as
# soon as its move is read, even through a pipe, so that a driver can send
# a move and wait for its answer; endless input (a word that never ends)
# and input that cannot be read are errors, with exit status 2.
. "$(dirname "$0")/lib.sh"

# ---- Move by move through pipes ----

case="move by move"
mkfifo "$tmp/to" "$tmp/from"
: >"$tmp/lines"
"$program" --batch <"$tmp/to" >"$tmp/from" 2>"$tmp/err" &
batch=$!
# The driver answers each line with the next move, and gives up after 20
# seconds: a line held back would otherwise leave it waiting for ever.
timeout 20 sh -c '
    exec 3>"$1" 4<"$2"
    for move in A C B; do
        IFS= read -r line <&4 || exit 1
        printf "%s\n" "$line" >>"$3"
        printf "%s\n" "$move" >&3
    done
    IFS= read -r line <&4 || exit 1
    printf "%s\n" "$line" >>"$3"
    exec 3>&-
    cat <&4 >>"$3"
' sh "$tmp/to" "$tmp/from" "$tmp/lines"
driver=$?
wait "$batch"
status=$?
[ "$driver" -eq 0 ] || fail "the driver got no answer to a move (status $driver): $(cat "$tmp/lines" 2>/dev/null)"
[ "$status" -eq 0 ] || fail "exit status $status: $(cat "$tmp/err")"
[ "$(wc -l <"$tmp/lines")" -eq 4 ] || fail "not 4 lines: $(cat "$tmp/lines")"
grep -q '^{"ply":3,"player":1,"move":"B"' "$tmp/lines" || fail "no third move: $(cat "$tmp/lines")"

# ---- Endless or broken input ----

# run CASE [ARG]...: the batch with its standard input as the caller left
# it; $status, $tmp/out, $tmp/err.
run() {
    case=$1
    shift
    timeout 20 "$program" --batch "$@" >"$tmp/out" 2>"$tmp/err"
    status=$?
}

run "a word that never ends" </dev/zero
[ "$status" -eq 2 ] || fail "exit status $status, expected 2 (124: still reading)"
grep -qF "tihbat: move '\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00...' at ply 1: a word of more than 64 bytes" "$tmp/err" ||
    fail "$(cat "$tmp/err")"

long=$(printf '%065d' 0)
printf 'A %s\n' "$long" >"$tmp/in"
run "65 bytes" <"$tmp/in"
[ "$status" -eq 2 ] || fail "exit status $status, expected 2"
grep -qF "move '0000000000000000...' at ply 2: a word of more than 64 bytes" "$tmp/err" || fail "$(cat "$tmp/err")"
[ "$(wc -l <"$tmp/out")" -eq 2 ] || fail "the plies before it are not all out: $(cat "$tmp/out")"
printf '%064d\n' 0 >"$tmp/in"
run "64 bytes" <"$tmp/in"
grep -qF "not a hole label of this game" "$tmp/err" || fail "$(cat "$tmp/err")"

run "a directory" </
[ "$status" -eq 2 ] || fail "exit status $status, expected 2"
grep -qx "tihbat: standard input: Is a directory" "$tmp/err" || fail "$(cat "$tmp/err")"

run "closed" <&-
[ "$status" -eq 2 ] || fail "exit status $status, expected 2"
grep -qx "tihbat: standard input: Bad file descriptor" "$tmp/err" || fail "$(cat "$tmp/err")"

[ "$failures" -eq 0 ]
