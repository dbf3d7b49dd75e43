# A hole of the other player, an empty hole, Enter with nothing chosen and
# a stray key are refused with a word, and never sow.
. "$(dirname "$0")/lib.sh"

start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole: press A or B."
keys c
wait_for "C is Youssef's hole. Amina, choose one of yours: A B."
keys Enter
wait_for "First choose a hole: press one of A B."
keys x
wait_for "That key does nothing here. Press ? to see the keys."
keys Space
wait_for "First choose a hole"
expect_counts "7 7 7 7"
shows "▶ Amina"

# South's A is empty: every sentence names B alone, the one hole that can
# be sown, and Right and Left go to it.
start 80 24 --names Amina,Youssef --position 0,7,7,7:1:0,7
wait_for "Amina, choose a hole: press B."
keys a
wait_for "A is empty: press B."
keys Enter
wait_for "First choose a hole: press B."
expect_counts "0 7 7 7"
keys Right
wait_for "Amina: press Enter or Space to sow B."
lacks "choose another hole"
keys Left
wait_for "sow B"
keys c
wait_for "C is Youssef's hole. Amina, choose one of yours: B."
keys Space Escape
wait_for "Amina sowed 7 seeds from B."
expect_counts "1 2 9 9"
