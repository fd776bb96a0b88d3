#!/usr/bin/env bash
# Runs Habits as a service would be run (SPEC §18): health, readiness, metrics, JSON logs and
# settings from the environment against a real `habits serve`; backups and restore under load;
# the systemd unit (when systemd-analyze is there); the container image (when podman is there,
# built by `make image`).
#
#   bash Tests/service/run.sh [pytest arguments]
#
# Needs a built binary: .build/debug/habits or the path in $HABITS_BIN. The Python packages of
# Tests/service/requirements.txt go into the venv at .venv.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

VENV="$ROOT/.venv"
if [ ! -x "$VENV/bin/python" ]; then
  python3 -m venv "$VENV"
fi
"$VENV/bin/pip" install -q --disable-pip-version-check -r Tests/service/requirements.txt

export HABITS_BIN="${HABITS_BIN:-$ROOT/.build/debug/habits}"
if [ ! -x "$HABITS_BIN" ]; then
  echo "run.sh: $HABITS_BIN is missing; build it first (swift build) or set HABITS_BIN." >&2
  exit 2
fi

export PYTHONDONTWRITEBYTECODE=1
paths=(Tests/service)
for arg in "$@"; do
  case "$arg" in *.py|*.py::*) paths=() ;; esac
done
exec "$VENV/bin/python" -m pytest -c Tests/service/pytest.ini --rootdir Tests/service ${paths[@]+"${paths[@]}"} -q "$@"
