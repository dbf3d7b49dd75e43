# A relative HOME or XDG_STATE_HOME is no home (the XDG rule): the game
# goes on unsaved, and nothing is written where the program happened to be
# started.
. "$(dirname "$0")/lib.sh"

mkdir -p "$WORK/here"
start_cmd 80 24 env -u XDG_STATE_HOME HOME=home sh -c 'cd "$0" && exec "$1"' "$WORK/here" "$TIHBAT"
wait_for "Player 1, choose a hole"
play A
wait_for "Player 2, choose a hole"
keys q
wait_for "Quit the game?"
lacks "The game is kept"
keys y
wait_for "[exit 0]"
[ -z "$(ls -A "$WORK/here")" ] || fail "written where it was started: $(find "$WORK/here")"

# HOME's state directory is there: no welcome of a first start.
mkdir -p "$HOME/.local/state/tihbat"
start_cmd 80 24 env XDG_STATE_HOME=state sh -c 'cd "$0" && exec "$1"' "$WORK/here" "$TIHBAT"
wait_for "Player 1, choose a hole"
play A
wait_for "Player 2, choose a hole"
keys q y
wait_for "[exit 0]"
[ -z "$(ls -A "$WORK/here")" ] || fail "written where it was started: $(find "$WORK/here")"
[ -f "$HOME/.local/state/tihbat/current.tbg" ] || fail "HOME was not used when XDG_STATE_HOME is relative"
