# Without a terminal, or with a terminal type that cannot be used, the
# program says why and fails, leaving the terminal alone.
. "$(dirname "$0")/lib.sh"

out=$("$TIHBAT" </dev/null 2>&1)
status=$?
[ "$status" -eq 1 ] || fail "exit status $status without a terminal"
echo "$out" | grep -qF "the game needs a terminal" || fail "no message without a terminal: $out"

start_cmd 80 24 env TERM=no-such-terminal "$TIHBAT"
wait_for "[exit 1]"
shows "tihbat: cannot use the terminal type 'no-such-terminal'"
start_cmd 80 24 env TERM=dumb "$TIHBAT"
wait_for "[exit 1]"
shows "tihbat: the terminal type 'dumb' cannot move the cursor"
start_cmd 80 24 env -u TERM "$TIHBAT"
wait_for "[exit 1]"
shows "tihbat: TERM is not set"
