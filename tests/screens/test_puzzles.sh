# --puzzles on the screen: the set --puzzles --json makes of the same seed,
# easiest first; a move that is not the answer is said to lose what the
# JSON says, the solver's line after it is played on the board and told,
# then taken back, and why, in a red panel, against the puzzle's position; r tries again, the answer is praised and kept in
# the state directory, and the next run begins at the first puzzle not
# solved (tests/tui/test_start.sh: three players are refused).
. "$(dirname "$0")/lib.sh"

# The hard puzzles of the set the screen makes unless told (seed 2026):
# the first one's wrong move has a line of several plies.
"$TIHBAT" --puzzles --json --level hard --count 3 --seed 2026 >"$WORK/set.json" ||
    fail "--puzzles --json failed"
first=$(sed -n 1p "$WORK/set.json")
second=$(sed -n 2p "$WORK/set.json")
answer=$(json_field answer "$first")
[ "$answer" = A ] && wrong=B || wrong=A
wrong_value=$(printf '%s\n' "$first" | grep -o "{\"move\":\"$wrong\",\"value\":[-0-9]*" | sed 's/.*://')
loss=$(($(json_field value "$first") - wrong_value))
# What the mover finishes with after each: the final margin, in words.
[ "$(json_field to_move "$first")" = 1 ] && me=Amina other=Youssef || me=Youssef other=Amina
wrong_finish=$(printf '%s\n' "$first" | grep -o "{\"move\":\"$wrong\",\"value\":[-0-9]*,\"finish\":[-0-9]*" | sed 's/.*://')
wrong_told=$(finish_words "$wrong_finish" "$me" "$other")
answer_told=$(finish_words "$(json_field finish "$first")" "$me" "$other")

start 80 24 --puzzles --level hard --count 3 --names Amina,Youssef
wait_for "Tihbat - puzzle 1 of 3, hard" 30
wait_for "Find the best move for Amina"
shows "0 of 3 puzzles solved."
# The board is the puzzle's position.
expect_counts "$(json_field position "$first" | cut -d: -f1 | tr ',' ' ')"
# No tips: finding the move is the puzzle.
keys t
wait_for "No tips in a puzzle"

# The wrong move: said at once, then its line on the board, then why.
keys 0 # no animation: the line's plies follow each other at once
play "$wrong"
wait_for "Not the best move" 20
shows "$wrong loses $loss seeds. $wrong_told"
shows "$answer is the best move. $answer_told"
lacks "The best move: $answer is the best move"
shows "Press r to try again."
# The line was played, then taken back: both lines are told from the
# puzzle's position, which the board shows again, the holes they start
# from in sight (the panel is above them).
[ "$(screen | grep -n 'Not the best move' | cut -d: -f1)" -lt "$(screen | grep -n '─ A ─' | cut -d: -f1)" ] ||
    fail "the panel is not above A and B"
keys x
wait_gone "Not the best move"
expect_counts "$(json_field position "$first" | cut -d: -f1 | tr ',' ' ')"
wait_for "n: the next puzzle. r: this one again. p: the previous one."
keys "$(echo "$wrong" | tr 'AB' 'ab')"
wait_for "The move is made: r tries this puzzle again, n goes to the next."

# Again, and the answer.
keys r
wait_for "Find the best move for Amina"
expect_counts "$(json_field position "$first" | cut -d: -f1 | tr ',' ' ')"
play "$answer"
wait_for "Right!" 20
shows "$answer is the best move. $answer_told"
keys x
wait_for "1 of 3 puzzles solved."
grep -qx "tihbat $(json_field position "$first")" "$XDG_STATE_HOME/tihbat/puzzles.txt" ||
    fail "the puzzle solved is not kept: $(cat "$XDG_STATE_HOME/tihbat/puzzles.txt")"

# n and p go through the set, each end said.
keys p
wait_for "This is the first puzzle."
keys n
wait_for "Tihbat - puzzle 2 of 3, hard"
expect_counts "$(json_field position "$second" | cut -d: -f1 | tr ',' ' ')"

# The next run begins at the first puzzle not solved.
start 80 24 --puzzles --level hard --count 3
wait_for "Tihbat - puzzle 2 of 3, hard" 30
shows "1 of 3 puzzles solved."
# A progress file that cannot be read (here a directory) is left alone,
# and the player told.
progress=$XDG_STATE_HOME/tihbat/puzzles.txt
rm -f "$progress"
mkdir "$progress"
start 80 24 --puzzles --level hard --count 3
wait_for "Tihbat - puzzle 1 of 3, hard" 30
play "$answer"
wait_for "Your progress could not be kept"
[ -d "$progress" ] || fail "the progress file was written over"
