# Colour by default; none with NO_COLOR or --no-color, where the turn still
# shows by a symbol, words and attributes.
. "$(dirname "$0")/lib.sh"

esc=$(printf '\033')
# How many colour settings the screen has (SGR 30-38, 40-48, 90-107).
colours() {
    tm capture-pane -p -e | grep -oE "${esc}\[[0-9;]*m" | tr -d "${esc}[m" | tr ';' '\n' |
        grep -cxE '3[0-8]|4[0-8]|9[0-7]|10[0-7]'
}

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
