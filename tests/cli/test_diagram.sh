#!/bin/sh
# test_diagram.sh - tihbat --diagram: well-formed SVG (xmllint), every
# hole's count and seeds drawn as the position has them, the captures and
# the player to move named; with --move, the holes sown and taken as
# --batch tells the same move; rendered to PNG by rsvg-convert, kept in
# build/diagrams for a person to look at; errors.
. "$(dirname "$0")/lib.sh"
need_tools xmllint rsvg-convert

pictures=$(dirname "$program")/diagrams
mkdir -p "$pictures"

# xpath FILE EXPRESSION: what the expression gives in the SVG file.
xpath() {
    xmllint --xpath "$2" "$1" 2>/dev/null
}

# check_svg FILE RULES POSITION: the picture holds the position.  Its
# questions go to one xmllint (ask, asked, answer: lib.sh).
check_svg() {
    xmllint --noout "$1" || { fail "not well-formed XML"; return; }
    counts=${3%%:*} rest=${3#*:}
    mover=${rest%%:*} captured=${rest#*:}
    ask 'name(/*)'
    each_item "$counts" ask_hole
    ask "count(//*[local-name()='g'][@class='hole'])"
    each_item "$captured" ask_captured
    ask "string(//*[local-name()='text'][@class='player'][@data-player='$mover'])"
    asked "$1" || { fail "xmllint cannot read it"; return; }
    answer
    [ "$answer" = svg ] || fail "the root is not <svg>"
    each_item "$counts" check_hole
    answer
    [ "$answer" = "$place" ] || fail "not $place holes drawn"
    each_item "$captured" check_captured
    answer
    case "$answer" in
    *"to move") ;;
    *) fail "player $mover is to move, the picture says '$answer'" ;;
    esac
}
# Each hole's count, and as many seeds.
ask_hole() {
    ask "string(//*[local-name()='text'][@class='count'][@data-hole='$letter'])"
    ask "count(//*[local-name()='circle'][@class='seed'][@data-hole='$letter'])"
}
check_hole() {
    answer
    [ "$answer" = "$item" ] || fail "hole $letter: count $answer drawn, the position has $item"
    answer
    [ "$answer" = "$item" ] || fail "hole $letter: $answer seeds drawn, the position has $item"
}
# What each player has captured.
ask_captured() {
    ask "string(//*[local-name()='text'][@class='captured'][@data-player='$place'])"
}
check_captured() {
    answer
    case "$answer" in
    "$item seed"*) ;;
    *) fail "player $place: '$answer', the position has $item captured" ;;
    esac
}

# render FILE NAME: a PNG of it in build/diagrams.
render() {
    rsvg-convert "$1" -o "$pictures/$2.png" 2>"$tmp/rsvg" || fail "rsvg-convert: $(cat "$tmp/rsvg")"
    case $(od -An -tx1 -N8 "$pictures/$2.png") in
    *"89 50 4e 47 0d 0a 1a 0a"*) ;;
    *) fail "rsvg-convert wrote no PNG" ;;
    esac
}

# What a move's picture marks, asked of the picture (ask): the hole
# lifted, the holes taken, the badges of the seeds sown, the caption.
ask_move() {
    for class in lifted taken; do
        for letter in A B C D E F; do
            ask "count(//*[local-name()='g'][@data-hole='$letter']/*[local-name()='circle'][@class='$class'])"
        done
    done
    for letter in A B C D E F; do
        ask "string(//*[local-name()='g'][@data-hole='$letter']/*[local-name()='g'][@class='badge'][starts-with(., '+')])"
    done
    ask "string(//*[local-name()='text'][@class='caption'])"
}
# marks: the holes with the next mark asked (ask_move), as letters in
# hole order, in $marks.
marks() {
    marks=
    for letter in A B C D E F; do
        answer
        [ "$answer" != 1 ] || marks=$marks$letter
    done
}

# count_falls: one more in $want when the item of --batch's sown (each_item)
# is the hole $hole.
count_falls() {
    [ "$item" != "\"$hole\"" ] || want=$((want + 1))
}

for example in "tihbat 7,7,7,7:1:0,0 tihbat-start" "tihbat 0,3,1,5:2:11,8 tihbat-staged" \
    "bakuk 6,6,6,6,6,6:1:0,0 bakuk-start" "bakuk 0,1,12,0,3,2:2:10,8 bakuk-staged" \
    "bakuk3 6,6,6,6,6,6:2:0,0,0 bakuk3-start" "bakuk 0,0,0,28,0,0:1:4,4 bakuk-full-hole"; do
    set -- $example
    run "$1 $2" --rules "$1" --diagram "$2" -o "$tmp/$3.svg"
    [ "$status" -eq 0 ] || fail "exit status $status: $(cat "$tmp/err")"
    [ ! -s "$tmp/out" ] || fail "printed $(head -c 100 "$tmp/out") with -o"
    check_svg "$tmp/$3.svg" "$1" "$2"
    render "$tmp/$3.svg" "$3"
