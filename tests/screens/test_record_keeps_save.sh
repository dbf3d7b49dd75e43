# --replay and --load leave the autosaved game alone: a replay never
# writes it, and a record opened, or played on from, while an unfinished
# game is saved asks before that game is replaced.
. "$(dirname "$0")/lib.sh"

save="$XDG_STATE_HOME/tihbat/current.tbg"
printf '[Rules "tihbat"]\n[Player1 "Bob"]\n[Player2 "Carla"]\n\n1. B C 2. A *\n' \
    >"$WORK/game.tbg"
# saved_game: an unfinished game of Amina and Youssef is saved.
saved_game() {
    mkdir -p "$XDG_STATE_HOME/tihbat"
    printf '[Rules "tihbat"]\n[Player1 "Amina"]\n[Player2 "Youssef"]\n\n1. A *\n' >"$save"
    cp "$save" "$WORK/saved.tbg"
}
# untouched WHY: the saved game is as it was.
untouched() {
    cmp -s "$save" "$WORK/saved.tbg" || fail "$1: $(cat "$save" 2>&1)"
}
asked() {
    wait_for "A game of Tihbat between Amina and Youssef was not finished: 1 move was played."
    shows "Save this game in its place?"
}

# A replay goes through the record, to its end and back, and writes nothing.
saved_game
start 80 24 --replay "$WORK/game.tbg"
wait_for "Replay: 0 of 3 moves played."
lacks "A saved game"
keys Right Escape
wait_for "Replay: 1 of 3 moves played."
keys End
wait_for "Replay: 3 of 3 moves played."
keys Right
wait_for "This is the end of the record."
keys Home
wait_for "Replay: 0 of 3 moves played."
untouched "the replay wrote the saved game"
keys q
wait_for "Quit the game?"
lacks "The game is kept"
keys y
wait_for "[exit 0]"
untouched "the replay's end removed the saved game"

# replay_to_the_end_and_play_on: the record's replay, stepped to its end,
# then left to play on from there: the question comes.
replay_to_the_end_and_play_on() {
    start 80 24 --replay "$WORK/game.tbg"
    wait_for "Replay: 0 of 3 moves played."
    keys End
    wait_for "Replay: 3 of 3 moves played."
    keys Escape
    asked
}

# Played on from, it asks first: n keeps the saved game, and this one is
# not kept.
replay_to_the_end_and_play_on
keys x
wait_for "Press y or n."
keys n
wait_for "Carla, choose a hole: press C or D."
play C
wait_for "Bob, choose a hole"
untouched "playing on from a replay wrote over the saved game"
keys q
wait_for "The game is not kept for the next time: it is lost when you quit, unless you save it first."
keys y
wait_for "[exit 0]"
untouched "playing on from a replay changed the saved game"

# y: the game played on takes its place at once.
replay_to_the_end_and_play_on
keys y
wait_for "Carla, choose a hole: press C or D."
grep -q '^1\. B 2\. C 3\. A \*$' "$save" || fail "the game played on was not saved in its place"
play C
wait_for "Bob, choose a hole"
grep -q '^1\. B 2\. C 3\. A 4\. C \*$' "$save" || fail "the game played on is not saved as it goes"
keys q
wait_for "The game is kept: it will be offered the next time."
keys y
wait_for "[exit 0]"

# --load asks at once.  n: the saved game stays, through moves and a new
# game.
saved_game
start 80 24 --load "$WORK/game.tbg"
asked
keys n
wait_for "Carla, choose a hole: press C or D."
play C
wait_for "Bob, choose a hole"
untouched "a move after --load wrote over the saved game"
keys n
wait_for "Start a new game of Tihbat?"
keys y
wait_for "Bob, choose a hole: press A or B."
play A
wait_for "Carla, choose a hole"
untouched "a new game after --load replaced the saved game"
keys q y
wait_for "[exit 0]"

# y: the record's game takes its place.
start 80 24 --load "$WORK/game.tbg"
asked
keys y
wait_for "Carla, choose a hole: press C or D."
play C
wait_for "Bob, choose a hole"
grep -q '^1\. B 2\. C 3\. A 4\. C \*$' "$save" || fail "the opened game is not saved as it goes"
keys q y
wait_for "[exit 0]"

# Nothing unfinished saved: nothing to ask.
forget_saves
start 80 24 --load "$WORK/game.tbg"
wait_for "Carla, choose a hole: press C or D."
lacks "A saved game"
play C
wait_for "Bob, choose a hole"
grep -q '^1\. B 2\. C 3\. A 4\. C \*$' "$save" || fail "the opened game is not saved as it goes"
