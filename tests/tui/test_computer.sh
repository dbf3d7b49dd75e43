# The computer plays its side like a person, animated and told; u takes
# back its move with the person's.  The demonstration plays a whole game
# by itself (animation off from the menu, so the test is quick).
. "$(dirname "$0")/lib.sh"

start 80 24 --names Amina,Robot --computer 2
wait_for "Amina, choose a hole: press A or B."
shows "Robot (computer)"
shows "the computer plays at level perfect"
play A
wait_for "Robot sows from"
keys Escape
wait_for "Robot sowed"
wait_for "Amina, choose a hole"
keys c
wait_for "C is Robot's hole."
keys u
wait_for "Took back 2 moves: it is Amina's turn again."
expect_counts "7 7 7 7"

# Player 1 by the computer from the menu: it moves at once.
keys m
wait_for "Amina is played by: ◀ a person ▶"
keys Down Down Right
wait_for "Amina is played by: ◀ the computer ▶"
keys Escape
wait_for "Amina sows from"
keys Escape
wait_for "Amina sowed"

forget_saves
start 80 24 --rules bakuk --demo --level beginner
wait_for "(computer)"
keys m
wait_for "Animation: ◀ normal ▶"
keys Down Down Down Down Down Down h h
wait_for "Animation: ◀ off ▶"
keys Escape
wait_for "Game over" 30
shows "Player 1:"
shows "Player 2:"
