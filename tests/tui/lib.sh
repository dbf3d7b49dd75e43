# lib.sh - what every terminal test shares: a private tmux server, the
# program running in it, keys typed in, and the screen read back.
#
# A test sources this with $TIHBAT naming the program, then calls start (or
# start_cmd), keys, wait_for and the checks below; any failure ends the test
# with the screen as it was.  Nothing outlives the test: the tmux server and
# the temporary home go on every exit.

set -u
runs=0
# The test's files, in /tmp whatever TMPDIR says: the screen shows paths
# in it, which must fit where they are shown (a message has two lines).
WORK=$(mktemp -d /tmp/tihbat-test.XXXXXX)
# Each terminal's tmux server listens in $WORK, which goes with the test:
# tmux leaves its socket behind when the server ends.
SOCKET="$WORK/tmux-$runs"
# The program's files go here, never to the user's own.
export HOME="$WORK/home" XDG_STATE_HOME="$WORK/state" XDG_CACHE_HOME="$WORK/cache"
# One locale, whatever the caller's (none, C, German...): the test's own
# grep, sed and awk read the screen's UTF-8 as characters (in the C locale
# "─+" repeats a byte); the program speaks English in C.UTF-8, which
# start_cmd gives it without LC_ALL, so that a test may set LANG for it.
unset NO_COLOR TMUX LANGUAGE $(env | sed -n 's/^\(LC_[A-Z_]*\)=.*/\1/p')
export LANG=C.UTF-8 LC_ALL=C.UTF-8
# The state directory is there, as after the program's first start: the
# welcome of a very first start (first_start) stays away.
mkdir -p "$HOME" "$XDG_STATE_HOME/tihbat"

# What large print draws (projector mode) is written here by the program.
export TIHBAT_LARGE_LOG="$WORK/large.log"

newline='
' default_ifs=$IFS
tm() { tmux -S "$SOCKET" -f /dev/null "$@"; }
cleanup() { tm kill-server 2>/dev/null; rm -rf "$WORK"; }
trap cleanup EXIT
trap 'exit 1' INT TERM HUP

# start_cmd W H COMMAND [ARG...]: runs COMMAND in a new W x H terminal (the
# only one: any earlier is closed); "[exit N]" shows when it ends.
start_cmd() {
    width=$1 height=$2
    shift 2
    # A fresh server each time: an old one may take a moment to go.
    close_terminal
    in_shell=
    runs=$((runs + 1))
    SOCKET="$WORK/tmux-$runs"
    rm -f "$TIHBAT_LARGE_LOG"
    tm new-session -d -x "$width" -y "$height" -- \
        env -u LC_ALL sh -c '"$@"; echo "[exit $?]"; exec sleep 600' sh "$@" ||
        fail "could not start tmux"
}

# running_in GROUP: a process of process group GROUP still runs.  A
# zombie holds nothing (no lock, no file) and does not count: the tmux
# server gone, what ran in it waits for init to reap it, which on some
# machines takes a second or two.
running_in() {
    cat /proc/[0-9]*/stat 2>/dev/null | awk -v group="$1" '
        { sub(/.*\) /, ""); if ($3 == group && $1 != "Z") found = 1 }
        END { exit !found }'
}

# close_terminal: the terminal goes, and with it what ran there: waits
# until that has ended (the pane's process group), since the program holds
# the autosave until it has, and a program started next would find it busy.
close_terminal() {
    group=$(tm display-message -p '#{pane_pid}' 2>/dev/null)
    tm kill-server 2>/dev/null
    tries=100
    while [ -n "$group" ] && running_in "$group"; do
        tries=$((tries - 1))
        [ "$tries" -gt 0 ] || fail "what ran in the terminal still runs 5 seconds after it closed"
        sleep 0.05
    done
}

# start W H [OPTION...]: the program with those options.
start() {
    width=$1 height=$2
    shift 2
    start_cmd "$width" "$height" "$TIHBAT" "$@"
}

# forget_saves: no autosaved game is offered at the next start (nor the
# lessons done remembered).
forget_saves() { state_alone; rm -rf "$XDG_STATE_HOME/tihbat"; mkdir -p "$XDG_STATE_HOME/tihbat"; }
# first_start: the next start is the program's very first: no state
# directory at all.
first_start() { state_alone; rm -rf "$XDG_STATE_HOME/tihbat"; }
# state_alone: no program is left to write the state directory (a game
# the computer goes on playing autosaves each move): the terminal closes,
# unless it holds start_shell's shell, whose programs the test saw end.
in_shell=
state_alone() { [ -n "$in_shell" ] || close_terminal; }

