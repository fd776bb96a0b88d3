"""SPEC §18: `make image` builds the container image here (FROM scratch, nothing pulled) and one
`podman run` gives a working Habits: health, a write, a restart that keeps the data in the volume,
the refusal without a passphrase, the first-release database upgraded and a newer one refused.
Prints the image's size and the time from `podman run` to the first answer (BENCHMARKS.md; not
asserted). Skipped where podman is not installed.

podman here needs `--runtime runc` (crun refuses this machine's cgroups) and explicit ulimits."""
from __future__ import annotations

import json
import re
import os
import shutil
import socket
import sqlite3
import subprocess
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from pathlib import Path

import pytest
from habits_server import ROOT

pytestmark = pytest.mark.skipif(shutil.which("podman") is None, reason="podman is not installed")

RUN = ["podman", "--runtime", "runc", "run", "--ulimit", "nofile=1024:1024", "--ulimit", "nproc=1024:1024"]
FIRST_RELEASE = ROOT / "Tests" / "HabitStoreTests" / "Fixtures"


@pytest.fixture(scope="module")
def image() -> str:
    tag = f"localhost/habits-test:{uuid.uuid4().hex[:8]}"
    started = time.monotonic()
    built = subprocess.run(["bash", "contrib/image/build.sh", tag], cwd=ROOT, capture_output=True, text=True, timeout=1800)
    assert built.returncode == 0, built.stderr[-4000:]
    assert built.stdout.strip().splitlines()[-1] == tag
    size = int(subprocess.run(["podman", "image", "inspect", "--format", "{{.Size}}", tag], capture_output=True,
                              text=True, check=True).stdout)
    print(f"\nimage {tag}: {size / 1e6:.1f} MB, built in {time.monotonic() - started:.0f} s")
    assert size <= 60_000_000, f"{size / 1e6:.1f} MB"
    yield tag
    subprocess.run(["podman", "rmi", "--force", tag], capture_output=True)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Container:
    """One `podman run -d` of the image on the host's network, at a free port."""

    def __init__(self, image: str, volume: str, env: dict[str, str]):
        self.port = free_port()
        self.name = f"habits-test-{uuid.uuid4().hex[:8]}"
        arguments = [*RUN, "-d", "--name", self.name, "--network", "host", "-v", f"{volume}:/data",
                     "-e", f"HABITS_PORT={self.port}"]
        for key, value in env.items():
            arguments += ["-e", f"{key}={value}"]
        self.started = time.monotonic()
        subprocess.run([*arguments, image], check=True, capture_output=True, text=True, timeout=60)
        self.url = f"http://127.0.0.1:{self.port}/"

    def first_answer(self, timeout: float = 20) -> float:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(self.url + "healthz", timeout=2) as response:
                    if response.status == 200:
                        return time.monotonic() - self.started
            except (urllib.error.URLError, ConnectionError, OSError):
                time.sleep(0.02)
        raise AssertionError(f"no answer: {self.logs()}")

    def logs(self) -> str:
        result = subprocess.run(["podman", "logs", self.name], capture_output=True, text=True)
        return result.stdout + result.stderr

    def stop(self) -> int:
        subprocess.run(["podman", "stop", "--time", "20", self.name], capture_output=True, timeout=60)
        code = subprocess.run(["podman", "inspect", "--format", "{{.State.ExitCode}}", self.name], capture_output=True,
                              text=True).stdout.strip()
        subprocess.run(["podman", "rm", "--force", self.name], capture_output=True, timeout=60)
        return int(code or -1)


@pytest.fixture
def volume():
    name = f"habits-test-{uuid.uuid4().hex[:8]}"
    subprocess.run(["podman", "volume", "create", name], check=True, capture_output=True)
    yield name
    subprocess.run(["podman", "volume", "rm", "--force", name], capture_output=True)


def request(url: str, body: dict | None = None, cookie: str | None = None) -> tuple[int, str, dict]:
    headers = {"Content-Type": "application/json"} if body is not None else {}
    if cookie:
        headers["Cookie"] = cookie
    data = json.dumps(body).encode() if body is not None else None
    try:
        with urllib.request.urlopen(urllib.request.Request(url, data=data, headers=headers), timeout=10) as response:
            return response.status, response.read().decode(), dict(response.headers)
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode(), dict(error.headers)


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def sign_in(url: str, passphrase: str) -> str:
    """The passphrase gate's session cookie, from the redirect `POST /login` answers with."""
    form = urllib.parse.urlencode({"password": passphrase}).encode()
    login = urllib.request.Request(url + "login", data=form, headers={"Content-Type": "application/x-www-form-urlencoded"})
    try:
        urllib.request.build_opener(NoRedirect()).open(login, timeout=10)
    except urllib.error.HTTPError as error:
        return error.headers.get("Set-Cookie", "").split(";", 1)[0]
    raise AssertionError("POST /login did not redirect")


