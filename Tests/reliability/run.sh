#!/usr/bin/env bash
# The reliability and security suite: crash consistency, HTTP abuse, API fuzzing, web security,
# hostile imports. Runs against the debug binary (.build/debug/habits, or $HABITS_BIN).
#
#   bash Tests/reliability/run.sh          quick: 3 crash rounds, ~800 fuzzed cases (make test)
#   bash Tests/reliability/run.sh --full   long: 20 crash rounds, 10,000+ fuzzed cases (make reliability)
#
# Any other arguments go to pytest (e.g. -k crash, -x). RELIABILITY_SEED=N repeats a run's random
# choices (crash timing and schemathesis seed). Exits non-zero when a test fails.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"

full=()
args=()
for arg in "$@"; do
  if [[ "$arg" == "--full" ]]; then full=(--full); else args+=("$arg"); fi
done

# Python tools, in the project's venv (created if missing).
if [[ ! -x .venv/bin/python ]]; then
  python3 -m venv .venv
fi
.venv/bin/pip install --quiet --disable-pip-version-check -r Tests/reliability/requirements.txt

bin="${HABITS_BIN:-$root/.build/debug/habits}"
if [[ ! -x "$bin" ]]; then
  echo "run.sh: $bin is missing; build it with 'swift build' (or set HABITS_BIN)." >&2
  exit 2
fi
export HABITS_BIN="$bin"

chromium="${CHROMIUM:-/usr/lib/chromium/chromium}"
if [[ ! -x "$chromium" ]]; then
  # `make reliability` may run on a machine where the browser suite never installed it.
  sudo=""; [[ "$(id -u)" == 0 ]] || sudo="sudo"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium
fi
if [[ ! -x "$chromium" ]]; then
  echo "run.sh: Chromium is missing at $chromium (apt-get install -y chromium)." >&2
  exit 2
fi

# The abuse tests open ~1,000 sockets; the tests raise their own limit, this only helps if the
# hard limit is low.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

# Files or test ids given: only those; otherwise the whole suite.
targets=(Tests/reliability)
for arg in ${args[@]+"${args[@]}"}; do
  if [[ -e "${arg%%::*}" ]]; then targets=(); fi
done
exec .venv/bin/python -m pytest -c Tests/reliability/pytest.ini --rootdir Tests/reliability \
  ${targets[@]+"${targets[@]}"} "${full[@]}" ${args[@]+"${args[@]}"}
