# Projector mode (--projector, and P): the boxes take all the width, and the
# counts stand in block digits as big as the boxes allow.
. "$(dirname "$0")/lib.sh"

# block_lines: the lines of the screen with a run of 8 block cells, the
# stroke of a digit two font cells wide.
block_lines() { screen | grep -c '████████'; }

start 160 50 --projector --names Amina,Youssef
wait_for "Amina, choose a hole: press A or B."
expect_counts "7 7 7 7"
# A 7 is a bar on top and a stem: the bar is two lines high in each row.
[ "$(block_lines)" -eq 4 ] || fail "no big digits: $(block_lines) lines of blocks"
board_aligned
play A
wait_for "Amina sowed 7 seeds from A."
expect_counts "2 9 9 8"
[ "$(block_lines)" -gt 10 ] || fail "the digits did not follow the counts"
board_aligned
keys P
wait_for "Projector mode is off."
[ "$(block_lines)" -eq 0 ] || fail "big digits without projector mode"

forget_saves
start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole"
keys P
wait_for "Projector mode: big digits, high contrast."
board_aligned
