#!/bin/sh
# test_worksheet.sh - tihbat --worksheet: two well-formed XHTML pages
# (xmllint), the puzzles of --puzzles --json with the same seed drawn on
# the first with every count right and a box for each answer, each answer
# and its explanation on the second; in all six languages; a Bakuk sheet;
# the directory made; the pages written as a pair or not at all; errors.
. "$(dirname "$0")/lib.sh"
need_tools xmllint

xpath() {
    xmllint --xpath "$2" "$1" 2>/dev/null
}

# check_sheet DIR RULES COUNT SEED LANG [LEVEL]: the two pages in DIR hold
# the puzzles of that set.  A page's questions go to one xmllint (ask,
# asked, answer: lib.sh): asked over the whole set, then checked in the
# same order.
check_sheet() {
    [ "$status" -eq 0 ] || { fail "exit status $status: $(cat "$tmp/err")"; return; }
    slurp "$tmp/out"
    [ "$text" = "$1/worksheet.html
$1/answers.html" ] || fail "the pages written are not named: $(cat "$tmp/out")"
    "$program" --puzzles --json --rules "$2" --count "$3" --seed "$4" ${6:+--level "$6"} \
        >"$tmp/set" 2>/dev/null
    for page in worksheet answers; do
        xmllint --noout "$1/$page.html" || { fail "$page.html is not well-formed"; return; }
        ask "string(/*/@lang)"
        ask "count(//*[local-name()='svg'])"
        [ "$page" = answers ] || ask "count(//*[@class='box'])"
        each_puzzle "ask_$page"
        asked "$1/$page.html" || { fail "xmllint cannot read $page.html"; return; }
        answer
        [ "$answer" = "$5" ] || fail "$page.html is not in $5: lang $answer"
        answer
        [ "$answer" = "$3" ] || fail "$page.html: not $3 diagrams"
        if [ "$page" = worksheet ]; then
            answer
            [ "$answer" = "$3" ] || fail "not $3 answer boxes"
        fi
        each_puzzle "check_$page"
    done
    grep -q '@page { size: A4' "$1/worksheet.html" || fail "no A4 page"
    [ "$n" = "$3" ] || fail "--puzzles made $n"
}

# each_puzzle ACTION: ACTION for each puzzle of $tmp/set, the puzzle's
# line in $puzzle, its number in $n.
each_puzzle() {
    n=0
    while read -r puzzle; do
        n=$((n + 1))
        "$1"
    done <"$tmp/set"
}

# The worksheet draws each hole's count, and as many seeds.
ask_worksheet() {
    each_hole ask_hole
}
check_worksheet() {
    each_hole check_hole
}
# each_hole ACTION: ACTION for each hole of the puzzle (each_item), its
# count of seeds in $item.
each_hole() {
    value_in position "$puzzle"
    position=$value
    each_item "${value%%:*}" "$1"
}
ask_hole() {
    ask "string((//*[local-name()='svg'])[$n]//*[@class='count'][@data-hole='$letter'])"
    ask "count((//*[local-name()='svg'])[$n]//*[@class='seed'][@data-hole='$letter'])"
}
check_hole() {
    answer
    drawn=$answer
    answer
    [ "$drawn" = "$item" ] && [ "$answer" = "$item" ] ||
        fail "puzzle $n ($position), hole $letter: $drawn drawn, $answer seeds"
}

# The answers give each puzzle's answer, explain it and tell of each other
# move.
ask_answers() {
    ask "string((//*[@class='answer'])[$n]//*[@class='move'])"
    ask "string((//*[@class='answer'])[$n]//*[@class='right'])"
    ask "count((//*[@class='answer'])[$n]//*[@class='wrong'])"
}
check_answers() {
    values_of p "$puzzle" answer moves
    answer
    case "$answer" in
    "$n. "*" $p_answer ("*) ;;
    *) fail "answer $n is '$answer', the puzzle's is $p_answer" ;;
    esac
    answer
    [ -n "$answer" ] || fail "answer $n is not explained"
    answer
    # The moves: each {"move"...} of the list.
    moves=0 rest=$p_moves
    while :; do
        case $rest in *'{'*) rest=${rest#*\{} ;; *) break ;; esac
        case ${rest%%\{*} in *'"move"'*) moves=$((moves + 1)) ;; esac
    done
    [ "$answer" = $((moves - 1)) ] || fail "answer $n: $answer wrong moves told of $moves"
}

