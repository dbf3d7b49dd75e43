# Projector mode (--projector, and P): the boxes take all the width, the
# counts stand in block digits as big as the boxes allow, and the sentence
# of the moment stands in large print (letters drawn in quadrant blocks):
# the account of the last move, or while a move is stepped through, the
# seed in hand.  Where large print does not fit, or cannot be drawn, the
# sentence is in plain print.
. "$(dirname "$0")/lib.sh"

# block_lines: the lines of the screen with a run of 6 block cells, a
# digit's stroke across (three font cells, each two wide).
block_lines() { screen | grep -c '██████'; }
# large: the lines of the screen in large print, which only the letters
# have: quadrants that the block digits and the board never use.
large() { screen | grep -F -e ▘ -e ▝ -e ▖ -e ▗ -e ▚ -e ▞ -e ▙ -e ▛ -e ▜ -e ▟; }
large_lines() { large | wc -l; }

start 160 50 --projector --names Amina,Youssef
wait_for "Amina, choose a hole: press A or B."
expect_counts "7 7 7 7"
# A 7 is a bar on top and a stem: only the bar has a run of blocks.
sevens=$(block_lines)
[ "$sevens" -ge 2 ] || fail "no big digits: $sevens lines of blocks"
board_aligned
# Before the first move, the last sentence of the log is in large print.
[ "$(large_lines)" -ge 4 ] || fail "no large print at the start"
lacks "Amina plays now."
play A
wait_counts "2 9 9 8"
[ "$(block_lines)" -gt "$sevens" ] || fail "the digits did not follow the counts"
board_aligned
# The whole account fits in large print: three lines of letters, and not
# in plain print as well.
[ "$(large_lines)" -ge 10 ] || fail "the account is not in large print: $(large_lines) lines"
lacks "Amina sowed 7 seeds from A."
account=$(large)

keys P
wait_for "Projector mode is off."
[ "$(block_lines)" -eq 0 ] || fail "big digits without projector mode"
[ "$(large_lines)" -eq 0 ] || fail "large print without projector mode"
shows "Amina sowed 7 seeds from A. The last one fell in C, on Youssef's side: no capture there."
keys P
wait_for "Projector mode: large print, high contrast."
[ "$(large)" = "$account" ] || fail "the account came back otherwise in large print"

# Step mode: each key drops a seed, and the sentence about it is in large
# print, each different, with nothing said twice on the line below.
keys .
wait_for "Step mode: each key drops the next seed"
keys c Enter
wait_for "any key the next seed"
before=$(large)
[ "$(large_lines)" -ge 4 ] || fail "the stepped move is not in large print"
lacks "Youssef lifts the 9 seeds of C."
keys Space
changed() { [ "$(large)" != "$before" ]; }
within 2 changed
[ "$(large)" != "$before" ] || fail "the next seed did not change the large print"
[ "$(large)" != "$account" ] || fail "the stepped seed shows the last account"
lacks "The first seed goes back into C"
keys Escape
wait_counts "4 11 3 10"
keys .

# Bengali: its letters need more room, but at a projector's 200x60 the
# whole account is in large print too (narrower letters, if they must
# be), and not in plain print as well.
forget_saves
start 200 60 --lang bn --projector --names Amina,Youssef
seeds_word=''
wait_for "Amina, একটি গর্ত বেছে নাও"
play A
wait_counts "2 9 9 8"
wait_large "Amina A থেকে 7টি গুটি বপন করল। শেষটি C-তে পড়ল"
[ "$(large_lines)" -ge 8 ] || fail "the Bengali account is not in large print"
lacks "Amina A থেকে 7টি গুটি বপন করল।"
seeds_word=' seeds?'

# On a small screen the account does not fit in large print: plain print.
forget_saves
start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole"
keys P
wait_for "Projector mode: large print, high contrast."
board_aligned
play A
wait_counts "2 9 9 8"
[ "$(large_lines)" -eq 0 ] || fail "large print where it does not fit"
shows "Amina sowed 7 seeds from A."

# A terminal without Unicode has no blocks to draw letters with.
forget_saves
start 160 50 --projector --ascii --names Amina,Youssef
wait_for "Amina, choose a hole"
play A
wait_for "Amina sowed 7 seeds from A."
keys P P
wait_for "Projector mode: big digits, high contrast."

