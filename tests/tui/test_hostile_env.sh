# The environment is input too.  TIHBAT_LARGE_LOG (the tests' record of
# large print) pointed at a FIFO no one reads, or at a terminal, never
# holds the game: its first screen comes, and it plays.  TERM's bytes
# reach standard error escaped, as every other byte from outside does.
. "$(dirname "$0")/lib.sh"

mkfifo "$WORK/fifo"
for log in "$WORK/fifo" /dev/tty; do
    forget_saves
    start_cmd 160 50 env TIHBAT_LARGE_LOG="$log" "$TIHBAT" --projector --names Amina,Youssef
    wait_for "Amina, choose a hole: press A or B."
    play A
    wait_for "Youssef, choose a hole"
    keys q
    wait_for "Quit the game?"
    keys y
    wait_for "[exit 0]"
    [ -p "$WORK/fifo" ] || fail "$log: the FIFO was replaced"
done

esc=$(printf '\033') bel=$(printf '\007')
start_cmd 200 24 sh -c 'echo before; TERM="$1" "$2" 2>&1' sh "x${esc}]2;TITLED${bel}${esc}[2J" "$TIHBAT"
wait_for "[exit 1]"
shows "cannot use the terminal type 'x\\x1b]2;TITLED\\x07\\x1b[2J'"
shows "before" # the screen was not cleared
[ "$(tm display-message -p '#{pane_title}')" != TITLED ] || fail "TERM set the window's title"
true
