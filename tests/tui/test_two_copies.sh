# Two copies of the game on one state directory: the first holds the
# autosave; the second says another game is open, offers nothing to
# resume, never writes or removes the first one's saved game, and does not
# claim on quitting that its own game is kept; the first goes on saving.
# A copy that opens a review says so only once the review gives way to a
# game.
# Once the first has ended, even killed, the next copy has the autosave.
. "$(dirname "$0")/lib.sh"

save="$XDG_STATE_HOME/tihbat/current.tbg"
start_cmd 80 24 sh -c 'echo $$ > "$0"; exec "$1" --names Amina,Youssef' "$WORK/pid" "$TIHBAT"
wait_for "Amina, choose a hole: press A or B."
play A
wait_for "Youssef, choose a hole: press C or D."
grep -q '^1\. A \*$' "$save" || fail "the first copy did not save its move"
cp "$save" "$WORK/first.tbg"

# The second copy, in a second window of the same terminal server: the
# checks below look at the window selected.
tm new-window -d -n second -- env -u LC_ALL \
    sh -c '"$@"; echo "[exit $?]"; exec sleep 600' sh "$TIHBAT" --names Bob,Carla
tm select-window -t :second
wait_for "Another game is open"
shows "This game is not saved as it goes: press s to save it yourself."
lacks "Resume it?"
keys Enter
wait_for "Bob, choose a hole: press A or B."
play A
wait_for "Carla, choose a hole: press C or D."
cmp -s "$save" "$WORK/first.tbg" || fail "the second copy wrote the first one's save"
keys n
wait_for "Start a new game of Tihbat?"
keys y
wait_for "Bob, choose a hole: press A or B."
[ -f "$save" ] || fail "the second copy removed the first one's save"
play B
wait_for "Carla, choose a hole"
keys q
wait_for "Quit the game?"
lacks "The game is kept"
shows "The game is not kept for the next time: it is lost when you quit, unless you save it first."
keys y
wait_for "[exit 0]"
cmp -s "$save" "$WORK/first.tbg" || fail "the second copy changed the first one's save"

# A third copy reviews a record: the review keeps nothing, so nothing is
# said of the other game until the review gives way to a game.
tm new-window -d -n third -- env -u LC_ALL \
    sh -c '"$@"; echo "[exit $?]"; exec sleep 600' sh "$TIHBAT" --review "$WORK/first.tbg"
tm select-window -t :third
wait_for "Tihbat - review: move 1 of 1"
wait_for "Amina ahead" 30
lacks "Another game is open"
keys End
wait_for "review: the end, after 1 move"
keys Escape
wait_for "Another game is open"
shows "This game is not saved as it goes: press s to save it yourself."
keys Enter
wait_gone "Another game is open"
keys q
wait_for "Quit the game?"
keys y
wait_for "[exit 0]"
cmp -s "$save" "$WORK/first.tbg" || fail "the third copy changed the first one's save"

# The first copy still saves its game.
tm select-window -t :0
keys C-l
wait_for "Youssef, choose a hole: press C or D."
play C
wait_for "Amina, choose a hole"
grep -q '^1\. A 2\. C \*$' "$save" || fail "the first copy stopped saving: $(cat "$save")"

# Killed, the first copy lets go: the next copy offers its game back.
pid=$(cat "$WORK/pid")
kill -KILL "$pid"
tries=100
while kill -0 "$pid" 2>/dev/null && [ "$tries" -gt 0 ]; do sleep 0.05; tries=$((tries - 1)); done
start 80 24
wait_for "Resume it?"
keys y
wait_for "Welcome back: the game goes on, and Amina plays now."
