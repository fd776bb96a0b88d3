"""Shared machinery for the reliability tests: a `habits serve` process on a database file of its
own, a small HTTP client that can choose its source address, raw sockets for malformed traffic, and a
watcher that keeps asking the server for a page from 127.0.0.1 while an attack runs.

Every server runs with the clock pinned (HABITS_NOW) in UTC, so "today" is Friday 7 March 2025.
"""
from __future__ import annotations

import atexit
import http.client
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NOW = "2025-03-07T12:00:00Z"
TODAY = "2025-03-07"
SERVING = re.compile(r"Habits is serving (https?)://([^/]+):(\d+)/")
# The access log: `GET /api/v1/board 200 0.41ms`.
LOG_LINE = re.compile(r"^(\S+) (\S+) (\d{3}) [\d.]+ms$")

# The normal client and the attackers are told apart by source address: the server allows 64
# connections per address, so attacks come from 127.0.0.2 (and neighbours) and never crowd out
# the watcher on 127.0.0.1. Linux routes the whole 127.0.0.0/8 to loopback.
NORMAL = "127.0.0.1"
ATTACKER = "127.0.0.2"

# The one timing bound the suite asserts: a normal request is answered within this many seconds
# while an attack runs. Generous on purpose: the machine is shared.
RESPONSIVE_SECONDS = 3.0

EVERY_DAY = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

# One-line facts about a run (rounds, cases, seeds), printed in pytest's closing summary.
NOTES: list[str] = []


def note(text: str) -> None:
    NOTES.append(text)
    print(text)


def habits_bin() -> str:
    path = os.environ.get("HABITS_BIN") or str(ROOT / ".build" / "debug" / "habits")
    if not os.access(path, os.X_OK):
        raise RuntimeError(f"{path} is missing: run `swift build` in {ROOT} or set HABITS_BIN")
    return path


def habits_env() -> dict:
    env = dict(os.environ)
    env.update(HABITS_NOW=NOW, TZ="UTC", LANG="C.UTF-8")
    for name in ("HABITS_DB", "HABITS_DATABASE_URL", "HABITS_PASSWORD"):
        env.pop(name, None)
    return env


def postgres_configured() -> bool:
    """Whether a PostgreSQL cluster is at hand (Tests/postgres/with-cluster.sh sets the URL)."""
    return bool(os.environ.get("HABITS_TEST_DATABASE_URL"))


def pooler_configured() -> bool:
    """Whether a PgBouncer in transaction mode runs beside the cluster (with-cluster.sh starts one)."""
    return bool(os.environ.get("HABITS_TEST_POOLER_PORT"))


class PostgresDatabase:
    """A fresh database on the cluster HABITS_TEST_DATABASE_URL names, owned by its ordinary role;
    `drop()` removes it even while connections are open. `pooled_url` reaches it through the
    cluster's PgBouncer (transaction mode), when one runs."""

    def __init__(self):
        self.base = os.environ["HABITS_TEST_DATABASE_URL"]
        self.name = "habits_reliability_" + uuid.uuid4().hex
        self.url = self.base.rsplit("/", 1)[0] + "/" + self.name
        pooler = os.environ.get("HABITS_TEST_POOLER_PORT")
        self.pooled_url = f"postgres://habits@127.0.0.1:{pooler}/{self.name}" if pooler else None
        self.psql(f"CREATE DATABASE {self.name}", self.base)

    def serve_arguments(self, pooled: bool) -> tuple[list[str], list[str], dict]:
        """The location every command takes, `habits serve`'s own options and the environment the
        CLI needs: straight to PostgreSQL, or through the pooler with LISTEN on a direct
        connection (SPEC §21; serve by its options, the CLI by HABITS_POOLER)."""
        if not pooled:
            return ["--database", self.url], [], {}
        return (["--database", self.pooled_url], ["--pooler", "transaction", "--listen-database", self.url],
                {"HABITS_POOLER": "transaction"})

    def psql(self, statement: str, database: str | None = None) -> list[str]:
        """Runs one statement as the app's role; returns the rows, one line each."""
        result = subprocess.run(["psql", "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1", "-d", database or self.url,
                                 "-c", statement], capture_output=True, text=True, timeout=60)
        if result.returncode != 0:
            raise RuntimeError(f"psql {statement!r} failed: {result.stderr}")
        return result.stdout.splitlines()

    def drop(self) -> None:
        self.psql(f"DROP DATABASE IF EXISTS {self.name} WITH (FORCE)", self.base)


