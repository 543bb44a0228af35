#!/usr/bin/env bash
# JDK discovery, shared by ./smallscope (sourced: defines jdk_major, jdk_candidates, pick_jdk) and ./mvnw
# (run as `bash releng/jdk.sh --for-build`: prints the JDK home the build should use, see the end of this file).
# Candidates: $SMALLSCOPE_JAVA_HOME, $JAVA_HOME, `java` on PATH, /usr/lib/jvm/*.

# Major version of the JDK/JRE at $1 (empty if none).
jdk_major() {
  local home="$1" v=""
  [ -x "$home/bin/java" ] || return 0
  if [ -f "$home/release" ]; then   # JAVA_VERSION="21.0.2", read without a process
    local line
    while IFS= read -r line || [ -n "$line" ]; do
      case "$line" in JAVA_VERSION=\"*) v="${line#JAVA_VERSION=\"}"; v="${v%%\"*}"; break ;; esac
    done <"$home/release"
  fi
  if [ -z "$v" ]; then
    v="$("$home/bin/java" -XshowSettings:properties -version 2>&1 \
          | sed -n 's/^ *java\.specification\.version = //p' | head -n1)"
  fi
  v="${v#1.}"            # 1.8 -> 8
  v="${v%%[.+-]*}"       # 21.0.2 -> 21
  case "$v" in ''|*[!0-9]*) return 0 ;; esac
  printf '%s' "$v"
}

# Candidate homes, one per line, preferred sources first, without duplicates.
jdk_candidates() {
  local c java_on_path seen=" "
  {
    [ -n "${SMALLSCOPE_JAVA_HOME:-}" ] && printf '%s\n' "$SMALLSCOPE_JAVA_HOME"
    [ -n "${JAVA_HOME:-}" ] && printf '%s\n' "$JAVA_HOME"
    if java_on_path="$(command -v java 2>/dev/null)"; then
      java_on_path="$(readlink -f "$java_on_path")"
      printf '%s\n' "$(dirname "$(dirname "$java_on_path")")"
    fi
    for c in /usr/lib/jvm/*; do [ -d "$c" ] && printf '%s\n' "$c"; done
  } | while IFS= read -r c; do
    c="$(readlink -f "$c" 2>/dev/null || printf '%s' "$c")"
    case "$seen" in *" $c "*) continue ;; esac
    seen="$seen$c "
    printf '%s\n' "$c"
  done
}

# pick_jdk MIN -> prints the chosen home. SMALLSCOPE_JAVA_HOME wins if it qualifies,
# otherwise the newest qualifying candidate.
pick_jdk() {
  local min="$1" c m best="" best_m=0
  if [ -n "${SMALLSCOPE_JAVA_HOME:-}" ]; then
    m="$(jdk_major "$SMALLSCOPE_JAVA_HOME")"
    if [ -n "$m" ] && [ "$m" -ge "$min" ]; then printf '%s' "$SMALLSCOPE_JAVA_HOME"; return 0; fi
  fi
  while IFS= read -r c; do
    m="$(jdk_major "$c")"
    [ -n "$m" ] || continue
    if [ "$m" -ge "$min" ] && [ "$m" -gt "$best_m" ]; then best="$c"; best_m="$m"; fi
  done < <(jdk_candidates)
  [ -n "$best" ] && printf '%s' "$best"
  return 0
}

# Run as a command (by ./mvnw): print the home of a JDK that can run the build (Tycho 5: 21+): $JAVA_HOME when it
# can, else the newest JDK 21+ found; nothing when there is none (the wrapper then goes on with what it has).
if [ "${BASH_SOURCE[0]}" = "$0" ] && [ "${1:-}" = --for-build ]; then
  if [ -n "${JAVA_HOME:-}" ] && m="$(jdk_major "$JAVA_HOME")" && [ -n "$m" ] && [ "$m" -ge 21 ]; then
    printf '%s' "$JAVA_HOME"
  else
    pick_jdk 21
  fi
fi
