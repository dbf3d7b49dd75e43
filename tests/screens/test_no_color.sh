# Colour by default; none with NO_COLOR or --no-color, where the turn still
# shows by a symbol, words and attributes.
. "$(dirname "$0")/lib.sh"

# How many looks of the screen's characters have a colour.
colours() { cells | grep -c '^[a-zA-Z]  .*[fb]g='; }

start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole"
[ "$(colours)" -gt 0 ] || fail "no colour by default"

start_cmd 80 24 env NO_COLOR=1 "$TIHBAT" --names Amina,Youssef
wait_for "Amina, choose a hole"
[ "$(colours)" -eq 0 ] || fail "colour codes with NO_COLOR"
shows "▶ Amina A B to move"
keys a
wait_for "Enter: sow"
[ "$(colours)" -eq 0 ] || fail "colour codes with NO_COLOR"

start 80 24 --no-color --names Amina,Youssef
wait_for "Amina, choose a hole"
[ "$(colours)" -eq 0 ] || fail "colour codes with --no-color"

# An empty NO_COLOR is not set (no-color.org).
start_cmd 80 24 env NO_COLOR= "$TIHBAT" --names Amina,Youssef
wait_for "Amina, choose a hole"
[ "$(colours)" -gt 0 ] || fail "no colour with NO_COLOR empty"
