# The teaching controls: + - 0 set the animation's speed; . is step mode,
# where each key drops the next seed and the line above the keys says which
# rule acts; v previews the highlighted move: where its last seed falls,
# what it captures, whether it repeats a position.
. "$(dirname "$0")/lib.sh"

start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole: press A or B."
keys +
wait_for "Animation: fast."
keys 0
wait_for "Animation: off."
keys -
wait_for "Animation: fast."
keys - -
wait_for "Animation: slow."

keys .
wait_for "Step mode: each key drops the next seed"
keys a Enter
wait_for "Amina lifts the 7 seeds of A."
shows "any key the next seed"
keys Space
wait_for "The first seed goes back into A, the hole it came from: 6 seeds left in hand."
keys Space
wait_for "A seed falls into B: 5 seeds left in hand."
keys Space Space
wait_for "A seed falls into D: 3 seeds left in hand."
keys Space
wait_for "Round the board, back to A: 2 seeds left in hand."
keys Space Space
wait_for "The last seed falls into C. Next: does it capture?"
keys Space
wait_for "The last one fell in C, on Youssef's side: no capture there."
lacks "Amina sowed 7 seeds from A."
keys Space
wait_for "Amina sowed 7 seeds from A."
expect_counts "2 9 9 8"
shows "▶ Youssef"
# Escape ends a stepped move at once.
keys c Enter
wait_for "Youssef lifts the 9 seeds of C."
keys Escape
wait_for "Youssef sowed 9 seeds from C."
keys .
wait_for "Step mode is off"

# The preview: a capture on the worked example, then a repetition.
forget_saves
start 80 24 --names Amina,Youssef --position 3,4,2,6:1:0,0
wait_for "Amina, choose a hole"
keys v
wait_for "Preview on"
keys b
wait_for "Preview: from B the last seed falls in A, making 4: 4 seeds would be captured."
shows "last seed"
expect_counts "3 4 2 6"
keys a
wait_for "Preview: from A the last seed falls in C, on Youssef's side: no capture."

forget_saves
start 80 24 --names Amina,Youssef --position 1,5,1,5:1:8,8
wait_for "Amina, choose a hole"
keys v a
wait_for "Preview: the single seed of A would go straight back, and the turn pass."
lacks "brings back"
# The last seed would fall in the chosen hole: its mark is not hidden
# under "Enter: sow" (the line above the keys says Enter).
shows "last seed"
lacks "Enter: sow"
shows "Amina: press Enter or Space to sow A"
keys Enter Escape
wait_for "Youssef, choose a hole"
keys c
wait_for "C brings back an earlier position: the game would end, 14 seeds each."

# The preview marks where the last seed would fall and every hole the
# chain would take, and nothing of the move before.
forget_saves
start 80 24 --rules bakuk --names Amina,Youssef --position 8,8,2,1,9,8:1:0,0
wait_for "Amina, choose a hole"
keys v a
wait_for "Preview: from A the last seed falls in C, making 4: 6 seeds would be captured."
shows "last seed: taken"
[ "$(screen | grep -c '[─━] taken [─━]')" = 1 ] || fail "D is not the one hole marked taken"
forget_saves
start 80 24 --rules bakuk --names Amina,Youssef
wait_for "Amina, choose a hole"
play A
wait_for "Youssef, choose a hole"
shows "last seed"
keys v d
wait_for "Preview: from D the last seed falls in E"
[ "$(screen | grep -o '[─━] last seed [─━]' | wc -l)" = 1 ] || fail "the last move's mark stays beside the preview's"
