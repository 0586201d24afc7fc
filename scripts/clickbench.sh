#!/usr/bin/env bash
# Click-to-paint and memory in the real game window (docs/performance.md, "A click answers within one frame").
# Usage: scripts/clickbench.sh [RECORD-LENGTHS...]   default: 88 150 600 (the first record is a warm-up)
# Runs org.eternalsevens.app.ClickBench (src/test/java) under Xvfb with the JVM options of the app's own JVM
# (FastStart.APP_OPTIONS and -XX:TieredStopAtLevel=1): click-to-paint, event-thread CPU and allocation per move,
# undo and redo, and its resident memory, for a Standard (Casual) game and then an Expert (Gamer) game on records of
# each length. A move over 16 ms is listed with what happened meanwhile (the wait for the autosave's disk, the
# collector, the app's other threads, the X server). Then it measures the autosave's disk alone (FlushBench), and
# starts the real jar (java -jar: the fast start's two JVMs) with a default game and reports the resident memory of
# both processes.
# More: CLICKBENCH_OPTS="-Dclickbench.views=true" (time of each view), "-Dclickbench.each=true" (every move),
# "-Dclickbench.games=casual" or "=expert" (one game), "-Dclickbench.dirty=true" (what each move repaints and lays
# out; with -Dclickbench.trace=WORDS, where the repaint of a component named so was asked for),
# "-Djava.io.tmpdir=/dev/shm" (the autosave on a RAM disk, so that no move waits for a slow disk),
# "-Dclickbench.warm=false" (without the app's warm-up, which it otherwise starts and waits for, P365).
# The first of each kind (issue 25 §4): then ClickFirsts, in a fresh JVM each time, FIRSTS=N times (default 3), with
# the app's warm-up (P365); FIRSTS_COMPARE=1 alternates with runs without it. "scripts/clickbench.sh firsts" runs
# only that part. Each first is given in wall-clock time and in the event thread's own CPU time (the load disturbs
# it less). More (P500), in CLICKBENCH_OPTS: "-Dclickfirsts.dirty=true" (what each first repaints and lays out,
# pass by pass), "-Dclickfirsts.again=N" (the move that ends round 1 also taken back and made again N times: its
# cost apart from first uses, with less spread), "-Dclickfirsts.newGame=true" (the session opens with the new-game
# dialog, shown and cancelled, as the app's does: the summary is then not the JVM's first modal dialog).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1920x1080x24" "$0" "$@"
fi
ONLY_FIRSTS=0
if [ "${1:-}" = "firsts" ]; then
  ONLY_FIRSTS=1
  shift
fi
if [ "$#" -eq 0 ]; then
  set -- 88 150 600
fi
mvn -B -q test-compile
# (online: the dependency plugin needs a descriptor ~/.m2 may lack; later runs find it there)
mvn -B -q dependency:build-classpath \
    -Dmdep.includeScope=test -Dmdep.outputFile="$PWD/target/bench-classpath.txt" >/dev/null
CP="target/classes:target/test-classes:$(cat target/bench-classpath.txt)"
# the options FastStart gives the app's JVM (printed by the app's own code, so the two cannot drift apart)
OPTS=$(java -cp "$CP" org.eternalsevens.FastStartOptions)
set -f # the options hold a method pattern with "*": no file names from it
if [ "$ONLY_FIRSTS" = 0 ]; then
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
# shellcheck disable=SC2086
java $OPTS --add-opens java.desktop/javax.swing=ALL-UNNAMED ${CLICKBENCH_OPTS:-} -cp "$CP" org.eternalsevens.app.ClickBench "$@"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
fi

# The first action of each kind, each run in a JVM that has played no game (the records are written by another).
RECS=$(mktemp -d)
java -cp "$CP" org.eternalsevens.app.ClickFirsts write "$RECS"
OUT="$RECS/firsts.txt"
WARMS="true"
if [ "${FIRSTS_COMPARE:-0}" = 1 ]; then
  WARMS="false true"
fi
for ((i = 1; i <= ${FIRSTS:-3}; i++)); do
  for warm in $WARMS; do
    for game in expert pro; do
      # shellcheck disable=SC2086
      java $OPTS --add-opens java.desktop/javax.swing=ALL-UNNAMED -Dclickfirsts.warm=$warm ${CLICKBENCH_OPTS:-} \
          -cp "$CP" org.eternalsevens.app.ClickFirsts "$game" "$RECS" | tee -a "$OUT" \
          | sed "s/^  first: /  first ($game, warm-up $warm): /"
      sed -i "s/^  first: \(.*\): \([0-9.]*\) ms, CPU \([0-9.]*\) ms$/first|$game|$warm|\1|\2|\3/" "$OUT"
    done
  done
done
echo "the first of each kind, medians of ${FIRSTS:-3} fresh JVMs (load now $(cut -d' ' -f1-3 /proc/loadavg)):"
grep '^first|' "$OUT" | sort -t'|' -k2,4 -k5,5n | awk -F'|' '
  { key = $2 ", warm-up " $3 ": " $4; n[key]++; v[key, n[key]] = $5; c[key, n[key]] = $6 }
  END { for (k in n) { m = v[k, int((n[k] + 1) / 2)]; # the CPU times sorted apart from the wall times
          for (i = 1; i <= n[k]; i++) { x = c[k, i] + 0; for (j = i - 1; j >= 1 && s[j] > x; j--) { s[j + 1] = s[j] }; s[j + 1] = x }
          printf "  %s: median %.1f ms, worst %.1f ms; event thread CPU median %.1f ms, worst %.1f ms (%d runs)\n",
                 k, m, v[k, n[k]], s[int((n[k] + 1) / 2)], s[n[k]], n[k]; delete s } }' | sort
rm -rf "$RECS"
if [ "$ONLY_FIRSTS" = 1 ]; then
  exit 0
fi
# The disk under the autosave alone: no move waits for it (P216), but a slow flush raises the sign "Saving…".
java -cp "$CP" org.eternalsevens.record.FlushBench 600

# Resident memory of the app as players start it: java -jar, the fast start's two JVMs, a game on the table.
JAR=target/eternal-sevens.jar
if [ ! -f "$JAR" ] || [ -n "$(find src/main -newer "$JAR" -type f | head -1)" ]; then
  mvn -B -q -DskipTests package
fi
RSS_HOME=$(mktemp -d)
java -Des.home="$RSS_HOME" -Des.autostart=default -jar "$JAR" &
LAUNCHER=$!
sleep "${RSS_WAIT:-15}"
APP=$(pgrep -P "$LAUNCHER" java || true)
L_KB=$(ps -o rss= -p "$LAUNCHER" | tr -d ' ')
A_KB=$( [ -n "$APP" ] && ps -o rss= -p "$APP" | tr -d ' ' || echo 0)
echo "java -jar with a default game open: launcher JVM $((L_KB / 1024)) MB + app JVM $((A_KB / 1024)) MB" \
     "= $(((L_KB + A_KB) / 1024)) MB resident"
kill "$LAUNCHER" 2>/dev/null || true   # its shutdown hook stops the app JVM
wait "$LAUNCHER" 2>/dev/null || true
while [ -n "$APP" ] && kill -0 "$APP" 2>/dev/null; do sleep 0.2; done
rm -rf "$RSS_HOME"
