#!/usr/bin/env bash
# Runs the JMH benchmarks (src/test/java/org/eternalsevens/bench) with short settings.
# Usage: scripts/bench.sh [BENCHMARK-REGEX] [more JMH options...]   e.g. scripts/bench.sh legalSpaces
# Default: every benchmark, 1 fork, 3 x 1 s warm-up, 5 x 1 s measurement, average time in microseconds.
# Longer runs: JMH_OPTS="-f 1 -wi 5 -w 1s -i 10 -r 1s" scripts/bench.sh
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q -o test-compile
# The pom pins maven-dependency-plugin 3.8.1 (the default 2.8 does not resolve offline).
mvn -B -q -o dependency:build-classpath \
    -Dmdep.includeScope=test -Dmdep.outputFile="$PWD/target/bench-classpath.txt" >/dev/null
CP="target/classes:target/test-classes:$(cat target/bench-classpath.txt)"
if [ "$#" -eq 0 ]; then
  set -- org.eternalsevens.bench
fi
# shellcheck disable=SC2086
exec java -cp "$CP" org.openjdk.jmh.Main ${JMH_OPTS:--f 1 -wi 3 -w 1s -i 5 -r 1s} -bm avgt -tu us "$@"
