# Keys pressed while a move is shown, a person's or the computer's, do not
# throw the sight of it away: a second Enter, a letter, an arrow or a
# click wait, and only the named key, Esc (the key bar says so), shows the
# rest at once.  A click and its release in the middle of a move do not
# stop it either: it goes on to its end by itself.
. "$(dirname "$0")/lib.sh"

start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole"
keys - # slow: the move takes seconds
wait_for "Animation: slow."
keys a Enter
wait_for "Amina sows from A: 7 seeds in hand."
shows "Esc the rest of the move at once"
keys Enter b Enter Right Space x
click 50 5
# The move goes on, seed by seed, to where only a shown move gets.
wait_for "Amina sows from A: 3 seeds in hand."
wait_for "Amina sowed 7 seeds from A." 15
expect_counts "2 9 9 8"
# None of the keys acted: Youssef's turn, nothing chosen, nothing sown.
wait_for "Youssef, choose a hole: press C or D."
lacks "Enter: sow"

# Esc shows the rest at once.
keys c Enter
wait_for "Youssef sows from C"
keys Escape
wait_for "Youssef sowed 9 seeds from C."
expect_counts "4 11 3 10"

# The computer's move: a person's keys wait for it too.
forget_saves
start 80 24 --names Amina,Robot --computer 2
wait_for "You are Amina, A and B: press"
keys -
wait_for "Animation: slow."
play A
wait_for "Robot sows from"
keys a Enter b Enter
wait_for "Robot sowed" 15
wait_for "You are Amina, A and B: press"
lacks "Amina sows"
lacks "Enter: sow"
