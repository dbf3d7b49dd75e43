# The lessons (--learn, and the menu): each rule on a staged position that
# the learner plays; a wrong move is taken back and explained against the
# lesson's position, in red, and the lesson starts again;
# the right one is explained and the next lesson begins.  This test goes
# through every lesson, and leaves the saved game alone (asked, the game
# played on after them does not replace it); the verdict's
# panel leaves the holes it speaks of in sight at 80x24; the lessons done
# are kept for the next start; the lessons screen (L, and the menu) lists
# them and begins any, and Esc goes back to where the learner was; PgUp,
# PgDn and Home go to the previous lesson, the next, this one again.
. "$(dirname "$0")/lib.sh"

mkdir -p "$XDG_STATE_HOME/tihbat"
printf '[Rules "tihbat"]\n\nA C\n' >"$XDG_STATE_HOME/tihbat/current.tbg"
saved=$(cat "$XDG_STATE_HOME/tihbat/current.tbg")
done_file="$XDG_STATE_HOME/tihbat/lessons"

# lesson N TITLE: the lesson's panel is up; a key closes it; its number
# and title stay in the title line.
lesson() {
    wait_for "Lesson $1 of 18: $2"
    keys Space
    wait_gone "Lesson $1 of 18: $2"
    shows "lesson $1 of 18: $2"
}
# in_sight LABEL...: each hole's box, its letter on its top side, is on
# the screen whole: its top, both sides of every line, and its bottom (the
# panel covers none of them).  The screen is read one character a column:
# box lines as ASCII, every other character as '*'.
in_sight() {
    for label in "$@"; do
        screen | LC_ALL=C.UTF-8 sed -e 's/[┌┏]/[/g' -e 's/[┐┓]/]/g' -e 's/[└┗]/L/g' -e 's/[─━]/-/g' \
            -e 's/[│┃]/|/g' -e 's/[^ -~]/*/g' |
            awk -v top="[- $label " '
                { line[NR] = $0 }
                END {
                    for (i = 1; i <= NR && !at; i++) if ((c = index(line[i], top)) > 0) at = i
                    if (!at) exit 1
                    w = index(substr(line[at], c + 1), "]")
                    for (j = at + 1; j <= NR; j++) {
                        left = substr(line[j], c, 1)
                        if (left == "L") exit 0
                        if (left != "|" || (w && substr(line[j], c + w, 1) != "|")) exit 2
                    }
                    exit 3
                }' || fail "the box of $label is not all in sight"
    done
}
# right MOVE...: the moves, then the verdict.
right() {
    play "$@"
    wait_for "Well done"
    keys Space
}

start 80 24 --learn
lesson 1 "Sowing"
expect_counts "7 7 7 7"
shows "PgDn next"
lacks "PgUp"
lacks "u undo"
right A

lesson 2 "The first seed goes back into its hole"
expect_counts "0 3 0 0"
right B
[ "$(cat "$done_file")" = "$(printf 'sowing\norigin')" ] ||
    fail "the lessons done are not kept: $(cat "$done_file")"

lesson 3 "Capturing on your own side"
expect_counts "3 4 2 6"
# The wrong move is told, and taken back: the hint ("from B, the first
# goes back into B, then C, D, and the last into A") is read against the
# lesson's position, every hole it names in sight, in a red panel with a
# large cross; then the lesson starts again.
play A
wait_for "Not quite"
shows "Player 1 sowed 3 seeds from A."
expect_counts "3 4 2 6"
in_sight A B C D
shows "✗ Not quite"
screen | grep -q "▜▙▟▛" || fail "no large cross"
cells | grep -q "reverse fg=160" || fail "the verdict's word is not in red"
keys Space
lesson 3 "Capturing on your own side"
expect_counts "3 4 2 6"
play B
wait_for "Well done"
shows "Your last seed made A hold 4, an even number on your own side: the 4 seeds are yours."
in_sight A
shows "✓ Well done"
cells | grep -q "reverse fg=28" || fail "the verdict's word is not in green"
screen | grep -q " ▜▙▟▛ " || fail "no large tick"
keys Space

