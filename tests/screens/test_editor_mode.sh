# The position editor is unmistakably the editor: its title, its own key
# bar, no "Enter: sow" on the chosen hole, and in projector mode the large
# print names the position staged, never who plays now in the game.
. "$(dirname "$0")/lib.sh"

large() { screen | grep -F -e ▘ -e ▝ -e ▖ -e ▗ -e ▚ -e ▞ -e ▙ -e ▛ -e ▜ -e ▟; }

start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole"
keys p
wait_for "Tihbat - the position editor"
shows "Enter play Tab mover"
lacks "u undo"
shows "Staging a position: 7,7,7,7:1:0,0, with Amina to move."
keys a
wait_for "Staging 7,7,7,7:1:0,0: hole A holds 7."
shows "chosen"
lacks "Enter: sow"
keys Tab
wait_for "with Youssef to move."
keys Escape
wait_for "The position was left as it was."
lacks "position editor"

# Projector mode, where the story is in plain print (80x24): the editor's
# sentence, not the game's.
start 80 24 --names Amina,Youssef --projector
wait_for "Amina, choose a hole"
keys p
wait_for "Staging a position: 7,7,7,7:1:0,0, with Amina to move."
lacks "plays now"

# And in large print (200x60): another sentence than the game's.
forget_saves
start 200 60 --names Amina,Youssef --projector
wait_for "Amina, choose a hole"
game=$(large)
[ -n "$game" ] || fail "no large print in the game"
keys p
wait_for "Tihbat - the position editor"
changed() { [ "$(large)" != "$game" ]; }
within 2 changed
[ -n "$(large)" ] || fail "no large print in the editor"
[ "$(large)" != "$game" ] || fail "the editor's large print is the game's"
lacks "plays now"
