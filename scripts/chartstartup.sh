#!/usr/bin/env bash
# The charts' cost at start-up (issue 27 §3, P413; docs/performance.md, "The history"): the first paint of the built
# jar as it is (JFreeChart inside) against the same jar with org/jfree/ taken out, in turns, one JVM each
# (-Des.fastStart=false, -Des.autostart=default, -Des.exitAfterFirstPaint=true), each with a throwaway es.home.
# The first round of each is its first start, reported and not counted. Prints each one's median first-paint-ms and
# the median CPU time of its whole process (user + system, all threads, quitting after the first paint): the figure
# a loaded machine changes least.
# Usage: xvfb-run -a -s "-screen 0 1600x1000x24" scripts/chartstartup.sh [N]   (N counted rounds, default 15)
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-15}
[ -f target/eternal-sevens.jar ] || mvn -B -q -o package -DskipTests
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cp target/eternal-sevens.jar "$TMP/with.jar"
cp target/eternal-sevens.jar "$TMP/without.jar"
zip -q -d "$TMP/without.jar" 'org/jfree/*' 'META-INF/maven/org.jfree/*' >/dev/null
mkdir -p "$TMP/home-with" "$TMP/home-without"
# "PAINT/CPU": the first paint's ms from the JVM's start, and the process's CPU ms
paint() {
  local p
  p=$(/usr/bin/time -f 'cpu=%U %S' -o "$TMP/cpu" java -Des.fastStart=false -Des.home="$TMP/home-$1" \
      -Des.autostart=default -Des.exitAfterFirstPaint=true -jar "$TMP/$1.jar" | sed -n 's/^first-paint-ms=//p')
  echo "$p/$(awk '/^cpu=/ {sub("cpu=", ""); printf "%d", ($1 + $2) * 1000}' "$TMP/cpu")"
}
median() { sort -n | awk '{a[NR]=$1} END {if (NR % 2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }
declare -A FIRST RUNS
for w in with without; do FIRST[$w]=$(paint $w); RUNS[$w]=""; done
for ((i = 0; i < N; i++)); do
  for w in with without; do RUNS[$w]+="$(paint $w) "; done
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) (2 cores; other builds may share the machine)"
col() { tr ' ' '\n' <<<"$1" | grep . | cut -d/ -f"$2"; }
for w in with without; do
  printf '%-8s jar %8s bytes  first paint median %s ms  CPU median %s ms  first start %s  runs (paint/CPU): %s\n' \
      "$w" "$(stat -c %s "$TMP/$w.jar")" "$(col "${RUNS[$w]}" 1 | median)" "$(col "${RUNS[$w]}" 2 | median)" \
      "${FIRST[$w]}" "${RUNS[$w]}"
done
