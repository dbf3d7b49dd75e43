# Waiting for a key costs nothing: the program sleeps in its read and does
# not wake up by itself (its main thread makes no context switch).
. "$(dirname "$0")/lib.sh"

[ -r /proc/self/status ] || fail "this test needs /proc"
# shellcheck disable=SC2016 # the inner shell expands it
start_cmd 80 24 sh -c 'echo $$ > "$0"; exec "$1" --names Amina,Youssef' "$WORK/pid" "$TIHBAT"
wait_for "Amina, choose a hole"
pid=$(cat "$WORK/pid")
switches() {
    awk '/^voluntary_ctxt_switches/ { print $2 }' "/proc/$pid/task/$pid/status"
}
# asleep: the main thread waits for a key alone (pselect on standard input,
# no time limit: "NR 0x1 SET 0x0 0x0 0x0"), its work done.  Where the
# kernel does not show another process's call (Yama's ptrace_scope), a
# moment's settling has to do.
asleep() {
    call=$(cat "/proc/$pid/task/$pid/syscall" 2>/dev/null)
    if [ -n "$call" ]; then
        set -- $call
        [ "${2:-}" = 0x1 ] && [ "${4:-}" = 0x0 ] && [ "${5:-}" = 0x0 ] && [ "${6:-}" = 0x0 ]
    else
        sleep 0.3
    fi
}
within 10 asleep || fail "the program never came to wait for a key alone"
before=$(switches)
sleep 2
after=$(switches)
[ $((after - before)) -le 1 ] || fail "the program woke $((after - before)) times while waiting"
# The same after a move, once its animation is over.
play A
wait_for "Youssef, choose a hole"
within 10 asleep || fail "the program never came to wait for a key alone after a move"
before=$(switches)
sleep 2
after=$(switches)
[ $((after - before)) -le 1 ] || fail "the program woke $((after - before)) times while waiting"
