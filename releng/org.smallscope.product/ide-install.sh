#!/usr/bin/env bash
# Installs the Smallscope update site into the materialized IDE through p2, and checks that the
# plugin is active there. Run by Maven (pom.xml beside this file); usable by hand:
#
#   ide-install.sh install <java-home> <product-dir> <update-site.zip> <work-dir>
#       p2 director application of the product itself, run in the product (like Help > Install
#       New Software): installs org.smallscope.feature.feature.group from jar:file:<zip>!/ into
#       the running installation's profile; then checks the profile and bundles.info have it.
#   ide-install.sh check   <java-home> <product-dir> <update-site.zip> <work-dir>
#       starts the installed IDE (workbench, fresh workspace; under Xvfb when there is no
#       DISPLAY) with the OSGi console on standard input, and asks "ss" until org.smallscope.core
#       and org.smallscope.ui are ACTIVE (the ui's early-startup hook starts both once the
#       workbench is up). Fails unless every bundle of the feature is resolved, both are ACTIVE,
#       and the workspace log has no error from a Smallscope bundle.
#
# Exit codes: 0 ok, 1 check failed (message says what), 2 usage / missing input.
# Timeouts (seconds): SMALLSCOPE_P2_TIMEOUT (install, 600), SMALLSCOPE_START_TIMEOUT (check, 300).
set -euo pipefail

FEATURE_IU=org.smallscope.feature.feature.group
# Every bundle the feature installs, read from features/org.smallscope.feature/feature.xml.
FEATURE_XML="$(cd "$(dirname "$0")/../.." && pwd)/features/org.smallscope.feature/feature.xml"
mapfile -t FEATURE_BUNDLES < <(grep -o '<plugin id="[^"]*"' "$FEATURE_XML" | sed 's/<plugin id="\([^"]*\)"/\1/')
[ "${#FEATURE_BUNDLES[@]}" -gt 0 ] || { echo "no <plugin id=...> in $FEATURE_XML" >&2; exit 2; }
MUST_BE_ACTIVE=(org.smallscope.core org.smallscope.ui)

say() { printf '[ide-install] %s\n' "$*" >&2; }
fail() { printf '[ide-install] FAILED: %s\n' "$*" >&2; exit 1; }

[ "$#" -eq 5 ] || { echo "usage: $0 install|check <java-home> <product-dir> <update-site.zip> <work-dir>" >&2; exit 2; }
MODE="$1" JAVA_HOME_ARG="$2" PRODUCT="$3" ZIP="$4" WORK="$5"
JAVA="$JAVA_HOME_ARG/bin/java"
[ -x "$JAVA" ] || { say "no java at $JAVA"; exit 2; }
[ -d "$PRODUCT/plugins" ] || { say "no product at $PRODUCT (materialize-products did not run?)"; exit 2; }
LAUNCHER="$(ls "$PRODUCT"/plugins/org.eclipse.equinox.launcher_*.jar 2>/dev/null | head -n1)"
[ -n "$LAUNCHER" ] || { say "no org.eclipse.equinox.launcher_*.jar in $PRODUCT/plugins"; exit 2; }
BUNDLES_INFO="$PRODUCT/configuration/org.eclipse.equinox.simpleconfigurator/bundles.info"
mkdir -p "$WORK"

# ------------------------------------------------------------------------------------ install
do_install() {
  [ -f "$ZIP" ] || { say "no update-site zip at $ZIP (the update-site module must be built first)"; exit 2; }
  local log="$WORK/director.log" rc=0 t0 t1
  say "installing $FEATURE_IU from $(basename "$ZIP") into $PRODUCT (p2 director of the product; log: $log)"
  t0=$(date +%s)
  # -destination/-profile: the product's own installation and the profile tycho-p2-director made,
  # as Help > Install New Software would; p2 resolves the feature's requirements (platform, JDT)
  # against what is installed and takes only the feature's content from the zip.
  timeout "${SMALLSCOPE_P2_TIMEOUT:-600}" "$JAVA" -Xmx1g -jar "$LAUNCHER" -nosplash -consoleLog \
      -application org.eclipse.equinox.p2.director \
      -repository "jar:file:$ZIP!/" \
      -installIU "$FEATURE_IU" \
      -destination "$PRODUCT" \
      -profile "$PROFILE" \
      -profileProperties org.eclipse.update.install.features=true \
      >"$log" 2>&1 </dev/null || rc=$?
  t1=$(date +%s)
  if [ "$rc" -ne 0 ]; then
    tail -n 40 "$log" >&2
    [ "$rc" -eq 124 ] && fail "p2 director did not finish within ${SMALLSCOPE_P2_TIMEOUT:-600} s"
    fail "p2 director exited with $rc (see $log)"
  fi
  grep -q "^org.smallscope.ui," "$BUNDLES_INFO" \
    || fail "p2 reported success but $BUNDLES_INFO does not list org.smallscope.ui"
  local b
  for b in "${FEATURE_BUNDLES[@]}"; do
    ls "$PRODUCT/plugins/${b}_"*.jar >/dev/null 2>&1 || fail "bundle $b was not installed into $PRODUCT/plugins"
  done
  say "installed in $((t1 - t0)) s: $(grep -c '^org\.smallscope\.' "$BUNDLES_INFO") Smallscope bundles in bundles.info"
}

