# Taking back moves from the end of a game: once the last move is taken
# back, nothing on the screen says any more that the game is over or who
# won; the story tells the game as it stands.
. "$(dirname "$0")/lib.sh"

# The same position comes back after A and C: the game ends by repetition,
# the 12 seeds left are shared, and South wins 15 to 13.
start 80 24 --names Amina,Youssef --position 1,5,1,5:1:9,7
wait_for "Amina, choose a hole"
play A C
wait_for "Game over"
shows "Amina wins, 15 to 13!"
keys u
wait_for "Took back Youssef's move from C."
lacks "wins"
lacks "game is over"
lacks "Game over"
lacks "another game"
shows "Amina lifted the single seed of A"
# Played again, the end is told again; taken back from the board as well.
play C
wait_for "Game over"
keys Escape
wait_gone "Game over"
shows "Amina wins, 15 to 13!"
keys u
wait_for "Took back Youssef's move from C."
lacks "wins"
lacks "game is over"
