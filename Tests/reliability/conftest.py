"""Fixtures for the reliability suite. `--full` (from `run.sh --full`, used by `make reliability`)
selects the long runs: 20+ crash rounds and 10,000+ fuzzed API cases."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import NOTES, Server  # noqa: E402


def pytest_addoption(parser):
    parser.addoption("--full", action="store_true", default=False,
                     help="long runs: 20+ crash rounds, 10,000+ schemathesis cases")


@pytest.fixture(scope="session")
def full(request) -> bool:
    return bool(request.config.getoption("--full"))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """Keeps each phase's report on the test item, so fixtures can tell whether the test failed."""
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


@pytest.fixture
def server(request):
    """A fresh server and database for one test. At the end the server must still be alive
    (unless the test stopped it on purpose) and must have logged no 5xx or crash; when the test
    itself already failed, that failure says it and the check is not repeated."""
    server = Server().start()
    try:
        yield server
        call = getattr(request.node, "report_call", None)
        if not server.expect_dead and not (call and call.failed):
            server.assert_healthy("during the test")
    finally:
        server.cleanup()


@pytest.fixture
def make_server():
    """Factory for servers with options (password, ...); all are stopped at the end."""
    servers: list[Server] = []

    def make(**options) -> Server:
        server = Server(**options).start()
        servers.append(server)
        return server

    yield make
    for server in servers:
        server.cleanup()


def pytest_terminal_summary(terminalreporter):
    if NOTES:
        terminalreporter.section("reliability run")
        for line in NOTES:
            terminalreporter.write_line(line)
