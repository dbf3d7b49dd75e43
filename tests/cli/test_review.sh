#!/bin/sh
# test_review.sh - tihbat --review FILE --json and --annotate: one object a
# ply, whose values are exactly what --solve --load says of the position
# before the ply with the game's history (asked position by position, of
# the record stopped there with a Ply tag), then the summary; the record
# annotated, read back as the same game, annotated again the same; Bakuk
# for three against the shares --solve gives; errors.
# Bakuk's tables come solved (run.sh); the cache's own part is Tihbat's.
. "$(dirname "$0")/lib.sh"

expect_ok() {
    [ "$status" -eq 0 ] || fail "exit status $status; stderr: $(cat "$tmp/err")"
}

# record NAME RULES POSITION MOVES: a game record in $tmp/NAME.
record() {
    {
        echo "[Rules \"$2\"]"
        [ -z "$3" ] || echo "[Position \"$3\"]"
        echo
        echo "$4"
    } >"$tmp/$1"
}

# review_of NAME: the review of $tmp/NAME in $tmp/review, its plies in
# $plies; false when it cannot be had.
review_of() {
    case="review of $1"
    "$program" --review "$tmp/$1" --json >"$tmp/review" 2>"$tmp/err" ||
        { fail "exit status $?: $(cat "$tmp/err")"; return 1; }
    json_lines "$tmp/review"
    plies=$(($(wc -l <"$tmp/review") - 1))
    [ "$plies" -gt 0 ] || fail "no plies"
    tail -n 1 "$tmp/review" | grep -q '^{"summary":' || fail "no summary last"
}

# solved_at NAME K: --solve --load of $tmp/NAME stopped after K plies, with
# its history, in $solved; false when it fails.
solved_at() {
    sed -e '/^\[Ply /d' -e "1a [Ply \"$2\"]" "$tmp/$1" >"$tmp/at"
    solved=$("$program" --solve --load "$tmp/at" 2>"$tmp/err") ||
        { fail "--solve --load: $(cat "$tmp/err")"; return 1; }
}

# check_class LINE LOSS: the word of a ply that lost LOSS seeds.
check_class() {
    want=best
    [ "$2" -lt 1 ] || want=inaccuracy
    [ "$2" -lt 4 ] || want=mistake
    [ "$2" -lt 6 ] || want=blunder
    [ "$(value_of class "$1")" = "$want" ] || fail "class $(value_of class "$1"), loss $2"
}

# taken_of LINE: what the mover of the ply has captured less the other
# (two players), or its captures (three), before the ply.
taken_of() {
    stores=$(value_of position "$1" | cut -d: -f3)
    mine=$(echo "$stores" | cut -d, -f"$(value_of player "$1")")
    if [ "$(echo "$stores" | tr -cd , | wc -c)" -eq 1 ]; then
        echo $((2 * mine - ($(echo "$stores" | tr , +))))
    else
        echo "$mine"
    fi
}

# check_finish LINE: what people are shown, the "finish" of the ply, of
# its best and of each move, is its value plus what was captured before:
# the final margin (for three players, the seeds the mover is sure of).
check_finish() {
    taken=$(taken_of "$1")
    [ "$(value_of finish "$1")" = $(($(value_of value "$1") + taken)) ] ||
        fail "finish $(value_of finish "$1"), value $(value_of value "$1"), $taken taken before"
    [ "$(value_of best_finish "$1")" = $(($(value_of best_value "$1") + taken)) ] ||
        fail "best_finish $(value_of best_finish "$1"), best_value $(value_of best_value "$1")"
    value_of moves "$1" | tr '{' '\n' | sed -n 's/^"move":"[A-Za-z]*","value":\(-*[0-9]*\),"finish":\(-*[0-9]*\).*/\1 \2/p' |
        while read -r value finish; do
            [ "$finish" = $((value + taken)) ] || echo "FAIL [$case]: a move worth $value finishes $finish"
        done | grep FAIL && failures=$((failures + 1))
}

