# The position editor (p): holes, stores and the player to move are set on
# the board, or the position is typed in the notation; Enter starts a new
# game from it, and a position that cannot be is refused with the reason.
. "$(dirname "$0")/lib.sh"

start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole: press A or B."
keys p
wait_for "Staging 7,7,7,7:1:0,0: choose a hole by its letter"
shows "Enter play Tab mover"
keys a Down Down Down Down
wait_for "Staging 3,7,7,7:1:0,0: hole A holds 3."
keys b Down Down Down c Down Down Down Down Down d Down
wait_for "Staging 3,4,2,6:1:0,0: hole D holds 6."
expect_counts "3 4 2 6"
keys Enter
wait_for "A new game starts from 3,4,2,6:1:0,0."
play B
wait_for "Amina sowed 4 seeds from B. The last one fell in A, which now holds 4: Amina captures them."
expect_counts "0 1 3 7"

# Too many seeds: refused with the reason, and the editor stays open.
keys p
wait_for "Staging 0,1,3,7:2:4,0"
keys 2 Up Up Up Up Up Up Up Up Up Up Up Up Up Up
wait_for "Staging 0,1,3,7:2:4,14: Youssef has captured 14."
keys Enter
wait_for "The position 0,1,3,7:2:4,14 cannot be played: 29 seeds in all, more than the 28 of Tihbat."
keys Down Tab
wait_for "Staging 0,1,3,7:1:4,13"
keys Enter
wait_for "A new game starts from 0,1,3,7:1:4,13."
shows "▶ Amina"
shows "captured: 13"

# Typed in the notation: a mistake is refused, then mended.
keys p :
wait_for "Type a position"
keys C-u
type_text "1,5,1:1:0,0"
keys Enter
wait_for "The position 1,5,1:1:0,0 cannot be played: too few hole counts: Tihbat has 4."
shows "Type a position"
keys C-u
type_text "1,5,1,5:1:0,0"
keys Enter
wait_for "A new game starts from 1,5,1,5:1:0,0."
expect_counts "1 5 1 5"
