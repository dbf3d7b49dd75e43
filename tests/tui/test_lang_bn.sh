# The game in Bengali, chosen by LANGUAGE at 80x24 and by --lang at a
# projector's 200x60: Bengali words, and none of them on a line of the
# board, since terminals measure Bengali's vowel signs in different ways;
# the boxes in line; a move told in Bengali; the help.
. "$(dirname "$0")/lib.sh"
seeds_word=''

# board_without_bengali: no line with a side of a box has Bengali text
# (U+0980 to U+09FF: bytes E0 A6 or E0 A7 in UTF-8).
board_without_bengali() {
    screen | grep -e │ -e ┃ -e ┌ -e └ -e ┏ -e ┗ |
        LC_ALL=C grep -q "$(printf '\340[\246\247]')" &&
        fail "Bengali text on a line of the board"
    return 0
}

start_cmd 80 24 env LANGUAGE=bn "$TIHBAT" --names Amina,Youssef
for size in "80 24" "200 60"; do
    wait_for "তিহবাত খেলা: Amina (দক্ষিণ) বনাম Youssef (উত্তর)।"
    shows "Amina, একটি গর্ত বেছে নাও: A বা B চাপো।"
    expect_counts "7 7 7 7"
    board_aligned
    board_without_bengali
    keys a
    wait_for "Amina: A বপন করতে Enter বা Space চাপো"
    board_aligned
    board_without_bengali
    play A
    wait_for "Amina A থেকে 7টি গুটি বপন করল। শেষটি C-তে পড়ল, Youssef-এর দিকে: সেখানে সংগ্রহ হয় না।"
    shows "Youssef, একটি গর্ত বেছে নাও: C বা D চাপো।"
    expect_counts "2 9 9 8"
    board_aligned
    board_without_bengali
    forget_saves
    start 200 60 --lang bn --names Amina,Youssef
done

keys '?'
wait_for "কী ও নিয়ম"
shows "তিহবাতের নিয়ম"
shows "শেষ গুটিটি যদি তোমার নিজের কোনো গর্তে পড়ে"
