# s saves the game record to a file of the player's choosing; --load opens
# one, at the ply it was saved at; a file that is not a record is refused.
. "$(dirname "$0")/lib.sh"

start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole"
play A C
wait_for "Youssef sowed 9 seeds from C."
expect_counts "4 11 3 10"
keys u
wait_for "Took back Youssef's move from C."
keys s
wait_for "Save the game record"
shows "tihbat-"
keys C-u
type_text "$WORK/game.tbg"
keys Enter
wait_for "The game record is saved in $WORK/game.tbg."
grep -qx '\[Player2 "Youssef"\]' "$WORK/game.tbg" || fail "no names in the record"
grep -qx '\[Ply "1"\]' "$WORK/game.tbg" || fail "no Ply tag for the taken-back move"
grep -q '^1\. A 2\. C \*$' "$WORK/game.tbg" || fail "the moves are not in the record"
keys s
wait_for "Save the game record"
keys Escape
wait_for "Nothing was saved."

start 80 24 --load "$WORK/game.tbg"
wait_for "Youssef, choose a hole: press C or D."
lacks "Resume it?"
shows "A game of Tihbat: Amina against Youssef."
expect_counts "2 9 9 8"
keys r Escape
wait_for "Amina, choose a hole"
expect_counts "4 11 3 10"

# Not a record: said before the screen is taken, with the line.
printf '[Rules "tihbat"]\n\n1. A A *\n' > "$WORK/bad.tbg"
start 80 24 --load "$WORK/bad.tbg"
wait_for "[exit 2]"
shows "$WORK/bad.tbg:3: not a game record that can be played: illegal move"
start 80 24 --load "$WORK/missing.tbg"
wait_for "[exit 1]"
shows "$WORK/missing.tbg: No such file or directory"
