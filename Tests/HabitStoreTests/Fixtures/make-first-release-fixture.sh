#!/usr/bin/env bash
# Makes first-release-440c534.db: a database written by the first release (commit 440c534, schema
# user_version 1) through its own `habits` CLI, for the upgrade test in MigrationTests.swift.
#
# Run from anywhere inside the repository:
#   bash Tests/HabitStoreTests/Fixtures/make-first-release-fixture.sh
# It exports commit 440c534 into a temporary folder (git archive, so no worktree is registered),
# builds its `habits` there with `swift build --product habits`, runs the commands below against a
# fresh file with the clock (HABITS_NOW) and zone (TZ) pinned, checkpoints the WAL into the file and
# writes it next to this script. Ids are random UUIDs, so a re-run gives a different file: the test
# pins the ids of the committed file. Regenerating means updating the expected values in the test.
set -euo pipefail

COMMIT=440c534
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
OUT="$HERE/first-release-$COMMIT.db"
WORK="$(mktemp -d /tmp/first-release-XXXXXX)"
trap 'rm -rf "$WORK"' EXIT

export PATH=/opt/swift/usr/bin:$PATH
ROOT="$(cd "$HERE/../../.." && pwd)"
git -C "$ROOT" archive "$COMMIT" | tar -x -C "$WORK"
(cd "$WORK" && swift build --product habits)
BIN="$WORK/.build/debug/habits"
DB="$WORK/habits.db"

export TZ=Europe/Berlin
# Every command runs at a pinned instant; `at DAY CMD…` runs CMD at noon UTC on DAY.
at() { local day="$1"; shift; HABITS_NOW="${day}T12:00:00Z" "$BIN" --db "$DB" "$@"; }

# 2025-02-01 (a Saturday): categories, four of them; "Temp" is deleted later (gap in positions).
at 2025-02-01 category add Health
at 2025-02-01 category add "Дом"
at 2025-02-01 category add Temp
at 2025-02-01 category add Work

# Trackers with different schedules, emoji, colours, notes and start days.
at 2025-02-01 add Read --category Health --every-day --emoji 📚 --color '#9333EA' \
    --note '20 pages "at least" </script>'
at 2025-02-01 add Gone --category Health --event
at 2025-02-01 add Run --category Health --days mon,wed,fri --emoji 🏓 --color 16A34A --start 2025-01-27
at 2025-02-01 add "Уборка" --category "Дом" --days sat --emoji 🌺 --color '#FD4C49' \
    --note 'Пылесос и полы 🧹, по субботам'
at 2025-02-01 add "Temp habit" --category Temp --every-day
at 2025-02-03 add "Party 🎉" --category "Дом" --event --emoji 🎸 --color '#DB2777' --note 'День рождения 🎂'
at 2025-02-03 add Standup --category Work --days mon,tue,wed,thu,fri --emoji 🤔 --color '#475569'
at 2025-02-03 add Weekend --category Work --days sat,sun --emoji 🏝 --color '#0891B2' --note 'No laptop'
at 2025-02-03 pin Read
at 2025-02-03 pin Standup

# Completions: today's taps and corrections of past days (--date), some undone again.
at 2025-02-01 done Read
at 2025-02-01 done "Уборка"
at 2025-02-01 done "Temp habit"
at 2025-02-02 done Read
at 2025-02-03 done Read
at 2025-02-03 done Run --date 2025-01-27
at 2025-02-03 done Run --date 2025-01-29
at 2025-02-03 done Run
at 2025-02-03 done Standup
at 2025-02-05 done Read --date 2025-02-04
at 2025-02-05 done Run
at 2025-02-05 done Standup --date 2025-02-04
at 2025-02-05 done Standup
at 2025-02-05 undo Standup --date 2025-02-04
at 2025-02-06 done "Party 🎉"
at 2025-02-08 done "Уборка"
at 2025-02-08 done Weekend
at 2025-02-08 done Read --date 2025-02-06
at 2025-02-08 done Read --date 2025-02-07
at 2025-02-08 undo Read --date 2025-02-06
at 2025-02-09 done Weekend
at 2025-02-09 done Read

# A later edit, then deletions that leave gaps in positions (and cascade through Temp).
at 2025-02-10 edit Weekend --note ''
at 2025-02-10 unpin Standup
at 2025-02-10 delete Gone --yes
at 2025-02-10 category delete Temp --yes

at 2025-02-10 category list
at 2025-02-10 list

# Make the file self-contained: the WAL checkpointed into it and truncated, then removed.
sqlite3 "$DB" 'PRAGMA wal_checkpoint(TRUNCATE);' >/dev/null
rm -f "$DB-wal" "$DB-shm"
test "$(sqlite3 "$DB" 'PRAGMA user_version;')" = 1
test "$(sqlite3 "$DB" 'PRAGMA integrity_check;')" = ok
rm -f "$DB-wal" "$DB-shm"
cp "$DB" "$OUT"
echo "Wrote $OUT"
