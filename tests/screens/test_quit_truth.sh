# The quit question never claims a game is kept when it is not: after the
# autosave failed (here a file stands where the state directory should
# be; test_fault_save_dir.sh fills the disk and makes it read-only), it
# says the game would be lost, and s saves the record first, the question
# asked again once it is saved.  The same in a window too small for the
# board, where q no longer quits at once.
. "$(dirname "$0")/lib.sh"

first_start
echo "not a directory" >"$XDG_STATE_HOME/tihbat"
lost="The game could not be kept for the next time (Not a directory): it is lost when you quit, unless you save it first."

start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole: press A or B."
play A
wait_for "Not a directory. The game goes on."
keys q
wait_for "Quit the game?"
shows "$lost"
lacks "The game is kept"
shows "s save it first"
keys x
wait_gone "Quit the game?"
play C
wait_for "Amina, choose a hole"
keys q
wait_for "Quit the game?"
keys s
wait_for "Save the game record"
# A name that cannot be saved to is said, and left to mend.
keys C-u
type_text "$WORK/no/such/kept.tbg"
keys Enter
wait_for "Could not save the game record in $WORK/no/such/kept.tbg: No such file or directory."
shows "Save the game record"
keys C-u
type_text "$WORK/kept.tbg"
keys Enter
wait_for "The game is not kept for the next time, but its record is saved in $WORK/kept.tbg."
grep -q '^1\. A 2\. C \*$' "$WORK/kept.tbg" || fail "the record saved on the way out lost moves"
keys y
wait_for "[exit 0]"
[ "$(cat "$XDG_STATE_HOME/tihbat")" = "not a directory" ] || fail "the file in the way was changed"

# Too small for the board: q asks, in the room there is.
start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole: press A or B."
play A
wait_for "Not a directory. The game goes on."
resize 40 12
wait_for "This window is too small for the board."
keys q
wait_for "Quit the game?"
shows "it is lost when you quit"
lacks "[exit"
# Any other key goes back; the board's keys still do nothing.
keys x
wait_for "This window is too small for the board."
keys c Enter q
wait_for "Quit the game?"
keys s
wait_for "Save the game record"
keys C-u
type_text "$WORK/small.tbg"
keys Enter
wait_for "its record is saved in"
keys y
wait_for "[exit 0]"
grep -q '^1\. A \*$' "$WORK/small.tbg" || fail "the record saved in a small window lost moves"

# Nothing lost: q still quits at once in a small window.
forget_saves # the file in the way goes; the state directory is there
start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole: press A or B."
play A
wait_for "Youssef, choose a hole"
resize 40 12
wait_for "This window is too small for the board."
keys q
wait_for "[exit 0]"
