#!/usr/bin/env bash
# Start-up, side by side in one run (docs/performance.md, "Start-up"): JVM start to the first painted game window of
#   image  the packaged app, target/dist/eternal-sevens/bin/eternal-sevens (mvn -B -Ppackage -DskipTests package)
#   jar    java -jar target/eternal-sevens.jar, as the README starts it (FastStart: a second JVM with an AppCDS archive)
#   one    java -Des.fastStart=false -jar target/eternal-sevens.jar (the app in the JVM the command started)
# against the bare FlatLaf window (org.eternalsevens.app.BareWindowProbe, FlatLaf's jar alone on its class path).
# Each runs with a throwaway es.home of its own, -Des.autostart=default (a default Beginner game, no dialog) and
# -Des.exitAfterFirstPaint=true. Runs go round bare, image, jar, one; the first round is each one's first start
# (for jar: the start that records its archive), reported and not counted in the medians. Each run is timed twice:
# from the JVM's start (the first-paint-ms it prints) and from the command (the moment the script starts it to the
# moment that line arrives: a launcher's own work before Java starts is in it, P314). Then the image's size on
# disk, and the resident memory (RSS) of each with a game open, RSS_WAIT seconds (default 8) after its start.
# Usage: xvfb-run -a -s "-screen 0 1600x1000x24" scripts/startup.sh [N]   (N counted rounds, default 15)
# KINDS="bare jar one" measures only those (no image needed without "image"). HISTORY=HOME adds jarh and oneh: jar
# and one with a copy of HOME's history.db and records/ in their home (a 1,000-game history: KEEP=HOME
# scripts/historybench.sh), to show that the first paint pays nothing for a history (P378, P424).
set -euo pipefail
export LC_NUMERIC=C # EPOCHREALTIME with a dot
cd "$(dirname "$0")/.."
N=${1:-15}
IMAGE=target/dist/eternal-sevens/bin/eternal-sevens
[ -f target/eternal-sevens.jar ] || mvn -B -q -o package -DskipTests
KINDS=${KINDS:-bare image jar one}
[ -z "${HISTORY:-}" ] || KINDS+=" jarh oneh"
[[ " $KINDS " != *" image "* || -x "$IMAGE" ]] || { echo "No packaged app: run mvn -B -Ppackage -DskipTests package first"; exit 2; }
mvn -B -q -o test-compile
mvn -B -q -o dependency:build-classpath -Dmdep.includeScope=test \
    -Dmdep.outputFile="$PWD/target/startup-classpath.txt" >/dev/null
FLATLAF=$(tr ':' '\n' < target/startup-classpath.txt | grep '/flatlaf-[0-9][^/]*\.jar$' | head -1)
CP="target/test-classes:$FLATLAF"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$TMP/image" "$TMP/jar" "$TMP/one" "$TMP/jarh" "$TMP/oneh"
[ -z "${HISTORY:-}" ] || for h in jarh oneh; do cp -a "$HISTORY/history.db" "$HISTORY/records" "$TMP/$h/"; done
MEASURE=(-Des.autostart=default -Des.exitAfterFirstPaint=true)

# each prints its first-paint-ms; $1: extra system properties ("" to measure, else the RSS run's)
bare() { java -cp "$CP" org.eternalsevens.app.BareWindowProbe; }
image() { JAVA_TOOL_OPTIONS="-Des.home=$TMP/image ${1:-${MEASURE[*]}}" "$IMAGE" 2>/dev/null; }
jar() { java -Des.home="$TMP/jar" ${1:-${MEASURE[*]}} -jar target/eternal-sevens.jar; }
one() { java -Des.fastStart=false -Des.home="$TMP/one" ${1:-${MEASURE[*]}} -jar target/eternal-sevens.jar; }
jarh() { java -Des.home="$TMP/jarh" ${1:-${MEASURE[*]}} -jar target/eternal-sevens.jar; }
oneh() { java -Des.fastStart=false -Des.home="$TMP/oneh" ${1:-${MEASURE[*]}} -jar target/eternal-sevens.jar; }
# "JVM CMD": the first paint's ms from the JVM's start and from the command
ms() {
  local t0=$EPOCHREALTIME line
  "$@" | while IFS= read -r line; do
    case $line in first-paint-ms=*)
      echo "${line#first-paint-ms=} $(( (${EPOCHREALTIME/./} - ${t0/./}) / 1000 ))";;
    esac
  done
}
median() { sort -n | awk '{a[NR]=$1} END {if (NR % 2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }

declare -A FIRST RUNS
for w in $KINDS; do FIRST[$w]=$(ms $w); RUNS[$w]=""; done
for ((i = 0; i < N; i++)); do
  for w in $KINDS; do RUNS[$w]+="$(ms $w | tr ' ' '/') "; done
done
# field 1: from the JVM's start, 2: from the command
col() { tr ' ' '\n' <<<"$1" | grep . | cut -d/ -f"$2"; }
B1=$(col "${RUNS[bare]}" 1 | median)
B2=$(col "${RUNS[bare]}" 2 | median)
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) (2 cores; other builds may share the machine)"
echo "first paint from the JVM's start | from the command (ratios: to the bare window's median of the same kind)"
printf '%-6s %-16s %-16s %-12s %-12s %s\n' what median first ratio "first ratio" "runs (ms, JVM/command)"
for w in $KINDS; do
  M1=$(col "${RUNS[$w]}" 1 | median)
  M2=$(col "${RUNS[$w]}" 2 | median)
  read -r F1 F2 <<<"${FIRST[$w]}"
  awk -v w="$w" -v m1="$M1" -v m2="$M2" -v f1="$F1" -v f2="$F2" -v b1="$B1" -v b2="$B2" -v r="${RUNS[$w]}" \
      'BEGIN {printf "%-6s %-16s %-16s %-12s %-12s %s\n", w, m1 " | " m2 " ms", f1 " | " f2 " ms",
              sprintf("%.2f | %.2f", m1 / b1, m2 / b2), sprintf("%.2f | %.2f", f1 / b1, f2 / b2), r}'
done
echo "targets: image at most 1.00 of the bare window's median, its first start at most 1.10"
[[ " $KINDS " == *" image "* ]] || exit 0 # the size and memory below are the image's and its neighbours'

# size on disk
echo "image size on disk: $(du -sb target/dist/eternal-sevens | awk '{printf "%.1f MB (%.1f MiB)", $1 / 1e6, $1 / 1048576}')" \
     "(target: under 80 MB); its runtime $(du -sm target/dist/eternal-sevens/lib/runtime | cut -f1) MiB," \
     "class-sharing archive $(du -sm target/dist/eternal-sevens/lib/app/eternal-sevens.jsa | cut -f1) MiB"

# resident memory with a game open: the process and all it started (FastStart's second JVM), after RSS_WAIT seconds
tree() { local c; echo "$1"; for c in $(pgrep -P "$1" || true); do tree "$c"; done; }
for w in image jar one; do
  $w "-Des.autostart=default" >/dev/null &
  PIDS=$(sleep "${RSS_WAIT:-8}"; tree $!)
  KB=0
  for p in $PIDS; do KB=$((KB + $(awk '/^VmRSS/ {print $2}' "/proc/$p/status" 2>/dev/null || echo 0))); done
  echo "RSS with a game open ($w): $((KB / 1024)) MB"
  for p in $PIDS; do kill -TERM "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
done
