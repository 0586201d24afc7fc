#!/usr/bin/env bash
# The CPU time of a start to the first paint, with and without a history in the home (P424; docs/performance.md,
# "The history"): the load of a shared machine stretches the wall clock (scripts/startup.sh) but hardly the CPU time.
#   one, oneh  java -Des.fastStart=false -jar target/eternal-sevens.jar (the app in the JVM the command started)
#   jar, jarh  java -jar target/eternal-sevens.jar (FastStart: the second JVM's CPU is counted too)
# the ...h ones with a copy of HISTORY's history.db and records/ in their home (KEEP=HOME scripts/historybench.sh).
# Each runs with -Des.autostart=default -Des.exitAfterFirstPaint=true, in turn; the first round (each one's first
# start, jar's recording its archive) is shown and not counted; then the medians of user + system time and wall.
# Usage: HISTORY=HOME xvfb-run -a -s "-screen 0 1600x1000x24" scripts/startup-cpu.sh [N]   (N rounds, default 8)
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-8}
[ -n "${HISTORY:-}" ] || { echo "HISTORY=HOME: a home holding a history (KEEP=HOME scripts/historybench.sh)"; exit 2; }
[ -f target/eternal-sevens.jar ] || mvn -B -q -o package -DskipTests
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
for w in one oneh jar jarh; do mkdir -p "$TMP/$w"; done
for w in oneh jarh; do cp -a "$HISTORY/history.db" "$HISTORY/records" "$TMP/$w/"; done
run() {
  local w=$1 fast=true
  [[ $w == one* ]] && fast=false
  /usr/bin/time -f "$w %U %S %e" -a -o "$TMP/times" java -Des.fastStart=$fast -Des.home="$TMP/$w" \
      -Des.autostart=default -Des.exitAfterFirstPaint=true -jar target/eternal-sevens.jar >/dev/null 2>&1
}
echo "load at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
for ((i = 0; i <= N; i++)); do for w in one oneh jar jarh; do run $w; done; done
echo "load at the end: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores)"
awk '{n[$1]++; if (n[$1] == 1) {printf "%-5s first start: CPU %.2f s, wall %.2f s\n", $1, $2 + $3, $4; next}
      cpu[$1] = cpu[$1] " " ($2 + $3); wall[$1] = wall[$1] " " $4}
     END {for (w in cpu) print w, cpu[w] " |" wall[w]}' "$TMP/times" | sort |
while read -r w rest; do
  if [[ $rest == *"first start"* ]]; then echo "$w $rest"; continue; fi
  med() { tr ' ' '\n' | grep . | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
  printf '%-5s CPU median %s s (%s), wall median %s s\n' "$w" "$(med <<<"${rest%|*}")" "$(xargs <<<"${rest%|*}")" \
      "$(med <<<"${rest#*|}")"
done
