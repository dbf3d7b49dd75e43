#!/bin/sh
# test_rules_file.sh - rule sets as files (docs/rules.md): every built-in
# game printed in the rules format and played again from its file; a
# variant "like" a game, solved, played in a batch, drawn, turned into
# puzzles and a worksheet, and its record, which carries the rule set,
# read back; each kind of bad file refused with one line and status 2; a
# game too large for this machine said so before anything is solved.
. "$(dirname "$0")/lib.sh"

for name in tihbat bakuk bakuk3 koumma modiar; do
    run "$name --print-rules" --rules "$name" --print-rules
    [ "$status" -eq 0 ] || fail "exit status $status: $(cat "$tmp/err")"
    grep -q "^name: $name\$" "$tmp/out" || fail "no name line: $(cat "$tmp/out")"
    [ "$(grep -c '^[a-z_]*: ' "$tmp/out")" -eq 17 ] || fail "not 17 fields: $(cat "$tmp/out")"
    cp "$tmp/out" "$tmp/$name.rules"
    run "$name from its file" --rules "$tmp/$name.rules" --print-rules
    cmp -s "$tmp/out" "$tmp/$name.rules" || fail "read back, it prints otherwise: $(cat "$tmp/out")"
done
grep -q '^whole_row: forbidden$' "$tmp/modiar.rules" || fail "Modiar's whole row: $(cat "$tmp/modiar.rules")"

cat >"$tmp/t5.rules" <<'RULES'
# Tihbat with five seeds a hole
like: tihbat
name: tihbat5
title: Tihbat with 5 seeds
seeds_per_hole: 5
RULES
run "a variant solved" --rules "$tmp/t5.rules" --solve
[ "$status" -eq 0 ] || fail "exit status $status: $(cat "$tmp/err")"
[ "$(cat "$tmp/out")" = '{"rules":"tihbat5","position":"5,5,5,5:1:0,0","value":-6,"moves":[{"move":"A","value":-6},{"move":"B","value":-6}],"positions":2400}' ] ||
    fail "printed $(cat "$tmp/out")"

case="a variant in a batch"
printf 'A\n' | "$program" --rules "$tmp/t5.rules" --batch >"$tmp/out" 2>"$tmp/err"
grep -q '"board":\[5,5,5,5\]' "$tmp/out" || fail "no start: $(cat "$tmp/out") $(cat "$tmp/err")"
grep -q '"move":"A"' "$tmp/out" || fail "A not played: $(cat "$tmp/out")"

run "a variant drawn" --rules "$tmp/t5.rules" --diagram 5,5,5,5:1:0,0 --move A
[ "$status" -eq 0 ] && grep -q '<svg' "$tmp/out" || fail "exit status $status: $(cat "$tmp/err")"

run "a variant's puzzles" --rules "$tmp/t5.rules" --puzzles --json --count 3 --seed 1
[ "$status" -eq 0 ] || fail "exit status $status: $(cat "$tmp/err")"
[ "$(wc -l <"$tmp/out")" -ge 1 ] || fail "no puzzle"
mkdir -p "$tmp/sheet"
run "a variant's worksheet" --rules "$tmp/t5.rules" --worksheet --count 2 --seed 1 -o "$tmp/sheet"
[ "$status" -eq 0 ] || fail "exit status $status: $(cat "$tmp/err")"
grep -rq 'Tihbat with 5 seeds' "$tmp/sheet" || fail "the worksheet does not name the game"

# A record of the variant carries it: it opens without the file.
cat >"$tmp/t5.tbg" <<'RECORD'
[Rules "tihbat5"]
[Rule "like: tihbat"]
[Rule "name: tihbat5"]
[Rule "title: Tihbat with 5 seeds"]
[Rule "seeds_per_hole: 5"]

1. A C *
RECORD
run "its record, solved" --solve --load "$tmp/t5.tbg"
[ "$status" -eq 0 ] || fail "exit status $status: $(cat "$tmp/err")"
grep -q '"rules":"tihbat5"' "$tmp/out" || fail "printed $(cat "$tmp/out")"
run "its record, reviewed" --review "$tmp/t5.tbg" --json
[ "$status" -eq 0 ] || fail "exit status $status: $(cat "$tmp/err")"
json_lines "$tmp/out"

# Refused, each with one line naming the file, the line and the field.
bad() {
    case=$1
    printf "$2" >"$tmp/bad.rules"
    "$program" --rules "$tmp/bad.rules" >"$tmp/out" 2>"$tmp/err"
    status=$?
    [ "$status" -eq 2 ] || fail "exit status $status, expected 2"
    [ ! -s "$tmp/out" ] || fail "printed $(cat "$tmp/out")"
    [ "$(wc -l <"$tmp/err")" -eq 1 ] || fail "not one line: $(cat "$tmp/err")"
    grep -qF "tihbat: --rules: $tmp/bad.rules$3" "$tmp/err" || fail "stderr: $(cat "$tmp/err")
    expected: tihbat: --rules: $tmp/bad.rules$3"
}
bad "too many seeds" 'like: tihbat\nname: x\nseeds_per_hole: 16\n' \
    ':3: seeds_per_hole is 16: 4 holes would hold more than 63 seeds'
bad "holes that do not share out" 'like: bakuk\nname: x\nholes_per_player: 2\n' \
    ':3: holes_per_player is 2: 2 players cannot own 6 holes, as many each'
bad "a word that is no value" 'like: modiar\nname: x\nchain: sideways\n' \
    ":3: chain takes none, forward or backward, not 'sideways'"
bad "a field twice" 'like: modiar\nname: x\nname: y\n' ':3: name is given twice, first on line 2'
bad "a field missing" 'name: x\n' ': title is not given'
bad "a built-in name for other rules" 'like: koumma\nseeds_per_hole: 4\n' \
    ":1: name is koumma, a built-in game's, but the rules are not that game's: choose another name"
bad "an escape in the file" 'like: modiar\nname: x\nno_move: \033[2J\n' \
    ":3: no_move takes pass or ends, not '\\x1b[2J'"
bad "a repetition's seeds to their owners" 'like: modiar\nname: x\nrepetition_leftover: owners\n' \
    ':3: repetition_leftover is owners'
run "no such file" --rules "$tmp/none.rules"
[ "$status" -eq 2 ] && grep -q "^tihbat: --rules: .*none.rules: No such file" "$tmp/err" ||
    fail "exit status $status: $(cat "$tmp/err")"
run "a name mistyped" --rules bakuuk
[ "$status" -eq 2 ] && grep -q "unknown rules 'bakuuk'" "$tmp/err" ||
    fail "exit status $status: $(cat "$tmp/err")"

# Eight holes of 7 seeds: its tables would need 18 GB.
printf 'like: bakuk\nname: big\nholes_per_row: 4\nholes_per_player: 4\nseeds_per_hole: 7\n' \
    >"$tmp/big.rules"
run "too large to solve" --rules "$tmp/big.rules" --solve
[ "$status" -eq 1 ] && grep -q "too large to solve on this machine" "$tmp/err" ||
    fail "exit status $status: $(cat "$tmp/err")"
run "too large to play perfectly" --rules "$tmp/big.rules" --computer 2 --level perfect
[ "$status" -eq 2 ] && grep -q "^tihbat: --level perfect: .*too large" "$tmp/err" ||
    fail "exit status $status: $(cat "$tmp/err")"

[ "$failures" -eq 0 ]
