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
# The move, the keys pressed while it is shown and a click, in one burst
# (one tmux command): they are read while it is shown.  Then step mode
# (.), which the key bar shows only while a move is: once it does, every
# key before has been read, and the move goes on (held now, a seed a key).
tm send-keys a Enter Enter b Enter Right Space x \; send-keys -l "$(mouse ' ' 50 5)" \; \
    send-keys -l "$(mouse '#' 50 5)" \; send-keys .
wait_for "any key the next seed"
shows "Esc the rest of the move at once"
keys Escape
wait_for "Amina sowed 7 seeds from A."
expect_counts "2 9 9 8"
keys .
wait_for "Step mode is off"
# None of the keys acted: Youssef's turn, nothing chosen, nothing sown.
keys C-l
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
wait_for "Amina, choose a hole"
keys -
wait_for "Animation: slow."
play A
wait_for "Robot sows from"
# Step mode last, in the same burst: its key bar says the keys came while
# the move was shown.
keys a Enter b Enter .
wait_for "any key the next seed"
keys Escape
wait_for "Robot sowed"
keys .
wait_for "Step mode is off"
keys C-l
wait_for "Amina, choose a hole"
lacks "Amina sows"
lacks "Enter: sow"
