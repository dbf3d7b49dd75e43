# u takes back one ply and r (or Ctrl-R) plays it again, each said on the
# screen; with nothing to take back or play again, the screen says so.
. "$(dirname "$0")/lib.sh"

start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole: press A or B."
play A
wait_for "Amina sowed 7 seeds from A."
expect_counts "2 9 9 8"
keys u
wait_for "Took back Amina's move from A."
expect_counts "7 7 7 7"
shows "▶ Amina"
keys u
wait_for "There is no move to take back."
# The move is shown again, seed by seed (held here by step mode, a seed a
# key), then said.
keys .
wait_for "Step mode: each key drops the next seed"
keys r
wait_for "Amina lifts the 7 seeds of A."
keys Escape u .
wait_for "Step mode is off"
expect_counts "7 7 7 7"
# The move played again is shown; once it is, the line above the keys
# says who plays now, and nothing of the key that started it.
keys r
wait_for "Youssef, choose a hole: press C or D." 10
lacks "Playing a taken-back move again."
expect_counts "2 9 9 8"
shows "▶ Youssef"
keys r
wait_for "There is no taken-back move to play again."
keys u C-r Escape
wait_for "Youssef, choose a hole: press C or D."
expect_counts "2 9 9 8"
# A new move drops what was taken back.
play C
keys u
wait_for "Took back Youssef's move from C."
play D
keys r
wait_for "There is no taken-back move to play again."
