"""SPEC §18: contrib/habits.service passes `systemd-analyze verify`, and the server tells systemd it
is ready (Type=notify) through $NOTIFY_SOCKET, as sd_notify(3) would."""
from __future__ import annotations

import shutil
import socket
import subprocess
from pathlib import Path

import pytest
from habits_server import ROOT, habits_bin

UNIT = ROOT / "contrib" / "habits.service"


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="systemd-analyze is not installed")
def test_the_unit_verifies(tmp_path):
    text = UNIT.read_text()
    for setting in ["Type=notify", "DynamicUser=yes", "StateDirectory=habits", "ProtectSystem=strict", "NoNewPrivileges=yes",
                    "PrivateTmp=yes", "Restart=on-failure"]:
        assert f"\n{setting}\n" in text, setting
    # verify checks that ExecStart's program exists: point it at this build.
    unit = tmp_path / "habits.service"
    unit.write_text(text.replace("ExecStart=/usr/local/bin/habits", f"ExecStart={habits_bin()}"))
    result = subprocess.run(["systemd-analyze", "verify", str(unit)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
    problems = [line for line in result.stderr.splitlines() if "habits.service" in line]
    assert not problems, problems


@pytest.mark.parametrize("abstract", [False, True])
def test_the_server_sends_ready_once_it_listens_and_stopping_on_sigterm(make_server, tmp_path, abstract):
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    name = f"@habits-notify-{tmp_path.name}" if abstract else str(tmp_path / "notify")
    listener.bind("\0" + name[1:] if abstract else name)
    listener.settimeout(20)
    try:
        server = make_server(env={"NOTIFY_SOCKET": name})
        ready = listener.recv(4096).decode()
        assert ready.startswith("READY=1\n") and server.url in ready, ready
        server.process.terminate()
        assert listener.recv(4096).decode() == "STOPPING=1"
        assert server.process.wait(timeout=20) == 0
    finally:
        listener.close()
