# The story under the board never begins a line with the tail of an
# earlier sentence: whole sentences only, the newest last, the older ones
# scrolled away whole.
. "$(dirname "$0")/lib.sh"

# story_top: the first line of the story: the first one with words below
# the players' label under the board (the line after the last box's
# bottom side).
story_top() {
    bottom=$(screen | grep -n -F -e └ -e ┗ | tail -n 1 | cut -d: -f1)
    screen | tail -n +$((bottom + 2)) | grep -m 1 '[^ ]'
}
# starts_whole: the story's first line begins a sentence.
starts_whole() {
    top=$(story_top)
    printf '%s\n' "$top" | grep -qE '^ *[A-Z]' || fail "the story begins with the tail of a sentence: $top"
}

start 80 24 --names Amina,Youssef
wait_for "Amina, choose a hole"
next=Youssef
for move in A C B D A; do
    play "$move"
    wait_for "$next, choose a hole"
    starts_whole
    next=$([ "$next" = Amina ] && echo Youssef || echo Amina)
done
# Bengali, whose sentences are long at 80 columns.
forget_saves
seeds_word=''
start 80 24 --lang bn --names Amina,Youssef
wait_for "A বা B চাপো।"
play A C B
wait_for "C বা D চাপো।"
top=$(story_top)
printf '%s\n' "$top" | grep -qE '^ *(Amina|Youssef|তিহবাত)' || fail "the Bengali story begins with the tail of a sentence: $top"