def test_the_image_serves_writes_keeps_its_data_and_refuses_without_a_passphrase(image, volume):
    inspected = json.loads(subprocess.run(["podman", "image", "inspect", image], capture_output=True, text=True,
                                          check=True).stdout)[0]
    config = inspected["Config"]
    assert config["User"] == "10001:10001" and "8080/tcp" in config["ExposedPorts"] and "/data" in config["Volumes"]
    assert "HABITS_DB=/data/habits.sqlite" in config["Env"] and config["StopSignal"] == "SIGTERM"
    health = json.loads(subprocess.run(["podman", "image", "inspect", "--format", "{{json .HealthCheck}}", image],
                                       capture_output=True, text=True, check=True).stdout)
    assert health["Test"] == ["CMD", "/usr/local/bin/habits", "health"]

    # Without accounts or a passphrase it refuses at once, naming what to set.
    refused = subprocess.run([*RUN, "--rm", "-v", f"{volume}:/data", image], capture_output=True, text=True, timeout=60)
    assert refused.returncode != 0
    assert "HABITS_PASSWORD" in refused.stderr and "habits user add" in refused.stderr, refused.stderr

    env = {"HABITS_PASSWORD": "a long passphrase"}
    container = Container(image, volume, env)
    try:
        print(f"\nfirst answer {container.first_answer() * 1000:.0f} ms after podman run")
        assert request(container.url + "readyz")[0] == 200
        cookie = sign_in(container.url, env["HABITS_PASSWORD"])
        status, body, _ = request(container.url + "api/v1/categories", {"name": "Health"}, cookie=cookie)
        assert status == 201, body
        # The binary alone serves the pages, their static files and the rules' WebAssembly (built into it).
        status, page, _ = request(container.url, cookie=cookie + "; onboarded=1; tz=UTC")
        assert status == 200, page[:400]
        assets = set(re.findall(r'/static/[\w.-]+\.(?:css|js|wasm)', page))
        assert any(asset.endswith(".wasm") for asset in assets) and any(asset.endswith(".css") for asset in assets), assets
        for asset in assets:
            with urllib.request.urlopen(container.url + asset.lstrip("/"), timeout=10) as answer:
                assert answer.status == 200 and answer.read(), asset
                if asset.endswith(".wasm"):
                    assert answer.headers["Content-Type"] == "application/wasm", asset
        health = subprocess.run(["podman", "exec", container.name, "/usr/local/bin/habits", "health"],
                                capture_output=True, text=True, timeout=30)
        assert health.returncode == 0, health.stderr
    finally:
        assert container.stop() == 0, container.logs()

    again = Container(image, volume, env)
    try:
        again.first_answer()
        cookie = sign_in(again.url, env["HABITS_PASSWORD"])
        status, body, _ = request(again.url + "api/v1/categories", cookie=cookie)
        assert status == 200 and "Health" in body, body
    finally:
        again.stop()


def test_the_image_upgrades_the_first_release_database_and_refuses_a_newer_one(image, volume, tmp_path):
    fixture = next(FIRST_RELEASE.glob("first-release-*.db"))
    mountpoint = subprocess.run(["podman", "volume", "inspect", "--format", "{{.Mountpoint}}", volume], capture_output=True,
                                text=True, check=True).stdout.strip()
    target = Path(mountpoint) / "habits.sqlite"
    shutil.copy(fixture, target)
    os.chown(target, 10001, 10001)
    env = {"HABITS_PASSWORD": "a long passphrase"}
    container = Container(image, volume, env)
    try:
        container.first_answer()
        cookie = sign_in(container.url, env["HABITS_PASSWORD"])
        status, body, _ = request(container.url + "api/v1/trackers", cookie=cookie)
        assert status == 200 and json.loads(body), body
    finally:
        assert container.stop() == 0, container.logs()
    connection = sqlite3.connect(target)
    assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    version = connection.execute("PRAGMA user_version").fetchone()[0]
    connection.execute(f"PRAGMA user_version = {version + 1}")
    connection.commit()
    connection.close()
    before = target.read_bytes()
    refused = subprocess.run([*RUN, "--rm", "--network", "host", "-v", f"{volume}:/data", "-e", "HABITS_PASSWORD=x",
                              "-e", f"HABITS_PORT={free_port()}", image], capture_output=True, text=True, timeout=60)
    assert refused.returncode != 0 and "newer Habits" in refused.stderr, refused.stderr
    assert target.read_bytes() == before
