# The real program under valgrind, played from the keyboard: moves, undo,
# redo, a tip, the menu, the help, a resize, a saved record, the computer,
# and quitting.  No memory error, no definite leak.
. "$(dirname "$0")/lib.sh"

command -v valgrind >/dev/null || fail "valgrind is needed"
log="$WORK/valgrind.log"
start_cmd 80 24 valgrind -q --vgdb=no --log-file="$log" --error-exitcode=99 --leak-check=full \
    --errors-for-leak-kinds=definite "$TIHBAT" --names Amina,Youssef --hints
wait_for "Amina, choose a hole: press A or B." 60
play A C
wait_for "Amina, choose a hole" 30
keys u
wait_for "Took back Youssef's move from C." 30
keys r Escape
wait_for "Amina, choose a hole" 30
keys t
wait_for "Every move is as good as the others: you finish 2 seeds behind" 60
keys C-l m
wait_for "Menu" 30
keys Escape ?
wait_for "KEYS" 30
keys Escape
tm resize-window -x 100 -y 30
tm resize-window -x 80 -y 24
keys s
wait_for "Save the game record" 30
keys C-u
type_text "$WORK/game.tbg"
keys Enter
wait_for "The game record is saved" 30
play B
keys q y
wait_for "[exit" 60
shows "[exit 0]"
[ ! -s "$log" ] || fail "valgrind: $(cat "$log")"