# The p2 profile tycho-p2-director-plugin created in the product (p2/.../profileRegistry/<name>.profile).
find_profile() {
  local reg="$PRODUCT/p2/org.eclipse.equinox.p2.engine/profileRegistry" p
  p="$(ls -d "$reg"/*.profile 2>/dev/null | head -n1)"
  [ -n "$p" ] || { say "no p2 profile in $reg: the product cannot be updated by p2"; exit 2; }
  p="$(basename "$p")"
  printf '%s' "${p%.profile}"
}

# -------------------------------------------------------------------------------------- check
do_check() {
  if [ -z "${DISPLAY:-}" ]; then
    if command -v xvfb-run >/dev/null 2>&1 && [ -z "${IDE_INSTALL_UNDER_XVFB:-}" ]; then
      say "no DISPLAY: running the check under xvfb-run"
      IDE_INSTALL_UNDER_XVFB=1 exec xvfb-run -a -s "-screen 0 1600x1000x24" bash "$0" "$MODE" "$JAVA_HOME_ARG" "$PRODUCT" "$ZIP" "$WORK"
    fi
    fail "no DISPLAY and no xvfb-run: the check starts the workbench; install Xvfb (apt-get install xvfb xauth) or run under a display"
  fi
  local ws="$WORK/check-workspace" out="$WORK/check-console.log" fifo="$WORK/check-console.in"
  local limit="${SMALLSCOPE_START_TIMEOUT:-300}" pid t0 now b
  rm -rf "$ws" "$out" "$fifo"
  mkfifo "$fifo"
  exec 3<>"$fifo"   # read-write: opening does not block, and the console never sees EOF
  say "starting the installed IDE (workspace $ws, console log $out)"
  t0=$(date +%s)
  "$JAVA" -Xmx1g -jar "$LAUNCHER" -nosplash -data "$ws" -console -consoleLog <"$fifo" >"$out" 2>&1 &
  pid=$!
  # shellcheck disable=SC2064
  trap "kill $pid 2>/dev/null || true; exec 3>&-; rm -f '$fifo'" EXIT
  local active=0
  while :; do
    sleep 3
    now=$(date +%s)
    if ! kill -0 "$pid" 2>/dev/null; then
      tail -n 60 "$out" >&2
      fail "the IDE exited before the plugin became active (console log: $out)"
    fi
    printf 'ss org.smallscope\n' >&3
    sleep 1
    active=0
    for b in "${MUST_BE_ACTIVE[@]}"; do
      grep -Eq "ACTIVE +${b//./\\.}_" "$out" && active=$((active + 1))
    done
    [ "$active" -eq "${#MUST_BE_ACTIVE[@]}" ] && break
    if [ $((now - t0)) -ge "$limit" ]; then
      tail -n 60 "$out" >&2
      fail "org.smallscope.core/ui not ACTIVE within $limit s after start (console log: $out)"
    fi
  done
  local started=$(( $(date +%s) - t0 ))
  # Full bundle list once more, then read every feature bundle's state from that answer only.
  local from
  from=$(( $(wc -l <"$out") + 1 ))
  printf 'ss\n' >&3
  sleep 3
  local answer missing=() state
  answer="$(tail -n +"$from" "$out")"
  for b in "${FEATURE_BUNDLES[@]}"; do
    state="$(grep -E "^[0-9]+[[:space:]]+[A-Z]+[[:space:]]+${b//./\\.}_[0-9]" <<<"$answer" | tail -n1 | awk '{print $2}')"
    case "$state" in
      ACTIVE|RESOLVED|STARTING) ;;
      *) missing+=("$b:${state:-absent}") ;;
    esac
  done
  [ "${#missing[@]}" -eq 0 ] || fail "feature bundles not resolved in the running IDE: ${missing[*]} (console log: $out)"
  if [ -f "$ws/.metadata/.log" ] && grep -A3 '^!ENTRY org\.smallscope\.[a-z.]* 4 ' "$ws/.metadata/.log" >&2; then
    fail "the workspace log has errors from Smallscope bundles ($ws/.metadata/.log)"
  fi
  say "OK: the installed plugin is active (org.smallscope.core and org.smallscope.ui ACTIVE ${started} s after start, ${#FEATURE_BUNDLES[@]} feature bundles resolved):"
  grep -E "^[0-9]+[[:space:]]+[A-Z]+[[:space:]]+(org\.smallscope\.|org\.objectweb\.asm|com\.google\.gson|picocli|com\.palantir)" <<<"$answer" >&2 || true
  # Stop the IDE (a throw-away workspace: nothing to save; the console's "shutdown" would stop
  # the bundles under the running workbench and fill the log with its complaints).
  kill "$pid" 2>/dev/null || true
  local i
  for i in $(seq 1 15); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
  kill -9 "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
}

case "$MODE" in
  install) PROFILE="$(find_profile)"; do_install ;;
  check) do_check ;;
  *) echo "usage: $0 install|check <java-home> <product-dir> <update-site.zip> <work-dir>" >&2; exit 2 ;;
esac
