# A broken or foreign autosave is reported and set aside, and the game
# starts; a save that cannot be written is reported, and play goes on.
. "$(dirname "$0")/lib.sh"

dir="$XDG_STATE_HOME/tihbat"
mkdir -p "$dir"
printf 'PK\003\004 this is no game record\n\001\002' > "$dir/current.tbg"
start 80 24 --names Amina,Youssef
wait_for "The saved game could not be read"
shows "It was moved aside to $dir/current.tbg.broken-"
[ ! -e "$dir/current.tbg" ] || fail "the broken file was left in place"
ls "$dir"/current.tbg.broken-* >/dev/null 2>&1 || fail "the broken file is gone"
keys Enter
wait_for "Amina, choose a hole: press A or B."
play A
wait_for "Youssef, choose a hole"
grep -q '^1\. A \*$' "$dir/current.tbg" || fail "no autosave after the broken one"

# A record of moves that cannot be played is refused, saying where.
printf '[Rules "tihbat"]\n\n1. C *\n' > "$dir/current.tbg"
start 80 24 --names Amina,Youssef
wait_for "The saved game could not be read"
shows "line 3: illegal move"
keys x
wait_for "Amina, choose a hole"

# The state directory cannot be made: the game says so once, and goes on.
rm -rf "$XDG_STATE_HOME"
echo "a file, not a directory" > "$XDG_STATE_HOME"
start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole"
play A
wait_for "Not a directory. The game goes on."
play C
wait_for "Youssef sowed 9 seeds from C."
wait_for "Amina, choose a hole"
expect_counts "4 11 3 10"
