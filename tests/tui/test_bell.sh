# The sound (issue 22): the terminal's bell, off by default; the menu's
# Sound line turns it on, and then a capture, the end of a game and a
# right answer ring it.  The bell is a byte the program writes to its
# terminal (BEL, which curses' beep sends): tmux's pipe-pane copies what
# the program writes, and the test counts BELs there.
. "$(dirname "$0")/lib.sh"

bells() { tr -cd '\007' <"$WORK/out" | wc -c; }
# listen: from now on, what the program writes is copied, from nothing.
listen() {
    tm pipe-pane -t 0 2>/dev/null
    : >"$WORK/out"
    tm pipe-pane -o -t 0 "cat >>'$WORK/out'" || fail "no pipe-pane"
}
# sound_on: the menu's Sound line, chosen and changed.
sound_on() {
    keys m
    wait_for "Back to the game"
    for _ in 1 2 3 4 5 6 7 8 9; do keys Down; done
    keys Enter
    wait_for "right answers, the end: ◀ on ▶"
    keys Escape
    wait_gone "Back to the game"
}

# A capture with the bell off (the default): no BEL.
start 80 24 --names Amina,Youssef --position 3,4,2,6:1:0,0
wait_for "Amina, choose a hole"
listen
play B
wait_for "Amina captures them"
[ "$(bells)" -eq 0 ] || fail "the bell rang while it is off"

# On: the same capture rings once, a move that takes nothing does not.
keys u
wait_for "Took back Amina's move"
sound_on
listen
play A
wait_for "Youssef, choose a hole"
[ "$(bells)" -eq 0 ] || fail "the bell rang for a move that captured nothing"
keys u
wait_for "Took back Amina's move"
play B
wait_for "Amina captures them"
within 5 sh -c "[ \$(tr -cd '\\007' <'$WORK/out' | wc -c) -eq 1 ]" ||
    fail "a capture rang the bell $(bells) times, not once"

# The end of a game rings it.
forget_saves
start 80 24 --names Amina,Youssef --position 1,5,1,5:1:9,7
wait_for "Amina, choose a hole"
sound_on
listen
play A C
wait_for "Game over"
[ "$(bells)" -ge 1 ] || fail "the end of the game did not ring the bell"

# A right answer in a lesson rings it (the first lesson: any move is right).
forget_saves
start 80 24 --learn
wait_for "Lesson 1 of 18: Sowing"
keys Space
wait_gone "Lesson 1 of 18: Sowing"
sound_on
listen
play A
wait_for "Well done"
[ "$(bells)" -ge 1 ] || fail "a right answer did not ring the bell"
