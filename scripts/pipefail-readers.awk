# Finds, in the shell scripts named on its command line, each reader that stops
# before the end of its input after a `|`, in a script that sets pipefail or is
# sourced; scripts/lint-shell runs it and says why that matters. A small shell
# lexer: quotes, $( … ), comments and here-documents are followed, so a `|` in
# a string, an awk program or a message is no pipe; an awk's exit in its END
# block comes after its input. A line saying `# pipefail-safe: <reason>` is skipped.
function push(k) {
  kind[++depth] = k
  if (k == "cmd") reset(depth)
}
function reset(d) { piped[d] = 0; text[d] = ""; start[d] = 0; safe[d] = 0 }
# Appends to the stage of the innermost command context, noting the line it starts on.
function add(s,    d) {
  for (d = depth; kind[d] != "cmd"; d--) {}
  if (start[d] == 0 && s !~ /^[[:space:]]*$/) { start[d] = FNR; safe[d] = marked }
  text[d] = text[d] s
}
# Ends the stage of context d, reporting it when it is an early reader after a pipe.
function finish(d,    t, n, w, i, word, why) {
  if (piped[d] && !safe[d]) {
    t = text[d]
    n = split(t, w, /[[:space:]]+/)
    for (i = 1; i <= n && (w[i] == "" || w[i] == "{" || w[i] == "!" || w[i] ~ /^[A-Za-z_][A-Za-z0-9_]*=/); i++) {}
    word = w[i]
    sub(/.*\//, "", word)
    why = ""
    if (word == "head") why = "head stops reading after its lines"
    else if (word == "read") why = "read stops reading after one line"
    else if (word ~ /^[ef]?grep$/) {
      for (i++; i <= n && w[i] ~ /^-./ && w[i] != "--"; i++)
        if (w[i] ~ /^--(quiet|silent|max-count|files-with)/ || w[i] ~ /^-[A-Za-z0-9]*[qmlL]/)
          why = "grep " w[i] " stops reading at a match"
    } else if (word ~ /^[gm]?awk$/) {
      sub(/END[[:space:]]*\{.*/, "", t)
      if (t ~ /(^|[^A-Za-z0-9_])exit([^A-Za-z0-9_]|$)/) why = "awk exits before the end of its input"
    } else if (word == "sed") {
      if (t ~ /(^|[^A-Za-z0-9_\\])[qQ]([[:space:]0-9;}\047]|$)/) why = "sed quits before the end of its input"
    }
    if (why != "") report = report FILENAME ":" start[d] ": " why "; under pipefail the SIGPIPE it can give the command writing to it fails the pipeline by timing\n"
  }
  reset(d)
}
function flush() {
  if (report != "" && (sets || sourced)) printf "%s", report
  report = ""
}
FNR == 1 {
  flush()
  depth = 0
  push("cmd")
  heredoc = ""
  sets = 0
  sourced = $0 ~ /^# shellcheck shell=/
}
heredoc != "" {
  line = $0
  if (strip) sub(/^\t+/, "", line)
  if (line == heredoc) heredoc = ""
  next
}
{
  line = $0
  if (line ~ /^[[:space:]]*set[[:space:]].*pipefail/) sets = 1
  marked = line ~ /#.*pipefail-safe: [^[:space:]]/
  n = length(line)
  continued = 0
  for (i = 1; i <= n; i++) {
    c = substr(line, i, 1)
    next_c = substr(line, i + 1, 1)
    if (kind[depth] == "sq") {
      add(c)
      if (c == "\047") depth--
    } else if (kind[depth] == "dq") {
      if (c == "\\") { add(c next_c); i++ }
      else if (c == "\"") { add(c); depth-- }
      else if (c == "$" && next_c == "(") { add("$("); i++; push("cmd") }
      else add(c)
    } else if (c == "\\") {
      if (i == n) continued = 1
      else { add(c next_c); i++ }
    } else if (c == "#" && (i == 1 || substr(line, i - 1, 1) ~ /[[:space:];|&(]/)) {
      break
    } else if (c == "\047") { add(c); push("sq") }
    else if (c == "\"") { add(c); push("dq") }
    else if (c == "$" && next_c == "(") { add("$("); i++; push("cmd") }
    else if (c == "(") { add(c); push("cmd") }
    else if (c == ")") {
      finish(depth)
      if (depth > 1) depth--
      add(c)
    } else if (c == "|") {
      finish(depth)
      if (next_c == "|") i++
      else { piped[depth] = 1; if (next_c == "&") i++ }
    } else if (c == ";") finish(depth)
    else if (c == "&" && substr(line, i - 1, 1) !~ /[<>]/ && next_c != ">") {
      finish(depth)
      if (next_c == "&") i++
    } else if (c == "<" && substr(line, i, 3) == "<<<") { add("<<<"); i += 2 }
    else if (c == "<" && next_c == "<" && match(substr(line, i + 2), /^-?[ \t]*["\047]?[A-Za-z_][A-Za-z0-9_]*["\047]?/)) {
      heredoc = substr(line, i + 2 + RSTART - 1, RLENGTH)
      strip = heredoc ~ /^-/
      gsub(/[-"\047 \t]/, "", heredoc)
      i += 1 + RLENGTH
    } else add(c)
  }
  if (kind[depth] != "cmd") add("\n")
  else if (!continued && !(piped[depth] && text[depth] ~ /^[[:space:]]*$/)) finish(depth)
}
END { flush() }
