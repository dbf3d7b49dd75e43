# A replay opened at move 0 shows nothing of the result, in plain print or
# in a projector's large print; the result appears once the last move of
# the record is reached.
. "$(dirname "$0")/lib.sh"

# large: the lines of large print (quadrant blocks that only letters use).
large() { screen | grep -F -e ▘ -e ▝ -e ▖ -e ▗ -e ▚ -e ▞ -e ▙ -e ▛ -e ▜ -e ▟; }

# A finished game: A and C bring the position back, and South wins.
printf '[Rules "tihbat"]\n[Position "1,5,1,5:1:9,7"]\n[Player1 "Amina"]\n[Player2 "Youssef"]\n\n1. A C 15-13\n' \
    >"$WORK/won.tbg"
for projector in "" --projector; do
    start 80 24 --replay "$WORK/won.tbg" $projector
    wait_for "Replay: 0 of 2 moves played."
    wait_said "Amina plays now."
    lacks "wins"
    lacks "game is over"
    keys End
    wait_for "replay: move 2 of 2"
    wait_said "Amina wins, 15 to 13!"
    keys Home
    wait_for "replay: move 0 of 2"
    lacks "wins"
done

# In large print: at move 0 the sentence of the moment is who plays, the
# same as in a new game from that position; at the end, the result.
start 200 60 --projector --names Amina,Youssef --position 1,5,1,5:1:9,7
wait_for "Amina, choose a hole"
[ -n "$(large)" ] || fail "no large print in a new game"
fresh=$(large)
start 200 60 --projector --replay "$WORK/won.tbg"
wait_for "Replay: 0 of 2 moves played."
[ "$(large)" = "$fresh" ] || fail "the replay at move 0 shows another sentence in large print"
keys End
wait_for "replay: move 2 of 2"
changed() { [ "$(large)" != "$fresh" ]; }
within 2 changed
[ "$(large)" != "$fresh" ] || fail "the end of the record does not change the large print"
