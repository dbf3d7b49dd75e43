# Without a UTF-8 locale, or with --ascii, the board is drawn in ASCII.
. "$(dirname "$0")/lib.sh"

check_ascii() {
    wait_for "choose a hole"
    shows "+- A ---"
    shows "> Amina A B to move"
    lacks "┌"
    lacks "●"
    screen | grep -q "o o o" || fail "no seeds drawn"
    # The way the seeds go round, counter-clockwise, in ASCII arrows:
    # right along the bottom row, left along the top, up on the right and
    # down on the left between the rows.
    screen | grep -q '| <|' || fail "no arrow to the left between the top row's boxes"
    screen | grep -q '|> |' || fail "no arrow to the right between the bottom row's boxes"
    screen | grep -qE '^ +v +\^ *$' || fail "no arrows down and up between the rows"
    lacks "←"
}

start_cmd 80 24 env LC_ALL=C "$TIHBAT" --names Amina,Youssef
check_ascii
start 80 24 --ascii --names Amina,Youssef
check_ascii
keys b
wait_for "## B ####"
