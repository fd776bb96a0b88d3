"""Fixtures for the service tests: `habits serve` processes as Tests/browser starts them."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "browser"))

from habits_server import HabitsServer  # noqa: E402


@pytest.fixture
def make_server():
    """Factory: make_server(args=(…), env={…}) → a started server on a fresh database."""
    servers: list[HabitsServer] = []

    def make(args: tuple[str, ...] = (), env: dict | None = None, start: bool = True) -> HabitsServer:
        server = HabitsServer(args=args)
        server.env.update(env or {})
        servers.append(server)
        return server.start() if start else server

    yield make
    for server in servers:
        server.stop()
