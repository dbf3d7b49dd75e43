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

keys a Enter
wait_for "Amina sows from A"
tm resize-window -x 120 -y 40
# The new size shows while the seeds still fall: the box lines are longer.
wait_for "┌─ D ──────────────────────────────"
shows "Amina sows from A"
tm resize-window -x 30 -y 10
wait_for "too small"
tm resize-window -x 100 -y 30
wait_for "Amina sowed 7 seeds from A." 10
expect_counts "2 9 9 8"
