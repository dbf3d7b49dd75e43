# A whole game of Bakuk from the start, typed at 80x24 and again at a
# projector's 200x60, to its end screen: North's last move takes every seed
# left in one chain.
. "$(dirname "$0")/lib.sh"

for size in 80x24 200x60; do
    start "${size%x*}" "${size#*x}" --rules bakuk --names Amina,Youssef
    wait_for "Amina, choose a hole: press A, B or C."
    expect_counts "6 6 6 6 6 6"
    play B F B E C F A D C F C F A D B F A
    wait_counts "0 2 2 0 12 0"
    # D and F are empty: the prompt names the one hole that can be sown.
    shows "Youssef, choose a hole: press E."
    play E
    wait_for "Game over"
    shows "Every seed has been captured, so the game is over."
    shows "Amina: 14 seeds"
    shows "Youssef: 22 seeds"
    shows "Youssef wins, 22 to 14!"
done
# With the panel put away, the board and the story of the end.
keys Escape
wait_gone "Game over"
shows "Every seed has been captured, so the game is over."
keys Escape
wait_for "Game over"
keys n
wait_for "Amina, choose a hole: press A, B or C."
expect_counts "6 6 6 6 6 6"

# A chain says why each hole was taken and why it stopped (docs/rules.md's
# example: C holds 4, then D holds 2; E holds 10 and stops the chain).
forget_saves
start 80 24 --rules bakuk --names Amina,Youssef --position 8,8,2,1,9,8:1:0,0
wait_for "Amina, choose a hole"
play A
wait_for "The last one fell in C, which now holds 4: Amina captures them. D holds 2: taken too. E holds 10: the chain stops."
