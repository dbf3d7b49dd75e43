# Tips are off unless asked for (the key bar offers t only then); then t
# names the best move in a child's words, from the values the solver
# gives (--solve): what the player can finish with, counting the seeds
# already captured; and the best holes are marked on the board.
. "$(dirname "$0")/lib.sh"

start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole"
lacks "t tip"
keys t
wait_for "Tips are off. They can be turned on in the menu (m)."

# From the start of Tihbat both moves lose by 2 under best play.
"$TIHBAT" --solve | grep -q '"moves":\[{"move":"A","value":-2},{"move":"B","value":-2}\]' ||
    fail "the solver no longer says what this test expects"
forget_saves
start 80 24 --names Amina,Youssef --hints
wait_for "Amina, choose a hole"
shows "t tip"
keys t
wait_for "Every move is as good as the others: you finish 2 seeds behind if the other side plays well."
wait_for "─── tip ───"
[ "$(screen | grep -o '─── tip ───' | wc -l)" -eq 2 ] || fail "not both holes are marked"

# One best move, ahead: B captures.
"$TIHBAT" --solve --position 3,4,2,6:1:0,0 | grep -q '{"move":"A","value":2},{"move":"B","value":4}' ||
    fail "the solver no longer says what this test expects of 3,4,2,6"
forget_saves
start 80 24 --names Amina,Youssef --hints --position 3,4,2,6:1:0,0
wait_for "Amina, choose a hole"
keys t
wait_for "B is the best move: you can finish 4 seeds ahead."
[ "$(screen | grep -o '─── tip ───' | wc -l)" -eq 1 ] || fail "one hole is not marked alone"

# Behind, once the stores count: 0 on the board, 3 to 4 in the stores.
forget_saves
start 80 24 --names Amina,Youssef --hints --position 9,4,2,6:1:3,4
wait_for "Amina, choose a hole"
keys t
wait_for "B is the best move: you finish 1 seed behind if the other side plays well."
# No tip on the computer's turn: the key bar does not offer it (one
# reading of the screen says both).  The turn lasts the computer's pause,
# which the slow speed makes 1.8 s: the program holds no state longer.
forget_saves
start 80 24 --names Amina,Robot --hints --computer 2
wait_for "You are Amina, A and B: press"
keys -
wait_for "Animation: slow."
play A
wait_for "Robot (computer) is thinking"
lacks "t tip"

# A move that would bring back an earlier position, and so end the game,
# is told before it is played: by the line above the keys, and the tips.
forget_saves
start 80 24 --names Amina,Youssef --hints --position 1,5,1,5:1:9,7
wait_for "Amina, choose a hole"
play A
wait_for "Youssef, choose a hole: press C or D. C brings back an earlier position: the game would end, Amina winning 15 to 13."
keys t
wait_for "is the best move"
[ "$(words | grep -o 'C brings back an earlier position: the game would end, Amina winning 15 to 13.' | wc -l)" = 2 ] ||
    fail "the tip does not tell what C would do"
