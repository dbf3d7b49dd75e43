# Tips are off unless asked for; then t shows what each move is worth, the
# values the solver gives (--solve), and marks the best hole.
. "$(dirname "$0")/lib.sh"

start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole"
keys t
wait_for "Tips are off. They can be turned on in the menu (m)."

# From the start of Tihbat both moves lose by 2 under best play.
"$TIHBAT" --solve | grep -q '"moves":\[{"move":"A","value":-2},{"move":"B","value":-2}\]' ||
    fail "the solver no longer says what this test expects"
start 80 24 --names Amina,Youssef --hints
wait_for "Amina, choose a hole"
keys t
wait_for "Tip, best first: A: lose by 2 seeds; B: lose by 2 seeds."
wait_for "─── tip ───"
