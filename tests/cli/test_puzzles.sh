#!/bin/sh
# test_puzzles.sh - tihbat --puzzles --json: one object a puzzle, easiest
# first, each one's values exactly what --solve says of its position, one
# move keeping the value and every other losing at least 2; levels, seeds,
# the lines; errors.  Bakuk: one set, two of its puzzles checked against
# --solve, on the tables run.sh solved; the cache's part on Tihbat's.
. "$(dirname "$0")/lib.sh"

# check_set RULES [CHECKED]: the puzzles in $tmp/out, the first CHECKED of
# them (all by default) against --solve.
check_set() {
    [ "$status" -eq 0 ] || fail "exit status $status; stderr: $(cat "$tmp/err")"
    json_lines "$tmp/out"
    n=0 last=0
    while read -r puzzle; do
        n=$((n + 1))
        [ "$(value_of number "$puzzle")" = "$n" ] || fail "puzzle $n is numbered $(value_of number "$puzzle")"
        [ "$(value_of rules "$puzzle")" = "$1" ] || fail "puzzle $n: rules $(value_of rules "$puzzle")"
        score=$(value_of score "$puzzle")
        [ "$score" -ge "$last" ] || fail "puzzle $n: difficulty $score after $last: not easy to hard"
        last=$score
        level=$(value_of level "$puzzle")
        want=easy
        [ "$score" -le 3 ] || want=medium
        [ "$score" -le 6 ] || want=hard
        [ "$level" = "$want" ] || fail "puzzle $n: level $level at difficulty $score"
        [ "$score" = $(($(value_of plies "$puzzle") + $(value_of alike "$puzzle"))) ] ||
            fail "puzzle $n: difficulty $score is not plies and alike"
        position=$(value_of position "$puzzle") answer=$(value_of answer "$puzzle")
        value=$(value_of value "$puzzle")
        # One move keeps the value, every other loses 2 or more.
        moves=$(value_of moves "$puzzle" | tr '{' '\n' | sed -n 's/^"move":"\([A-Fpas]*\)","value":\(-*[0-9]*\),.*/\1 \2/p')
        [ "$(echo "$moves" | wc -l)" -ge 2 ] || fail "puzzle $n: fewer than two moves"
        echo "$moves" | while read -r move worth; do
            if [ "$move" = "$answer" ]; then
                [ "$worth" = "$value" ] || echo "FAIL [$case]: puzzle $n: the answer is worth $worth"
            elif [ "$worth" -gt $((value - 2)) ]; then
                echo "FAIL [$case]: puzzle $n: $move loses less than 2 ($worth against $value)"
            fi
        done | grep FAIL && failures=$((failures + 1))
        # What people read is the final margin: each move's value plus what
        # the player to move has captured less the other.
        stores=${position##*:}
        taken=$((${stores%,*} - ${stores#*,}))
        [ "$(value_of to_move "$puzzle")" = 1 ] || taken=$((-taken))
        [ "$(value_of finish "$puzzle")" = $((value + taken)) ] ||
            fail "puzzle $n: finish $(value_of finish "$puzzle"), value $value, $taken taken before"
        value_of moves "$puzzle" | tr '{' '\n' | sed -n 's/^"move":"[A-Fpas]*","value":\(-*[0-9]*\),"finish":\(-*[0-9]*\),.*/\1 \2/p' |
            while read -r worth finish; do
                [ "$finish" = $((worth + taken)) ] || echo "FAIL [$case]: puzzle $n: a move worth $worth finishes $finish"
            done | grep FAIL && failures=$((failures + 1))
        # The line of the answer starts with it.
        case $(value_of line "$puzzle") in
        "[\"$answer\""*) ;;
        *) fail "puzzle $n: line $(value_of line "$puzzle")" ;;
        esac
        # --solve, of a game that starts there, gives the same values.
        if [ "$n" -le "${2:-1000}" ]; then
            solved=$("$program" --solve --rules "$1" --position "$position")
            [ "$(value_of value "$solved")" = "$value" ] ||
                fail "puzzle $n ($position): value $value, --solve says $(value_of value "$solved")"
            [ "$(echo "$moves" | tr '\n' ' ')" = "$(value_of moves "$solved" | tr '{' '\n' |
                sed -n 's/^"move":"\([A-Fpas]*\)","value":\(-*[0-9]*\)}.*/\1 \2/p' | tr '\n' ' ')" ] ||
                fail "puzzle $n ($position): moves $(value_of moves "$puzzle"), --solve says $(value_of moves "$solved")"
        fi
    done <"$tmp/out"
    [ "$n" -eq "$3" ] || fail "$n puzzles, expected $3"
}

run "tihbat" --puzzles --json --count 9 --seed 12
check_set tihbat 1000 9
cp "$tmp/out" "$tmp/first"
for level in easy medium hard; do
    [ "$(grep -c "\"level\":\"$level\"" "$tmp/first")" -eq 3 ] || fail "not 3 $level puzzles of 9"
done
run "the same seed" --puzzles --json --count 9 --seed 12
cmp -s "$tmp/out" "$tmp/first" || fail "the same seed made another set"
run "another seed" --puzzles --json --count 9 --seed 13
cmp -s "$tmp/out" "$tmp/first" && fail "another seed made the same set"
run "tihbat, hard" --puzzles --json --count 4 --seed 3 --level hard --rules tihbat
check_set tihbat 0 4
[ "$(grep -c '"level":"hard"' "$tmp/out")" -eq 4 ] || fail "not every puzzle is hard"
run "the default count" --puzzles --json --seed 1
check_set tihbat 0 10

run "bakuk" --puzzles --json --rules bakuk --count 3 --seed 4
check_set bakuk 2 3
# The tables kept in the cache, unless told not to.
rm -rf "$XDG_CACHE_HOME"
run "tihbat, into the cache" --puzzles --json --count 1 --seed 4
check_set tihbat 0 1
[ -s "$XDG_CACHE_HOME/tihbat/tihbat-margin-even.tables" ] || fail "no tables in the cache"
rm -rf "$XDG_CACHE_HOME"
run "tihbat, no cache" --puzzles --json --count 1 --seed 4 --no-cache
check_set tihbat 0 1
[ ! -e "$XDG_CACHE_HOME" ] || fail "--no-cache wrote $(ls -R "$XDG_CACHE_HOME")"

run "a count of 0" --puzzles --json --count 0
refused 2 "--count"
run "a count too large" --puzzles --json --count 101
refused 2 "--count"
run "a seed that is no number" --puzzles --json --seed x1
refused 2 "--seed"
run "a negative seed" --puzzles --json --seed -3
refused 2 "--seed"
run "a computer's level" --puzzles --json --level perfect
refused 2 "easy, medium or hard"
run "three players" --puzzles --json --rules bakuk3
refused 2 "two-player"
# Without --json the puzzles are the terminal's (tests/tui/test_puzzles.sh).
run "the puzzle screen without a terminal" --puzzles
refused 1 "needs a terminal"
run "--count alone" --count 3
refused 2 "--count goes with --puzzles"

json_checked
[ "$failures" -eq 0 ]
