# Fault: a storm of resizes, down to nothing and up to a wall of a screen,
# while a move is being sown and while the menu is open.  The program
# never ends, the move finishes as it should, and the screen afterwards is
# exactly the one a game without the storm shows: nothing of the storm is
# left on it.
. "$(dirname "$0")/lib.sh"

# storm: 60 resizes, as fast as tmux sends them.
storm() {
    for round in 1 2 3 4 5 6; do
        for size in 20x6 300x100 1x1 56x17 55x16 120x40 10x3 200x60 81x25 30x50; do
            tm resize-window -x "${size%x*}" -y "${size#*x}"
        done
    done
    tm resize-window -x 80 -y 24
}

# The screens without a storm: after A, and with the menu open then.  Each
# is read once its last line has changed: the lines above are drawn first.
# The animation is slow, as in the storm below (the menu shows the speed).
start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole: press A or B."
keys -
wait_for "Animation: slow."
play A
wait_for "Youssef, choose a hole: press C or D."
expect_counts "2 9 9 8"
after_move=$(screen)
keys m
wait_for "Esc back to the game"
in_menu=$(screen)

# settles_to SCREEN WHEN: once the program has taken the storm, the screen
# is SCREEN: nothing of the storm is left on it.  (Read as soon as the
# storm ends, it may show a size the program has not yet been told of.)
settles_to() {
    tries=100
    until [ "$(screen)" = "$1" ]; do
        tries=$((tries - 1))
        [ "$tries" -gt 0 ] || fail "the screen was garbled $2; without a storm it is:
$1"
        sleep 0.05
    done
}

# At the slow speed the move takes five seconds, the storm a second or two.
forget_saves
start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole: press A or B."
keys -
wait_for "Animation: slow."
keys a Enter
wait_for "Amina sows from A"
storm
wait_for "Amina sowed 7 seeds from A." 15
expect_counts "2 9 9 8"
settles_to "$after_move" "after a storm during a move"

keys m
wait_for "Esc back to the game"
storm
settles_to "$in_menu" "after a storm in the menu"
keys Escape
wait_for "Youssef, choose a hole"
play C
wait_for "Youssef sowed 9 seeds from C."
expect_counts "4 11 3 10"
