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
# its history, in $solved; false when it fails.  The record is written
# again by the shell (sed '/^\[Ply /d; 1a [Ply "K"]'): the one process a
# ply is the program's.
solved_at() {
    sa_n=0
    while IFS= read -r sa_line || [ -n "$sa_line" ]; do
        sa_n=$((sa_n + 1))
        case $sa_line in '[Ply '*) continue ;; esac
        printf '%s\n' "$sa_line"
        [ "$sa_n" -ne 1 ] || printf '[Ply "%s"]\n' "$2"
        sa_line=
    done <"$tmp/$1" >"$tmp/at"
    solved=$("$program" --solve --load "$tmp/at" 2>"$tmp/err" </dev/null) ||
        { fail "--solve --load: $(cat "$tmp/err")"; return 1; }
}

# without KEYS TEXT: TEXT without each ,"finish":N (KEYS finish) or each
# "value":N,"finish":N, (KEYS value,finish), N a number, in $without: what
# sed 's/,"finish":-*[0-9]*//g' (or 's/"value":-*[0-9]*,"finish":-*[0-9]*,//g')
# prints, in the shell alone.
without() {
    without= wo_rest=$2
    case $1 in finish) wo_start=',"finish":' ;; *) wo_start='"value":' ;; esac
    while :; do
        case $wo_rest in *"$wo_start"*) ;; *) break ;; esac
        without=$without${wo_rest%%"$wo_start"*}
        wo_rest=${wo_rest#*"$wo_start"}
        number_off "$wo_rest"
        if [ "$1" = finish ]; then
            wo_rest=$number_off
            continue
        fi
        case $number_off in
        ',"finish":'*)
            number_off "${number_off#,\"finish\":}"
            case $number_off in ,*) wo_rest=${number_off#,} && continue ;; esac ;;
        esac
        without=$without$wo_start # not the whole of it: kept
    done
    without=$without$wo_rest
}

