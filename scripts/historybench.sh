#!/usr/bin/env bash
# Issue 27's speed figures (docs/performance.md, "The history"; P422, P492): N simulated finished games (default 1000) are
# generated with the tests' simulator (not timed), then
#   import  in the app's JVM (its options, AppJvm: File › Import runs there) into a new history.db, and again as
#           `java -jar eternal-sevens.jar stats --import` does (since P492 a second JVM with the app's options, C1 only;
#           the time and CPU counted include it);
#   read    a fresh JVM with the app's options opens the history and lists every game, then the statistics (cold:
#           SQLite's driver loaded on the way), then the median of 5 warm runs; and `stats --json` from the jar;
#   window  what a player feels (P530): the real game window with a game open, in a fresh JVM with the app's options
#           under Xvfb, File › History… the first time, to the end of the History window's paint listing every game
#           (org.eternalsevens.app.HistoryFirsts): WINDOW_RUNS times (default 3) opened at once after the first paint,
#           and as many after the app's warm-up (which, where the home holds a history, loads SQLite's driver, P531).
#           The event thread's CPU time and the process's are printed beside the wall clock.
# Each line gives the wall clock, the CPU time (user + system: every thread, the JIT's too) and the load average:
# the machine is shared, and at a load above its 2 cores the wall clock says more about the others than about us.
# Usage: scripts/historybench.sh [N]     KEEP=DIR keeps the home with its history (for scripts/startup.sh HISTORY=)
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-1000}
mvn -B -q -o -DskipTests package
mvn -B -q -o dependency:build-classpath -Dmdep.includeScope=test \
    -Dmdep.outputFile="$PWD/target/historybench-classpath.txt" >/dev/null
CP="target/classes:target/test-classes:$(cat target/historybench-classpath.txt)"
BENCH=org.eternalsevens.bench.HistoryBench
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
APP=$(java -cp "$CP" $BENCH jvm)
load() { echo "load $(cut -d' ' -f1-3 /proc/loadavg)"; }
timed() { /usr/bin/time -f "  the whole JVM: wall %e s, CPU %U s user + %S s system" "$@"; }
echo "$(date -u '+%F %T UTC'), $(nproc) cores, $(load); the app's JVM options: $APP"
java -cp "$CP" $BENCH generate "$TMP/records-in" "$N"
echo "-- import in the app's JVM ($(load))"
timed java $APP -cp "$CP" $BENCH import "$TMP/home" "$TMP/records-in"
echo "-- import by stats --import, the jar's own JVM ($(load))"
timed java -Des.home="$TMP/cli-home" -jar target/eternal-sevens.jar stats --import "$TMP/records-in" | head -1
echo "-- read in the app's JVM ($(load))"
timed java $APP -cp "$CP" $BENCH read "$TMP/home"
echo "-- stats --json, the jar's own JVM ($(load))"
timed java -Des.home="$TMP/cli-home" -jar target/eternal-sevens.jar stats --json | grep -m1 '"games"'
echo "-- the History window, first opening in a fresh JVM with the app's options ($(load))"
onscreen() { if [ -n "${DISPLAY:-}" ]; then "$@"; else xvfb-run -a -s "-screen 0 1920x1080x24" "$@"; fi; }
for ((i = 1; i <= ${WINDOW_RUNS:-3}; i++)); do
  for warm in false true; do
    # shellcheck disable=SC2086
    onscreen java $APP --add-opens java.desktop/javax.swing=ALL-UNNAMED -Dhistoryfirsts.warm=$warm -cp "$CP" \
        org.eternalsevens.app.HistoryFirsts "$TMP/home" "$N" 2>&1 | grep -v '^WARNING'
  done
done
echo "-- $(load)"
if [ -n "${KEEP:-}" ]; then rm -rf "$KEEP"; mkdir -p "$KEEP"; cp -a "$TMP/home/." "$KEEP/"; echo "kept in $KEEP"; fi