# screen_read: the screen's text, a line each, in $screen_now.
screen_read() {
    screen_now=$(tm capture-pane -p && echo .) || return 1
    screen_now=${screen_now%.}
}
screen() { screen_read && printf '%s' "$screen_now"; }
# The screen as one line of words: box sides and the blocks of drawings (a
# verdict's mark) gone, lines and spaces joined, so that a sentence wrapped
# over lines or in a panel reads whole.
words() {
    screen_read || return 1
    words_of "$screen_now"
    printf '%s' "$words_now"
}
# words_of TEXT: TEXT as words() makes the screen, in $words_now; by the
# shell alone, since a wait looks at the screen again and again.  (As sed
# and tr made it: each side or block a space, then every run of spaces and
# line ends one space.)
words_of() {
    words_now=$1
    for words_glyph in '│' '┃' '|' '▗' '▘' '▙' '▚' '▛' '▜' '▝' '▞' '▟'; do
        words_rest=$words_now words_now=
        while :; do
            case $words_rest in
            *"$words_glyph"*)
                words_now="$words_now${words_rest%%"$words_glyph"*} "
                words_rest=${words_rest#*"$words_glyph"}
                ;;
            *) break ;;
            esac
        done
        words_now=$words_now$words_rest
    done
    # Split at spaces and line ends, and joined by one space; a space
    # stays at either end where the text had any.
    words_lead= words_trail=
    case $words_now in " "* | "$newline"*) words_lead=' ' ;; esac
    case $words_now in *" " | *"$newline") words_trail=' ' ;; esac
    words_options=$-
    set -f
    IFS=" $newline"
    set -- $words_now
    IFS=' '
    if [ $# -eq 0 ]; then
        words_now=$words_lead
    else
        words_now="$words_lead$*$words_trail"
    fi
    IFS=$default_ifs
    case $words_options in *f*) ;; *) set +f ;; esac
}
keys() { tm send-keys "$@"; }
# Types text as it is, without tmux reading key names in it.
type_text() { tm send-keys -l "$1"; }

fail() {
    echo "FAIL: $*" >&2
    echo "---- screen ----" >&2
    screen >&2 2>/dev/null
    exit 1
}

# skip WHY: this machine cannot run the test; run.sh reports it skipped,
# by name, never passed.
skip() {
    echo "$*" >&2
    exit 77
}

# within SECONDS COMMAND...: until COMMAND succeeds, tried every 50 ms;
# false after SECONDS.
within() {
    tries=$(( $1 * 20 ))
    shift
    while [ "$tries" -gt 0 ]; do
        "$@" && return 0
        sleep 0.05
        tries=$((tries - 1))
    done
    return 1
}
# showing TEXT: the screen shows TEXT.  A word longer than its line (a
# path) is broken anywhere, by the program or the terminal: without
# spaces, the two match.
showing() {
    screen_read || return 1
    words_of "$screen_now"
    case $words_now in *"$1"*) return 0 ;; esac
    spaceless "$1"
    showing_text=$spaceless_now
    spaceless "$words_now"
    case $spaceless_now in *"$showing_text"*) return 0 ;; esac
    return 1
}
# last_line: the screen's last line (the key bar), in $last_line_now.
last_line() {
    screen_read || return 1
    last_line_now=${screen_now%"$newline"}
    last_line_now=${last_line_now##*"$newline"}
}
# squeezed TEXT: TEXT with each run of spaces one space (as tr -s ' '), in
# $squeezed_now.
squeezed() {
    squeezed_lead= squeezed_trail=
    case $1 in " "*) squeezed_lead=' ' ;; esac
    case $1 in *" ") squeezed_trail=' ' ;; esac
    squeezed_options=$-
    set -f
    IFS=' '
    set -- $1
    if [ $# -eq 0 ]; then
        squeezed_now=$squeezed_lead
    else
        squeezed_now="$squeezed_lead$*$squeezed_trail"
    fi
    IFS=$default_ifs
    case $squeezed_options in *f*) ;; *) set +f ;; esac
}
# spaceless TEXT: TEXT without its spaces, in $spaceless_now.
spaceless() {
    spaceless_options=$-
    set -f
    IFS=' '
    set -- $1
    IFS=
    spaceless_now="$*"
    IFS=$default_ifs
    case $spaceless_options in *f*) ;; *) set +f ;; esac
}
not_showing() { ! showing "$1"; }

