#!/usr/bin/env bash
# Starts the app like `java -jar target/eternal-sevens.jar`, but faster from the second start on: the first start
# records an AppCDS archive of the classes it used (-XX:ArchiveClassesAtExit, written when the app quits), later
# starts map it (-XX:SharedArchiveFile). A new build of the jar gets a new archive. See docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."
JAR=target/eternal-sevens.jar
[ -f "$JAR" ] || mvn -B -q package -DskipTests
DIR="${HOME}/.eternal-sevens/cds"
mkdir -p "$DIR"
ARCHIVE="$DIR/app-$(cksum < "$JAR" | cut -d' ' -f1).jsa"
if [ -f "$ARCHIVE" ]; then
  exec java -XX:SharedArchiveFile="$ARCHIVE" -XX:TieredStopAtLevel=1 -jar "$JAR" "$@"
fi
exec java -XX:ArchiveClassesAtExit="$ARCHIVE" -XX:TieredStopAtLevel=1 -jar "$JAR" "$@"
