#!/bin/sh
# test_options.sh - options that are wrong are refused, each with one
# message and exit status 2, before anything runs: an empty or too long
# name, a number too big for any game (shown as it was typed), two modes or
# two openings at once, an option the mode would ignore, the study's
# options with their modes only.
. "$(dirname "$0")/lib.sh"

# refused CASE MESSAGE [ARG]...: exit status 2, MESSAGE on standard error,
# nothing on standard output.
refused() {
    case=$1 message=$2
    shift 2
    "$program" "$@" </dev/null >"$tmp/out" 2>"$tmp/err"
    status=$?
    [ "$status" -eq 2 ] || fail "exit status $status, expected 2"
    # What grep -F would find, read by the shell: a hundred cases, and a
    # process started costs more here than the program's run.
    slurp "$tmp/err"
    case $text in "tihbat: "*) ;; *) fail "not a message: $text" ;; esac
    case $text in *"$message"*) ;; *) fail "no '$message': $text" ;; esac
    case $text in *"Try 'tihbat --help'"*) ;; *) fail "no hint: $text" ;; esac
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
    for mode in --batch --solve "--review x --json" "--puzzles --json" "--diagram 7,7,7,7:1:0,0" \
        --worksheet; do
        # --solve reads a record, the puzzle modes take their own --level.
        case "$option $mode" in "--load x --solve" | "--level beginner --puzzles --json" | \
            "--level beginner --worksheet") continue ;; esac
        # The screen's options serve a review or puzzles on the screen, not --json.
        with=${mode%% *}
        case "$option $mode" in "--names"*json | --projector*json | --no-color*json | \
            --ascii*json) with=--json ;; esac
        # shellcheck disable=SC2086 # the option and its value
        refused "$option $mode" "${option%% *} has no use with $with" $option $mode
    done
done
# The review and puzzle screens take no game's options.
for option in "--computer 1" --demo --hints "--load x" "--replay x" --learn; do
    refused "$option --puzzles" "${option%% *} has no use with --puzzles" $option --puzzles
    refused "$option --review x" "${option%% *} has no use with --review" $option --review x
done

# The study's options, each with its modes only.
refused "--json alone" "--json goes with --review" --json
refused "--move alone" "--move goes with --diagram" --move A
refused "--count with --batch" "--count has no use with --batch" --count 3 --batch
refused "--output with --solve" "--output has no use with --solve" -o x --solve
refused "a review printed two ways" "--json and --annotate cannot go together: choose one" \
    --review x --json --annotate
refused "a review's JSON into a file" "--output has no use with --json" --review x --json -o y
refused "a record's rules" "--rules has no use with --review" --review x --json --rules bakuk
refused "a record and a position" "--load and --position cannot go together: choose one" \
    --solve --load x --position 7,7,7,7:1:0,0
refused "a record and rules" "--load and --rules cannot go together: choose one" \
    --solve --rules bakuk --load x
refused "a computer's level for puzzles" "unknown puzzle level 'perfect'" --puzzles --json --level perfect
refused "a puzzle level for the computer" "unknown level 'easy'" --level easy
refused "a count of 0" "--count takes a number from 1 to 100, not '0'" --puzzles --json --count 0
refused "a worksheet of 13" "--worksheet: --count takes a number from 1 to 12, not 13" \
    --worksheet --count 13
refused "a seed below 0" "--seed takes a whole number, not '-1'" --puzzles --json --seed -1
refused "no such hole" "--move takes a hole of Tihbat, A to D, not 'E'" --diagram 7,7,7,7:1:0,0 --move E

# What every mode takes is taken by each.
printf 'A\n' | "$program" --batch --rules tihbat --position 7,7,7,7:1:0,0 --lang en >"$tmp/out" 2>"$tmp/err" ||
    { case=batch; fail "--batch with --rules, --position and --lang: $(cat "$tmp/err")"; }
"$program" --solve --rules tihbat --lang en >"$tmp/out" 2>"$tmp/err" ||
    { case=solve; fail "--solve with --rules and --lang: $(cat "$tmp/err")"; }
# A mode given twice is still one mode.
"$program" --solve --solve >"$tmp/out" 2>"$tmp/err" ||
    { case="--solve twice"; fail "$(cat "$tmp/err")"; }

[ "$failures" -eq 0 ]