# wait_for TEXT [SECONDS]: until the screen shows TEXT (5 s by default);
# TEXT may be wrapped over lines.
wait_for() { within "${2:-5}" showing "$1" || fail "the screen never showed: $1"; }
# wait_gone TEXT [SECONDS]: until the screen no longer shows TEXT.
wait_gone() { within "${2:-5}" not_showing "$1" || fail "the screen kept showing: $1"; }

# large_words: the sentence large print shows under the board now (as the
# program last wrote it to TIHBAT_LARGE_LOG), "" for none; large_player N:
# player N's line in large print ("Amina; captured: 3").
large_words() { [ -f "$TIHBAT_LARGE_LOG" ] && sed -n 's/^words: \{0,1\}//p' "$TIHBAT_LARGE_LOG" | tail -n 1; }
large_player() { [ -f "$TIHBAT_LARGE_LOG" ] && sed -n "s/^player $1: //p" "$TIHBAT_LARGE_LOG" | tail -n 1; }
large_showing() { large_words | grep -qF -- "$1"; }
said() { showing "$1" || large_showing "$1"; }
# wait_large TEXT [SECONDS]: until large print shows a sentence with TEXT.
wait_large() {
    within "${2:-5}" large_showing "$1" ||
        fail "large print never showed: $1 (it shows: $(large_words))"
}
# wait_said TEXT [SECONDS]: until TEXT is on the screen, in plain print or
# in large print.
wait_said() { within "${2:-5}" said "$1" || fail "the screen never said: $1"; }

# panel_words: the words inside the panel over the board (the widest box
# of heavy lines), joined: a sentence wrapped over its lines reads whole,
# whatever the board beside the panel shows (and a verdict's mark in it).
# Every character is made one byte first, so that columns can be counted.
panel_words() {
    screen | LC_ALL=C.UTF-8 sed -e 's/┏/{/g' -e 's/┓/}/g' -e 's/┃/!/g' -e 's/[▗▘▙▚▛▜▝▞▟]/ /g' \
        -e 's/[^ -~]/?/g' |
        awk '{ line[NR] = $0 }
            END {
                for (i = 1; i <= NR; i++) {
                    rest = line[i]; at = 0
                    while (match(rest, /[{][^{}]*[}]/)) {
                        if (RLENGTH > width) { width = RLENGTH; top = i; left = at + RSTART }
                        at += RSTART + RLENGTH - 1; rest = substr(rest, RSTART + RLENGTH)
                    }
                }
                for (i = top + 1; top && i <= NR && substr(line[i], left, 1) == "!"; i++)
                    out = out " " substr(line[i], left + 1, width - 2)
                print out
            }' | tr -s ' ' ' '
}
panel_shows() { panel_words | grep -qF -- "$1" || fail "the panel does not show: $1 (it shows:$(panel_words))"; }

# shows TEXT / lacks TEXT: the screen now.
shows() { showing "$1" || fail "the screen does not show: $1"; }
lacks() { words | grep -qF -- "$1" && fail "the screen shows: $1"; return 0; }

# play MOVE...: chooses each hole by its letter, sows it with Enter, and
# shows the rest of its animation at once with Escape (other keys wait
# for it), each in one burst of keys, so that the move is chosen before
# its animation could end by itself.
play() {
    for move in "$@"; do
        keys "$(echo "$move" | tr 'A-F' 'a-f')" Enter Escape
    done
}

# json_field NAME LINE: the first number or string named NAME in a JSON
# line; json_list NAME LINE: the first list so named, as "A, B" (its
# strings unquoted).
json_field() { printf '%s\n' "$2" | grep -o "\"$1\":\(\"[^\"]*\"\|[^,}]*\)" | head -n 1 | sed -e 's/^[^:]*://' -e 's/"//g'; }
json_list() { printf '%s\n' "$2" | grep -o "\"$1\":\[[^]]*\]" | head -n 1 | sed -e 's/^[^[]*\[//' -e 's/\]$//' -e 's/"//g' -e 's/,/, /g'; }
# finish_words N NAME OTHER: how the screen says that NAME finishes N seeds
# ahead of OTHER (below 0, behind) if both play their best: the final
# margin of --review and --puzzles --json's "finish", never a bare "-2".
finish_words() {
    if [ "$1" -gt 0 ]; then
        echo "$2 can finish $1 seeds ahead."
    elif [ "$1" -lt 0 ]; then
        echo "$2 finishes $((-$1)) seeds behind if $3 plays well."
    else
        echo "$2 can finish level with $3."
    fi
}

