# Fault: the state directory full, or read-only, while the game autosaves.
# The game goes on and says so, and so does the quit question; nothing is
# lost: the record saved elsewhere holds every move, and once the directory
# takes writes again, so does the autosave.
. "$(dirname "$0")/lib.sh"

# The program runs in a mount namespace of its own, on a small tmpfs as its
# state directory (a real ENOSPC and EROFS, even for root); nsenter reaches
# in to free the space or make it writable again.  The namespaces are a
# user's own (unshare -r): no root is needed where the kernel allows them.
save="$XDG_STATE_HOME/tihbat/current.tbg"
mkdir -p "$XDG_STATE_HOME"
unshare -rm sh -c 'mount -t tmpfs -o size=64k tihbat-probe "$1"' sh "$XDG_STATE_HOME" 2>/dev/null ||
    skip "no file system can be mounted here: unshare -rm is refused"

# start_on SETUP: the game on a fresh tmpfs, after the shell commands SETUP.
start_on() {
    start_cmd 80 24 env WORK="$WORK" unshare -rm sh -c '
        mount -t tmpfs -o size=64k tihbat-state "$XDG_STATE_HOME" || exit 1
        mkdir "$XDG_STATE_HOME/tihbat"
        '"$1"'
        echo $$ >"$WORK/pid"
        exec "$TIHBAT" --names Amina,Youssef'
    wait_for "Amina, choose a hole: press A or B."
}
inside() { nsenter -t "$(cat "$WORK/pid")" -U -m --preserve-credentials "$@"; }

# quit_says REASON: the quit question says the game would be lost, and why.
quit_says() {
    keys q
    wait_for "Quit the game?"
    shows "The game could not be kept for the next time ($1): it is lost when you quit"
    lacks "The game is kept"
    keys Escape
    wait_gone "Quit the game?"
}

# save_elsewhere FILE: s, then the record to FILE, outside the tmpfs.
save_elsewhere() {
    keys s
    wait_for "Save the game record"
    keys C-u
    type_text "$1"
    keys Enter
    wait_for "The game record is saved in $1."
}

# Full: a file takes all the space there is.
start_on 'dd if=/dev/zero of="$XDG_STATE_HOME/fill" bs=1024 2>/dev/null'
play A
wait_for "No space left on device. The game goes on."
play C
wait_for "Amina, choose a hole"
expect_counts "4 11 3 10"
quit_says "No space left on device"
save_elsewhere "$WORK/full.tbg"
grep -q '^1\. A 2\. C \*$' "$WORK/full.tbg" || fail "the record saved elsewhere lost moves"
inside rm "$XDG_STATE_HOME/fill"
play B
wait_for "Youssef, choose a hole"
inside cat "$save" | grep -q '^1\. A 2\. C 3\. B \*$' || fail "no full autosave once space was free"
keys q
wait_for "The game is kept: it will be offered the next time."
keys Escape

# Read-only (the mount, as a user's namespace may make it).
start_on 'mount -o remount,bind,ro "$XDG_STATE_HOME"'
play A
wait_for "Read-only file system. The game goes on."
play C
wait_for "Amina, choose a hole"
expect_counts "4 11 3 10"
quit_says "Read-only file system"
save_elsewhere "$WORK/read-only.tbg"
grep -q '^1\. A 2\. C \*$' "$WORK/read-only.tbg" || fail "the record saved elsewhere lost moves"
inside mount -o remount,bind,rw "$XDG_STATE_HOME"
play B
wait_for "Youssef, choose a hole"
inside cat "$save" | grep -q '^1\. A 2\. C 3\. B \*$' || fail "no full autosave once writable again"
