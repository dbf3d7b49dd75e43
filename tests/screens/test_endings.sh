# A player without seeds passes, announced; Bakuk ends when the player to
# move has no seed, and the end screen says so and why.
. "$(dirname "$0")/lib.sh"

# South has no seed: the pass is played for them and told.
start 80 24 --names Amina,Youssef --position 0,0,3,3:1:11,11
wait_for "Amina has no seed to sow and passes."
wait_for "Youssef, choose a hole: press C or D."
play D
wait_for "Youssef sowed 3 seeds from D. The last one fell in B, on Amina's side: no capture there."
expect_counts "1 1 3 1"
keys u
wait_for "Took back Youssef's move from D."
expect_counts "0 0 3 3"
# The forced pass can be taken back too, and is played again.
keys u
wait_for "Took back Amina's pass."
wait_for "▶ Youssef C D to move"

forget_saves
start 80 24 --rules bakuk --names Amina,Youssef --position 1,0,0,0,0,0:1:17,18
wait_for "Amina, choose a hole"
play A
wait_for "Game over"
panel_shows "Youssef has no seed to sow, so the game is over. The 1 seed left on the board counts for no one."
shows "Youssef wins, 18 to 17!"
# Escape puts the panel away to look at the board, and brings it back.
keys Escape
wait_gone "Game over"
expect_counts "0 1 0 0 0 0"
keys Escape
wait_for "Game over"
keys u
wait_for "Took back Amina's move from A."
lacks "Game over"
expect_counts "1 0 0 0 0 0"

# The end leaves the final board in sight, even at 80x24, and says how
# the seeds left were shared; one Enter (or Space, or y) never throws the
# result away: only n starts another game.
for size in "80 24" "200 60"; do
    forget_saves
    start $size --names Amina,Youssef --position 1,5,1,5:1:9,7
    wait_for "Amina, choose a hole"
    play A C
    wait_for "Game over"
    expect_counts "1 5 1 5"
    shows "Amina: 9 captured + 6 shared = 15 seeds"
    shows "Youssef: 7 captured + 6 shared = 13 seeds"
    shows "Amina wins, 15 to 13!"
    keys Enter Space y
    run wait
    shows "Game over"
    keys n
    wait_gone "Game over"
    wait_for "Amina, choose a hole"
    lacks "Youssef lifted"
done

# Under a projector the winner is in large print and the panel, in brief,
# under it; the large counts are the final scores, the shares included.
forget_saves
start 200 60 --projector --names Amina,Youssef --position 1,5,1,5:1:9,7
wait_for "Amina, choose a hole"
play A C
wait_for "Game over"
wait_large "Amina wins, 15 to 13!"
shows "Amina: 9 captured + 6 shared = 15 seeds"
lacks "r: go through the game"
[ "$(large_player 1)" = "Amina; score 15" ] || fail "Amina's large count is $(large_player 1)"
[ "$(large_player 2)" = "Youssef; score 13" ] || fail "Youssef's large count is $(large_player 2)"
