# Every key bar fits an 80-column screen in every language: the last line
# shows each bar's last key (draw_keys drops the keys that do not fit
# whole, as the program measures text).  The words come from the
# catalogues beside the program, so the check holds whatever a translator
# writes; the keys are those of each mode's show in src/tui (a strict
# question's answers are its own words).
. "$(dirname "$0")/lib.sh"
locale=$(dirname "$TIHBAT")/locale

# tr_ TEXT: TEXT in $lang, as the program finds it.
tr_() { LC_ALL=C.UTF-8 LANGUAGE=$lang TEXTDOMAINDIR=$locale gettext -d tihbat -- "$1"; }
# pair KEY WHAT: a key and what it does, as the bar writes them (a key of
# one character is never translated).
pair() {
    if [ ${#1} -gt 1 ]; then key=$(tr_ "$1"); else key=$1; fi
    printf '%s %s' "$key" "$(tr_ "$2")"
}
# keys_line: the last line, each run of spaces one space; bar_shows TEXT:
# it holds TEXT.  By the shell alone: some 250 bars are read.
keys_line() {
    last_line || return 1
    squeezed "$last_line_now"
    printf '%s\n' "$squeezed_now"
}
bar_shows() {
    last_line || return 1
    squeezed "$last_line_now"
    case $squeezed_now in *"$1"*) return 0 ;; esac
    return 1
}

# bar FIRST-KEY FIRST-WHAT LAST-KEY LAST-WHAT: the bar that begins with the
# first pair is on the last line, with its last pair (on the runner the
# screen changes only when the test moves the clock or types).
bar() {
    first=$(pair "$1" "$2") last=$(pair "$3" "$4")
    within 5 bar_shows "$first" || fail "$lang: the keys never began with: $first"
    bar_shows "$last" || fail "$lang: the keys lack their last, $last: $(keys_line)"
}

printf '[Rules "tihbat"]\n\n1. A C 2. B *\n' >"$WORK/game.tbg"
for lang in en de hu bn ca es; do
    forget_saves
    # A and C end this game at once: the same position comes back.
    start 80 24 --lang "$lang" --names Amina,Youssef --position 1,5,1,5:1:8,8
    # No move to take back yet, nor to list: no u, no H.
    bar s save q quit
    keys m
    bar "Up Down" choose Esc "back to the game"
    keys Escape
    keys '?'
    bar "Up Down" scroll "any other key" "back to the game"
    keys Escape
    keys q
    bar y yes "any other key" back
    keys Escape
    keys s
    bar Enter save Ctrl-U clear
    keys Escape
    keys p
    bar Enter play "Up Down" count
    keys Escape
    keys . a Enter
    bar "any key" "the next seed" Esc "the rest of the move at once"
    keys Escape . -
    bar u undo q quit
    # C, slowly: the position comes back, and the game is over.
    keys c Enter
    bar + faster . "step mode"
    keys Escape +
    bar n "another game" q quit

    start 80 24 --lang "$lang" --replay "$WORK/game.tbg"
    bar Right next q quit
    # One move on, Left works too: the longest bar of a replay.
    keys Right Escape
    bar Left back q quit
    forget_saves
    start 80 24 --lang "$lang" --demo
    bar Space pause q quit
    forget_saves
    start 80 24 --lang "$lang" --learn
    bar "any key" "go on" "any key" "go on"
    keys Space
    bar PgDn next q quit
    # The lessons screen; lesson 8 (the end by repetition) after its first
    # move has the longest bar: u, PgUp, PgDn, L, q.
    keys L
    bar "Up Down" choose Esc back
    keys Down Down Down Down Down Down Down Enter
    bar "any key" "go on" "any key" "go on"
    keys Space a Enter
    bar u undo q quit
    mkdir -p "$XDG_STATE_HOME/tihbat"
    printf '[Rules "tihbat"]\n\n1. A *\n' >"$XDG_STATE_HOME/tihbat/current.tbg"
    start 80 24 --lang "$lang"
    bar y "resume it" n "a new game"
done
