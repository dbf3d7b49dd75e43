# The engine's reasons in German, with their numbers: a position typed in
# the editor, a record given to --load, a broken autosave.
. "$(dirname "$0")/lib.sh"

start 80 24 --lang de --names Amina,Youssef
wait_for "Amina, wähle ein Loch: Drücke A oder B."
keys p :
wait_for "Eine Stellung eintippen"
keys C-u
type_text "1,5,1:1:0,0"
keys Enter
wait_for "Die Stellung 1,5,1:1:0,0 lässt sich nicht spielen: zu wenige Samenzahlen für Löcher: Tihbat hat 4 Löcher."
shows "Eine Stellung eintippen"
keys C-u
type_text "0,1,3,7:2:4,14"
keys Enter
wait_for "Die Stellung 0,1,3,7:2:4,14 lässt sich nicht spielen: insgesamt 29 Samen, mehr als die 28 von Tihbat."
keys C-u
type_text "7,7,7,7:x:0,0"
keys Enter
wait_for "Die Stellung 7,7,7,7:x:0,0 lässt sich nicht spielen: statt des Spielers am Zug steht hier 'x'."

# Said before the screen is taken, on a line wide enough for all of it:
# the rules' reason and the position's are German too.
printf '[Rules "tihbat"]\n\n1. A A *\n' >"$WORK/bad.tbg"
start 200 24 --lang de --load "$WORK/bad.tbg"
wait_for "[exit 2]"
shows "$WORK/bad.tbg:3: keine Partie, die gespielt werden kann: regelwidriger Zug „A“ im Halbzug 2: dieses Loch gehört einem anderen Spieler"
printf '[Rules "bakuk3"]\n[Position "6,6,6,6,6,6:4:0,0,0"]\n\n*\n' >"$WORK/bad.tbg"
start 200 24 --lang de --load "$WORK/bad.tbg"
wait_for "[exit 2]"
shows "$WORK/bad.tbg:2: keine Partie, die gespielt werden kann: die Kopfzeile Position: Spieler 4 gibt es nicht: Bakuk zu dritt hat die Spieler 1 bis 3"

dir="$XDG_STATE_HOME/tihbat"
mkdir -p "$dir"
printf '[Rules "tihbat"]\n[Result "10-18"]\n\n1. A C\n' >"$dir/current.tbg"
start 80 24 --lang de --names Amina,Youssef
wait_for "Zeile 2: die Partie gibt das Ergebnis „10-18“ an, die Züge ergeben aber „*“"
