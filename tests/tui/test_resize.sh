# Too small a window gets a message, not a broken board; a resize during
# an animation redraws at once, and the move goes on.
. "$(dirname "$0")/lib.sh"

start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole: press A or B."
tm resize-window -x 40 -y 12
wait_for "This window is too small for the board."
shows "at least 56 columns wide and 17 lines high; it is 40 by 12 now."
lacks "seeds"
tm resize-window -x 80 -y 24
wait_for "Amina, choose a hole: press A or B."
expect_counts "7 7 7 7"

# A move held half sown (step mode: a seed a key) for as long as the
# resizes take: the new size shows while it is sown, the box lines longer.
keys .
wait_for "Step mode: each key drops the next seed"
keys a Enter x
wait_for "The first seed goes back into A, the hole it came from: 6 seeds left in hand."
tm resize-window -x 120 -y 40
wait_for "┌─ D ──────────────────────────────"
shows "The first seed goes back into A, the hole it came from: 6 seeds left in hand."
keys x
wait_for "A seed falls into B: 5 seeds left in hand."
tm resize-window -x 30 -y 10
wait_for "too small"
tm resize-window -x 100 -y 30
wait_for "A seed falls into B: 5 seeds left in hand."
keys x
wait_for "A seed falls into C: 4 seeds left in hand."
keys Escape
wait_for "Amina sowed 7 seeds from A."
expect_counts "2 9 9 8"

# After any key and a resize, the line above the keys still says who
# plays now and what to press, with the answer to the key above it.
keys 0
wait_for "Animation: off."
shows "Youssef, choose a hole: press C or D."
tm resize-window -x 80 -y 24
wait_for "Youssef, choose a hole: press C or D."
shows "Animation: off."
keys v
wait_for "Preview on: a highlighted hole shows where its last seed will fall."
tm resize-window -x 200 -y 60
wait_for "Youssef, choose a hole: press C or D."
shows "Preview on"
