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
sleep 0.3
before=$(switches)
sleep 2
after=$(switches)
[ $((after - before)) -le 1 ] || fail "the program woke $((after - before)) times while waiting"
# The same after a move, once its animation is over.
play A
wait_for "Youssef, choose a hole"
sleep 0.3
before=$(switches)
sleep 2
after=$(switches)
[ $((after - before)) -le 1 ] || fail "the program woke $((after - before)) times while waiting"
