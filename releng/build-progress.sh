# Progress of the builds ./smallscope runs on first use (sourced by ./smallscope; bash).
#
# Maven's output goes to a log; while it runs, a status line every few seconds says how far it got, parsed
# from the log: elapsed time, the reactor step and module, the goal running there, and the megabytes
# downloaded so far, e.g.
#   smallscope: build 1:12  [3/5] org.smallscope.engine: compile  (downloaded 48 MB)
# On a terminal the line is redrawn in place; otherwise a line is printed when the step changes.
# SMALLSCOPE_PROGRESS_SECONDS sets the period (default 3 s on a terminal, 10 s otherwise).

# Prints the status of the Maven build logged in $1: "[3/5] org.smallscope.engine: compile  (downloaded 48 MB)".
build_status() {
  awk '
    function mb(n, unit) { return unit == "GB" ? n * 1000 : unit == "MB" ? n : unit == "kB" ? n / 1000 : n / 1e6 }
    /^\[INFO\] Scanning for projects/ { what = "reading the build" }
    /Computing target platform|Resolving target definition|Resolving dependencies of|Fetching .*p2|Downloading from/ {
      if (step == "") what = "resolving dependencies and the target platform"
    }
    /^\[INFO\] -+< [^ ]+:[^ ]+ >-+$/ { pending = $3; sub(/^[^:]*:/, "", pending) }
    /^\[INFO\] Building .*\[[0-9]+\/[0-9]+\]$/ { step = $NF; module = pending; goal = "" }
    /^\[INFO\] --- .* @ [^ ]+ ---$/ {
      n = split($3, parts, ":"); goal = parts[n]
      for (i = 4; i <= NF; i++) if ($i == "@") module = $(i + 1)
    }
    /Resolving target definition/ { if (step != "") goal = "resolving the target platform" }
    /Downloading from [^:]+: / { if (step != "" && goal !~ /^resolving/) goal = "downloading" }
    /Downloaded from [^:]+: .* \([0-9.]+ (B|kB|MB|GB)/ {
      s = $0; sub(/.*\(/, "", s); split(s, size, " "); downloaded += mb(size[1] + 0, size[2])
    }
    END {
      if (step != "") { out = step " " module (goal != "" ? ": " goal : "") } else if (what != "") { out = what } else { out = "starting Maven" }
      if (downloaded >= 1) out = out sprintf("  (downloaded %d MB)", downloaded)
      print out
    }' "$1" 2>/dev/null
}

# Prints a duration in seconds as m:ss.
build_clock() {
  printf '%d:%02d' $(($1 / 60)) $(($1 % 60))
}

# Prints the status of the build logged in $1 every few seconds until the shell $2 exits or this one is killed.
build_progress_monitor() {
  local log="$1" main="$2" t0=$SECONDS tty=0 period next last="" status
  [ -t 2 ] && tty=1
  period="${SMALLSCOPE_PROGRESS_SECONDS:-$([ "$tty" = 1 ] && echo 3 || echo 10)}"
  next=$((t0 + period))
  trap 'exit 0' TERM
  while kill -0 "$main" 2>/dev/null; do
    sleep 1
    [ "$SECONDS" -ge "$next" ] || continue
    next=$((next + period))
    status="$(build_status "$log")"
    if [ "$tty" = 1 ]; then
      printf '\r\033[Ksmallscope: build %s  %s' "$(build_clock $((SECONDS - t0)))" "${status:0:$((${COLUMNS:-100} - 25))}" >&2
    elif [ "$status" != "$last" ]; then
      printf 'smallscope: build %s  %s\n' "$(build_clock $((SECONDS - t0)))" "$status" >&2
    fi
    last="$status"
  done
}

# Runs a build (the rest of the arguments) with its output in the log $1, showing build_progress_monitor's status
# meanwhile; returns the build's exit status. Maven runs in the foreground, so Ctrl-C stops it.
build_with_progress() {
  local log="$1" rc=0 monitor
  shift
  : >"$log"
  build_progress_monitor "$log" "$$" &
  monitor=$!
  "$@" >"$log" 2>&1 </dev/null || rc=$?
  kill "$monitor" 2>/dev/null || true
  wait "$monitor" 2>/dev/null || true
  [ -t 2 ] && printf '\r\033[K' >&2
  return "$rc"
}

# Says what a build is about to cost, before it starts: on first use of Maven's local repository (no Tycho in it),
# about how long and how much it downloads ($2 and $3, e.g. "3 minutes" "190 MB"); otherwise how long the last build
# of this kind took (recorded in the file $1 by build_took).
build_estimate() {
  local record="$1" first_time="$2" first_download="$3" repo
  repo="${SMALLSCOPE_MAVEN_REPO:-$HOME/.m2/repository}"
  if [ ! -d "$repo/org/eclipse/tycho" ]; then
    say "first build: about $first_time, downloads ~$first_download (Maven, Tycho and the Eclipse bundles, once, into ${repo/#$HOME/\~})"
  elif [ -s "$record" ]; then
    say "the last build took $(build_clock "$(cat "$record")")"
  fi
}

# Records that a build took $2 seconds in the file $1.
build_took() {
  printf '%s\n' "$2" >"$1" 2>/dev/null || true
}

# Says that the build logged in $1 failed after $2 seconds with exit status $3 (default 1), with the log's last 40
# lines and its path; or, when it was interrupted (Ctrl-C: a status of 128 or more), only that and where the log is.
build_failed() {
  if [ "${3:-1}" -ge 128 ]; then
    say "build interrupted after $(build_clock "$2"); its log: $1"
    return 0
  fi
  say "build failed after $(build_clock "$2"); last lines of $1:"
  tail -n 40 "$1" >&2
  say "the whole log: $1"
}

# Prints the exit status for a build that ended with status $1: 130 and other signal statuses stay, the rest is 1.
build_exit() {
  if [ "$1" -ge 128 ]; then echo "$1"; else echo 1; fi
}
