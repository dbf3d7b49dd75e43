# cells.awk - a tmux capture with escapes (capture-pane -e) as a grid of
# its cells' looks: one character a cell, '.' for plain text, a letter for
# each other look in the order they first appear, and under the grid what
# each letter stands for ("a  bold fg=163").  Run with LC_ALL=C: UTF-8
# continuation bytes take no cell.
BEGIN {
    esc = sprintf("%c", 27)
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    reset()
    looks = 0
}

function reset() { bold = dim = under = rev = 0; fg = bg = "" }

# Applies the parameters of one SGR sequence.
function sgr(params,    n, p, i) {
    n = split(params, p, ";")
    if (n == 0) { reset(); return }
    for (i = 1; i <= n; i++) {
        if (p[i] == "" || p[i] == 0) reset()
        else if (p[i] == 1) bold = 1
        else if (p[i] == 2) dim = 1
        else if (p[i] == 4) under = 1
        else if (p[i] == 7) rev = 1
        else if (p[i] == 22) bold = dim = 0
        else if (p[i] == 24) under = 0
        else if (p[i] == 27) rev = 0
        else if (p[i] == 39) fg = ""
        else if (p[i] == 49) bg = ""
        else if ((p[i] == 38 || p[i] == 48) && p[i + 1] == 5) {
            if (p[i] == 38) fg = p[i + 2]; else bg = p[i + 2]
            i += 2
        } else if (p[i] >= 30 && p[i] <= 37) fg = p[i] - 30
        else if (p[i] >= 40 && p[i] <= 47) bg = p[i] - 40
        else if (p[i] >= 90 && p[i] <= 97) fg = p[i] - 90 + 8
        else if (p[i] >= 100 && p[i] <= 107) bg = p[i] - 100 + 8
    }
}

function look(    name) {
    name = (bold ? " bold" : "") (dim ? " dim" : "") (under ? " underline" : "") \
        (rev ? " reverse" : "") (fg != "" ? " fg=" fg : "") (bg != "" ? " bg=" bg : "")
    if (name == "") return "."
    if (!(name in letter)) {
        letter[name] = substr(letters, ++looks, 1)
        named[looks] = name
    }
    return letter[name]
}

{
    line = $0; out = ""
    while (length(line) > 0) {
        c = substr(line, 1, 1)
        if (c == esc && substr(line, 2, 1) == "[") {
            rest = substr(line, 3)
            end = match(rest, /[A-Za-z]/)
            if (substr(rest, end, 1) == "m") sgr(substr(rest, 1, end - 1))
            line = substr(rest, end + 1)
            continue
        }
        if (c < "\200" || c > "\277") out = out look() # not a continuation byte
        line = substr(line, 2)
    }
    sub(/\.+$/, "", out)
    print out
}

END {
    for (i = 1; i <= looks; i++)
        print substr(letters, i, 1) "  " named[i]
}
