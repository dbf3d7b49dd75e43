# Fault: the autosave cut short or spoilt.  Whatever is left, the program
# either resumes the game the file still holds or says it could not read
# it and moves the file aside, bytes unchanged; then a game starts.  It
# never ends or crashes.  What a file cut after every byte, or spoilt at
# every byte, reads as is the unit test save::an_autosave_cut_or_spoilt_
# at_every_byte's: here, the program's answer to each thing it can read as.
. "$(dirname "$0")/lib.sh"

dir="$XDG_STATE_HOME/tihbat"
save="$dir/current.tbg"
tags='[Rules "tihbat"]\n[Player1 "Amina"]\n[Player2 "Youssef"]\n[Result "*"]\n'

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

# try WHAT OUTCOME [COUNTS [OFFER]]: starts on the autosave as it is now;
# OUTCOME is what the program must do with it: "set aside", "resumed" (the
# offer saying OFFER, the board then showing COUNTS) or "ignored" (a
# record of no move: a new game, nothing offered).
try() {
    cp "$save" "$WORK/tried"
    start 80 24 --names Amina,Youssef
    got=$(wait_any "could not be read" "Resume it?" "choose a hole" "[exit")
    case $got in
    "could not be read")
        [ "$2" = "set aside" ] || fail "$1: the file was not read ($2 expected)"
        [ ! -e "$save" ] || fail "$1: the unreadable file was left in place"
        aside=$(ls "$dir"/current.tbg.broken-* 2>/dev/null)
        [ -n "$aside" ] || fail "$1: the unreadable file is gone"
        cmp -s "$aside" "$WORK/tried" || fail "$1: the file set aside was changed"
        wait_for "It was moved aside to" # the title may come before the text
        rm -f "$aside"
        keys Enter
        ;;
    "Resume it?")
        [ "$2" = resumed ] || fail "$1: a game was offered ($2 expected)"
        [ -z "${4:-}" ] || shows "$4"
        keys y
        wait_for "Welcome back"
        expect_counts "$3"
        ;;
    "choose a hole") [ "$2" = ignored ] || fail "$1: a new game began at once ($2 expected)" ;;
    "[exit") fail "$1: the program ended" ;;
    esac
    wait_for "choose a hole"
    # Quit: the next start begins from the file alone.
    keys q
    [ "$(wait_any "Quit the game?" "[exit")" = "[exit" ] || keys y
    wait_for "[exit 0]"
}

# saved FORMAT: the autosave holds printf's FORMAT.
saved() {
    mkdir -p "$dir"
    # shellcheck disable=SC2059 # the format is the file
    printf "$1" >"$save"
}

saved ''
try "an empty file" "set aside"
saved '[Rules "tih'
try "cut in a tag" "set aside"
saved "$tags"
try "cut after the tags" ignored
saved "$tags\\n1. A C 2."
try "cut in the moves" resumed "4 11 3 10"
saved "$tags\\n1. A \\377 2. B *\\n"
try "a move spoilt" "set aside"
# A name spoilt is a name still: the byte shown as "?", never raw.
saved '[Rules "tihbat"]\n[Player1 "Am\377na"]\n[Player2 "Youssef"]\n\n1. A C 2. B *\n'
try "a name spoilt" resumed "6 3 6 13" "A game of Tihbat between Am?na and Youssef"

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
