# lib.sh - what every screen test shares: the program run by the script
# runner (build/tui-script, tests/headless/script.c) without a terminal,
# keys typed in, and the screen read back; no tmux, and nothing waits.
#
# A test sources this with $TIHBAT naming the program (the runner is
# beside it), then calls start, keys, wait_for and the checks of the
# terminal tests (tests/tui/lib.sh, which this sources): only what starts
# the program, types keys and reads the screen is the runner's here, and
# waiting moves the program's clock, never the test's: wait_for TEXT
# moves it to each moment something is due until the screen shows TEXT,
# and fails at once when nothing more is.

. "$(dirname "$0")/../tui/lib.sh"

# What only a real terminal has is no screen test's to use.
for terminal_only in tm start_shell run_in_shell ended sane; do
    eval "$terminal_only() { fail \"$terminal_only is a real terminal's: a test in tests/tui\"; }"
done

RUNNER=$(dirname "$TIHBAT")/tui-script
[ -x "$RUNNER" ] || { echo "lib.sh: no runner $RUNNER (make $RUNNER)" >&2; exit 2; }
runner_pid=

# The runner: one for the test, driven a line at a time through two FIFOs;
# it answers each command with a line (tests/headless/script.c) and keeps
# the screen's text in $WORK/screen.
runner_start() {
    mkfifo "$WORK/commands" "$WORK/answers" || fail "no FIFOs for the runner"
    "$RUNNER" -C "$WORK" -o "$WORK" --answer --screen "$WORK/screen" \
        <"$WORK/commands" >"$WORK/answers" 2>"$WORK/runner.log" &
    runner_pid=$!
    exec 3>"$WORK/commands" 4<"$WORK/answers"
}

# ask COMMAND [WORD...]: the runner does it; its answer is in
# $runner_answer.  Each word is sent in single quotes (one in it as '\''),
# as the runner reads one word whatever it holds; in the shell alone,
# since a test asks often.
ask() {
    [ -n "$runner_pid" ] || runner_start
    runner_line=$1
    shift
    for runner_word in "$@"; do
        runner_quoted=
        while :; do
            case $runner_word in
            *\'*)
                runner_quoted="$runner_quoted${runner_word%%\'*}'\\''"
                runner_word=${runner_word#*\'}
                ;;
            *) break ;;
            esac
        done
        runner_line="$runner_line '$runner_quoted$runner_word'"
    done
    printf '%s\n' "$runner_line" >&3
    IFS= read -r runner_answer <&4 || {
        echo "FAIL: the runner ended: $(cat "$WORK/runner.log")" >&2
        exit 1
    }
}
# run COMMAND [WORD...]: asked, and any error is the test's failure.
run() {
    ask "$@"
    case $runner_answer in error:*) fail "${runner_answer#error: }" ;; esac
}

cleanup() {
    if [ -n "$runner_pid" ]; then
        exec 3>&- 4<&-
        wait "$runner_pid"
    fi
    rm -rf "$WORK"
}

# start_cmd W H env [NAME=VALUE...] "$TIHBAT" [OPTION...]: the program,
# with those variables set, in a new W x H window: the one form of the
# terminal tests' start_cmd that starts the program itself.
start_cmd() {
    width=$1 height=$2
    runner_form="start_cmd here starts only: env NAME=VALUE... \$TIHBAT OPTION..."
    [ "${3:-}" = env ] || fail "$runner_form"
    shift 3
    # Each word goes round to the end, but the program's name.
    runner_left=$# runner_program=
    while [ "$runner_left" -gt 0 ]; do
        if [ -z "$runner_program" ] && [ "$1" = "$TIHBAT" ]; then
            runner_program=$1
        else
            case $runner_program$1 in *=*) ;; "$TIHBAT"*) ;; *) fail "$runner_form" ;; esac
            set -- "$@" "$1"
        fi
        shift
        runner_left=$((runner_left - 1))
    done
    [ -n "$runner_program" ] || fail "$runner_form"
    rm -f "$TIHBAT_LARGE_LOG"
    run start "${width}x$height" "$@"
}

# start W H [OPTION...]: the program with those options.
start() {
    width=$1 height=$2
    shift 2
    rm -f "$TIHBAT_LARGE_LOG"
    run start "${width}x$height" "$@"
}

# close_terminal: the terminal goes, and with it the program (as on a
# hangup), so that nothing writes the state directory after.
close_terminal() { [ -z "$runner_pid" ] || run hangup; }
screen() { cat "$WORK/screen"; }
# screen_read: the screen's text in $screen_now, read by the shell alone
# (a test reads it again and again).
screen_read() {
    screen_now=
    while IFS= read -r screen_line; do
        screen_now="$screen_now$screen_line$newline"
    done <"$WORK/screen"
    screen_now="$screen_now$screen_line"
}
# cells: the look of every character of the screen (tests/tui/cells.awk).
cells() {
    run screen now
    cat "$WORK/now.cells"
}
shows() { ask shows "$1"; case $runner_answer in error:*) fail "the screen does not show: $1" ;; esac; }
lacks() { ask lacks "$1"; case $runner_answer in error:*) fail "the screen shows: $1" ;; esac; }
keys() { run key "$@"; }
type_text() { run type "$1"; }
click() { run click "$1" "$2"; }
# resize W H: the window takes that size.
resize() { run resize "${1}x$2"; }
# advance DURATION: the program's clock moves on (300ms, 2s).
advance() { run advance "$1"; }

# within SECONDS COMMAND...: until COMMAND succeeds, the program's clock
# moved to each moment something is due; false when nothing more is, or
# after SECONDS of the program's time.
within() {
    runner_budget=$(($1 * 1000))
    shift
    until "$@"; do
        run step
        case $runner_answer in
        idle) return 1 ;;
        ok\ *) runner_budget=$((runner_budget - ${runner_answer#ok })) ;;
        esac
        [ "$runner_budget" -gt 0 ] || return 1
    done
}

wait_for() {
    ask until "$1" "${2:-5}"
    case $runner_answer in error:*) fail "the screen never showed: $1" ;; esac
}
wait_gone() {
    ask until-gone "$1" "${2:-5}"
    case $runner_answer in error:*) fail "the screen kept showing: $1" ;; esac
}
counts_are() { [ "$(counts)" = "$1" ]; }
wait_counts() { within "${2:-5}" counts_are "$1" || fail "the board never showed $1, only $(counts)"; }
expect_counts() { wait_counts "$1"; }
