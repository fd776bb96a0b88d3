"""Installable PWA (seed 003 §1, §6.4; SPEC §4): the manifest has what an install needs, Chromium
reports no installability errors, and the service worker precaches the shell and drops old caches.

Installability is asked in a persistent context (a real profile on disk): an incognito context,
which every other test uses, always reports `in-incognito`."""
import struct
import tempfile

import pytest
from playwright.sync_api import expect

from phone import CHROMIUM, PHONE


@pytest.fixture
def installed(browser, server):
    """A page in a persistent profile, after the service worker has taken control."""
    profile = tempfile.TemporaryDirectory(prefix="habits-profile-")
    context = browser.browser_type.launch_persistent_context(
        profile.name, executable_path=CHROMIUM, args=["--no-sandbox"], base_url=server.url,
        viewport=PHONE, is_mobile=True, has_touch=True, locale="en-US", timezone_id="UTC")
    context.set_default_timeout(15_000)
    context.add_cookies([{"name": k, "value": v, "url": server.url} for k, v in {"onboarded": "1", "tz": "UTC"}.items()])
    page = context.pages[0] if context.pages else context.new_page()
    page.goto("/")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()
    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()
    yield page
    context.close()
    profile.cleanup()


def png_size(body: bytes) -> tuple[int, int]:
    assert body[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    return struct.unpack(">II", body[16:24])


def test_the_manifest_is_installable_with_no_installability_errors(installed, make_page, server):
    page = installed
    assert page.evaluate("!!navigator.serviceWorker.controller"), "the service worker does not control the page"
    cdp = page.context.new_cdp_session(page)
    errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
    assert errors == [], errors
    manifest = cdp.send("Page.getAppManifest")
    assert manifest["url"] == server.url + "manifest.webmanifest", manifest["url"]
    assert manifest["errors"] == [], manifest["errors"]
    cdp.detach()

    # The same question in an incognito context gets the one expected answer: the check works.
    incognito = make_page(server)
    incognito.goto("/")
    cdp = incognito.context.new_cdp_session(incognito)
    ids = [e["errorId"] for e in cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]]
    assert ids == ["in-incognito"], ids


def test_the_manifest_has_names_icons_colours_standalone_display_and_start_url(page, server):
    page.goto("/")
    href = page.locator('link[rel="manifest"]').get_attribute("href")
    assert href == "/manifest.webmanifest"
    response = page.request.get(href)
    assert response.status == 200
    assert response.headers["content-type"].startswith("application/manifest+json"), response.headers
    assert "no-cache" in response.headers.get("cache-control", ""), response.headers
    manifest = response.json()
    assert manifest["name"] == "Habits" and manifest["short_name"] == "Habits", manifest
    assert manifest["display"] == "standalone", manifest
    assert manifest["start_url"] == "/", manifest
    assert manifest["theme_color"].startswith("#") and manifest["background_color"].startswith("#"), manifest

    icons = manifest["icons"]
    sizes = {icon["sizes"] for icon in icons}
    assert {"192x192", "512x512"} <= sizes, icons
    assert any("maskable" in icon.get("purpose", "").split() for icon in icons), icons
    assert any("any" in icon.get("purpose", "any").split() and icon["sizes"] == "512x512" for icon in icons), icons
    for icon in icons:
        image = page.request.get(icon["src"])
        assert image.status == 200, icon
        assert image.headers["content-type"] == icon["type"] == "image/png", (icon, image.headers)
        width, height = png_size(image.body())
        assert f"{width}x{height}" == icon["sizes"], f"{icon['src']} is {width}x{height}, declared {icon['sizes']}"
        assert "immutable" in image.headers.get("cache-control", ""), image.headers  # fingerprinted

    worker = page.request.get("/sw.js")
    assert worker.status == 200 and "javascript" in worker.headers["content-type"], worker.headers
    assert "no-cache" in worker.headers.get("cache-control", ""), worker.headers


def test_the_service_worker_precaches_the_shell_and_a_new_version_drops_old_caches(make_page, server):
    page = make_page(server)
    # A cache left by an older version, made before this version's worker exists.
    page.goto("/manifest.webmanifest")
    page.evaluate("caches.open('habits-old-version').then(c => c.put('/old', new Response('old')))")
    assert page.evaluate("caches.keys()") == ["habits-old-version"]

    page.goto("/")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()
    page.wait_for_function("caches.keys().then(k => k.length === 1 && k[0] !== 'habits-old-version')")
    keys = page.evaluate("caches.keys()")
    assert len(keys) == 1 and keys[0].startswith("habits-"), keys
    cached = page.evaluate(f"caches.open({keys[0]!r}).then(c => c.keys()).then(rs => rs.map(r => new URL(r.url).pathname))")
    shell = ["/", "/manifest.webmanifest"] + [page.locator(selector).first.get_attribute(attribute) for selector, attribute in [
        ('link[rel="stylesheet"][href*="/app."]', "href"), ('link[rel="stylesheet"][href*="/palette."]', "href"),
        ('script[src*="/app."]', "src"), ('link[rel="icon"]', "href")]]
    missing = [url for url in shell if url not in cached]
    assert not missing, f"not precached: {missing} (cached: {cached})"
