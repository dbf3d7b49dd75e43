# The game in Bengali, chosen by LANGUAGE at 80x24 and by --lang at a
# projector's 200x60: Bengali words, and none of them on a line of the
# board, since terminals measure Bengali's vowel signs in different ways;
# the boxes in line; a move told in Bengali; the help.
. "$(dirname "$0")/lib.sh"
seeds_word=''

# board_without_bengali: no line with a side of a box has Bengali text
# that terminals measure in different ways: a vowel sign or another mark
# (U+0980-0984, 09BA-09BC, 09BE-09CD, 09CF-09DB, 09E2-09E5, 09FE-09FF).
# Letters without a sign take a cell everywhere: the marks on the boxes
# are written in them ("পতন", the last seed's fall).
board_without_bengali() {
    screen | grep -e │ -e ┃ -e ┌ -e └ -e ┏ -e ┗ |
        LC_ALL=C grep -q -e "$(printf '\340\246[\200-\204\272-\274\276\277]')" \
            -e "$(printf '\340\247[\200-\215\217-\233\242-\245\276\277]')" &&
        fail "Bengali text with vowel signs on a line of the board"
    return 0
}
# mark TEXT: a box's frame shows the mark TEXT.
mark() {
    screen | grep -e ┗ -e └ | grep -qF -- "$1" || fail "no box is marked: $1"
}

start_cmd 80 24 env LANGUAGE=bn "$TIHBAT" --names Amina,Youssef
for size in "80 24" "200 60"; do
    wait_for "তিহবাত খেলা: Amina বনাম Youssef।"
    shows "Amina, একটি গর্ত বেছে নাও: A বা B চাপো।"
    expect_counts "7 7 7 7"
    board_aligned
    board_without_bengali
    keys a
    wait_for "Amina: A বপন করতে Enter বা Space চাপো"
    board_aligned
    board_without_bengali
    mark "Enter: বপন"
    play A
    wait_for "Amina A থেকে 7টি গুটি বপন করল। শেষটি C-তে পড়ল, Youssef-এর দিকে: সেখানে সংগ্রহ হয় না।"
    shows "Youssef, একটি গর্ত বেছে নাও: C বা D চাপো।"
    expect_counts "2 9 9 8"
    board_aligned
    board_without_bengali
    mark "পতন"
    forget_saves
    start 200 60 --lang bn --names Amina,Youssef
done

keys '?'
wait_for "কী ও নিয়ম"
shows "তিহবাতের নিয়ম"
shows "শেষ গুটিটি যদি তোমার নিজের কোনো গর্তে পড়ে"
