# When the program is killed in the middle of a save to a name typed at s,
# its temporary file goes at the next start.
. "$(dirname "$0")/lib.sh"

# save_as NAME: types NAME at the save prompt, and Enter.
save_as() {
    keys s
    wait_for "Save the game record"
    keys C-u
    type_text "$1"
    keys Enter
}

# Killed in the middle of a save: its flush to disk takes 60 s (strace
# delays it), the program is killed meanwhile, and the next start removes
# what it left.
mkdir "$WORK/away"
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
