# --replay FILE goes through a record from its start: Right plays the next
# move again and tells it, Left takes one back, each end is said, and
# Escape plays on from the position shown.
. "$(dirname "$0")/lib.sh"

printf '[Rules "tihbat"]\n[Player1 "Amina"]\n[Player2 "Youssef"]\n\n1. A C 2. B *\n' \
    >"$WORK/game.tbg"
start 80 24 --replay "$WORK/game.tbg"
wait_for "Replay: 0 of 3 moves played."
expect_counts "7 7 7 7"
shows "Right next move"
keys Left
wait_for "This is the start of the record."
keys Right Escape
wait_for "Amina sowed 7 seeds from A."
wait_for "Replay: 1 of 3 moves played."
expect_counts "2 9 9 8"
keys Space Escape
wait_for "Youssef sowed 9 seeds from C."
keys Right Escape
wait_for "Replay: 3 of 3 moves played."
keys Right
wait_for "This is the end of the record."
keys Left
wait_for "Took back Amina's move from B."
keys Left
wait_for "Took back Youssef's move from C."
expect_counts "2 9 9 8"
# The computer never plays during a replay, even when asked for.
sleep 0.3
expect_counts "2 9 9 8"
# Esc leaves the replay, asking first: the record's later move would go.
keys Escape
wait_for "Leave the replay and play on from move 1 of 3?"
keys y
wait_for "The replay is over: play on from here."
keys C-l
wait_for "Youssef, choose a hole"
play D
wait_for "Youssef sowed"
