# Golden screens: each mode at 80x24 and at 200x60, the whole screen's
# text and the look of every cell, compared with the files in
# tests/tui/screens/ (the format tmux's capture gives through
# tests/tui/cells.awk: tests/tui/test_start.sh checks the real program's
# first screens in tmux against the same files).  `make update-screens`
# writes them anew; the diff is then reviewed like code, so that a change
# of layout shows in review.
. "$(dirname "$0")/lib.sh"

screens=$(cd "$(dirname "$0")/../tui/screens" && pwd)

# golden NAME: once nothing more is due, the screen is NAME's (text and
# cells), or the test fails with the difference.  With UPDATE_SCREENS set,
# it is written as NAME's.
golden() {
    name=$1-${width}x$height
    run wait
    run screen "$name"
    if [ -n "${UPDATE_SCREENS:-}" ]; then
        cp "$WORK/$name.txt" "$WORK/$name.cells" "$screens/"
        return
    fi
    [ -f "$screens/$name.txt" ] && [ -f "$screens/$name.cells" ] ||
        fail "no golden screen $name (make update-screens)"
    if ! cmp -s "$screens/$name.txt" "$WORK/$name.txt" ||
        ! cmp -s "$screens/$name.cells" "$WORK/$name.cells"; then
        diff -u "$screens/$name.txt" "$WORK/$name.txt" >&2
        diff -u "$screens/$name.cells" "$WORK/$name.cells" >&2
        fail "the screen is not $1 at ${width}x$height (make update-screens, then review)"
    fi
}

printf '[Rules "tihbat"]\n[Player1 "Amina"]\n[Player2 "Youssef"]\n\n1. A C 2. B *\n' \
    >"$WORK/record.tbg"
printf '[Rules "bakuk3"]\n[Player1 "Amina"]\n[Player2 "Badr"]\n[Player3 "Chama"]\n\n1. B C F 2. A C E 3. B C E\n' \
    >"$WORK/three.tbg"

for size in "80 24" "200 60"; do
    # The game: its start, a hole chosen, a move played.
    forget_saves
    start $size --names Amina,Robot --computer 2
    wait_for "You are Amina, A and B: press"
    golden play
    keys a
    wait_for "Enter: sow"
    golden play-chosen
    forget_saves
    start $size --names Amina,Youssef
    wait_for "Amina, choose a hole"
    play A
    wait_for "Youssef, choose a hole"
    golden play-moved

    # Over the game: the menu, the help, a question, a prompt, the editor.
    keys m
    wait_for "Back to the game"
    golden menu
    keys Escape '?'
    wait_for "KEYS"
    golden help
    keys x q
    wait_for "Quit the game?"
    golden confirm
    keys x s C-u
    type_text "game.tbg"
    wait_for "game.tbg_"
    golden prompt
    keys Escape p c
    wait_for "hole C holds 9"
    golden editor

    # The end of a game.
    forget_saves
    start $size --names Amina,Youssef --position 1,5,1,5:1:9,7
    wait_for "Amina, choose a hole"
    play A C
    wait_for "Game over"
    golden end

    # A replay, a review, puzzles, a lesson and its notice, the saved game
    # offered back.
    start $size --replay "$WORK/record.tbg"
    wait_for "replay: move 0 of 3"
    keys Right Escape
    wait_for "replay: move 1 of 3"
    golden replay
    start $size --review "$WORK/record.tbg"
    wait_for "review: move 1 of 3"
    wait_for "Amina ahead" 30
    keys Right Escape
    wait_for "Youssef played C here"
    golden review
    forget_saves
    start $size --puzzles --names Amina,Youssef
    wait_for "puzzle 1 of 30, easy" 30
    golden puzzles
    start $size --learn
    wait_for "Lesson 1 of 18: Sowing"
    golden notice
    keys Space
    wait_gone "Lesson 1 of 18: Sowing"
    golden lesson
    # A verdict: a wrong move taken back, its explanation in red beside
    # the holes it names, with its cross.
    keys PgDn Space PgDn
    wait_for "Lesson 3 of 18"
    keys Space
    play A
    wait_for "Not quite"
    golden verdict
    forget_saves
    mkdir -p "$XDG_STATE_HOME/tihbat"
    printf '[Rules "tihbat"]\n[Player1 "Amina"]\n\n1. A *\n' >"$XDG_STATE_HOME/tihbat/current.tbg"
    start $size
    wait_for "Resume it?"
    golden resume

    # Projector mode, and Bakuk for three without colour, and its review.
    forget_saves
    start $size --projector --names Amina,Youssef
    wait_for "Amina, choose a hole"
    play A
    wait_for "Youssef, choose a hole"
    golden projector
    forget_saves
    start $size --rules bakuk3 --no-color --names Amina,Youssef,Zahra
    wait_for "Amina, choose a hole"
    golden bakuk3
    # Its review: what each is sure of, stacked.
    start $size --review "$WORK/three.tbg"
    wait_for "the seeds each is sure of" 30
    keys Right Escape
    wait_for "Badr played C here: a mistake"
    golden review3
done

# A big screen without a projector: the board scaled (block letters,
# counts and seeds), the stores' piles, the prompt under the words; and a
# projector's block letters at 120x40 (issue 22, points 11 to 13).
forget_saves
start 160 48 --names Amina,Youssef --position 1,5,1,5:1:9,7
wait_for "Amina, choose a hole"
golden big
forget_saves
start 120 40 --projector --names Amina,Youssef
wait_for "Amina, choose a hole"
play A
wait_for "Youssef, choose a hole"
golden projector