@dataclass
class Response:
    status: int
    headers: http.client.HTTPMessage
    body: bytes

    def json(self):
        return json.loads(self.body)

    def header(self, name: str) -> str | None:
        return self.headers.get(name)

    def __repr__(self) -> str:
        return f"<{self.status} {self.body[:300]!r}>"


_started: list["Server"] = []


@atexit.register
def _kill_leftovers() -> None:
    """If the test run is interrupted, no server outlives it."""
    for server in _started:
        if server.alive():
            server.process.kill()


class Server:
    """One `habits serve` process. The database file outlives the process, so a test can kill the
    server and start another on the same file (`restart`)."""

    def __init__(self, directory: Path | None = None, password: str | None = None, extra: tuple = (),
                 database: str | None = None, postgres: "PostgresDatabase | None" = None, pooled: bool = False):
        """`database`: a PostgreSQL URL to serve instead of the folder's SQLite file; or `postgres`,
        a database served straight or, with `pooled`, through the cluster's PgBouncer."""
        self.dir = directory or Path(tempfile.mkdtemp(prefix="habits-reliability-"))
        self.db = self.dir / "h.sqlite"
        self.location = ["--database", database] if database else ["--db", str(self.db)]
        self.password = password
        self.extra = tuple(extra)
        self.env = habits_env()
        if postgres is not None:
            self.location, serve_options, variables = postgres.serve_arguments(pooled)
            self.extra += tuple(serve_options)
            self.env.update(variables)
        self.env["XDG_DATA_HOME"] = str(self.dir)
        self.process: subprocess.Popen | None = None
        self.port = 0
        self.generation = 0  # how many processes have served this file; each logs to its own file
        self.expect_dead = False

    # -- life cycle -------------------------------------------------------------------------------

    @property
    def stderr_path(self) -> Path:
        return self.dir / f"stderr.{self.generation}.log"

    def start(self, timeout: float = 30.0) -> "Server":
        self.generation += 1
        stdout_path = self.dir / f"stdout.{self.generation}.log"
        args = [habits_bin(), "serve", "--host", "127.0.0.1", "--port", "0", *self.location]
        if self.password is not None:
            args += ["--password", self.password]
        args += list(self.extra)
        with open(stdout_path, "wb") as out, open(self.stderr_path, "wb") as err:
            self.process = subprocess.Popen(args, stdout=out, stderr=err, stdin=subprocess.DEVNULL,
                                            env=self.env, cwd=self.dir)
        _started.append(self)
        self.expect_dead = False
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            match = SERVING.search(stdout_path.read_text(errors="replace"))
            if match:
                self.port = int(match.group(3))
                return self
            if self.process.poll() is not None:
                break
            time.sleep(0.02)
        log = self.stderr_path.read_text(errors="replace")
        self.kill()
        raise RuntimeError(f"habits serve did not start (exit {self.process.poll()}): {log}")

    def kill(self) -> None:
        """SIGKILL: no chance to finish anything, as in a power cut of the process."""
        self.expect_dead = True
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait()

    def stop(self) -> int | None:
        """SIGTERM and wait: the graceful stop. Returns the exit code."""
        self.expect_dead = True
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        return self.process.returncode if self.process else None

    def restart(self) -> "Server":
        self.kill()
        return self.start()

    def cleanup(self) -> None:
        self.stop()
        shutil.rmtree(self.dir, ignore_errors=True)

    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    # -- what it said ---------------------------------------------------------------------------

    def stderr(self) -> str:
        """Everything every process on this directory wrote on stderr."""
        parts = []
        for generation in range(1, self.generation + 1):
            path = self.dir / f"stderr.{generation}.log"
            if path.exists():
                parts.append(path.read_text(errors="replace"))
        return "".join(parts)

    def server_errors(self) -> list[str]:
        """Access-log lines with a 5xx status, and any other line that looks like a crash report."""
        bad = []
        for line in self.stderr().splitlines():
            match = LOG_LINE.match(line)
            if match and match.group(3).startswith("5"):
                bad.append(line)
            elif re.search(r"Fatal error|Segmentation|Illegal instruction|Trace/breakpoint|Aborted|"
                           r"Thread \d+ crashed|SIGSEGV|SIGILL|SIGABRT", line):
                bad.append(line)
        return bad

    def diagnostics(self) -> list[str]:
        """Stderr lines that are not access-log lines (the server's own error reports)."""
        return [line for line in self.stderr().splitlines()
                if line.strip() and not LOG_LINE.match(line) and "HABITS_NOW is set" not in line]

    def assert_healthy(self, what: str = "") -> None:
        """The process is alive and has logged no 5xx and no crash."""
        tail = "\n".join(self.stderr().splitlines()[-40:])
        assert self.alive(), (f"the server died {what} (exit {self.process.poll()}); "
                              f"stderr tail:\n{tail}")
        errors = self.server_errors()
        assert not errors, f"the server logged 5xx/crash lines {what}:\n" + "\n".join(errors[:40])

    # -- talking to it ----------------------------------------------------------------------------

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def origin(self) -> str:
        return self.base

    def request(self, method: str, path: str, body=None, headers: dict | None = None,
                source: str = NORMAL, timeout: float = 30.0, json_body=None) -> Response:
        """One request on a fresh connection. `json_body` is encoded and typed as JSON; `body`
        (bytes or str) is sent as it is."""
        headers = dict(headers or {})
        if json_body is not None:
            body = json.dumps(json_body).encode()
            headers.setdefault("Content-Type", "application/json")
        if isinstance(body, str):
            body = body.encode()
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout,
                                                source_address=(source, 0))
        try:
            connection.request(method, path, body=body, headers=headers)
            answer = connection.getresponse()
            return Response(answer.status, answer.headers, answer.read())
        finally:
            connection.close()

    def get(self, path: str, **options) -> Response:
        return self.request("GET", path, **options)

    def export(self) -> bytes:
        answer = self.get("/api/v1/export")
        assert answer.status == 200, answer
        return answer.body

    # Small conveniences for setting up data.
    def add_category(self, name: str) -> dict:
        answer = self.request("POST", "/api/v1/categories", json_body={"name": name})
        assert answer.status == 201, answer
        return answer.json()

    def add_tracker(self, name: str, category_id: str, **fields) -> dict:
        body = {"name": name, "kind": "habit", "schedule": EVERY_DAY, "categoryId": category_id,
                "createdOn": "2025-01-01", **fields}
        if body["kind"] == "event":
            body.pop("schedule", None)
        answer = self.request("POST", "/api/v1/trackers", json_body=body)
        assert answer.status == 201, answer
        return answer.json()

    def cli(self, *args: str) -> subprocess.CompletedProcess:
        return subprocess.run([habits_bin(), *self.location, *args], env=self.env,
                              capture_output=True, text=True, timeout=60)