done

# On standard output without -o, the same picture.
run "standard output" --diagram 7,7,7,7:1:0,0
cmp -s "$tmp/out" "$tmp/tihbat-start.svg" || fail "standard output differs from the file"

# --move: what --batch says the move does.  Bakuk's A here sows B to F
# (and a second seed in B), takes C (4) and D (2); E (10) stops the chain.
for example in "bakuk 8,8,2,1,9,8:1:0,0 A bakuk-chain" "tihbat 3,4,2,6:1:0,0 B tihbat-capture" \
    "tihbat 5,2,3,3:1:0,0 A tihbat-round" "tihbat 7,7,7,7:1:0,0 A tihbat-first"; do
    set -- $example
    run "$1 $2 $3" --rules "$1" --diagram "$2" --move "$3" -o "$tmp/$4.svg"
    [ "$status" -eq 0 ] || fail "exit status $status: $(cat "$tmp/err")"
    check_svg "$tmp/$4.svg" "$1" "$2"
    render "$tmp/$4.svg" "$4"
    batch=$(echo "$3" | "$program" --batch --rules "$1" --position "$2" | sed -n 2p)
    sown=$(value_of sown "$batch" | tr -d '[]",' | fold -w 1 | sort -u | tr -d '\n')
    taken=$(value_of taken "$batch" | tr '{' '\n' | sed -n 's/^"hole":"\(.\)".*/\1/p' | sort | tr -d '\n')
    value_in sown "$batch"
    falls=${value#\[}
    ask_move
    asked "$tmp/$4.svg" || fail "xmllint cannot read it"
    marks
    [ "$marks" = "$3" ] || fail "lifted: $marks"
    marks
    [ "$marks" = "$taken" ] || fail "taken: $marks, --batch says $taken"
    badges=""
    for hole in A B C D E F; do
        answer
        # The seeds that fall in the hole: the times --batch's sown names it.
        want=0
        each_item "${falls%\]}" count_falls
        if [ "$want" -gt 0 ]; then
            [ "$answer" = "+$want" ] || fail "hole $hole: badge '$answer', $want seeds fall there"
            badges="$badges$hole"
        else
            [ -z "$answer" ] || fail "hole $hole: badge '$answer', no seed falls there"
        fi
    done
    [ "$badges" = "$sown" ] || fail "sown $badges, --batch says $sown"
    answer
    [ -n "$answer" ] || fail "no caption"
done
case="the caption"
caption=$(xpath "$tmp/bakuk-chain.svg" "//*[local-name()='text'][@class='caption']/text()" | tr '\n' ' ')
case "$caption" in
"Player 1 sows A and takes 6 seeds from C, D. ") ;;
*) fail "'$caption'" ;;
esac

# Every language draws well-formed pictures, in its own words.
for lang in de hu bn ca es; do
    run "in $lang" --diagram 3,4,2,6:1:0,0 --move B --lang "$lang" -o "$tmp/$lang.svg"
    [ "$status" -eq 0 ] || fail "exit status $status: $(cat "$tmp/err")"
    xmllint --noout "$tmp/$lang.svg" || fail "not well-formed"
    grep -q 'Player 1 to move\|seeds captured' "$tmp/$lang.svg" && fail "English words in $lang"
    render "$tmp/$lang.svg" "tihbat-$lang"
done

run "no position" --diagram 7,7,7
refused 2 "--diagram '7,7,7'"
run "the wrong rules" --diagram 6,6,6,6,6,6:1:0,0
refused 2 "Tihbat"
run "an empty hole" --diagram 0,7,7,7:1:0,7 --move A
refused 2 "empty"
run "a hole of the other side" --diagram 7,7,7,7:1:0,0 --move C
refused 2 "another player"
run "no such hole" --diagram 7,7,7,7:1:0,0 --move E
refused 2 "A to D"
run "--move without --diagram" --move A
refused 2 "--move goes with --diagram"
run "a directory that is not there" --diagram 7,7,7,7:1:0,0 -o "$tmp/none/x.svg"
[ "$status" -eq 1 ] || fail "exit status $status, expected 1"
grep -q "$tmp/none/x.svg" "$tmp/err" || fail "the file is not named: $(cat "$tmp/err")"
run "-o for the game" -o "$tmp/x"
refused 2 "--output goes with"

[ "$failures" -eq 0 ]
