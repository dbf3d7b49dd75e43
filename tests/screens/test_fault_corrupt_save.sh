# Fault: the autosave cut short at every byte, and spoilt at every byte.
# Whatever is left, the program either resumes the game the file still
# holds or says it could not read it and moves the file aside, bytes
# unchanged; then a game starts.  It never ends or crashes.
. "$(dirname "$0")/lib.sh"

dir="$XDG_STATE_HOME/tihbat"
save="$dir/current.tbg"
good="$WORK/good.tbg"
printf '[Rules "tihbat"]\n[Player1 "Amina"]\n[Player2 "Youssef"]\n[Result "*"]\n\n1. A C 2. B *\n' >"$good"
size=$(wc -c <"$good")

# wait_any TEXT...: until the screen shows one of the TEXTs; prints it.
shows_any() {
    now=$(words)
    for text in "$@"; do
        case $now in *"$text"*) shown=$text; return 0 ;; esac
    done
    return 1
}
wait_any() {
    within 5 shows_any "$@" || fail "the screen showed none of: $*"
    echo "$shown"
}

# try WHAT: starts on the autosave as it is now, and checks the outcome.
try() {
    cp "$save" "$WORK/tried"
    start 80 24 --names Amina,Youssef
    case $(wait_any "could not be read" "Resume it?" "choose a hole" "[exit") in
    "could not be read")
        [ ! -e "$save" ] || fail "$1: the unreadable file was left in place"
        aside=$(ls "$dir"/current.tbg.broken-* 2>/dev/null)
        [ -n "$aside" ] || fail "$1: the unreadable file is gone"
        cmp -s "$aside" "$WORK/tried" || fail "$1: the file set aside was changed"
        wait_for "It was moved aside to" # the title may come before the text
        rm -f "$aside"
        keys Enter
        ;;
    "Resume it?") keys y ;;
    "[exit") fail "$1: the program ended" ;;
    esac
    wait_for "choose a hole"
    # Quit: the next start begins from the file alone.
    keys q
    [ "$(wait_any "Quit the game?" "[exit")" = "[exit" ] || keys y
    wait_for "[exit 0]"
}

i=0
while [ "$i" -lt "$size" ]; do
    mkdir -p "$dir"
    head -c "$i" "$good" >"$save"
    try "cut after $i bytes"
    i=$((i + 1))
done

# Each byte in turn becomes 0xff: not ASCII, not UTF-8, no token of a record.
i=0
while [ "$i" -lt "$size" ]; do
    mkdir -p "$dir"
    { head -c "$i" "$good"; printf '\377'; tail -c "+$((i + 2))" "$good"; } >"$save"
    try "byte $i spoilt"
    i=$((i + 1))
done

# Two unreadable files in a row, within the same second: both are kept.
rm -rf "$dir"
mkdir -p "$dir"
echo "the first" >"$save"
start 80 24 --names Amina,Youssef
wait_for "could not be read"
echo "the second" >"$save"
start 80 24 --names Amina,Youssef
wait_for "could not be read"
cat "$dir"/current.tbg.broken-* | grep -qx "the first" ||
    fail "the first unreadable file was lost when the second was moved aside"