# -- raw sockets ------------------------------------------------------------------------------------


def connect(server: Server, source: str = ATTACKER, timeout: float = 10.0) -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind((source, 0))
    sock.settimeout(timeout)
    sock.connect(("127.0.0.1", server.port))
    return sock


def read_response(sock: socket.socket, timeout: float = 10.0) -> bytes:
    """Reads until the server closes the connection, or one whole response (by Content-Length)
    has arrived, or `timeout` passes. Returns what arrived; b'' if the server just hung up."""
    sock.settimeout(timeout)
    data = b""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            chunk = sock.recv(65536)
        except socket.timeout:
            break
        except (ConnectionResetError, BrokenPipeError):
            break
        if not chunk:
            break
        data += chunk
        head, sep, rest = data.partition(b"\r\n\r\n")
        if sep:
            match = re.search(rb"(?im)^content-length:\s*(\d+)\s*$", head)
            if match and len(rest) >= int(match.group(1)):
                break
    return data


def raw_exchange(server: Server, data: bytes, source: str = ATTACKER, timeout: float = 10.0) -> bytes:
    """Sends `data` as it is on a new connection and returns whatever came back."""
    sock = connect(server, source, timeout)
    try:
        try:
            sock.sendall(data)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the server may answer and hang up before reading everything
        return read_response(sock, timeout)
    finally:
        sock.close()


