# The real program's start in a real terminal, a smoke test of each mode:
# its screen is the golden one the screen tests compare the runner's with
# (tests/screens/test_screens.sh), the text and the look of every cell as
# tmux shows them, so that the runner and a real terminal are seen to
# agree.  And what the program refuses before it takes the terminal.
. "$(dirname "$0")/lib.sh"

dir=$(cd "$(dirname "$0")" && pwd)
cells() { tm capture-pane -p -e | LC_ALL=C awk -f "$dir/cells.awk"; }

# golden NAME: the screen becomes NAME's (text, then cells) within a few
# seconds, or the test fails with the difference.
golden() {
    file="$dir/screens/$1-${width}x$height"
    [ -f "$file.txt" ] && [ -f "$file.cells" ] || fail "no golden screen $file (make update-screens)"
    tries=100
    until [ "$(screen)" = "$(cat "$file.txt")" ] && [ "$(cells)" = "$(cat "$file.cells")" ]; do
        tries=$((tries - 1))
        if [ "$tries" -eq 0 ]; then
            screen | diff -u "$file.txt" - >&2
            cells | diff -u "$file.cells" - >&2
            fail "the screen is not $1 at ${width}x$height, as the screen tests see it"
        fi
        sleep 0.05
    done
}

printf '[Rules "tihbat"]\n[Player1 "Amina"]\n[Player2 "Youssef"]\n\n1. A C 2. B *\n' \
    >"$WORK/record.tbg"

# A game, at the smallest size and at a projector's.
for size in "80 24" "200 60"; do
    forget_saves
    start $size --names Amina,Robot --computer 2
    wait_for "You are Amina, A and B: press"
    golden play
done

# A move in projector mode, a lesson, a replay, a review, the puzzles, the
# saved game offered back, and Bakuk for three without colour.
forget_saves
start 80 24 --projector --names Amina,Youssef
wait_for "Amina, choose a hole"
play A
wait_for "Youssef, choose a hole"
golden projector
start 80 24 --learn
wait_for "Lesson 1 of 18: Sowing"
golden notice
start 80 24 --replay "$WORK/record.tbg"
wait_for "replay: move 0 of 3"
keys Right Escape
wait_for "replay: move 1 of 3"
golden replay
start 80 24 --review "$WORK/record.tbg"
wait_for "Amina ahead" 30
keys Right Escape
wait_for "Youssef played C here"
golden review
forget_saves
start 80 24 --puzzles --names Amina,Youssef
wait_for "puzzle 1 of 30, easy" 30
golden puzzles
forget_saves
printf '[Rules "tihbat"]\n[Player1 "Amina"]\n\n1. A *\n' >"$XDG_STATE_HOME/tihbat/current.tbg"
start 80 24
wait_for "Resume it?"
golden resume
forget_saves
start 80 24 --rules bakuk3 --no-color --names Amina,Youssef,Zahra
wait_for "Amina, choose a hole"
golden bakuk3

# Puzzles come from the solution: not for three players.
start 80 24 --puzzles --rules bakuk3
wait_for "only the two-player games have one"
wait_for "[exit 2]"
