# A panel over the board (the saved game offered back, the menu, a
# question, the help, a notice, a prompt, the end of a game) replaces the
# game's prompt and key bar with its own: the line above the keys is the
# panel's, and the key bar is never blank.
. "$(dirname "$0")/lib.sh"

# keys_line: the last line; bar_shows TEXT: it holds TEXT (by the shell
# alone, as a wait asks it often).
keys_line() { last_line && printf '%s\n' "$last_line_now"; }
bar_shows() {
    last_line || return 1
    case $last_line_now in *"$1"*) return 0 ;; esac
    return 1
}
# panel TEXT KEY: the panel's own key bar shows KEY, and the game's prompt
# is gone.
panel() {
    wait_for "$1"
    within 5 bar_shows "$2" || fail "the key bar of \"$1\" lacks $2: $(keys_line)"
    lacks "choose a hole"
    last_line
    spaceless "$last_line_now"
    [ -n "$spaceless_now" ] || fail "a blank key bar under \"$1\""
}

mkdir -p "$XDG_STATE_HOME/tihbat"
printf '[Rules "tihbat"]\n\n1. A *\n' >"$XDG_STATE_HOME/tihbat/current.tbg"
start 80 24 --names Amina,Youssef
panel "Resume it?" "resume it"
shows "Resume the saved game? Press y or n."
keys x
wait_for "Press y or n."
keys n
wait_for "Amina, choose a hole"
keys m
panel "Back to the game" "back to the game"
keys Escape
wait_for "Amina, choose a hole"
keys q
panel "Quit the game?" "any other key"
keys x
wait_for "Amina, choose a hole"
keys n
panel "Start a new game of Tihbat?" "any other key"
keys x
wait_for "Amina, choose a hole"
keys '?'
panel "Keys and rules" "scroll"
keys x
wait_for "Amina, choose a hole"
keys s
panel "Save the game record" "do not save"
keys Escape
wait_for "Nothing was saved."

# A notice: the first lesson's task.
start 80 24 --learn
panel "Lesson 1 of 18: Sowing" "go on"
keys Space
wait_for "Player 1, choose a hole"

# The end of a game.
forget_saves
start 80 24 --names Amina,Youssef --position 1,5,1,5:1:9,7
wait_for "Amina, choose a hole"
play A C
panel "Game over" "another game"
# The panel leaves the final board in sight: at 80x24 it stands over
# the line above the keys, and the bar says what n does.
shows "n another game"
