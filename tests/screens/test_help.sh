# ? shows every key and the rules of the game being played; it scrolls, and
# any other key goes back to the game.
. "$(dirname "$0")/lib.sh"

start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole"
keys '?'
wait_for "KEYS"
shows "take back a move"
shows "Keys and rules"
keys Down Down Down Down Down Down Down Down Down Down Down Down Down Down Down Down Down Down
wait_for "THE RULES OF TIHBAT"
keys Down Down Down Down
wait_for "2, 4, 6 or 8"
keys PageDown PageDown
wait_for "shared equally"
keys x
wait_gone "Keys and rules"
shows "Amina, choose a hole"

start 80 24 --rules bakuk
wait_for "choose a hole"
keys F1 Space Space
wait_for "THE RULES OF BAKUK"
shows "hold 2 or 4 seeds"
