#!/bin/sh
# test_print.sh - worksheets printed as a teacher prints them: headless
# Chromium to PDF on A4, the pages counted with pdfinfo.  The answers of six
# puzzles fit one sheet (Tihbat in English and Bengali; Bakuk's longest
# answers found, seed 11, in Hungarian, the longest words), the puzzles of
# six one sheet and of twelve two.  Each page is kept as a PNG in build/worksheets for a person
# to look at.
. "$(dirname "$0")/lib.sh"
need_tools chromium pdfinfo pdftoppm
pictures=$(dirname "$program")/worksheets
mkdir -p "$pictures"

# sheet NAME ARG...: the worksheet of those options in $tmp/NAME.
sheet() {
    name=$1
    shift
    mkdir "$tmp/$name"
    "$program" --worksheet "$@" -o "$tmp/$name" >/dev/null 2>"$tmp/$name.err" ||
        fail "$name: --worksheet $*: $(cat "$tmp/$name.err")"
}

# print PAGE: PAGE.html printed to PAGE.pdf, as a browser prints it (A4:
# the page's own @page), with no header or footer of the browser's own.
# Chromium's flags keep it off the network and out of the user's profile.
print() {
    profile=$(mktemp -d "$tmp/chromium.XXXXXX")
    chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
        --disable-background-networking --disable-component-update --disable-sync \
        --user-data-dir="$profile" --no-pdf-header-footer --print-to-pdf="$1.pdf" \
        "file://$1.html" >"$1.log" 2>&1
}

# pages PAGE COUNT: the PDF has COUNT A4 pages, kept as pictures.
pages() {
    case="$(basename "$(dirname "$1")") $(basename "$1")"
    [ -s "$1.pdf" ] || { fail "no PDF: $(tail -n 3 "$1.log")"; return; }
    info=$(pdfinfo "$1.pdf") || { fail "pdfinfo cannot read it"; return; }
    got=$(printf '%s\n' "$info" | sed -n 's/^Pages: *//p')
    [ "$got" = "$2" ] || fail "$got pages, not $2"
    printf '%s\n' "$info" | grep -q '^Page size:.*(A4)' ||
        fail "not A4: $(printf '%s\n' "$info" | grep '^Page size')"
    pdftoppm -png -r 60 "$1.pdf" "$pictures/$(basename "$(dirname "$1")")-$(basename "$1")"
}

sheet tihbat-en --seed 2026
sheet tihbat-bn --seed 2026 --lang bn
sheet bakuk-hu --rules bakuk --seed 11 --lang hu
sheet twelve --count 12 --seed 2 --level easy
printed="tihbat-en/answers tihbat-bn/answers bakuk-hu/answers tihbat-en/worksheet twelve/worksheet"

# check-san's run (CLI_PDF=no): the sanitizers check the program that wrote
# the pages; Chromium's printing of them is check-cli's, on the same pages
# (the same sources write the same bytes), and some 12 CPU-s of Chromium's
# own, which the sanitized program does not change.
if [ "${CLI_PDF:-yes}" = no ]; then
    for page in $printed; do
        case=$page
        [ -s "$tmp/$page.html" ] || fail "no page written"
    done
    [ "$failures" -eq 0 ]
    exit
fi

# Chromium waits on the network's absence more than on the CPU: the pages
# print side by side.
for page in $printed; do
    print "$tmp/$page" &
done
wait
pages "$tmp/tihbat-en/answers" 1
pages "$tmp/tihbat-bn/answers" 1
pages "$tmp/bakuk-hu/answers" 1
pages "$tmp/tihbat-en/worksheet" 1
pages "$tmp/twelve/worksheet" 2

[ "$failures" -eq 0 ]