def send_body(server: Server, method: str, path: str, body: bytes, content_type: str = "application/json",
              source: str = ATTACKER, timeout: float = 60.0) -> bytes:
    """Announces `body` with Content-Length and sends it, stopping without complaint if the
    server answers and hangs up first (as it should for a body over the limit); returns the
    answer."""
    sock = connect(server, source, timeout)
    try:
        sock.sendall((f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nConnection: close\r\n"
                      f"Content-Type: {content_type}\r\nContent-Length: {len(body)}\r\n\r\n").encode())
        view = memoryview(body)
        try:
            for start in range(0, len(body), 256 * 1024):
                sock.sendall(view[start:start + 256 * 1024])
        except (BrokenPipeError, ConnectionResetError):
            pass
        return read_response(sock, timeout)
    finally:
        sock.close()


def status_of(raw: bytes) -> int | None:
    """The status code of the first response in `raw`, or None if there is none."""
    match = re.match(rb"HTTP/1\.[01] (\d{3})", raw)
    return int(match.group(1)) if match else None


def body_of(raw: bytes) -> bytes:
    return raw.partition(b"\r\n\r\n")[2]


# -- the normal client ------------------------------------------------------------------------------


@dataclass
class Watcher:
    """While an attack runs, asks for the board from 127.0.0.1 on a fresh connection every
    `interval` seconds and notes every answer that is not a 200 within RESPONSIVE_SECONDS."""

    server: Server
    interval: float = 0.1
    path: str = "/api/v1/board"
    problems: list[str] = field(default_factory=list)
    answered: int = 0
    slowest: float = 0.0

    def __post_init__(self):
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="watcher", daemon=True)

    def _probe(self) -> None:
        started = time.monotonic()
        try:
            answer = self.server.request("GET", self.path, source=NORMAL, timeout=RESPONSIVE_SECONDS + 2)
            took = time.monotonic() - started
            self.slowest = max(self.slowest, took)
            if answer.status != 200:
                self.problems.append(f"GET {self.path} answered {answer.status}: {answer.body[:200]!r}")
            elif took > RESPONSIVE_SECONDS:
                self.problems.append(f"GET {self.path} took {took:.2f}s")
            else:
                self.answered += 1
        except Exception as error:  # noqa: BLE001 - any failure is a finding
            took = time.monotonic() - started
            self.problems.append(f"GET {self.path} failed after {took:.2f}s: {error!r}")

    def _run(self) -> None:
        while not self._stop.is_set():
            self._probe()
            self._stop.wait(self.interval)

    def __enter__(self) -> "Watcher":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join(timeout=RESPONSIVE_SECONDS + 10)
        self._probe()  # one more at the end, while the attack's connections may still be open

    def assert_responsive(self) -> None:
        assert not self.problems, (f"the normal client on {NORMAL} was not served promptly "
                                   f"({len(self.problems)} problems, {self.answered} good answers):\n"
                                   + "\n".join(self.problems[:20]))
        assert self.answered >= 1, "the watcher got no answer"
