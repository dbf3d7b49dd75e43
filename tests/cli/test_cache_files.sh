#!/bin/sh
# test_cache_files.sh - the cache of solved tables as a hostile place:
# --solve with a symbolic link, a FIFO or a directory where a file of
# tables should be solves all the same, says what it found, and leaves it
# as it is (a link's target untouched); the cache's directory from the
# environment is shown escaped; a cache write killed half done leaves a
# temporary file that the next run of any command removes, even when the
# state directory, where the journal goes, was not there yet.
. "$(dirname "$0")/lib.sh"
need_tools strace timeout

cache=$XDG_CACHE_HOME/tihbat
file=$cache/tihbat-margin-even.tables
# A cold cache: what is put where the tables should be is all there is.
rm -rf "$cache"
mkdir -p "$cache"

# solves CASE WORDS: --solve of Tihbat answers -2 (in 20 s, or it hangs),
# and says WORDS on standard error.
solves() {
    case=$1
    timeout 20 "$program" --solve >"$tmp/out" 2>"$tmp/err"
    status=$?
    [ "$status" -eq 0 ] || fail "exit status $status (124: it hung): $(cat "$tmp/err")"
    grep -q '"value":-2,' "$tmp/out" || fail "the answer is not -2: $(cat "$tmp/out")"
    grep -qF "$file $2" "$tmp/err" || fail "stderr lacks '$file $2': $(cat "$tmp/err")"
}

printf 'the user'"'"'s own notes\n' >"$tmp/notes.txt"
ln -s "$tmp/notes.txt" "$file"
solves "a link to a file of the user's" "is a symbolic link"
[ -L "$file" ] || fail "the link was replaced"
[ "$(cat "$tmp/notes.txt")" = "the user's own notes" ] || fail "the file it leads to was written"

rm "$file"
mkfifo "$file"
solves "a FIFO" "is not a regular file"
[ -p "$file" ] || fail "the FIFO was replaced"

rm "$file"
mkdir "$file"
solves "a directory" "is a directory"
rmdir "$file"

# The directory comes from the environment: its bytes are escaped.
case="XDG_CACHE_HOME with an escape sequence"
esc=$(printf '\033')
odd="$tmp/odd${esc}]0;title"
mkdir -p "$odd/tihbat/tihbat-margin-even.tables"
XDG_CACHE_HOME=$odd "$program" --solve >/dev/null 2>"$tmp/err"
grep -q "odd\\\\x1b\\]0;title/tihbat/tihbat-margin-even.tables is a directory" "$tmp/err" ||
    fail "the path is not said, escaped: $(cat -v "$tmp/err")"
grep -q "$esc" "$tmp/err" && fail "an escape byte reached standard error: $(cat -v "$tmp/err")"

# Killed while it writes Bakuk's tables (strace holds the flush to disk),
# with no state directory yet: the journal is written all the same, and
# the next command run, whatever it is, removes what was left.
case="a cache write killed"
rm -rf "$cache" "$XDG_STATE_HOME"
strace -f -o /dev/null -e trace=fsync -e inject=fsync:delay_enter=60000000 \
    "$program" --solve --rules bakuk >/dev/null 2>&1 &
tracer=$!
# temp_file: the name of the write's temporary file, once it is there,
# in $temp (the shell's own glob: polled every 50 ms, a start of ls and
# grep each time was most of what the test cost).
temp_file() {
    temp=
    for found in "$cache"/.tihbat-*.tmp; do
        [ ! -e "$found" ] || temp=${found##*/}
    done
}
tries=600
temp_file
while [ -z "$temp" ] && [ "$tries" -gt 0 ]; do
    sleep 0.05
    tries=$((tries - 1))
    temp_file
done
journal=$(ls "$XDG_STATE_HOME/tihbat" 2>/dev/null | grep '^saving-')
pid=${temp#.tihbat-}
pid=${pid%%-*}
[ -n "$temp" ] && kill -KILL "$pid"
kill -KILL "$tracer"
wait "$tracer" 2>/dev/null
# A process killed is not gone at once: its journal stays locked, rightly
# a living copy's, until its files are closed, which a busy machine can
# put after the next command's start.  Wait for that (a zombie has closed
# them), not for a time.
tries=600
while [ -n "$temp" ] && [ "$tries" -gt 0 ] && [ -e "/proc/$pid" ] &&
    ! grep -q '^State:.*Z' "/proc/$pid/status" 2>/dev/null; do
    sleep 0.05
    tries=$((tries - 1))
done
if [ -z "$temp" ]; then
    fail "the write never began: $(ls -A "$cache" 2>&1)"
else
    [ -n "$journal" ] || fail "no journal of the write: $(ls -A "$XDG_STATE_HOME/tihbat" 2>&1)"
    "$program" --version >/dev/null || fail "--version failed"
    [ ! -e "$cache/$temp" ] || fail "the killed write's $temp was left"
    ls "$XDG_STATE_HOME/tihbat" 2>/dev/null | grep -q '^saving-' && fail "the journal was left"
fi
[ "$failures" -eq 0 ]
