# Every way out restores the terminal: Ctrl-C, SIGTERM, SIGHUP and q; Ctrl-Z
# suspends, and fg brings the board back whole.
. "$(dirname "$0")/lib.sh"

# A shell runs the program, as a person would; the program writes its pid
# first (sh execs it), and the shell says how it ended.
start_cmd 80 24 env PS1='$ ' bash --norc --noprofile -i
wait_for '$'
run_game() {
    keys C-l
    type_text "sh -c 'echo \$\$ > $WORK/pid; exec \"\$0\" --names Amina,Youssef' $TIHBAT"
    keys Enter
    wait_for "Amina, choose a hole: press A or B."
}
# ended STATUS: the program's exit status, as the shell saw it.
ended() {
    wait_for '$'
    type_text 'echo "[status $?]"'
    keys Enter
    wait_for "[status $1]"
}
# The terminal is sane: stty shows canonical input, echo, signals and the
# line ends on (5 of 5).  The echo is split so that the typed line does
# not show what its output will.
sane() {
    keys C-l
    type_text "stty -a | tr ' ;' '\n\n' | grep -c -x -e icanon -e echo -e isig -e icrnl -e opost; echo '[che''cked]'"
    keys Enter
    wait_for "[checked]"
    screen | grep -qx '5' || fail "the terminal is not sane after $1"
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
