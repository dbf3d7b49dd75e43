# A game in progress is saved after every move, offered back at the next
# start, and forgotten when a new game starts.  q and n ask first.
. "$(dirname "$0")/lib.sh"

save="$XDG_STATE_HOME/tihbat/current.tbg"
start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole: press A or B."
[ ! -e "$save" ] || fail "a save before any move"
play A
wait_for "Youssef, choose a hole: press C or D."
[ -f "$save" ] || fail "no autosave after a move"
grep -qx '\[Rules "tihbat"\]' "$save" || fail "the autosave is not a Tihbat record"
grep -qx '\[Player1 "Amina"\]' "$save" || fail "the autosave lacks the names"
grep -q '^1\. A \*$' "$save" || fail "the autosave lacks the move"
for file in "$XDG_STATE_HOME"/tihbat/* "$XDG_STATE_HOME"/tihbat/.[!.]*; do
    case $file in "$save" | "$save.lock" | */'.[!.]*') ;; # the lock stays, and is empty
    *) fail "a file was left beside the autosave: $file" ;; esac
done
[ ! -s "$save.lock" ] || fail "the lock holds something"

keys q
wait_for "Quit the game?"
shows "The game is kept: it will be offered the next time."
keys x
wait_gone "Quit the game?"
shows "Youssef, choose a hole"
keys q y
wait_for "[exit 0]"

# Back again, without names: they come from the saved game.
start 80 24
wait_for "A game of Tihbat between Amina and Youssef was not finished: 1 move was played."
keys y
wait_for "Welcome back: the game goes on, and Youssef plays now."
expect_counts "2 9 9 8"

keys n
wait_for "Start a new game of Tihbat?"
keys y
wait_for "Amina, choose a hole: press A or B."
expect_counts "7 7 7 7"
[ ! -e "$save" ] || fail "the autosave outlived a new game"

# Declined: a new game, and the saved one stays until its first move.
play B
wait_for "Youssef, choose a hole"
keys q y
wait_for "[exit 0]"
start 80 24 --names Amina,Youssef
wait_for "Resume it?"
keys n
wait_for "Amina, choose a hole: press A or B."
expect_counts "7 7 7 7"
grep -q '^1\. B \*$' "$save" || fail "declining lost the saved game"
play A
wait_for "Youssef, choose a hole"
grep -q '^1\. A \*$' "$save" || fail "the new game is not saved"

# A finished game leaves nothing to resume.
start 80 24 --names Amina,Youssef --position 1,5,1,5:1:8,8
wait_for "Resume it?"
keys n
play A C
wait_for "Game over"
[ ! -e "$save" ] || fail "a finished game is still saved"
