# A whole game of Tihbat from the start, typed at 80x24, to its end screen:
# it ends by repetition, and the two seeds left are shared.
. "$(dirname "$0")/lib.sh"

start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole: press A or B."
expect_counts "7 7 7 7"
play B C B D B C A C B C B D A C B D A C A D A D A
wait_for "Game over"
# At 80x24 the end is told in brief under the final board: each score
# says how the two seeds left were shared.
shows "A position came back, so the game is over."
shows "Amina: 18 captured + 1 shared = 19 seeds"
shows "Youssef: 8 captured + 1 shared = 9 seeds"
shows "Amina wins, 19 to 9!"
keys q
wait_for "[exit 0]"
