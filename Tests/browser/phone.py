"""Browser contexts shaped like the phone Habits is designed for (390×844, touch), shared by the
tests and screenshots.py. Chromium is the system one; Playwright never downloads a browser."""
from __future__ import annotations

import os

from playwright.sync_api import Browser, BrowserContext, Playwright

CHROMIUM = os.environ.get("CHROMIUM", "/usr/lib/chromium/chromium")
PHONE = {"width": 390, "height": 844}


def launch(playwright: Playwright) -> Browser:
    return playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])


def new_context(browser: Browser, server, *, onboarded: bool = True, dark: bool = False,
                js: bool = True, locale: str = "en-US", width: int = PHONE["width"],
                height: int = PHONE["height"], scale: float = 1, mobile: bool = True,
                cookies: dict | None = None, timezone: str = "UTC") -> BrowserContext:
    """A phone-like context on `server` in UTC (or `timezone`). `onboarded` pre-sets the cookies a returning
    visitor has (onboarding done, time zone known), so pages open without onboarding or the
    page script's one-time reload."""
    context = browser.new_context(
        base_url=server.url, viewport={"width": width, "height": height}, device_scale_factor=scale,
        is_mobile=mobile, has_touch=mobile, locale=locale, timezone_id=timezone,
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
