# Saves are regular files.  A FIFO where the autosave should be, or given
# to --load, never leaves the game waiting on a blank screen; --load reads
# a pipe to its end (--load <(cat game.tbg)); an autosave that cannot be
# read for its permissions is said to be so, and left as it is, never
# moved aside as broken nor written over.
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

# ---- A FIFO and a pipe given to --load ----
printf '[Rules "tihbat"]\n[Player1 "Amina"]\n[Player2 "Youssef"]\n\n1. A C *\n' >"$WORK/game.tbg"
mkfifo "$WORK/fifo.tbg"
start 200 24 --load "$WORK/fifo.tbg"
wait_for "[exit 2]"
shows "$WORK/fifo.tbg:1: not a game record that can be played: not a Tihbat game record: no [Rules] tag"

start_cmd 80 24 bash -c 'exec "$0" --load <(cat "$1")' "$TIHBAT" "$WORK/game.tbg"
wait_for "Amina, choose a hole"
expect_counts "4 11 3 10"
keys q y
wait_for "[exit"

start 200 24 --load /dev/zero
wait_for "[exit 1]"
shows "tihbat: /dev/zero: not a regular file"

# ---- An autosave that cannot be read ----
cp "$WORK/game.tbg" "$save"
chmod 0 "$save"
if [ "$(id -u)" -eq 0 ]; then
    # root reads anything: the game runs as nobody, in a home of its own.
    chmod 755 "$WORK" "$XDG_STATE_HOME"
    chown 65534:65534 "$XDG_STATE_HOME/tihbat" "$save"
    start_cmd 80 24 setpriv --reuid=65534 --regid=65534 --clear-groups "$TIHBAT"
else
    start 80 24
fi
wait_for "The saved game could not be read"
shows "The file $save cannot be read (Permission denied). It is left as it is"
keys Enter
wait_for "Player 1, choose a hole"
play B
wait_for "Player 2, choose a hole"
keys q y
wait_for "[exit 0]"
[ -f "$save" ] || fail "the autosave was moved"
chmod 600 "$save"
cmp -s "$save" "$WORK/game.tbg" || fail "the autosave was written over"
ls "$XDG_STATE_HOME/tihbat" | grep -q broken && fail "the autosave was set aside as broken"

# ---- An autosave of another user's: the program's own files are its user's ----
if [ "$(id -u)" -eq 0 ]; then
    chown 0:0 "$save"
    chmod 644 "$save"
    start_cmd 80 24 setpriv --reuid=65534 --regid=65534 --clear-groups "$TIHBAT"
    wait_for "The saved game could not be read"
    shows "cannot be read (a file of another user, where the program keeps a file of its own)"
    keys Enter
    wait_for "Player 1, choose a hole"
    play B
    wait_for "Player 2, choose a hole"
    keys q y
    wait_for "[exit 0]"
    cmp -s "$save" "$WORK/game.tbg" || fail "another user's autosave was written over"
fi
true