# number_off TEXT: TEXT without the number it starts with (-*[0-9]*), in
# $number_off.
number_off() {
    number_off=${1#"${1%%[!-]*}"}
    number_off=${number_off#"${number_off%%[!0-9]*}"}
}

# same_items LIST LIST: the two comma-separated lists hold the same items,
# in any order.
same_items() {
    si_left=",$2," si_rest="$1,"
    while [ -n "$si_rest" ]; do
        si_item=${si_rest%%,*} si_rest=${si_rest#*,}
        case $si_left in
        *",$si_item,"*) si_left=${si_left%%",$si_item,"*},${si_left#*",$si_item,"} ;;
        *) return 1 ;;
        esac
    done
    [ "$si_left" = , ]
}

# check_class LINE LOSS: the word of a ply that lost LOSS seeds.
check_class() {
    want=best
    [ "$2" -lt 1 ] || want=inaccuracy
    [ "$2" -lt 4 ] || want=mistake
    [ "$2" -lt 6 ] || want=blunder
    value_in class "$1"
    [ "$value" = "$want" ] || fail "class $value, loss $2"
}

# taken_of LINE: what the mover of the ply has captured less the other
# (two players), or its captures (three), before the ply, in $taken.
taken_of() {
    values_of t "$1" position player
    part 3 : "$t_position"
    stores=$part
    part "$t_player" , "$stores"
    mine=$part
    case $stores in
    *,*,*) taken=$mine ;;
    *,*) taken=$((2 * mine - (${stores%,*} + ${stores#*,}))) ;;
    *) taken=$mine ;;
    esac
}

# check_finish LINE: what people are shown, the "finish" of the ply, of
# its best and of each move, is its value plus what was captured before:
# the final margin (for three players, the seeds the mover is sure of).
check_finish() {
    taken_of "$1"
    values_of f "$1" finish value best_finish best_value moves
    [ "$f_finish" = $((f_value + taken)) ] ||
        fail "finish $f_finish, value $f_value, $taken taken before"
    [ "$f_best_finish" = $((f_best_value + taken)) ] ||
        fail "best_finish $f_best_finish, best_value $f_best_value"
    # Each move, {"move":"X","value":N,"finish":N...}.
    cf_rest=$f_moves
    while :; do
        case $cf_rest in *'{'*) cf_rest=${cf_rest#*\{} ;; *) break ;; esac
        cf_move=${cf_rest%%\{*}
        case $cf_move in '"move":"'*'","value":'*',"finish":'*) ;; *) continue ;; esac
        cf_value=${cf_move#*\",\"value\":} cf_finish=${cf_move#*,\"finish\":}
        cf_value=${cf_value%%,*} cf_finish=${cf_finish%%[!0-9-]*}
        [ "$cf_finish" = $((cf_value + taken)) ] || fail "a move worth $cf_value finishes $cf_finish"
    done
}

# check_values NAME [PLIES]: each ply of the review of $tmp/NAME (the
# first PLIES of them, all by default) against --solve --load of the
# record stopped before it.
check_values() {
    review_of "$1" || return
    k=0
    while [ "$k" -lt "$plies" ] && [ "$k" -lt "${2:-$plies}" ] && IFS= read -r line; do
        case="$1, ply $((k + 1))"
        values_of r "$line" ply position moves move best_value value loss
        [ "$r_ply" = $((k + 1)) ] || fail "ply $r_ply"
        solved_at "$1" "$k" || { k=$((k + 1)); continue; }
        values_of s "$solved" position moves value
        [ "$r_position" = "$s_position" ] || fail "position $r_position, --solve has $s_position"
        without finish "$r_moves"
        [ "$without" = "$s_moves" ] || fail "moves $r_moves, --solve says $s_moves"
        check_finish "$line"
        [ "$r_best_value" = "$s_value" ] || fail "best_value $r_best_value, --solve says $s_value"
        played=
        case $s_moves in
        *"{\"move\":\"$r_move\",\"value\":"*)
            played=${s_moves#*"{\"move\":\"$r_move\",\"value\":"}
            number_off "$played"
            played=${played%"$number_off"} ;;
        esac
        [ "$r_value" = "$played" ] || fail "value of $r_move $r_value, --solve says $played"
        [ "$r_loss" = $((r_best_value - r_value)) ] || fail "loss $r_loss"
        check_class "$line" $((r_best_value - r_value))
        k=$((k + 1))
    done <"$tmp/review"
}

# check_shares NAME: the same for Bakuk for three, whose --solve gives each
# move's shares: the moves and their shares as --solve says, the shares
# after the move played, its value and the best value the mover's share,
# the best moves those of the best value, the loss and its word.
check_shares() {
    review_of "$1" || return
    k=0
    while [ "$k" -lt "$plies" ] && IFS= read -r line; do
        case="$1, ply $((k + 1))"
        solved_at "$1" "$k" || { k=$((k + 1)); continue; }
        values_of r "$line" position moves move player shares value best_value best loss
        values_of s "$solved" position moves
        [ "$r_position" = "$s_position" ] || fail "position $r_position, --solve has $s_position"
        without value,finish "$r_moves"
        check_finish "$line"
        [ "$without" = "$s_moves" ] || fail "moves $without, --solve says $s_moves"
        # Each move's shares, {"move":"X","shares":[N,N,N]...}: the mover's
        # share after the move played, the most a move leaves it, and the
        # moves that leave it the most.
        cs_rest=$s_moves shares= played= most= best=
        while :; do
            case $cs_rest in *'{'*) cs_rest=${cs_rest#*\{} ;; *) break ;; esac
            cs_move=${cs_rest%%\{*}
            case $cs_move in '"move":"'*'","shares":['*']'*) ;; *) continue ;; esac
            cs_name=${cs_move#\"move\":\"} cs_list=${cs_move#*\"shares\":\[}
            cs_name=${cs_name%%\"*} cs_list=${cs_list%%\]*}
            shares="$shares$cs_name $cs_list; "
            part "$r_player" , "$cs_list"
            [ "$cs_name" != "$r_move" ] || { played=$part && [ "$r_shares" = "[$cs_list]" ]; } ||
                fail "shares of $r_move $r_shares, --solve: $cs_list"
            if [ -z "$most" ] || [ "$part" -gt "$most" ]; then
                most=$part best="\"$cs_name\""
            elif [ "$part" -eq "$most" ]; then
                best="$best,\"$cs_name\""
            fi
        done
        [ -n "$played" ] || fail "no shares of $r_move in --solve's $shares"
        [ "$r_value" = "$played" ] || fail "value $r_value, not $played"
        [ "$r_best_value" = "$most" ] || fail "best_value $r_best_value, not $most"
        cs_best=${r_best#\[}
        same_items "${cs_best%\]}" "$best" || fail "best $r_best, not $best"
        [ "$r_loss" = $((most - played)) ] || fail "loss $r_loss, not $((most - played))"
        check_class "$line" $((most - played))
        k=$((k + 1))
    done <"$tmp/review"
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
"$program" --review "$tmp/game" --json >"$tmp/plain"
annotated=$(tr '\n' ' ' <"$tmp/annotated")
summary=
while IFS= read -r line; do # each line but the last, the summary
    if [ -n "$summary" ]; then
        values_of a "$summary" ply move
        case $annotated in
        *" $a_ply. $a_move {"*) ;;
        *) fail "no move $a_ply $a_move in the record" ;;
        esac
    fi
    summary=$line
done <"$tmp/plain"
# The same game: the same review, and annotated again, the same record.
run "annotated, reviewed" --review "$tmp/annotated" --json
expect_ok
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
