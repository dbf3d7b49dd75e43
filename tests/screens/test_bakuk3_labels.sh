# Bakuk for three at 80x24: no player's label is cut while there is room
# (player 2's column beside the board takes what its name needs), and
# without colour each box still says whose it is: its owner's number on
# its top side.
. "$(dirname "$0")/lib.sh"

start 80 24 --rules bakuk3 --names "Amina,Abderrahmane Benali,Zahra"
wait_for "Amina, choose a hole: press A or B."
play A
wait_for "Abderrahmane Benali, choose a hole"
shows "▶ Abderrahmane Benali"
board_aligned

forget_saves
start 80 24 --rules bakuk3 --no-color --computer 2 --names Amina,Youssef,Zahra
wait_for "Amina, choose a hole"
shows "Youssef (computer)"
# The top side of each box: its letter, then its owner's number.
for pair in "A 1" "B 1" "C 2" "D 2" "E 3" "F 3"; do
    screen | grep -qE "─ ${pair% *} ─+ ${pair#* } ─" || fail "box ${pair% *} does not say it is player ${pair#* }'s"
done
