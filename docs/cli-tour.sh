#!/usr/bin/env bash
# A short CLI session on a throwaway database; the README's CLI transcript is its output.
set -euo pipefail
cd "$(dirname "$0")/.."
habits=.build/release/habits; [ -x "$habits" ] || habits=.build/debug/habits
dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT
export TZ=Europe/London HABITS_NOW=2025-03-07T20:00:00Z HABITS_DB="$dir/habits.sqlite"
quote() { for a in "$@"; do case "$a" in *[\ \#]*) printf ' "%s"' "$a";; *) printf ' %s' "$a";; esac; done; }
run() { echo "\$ habits$(quote "$@")"; "$habits" "$@" 2>&1 || echo "(exit $?)"; }
echo '```console'
echo "\$ export HABITS_NOW=2025-03-07T20:00:00Z TZ=Europe/London"
run category add Health
run add Read --category health --every-day --start 2025-03-01 --emoji 📚
for d in 01 02 03 04 06; do "$habits" done Read --date 2025-03-$d >/dev/null; done
run done read
run add Run --category Health --days mon,wed,fri --color '#16A34A'
run add "Buy running shoes" --category Health --event --emoji 🥇
run done Run --date 2025-03-06
run list
run show Read
run stats
run add Water --category Health --every-day --measure glasses --target 8 --emoji 🥦
run done Water --value 5
run add Gym --category Health --weekly 3 --start 2025-03-03
for d in 03 05; do "$habits" done Gym --date 2025-03-$d >/dev/null; done
run skip Read --date 2025-03-05 --note "Ill in bed"
run note Read "Finished Dune"
run pause Run --from 2025-03-10 --until 2025-03-14
run done Water --value -1
run list
run show Read
run settings --day-start 3
run delete Run
echo '```'