# byte N: the character with code N.
byte() { printf "\\$(printf %03o "$1")"; }
# mouse BUTTON X Y: an xterm mouse report (X10 form) at column X and line
# Y, counted from 0; BUTTON " " is button 1 pressed, "#" released.
mouse() { printf '\033[M%s%s%s' "$1" "$(byte $(( $2 + 33 )))" "$(byte $(( $3 + 33 )))"; }
# click X Y: button 1 pressed, then released, there.
click() {
    tm send-keys -l "$(mouse ' ' "$1" "$2")"
    tm send-keys -l "$(mouse '#' "$1" "$2")"
}

# counts: the seeds in each hole as the boxes show them, in label order:
# "7 7 7 7".  The count lines of the boxes are the lines with a box side
# and "N seeds" (N and $seeds_word, which a test in another language sets);
# the top row (North) shows its holes right to left.
seeds_word=' seeds?'
counts() {
    screen | grep -E "(│|┃|[|#]).*[0-9]+$seeds_word" | head -n 2 |
        awk -v count="[0-9]+$seeds_word" '{
                n = 0
                while (match($0, count)) {
                    v[NR, ++n] = substr($0, RSTART, RLENGTH) + 0
                    $0 = substr($0, RSTART + RLENGTH)
                }
                width[NR] = n
            }
            END {
                out = ""
                for (i = 1; i <= width[2]; i++) out = out v[2, i] " "
                for (i = width[1]; i >= 1; i--) out = out v[1, i] " "
                sub(/ $/, "", out)
                print out
            }'
}

# wait_counts "7 7 7 7" [SECONDS]: until the board shows these counts.
wait_counts() {
    tries=$(( ${2:-5} * 20 ))
    while [ "$tries" -gt 0 ]; do
        [ "$(counts)" = "$1" ] && return 0
        sleep 0.05
        tries=$((tries - 1))
    done
    fail "the board never showed $1, only $(counts)"
}

# expect_counts "7 7 7 7": the board shows these counts, once the terminal
# has taken all the program drew: a screen read just as the words waited
# for appear may still lack the rest of the board.
expect_counts() { wait_counts "$1"; }

# board_aligned: on every line of the board the sides of the boxes stand
# in the same columns, one character a column as the terminal's cells hold
# them: text that the terminal measured otherwise than the program would
# push the sides after it out of line.
board_aligned() {
    sides=$(screen | LC_ALL=C.UTF-8 sed -n -e 's/|/ /g' -e 's/[│┃┌┐└┘┏┓┗┛]/|/g' \
        -e '/|/{s/[^|]/ /g;s/ *$//;p;}' | sort -u)
    [ "$(printf '%s\n' "$sides" | wc -l)" -eq 1 ] ||
        fail "the sides of the boxes are out of line:
$sides"
}

# start_shell: a shell in an 80x24 terminal, to run the program from it as
# a person would and see how it ended.
start_shell() {
    start_cmd 80 24 env PS1='$ ' bash --norc --noprofile -i
    in_shell=yes
    wait_for '$'
}
# run_in_shell [OPTION]...: the program, from that shell; its pid goes to
# $WORK/pid (sh execs it).
run_in_shell() {
    keys C-l
    type_text "sh -c 'echo \$\$ > $WORK/pid; exec \"\$0\" \"\$@\"' $TIHBAT $*"
    keys Enter
}
# ended STATUS: the shell saw the program end with STATUS.  Nothing is
# typed before the program is gone: keys typed while it is still on its
# way out would be read by it, or half of them.
program_gone() {
    read -r program_pid <"$WORK/pid"
    ! kill -0 "$program_pid" 2>/dev/null
}
ended() {
    within 10 program_gone || fail "the program did not end"
    wait_for '$'
    keys C-l
    type_text 'echo "[status $?]"'
    keys Enter
    wait_for "[status $1]"
}
# sane WHEN: canonical input, echo, signals and line ends are on (5 of 5).
# The echo is split so that the typed line does not show its output.
sane() {
    keys C-l
    type_text "stty -a | tr ' ;' '\n\n' | grep -c -x -e icanon -e echo -e isig -e icrnl -e opost; echo '[che''cked]'"
    keys Enter
    wait_for "[checked]"
    screen | grep -qx '5' || fail "the terminal is not sane after $1"
}
