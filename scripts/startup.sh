#!/usr/bin/env bash
# Start-up time: JVM start to the first painted game window, against a bare FlatLaf window, in the same run.
# Usage: scripts/startup.sh [N] [extra JVM options for both...]   (needs a display: xvfb-run -a scripts/startup.sh)
# The app runs as `java -jar target/eternal-sevens.jar` with a throwaway -Des.home, -Des.autostart=default (a
# default Beginner game, no dialog) and -Des.exitAfterFirstPaint=true; by default that is the faster start of
# FastStart (a second JVM with the AppCDS archive that the first, warm-up run records). The bare window is
# org.eternalsevens.app.BareWindowProbe (src/test/java) with only FlatLaf's jar on its class path. Runs alternate
# app/bare; the warm-up run of each is not counted (the app's is reported as its first start).
# FAST=0 scripts/startup.sh N: the app in one JVM (-Des.fastStart=false).
# CDS=1 scripts/startup.sh N: one JVM each, each with an AppCDS archive made by the script.
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-15}
shift || true
EXTRA=("$@")
[ -f target/eternal-sevens.jar ] || mvn -B -q -o package -DskipTests
mvn -B -q -o test-compile
mvn -B -q -o dependency:build-classpath -Dmdep.includeScope=test \
    -Dmdep.outputFile="$PWD/target/startup-classpath.txt" >/dev/null
# the bare window's class path: its own class and FlatLaf's jar, nothing else
FLATLAF=$(tr ':' '\n' < target/startup-classpath.txt | grep '/flatlaf-[0-9][^/]*\.jar$' | head -1)
CP="target/test-classes:$FLATLAF"
HOME_DIR=$(mktemp -d)
trap 'rm -rf "$HOME_DIR"' EXIT
# CDS=1: one AppCDS archive per program is made first (-XX:ArchiveClassesAtExit), then every run uses it
APP_CDS=(); BARE_CDS=(); APP_OPTS=()
# FAST=0: the app in the JVM the command started (-Des.fastStart=false), without the second JVM of FastStart
[ "${FAST:-1}" = 0 ] && APP_OPTS=(-Des.fastStart=false)
if [ "${CDS:-0}" = 1 ]; then
  APP_OPTS=(-Des.fastStart=false)
  java -XX:ArchiveClassesAtExit="$HOME_DIR/app.jsa" -Des.home="$HOME_DIR" -Des.autostart=default \
      -Des.exitAfterFirstPaint=true -jar target/eternal-sevens.jar >/dev/null 2>&1 || true
  java -XX:ArchiveClassesAtExit="$HOME_DIR/bare.jsa" -cp "$CP" org.eternalsevens.app.BareWindowProbe \
      >/dev/null 2>&1 || true
  APP_CDS=(-XX:SharedArchiveFile="$HOME_DIR/app.jsa"); BARE_CDS=(-XX:SharedArchiveFile="$HOME_DIR/bare.jsa")
fi

app() {
  java "${APP_CDS[@]}" "${EXTRA[@]}" "${APP_OPTS[@]}" -Des.home="$HOME_DIR" -Des.autostart=default \
      -Des.exitAfterFirstPaint=true -jar target/eternal-sevens.jar | sed -n 's/^first-paint-ms=//p'
}
bare() {
  java "${BARE_CDS[@]}" "${EXTRA[@]}" -cp "$CP" org.eternalsevens.app.BareWindowProbe | sed -n 's/^first-paint-ms=//p'
}
median() {
  sort -n | awk '{a[NR]=$1} END {if (NR % 2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'
}

FIRST=$(app); bare >/dev/null   # warm-up: disk caches; the app's first start records its class-sharing archive
APP=(); BARE=()
for ((i = 0; i < N; i++)); do
  APP+=("$(app)")
  BARE+=("$(bare)")
done
A=$(printf '%s\n' "${APP[@]}" | median)
B=$(printf '%s\n' "${BARE[@]}" | median)
echo "app  runs (ms): ${APP[*]}"
echo "bare runs (ms): ${BARE[*]}"
echo "app's first start$([ "${FAST:-1}" = 1 ] && [ "${CDS:-0}" = 0 ] && echo " (records the archive)"): $FIRST ms"
echo "app median:  $A ms"
echo "bare median: $B ms"
awk -v a="$A" -v b="$B" 'BEGIN {printf "ratio: %.2f (target: at most 1.30)\n", a / b}'
