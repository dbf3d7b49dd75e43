# After the lessons, begun with --learn or from the menu, the autosave
# keeps the next games again; a game saved from before the lessons stays
# through them, and is replaced only when asked.
. "$(dirname "$0")/lib.sh"

save="$XDG_STATE_HOME/tihbat/current.tbg"
# lesson_then_new_game: past the first lesson's panel, a new game.
lesson_then_new_game() {
    wait_for "Lesson 1 of 18: Sowing"
    keys Space
    wait_gone "Lesson 1 of 18"
    keys n
    wait_for "Start a new game of Tihbat?"
    keys y
}

start 80 24 --learn
lesson_then_new_game
wait_for "Player 1, choose a hole: press A or B."
play A
wait_for "Player 2, choose a hole"
grep -q '^1\. A \*$' "$save" || fail "the game after --learn is not saved"
keys q
wait_for "The game is kept: it will be offered the next time."
keys y
wait_for "[exit 0]"

# From the menu, in a game resumed: the lessons leave the file alone, and
# the next game, this copy's own, takes its place without a question.
start 80 24
wait_for "Resume it?"
keys y
wait_for "Welcome back"
keys m
wait_for "Lessons: learn each rule by playing it"
keys Up Up Up Up Up Up Enter
wait_for "13. Bakuk for three"
keys Enter
wait_for "Lesson 1 of 18: Sowing"
keys Space
wait_gone "Lesson 1 of 18"
play B
wait_for "Well done"
keys Space
wait_for "Lesson 2 of 18"
grep -q '^1\. A \*$' "$save" || fail "a lesson changed the saved game: $(cat "$save")"
keys Space
wait_gone "Lesson 2 of 18"
keys n
wait_for "Start a new game of Tihbat?"
keys y
wait_for "Player 1, choose a hole: press A or B."
play B
wait_for "Player 2, choose a hole"
lacks "Save this game in its place?"
grep -q '^1\. B \*$' "$save" || fail "the game after the lessons is not saved"
keys q
wait_for "The game is kept: it will be offered the next time."
keys y
wait_for "[exit 0]"

# --learn while an unfinished game is saved: asked before the next game
# replaces it.  (--learn begins at the first lesson not done.)
rm -f "$XDG_STATE_HOME/tihbat/lessons"
start 80 24 --learn
lesson_then_new_game
wait_for "A game of Tihbat between Player 1 and Player 2 was not finished: 1 move was played."
keys y
wait_for "Player 1, choose a hole: press A or B."
grep -q '^1\. B \*$' "$save" || fail "a game with no move replaced the saved one"
play A
wait_for "Player 2, choose a hole"
grep -q '^1\. A \*$' "$save" || fail "the game after --learn is not saved in its place"
