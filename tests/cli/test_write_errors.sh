#!/bin/sh
# test_write_errors.sh - output that cannot be written (a full disk:
# /dev/full) is reported, with the reason, and the exit status says so,
# whether it is a line or more than stdio holds at once.
. "$(dirname "$0")/lib.sh"

[ -w /dev/full ] || { echo "no /dev/full here"; exit 1; }
for args in --help --version --solve "--solve --rules bakuk" --batch; do
    case=$args
    # shellcheck disable=SC2086 # the options
    printf 'A\n' | "$program" $args >/dev/full 2>"$tmp/err"
    status=$?
    [ "$status" -eq 1 ] || fail "exit status $status, expected 1"
    grep -qx "tihbat: standard output: No space left on device" "$tmp/err" ||
        fail "the reason is not given: $(cat "$tmp/err")"
done
# Output larger than stdio's buffer (4 KiB here) fails within the write
# that stdio passes straight on: the reason is that write's.
for args in "--diagram 3,4,2,6:1:0,0 --move B" "--puzzles --json --count 30 --seed 1"; do
    case=$args
    # shellcheck disable=SC2086 # the options
    "$program" $args >/dev/full 2>"$tmp/err"
    status=$?
    [ "$status" -eq 1 ] || fail "exit status $status, expected 1"
    grep -qx "tihbat: standard output: No space left on device" "$tmp/err" ||
        fail "the reason is not given: $(cat "$tmp/err")"
done
case="--help in Bengali, 4.3 KB"
"$program" --help --lang bn >/dev/full 2>"$tmp/err"
[ $? -eq 1 ] || fail "exit status, expected 1"
grep -q "No space left on device" "$tmp/err" || fail "the reason is not given: $(cat "$tmp/err")"
[ "$failures" -eq 0 ]
