# Every way out restores the terminal: Ctrl-C, SIGTERM, SIGHUP and q; Ctrl-Z
# suspends, and fg brings the board back whole.
. "$(dirname "$0")/lib.sh"

# A shell runs the program, as a person would.
start_shell
run_game() {
    run_in_shell --names Amina,Youssef
    wait_for "Amina, choose a hole: press A or B."
}

run_game
keys C-c
ended 130
sane "Ctrl-C"

run_game
kill -TERM "$(cat "$WORK/pid")"
ended 143
sane "SIGTERM"

run_game
kill -HUP "$(cat "$WORK/pid")"
ended 129
sane "SIGHUP"

run_game
keys C-z
wait_for "Stopped"
type_text "fg"
keys Enter
wait_gone "Stopped"
wait_for "Amina, choose a hole: press A or B."
shows "Tihbat"
expect_counts "7 7 7 7"
play A
wait_for "Amina sowed 7 seeds from A."
keys q y
ended 0
sane "q"
