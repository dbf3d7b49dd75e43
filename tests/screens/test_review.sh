# --review FILE on the screen: each ply's verdict is what --review --json
# says of it (the move, what its player finishes with, its word, the best
# moves), the title, the graph's mark and the best line count moves as
# --json does, no number is shown with a sign, the graph
# comes once the solver has gone through the game, t tells the best line,
# o the summary, Home and End go to the record's ends, Esc plays on; the
# end of a game offers its review (test_review3.sh: Bakuk for three).
. "$(dirname "$0")/lib.sh"

printf '[Rules "tihbat"]\n[Player1 "Amina"]\n[Player2 "Youssef"]\n\n1. A C 2. B D 3. A C 4. B D *\n' \
    >"$WORK/game.tbg"
"$TIHBAT" --review "$WORK/game.tbg" --json >"$WORK/review.json" || fail "--review --json failed"

# The screen stands at a move: the title, the graph's mark, the verdict
# and --json's "ply" count it alike, from 1.
start 80 24 --review "$WORK/game.tbg"
wait_for "Tihbat - review: move 1 of 8"
# The graph stands where the note was, once the review has come.
wait_for "Amina ahead" 30
shows "Youssef ahead"
lacks "Working"
plies=$(($(wc -l <"$WORK/review.json") - 1))
k=1
while [ "$k" -le "$plies" ]; do
    line=$(sed -n "${k}p" "$WORK/review.json")
    [ "$(json_field player "$line")" = 1 ] && name=Amina other=Youssef || name=Youssef other=Amina
    move=$(json_field move "$line")
    class=$(json_field class "$line")
    loss=$(json_field loss "$line")
    told=$(finish_words "$(json_field finish "$line")" "$name" "$other")
    wait_for "review: move $k of 8"
    words | grep -q "▲ $k \| $k ▲" || fail "the graph does not mark move $k"
    case $class in
    best) wait_for "$name played $move here: " ;;
    *) wait_for "$name played $move here: a $class, $loss seeds lost. Best: $(json_list best "$line"). $told" ;;
    esac
    shows "$told"
    keys Right Escape
    k=$((k + 1))
done
wait_for "review: the end, after 8 moves"
words | grep -q "▲ end\|end ▲" || fail "the graph does not mark the end"
wait_for "This is the end of the record: o shows each player's summary."
keys Right
wait_for "This is the end of the record."
# No value with a sign anywhere on the screen: the graph's scale too.
! words | grep -q '[-+][0-9]' || fail "a number with a sign: $(words | grep -o '.\{20\}[-+][0-9].\{20\}')"

# The summary, as the JSON's.
keys o
wait_for "The review: a summary"
panel_shows "After each move: how many seeds ahead or behind its player finishes"
summary=$(tail -n 1 "$WORK/review.json")
shows "Youssef: $(printf '%s\n' "$summary" | sed -n 's/.*"name":"Youssef","best":\([0-9]*\).*/\1/p') best moves"
shows "1 blunder"
keys x
wait_gone "The review: a summary"

# Home and End; t tells the best line from the move the title names.
keys Home
wait_for "review: move 1 of 8"
keys t
wait_for "The best line from move 1"
first=$(sed -n 1p "$WORK/review.json")
shows "Amina sows $(json_list line "$first" | cut -c1)"
keys x
wait_gone "The best line from move 1"
keys Right Escape Right Escape Right Escape
wait_for "review: move 4 of 8"
keys t
wait_for "The best line from move 4"
fourth=$(sed -n 4p "$WORK/review.json")
shows "Youssef sows $(json_list line "$fourth" | cut -c1)"
keys x
wait_gone "The best line from move 4"
keys End
wait_for "review: the end, after 8 moves"
keys t
wait_for "there is no move to look into"

# Esc plays on from the move shown, asking first when moves would go.
keys Home
wait_for "review: move 1 of 8"
keys Escape
wait_for "Leave the review and play on from move 1 of 8?"
keys y
wait_for "The review is over: play on from here."
shows "r redo"  # the game's bar: the record's moves can be played again
lacks "review: move"

# The end of a game offers its review.
forget_saves
start 80 24 --names Amina,Youssef --position 1,5,1,5:1:9,7
wait_for "Amina, choose a hole"
play A C
wait_for "Game over"
shows "r review"
keys r
wait_for "Tihbat - review: move 1 of 2"
wait_for "Amina ahead" 30
wait_for "Amina played A here: "

# ASCII: the graph is drawn with ASCII only.
start 80 24 --ascii --review "$WORK/game.tbg"
wait_for "Amina ahead" 30
screen | grep -q '^ *0 -.*+' || fail "no ASCII axis with the ply shown marked"
! screen | grep -q '[^ -~]' || fail "a character that is not ASCII"
