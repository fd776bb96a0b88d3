#!/usr/bin/env bash
# Runs the browser tests: Playwright (Python) against `habits serve` with the system Chromium.
#
#   bash Tests/browser/run.sh [pytest arguments]       the whole suite
#   bash Tests/browser/run.sh Tests/browser/test_x.py  only the files named
#
# With HABITS_TEST_DATABASE_URL set (Tests/postgres/with-cluster.sh) every server gets a fresh
# PostgreSQL database instead of an SQLite file.
#
# Needs a built binary: .build/debug/habits (run `swift build` first) or the path in $HABITS_BIN.
# Installs what is missing: the chromium, fonts-noto-color-emoji and fonts-noto-cjk Debian packages, and the
# Python packages of Tests/browser/requirements.txt into the venv at .venv.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi

missing=()
[ -x /usr/lib/chromium/chromium ] || missing+=(chromium)
dpkg-query -W -f='${Status}' fonts-noto-color-emoji 2>/dev/null | grep -q "install ok installed" \
  || missing+=(fonts-noto-color-emoji)
# Japanese and Chinese pages (and their screenshots) need CJK glyphs.
dpkg-query -W -f='${Status}' fonts-noto-cjk 2>/dev/null | grep -q "install ok installed" \
  || missing+=(fonts-noto-cjk)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi

VENV="$ROOT/.venv"
if [ ! -x "$VENV/bin/python" ]; then
  python3 -m venv "$VENV"
fi
# Already-satisfied requirements are not fetched again, so this also works offline.
"$VENV/bin/pip" install -q --disable-pip-version-check -r Tests/browser/requirements.txt

export HABITS_BIN="${HABITS_BIN:-$ROOT/.build/debug/habits}"
if [ ! -x "$HABITS_BIN" ]; then
  echo "run.sh: $HABITS_BIN is missing; build it first (swift build) or set HABITS_BIN." >&2
  exit 2
fi

export PYTHONDONTWRITEBYTECODE=1
# The whole suite, unless the arguments name test files (or file::test) of their own.
paths=(Tests/browser)
for arg in "$@"; do
  case "$arg" in *.py|*.py::*) paths=() ;; esac
done
exec "$VENV/bin/python" -m pytest -c Tests/browser/pytest.ini --rootdir Tests/browser ${paths[@]+"${paths[@]}"} -q "$@"