# check_values NAME [PLIES]: each ply of the review of $tmp/NAME (the
# first PLIES of them, all by default) against --solve --load of the
# record stopped before it.
check_values() {
    review_of "$1" || return
    k=0
    while [ "$k" -lt "$plies" ] && [ "$k" -lt "${2:-$plies}" ]; do
        line=$(sed -n "$((k + 1))p" "$tmp/review")
        case="$1, ply $((k + 1))"
        [ "$(value_of ply "$line")" = $((k + 1)) ] || fail "ply $(value_of ply "$line")"
        solved_at "$1" "$k" || { k=$((k + 1)); continue; }
        [ "$(value_of position "$line")" = "$(value_of position "$solved")" ] ||
            fail "position $(value_of position "$line"), --solve has $(value_of position "$solved")"
        [ "$(value_of moves "$line" | sed 's/,"finish":-*[0-9]*//g')" = "$(value_of moves "$solved")" ] ||
            fail "moves $(value_of moves "$line"), --solve says $(value_of moves "$solved")"
        check_finish "$line"
        [ "$(value_of best_value "$line")" = "$(value_of value "$solved")" ] ||
            fail "best_value $(value_of best_value "$line"), --solve says $(value_of value "$solved")"
        move=$(value_of move "$line")
        played=$(value_of moves "$solved" | tr '{' '\n' | sed -n "s/^\"move\":\"$move\",\"value\":\\(-*[0-9]*\\).*/\\1/p")
        [ "$(value_of value "$line")" = "$played" ] ||
            fail "value of $move $(value_of value "$line"), --solve says $played"
        best=$(value_of best_value "$line") value=$(value_of value "$line")
        [ "$(value_of loss "$line")" = $((best - value)) ] || fail "loss $(value_of loss "$line")"
        loss=$((best - value))
        check_class "$line" "$loss"
        k=$((k + 1))
    done
}

# check_shares NAME: the same for Bakuk for three, whose --solve gives each
# move's shares: the moves and their shares as --solve says, the shares
# after the move played, its value and the best value the mover's share,
# the best moves those of the best value, the loss and its word.
check_shares() {
    review_of "$1" || return
    k=0
    while [ "$k" -lt "$plies" ]; do
        line=$(sed -n "$((k + 1))p" "$tmp/review")
        case="$1, ply $((k + 1))"
        solved_at "$1" "$k" || { k=$((k + 1)); continue; }
        [ "$(value_of position "$line")" = "$(value_of position "$solved")" ] ||
            fail "position $(value_of position "$line"), --solve has $(value_of position "$solved")"
        moves=$(value_of moves "$line" | sed 's/"value":-*[0-9]*,"finish":-*[0-9]*,//g')
        check_finish "$line"
        [ "$moves" = "$(value_of moves "$solved")" ] ||
            fail "moves $moves, --solve says $(value_of moves "$solved")"
        # One move a line: its name, then the shares.
        value_of moves "$solved" | tr '{' '\n' |
            sed -n 's/^"move":"\([A-Za-z]*\)","shares":\[\([-0-9,]*\)\].*/\1 \2/p' >"$tmp/shares"
        move=$(value_of move "$line") mover=$(value_of player "$line")
        [ "$(value_of shares "$line")" = "[$(sed -n "s/^$move //p" "$tmp/shares")]" ] ||
            fail "shares of $move $(value_of shares "$line"), --solve: $(cat "$tmp/shares")"
        played=$(sed -n "s/^$move //p" "$tmp/shares" | cut -d, -f"$mover")
        most=$(cut -d' ' -f2 "$tmp/shares" | cut -d, -f"$mover" | sort -n | tail -n 1)
        [ "$(value_of value "$line")" = "$played" ] || fail "value $(value_of value "$line"), not $played"
        [ "$(value_of best_value "$line")" = "$most" ] || fail "best_value $(value_of best_value "$line"), not $most"
        best=$(tr ',' ' ' <"$tmp/shares" | awk -v m="$mover" -v most="$most" '$(m + 1) == most { print "\"" $1 "\"" }' | sort | tr '\n' , | sed 's/,$//')
        [ "$(value_of best "$line" | tr -d '[]' | tr , '\n' | sort | tr '\n' , | sed 's/,$//')" = "$best" ] ||
            fail "best $(value_of best "$line"), not $best"
        loss=$((most - played))
        [ "$(value_of loss "$line")" = "$loss" ] || fail "loss $(value_of loss "$line"), not $loss"
        check_class "$line" "$loss"
        k=$((k + 1))
    done
}

# Tihbat: games from the corpus of the record fuzzer, and one with a pass.
for game in tihbat-full tihbat-full-2 tihbat-repetition tihbat-undone-plies; do
    cp "$(dirname "$0")/../fuzz/corpus/fuzz_record/$game" "$tmp/$game"
    check_values "$game"
done
record pass tihbat 2,1,0,0:1:5,3 "1. B pass"
check_values pass
run "a forced pass" --review "$tmp/pass" --json
expect_ok
line2=$(sed -n 2p "$tmp/out")
[ "$(value_of move "$line2")" = pass ] || fail "the second ply is $(value_of move "$line2")"
[ "$(value_of forced "$line2")" = true ] || fail "the pass is not forced"
[ "$(value_of class "$(sed -n 1p "$tmp/out")")" = inaccuracy ] || fail "B loses 2: an inaccuracy"
summary=$(tail -n 1 "$tmp/out")
case "$summary" in
*'"players":[{"player":1,"best":0,"inaccuracy":1,"mistake":0,"blunder":0,"forced":0,"lost":2},{"player":2,"best":0,"inaccuracy":0,"mistake":0,"blunder":0,"forced":1,"lost":0}]'*) ;;
*) fail "summary $summary" ;;
esac
[ "$(value_of advantage "$summary")" = 2 ] || fail "the end: South 6, North 4, not $summary"

