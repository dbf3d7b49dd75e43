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
        values_of p "$puzzle" number rules score level plies alike position answer value moves \
            to_move finish line
        [ "$p_number" = "$n" ] || fail "puzzle $n is numbered $p_number"
        [ "$p_rules" = "$1" ] || fail "puzzle $n: rules $p_rules"
        score=$p_score
        [ "$score" -ge "$last" ] || fail "puzzle $n: difficulty $score after $last: not easy to hard"
        last=$score
        want=easy
        [ "$score" -le 3 ] || want=medium
        [ "$score" -le 6 ] || want=hard
        [ "$p_level" = "$want" ] || fail "puzzle $n: level $p_level at difficulty $score"
        [ "$score" = $((p_plies + p_alike)) ] ||
            fail "puzzle $n: difficulty $score is not plies and alike"
        position=$p_position answer=$p_answer
        # What people read is the final margin: each move's value plus what
        # the player to move has captured less the other.
        stores=${position##*:}
        taken=$((${stores%,*} - ${stores#*,}))
        [ "$p_to_move" = 1 ] || taken=$((-taken))
        [ "$p_finish" = $((p_value + taken)) ] ||
            fail "puzzle $n: finish $p_finish, value $p_value, $taken taken before"
        # Each move, {"move":"X","value":N,"finish":N,...}: one keeps the
        # value, every other loses 2 or more; its finish is its value plus
        # what was taken.
        moves= count=0 rest=$p_moves
        while :; do
            case $rest in *'{'*) rest=${rest#*\{} ;; *) break ;; esac
            piece=${rest%%\{*}
            case $piece in
            '"move":"'*'","value":'*',"finish":'*,*) ;;
            *) fail "puzzle $n: a move without its value and finish: $piece" && continue ;;
            esac
            move=${piece#\"move\":\"} worth=${piece#*\",\"value\":} finish=${piece#*,\"finish\":}
            move=${move%%\"*} worth=${worth%%,*} finish=${finish%%,*}
            moves="$moves$move $worth " count=$((count + 1))
            if [ "$move" = "$answer" ]; then
                [ "$worth" = "$p_value" ] || fail "puzzle $n: the answer is worth $worth"
            elif [ "$worth" -gt $((p_value - 2)) ]; then
                fail "puzzle $n: $move loses less than 2 ($worth against $p_value)"
            fi
            [ "$finish" = $((worth + taken)) ] || fail "puzzle $n: a move worth $worth finishes $finish"
        done
        [ "$count" -ge 2 ] || fail "puzzle $n: fewer than two moves"
        # The line of the answer starts with it.
        case $p_line in
        "[\"$answer\""*) ;;
        *) fail "puzzle $n: line $p_line" ;;
        esac
        # --solve, of a game that starts there, gives the same values.
        if [ "$n" -le "${2:-1000}" ]; then
            solved=$("$program" --solve --rules "$1" --position "$position" </dev/null)
            values_of s "$solved" value moves
            [ "$s_value" = "$p_value" ] ||
                fail "puzzle $n ($position): value $p_value, --solve says $s_value"
            # Its moves, {"move":"X","value":N}, as the puzzle has them.
            solved_moves= rest=$s_moves
            while :; do
                case $rest in *'{'*) rest=${rest#*\{} ;; *) break ;; esac
                piece=${rest%%\{*}
                case $piece in '"move":"'*'","value":'*'}'*) ;; *) continue ;; esac
                move=${piece#\"move\":\"} worth=${piece#*\",\"value\":}
                solved_moves="$solved_moves${move%%\"*} ${worth%%\}*} "
            done
            [ "$moves" = "$solved_moves" ] ||
                fail "puzzle $n ($position): moves $p_moves, --solve says $s_moves"
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
