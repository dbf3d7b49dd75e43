#!/bin/sh
# test_write_errors.sh - output that cannot be written (a full disk:
# /dev/full) is reported, with the reason, and the exit status says so.
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
[ "$failures" -eq 0 ]