# Bakuk: a small position, ply by ply (each --solve counts the positions
# of the whole game, a second under the sanitizers); the start.
record bakuk-small bakuk 3,0,2,1,4,2:1:12,12 "1. C E 2. A D 3. B F"
check_values bakuk-small
record bakuk-start bakuk "" "1. C"
run "bakuk's start" --review "$tmp/bakuk-start" --json
# What --solve --rules bakuk says of the start (test_solve.sh).
[ "$(value_of moves "$(head -n 1 "$tmp/out")")" = '[{"move":"A","value":-2,"finish":-2},{"move":"B","value":0,"finish":0},{"move":"C","value":2,"finish":2}]' ] ||
    fail "the start: $(head -n 1 "$tmp/out")"
# The review keeps the tables in the cache, and solves again, saying so
# once, where they cannot be trusted (Tihbat's: the same code as Bakuk's,
# solved in a moment).
record tihbat-start tihbat "" "1. A"
rm -rf "$XDG_CACHE_HOME"
run "tihbat's start" --review "$tmp/tihbat-start" --json
expect_ok
tables="$XDG_CACHE_HOME/tihbat/tihbat-margin-even.tables"
[ -s "$tables" ] || fail "no $tables after a review"
cp "$tmp/out" "$tmp/solved"
printf 'XYZ' | dd of="$tables" bs=1 seek=40000 conv=notrunc 2>/dev/null
run "a corrupt cache" --review "$tmp/tihbat-start" --json
expect_ok
cmp -s "$tmp/out" "$tmp/solved" || fail "another review: $(cat "$tmp/out")"
[ "$(cat "$tmp/err")" = "tihbat: $tables is corrupt: solving again" ] || fail "stderr: $(cat "$tmp/err")"

# Bakuk for three: a whole game, with a mistake (player 2's C loses 4 of
# its share), whose best moves come in the perfect player's order (D
# leaves the others less than C at ply 5).
record three bakuk3 "" "1. B C F 2. A C E 3. B C E"
check_shares three
case="three players"
line=$(sed -n 2p "$tmp/review")
[ "$(value_of class "$line")" = mistake ] || fail "ply 2: $line"
[ "$(value_of best "$(sed -n 5p "$tmp/review")")" = '["D","C"]' ] || fail "ply 5: $(sed -n 5p "$tmp/review")"
summary=$(tail -n 1 "$tmp/review")
case "$summary" in
*'"over":true,"sure":[0,2,16],"players":[{"player":1,'*'{"player":2,"best":2,"inaccuracy":0,"mistake":1,"blunder":0,"forced":0,"lost":4},{"player":3,'*) ;;
*) fail "summary $summary" ;;
esac
# What each is sure of from the start: player 2's least share (A leaves it
# 2), the others' nothing; at the end, the final scores (the summary's).
[ "$(value_of sure "$(sed -n 1p "$tmp/review")")" = '[0,2,0]' ] || fail "ply 1: $(sed -n 1p "$tmp/review")"
run "three players annotated" --review "$tmp/three" --annotate
expect_ok
tr '\n' ' ' <"$tmp/out" | grep -q '{Player 1: 2 best moves, .*Player 3: 2 best moves' || fail "no tally: $(cat "$tmp/out")"
tr '\n' ' ' <"$tmp/out" | grep -q '2\. C {sure of 0: a mistake, 4 seeds lost; best D (sure of 4)}' ||
    fail "no mistake said: $(cat "$tmp/out")"

