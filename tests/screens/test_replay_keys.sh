# In a replay every key either acts or says why not: step mode, projector
# mode, the help and the speed keys work as in a game; Home and End go to
# the start and the end of the record and stay in the replay; the counter
# "move N of M" stays on the screen whatever the line above the keys says;
# Esc, the one key that leaves, asks first when moves would be dropped.
. "$(dirname "$0")/lib.sh"

printf '[Rules "tihbat"]\n[Player1 "Amina"]\n[Player2 "Youssef"]\n\n1. A C 2. B *\n' \
    >"$WORK/game.tbg"
start 80 24 --replay "$WORK/game.tbg"
wait_for "replay: move 0 of 3"
keys +
wait_for "Animation: fast."
keys -
wait_for "Animation: normal."
keys 0
wait_for "Animation: off."
keys -
wait_for "Animation: fast."
keys P
wait_for "Projector mode"
keys P
wait_for "Projector mode is off."
keys '?'
wait_for "Keys and rules"
keys x
wait_gone "Keys and rules"
shows "replay: move 0 of 3"

# Step mode: each key drops the next seed of the move played again.
keys .
wait_for "Step mode: each key drops the next seed"
keys Right
wait_for "Amina lifts the 7 seeds of A."
shows "any key the next seed"
keys Space
wait_for "The first seed goes back into A"
keys Escape
wait_for "Amina sowed 7 seeds from A."
wait_for "replay: move 1 of 3"
keys .
wait_for "Step mode is off"

# Home and End, and the counter stays while a refusal is said.
keys End
wait_for "replay: move 3 of 3"
keys Right
wait_for "This is the end of the record."
shows "replay: move 3 of 3"
keys Home
wait_for "replay: move 0 of 3"
expect_counts "7 7 7 7"
keys u
wait_for "In a replay the record plays the moves"
shows "replay: move 0 of 3"
keys a
wait_for "In a replay the record plays the moves"
expect_counts "7 7 7 7"

# Esc asks first while moves of the record would be dropped; n stays.
keys Right Escape
wait_for "replay: move 1 of 3"
keys Escape
wait_for "Leave the replay and play on from move 2 of 3?"
keys n
wait_gone "Leave the replay"
shows "replay: move 1 of 3"
# At the end of the record nothing is dropped: Esc leaves at once.
keys End
wait_for "replay: move 3 of 3"
keys Escape
wait_for "The replay is over: play on from here."
lacks "replay: move"
