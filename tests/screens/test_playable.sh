# The prompt names only the holes that can be played ("press B" when A is
# empty), and never says "or choose another hole" when there is none: in a
# game, in a lesson, and in a game staged in the editor.  (test_refused
# has the refusals; test_bakuk_game a Bakuk prompt of one hole.)
. "$(dirname "$0")/lib.sh"

# A lesson: only B has seeds.
start 80 24 --learn
wait_for "Lesson 1 of 18"
keys Space
play A
wait_for "Well done"
keys Space
wait_for "Lesson 2 of 18"
keys Space
wait_for "Player 1, choose a hole: press B."
keys b
wait_for "Player 1: press Enter or Space to sow B."
lacks "choose another hole"

# The editor: A emptied, then a game from it.
forget_saves
start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole: press A or B."
keys p a Down Down Down Down Down Down Down
wait_for "Staging 0,7,7,7:1:0,0"
keys 2 Up Up Up Up Up Up Up Enter
wait_for "A new game starts from 0,7,7,7:1:0,7."
keys C-l
wait_for "Amina, choose a hole: press B."
keys Right
wait_for "Amina: press Enter or Space to sow B."
lacks "choose another hole"

# Bakuk: two holes of three.
forget_saves
start 80 24 --rules bakuk --names Amina,Youssef --position 0,5,7,6,6,6:1:6,0
wait_for "Amina, choose a hole: press B or C."
keys b
wait_for "Amina: press Enter or Space to sow B, or choose another hole."
