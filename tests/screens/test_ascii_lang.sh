# With --lang in a terminal whose locale is not UTF-8, the drawing stays
# ASCII, and so do the words where the language can be written so (German
# transliterated); --ascii means ASCII everywhere, words included.
# Bengali has no ASCII spelling: its words stay, in an ASCII drawing.
. "$(dirname "$0")/lib.sh"

# ascii_only: every character on the screen is ASCII.
ascii_only() {
    screen | LC_ALL=C grep -q "$(printf '[\200-\377]')" &&
        fail "a character that is not ASCII: $(screen | LC_ALL=C grep -n "$(printf '[\200-\377]')" | head -n 3)"
    return 0
}

start_cmd 80 24 env LC_ALL=C "$TIHBAT" --lang de --names Amina,Youssef
wait_for "Amina, wahle ein Loch: Drucke A oder B."
shows "+- A ---"
ascii_only
keys q
wait_for "Das Spiel beenden?"
ascii_only

start 80 24 --ascii --lang de --names Amina,Youssef
wait_for "Amina, wahle ein Loch: Drucke A oder B."
ascii_only
keys '?'
wait_for "TASTEN"
ascii_only

start 80 24 --ascii --lang bn --names Amina,Youssef
wait_for "Amina, একটি গর্ত বেছে নাও"
shows "+- A ---"
lacks "┌"
