"""Fixtures for the browser tests: one Chromium per session, a fresh `habits serve` per test
(modules whose tests only read share one), and phone-shaped contexts (see phone.py)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))

from habits_server import NOW, HabitsServer  # noqa: E402
from phone import launch, new_context  # noqa: E402

# Auto-waiting expectations only, with a generous ceiling: the machine is shared.
expect.set_options(timeout=15_000)


@pytest.fixture(scope="session")
def browser() -> Browser:
    with sync_playwright() as playwright:
        browser = launch(playwright)
        yield browser
        browser.close()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"report_{report.when}", report)


@pytest.fixture
def server(request) -> HabitsServer:
    """A fresh server and database for one test. When the test fails, the end of the server's
    request log is printed with it."""
    with HabitsServer() as server:
        yield server
        report = getattr(request.node, "report_call", None)
        if report is not None and report.failed:
            log = (server.dir / "stderr.log").read_text(errors="replace").splitlines()
            print("habits serve, last requests:\n" + "\n".join(log[-25:]))


@pytest.fixture
def make_server(request):
    """Factory: make_server(now=…, start=True) → a fresh server with its own database and clock
    (HABITS_NOW). With start=False the database can be prepared through the CLI first and the
    server started later (server.start()), which keeps a clock that must not run far (midnight)
    fresh. database=URL serves another server's PostgreSQL database (two processes, one
    database). Stopped after the test; on failure the end of each request log is printed."""
    servers: list[HabitsServer] = []

    def make(now: str = NOW, start: bool = True, database: str | None = None) -> HabitsServer:
        server = HabitsServer(now, database=database)
        servers.append(server)
        return server.start() if start else server

    yield make
    report = getattr(request.node, "report_call", None)
    for server in servers:
        if report is not None and report.failed and server.process is not None:
            print(f"habits serve (HABITS_NOW={server.now}), last requests:\n" + "\n".join(server.log()[-25:]))
        server.stop()


@pytest.fixture
def make_page(browser: Browser):
    """Factory: make_page(server, **phone.new_context options) → a page in a new context."""
    contexts: list[BrowserContext] = []

    def make(server: HabitsServer, **options) -> Page:
        context = new_context(browser, server, **options)
        contexts.append(context)
        return context.new_page()

    yield make
    for context in contexts:
        context.close()


@pytest.fixture
def page(make_page, server) -> Page:
    """A returning visitor's phone on a fresh server."""
    return make_page(server)