# ---- --annotate ----
cp "$(dirname "$0")/../fuzz/corpus/fuzz_record/tihbat-full" "$tmp/game"
run "annotate" --review "$tmp/game" --annotate
expect_ok
cp "$tmp/out" "$tmp/annotated"
grep -q '^\[Player1 "Amina"\]$' "$tmp/annotated" || fail "the tags are gone"
grep -q '{Amina: 3 best moves, 1 inaccuracy' "$tmp/annotated" || fail "no summary comment"
# What each move's player finishes with, as --json's finish says it, never
# a number with a sign.
tr '\n' ' ' <"$tmp/annotated" | grep -q '1\. B {finishes 2 behind: best, as is A} 2\. C {finishes 2 ahead: best; next best D (finishes 2 behind)}' ||
    fail "no worth after the first moves: $(cat "$tmp/annotated")"
tr '\n' ' ' <"$tmp/annotated" | grep -q '5\. A {finishes 10 behind: a blunder, 8 seeds lost; best B (finishes 2 behind)}' ||
    fail "no blunder said: $(cat "$tmp/annotated")"
tr '\n' ' ' <"$tmp/annotated" | grep -o '{[^}]*}' | grep '[-+][0-9]' && fail "a number with a sign in a comment"
# Each move has the number --json's ply gives it (and the review screen's
# title): move 7 is the seventh ply.
"$program" --review "$tmp/game" --json | sed '$d' | while read -r line; do
    tr '\n' ' ' <"$tmp/annotated" | grep -q " $(value_of ply "$line")\. $(value_of move "$line") {" ||
        echo "FAIL [$case]: no move $(value_of ply "$line") $(value_of move "$line") in the record"
done | grep FAIL && failures=$((failures + 1))
# The same game: the same review, and annotated again, the same record.
run "annotated, reviewed" --review "$tmp/annotated" --json
expect_ok
"$program" --review "$tmp/game" --json >"$tmp/plain"
cmp -s "$tmp/out" "$tmp/plain" || fail "the annotated record reviews differently"
run "annotated twice" --review "$tmp/annotated" --annotate
expect_ok
cmp -s "$tmp/out" "$tmp/annotated" || fail "annotating again added to it: $(diff "$tmp/annotated" "$tmp/out")"
# A comment of the player's own stays, before the review's.
sed 's/^1\. B C/1. B {my plan} C/' "$tmp/game" >"$tmp/mine"
run "own comments" --review "$tmp/mine" --annotate
expect_ok
grep -q '{my plan finishes 2 behind: best, as is A}' "$tmp/out" || fail "the player's comment is gone: $(cat "$tmp/out")"
# Into a file.
run "annotate into a file" --review "$tmp/game" --annotate -o "$tmp/written.tbg"
expect_ok
[ ! -s "$tmp/out" ] || fail "printed $(cat "$tmp/out")"
cmp -s "$tmp/written.tbg" "$tmp/annotated" || fail "the file is not what is printed"
run "in German" --review "$tmp/game" --annotate --lang de
expect_ok
grep -q 'Fehler\|Patzer\|beste' "$tmp/out" || fail "no German words: $(cat "$tmp/out")"
tr '\n' ' ' <"$tmp/out" | grep -o '{[^}]*}' | grep '[-+][0-9]' && fail "a number with a sign in German"

# ---- Refused ----
run "no such file" --review "$tmp/none" --json
refused 1 "$tmp/none"
printf '[Rules "tihbat"]\n\n1. A A\n' >"$tmp/bad"
run "an illegal move" --review "$tmp/bad" --json
refused 2 "bad:3"
# Neither --json nor --annotate: the terminal's (tests/tui/test_review.sh).
run "the review screen without a terminal" --review "$tmp/game"
refused 1 "needs a terminal"
run "the review screen into a file" --review "$tmp/game" -o "$tmp/x"
refused 2 "--output has no use with --review"
run "both" --review "$tmp/game" --json --annotate
refused 2 "cannot go together"
run "rules of its own" --review "$tmp/game" --json --rules bakuk
refused 2 "--rules has no use with --review"
run "two modes" --review "$tmp/game" --json --solve
refused 2 "--review and --solve cannot go together"
run "--json alone" --json
refused 2 "--json goes with --review"
run "--annotate alone" --annotate
refused 2 "--annotate goes with --review"

json_checked
[ "$failures" -eq 0 ]
