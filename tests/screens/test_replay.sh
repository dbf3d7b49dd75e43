# --replay FILE goes through a record from its start: Right plays the next
# move again and tells it, Left takes one back, each end is said, Space
# plays the moves by themselves and stops them, the key bar offers only
# the keys that act, and Escape plays on from the position shown.
. "$(dirname "$0")/lib.sh"

printf '[Rules "tihbat"]\n[Player1 "Amina"]\n[Player2 "Youssef"]\n\n1. A C 2. B *\n' \
    >"$WORK/game.tbg"
# The computer is asked to play Youssef: it never does in a replay.
start 80 24 --replay "$WORK/game.tbg" --computer 2
wait_for "Replay: 0 of 3 moves played."
expect_counts "7 7 7 7"
shows "Right next"
lacks "Left back"
keys Left
wait_for "This is the start of the record."
# While a move is shown (held here by step mode, a seed a key), the title
# counts it already: the moves played, as the line above the keys says
# between moves.  The story tells the move once it has been sown.
keys .
wait_for "Step mode: each key drops the next seed"
keys Right x
wait_for "The first seed goes back into A"
shows "replay: move 1 of 3"
lacks "Amina sowed"
keys Escape
wait_for "Amina sowed 7 seeds from A."
keys .
wait_for "Step mode is off"
shows "replay: move 1 of 3"
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
# Youssef to move, and the computer asked to play him: in a game it would
# within its pause (COMPUTER_MS, 0.9 s).  Once that has passed twice over,
# and a key typed after it has been answered, the board is still as it was.
advance 2s
keys x
wait_for "In a replay the record plays the moves"
expect_counts "2 9 9 8"
# Esc leaves the replay, asking first: the record's later move would go.
keys Escape
wait_for "Leave the replay and play on from move 2 of 3?"
keys y
wait_for "The replay is over: play on from here."
# Played on from, it is a game, and the computer plays Youssef's move.
wait_for "Youssef sowed" 10
wait_for "▶ Amina A B to move"

# Autoplay: Space plays the moves one after another, at the animation's
# speed, to the end of the record; Space again stops it, and so does a key
# that moves through the record.  The title counts the moves played, the
# one being shown included, from the moment it starts.
start 80 24 --replay "$WORK/game.tbg"
wait_for "Replay: 0 of 3 moves played."
keys Space
wait_for "replay: move 1 of 3"
wait_for "Autoplay: the record is played to its end." 30
shows "replay: move 3 of 3"
expect_counts "6 3 6 13"
keys Home
wait_for "Replay: 0 of 3 moves played."
keys Space
# Stopped while the first move is shown: that move is shown to its end,
# and no other after it.
wait_for "Amina sows from A"
keys Space
wait_for "Autoplay stopped."
shows "replay: move 1 of 3"
# Stopped: Space offers to start it again, and Right plays just the next.
wait_for "Space autoplay"
keys Right Escape
wait_for "replay: move 2 of 3"
expect_counts "4 11 3 10"