# A machine without fonts: projector mode says so, and the story stays in
# plain print.
forget_saves
printf '%s\n' '<?xml version="1.0"?>' '<fontconfig></fontconfig>' >"$WORK/fonts.conf"
start_cmd 160 50 env FONTCONFIG_FILE="$WORK/fonts.conf" "$TIHBAT" --names Amina,Youssef
wait_for "Amina, choose a hole"
keys P
wait_for "Projector mode: big digits, high contrast. No font for large print was found."
play A
wait_for "Amina sowed 7 seeds from A."
[ "$(large_lines)" -eq 0 ] || fail "large print without fonts"

# A lesson at a projector's 200x60: what it asks is in large print (not
# "Player 1 plays now."), headed by its title, with no panel laid over it,
# from the lesson's opening to the move; then the verdict, its mark and
# word in large print in its colour, and its explanation, never an old
# sentence.
forget_saves
start 200 60 --projector --learn
wait_large "Lesson 1 of 18: Sowing Lift all the seeds of one of your holes"
lacks "Lesson 1 of 18: Sowing"
keys Space
heading_gone() { ! large_showing "Lesson 1 of 18"; }
within 5 heading_gone || fail "the lesson's title stayed in large print"
wait_large "Lift all the seeds of one of your holes"
[ "$(large_words)" = "$(large_words | grep -v 'plays now')" ] || fail "an old sentence in large print"
play A
wait_large "✔ Well done"
wait_large "The first seed went back into its own hole"
lacks "Well done"
cells | grep -q "fg=28" || fail "the verdict is not in its green"

# At a projector's 200x60 the players' lines are in large print too: the
# turn mark, the name, the seeds captured; the mark goes with the turn.
forget_saves
start 200 60 --projector --names Amina,Youssef
wait_for "Amina, choose a hole"
[ "$(large_player 1)" = "> Amina; captured 0" ] || fail "South's line: $(large_player 1)"
[ "$(large_player 2)" = "Youssef; captured 0" ] || fail "North's line: $(large_player 2)"
play A
wait_for "Youssef, choose a hole"
[ "$(large_player 2)" = "> Youssef; captured 0" ] || fail "North's line: $(large_player 2)"

# band: the most empty lines between the board (its bottom player's line,
# under the last box) and the words under it.
band() {
    screen | awk '/└|┘|┗|┛/ { bottom = NR } { line[NR] = $0 }
        END { n = 0; for (i = bottom + 2; i <= NR && line[i] ~ /^ *$/; i++) n++; print n }'
}
# From 120x40 up, every move's account is in large print, right under
# the board.
for size in "120 40" "160 50" "200 60"; do
    forget_saves
    start $size --projector --names Amina,Youssef
    wait_for "Amina, choose a hole"
    for move in A C B D; do
        play $move
        wait_large "seeds from $move."
        [ "$(band)" -le 3 ] || fail "$size: $(band) empty lines between the board and the words"
    done
done

# The preview's sentence, the editor's staging line and the winner are in
# large print too.
forget_saves
start 200 60 --projector --names Amina,Youssef --position 1,5,1,5:1:9,7
wait_for "Amina, choose a hole"
keys v a
wait_large "Preview: the single seed of A"
keys Escape v p
wait_large "Staging"
keys Escape
wait_gone "the position editor"
play A C
wait_for "Game over"
wait_large "Amina wins, 15 to 13!"

# The puzzles at a projector (issue 22): the question, the verdict (its
# mark and word in its colour) and the explanation in large print, and no
# panel laid over it.
forget_saves
start 200 60 --projector --puzzles --names Amina,Youssef
wait_large "Find the best move for Amina." 30
"$TIHBAT" --puzzles --json --count 1 --seed 2026 >"$WORK/puzzle.json" || fail "--puzzles --json failed"
[ "$(json_field answer "$(cat "$WORK/puzzle.json")")" = A ] && wrong=B || wrong=A
keys 0
play "$wrong"
wait_large "✘ Not the best move" 20
wait_large "is the best move."
lacks "Not the best move"
cells | grep -q "fg=160" || fail "the wrong move's verdict is not in red"
keys x r
wait_large "Find the best move for Amina."

# The review at a projector: the verdict, and the best line (t), in large
# print, with no panel over it.
printf '[Rules "tihbat"]\n[Player1 "Amina"]\n[Player2 "Youssef"]\n\n1. A C 2. B *\n' \
    >"$WORK/record.tbg"
start 200 60 --projector --review "$WORK/record.tbg"
wait_large "Amina played A here" 30
keys t
wait_large "The best line from move 1"
lacks "The best line from move 1"
