# Saves are regular files.  A FIFO where the autosave should be, or given
# to --load, and a device given to --load never leave the game waiting on
# a blank screen (tests/tui/test_save_files.sh: a pipe to --load, an
# autosave that cannot be read).
. "$(dirname "$0")/lib.sh"

save="$XDG_STATE_HOME/tihbat/current.tbg"
mkdir -p "$XDG_STATE_HOME/tihbat"

# ---- A FIFO as the autosave ----
mkfifo "$save"
start 80 24 --names Amina,Youssef
wait_for "The saved game could not be read"
shows "The file $save cannot be read (not a regular file). It is left as it is, and this game is not saved as it goes."
keys Enter
wait_for "Amina, choose a hole"
play A
wait_for "Youssef, choose a hole"
[ -p "$save" ] || fail "the FIFO was replaced"
keys q
wait_for "Quit the game?"
lacks "The game is kept"
keys y
wait_for "[exit 0]"
rm -f "$save"

# ---- A FIFO and a device given to --load ----
mkfifo "$WORK/fifo.tbg"
start 200 24 --load "$WORK/fifo.tbg"
wait_for "[exit 2]"
shows "$WORK/fifo.tbg:1: not a game record that can be played: not a Tihbat game record: no [Rules] tag"

start 200 24 --load /dev/zero
wait_for "[exit 1]"
shows "tihbat: /dev/zero: not a regular file"
