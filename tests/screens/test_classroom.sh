# What a class and children meet first: the very first start's panel
# (play now, learn, against the computer; q asks to quit, as everywhere),
# which any other key puts away and which never comes back unless the
# menu asks for it; names typed in the menu; the moves so far (H),
# scrolled; the questions' words: "Quit the game?" without a goodbye, a
# new game's question offering s only when there is a game to lose; the
# too-small screen names q.
. "$(dirname "$0")/lib.sh"

# The first start: the panel; any key but 1, 2, 3 plays now.
first_start
start 80 24
wait_for "Welcome to Tihbat"
shows "1 Play now: two players at this keyboard"
shows "3 Play against the computer"
keys x
wait_gone "Welcome to Tihbat"
shows "Player 1, choose a hole: press A or B."
keys q y
wait_for "[exit 0]"
# Never again by itself: the state directory is there now.
start 80 24
wait_for "Player 1, choose a hole"
lacks "Welcome to Tihbat"
# The menu brings it back; 3: the computer plays North, gently.
keys m End Up Up Up Up Enter
wait_for "Welcome to Tihbat"
keys 3
wait_for "The computer plays Player 2, at level beginner."
shows "the computer plays at level beginner"
keys q y
wait_for "[exit 0]"
# q asks to quit, as everywhere (it never plays now); another key goes
# back to the panel, and y quits.
first_start
start 80 24
wait_for "Welcome to Tihbat"
shows "q quit"
keys q
wait_for "Quit the game?"
keys x
wait_gone "Quit the game?"
shows "Welcome to Tihbat"
keys q
wait_for "Quit the game?"
keys y
wait_for "[exit 0]"
# The panel names the game chosen and how many play it; a hole's letter
# puts it away and chooses that hole, as on the board: a child's first
# move key is never lost.
first_start
start 80 24 --rules bakuk
wait_for "Welcome to Bakuk"
shows "A Moroccan game of seeds for two."
lacks "Welcome to Tihbat"
keys b
wait_gone "Welcome to Bakuk"
wait_for "Player 1: press Enter or Space to sow B"
keys Enter
wait_for "Player 1 sowed 6 seeds from B."
first_start
start 80 24 --rules bakuk3
wait_for "Welcome to Bakuk for three"
shows "A Moroccan game of seeds for three."
shows "1 Play now: three players at this keyboard"
keys 3
wait_gone "Welcome to Bakuk for three"
wait_for "The computer plays Player 2 and Player 3, at level beginner."
# Never over what was asked for by name: a record, a replay, its review,
# a position, the puzzles.
printf '[Rules "tihbat"]\n\n1. A C *\n' >"$WORK/game.tbg"
for asked in "--load $WORK/game.tbg" "--replay $WORK/game.tbg" "--review $WORK/game.tbg" \
    "--position 3,4,2,6:1:0,0" --puzzles; do
    first_start
    # shellcheck disable=SC2086 # the options
    start 80 24 $asked
    wait_for "Player 1" 30
    run wait
    lacks "Welcome to"
    lacks "How would you like to begin?"
done
# 2 begins the lessons.
first_start
start 80 24
wait_for "Welcome to Tihbat"
keys 2
wait_for "Lesson 1 of 18: Sowing"

# A name typed in the menu: shown, and kept in the saved record.
forget_saves
start 80 24
wait_for "Player 1, choose a hole"
keys m Down Down Down Down
wait_for "Name of player 1: Player 1 (Enter to type it)"
keys Enter
wait_for "Type the name, then press Enter."
type_text "Amina"
keys Enter
wait_for "Player 1 is Amina now."
wait_for "Name of player 1: Amina"
keys Escape
wait_for "Amina, choose a hole: press A or B."

# The moves so far: none yet, then every ply with its sentence.
keys H
wait_for "The moves so far"
shows "No move has been played yet."
keys Escape
wait_gone "The moves so far"
play A C
wait_for "Player 2 sowed 9 seeds from C."
keys H
wait_for "The moves so far"
shows "1. Amina sowed 7 seeds from A."
shows "2. Player 2 sowed 9 seeds from C."
keys Escape
wait_gone "The moves so far"
grep -q '^\[Player1 "Amina"\]' "$XDG_STATE_HOME/tihbat/current.tbg" ||
    fail "the typed name is not in the saved record: $(grep '^\[Player' "$XDG_STATE_HOME/tihbat/current.tbg")"

# A new game's question offers saving (s) only with a game to lose.
keys n
wait_for "Start a new game of Tihbat?"
shows "This game will be lost. Press s to save it first."
shows "s save first"
keys s
wait_for "Save the game record"
keys Escape
wait_gone "Save the game record"
# Quitting asks before it says anything else.
keys q
wait_for "Quit the game?"
lacks "Goodbye"
keys Escape
keys q y
wait_for "[exit 0]"
forget_saves
start 80 24
wait_for "Player 1, choose a hole"
keys n
wait_for "Start a new game of Tihbat?"
lacks "Press s to save"
lacks "save first"
keys Escape

# Too small: the screen says that q quits, and q does.
resize 40 12
wait_for "Press q to quit."
keys q
wait_for "[exit 0]"

# A long game's moves scroll: the panel opens at the newest, Home goes
# to the first, End back to the newest.
forget_saves
printf '[Rules "tihbat"]\n\n1. A C 2. B D 3. A C 4. B D 5. A C 6. B D 7. A C *\n' >"$WORK/long.tbg"
start 80 24 --load "$WORK/long.tbg"
wait_for "choose a hole"
keys H
wait_for "The moves so far"
shows "14. Player 2 sowed"
lacks "1. Player 1 sowed 7 seeds from A."
keys Home
wait_for "1. Player 1 sowed 7 seeds from A."
lacks "14. Player 2 sowed"
keys End
wait_for "14. Player 2 sowed"
keys Up
wait_gone "14. Player 2 sowed"
