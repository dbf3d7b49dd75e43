# The computer plays its side like a person, animated and told, at the
# gentle level unless asked otherwise, the level named in the title; u
# takes back its move with the person's.  A person who beats it is told
# "You win"; one who loses, so too.  The demonstration plays a whole game
# by itself (animation off from the menu, so the test is quick), and with
# --loop the next one after it.
. "$(dirname "$0")/lib.sh"

# From the first moment the person is told which side is theirs, by the
# board's names.
start 80 24 --names Amina,Robot --computer 2
wait_for "You are Amina, A and B: press A or B."
shows "Robot (computer)"
shows "the computer plays at level beginner"
play A
wait_for "Robot sows from"
keys Escape
wait_for "Robot sowed"
wait_for "You are Amina, A and B: press"
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
keys Down Down Down Down Down Down Down Down h h
wait_for "Animation: ◀ off ▶"
keys Escape
wait_for "Game over" 30
shows "Player 1:"
shows "Player 2:"

# Against the computer the end speaks to the person.  A single seed goes
# back, the other side must pass, and the position is back: the game ends.
forget_saves
start 80 24 --names Amina,Robot --computer 2 --position 1,1,0,0:1:14,12
wait_for "You are Amina, A and B: press A or B."
play A
wait_for "Game over" 10
shows "You win, 15 to 13!"
shows "Wins so far: Amina 1, Robot 0."
forget_saves
start 80 24 --names Robot,Amina --computer 1 --position 0,0,1,1:2:14,12
wait_for "You are Amina, C and D: press C or D."
play C
wait_for "Game over" 10
shows "You lose, 13 to 15. Have another go!"

# A demonstration that loops: the end, then a new game by itself.  In
# this Bakuk position South's one move takes North's last seeds.
forget_saves
start 80 24 --demo --loop --rules bakuk --position 0,0,1,1,0,0:1:17,17
wait_for "Game over: the next one begins in a moment" 20
shows "Player 1 wins, 19 to 17!"
shows "Wins so far: Player 1 1, Player 2 0."
wait_gone "Game over" 20
wait_for "Game over" 30
shows "Wins so far: Player 1 2, Player 2 0."

# When the computer begins, the person is told their side while it thinks.
forget_saves
start 80 24 --names Robot,Amina --computer 1
wait_for "Robot (computer) is thinking... You are Amina, C and D."
wait_for "You are Amina, C and D: press C or D." 10
