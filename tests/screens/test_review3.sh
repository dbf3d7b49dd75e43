# --review of Bakuk for three on the screen: each ply's verdict gives what
# the mover is sure to end with as --review --json's finish (the move, its
# word, the best moves), the title counts moves as --json does, the best line ends with what each player is sure of (the
# JSON's sure), the summary has three tallies, the graph names the three
# with their cells, a projector shows the verdict in large print; the end
# of a game of three offers its review.
. "$(dirname "$0")/lib.sh"

printf '[Rules "bakuk3"]\n[Player1 "Amina"]\n[Player2 "Badr"]\n[Player3 "Chama"]\n\n1. B C F 2. A C E 3. B C E\n' \
    >"$WORK/three.tbg"
"$TIHBAT" --review "$WORK/three.tbg" --json >"$WORK/review.json" || fail "--review --json failed"
names="Amina Badr Chama"
name_of() { echo "$names" | cut -d' ' -f"$1"; }
# sure LINE: "Amina 0, Badr 2, Chama 0", from the JSON's sure.
sure() {
    set -- $(json_list sure "$1" | tr -d ,)
    echo "Amina $1, Badr $2, Chama $3"
}
# sure_words N NAME: how the verdict says that NAME is sure of N seeds.
sure_words() {
    if [ "$1" = 0 ]; then
        echo "Nothing is sure for $2: the other two could take every seed."
    else
        echo "$2 is sure to end with $1 seeds or more."
    fi
}

start 80 24 --review "$WORK/three.tbg"
wait_for "Bakuk for three - review: move 1 of 9"
wait_for "the seeds each is sure of" 30
for name in $names; do screen | grep -q "[█▓▒] $name" || fail "the graph does not name $name"; done
plies=$(($(wc -l <"$WORK/review.json") - 1))
[ "$plies" = 9 ] || fail "the JSON has $plies plies"
k=1
while [ "$k" -le "$plies" ]; do
    line=$(sed -n "${k}p" "$WORK/review.json")
    name=$(name_of "$(json_field player "$line")")
    move=$(json_field move "$line")
    told=$(sure_words "$(json_field finish "$line")" "$name")
    wait_for "review: move $k of 9"
    if [ "$(json_field forced "$line")" = true ]; then
        wait_for "$name had only one move here: $move. $told"
    else
        case $(json_field class "$line") in
        best) wait_for "$name played $move here: " ;;
        *) wait_for "$name played $move here: a $(json_field class "$line"), $(json_field loss "$line") seeds lost. Best: $(json_list best "$line"). $told" ;;
        esac
        shows "$told"
    fi
    # The best line from here ends with what each is sure of.
    keys t
    wait_for "The best line from move $k"
    panel_shows "What each is sure to end with from here, whatever the others do: $(sure "$line")."
    keys x
    wait_gone "The best line from move $k"
    keys Right Escape
    k=$((k + 1))
done
wait_for "review: the end, after 9 moves"

# The summary: three tallies, as the JSON's, and the result.
keys o
wait_for "The review: a summary"
panel_shows "Amina: 2 best moves, 0 inaccuracies, 0 mistakes, 0 blunders, 1 forced move; 0 seeds lost."
panel_shows "Badr: 2 best moves, 0 inaccuracies, 1 mistake, 0 blunders, 0 forced moves; 4 seeds lost."
panel_shows "Chama: 2 best moves, 0 inaccuracies, 0 mistakes, 0 blunders, 1 forced move; 0 seeds lost."
panel_shows "Chama wins with 16 seeds!"
panel_shows "After each move: how many seeds its player is sure to end with, whatever the others do, the seeds already captured included."
keys x
wait_gone "The review: a summary"

# In ASCII the three parts have cells of their own.
start 80 24 --ascii --review "$WORK/three.tbg"
wait_for "the seeds each is sure of" 30
screen | grep -q '# Amina' || fail "no ASCII cell for Amina"
screen | grep -q ': Chama' || fail "no ASCII cell for Chama"
! screen | grep -q '[^ -~]' || fail "a character that is not ASCII"

# On a projector the verdict is in large print.
start 200 60 --projector --review "$WORK/three.tbg"
wait_for "the seeds each is sure of" 30
keys Right Escape
wait_large "Badr played C here: a mistake, 4 seeds lost. Best: D. $(sure_words "$(json_field finish "$(sed -n 2p "$WORK/review.json")")" Badr)"

# The end of a game of three offers its review.
forget_saves
start 80 24 --rules bakuk3 --names Amina,Badr,Chama --position 0,1,1,0,1,0:1:11,11,11
wait_for "Amina, choose a hole"
play B
wait_for "Game over"
shows "r review"
keys r
wait_for "Bakuk for three - review: move 1 of 1"
wait_for "the seeds each is sure of" 30
wait_for "Amina had only one move here: B. Amina is sure to end with"
