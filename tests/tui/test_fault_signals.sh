# Fault: SIGTERM, SIGHUP and SIGINT at every kind of moment: a move half
# sown, the menu open, a file name half typed, the window too small, the
# quit question asked.  Each time the terminal is sane afterwards, and the
# autosave resumes the game as it was before or after the last move.
. "$(dirname "$0")/lib.sh"

# A shell runs the program, as a person would.
start_shell

# moment NAME [COMMAND]: plays A C, then B, and runs COMMAND, which leaves
# the program at the moment NAME; then each signal in turn.
moment() {
    for signal in TERM HUP INT; do
        forget_saves
        run_in_shell --names Amina,Youssef
        wait_for "Amina, choose a hole: press A or B."
        play A C
        wait_for "Youssef sowed 9 seeds from C."
        keys b Enter
        # Taken: a signal sent before would leave the keys to the shell.
        wait_for "from B"
        eval "${2:-}"
        case $signal in
        INT) keys C-c; status=130 ;;
        TERM) kill -TERM "$(cat "$WORK/pid")"; status=143 ;;
        HUP) kill -HUP "$(cat "$WORK/pid")"; status=129 ;;
        esac
        tm resize-window -x 80 -y 24
        ended "$status"
        sane "SIG$signal, $1"

        # The autosave holds A C, or A C B: nothing else, and whole.
        run_in_shell
        wait_for "Resume it?"
        keys y
        wait_for "Welcome back"
        case $(counts) in
        "4 11 3 10" | "6 3 6 13") ;;
        *) fail "SIG$signal, $1: the autosave resumed at $(counts)" ;;
        esac
        keys q y
        ended 0
    done
}

moment "a move half sown"
moment "the menu open" 'keys C-l m; wait_for Menu'
moment "a file name half typed" 'keys C-l s C-u /tmp/half; wait_for "Save the game record"'
moment "the window too small" 'keys C-l; tm resize-window -x 30 -y 10; wait_for "too small"'
moment "the quit question asked" 'keys C-l q; wait_for "Quit the game?"'

# The terminal itself goes away (a window closed, a connection dropped):
# the program ends within seconds, and the autosave resumes the game.
forget_saves
start_cmd 80 24 sh -c 'echo $$ > "$0/pid"; exec "$1" --names Amina,Youssef' "$WORK" "$TIHBAT"
wait_for "Amina, choose a hole: press A or B."
play A C
wait_for "Youssef sowed 9 seeds from C."
pid=$(cat "$WORK/pid")
tm kill-server
tries=100
while kill -0 "$pid" 2>/dev/null; do
    tries=$((tries - 1))
    if [ "$tries" -eq 0 ]; then
        kill -KILL "$pid"
        fail "the program still ran 5 seconds after its terminal closed"
    fi
    sleep 0.05
done
start 80 24
wait_for "Resume it?"
keys y
wait_for "Welcome back"
expect_counts "4 11 3 10"
