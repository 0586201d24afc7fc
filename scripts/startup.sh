#!/usr/bin/env bash
# Start-up, side by side in one run (docs/performance.md, "Start-up"): JVM start to the first painted game window of
#   image  the packaged app, target/dist/eternal-sevens/bin/eternal-sevens (mvn -B -Ppackage -DskipTests package)
#   jar    java -jar target/eternal-sevens.jar, as the README starts it (FastStart: a second JVM with an AppCDS archive)
#   one    java -Des.fastStart=false -jar target/eternal-sevens.jar (the app in the JVM the command started)
# against the bare FlatLaf window (org.eternalsevens.app.BareWindowProbe, FlatLaf's jar alone on its class path).
# Each runs with a throwaway es.home of its own, -Des.autostart=default (a default Beginner game, no dialog) and
# -Des.exitAfterFirstPaint=true. Runs go round bare, image, jar, one; the first round is each one's first start
# (for jar: the start that records its archive), reported and not counted in the medians. Then the image's size on
# disk, and the resident memory (RSS) of each with a game open, RSS_WAIT seconds (default 8) after its start.
# Usage: xvfb-run -a -s "-screen 0 1600x1000x24" scripts/startup.sh [N]   (N counted rounds, default 15)
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-15}
IMAGE=target/dist/eternal-sevens/bin/eternal-sevens
[ -f target/eternal-sevens.jar ] || mvn -B -q -o package -DskipTests
[ -x "$IMAGE" ] || { echo "No packaged app: run mvn -B -Ppackage -DskipTests package first"; exit 2; }
mvn -B -q -o test-compile
mvn -B -q -o dependency:build-classpath -Dmdep.includeScope=test \
    -Dmdep.outputFile="$PWD/target/startup-classpath.txt" >/dev/null
FLATLAF=$(tr ':' '\n' < target/startup-classpath.txt | grep '/flatlaf-[0-9][^/]*\.jar$' | head -1)
CP="target/test-classes:$FLATLAF"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$TMP/image" "$TMP/jar" "$TMP/one"
MEASURE=(-Des.autostart=default -Des.exitAfterFirstPaint=true)

# each prints its first-paint-ms; $1: extra system properties ("" to measure, else the RSS run's)
bare() { java -cp "$CP" org.eternalsevens.app.BareWindowProbe; }
image() { JAVA_TOOL_OPTIONS="-Des.home=$TMP/image ${1:-${MEASURE[*]}}" "$IMAGE" 2>/dev/null; }
jar() { java -Des.home="$TMP/jar" ${1:-${MEASURE[*]}} -jar target/eternal-sevens.jar; }
one() { java -Des.fastStart=false -Des.home="$TMP/one" ${1:-${MEASURE[*]}} -jar target/eternal-sevens.jar; }
ms() { "$@" | sed -n 's/^first-paint-ms=//p'; }
median() { sort -n | awk '{a[NR]=$1} END {if (NR % 2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }

declare -A FIRST RUNS
for w in bare image jar one; do FIRST[$w]=$(ms $w); RUNS[$w]=""; done
for ((i = 0; i < N; i++)); do
  for w in bare image jar one; do RUNS[$w]+="$(ms $w) "; done
done
B=$(tr ' ' '\n' <<<"${RUNS[bare]}" | grep . | median)
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) (2 cores; other builds may share the machine)"
printf '%-6s %-11s %-12s %-8s %-12s %s\n' what median first ratio "first ratio" "runs (ms)"
for w in bare image jar one; do
  M=$(tr ' ' '\n' <<<"${RUNS[$w]}" | grep . | median)
  awk -v w="$w" -v m="$M" -v f="${FIRST[$w]}" -v b="$B" -v r="${RUNS[$w]}" \
      'BEGIN {printf "%-6s %-11s %-12s %-8.2f %-12.2f %s\n", w, m " ms", f " ms", m / b, f / b, r}'
done
echo "targets: image at most 1.00 of the bare window's median, its first start at most 1.10"

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
