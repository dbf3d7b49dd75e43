# Without a UTF-8 locale, or with --ascii, the board is drawn in ASCII.
. "$(dirname "$0")/lib.sh"

check_ascii() {
    wait_for "choose a hole"
    shows "+- A ---"
    shows "> Amina A B to move"
    lacks "┌"
    lacks "●"
    screen | grep -q "o o o" || fail "no seeds drawn"
}

start_cmd 80 24 env LC_ALL=C "$TIHBAT" --names Amina,Youssef
check_ascii
start 80 24 --ascii --names Amina,Youssef
check_ascii
keys b
wait_for "## B ####"
