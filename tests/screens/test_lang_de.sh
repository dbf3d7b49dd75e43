# The game in German, chosen by --lang at 80x24 and at a projector's
# 200x60, and by a German locale the machine may not have: German words,
# the boxes in line, a move told in German, the help in German.
. "$(dirname "$0")/lib.sh"
seeds_word=' Samen'

for size in "80 24" "200 60"; do
    forget_saves
    start $size --lang de --names Amina,Youssef
    wait_for "Ein Spiel Tihbat: Amina gegen Youssef."
    shows "Amina, wähle ein Loch: Drücke A oder B."
    shows "gefangen: 0"
    expect_counts "7 7 7 7"
    board_aligned
    play A
    wait_for "Amina säte 7 Samen aus A. Der letzte fiel in C, auf der Seite von Youssef: dort wird nicht gefangen."
    shows "Youssef, wähle ein Loch: Drücke C oder D."
    expect_counts "2 9 9 8"
    board_aligned
done

keys c
wait_for "Youssef: Drücke Enter oder die Leertaste, um C zu säen"
board_aligned
keys '?'
wait_for "Tasten und Regeln"
shows "DIE REGELN VON TIHBAT"
shows "Fällt der letzte Samen in eines deiner eigenen Löcher"

forget_saves
start_cmd 80 24 env LANG=de_DE.UTF-8 "$TIHBAT" --names Amina,Youssef
wait_for "Amina, wähle ein Loch: Drücke A oder B."
board_aligned
keys q
wait_for "Das Spiel beenden?"
keys y
wait_for "[exit 0]"
