# A whole game of Tihbat from the start, typed at 80x24, to its end screen:
# it ends by repetition, and the two seeds left are shared.
. "$(dirname "$0")/lib.sh"

start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole: press A or B."
expect_counts "7 7 7 7"
play B C B D B C A C B C B D A C B D A C A D A D A
wait_for "Game over"
shows "The 2 seeds left on the board are shared: 1 for each player."
shows "same player to"
shows "Amina: 19 seeds"
shows "Youssef: 9 seeds"
shows "Amina wins, 19 to 9!"
keys q
wait_for "[exit 0]"
