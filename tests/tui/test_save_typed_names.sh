# Saving the record to a name typed at s: through a symbolic link to the
# file it leads to (the link stays a link), an existing file's permissions
# kept, a FIFO or a device refused and left as it is, a name of 250 bytes
# saved; and when the program is killed in the middle of a save, its
# temporary file goes at the next start.
. "$(dirname "$0")/lib.sh"

# save_as NAME: types NAME at the save prompt, and Enter.
save_as() {
    keys s
    wait_for "Save the game record"
    keys C-u
    type_text "$1"
    keys Enter
}

# In $WORK, where a name typed alone is saved.
start_cmd 200 30 sh -c 'cd "$0" && exec "$1" --names Amina,Youssef' "$WORK" "$TIHBAT"
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

# Killed in the middle of a save: its flush to disk takes 60 s (strace
# delays it), the program is killed meanwhile, and the next start removes
# what it left.
mkdir "$WORK/away"
forget_saves
start_cmd 200 30 sh -c 'echo $$ > "$0"; exec strace -f -o /dev/null -e trace=fsync \
    -e inject=fsync:delay_enter=60000000 "$1" --names Amina,Youssef' "$WORK/strace" "$TIHBAT"
wait_for "Amina, choose a hole"
save_as "$WORK/away/game.tbg"
tries=200
while ! ls -A "$WORK/away" | grep -q . && [ "$tries" -gt 0 ]; do sleep 0.05; tries=$((tries - 1)); done
left=$(ls -A "$WORK/away")
[ -n "$left" ] || fail "the save never began"
# The journal names the copy that is saving: saving-PID-N.
journal=$(ls "$XDG_STATE_HOME/tihbat" | grep '^saving-')
[ -n "$journal" ] || fail "no journal of the save: $(ls -A "$XDG_STATE_HOME/tihbat")"
pid=${journal#saving-}
kill -KILL "${pid%%-*}"
kill -KILL "$(cat "$WORK/strace")" # which would wait for it for ever
wait_for "[exit"
[ -n "$(ls -A "$WORK/away")" ] || fail "the killed save left nothing to clean"
start 200 30
wait_for "Player 1, choose a hole"
[ -z "$(ls -A "$WORK/away")" ] || fail "left by the killed save: $(ls -A "$WORK/away")"
ls "$XDG_STATE_HOME/tihbat" | grep -q '^saving-' && fail "the journal was left"
true
