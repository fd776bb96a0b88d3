"""Starts `habits serve` on a free port over a fresh database, and runs the CLI against it.

Every server runs with the clock pinned (HABITS_NOW) in UTC, so "today" is Friday 7 March 2025
for the server, the CLI and the browser (whose context runs in UTC too).

The database is an SQLite file, or, when HABITS_TEST_DATABASE_URL names a PostgreSQL cluster
(Tests/postgres/with-cluster.sh sets it; `make test` runs the whole suite that way too), a
fresh PostgreSQL database per server, created and dropped as the cluster's ordinary role.
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
import uuid
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
    env.pop("HABITS_DATABASE_URL", None)
    env.pop("HABITS_PASSWORD", None)
    return env


class PostgresDatabase:
    """A fresh database on the cluster HABITS_TEST_DATABASE_URL names (its role may create
    databases), dropped with `drop()` even while connections are open."""

    def __init__(self, base: str | None = None):
        base = base or os.environ["HABITS_TEST_DATABASE_URL"]
        self.base = base
        self.name = "habits_test_" + uuid.uuid4().hex
        self.url = base.rsplit("/", 1)[0] + "/" + self.name
        self.psql(f"CREATE DATABASE {self.name}")

    def psql(self, statement: str, database: str | None = None) -> str:
        result = subprocess.run(["psql", "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1", "-d", database or self.base,
                                 "-c", statement], capture_output=True, text=True, timeout=60)
        if result.returncode != 0:
            raise RuntimeError(f"psql {statement!r} failed: {result.stderr}")
        return result.stdout

    def drop(self) -> None:
        self.psql(f"DROP DATABASE IF EXISTS {self.name} WITH (FORCE)")


def postgres_configured() -> bool:
    return bool(os.environ.get("HABITS_TEST_DATABASE_URL"))


def instant(text: str) -> datetime.datetime:
    """An ISO-8601 instant (`2025-03-07T23:59:50Z`) as an aware datetime."""
    return datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))


def iso(moment: datetime.datetime) -> str:
    return moment.astimezone(datetime.timezone.utc).isoformat(timespec="seconds").replace("+00:00", "Z")


class HabitsServer:
    """One `habits serve` process with its own database in a temporary directory."""

    def __init__(self, now: str = NOW, database: str | None = None, args: tuple[str, ...] = ()):
        """`database`: a PostgreSQL URL to serve (another server's, to run two processes on one
        database); by default a fresh SQLite file, or a fresh PostgreSQL database when
        HABITS_TEST_DATABASE_URL is set. `args`: more options for `habits serve`."""
        self.now = now
        self.args = tuple(args)
        self.dir = Path(tempfile.mkdtemp(prefix="habits-browser-"))
        self.db = self.dir / "h.sqlite"
        self.postgres: PostgresDatabase | None = None
        if database is None and postgres_configured():
            self.postgres = PostgresDatabase()
            database = self.postgres.url
        self.database_url = database
        # How the server and the CLI are told where the data is.
        self.location = ["--database", database] if database else ["--db", str(self.db)]
        self.env = habits_env(now)
        self.env["XDG_DATA_HOME"] = str(self.dir)
        self.process: subprocess.Popen | None = None
        self.url = ""
        self.started = 0.0  # time.monotonic() when the process was launched

    def start(self, timeout: float = 20.0) -> "HabitsServer":
        out = open(self.dir / "stdout.log", "wb")
        err = open(self.dir / "stderr.log", "wb")
        self.process = subprocess.Popen(
            [habits_bin(), "serve", "--port", "0", *self.location, *self.args],
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
        """Runs `habits --db DB ARGS…` (or `--database URL`) with the server's clock and zone;
        returns stdout."""
        result = subprocess.run([habits_bin(), *self.location, *args], env=self.env,
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

    def requests(self, method: str, path: str = "", at_least: int = 0, timeout: float = 5.0) -> list[str]:
        """Logged requests with this method whose path starts with `path`, once there are
        `at_least` of them (or `timeout` has passed). A request is logged when it completes, on
        its connection's worker, which may be after the browser has already shown what came next
        on another connection: a check that a request was made waits for its line."""
        pattern = re.compile(rf"^{re.escape(method)} {re.escape(path)}\S* \d{{3}}\b")
        deadline = time.monotonic() + timeout
        while True:
            found = [line for line in self.log() if pattern.match(line)]
            if len(found) >= at_least or time.monotonic() > deadline:
                return found
            time.sleep(0.02)

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
        if self.postgres is not None:
            self.postgres.drop()
            self.postgres = None

    def __enter__(self) -> "HabitsServer":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()
