# While the window is too small, keys do not act on the board nobody can
# see; q quits at once, and the game is there to resume, named even when
# its record names no one.
. "$(dirname "$0")/lib.sh"

start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole: press A or B."
resize 40 12
wait_for "This window is too small for the board."
keys a Enter n y
resize 80 24
wait_for "Amina, choose a hole: press A or B."
expect_counts "7 7 7 7"

keys a Enter
wait_for "Amina sowed 7 seeds from A." 10
resize 40 12
wait_for "This window is too small for the board."
keys q
wait_for "[exit 0]"

start 80 24
wait_for "Resume it?"
shows "between Amina and Youssef"

# A saved game that names no one is offered with the default names.
forget_saves
mkdir -p "$XDG_STATE_HOME/tihbat"
printf '[Rules "tihbat"]\n\n1. A *\n' >"$XDG_STATE_HOME/tihbat/current.tbg"
start 80 24
wait_for "Resume it?"
shows "between Player 1 and Player 2"
