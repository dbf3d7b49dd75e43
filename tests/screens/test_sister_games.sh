# Koumma and Modiar in the terminal (issue 26): the menu offers all five
# games, one after another, and each of the sisters starts from it, names
# itself, and plays by its own rules: in Koumma the first seed goes back
# into its hole, so six seeds from A end in F.
. "$(dirname "$0")/lib.sh"

start 80 24 --rules koumma --names Amina,Youssef
wait_for "A game of Koumma: Amina against Youssef."
wait_for "Amina, choose a hole: press A, B or C."
keys m Down
wait_for "New game: ◀ Koumma ▶"
keys Right
wait_for "New game: ◀ Modiar ▶"
keys Right
wait_for "New game: ◀ Tihbat ▶"
keys Right
wait_for "New game: ◀ Bakuk ▶"
keys Right
wait_for "New game: ◀ Bakuk for three ▶"
keys Right Right Enter
wait_for "Start a new game of Modiar?"
keys y
wait_for "A game of Modiar: Amina against Youssef."
wait_for "Amina, choose a hole: press A, B or C."

keys m Down Left Enter
wait_for "Start a new game of Koumma?"
keys y
wait_for "A game of Koumma: Amina against Youssef."
keys a Enter
wait_for "Amina sowed 6 seeds from A. The last one fell in F"
wait_for "Youssef, choose a hole: press D, E or F."
