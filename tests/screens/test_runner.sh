# The script runner itself (build/tui-script): the program's clock moves
# by exactly what a script says and by nothing else; wait and until stop
# at once when nothing is due, and say so; a demonstration that never
# rests is an error of wait, not a hang; Ctrl-C and a hangup end the
# program as the terminal's signals do; each start is a program of its own; a script's
# mistake names its line, and the run fails.
. "$(dirname "$0")/lib.sh"

# script NAME: runs the script on standard input as $WORK/NAME, in the
# test's directory; its status in $status, what it said in $WORK/said.
script() {
    cat >"$WORK/$1"
    "$RUNNER" -C "$WORK" -o "$WORK" "$WORK/$1" >"$WORK/said" 2>&1
    status=$?
}
said() { grep -qF -- "$1" "$WORK/said" || fail "the runner did not say: $1 (it said: $(cat "$WORK/said"))"; }
# line N FILE: line N of the screen FILE.txt.
line() { sed -n "${1}p" "$WORK/$2.txt"; }

# The clock: the seeds are lifted for 350 ms, then fall one each 220 ms.
script clock.script <<'EOF'
start 80x24 --names Amina,Youssef
key a Enter
advance 349ms
screen lifted
advance 1ms
screen first
advance 219ms
screen still
advance 1ms
screen second
EOF
[ "$status" -eq 0 ] || fail "the clock's script failed: $(cat "$WORK/said")"
for at in "lifted 7" "first 6" "still 6" "second 5"; do
    line 23 "${at% *}" | grep -qF "Amina sows from A: ${at#* } seeds in hand." ||
        fail "${at% *}: $(line 23 "${at% *}")"
done

# Nothing due: until fails at once, without waiting.
script idle.script <<'EOF'
start 80x24 --names Amina,Youssef
wait
until 'Amina sows'
EOF
[ "$status" -eq 1 ] || fail "until on a screen that cannot change: status $status"
said "idle.script:3: the screen never showed: Amina sows"

# A demonstration that loops never rests: wait says so.
script demo.script <<'EOF'
remove state/tihbat
mkdir state/tihbat
start 80x24 --demo --loop --rules bakuk
wait
EOF
[ "$status" -eq 1 ] || fail "wait on a demonstration that loops: status $status: $(cat "$WORK/said")"
said "demo.script:4: the program is still busy after"

# Ctrl-C: the program ends as SIGINT ends it; keys after go nowhere.
script signal.script <<'EOF'
remove state/tihbat
mkdir state/tihbat
start 80x24 --names Amina,Youssef
key a Enter Escape C-c
key b Enter
screen ended
EOF
[ "$status" -eq 0 ] || fail "Ctrl-C's script failed: $(cat "$WORK/said")"
[ "$(cat "$WORK/ended.txt")" = "[exit 130]" ] || fail "after Ctrl-C: $(cat "$WORK/ended.txt")"
grep -q '^1\. A \*$' "$XDG_STATE_HOME/tihbat/current.tbg" || fail "the move before Ctrl-C is not saved"
# The terminal goes: as SIGHUP.
script hangup.script <<'EOF'
start 80x24 --names Amina,Youssef
hangup
screen ended
EOF
[ "$(cat "$WORK/ended.txt")" = "[exit 129]" ] || fail "after a hangup: $(cat "$WORK/ended.txt")"

# Each start a program of its own: the wins counted since the program
# started begin again.
script starts.script <<'EOF'
remove state/tihbat
mkdir state/tihbat
start 80x24 --names Amina,Youssef --position 1,5,1,5:1:9,7
key a Enter Escape c Enter Escape
wait
screen once
start 80x24 --names Amina,Youssef --position 1,5,1,5:1:9,7
key n
screen resumed
key y a Enter Escape c Enter Escape
wait
screen again
EOF
[ "$status" -eq 0 ] || fail "the starts' script failed: $(cat "$WORK/said")"
grep -qF "Wins so far: Amina 1, Youssef 0." "$WORK/once.txt" ||
    fail "the first game's tally: $(cat "$WORK/once.txt")"
grep -qF "Wins so far: Amina 1, Youssef 0." "$WORK/again.txt" ||
    fail "the second start counted the first's win: $(cat "$WORK/again.txt")"

# Mistakes of the script: named with their line, and the run fails.
script wrong.script <<'EOF'
# a comment, and a blank line

start 80x24
frobnicate
EOF
[ "$status" -eq 1 ] || fail "an unknown command: status $status"
said "wrong.script:4: frobnicate: no such command"
script quote.script <<'EOF'
start 80x24
key 'a
EOF
[ "$status" -eq 1 ] || fail "a quote not closed: status $status"
said "quote.script:2: a quote is not closed"
script outside.script <<'EOF'
file ../away <<END
END
EOF
[ "$status" -eq 1 ] || fail "a file outside the runner's directory: status $status"
said "outside.script:1: ../away: not a path inside the runner's directory"
[ ! -e "$WORK/../away" ] || fail "a file was written outside the runner's directory"