mkdir "$tmp/en"
run "tihbat" --worksheet --seed 8 -o "$tmp/en"
check_sheet "$tmp/en" tihbat 6 8 en
grep -q "tihbat --worksheet --rules tihbat --count 6 --seed 8" "$tmp/en/worksheet.html" ||
    fail "the page does not say how to print it again"
tr '\n' ' ' <"$tmp/en/answers.html" | grep -q 'is the best move\. Player [12] \(can finish\|finishes\) [^.]*\. Player [12] sows' ||
    fail "the answers tell no line"
# What the player finishes with, in words: no number with a sign, and the
# sides named as the board names them.
for page in worksheet answers; do
    sed 's/<[^>]*>/ /g' "$tmp/en/$page.html" | grep '[-+][0-9]' | grep -v -- '--' &&
        fail "a number with a sign on the $page"
    grep -q 'South\|North' "$tmp/en/$page.html" && fail "a side the board never names on the $page"
done
grep -q 'Player 1' "$tmp/en/answers.html" || fail "the answers do not name Player 1"

mkdir "$tmp/twelve"
run "two sheets" --worksheet --count 12 --seed 2 --level easy -o "$tmp/twelve"
check_sheet "$tmp/twelve" tihbat 12 2 en easy
[ "$(xpath "$tmp/twelve/worksheet.html" "count(//*[@class='sheet'])")" = 2 ] || fail "not two sheets"
[ "$(grep -c '<span class="level">easy</span>' "$tmp/twelve/worksheet.html")" = 12 ] ||
    fail "not every puzzle is easy"

for lang in de hu bn ca es; do
    mkdir "$tmp/$lang"
    run "in $lang" --worksheet --count 3 --seed 5 --lang "$lang" -o "$tmp/$lang"
    check_sheet "$tmp/$lang" tihbat 3 5 "$lang"
    grep -q 'find the best move\|Answer:' "$tmp/$lang/worksheet.html" && fail "English words in $lang"
    grep -q 'keeps\|loses\|sows' "$tmp/$lang/answers.html" && fail "English words in $lang's answers"
done

mkdir "$tmp/bakuk"
run "bakuk" --worksheet --rules bakuk --count 4 --seed 3 -o "$tmp/bakuk"
check_sheet "$tmp/bakuk" bakuk 4 3 en

# The directory is made when it is not there yet (the README's -o class,
# in an empty directory), parents and all; a file in its way is refused.
run "a new directory" --worksheet --count 1 --seed 5 -o "$tmp/new/class"
[ "$status" -eq 0 ] && [ -s "$tmp/new/class/worksheet.html" ] && [ -s "$tmp/new/class/answers.html" ] ||
    fail "exit status $status, pages: $(ls "$tmp/new/class" 2>&1); $(cat "$tmp/err")"
: >"$tmp/file"
run "a file in the way" --worksheet --count 1 -o "$tmp/file"
refused 1 "Not a directory"

# The pages are a pair or nothing: when the answers cannot be written, the
# worksheet of the set before stays, beside its own answers.
cp "$tmp/new/class/worksheet.html" "$tmp/before.html"
rm "$tmp/new/class/answers.html"
mkdir "$tmp/new/class/answers.html"
run "answers.html cannot be written" --worksheet --count 1 --seed 6 -o "$tmp/new/class"
refused 1 "Is a directory"
cmp -s "$tmp/new/class/worksheet.html" "$tmp/before.html" ||
    fail "a worksheet of another set was written beside the answers"
ls -A "$tmp/new/class" | grep -q tihbat && fail "temporary files left: $(ls -A "$tmp/new/class")"
run "too many" --worksheet --count 13
refused 2 "1 to 12"
run "three players" --worksheet --rules bakuk3
refused 2 "two-player"

[ "$failures" -eq 0 ]
