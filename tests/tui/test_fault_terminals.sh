# Fault: terminals that are not what the program hopes for.  A terminal
# type without colours, a 20x6 window with every key pressed at it, and
# standard input or output that is not a terminal at all.
. "$(dirname "$0")/lib.sh"

esc=$(printf '\033')
# How many colour settings the screen has (SGR 30-38, 40-48, 90-107).
colours() {
    tm capture-pane -p -e | grep -oE "$esc\[[0-9;]*m" | tr -d "$esc[m" | tr ';' '\n' |
        grep -cxE '3[0-8]|4[0-8]|9[0-7]|10[0-7]'
}

# Terminal types that have no colours: the game is whole, in attributes.
for term in vt100 xterm-mono; do
    forget_saves
    start_cmd 80 24 env TERM="$term" "$TIHBAT" --names Amina,Youssef
    wait_for "Amina, choose a hole: press A or B."
    [ "$(colours)" -eq 0 ] || fail "colour codes on a $term"
    shows "▶ Amina A B to move"
    play A
    wait_for "Amina sowed 7 seeds from A."
    expect_counts "2 9 9 8"
done

# 20x6: a message that fits, whatever keys come; the board whole after.
forget_saves
start 20 6 --names Amina,Youssef
wait_for "too small"
for key in a b c d e f Enter Space Left Right Up Down Tab BSpace u r t ? m Escape \
    Escape n x 1 2 F1 Home End PPage NPage IC DC; do
    keys "$key"
done
tm resize-window -x 80 -y 24
wait_for "to move"
lacks "too small"
seeds=0
for count in $(counts); do
    seeds=$((seeds + count))
done
[ "$seeds" -le 28 ] && [ "$(counts | wc -w)" -eq 4 ] || fail "the board after 20x6 shows: $(counts)"

# Standard input or output not a terminal: a message on the terminal that
# is there, exit status 1, and nothing written anywhere else.
# not_a_terminal LINE: LINE, a shell command with $T for the program.
not_a_terminal() {
    start_cmd 80 24 env T="$TIHBAT" sh -c "$1"
    wait_for "[exit 1]"
    shows "tihbat: the game needs a terminal; to play from a script, use --batch"
}
not_a_terminal 'echo a | "$T"'
not_a_terminal '"$T" <&-'
not_a_terminal '"$T" </etc/passwd'
not_a_terminal "\"\$T\" >'$WORK/out'"
[ ! -s "$WORK/out" ] || fail "the game wrote to a file that is not a terminal"
