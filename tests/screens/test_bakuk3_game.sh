# A whole game of Bakuk for three from the start, typed at 80x24, to its
# end screen, with player 2 beside the board's right-hand column.
. "$(dirname "$0")/lib.sh"

start 80 24 --rules bakuk3 --names Amina,Youssef,Zahra
wait_for "Amina, choose a hole: press A or B."
expect_counts "6 6 6 6 6 6"
shows "Youssef"
play B
wait_for "Youssef, choose a hole: press C or D."
play C
wait_for "Zahra, choose a hole: press E or F."
play E B D F B C E B D E A D E A C F B C F A D E A
wait_for "Game over"
shows "Every seed has been captured, so the game is over."
shows "Amina: 4 seeds"
shows "Youssef: 12 seeds"
shows "Zahra: 20 seeds"
shows "Zahra wins with 20 seeds!"
