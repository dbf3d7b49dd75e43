#!/bin/sh
# test_worksheet_full.sh - a worksheet and its answers on a full disk: the
# pages are written as a pair or not at all, so a new worksheet never lands
# beside the answers of another set.  The disk is a small tmpfs in a mount
# namespace of the test's own (unshare -rm: no root needed where the
# kernel allows it; skipped, by name, where it does not).
. "$(dirname "$0")/lib.sh"

mkdir "$tmp/class"
unshare -rm sh -c 'mount -t tmpfs -o size=64k tihbat-probe "$1"' sh "$tmp/class" 2>/dev/null ||
    skip "no file system can be mounted here: unshare -rm is refused"

# 128 KiB, 32 pages: the pair of one puzzle (six pages), then a set of
# twelve, whose worksheet fits (20 pages), and whose answers (20 more) do
# not, whether or not the old worksheet's pages are freed first.
unshare -rm sh -c '
    mount -t tmpfs -o size=128k tihbat-class "$1" || exit 3
    "$2" --worksheet --count 1 --seed 5 -o "$1" >/dev/null || exit 4
    cp "$1/worksheet.html" "$1/answers.html" "$3/" || exit 5
    "$2" --worksheet --count 12 --seed 6 -o "$1" >"$3/out" 2>"$3/err"
    echo $? >"$3/status"
    cmp -s "$1/worksheet.html" "$3/worksheet.html" || echo worksheet >>"$3/changed"
    cmp -s "$1/answers.html" "$3/answers.html" || echo answers >>"$3/changed"
    ls -A "$1" >"$3/left"' sh "$tmp/class" "$program" "$tmp"
case="the set of twelve on a full disk"
[ "$(cat "$tmp/status")" = 1 ] || fail "exit status $(cat "$tmp/status"), expected 1: $(cat "$tmp/err")"
grep -q "No space left on device" "$tmp/err" || fail "the reason is not given: $(cat "$tmp/err")"
[ ! -s "$tmp/out" ] || fail "named pages it did not write: $(cat "$tmp/out")"
[ ! -e "$tmp/changed" ] || fail "changed: $(cat "$tmp/changed" | tr '\n' ' ')(a pair or nothing)"
[ "$(cat "$tmp/left")" = "answers.html
worksheet.html" ] || fail "left in the directory: $(cat "$tmp/left" | tr '\n' ' ')"
[ "$failures" -eq 0 ]
