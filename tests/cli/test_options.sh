#!/bin/sh
# test_options.sh - options that are wrong are refused, each with one
# message and exit status 2, before anything runs: an empty or too long
# name, a number too big for any game (shown as it was typed), two modes or
# two openings at once, an option the mode would ignore.
. "$(dirname "$0")/lib.sh"

# refused CASE MESSAGE [ARG]...: exit status 2, MESSAGE on standard error,
# nothing on standard output.
refused() {
    case=$1 message=$2
    shift 2
    "$program" "$@" </dev/null >"$tmp/out" 2>"$tmp/err"
    status=$?
    [ "$status" -eq 2 ] || fail "exit status $status, expected 2"
    head -n 1 "$tmp/err" | grep -q "^tihbat: " || fail "not a message: $(cat "$tmp/err")"
    grep -qF -- "$message" "$tmp/err" || fail "no '$message': $(cat "$tmp/err")"
    grep -qF -- "Try 'tihbat --help'" "$tmp/err" || fail "no hint: $(cat "$tmp/err")"
    [ -s "$tmp/out" ] && fail "standard output: $(head -n 2 "$tmp/out")"
    return 0
}

refused "an empty first name" "--names: name 1 is empty" --names ",Bob"
refused "an empty second name" "--names: name 2 is empty" --names "Amina,"
refused "an empty list" "--names: name 1 is empty" --names ""
refused "two commas" "--names: name 2 is empty" --rules bakuk3 --names "A,,C"
long=$(printf '%064d' 0)
refused "a name of 64 bytes" "--names: name 2 is longer than 63 bytes" --names "Amina,$long"
refused "too many names" "--names: more names than the 2 players of Tihbat" --names "A,B,C"

big=99999999999999999999999
refused "a hole count too big" "--position '$big,7,7,7:1:0,0', column 1: $big is more than the 28 seeds of Tihbat" \
    --position "$big,7,7,7:1:0,0" --batch
refused "a player too big" "column 9: there is no player $big: Tihbat has players 1 to 2" \
    --position "7,7,7,7:$big:0,0" --batch
refused "a captured count too big" "column 11: 1001 is more than the 28 seeds of Tihbat" \
    --position "7,7,7,7:1:1001,0" --batch
refused "a computer too big" "--computer takes a player number, not '$big'" --computer "$big"

refused "two modes" "--batch and --solve cannot go together: choose one" --batch --solve
refused "two modes, the other way" "--solve and --batch cannot go together: choose one" --solve --batch
refused "two openings" "--load and --replay cannot go together: choose one" --load a --replay b
refused "a lesson and a record" "--replay and --learn cannot go together: choose one" --replay a --learn

for option in "--names A,B" "--computer 1" "--level beginner" --demo --hints "--load x" \
    "--replay x" --projector --learn --no-color --ascii; do
    for mode in --batch --solve; do
        # shellcheck disable=SC2086 # the option and its value
        refused "$option $mode" "${option%% *} has no use with $mode" $option $mode
    done
done

# What every mode takes is taken by each.
printf 'A\n' | "$program" --batch --rules tihbat --position 7,7,7,7:1:0,0 --lang en >"$tmp/out" 2>"$tmp/err" ||
    { case=batch; fail "--batch with --rules, --position and --lang: $(cat "$tmp/err")"; }
"$program" --solve --rules tihbat --lang en >"$tmp/out" 2>"$tmp/err" ||
    { case=solve; fail "--solve with --rules and --lang: $(cat "$tmp/err")"; }
# A mode given twice is still one mode.
"$program" --solve --solve >"$tmp/out" 2>"$tmp/err" ||
    { case="--solve twice"; fail "$(cat "$tmp/err")"; }

[ "$failures" -eq 0 ]