lesson 4 "No capture on the other side"
play B
wait_for "Your last seed made C hold 2, but C is Player 2's hole"
in_sight C
keys Space
lesson 5 "More than eight is safe"
play B
wait_for "A holds 10 now, too many to capture."
in_sight A
keys Space
lesson 6 "The single-seed move"
play B
wait_for "nothing changed, but now it is Player 2's turn."
in_sight B
keys Space
lesson 7 "Passing"
play A
wait_for "Player 2 had no seed to sow and passed, so Player 1 plays again."
shows "Player 2 has no seed to sow and passes."
keys Space
lesson 8 "The end by repetition"
play A
wait_for "Player 2, choose a hole"
lacks "Well done"
right C
lesson 9 "The split"
play A C
wait_for "The 8 seeds left were shared, 4 each"
keys Space
lesson 10 "Bakuk: the forward chain"
shows "Bakuk"
play A
wait_for "Well done"
# The panel is beside C, D and E: its lines are short.
shows "C made 4 and was taken; the next"
in_sight C D E
keys Space
lesson 11 "Bakuk: no seed to sow"
# The wrong move: A captures too, but leaves Player 2 a seed.
play A
wait_for "Not quite"
keys Space
lesson 11 "Bakuk: no seed to sow"
play C
wait_for "Well done"
panel_shows "The 2 seeds left on your side count for no one."
in_sight D
keys Space
lesson 12 "Bakuk: the end by repetition"
# Four moves were played before: the story tells them.
shows "Player 2 sowed 1 seed from E."
play C F
wait_for "Well done"
panel_shows "The board is as it was 6 moves"
keys Space
lesson 13 "Bakuk for three"
right A C F
lesson 14 "Koumma: the first seed goes back"
shows "Koumma"
expect_counts "0 0 4 1 1 0"
right C
lesson 15 "Koumma: six is taken too"
play B
wait_for "Your last seed made C hold 6: in Koumma those 6" # the store stands beside the panel
in_sight C
keys Space
lesson 16 "Modiar: the chain goes backwards"
shows "Modiar"
play C
wait_for "A made 4 and was taken; the hole"
in_sight A E F
keys Space
lesson 17 "Modiar: feeding"
# A would leave Player 2 without a move: C is the one hole offered.
shows "Player 1, choose a hole: press C."
play C
wait_for "Your seeds went into C, D and E, and D holds 2"
keys Space
lesson 18 "Modiar: never the whole row"
lacks "PgDn"
play C
wait_for "Player 2 no seed: the move is played"
in_sight D
keys Space
wait_for "Every lesson is done"
keys Space
wait_gone "Every lesson is done"
[ "$(wc -l <"$done_file")" -eq 18 ] || fail "not every lesson is kept as done: $(cat "$done_file")"
# The game played on from here would replace the saved one: asked first.
wait_for "Save this game in its place?"
keys n
wait_gone "Save this game in its place?"
keys q y
wait_for "[exit 0]"
[ "$(cat "$XDG_STATE_HOME/tihbat/current.tbg")" = "$saved" ] ||
    fail "the lessons changed the saved game"

# The lessons screen, at the next start: every lesson done; Enter begins
# the one chosen; PgUp, PgDn and Home.
printf 'sowing\nsplit\n' >"$done_file"
start 80 24 --learn
wait_for "Lesson 2 of 18: The first seed goes back into its hole"
keys Space
keys L
wait_for "Lessons"
shows "✓ 1. Sowing"
shows "2. The first seed goes back into its hole (now)"
shows "✓ 9. The split"
lacks "✓ 2."
keys Down Down Enter
wait_for "Lesson 4 of 18: No capture on the other side"
keys Space
keys PPage
wait_for "Lesson 3 of 18: Capturing on your own side"
keys Space NPage
wait_for "Lesson 4 of 18"
keys Space NPage
wait_for "Lesson 5 of 18: More than eight is safe"
keys Space
play B
wait_for "Well done"
keys Space
wait_for "Lesson 6 of 18"
keys Space Home
wait_for "Lesson 6 of 18"
keys Space
# Esc goes back to the lesson, as it was.
keys L
# Eighteen lessons fill the screen at 80x24: the list scrolls to its last
# line, which leaves the lessons.
wait_for "18. Modiar: never the whole row"
keys Escape
wait_gone "18. Modiar: never the whole row"
shows "lesson 6 of 18: The single-seed move"
# The last line leaves the lessons for a game.
keys L End Enter
# The game would replace the one saved before the lessons: asked first.
wait_for "Save this game in its place?"
keys n
wait_for "Player 1, choose a hole: press A or B."
shows "A game of Tihbat"

# From the menu, over a game: Esc goes back to the game as it was.
forget_saves
start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole"
play A
wait_for "Youssef, choose a hole"
keys m
wait_for "Lessons: learn each rule by playing it"
keys Up Up Up Up Up Up Enter
wait_for "13. Bakuk for three"
# The list scrolls at 80x24 to its last line, which goes back.
keys End
wait_for "Back"
keys Escape
wait_gone "13. Bakuk for three"
keys Escape
wait_for "Youssef, choose a hole"
expect_counts "2 9 9 8"
keys m Up Up Up Up Up Up Enter
wait_for "13. Bakuk for three"
keys Enter
wait_for "Lesson 1 of 18: Sowing"
