#!/usr/bin/env bash
# Issue 27's speed figures (docs/performance.md, "The history"): N simulated finished games (default 1000) are
# generated with the tests' simulator (not timed), imported into a new history.db (timed), then a fresh JVM opens
# the history and lists every game, and reads the statistics (cold, then the median of 5 warm runs).
# Usage: scripts/historybench.sh [N]
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-1000}
mvn -B -q -o test-compile
mvn -B -q -o dependency:build-classpath -Dmdep.includeScope=test \
    -Dmdep.outputFile="$PWD/target/historybench-classpath.txt" >/dev/null
CP="target/classes:target/test-classes:$(cat target/historybench-classpath.txt)"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
java -cp "$CP" org.eternalsevens.bench.HistoryBench generate "$TMP/records-in" "$N"
java -cp "$CP" org.eternalsevens.bench.HistoryBench import "$TMP/home" "$TMP/records-in"
java -cp "$CP" org.eternalsevens.bench.HistoryBench read "$TMP/home"
