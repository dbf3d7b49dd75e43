# A click on a hole chooses it; a second click on it sows it.  A click on
# the other player's hole is refused.  Two clicks that come in together (as
# they do when the machine is busy) are two clicks.
. "$(dirname "$0")/lib.sh"

# where LABEL: "X Y" of the hole's label on the screen, from 0 (one byte a
# character once the line drawing is made ASCII).
where() {
    screen | sed -e 's/─/-/g' -e 's/━/-/g' -e 's/┌/+/g' -e 's/┐/+/g' -e 's/└/+/g' \
                 -e 's/┘/+/g' -e 's/┏/+/g' -e 's/┓/+/g' -e 's/┗/+/g' -e 's/┛/+/g' \
                 -e 's/│/|/g' -e 's/┃/|/g' -e 's/●/o/g' -e 's/▶/>/g' |
        awk -v label="$1" '{ i = index($0, "- " label " -"); if (i) { print i, NR - 1; exit } }'
}
# click_hole LABEL: a click inside the hole, two lines below its label.
click_hole() {
    at=$(where "$1")
    [ -n "$at" ] || fail "no hole $1 on the screen"
    click "${at% *}" $(( ${at#* } + 2 ))
}

start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole"
click_hole D
wait_for "D is Youssef's hole."
click_hole B
wait_for "Amina: press Enter or Space to sow B"
click_hole B
keys Escape
wait_for "Amina sowed 7 seeds from B."
expect_counts "8 2 9 9"

# Both clicks in one write: the terminal's reports reach curses together.
forget_saves
start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole"
at=$(where B)
[ -n "$at" ] || fail "no hole B on the screen"
x=$(( ${at% *} + 33 )) y=$(( ${at#* } + 2 + 33 ))
report() { printf '\033[M%s%s%s' "$1" "$(byte $x)" "$(byte $y)"; }
type_text "$(report ' ')$(report '#')$(report ' ')$(report '#')"
wait_for "Amina sows from B"
keys Escape
wait_for "Amina sowed 7 seeds from B."
expect_counts "8 2 9 9"
