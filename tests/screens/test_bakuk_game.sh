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
# The large screen has room for the whole story of the last move.
shows "Youssef sowed 12 seeds from E. The last one fell in E, which now holds 2: Youssef captures 16 seeds"
keys n
wait_for "Amina, choose a hole: press A, B or C."
expect_counts "6 6 6 6 6 6"
