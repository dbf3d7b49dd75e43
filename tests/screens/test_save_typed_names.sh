# Saving the record to a name typed at s: through a symbolic link to the
# file it leads to (the link stays a link), an existing file's permissions
# kept, a FIFO or a device refused and left as it is, a name of 250 bytes
# saved (tests/tui/test_save_killed.sh: the program killed in the middle
# of a save).
. "$(dirname "$0")/lib.sh"

# save_as NAME: types NAME at the save prompt, and Enter.
save_as() {
    keys s
    wait_for "Save the game record"
    keys C-u
    type_text "$1"
    keys Enter
}

# In $WORK, the runner's directory, where a name typed alone is saved.
start 200 30 --names Amina,Youssef
wait_for "Amina, choose a hole"
play A
wait_for "Youssef, choose a hole"

# A symbolic link: the file it leads to is written.
echo old >"$WORK/target.tbg"
ln -s target.tbg "$WORK/link.tbg"
save_as "$WORK/link.tbg"
wait_for "The game record is saved in $WORK/link.tbg."
[ -L "$WORK/link.tbg" ] || fail "the link was replaced by a file"
grep -q '^1\. A \*$' "$WORK/target.tbg" || fail "the link's target was not written"
ln -s nowhere/none.tbg "$WORK/dangling.tbg"
save_as "$WORK/dangling.tbg"
wait_for "Could not save the game record in $WORK/dangling.tbg: a symbolic link to a file that does not exist."
[ -L "$WORK/dangling.tbg" ] || fail "the dangling link was replaced"

# Permissions stay.
echo old >"$WORK/shared.tbg"
chmod 640 "$WORK/shared.tbg"
save_as "$WORK/shared.tbg"
wait_for "The game record is saved in $WORK/shared.tbg."
[ "$(stat -c %a "$WORK/shared.tbg")" = 640 ] || fail "mode $(stat -c %a "$WORK/shared.tbg"), not 640"

# Not regular files: refused, and left as they are.
mkfifo "$WORK/fifo.tbg"
save_as "$WORK/fifo.tbg"
wait_for "Could not save the game record in $WORK/fifo.tbg: not a regular file."
[ -p "$WORK/fifo.tbg" ] || fail "the FIFO was replaced"
if mknod "$WORK/null" c 1 3 2>/dev/null; then # as root: a device of our own
    save_as "$WORK/null"
    wait_for "Could not save the game record in $WORK/null: not a regular file."
    [ -c "$WORK/null" ] || fail "the device was replaced"
fi

# A long name (255 bytes is the most a directory takes): the temporary
# file's name must not be longer.
long=$(printf '%0246d' 0).tbg
save_as "$long"
wait_for "The game record is saved in 0000"
[ -f "$WORK/$long" ] || fail "no file of 250 bytes' name"
ls -A "$WORK" | grep -q tmp && fail "a temporary file was left: $(ls -A "$WORK")"
keys q y
wait_for "[exit 0]"
