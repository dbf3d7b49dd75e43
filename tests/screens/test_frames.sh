# Every panel framed whole at 80x24 in every language (issue 22, point
# 14): the first start's panel, the menu, the help and a question, each
# with its top and bottom corners and both sides on every line between,
# in the same columns; in Bengali too, whose panels had neither a top nor
# sides.  And on a projector, the players' names in large print in every
# script, as in English.
. "$(dirname "$0")/lib.sh"

# cells: the screen one character a cell, as the program measures them:
# the marks that take no cell of their own (Bengali's vowel signs below
# and above the letter, virama, the joiners) go.
cells() {
    screen | LC_ALL=C sed -e "s/$(printf '\340\246[\201\274]')//g" \
        -e "s/$(printf '\340\247[\201-\204\215\242\243]')//g" -e "s/$(printf '\342\200[\214\215]')//g"
}

# framed WHAT: the screen has a panel framed whole: ┏ ┓ on a line, ┗ ┛
# below in the same columns, ┃ in both on every line between.
framed() {
    cells | LC_ALL=C.UTF-8 sed -e 's/[^┏┓┗┛┃]/ /g' -e 's/┏/{/g' -e 's/┓/}/g' -e 's/┗/[/g' \
        -e 's/┛/]/g' -e 's/┃/!/g' | LC_ALL=C awk '
        /[{]/ && !top { top = NR; left = index($0, "{"); right = index($0, "}") }
        /[[]/ && top && !bottom { bottom = NR; ok = index($0, "[") == left && index($0, "]") == right }
        { line[NR] = $0 }
        END {
            if (!top || !right || !bottom || !ok) exit 1
            for (i = top + 1; i < bottom; i++)
                if (substr(line[i], left, 1) != "!" || substr(line[i], right, 1) != "!") exit 1
        }' || fail "$1: the panel is not framed whole"
}

for lang in bn de hu ca es en; do
    first_start
    start 80 24 --lang "$lang"
    wait_for "┏"
    framed "$lang: the first start's panel"
    keys Escape
    wait_gone "┏"
    keys m
    wait_for "┏"
    framed "$lang: the menu"
    keys Escape
    wait_gone "┏"
    keys '?'
    wait_for "┏"
    framed "$lang: the help"
    keys Escape
    wait_gone "┏"
    keys q
    wait_for "┏"
    framed "$lang: the quit question"
    close_terminal
done

# The names in large print on a projector, whatever their script.
for names in "Amina,Youssef" "আমিনা,ইউসুফ"; do
    start 200 60 --lang bn --projector --names "$names"
    wait_for "A"
    run wait
    case $(large_player 1) in "(plain)"* | "") fail "player 1's name $names is not large: $(large_player 1)" ;; esac
    case $(large_player 2) in "(plain)"* | "") fail "player 2's name $names is not large: $(large_player 2)" ;; esac
    close_terminal
done
