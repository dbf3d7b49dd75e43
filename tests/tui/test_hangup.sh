# When its terminal goes away (the window closed, tmux killed), the
# program ends at once, in any state: waiting for a key, sowing, in a
# panel.  It never stays behind, spinning.
. "$(dirname "$0")/lib.sh"

# gone PID: the process has ended (or is a zombie waiting for its parent).
gone() {
    tries=60
    while [ "$tries" -gt 0 ]; do
        state=$(awk '{ print $3 }' "/proc/$1/stat" 2>/dev/null) || return 0
        [ "$state" = Z ] && return 0
        sleep 0.05
        tries=$((tries - 1))
    done
    kill -KILL "$1" 2>/dev/null
    fail "the program stayed behind its closed terminal (state $state)"
}

# hang_up SHOWN [KEYS...]: starts a game, types KEYS, and once the screen
# shows SHOWN (the program has taken them), closes the terminal.
hang_up() {
    shown=$1
    shift
    forget_saves # a move of the last one would be offered back
    # shellcheck disable=SC2016 # the inner shell expands it
    start_cmd 80 24 sh -c 'echo $$ > "$0"; exec "$1" --names Amina,Youssef' "$WORK/pid" "$TIHBAT"
    wait_for "Amina, choose a hole"
    [ $# -eq 0 ] || keys "$@"
    wait_for "$shown"
    pid=$(cat "$WORK/pid")
    tm kill-server
    gone "$pid"
}

hang_up "Amina, choose a hole"
# Sowing: step mode holds the move half sown.
hang_up "any key the next seed" . a Enter
hang_up "Esc back to the game" m
hang_up "Quit the game?" q
hang_up "Save the game record" s
