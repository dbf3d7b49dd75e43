# The lessons (--learn, and the menu): each rule on a staged position that
# the learner plays; a wrong move is explained and the lesson starts again;
# the right one is explained and the next lesson begins.  This test goes
# through every lesson, and leaves the saved game alone.
. "$(dirname "$0")/lib.sh"

mkdir -p "$XDG_STATE_HOME/tihbat"
printf '[Rules "tihbat"]\n\nA C\n' >"$XDG_STATE_HOME/tihbat/current.tbg"
saved=$(cat "$XDG_STATE_HOME/tihbat/current.tbg")

# lesson N TITLE: the lesson's panel is up; a key closes it.
lesson() {
    wait_for "Lesson $1 of 9: $2"
    keys Space
    wait_gone "Lesson $1 of 9"
}
# right MOVE...: the moves, then the verdict.
right() {
    play "$@"
    wait_for "Well done"
    keys Space
}

start 80 24 --learn
lesson 1 "Sowing"
expect_counts "7 7 7 7"
right A

lesson 2 "The first seed goes back into its hole"
expect_counts "0 3 0 0"
right B

lesson 3 "Capturing on your own side"
expect_counts "3 4 2 6"
# The wrong move is told, and the lesson starts again.
play A
wait_for "Not quite"
shows "Player 1 sowed 3 seeds from A."
keys Space
lesson 3 "Capturing on your own side"
expect_counts "3 4 2 6"
play B
wait_for "Well done"
shows "The last seed made one of your holes even and at most eight"
keys Space

lesson 4 "No capture on the other side"
right B
lesson 5 "More than eight is safe"
play B
wait_for "A now holds 10, more than 8: no capture."
keys Space
lesson 6 "The single-seed move"
right B
lesson 7 "The end by repetition"
play A
wait_for "Player 2, choose a hole"
lacks "Well done"
right C
lesson 8 "The split"
play A C
wait_for "The 8 seeds left were shared, 4 each"
keys Space
lesson 9 "Bakuk: the forward chain"
shows "Bakuk"
right A
wait_for "Every lesson is done"
keys Space
wait_gone "Every lesson is done"
keys q y
wait_for "[exit 0]"
[ "$(cat "$XDG_STATE_HOME/tihbat/current.tbg")" = "$saved" ] ||
    fail "the lessons changed the saved game"

# From the menu.
start 80 24
wait_for "A saved game"
keys n m
wait_for "Lessons: learn each rule by playing it"
keys Up Up Up Up Enter
wait_for "Lesson 1 of 9: Sowing"
