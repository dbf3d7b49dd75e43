# --replay FILE goes through a record from its start: Right plays the next
# move again and tells it, Left takes one back, each end is said, Space
# plays the moves by themselves and stops them, the key bar offers only
# the keys that act, and Escape plays on from the position shown.
. "$(dirname "$0")/lib.sh"

printf '[Rules "tihbat"]\n[Player1 "Amina"]\n[Player2 "Youssef"]\n\n1. A C 2. B *\n' \
    >"$WORK/game.tbg"
start 80 24 --replay "$WORK/game.tbg"
wait_for "Replay: 0 of 3 moves played."
expect_counts "7 7 7 7"
shows "Right next"
lacks "Left back"
keys Left
wait_for "This is the start of the record."
keys Right Escape
wait_for "Amina sowed 7 seeds from A."
wait_for "Replay: 1 of 3 moves played."
expect_counts "2 9 9 8"
keys Enter Escape
wait_for "Youssef sowed 9 seeds from C."
keys Right Escape
wait_for "Replay: 3 of 3 moves played."
lacks "Right next"
shows "Left back"
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
wait_for "Leave the replay and play on from move 2 of 3?"
keys y
wait_for "The replay is over: play on from here."
keys C-l
wait_for "Youssef, choose a hole"
play D
wait_for "Youssef sowed"

# Autoplay: Space plays the moves one after another, at the animation's
# speed, to the end of the record; Space again stops it, and so does a key
# that moves through the record.
start 80 24 --replay "$WORK/game.tbg"
wait_for "Replay: 0 of 3 moves played."
keys Space
wait_for "replay: move 3 of 3" 20
wait_for "Autoplay: the record is played to its end."
expect_counts "6 3 6 13"
keys Home
wait_for "Replay: 0 of 3 moves played."
keys Space
wait_for "replay: move 1 of 3" 10
keys Space
wait_for "Autoplay stopped."
# Stopped: Space offers to start it again, and Right plays just the next.
wait_for "Space autoplay"
keys Right Escape
wait_for "replay: move 2 of 3"
