# --load reads a pipe to its end (--load <(cat game.tbg)); an autosave
# that cannot be read for its permissions is said to be so, and left as it
# is, never moved aside as broken nor written over, whoever runs the
# program (tests/screens/test_save_not_regular.sh: FIFOs and devices).
. "$(dirname "$0")/lib.sh"

save="$XDG_STATE_HOME/tihbat/current.tbg"
mkdir -p "$XDG_STATE_HOME/tihbat"

printf '[Rules "tihbat"]\n[Player1 "Amina"]\n[Player2 "Youssef"]\n\n1. A C *\n' >"$WORK/game.tbg"
start_cmd 80 24 bash -c 'exec "$0" --load <(cat "$1")' "$TIHBAT" "$WORK/game.tbg"
wait_for "Amina, choose a hole"
expect_counts "4 11 3 10"
keys q y
wait_for "[exit"

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
