"""Starts `habits serve` on a free port over a fresh database, and runs the CLI against it.

Every server runs with the clock pinned (HABITS_NOW) in UTC, so "today" is Friday 7 March 2025
for the server, the CLI and the browser (whose context runs in UTC too).
"""
from __future__ import annotations

import datetime
import json
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NOW = "2025-03-07T12:00:00Z"
TODAY = "2025-03-07"
SERVING = re.compile(r"Habits is serving (http://127\.0\.0\.1:(\d+)/)")


def habits_bin() -> str:
    path = os.environ.get("HABITS_BIN") or str(ROOT / ".build" / "debug" / "habits")
    if not os.access(path, os.X_OK):
        raise RuntimeError(f"{path} is missing: run `swift build` in {ROOT} or set HABITS_BIN")
    return path


def habits_env(now: str = NOW) -> dict:
    env = dict(os.environ)
    env.update(HABITS_NOW=now, TZ="UTC", LANG="C.UTF-8")
    env.pop("HABITS_DB", None)
    env.pop("HABITS_PASSWORD", None)
    return env


def instant(text: str) -> datetime.datetime:
    """An ISO-8601 instant (`2025-03-07T23:59:50Z`) as an aware datetime."""
    return datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))


def iso(moment: datetime.datetime) -> str:
    return moment.astimezone(datetime.timezone.utc).isoformat(timespec="seconds").replace("+00:00", "Z")


class HabitsServer:
    """One `habits serve` process with its own database in a temporary directory."""

    def __init__(self, now: str = NOW):
        self.now = now
        self.dir = Path(tempfile.mkdtemp(prefix="habits-browser-"))
        self.db = self.dir / "h.sqlite"
        self.env = habits_env(now)
        self.env["XDG_DATA_HOME"] = str(self.dir)
        self.process: subprocess.Popen | None = None
        self.url = ""
        self.started = 0.0  # time.monotonic() when the process was launched

    def start(self, timeout: float = 20.0) -> "HabitsServer":
        out = open(self.dir / "stdout.log", "wb")
        err = open(self.dir / "stderr.log", "wb")
        self.process = subprocess.Popen(
            [habits_bin(), "serve", "--port", "0", "--db", str(self.db)],
            stdout=out, stderr=err, stdin=subprocess.DEVNULL, env=self.env, cwd=self.dir,
        )
        out.close()
        err.close()
        self.started = time.monotonic()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            match = SERVING.search((self.dir / "stdout.log").read_text(errors="replace"))
            if match:
                self.url = match.group(1)
                return self
            if self.process.poll() is not None:
                break
            time.sleep(0.02)
        log = (self.dir / "stderr.log").read_text(errors="replace")
        self.stop()
        raise RuntimeError(f"habits serve did not start: {log}")

    def cli(self, *args: str, check: bool = True) -> str:
        """Runs `habits --db DB ARGS…` with the server's clock and zone; returns stdout."""
        result = subprocess.run([habits_bin(), "--db", str(self.db), *args], env=self.env,
                                capture_output=True, text=True, timeout=30)
        if check and result.returncode != 0:
            raise RuntimeError(f"habits {' '.join(args)} failed ({result.returncode}): {result.stderr}")
        return result.stdout

    def cli_json(self, *args: str):
        """`habits ARGS… --json`, parsed."""
        return json.loads(self.cli(*args, "--json"))

    def clock(self) -> datetime.datetime:
        """The server's "now": HABITS_NOW at launch, running on in real time (an upper bound:
        the process read its clock a moment after `started`)."""
        return instant(self.now) + datetime.timedelta(seconds=time.monotonic() - self.started)

    def log(self) -> list[str]:
        """The request log so far (stderr: `METHOD /path STATUS 0.41ms`, plus any warnings)."""
        return (self.dir / "stderr.log").read_text(errors="replace").splitlines()

    def requests(self, method: str, path: str = "") -> list[str]:
        """Logged requests with this method whose path starts with `path`."""
        pattern = re.compile(rf"^{re.escape(method)} {re.escape(path)}\S* \d{{3}}\b")
        return [line for line in self.log() if pattern.match(line)]

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None
        shutil.rmtree(self.dir, ignore_errors=True)

    def __enter__(self) -> "HabitsServer":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()
