#!/usr/bin/env bash
# Click-to-paint and memory in the real game window (docs/performance.md, "A click answers within one frame").
# Usage: scripts/clickbench.sh [MOVES...]      default: 40 150 400 (the first game is a warm-up)
# Runs org.eternalsevens.app.ClickBench (src/test/java) under Xvfb with the JVM options of the app's own JVM
# (FastStart's APP_OPTIONS), then the real jar (java -jar, fast start: two JVMs) resuming a game of the
# longest length, and reports the resident memory of both processes.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1920x1080x24" "$0" "$@"
fi
if [ "$#" -eq 0 ]; then
  set -- 40 150 400
fi
mvn -B -q test-compile
# (online: the dependency plugin needs a descriptor ~/.m2 may lack; later runs find it there)
mvn -B -q dependency:build-classpath \
    -Dmdep.includeScope=test -Dmdep.outputFile="$PWD/target/bench-classpath.txt" >/dev/null
CP="target/classes:target/test-classes:$(cat target/bench-classpath.txt)"
# the options FastStart gives the app's JVM (printed by the app's own code, so the two cannot drift apart)
OPTS=$(java -cp "$CP" org.eternalsevens.FastStartOptions)
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
# shellcheck disable=SC2086
java $OPTS --add-opens java.desktop/javax.swing=ALL-UNNAMED ${CLICKBENCH_OPTS:-} -cp "$CP" org.eternalsevens.app.ClickBench "$@"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
