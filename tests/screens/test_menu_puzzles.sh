# Puzzles from the menu of a two-player game: that game's puzzles, at
# once while the autosave keeps the game (which stays saved as it was);
# the computer plays its side again in the games after.  When the game
# would be lost (the autosave failed), the menu asks first, and s saves
# it; the lessons screen asks the same.  Bakuk for three has no puzzles.
. "$(dirname "$0")/lib.sh"

save="$XDG_STATE_HOME/tihbat/current.tbg"
start 80 24 --names Amina,Robot --computer 2
wait_for "You are Amina, A and B: press"
play A
wait_for "Robot sowed" 15
wait_for "You are Amina, A and B: press"
cp "$save" "$WORK/saved.tbg"
keys m
wait_for "Puzzles: find the best move in Tihbat"
# Up from the first line: Quit, Keys, Save, How to begin, Puzzles.
keys Up Up Up Up Up Enter
wait_for "Tihbat - puzzle 1 of 30, easy" 30
lacks "Leave the game"
cmp -s "$save" "$WORK/saved.tbg" || fail "the puzzles changed the saved game: $(cat "$save")"

# A new game from the menu: the computer plays Robot again.
keys m
wait_for "Back to the game"
keys Down Enter
wait_for "Start a new game of Tihbat?"
keys y
wait_for "You are Amina, A and B: press"
play B
wait_for "Robot sowed" 15
keys q y
wait_for "[exit 0]"

# The autosave fails (a file stands where the state directory should be):
# leaving the game for the puzzles, or for a lesson, asks first.
first_start
echo "not a directory" >"$XDG_STATE_HOME/tihbat"
start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole"
play A
wait_for "Not a directory. The game goes on."
keys m
wait_for "Back to the game"
keys Up Up Up Up Up Enter
wait_for "Leave this game for the puzzles?"
shows "This game is not kept for the next time: it is lost when you leave it, unless you save it first."
# Any other key: back to the menu, over the game.
keys x
wait_gone "Leave this game for the puzzles?"
shows "Back to the game"
keys Up Enter
wait_for "13. Bakuk for three"
keys Enter
wait_for "Leave this game for the lesson?"
keys s
wait_for "Save the game record"
keys C-u
type_text "$WORK/kept.tbg"
keys Enter
wait_gone "Save the game record"
grep -q '^1\. A \*$' "$WORK/kept.tbg" || fail "the record saved before leaving lost the move"
# Saved, the game is kept in its record: the lesson begins at once.
wait_for "13. Bakuk for three"
keys Enter
wait_for "Lesson 1 of 18: Sowing"
lacks "Leave this game"

# Bakuk for three: no puzzles in the menu.
rm -f "$XDG_STATE_HOME/tihbat"
forget_saves
start 80 24 --rules bakuk3
wait_for "Player 1, choose a hole"
keys m
wait_for "Back to the game"
lacks "Puzzles"
