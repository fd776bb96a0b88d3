"""Fixtures for the browser tests: one Chromium per session, a fresh `habits serve` per test
(or per module where the tests only read), and phone-sized browser contexts."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))

from habits_server import HabitsServer  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM", "/usr/lib/chromium/chromium")
PHONE = {"width": 390, "height": 844}

# Auto-waiting expectations only; a generous ceiling because the machine is shared.
expect.set_options(timeout=15_000)


@pytest.fixture(scope="session")
def browser() -> Browser:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield browser
        browser.close()


@pytest.fixture
def server() -> HabitsServer:
    """A fresh server and database for one test."""
    with HabitsServer() as server:
        yield server


def new_context(browser: Browser, server: HabitsServer, *, onboarded: bool = True, dark: bool = False,
                js: bool = True, locale: str = "en-US", width: int = PHONE["width"],
                height: int = PHONE["height"], scale: float = 1, mobile: bool = True,
                cookies: dict | None = None) -> BrowserContext:
    """A phone-like context on `server`. `onboarded` pre-sets the cookies a returning visitor has
    (onboarding done, time zone known), so pages open without onboarding or the one-time reload."""
    context = browser.new_context(
        base_url=server.url, viewport={"width": width, "height": height}, device_scale_factor=scale,
        is_mobile=mobile, has_touch=mobile, locale=locale, timezone_id="UTC",
        color_scheme="dark" if dark else "light", java_script_enabled=js, reduced_motion="reduce",
    )
    context.set_default_timeout(15_000)
    jar = dict(cookies or {})
    if onboarded:
        jar.setdefault("onboarded", "1")
        jar.setdefault("tz", "UTC")
    if jar:
        context.add_cookies([{"name": k, "value": v, "url": server.url} for k, v in jar.items()])
    return context


@pytest.fixture
def make_page(browser: Browser):
    """Factory: make_page(server, **context options) → a new page in its own context."""
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
