# Default player names are never written into a save: a game saved in
# Bengali and resumed in German shows the German default names.  Names
# given with --names are kept as given.
. "$(dirname "$0")/lib.sh"
seeds_word=''
save="$XDG_STATE_HOME/tihbat/current.tbg"

start 80 24 --lang bn
wait_for "A বা B চাপো।"
play A
wait_for "C বা D চাপো।"
[ -f "$save" ] || fail "no autosave after a move"
grep -q '^\[Player' "$save" && fail "default names were saved: $(grep '^\[Player' "$save")"
keys q y
wait_for "[exit 0]"

start 80 24 --lang de
wait_for "Spieler 1 und Spieler 2"
keys y
wait_for "Spieler 2, wähle ein Loch"
shows "Spieler 1"
keys q y
wait_for "[exit 0]"

# Given names are kept, and only those given.
forget_saves
start 80 24 --names Amina
wait_for "Amina, choose a hole"
play A
wait_for "Player 2, choose a hole"
grep -qx '\[Player1 "Amina"\]' "$save" || fail "the given name was not saved"
grep -q '^\[Player2' "$save" && fail "a default name was saved: $(grep '^\[Player2' "$save")"
keys q y
wait_for "[exit 0]"
start 80 24 --lang de
wait_for "Amina und Spieler 2"
keys y
wait_for "Spieler 2, wähle ein Loch"
