"""Web security, in Chromium (Playwright, Debian's /usr/lib/chromium/chromium) and over plain HTTP.

- Texts people type (tracker names, category names, notes) holding HTML, script and
  attribute-breaking payloads render as inert text on every page: no dialog opens, no event-handler
  attribute, script or image appears in the DOM, and the browser reports no CSP violation (which
  would mean injected markup got as far as trying to run).
- Every page carries the Content-Security-Policy, and no page has an inline <script>, a <style>
  element or a style= attribute (the policy forbids them, so any would be a latent bug).
- A POST/PUT/PATCH/DELETE from another origin is refused with 403, over HTTP and from a real page.
- With a passphrase, every page and API route needs a session; wrong passphrases are throttled;
  the session cookie is HttpOnly and SameSite.
"""
from __future__ import annotations

import os
import re
import time
import uuid
from html.parser import HTMLParser
from urllib.parse import quote

import pytest
from playwright.sync_api import sync_playwright

from harness import ATTACKER, NORMAL, TODAY, Server, raw_exchange, status_of

CHROMIUM = os.environ.get("CHROMIUM", "/usr/lib/chromium/chromium")
COOKIES = "onboarded=1; tz=UTC"

TRACKER_PAYLOADS = [
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "' onmouseover='alert(1)",
    "</textarea><script>alert(1)</script>",
    "<svg onload=alert(1)>",
    "</title><script>alert(1)</script>",
    "--><script>alert(1)</script>",
    "javascript:alert(1)",
]
CATEGORY_PAYLOADS = ["<script>alert(2)</script>", '"><img src=x onerror=alert(2)>', "' onmouseover='alert(2)"]
NOTE_PAYLOAD = "</textarea><script>alert(3)</script>\"><img src=x onerror=alert(3)>' onmouseover='alert(3)"
QUERY_PAYLOAD = '"><img src=x onerror=alert(5)><script>alert(5)</script>'

# Runs in the page: everything that would make injected markup live.
DOM_PROBE = """() => {
  const found = [];
  for (const el of document.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase(), value = attr.value.trim().toLowerCase();
      if (name.startsWith('on')) found.push(`${el.tagName} has ${name}="${attr.value}"`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name) && value.startsWith('javascript:'))
        found.push(`${el.tagName} has ${name}="${attr.value}"`);
      if (name === 'style') found.push(`${el.tagName} has a style attribute`);
    }
  }
  for (const s of document.querySelectorAll('script')) {
    if (!s.src) found.push('inline script: ' + s.textContent.slice(0, 80));
    else if (new URL(s.src).origin !== location.origin) found.push('foreign script ' + s.src);
  }
  for (const img of document.querySelectorAll('img')) {
    if (/\\/x$/.test(img.src)) found.push('injected img ' + img.outerHTML);
  }
  if (document.querySelector('svg[onload]')) found.push('injected svg');
  if (document.querySelector('style')) found.push('a <style> element');
  return found;
}"""


def csp_is_strict(policy: str | None) -> bool:
    if not policy:
        return False
    directives = {part.strip().split(" ", 1)[0]: part.strip() for part in policy.split(";") if part.strip()}
    script = directives.get("script-src", directives.get("default-src", ""))
    return ("'unsafe-inline'" not in policy and "'unsafe-eval'" not in policy and "'self'" in script
            and "frame-ancestors 'none'" in policy)


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield browser
        browser.close()


@pytest.fixture(scope="module")
def hostile():
    """One server whose every text is a payload. The tests here only read from it."""
    server = Server().start()
    categories = [server.add_category(name)["id"] for name in CATEGORY_PAYLOADS]
    trackers = []
    for index, name in enumerate(TRACKER_PAYLOADS):
        made = server.add_tracker(name, categories[index % len(categories)], note=NOTE_PAYLOAD)
        trackers.append(made["id"])
        for day in ("2025-03-05", "2025-03-06", TODAY):
            assert server.request("PUT", f"/api/v1/trackers/{made['id']}/completions/{day}").status == 200
    event = server.add_tracker("<b>event</b><script>alert(4)</script>"[:38], categories[0], kind="event")
    trackers.append(event["id"])
    server.hostile = {"categories": categories, "trackers": trackers}
    yield server
    server.assert_healthy("while serving hostile texts")
    server.cleanup()


def hostile_pages(server: Server) -> list[str]:
    pages = ["/", "/statistics", "/settings", "/trackers/new", "/trackers/new?kind=event",
             f"/?q={quote(QUERY_PAYLOAD)}", f"/?q={quote(TRACKER_PAYLOADS[1][:10])}",
             f"/?filter={quote(QUERY_PAYLOAD)}", f"/?date={quote(QUERY_PAYLOAD)}", f"/?month={quote(QUERY_PAYLOAD)}",
             f"/settings?back={quote('javascript:alert(6)')}", f"/settings?back={quote('/' + QUERY_PAYLOAD)}",
             f"/trackers/new?back={quote('/' + QUERY_PAYLOAD)}"]
    for tracker in server.hostile["trackers"]:
        pages += [f"/trackers/{tracker}", f"/trackers/{tracker}/edit", f"/trackers/{tracker}/delete",
                  f"/trackers/{tracker}?back={quote('/' + QUERY_PAYLOAD)}"]
    return pages


class Watch:
    """Collects dialogs and console messages for one page."""

    def __init__(self, page):
        self.dialogs: list[str] = []
        self.console: list[str] = []
        page.on("dialog", self.on_dialog)
        page.on("console", lambda message: self.console.append(f"{message.type}: {message.text}"))
        page.on("pageerror", lambda error: self.console.append(f"pageerror: {error}"))

    def on_dialog(self, dialog) -> None:
        self.dialogs.append(f"{dialog.type}: {dialog.message}")
        dialog.dismiss()

    def csp_violations(self) -> list[str]:
        return [line for line in self.console if re.search(r"Content Security Policy|Refused to", line, re.I)]


def new_page(browser, server: Server, **options):
    context = browser.new_context(base_url=server.base, viewport={"width": 390, "height": 844},
                                  timezone_id="UTC", locale="en-US", **options)
    context.set_default_timeout(15_000)
    context.add_cookies([{"name": "onboarded", "value": "1", "url": server.base},
                         {"name": "tz", "value": "UTC", "url": server.base}])
    page = context.new_page()
    return context, page, Watch(page)


def assert_inert(page, watch: Watch, where: str) -> None:
    page.wait_for_timeout(150)  # let deferred scripts and any injected handler run
    found = page.evaluate(DOM_PROBE)
    assert not found, f"{where}: live markup in the DOM: {found}"
    assert not watch.dialogs, f"{where}: a script ran and opened dialogs {watch.dialogs}"
    assert not watch.csp_violations(), f"{where}: CSP violations (injected markup tried to run): {watch.csp_violations()}"


# -- payloads render inert ------------------------------------------------------------------------------


def test_hostile_texts_render_inert_on_every_page(browser, hostile):
    context, page, watch = new_page(browser, hostile)
    try:
        for path in hostile_pages(hostile):
            response = page.goto(path, wait_until="load")
            assert response is not None and response.status < 500, f"GET {path}: {response and response.status}"
            assert csp_is_strict(response.headers.get("content-security-policy")), f"{path}: CSP {response.headers}"
            # An injected onmouseover would need a hover to fire; DOM_PROBE instead finds any on*
            # attribute at all, which covers every event, hovered or not.
            assert_inert(page, watch, path)
    finally:
        context.close()


def test_payloads_show_as_the_text_that_was_typed(browser, hostile):
    """Escaping, not stripping: the payloads are visible verbatim where the texts belong."""
    context, page, watch = new_page(browser, hostile)
    try:
        page.goto("/")
        text = page.inner_text("main")
        for payload in TRACKER_PAYLOADS + CATEGORY_PAYLOADS:
            assert payload in text, f"the board does not show {payload!r} as text"
        for tracker, name in zip(hostile.hostile["trackers"], TRACKER_PAYLOADS):
            page.goto(f"/trackers/{tracker}/edit")
            assert page.input_value("#name") == name
            assert page.input_value("#note") == NOTE_PAYLOAD, "the note textarea was broken out of"
            page.goto(f"/trackers/{tracker}")
            detail = page.inner_text("body")
            assert name in detail and NOTE_PAYLOAD in detail, f"detail page of {name!r}"
            assert name in page.title() or "Habits" in page.title()
        page.goto("/statistics")
        assert_inert(page, watch, "/statistics")
    finally:
        context.close()


def submit_and_stay_on_form(page, click: str, form_path: str) -> None:
    """Clicks a submit button of the tracker form and checks that the answer is the form again
    (re-rendered by the server, or swapped in by app.js), not some other page."""
    page.click(click)
    page.wait_for_load_state("load")
    page.wait_for_timeout(300)  # app.js swaps the answer in after fetch
    assert page.url.split("?")[0].endswith(form_path) and page.locator("#tracker-form").count() == 1, (
        f"after clicking {click!r} the browser shows {page.url}: {page.inner_text('body')[:300]!r}")


@pytest.mark.parametrize("js", [False, True], ids=["no-js", "js"])
def test_category_editing_and_form_errors_stay_inert(browser, hostile, js):
    """The category picker's edit field, and error messages that repeat what was typed, with and
    without JavaScript (without, every button is a plain form post; with, app.js swaps the answer)."""
    context, page, watch = new_page(browser, hostile, java_script_enabled=js)
    try:
        tracker = hostile.hostile["trackers"][0]
        form_path = f"/trackers/{tracker}/edit"
        page.goto(form_path)
        page.click("details.category-picker > summary")
        page.locator("details.category-menu > summary").first.click()
        submit_and_stay_on_form(page, "details.category-menu[open] button[value^='edit-category']", form_path)
        assert_inert(page, watch, "category edit field")
        values = page.eval_on_selector_all("input", "els => els.map(e => e.value)")
        assert any(value in CATEGORY_PAYLOADS for value in values), f"no input holds the category name: {values}"

        # A category name refused as a duplicate, repeated in the picker's error.
        page.goto(form_path)
        page.click("details.category-picker > summary")
        page.fill("#new-category", CATEGORY_PAYLOADS[1])
        submit_and_stay_on_form(page, "button[value=add-category]", form_path)
        assert_inert(page, watch, "add-category with a duplicate payload name")
        assert CATEGORY_PAYLOADS[1] in page.inner_text("#tracker-form"), "the error does not repeat the name"

        # A tracker name refused as a duplicate: the error message repeats the payload.
        page.goto(form_path)
        page.fill("#name", TRACKER_PAYLOADS[1])
        submit_and_stay_on_form(page, "#tracker-form button[value=save]", form_path)
        assert_inert(page, watch, "tracker form with a duplicate payload name")
        assert page.input_value("#name") == TRACKER_PAYLOADS[1]
        assert TRACKER_PAYLOADS[1] in page.inner_text("#tracker-form"), "the error does not repeat the name"
    finally:
        context.close()


# -- CSP and inline code -------------------------------------------------------------------------------------


class InlineFinder(HTMLParser):
    """Finds <script> without src, <style> elements and style= attributes in raw HTML."""

    def __init__(self):
        super().__init__()
        self.found: list[str] = []

    def handle_starttag(self, tag, attrs):
        names = {name.lower(): value for name, value in attrs}
        if tag == "script" and not names.get("src"):
            self.found.append(f"<script> without src: {attrs}")
        if tag == "style":
            self.found.append("<style> element")
        if "style" in names:
            self.found.append(f"<{tag} style={names['style']!r}>")
        for name in names:
            if name.startswith("on"):
                self.found.append(f"<{tag} {name}=...>")


def test_every_page_has_the_csp_and_no_inline_code(hostile, make_server):
    gated = make_server(password="pw")
    pages = [(hostile, path, COOKIES) for path in hostile_pages(hostile)]
    pages += [(hostile, "/", ""),                                  # onboarding, first visit
              (hostile, "/no/such/page", COOKIES),
              (hostile, f"/trackers/{uuid.uuid4()}", COOKIES),
              (hostile, "/?lang=ru", COOKIES + "; lang=ru"),
              (gated, "/login", "")]
    # Pages re-rendered with errors (422) after a form post.
    for path, body in [("/trackers/new", "name=&kind=habit"), ("/trackers/new", f"name={quote(TRACKER_PAYLOADS[0])}")]:
        answer = hostile.request("POST", path, body=body, headers={
            "Content-Type": "application/x-www-form-urlencoded", "Cookie": COOKIES})
        assert answer.status in (200, 303, 422), answer
        if "text/html" in (answer.header("Content-Type") or ""):
            finder = InlineFinder()
            finder.feed(answer.body.decode())
            assert not finder.found, f"POST {path}: {finder.found}"
            assert csp_is_strict(answer.header("Content-Security-Policy")), f"POST {path}"
    for server, path, cookies in pages:
        answer = server.get(path, headers={"Cookie": cookies} if cookies else {})
        assert answer.status < 500, f"GET {path}: {answer}"
        assert csp_is_strict(answer.header("Content-Security-Policy")), f"GET {path}: {dict(answer.headers)}"
        assert answer.header("X-Content-Type-Options") == "nosniff", f"GET {path}"
        if "text/html" in (answer.header("Content-Type") or ""):
            finder = InlineFinder()
            finder.feed(answer.body.decode())
            assert not finder.found, f"GET {path}: {finder.found}"


def test_security_headers_on_every_response(hostile):
    """README: every response carries the CSP, nosniff and same-origin referrer policy: the API,
    static files, redirects, and the errors the app itself produces (404, 405, 400 for a path
    that is not UTF-8, 413)."""
    checks = [hostile.get("/api/v1/board"), hostile.get("/api/v1/openapi.json"), hostile.get("/manifest.webmanifest"),
              hostile.get("/sw.js"), hostile.get("/api/v1/trackers/" + str(uuid.uuid4())),
              hostile.request("DELETE", "/api/v1/board"),
              hostile.request("POST", "/api/v1/categories", body="{", headers={"Content-Type": "application/json"}),
              hostile.request("POST", "/onboarding", body="", headers={"Content-Type": "application/x-www-form-urlencoded"})]
    css = re.search(r'href="(/static/[^"]+\.css)"', hostile.get("/", headers={"Cookie": COOKIES}).body.decode())
    checks.append(hostile.get(css.group(1)))
    problems = []
    for answer in checks:
        if not csp_is_strict(answer.header("Content-Security-Policy")) or answer.header("X-Content-Type-Options") != "nosniff":
            problems.append(f"{answer.status} {answer.body[:80]!r}: {dict(answer.headers)}")
    for what, raw in [("GET path with %FF", b"GET /api/v1/trackers/%FF HTTP/1.1\r\nHost: x\r\n\r\n"),
                      ("GET query with %FF", b"GET /api/v1/board?q=%FF HTTP/1.1\r\nHost: x\r\n\r\n"),
                      ("POST of 2 MiB announced", b"POST /api/v1/categories HTTP/1.1\r\nHost: x\r\n"
                                                  b"Content-Type: application/json\r\nContent-Length: 2097152\r\n\r\n")]:
        answer = raw_exchange(hostile, raw, source=NORMAL)
        head = answer.partition(b"\r\n\r\n")[0].decode("latin-1")
        if not re.search(r"(?im)^content-security-policy: .*script-src 'self'", head) or \
                not re.search(r"(?im)^x-content-type-options: nosniff", head):
            problems.append(f"{what}: {status_of(answer)} without the security headers:\n{head}")
    assert not problems, "responses without the security headers:\n" + "\n\n".join(problems)


# -- foreign origins -------------------------------------------------------------------------------------------


def test_foreign_origin_writes_are_refused(server):
    category = server.add_category("Health")["id"]
    tracker = server.add_tracker("Read", category)["id"]
    day = f"/api/v1/trackers/{tracker}/completions/{TODAY}"
    form = {"Content-Type": "application/x-www-form-urlencoded", "Cookie": COOKIES}
    json_type = {"Content-Type": "application/json"}
    writes = [
        ("POST", "/api/v1/categories", '{"name":"Evil"}', json_type),
        ("PATCH", f"/api/v1/categories/{category}", '{"name":"Evil"}', json_type),
        ("DELETE", f"/api/v1/categories/{category}", None, {}),
        ("POST", "/api/v1/trackers", f'{{"name":"Evil","kind":"event","categoryId":"{category}"}}', json_type),
        ("PATCH", f"/api/v1/trackers/{tracker}", '{"name":"Evil"}', json_type),
        ("DELETE", f"/api/v1/trackers/{tracker}", None, {}),
        ("PUT", day, None, {}),
        ("DELETE", day, None, {}),
        ("POST", "/api/v1/import", '{"format":"habits","version":1,"categories":[],"trackers":[]}', json_type),
        ("POST", "/trackers/new", "name=Evil&kind=event&categoryId=" + category, form),
        ("POST", f"/trackers/{tracker}/edit", "name=Evil&kind=habit&days=mon&categoryId=" + category, form),
        ("POST", f"/trackers/{tracker}/completions", f"date={TODAY}&back=/", form),
        ("POST", f"/trackers/{tracker}/pin", "back=/", form),
        ("POST", f"/trackers/{tracker}/delete", "back=/", form),
        ("POST", "/settings/language", "language=ru&back=/", form),
        ("POST", "/onboarding", "", form),
    ]
    origins = ["http://evil.example", "null", f"http://127.0.0.1:{server.port + 1}", f"https://127.0.0.1:{server.port}",
               f"http://localhost:{server.port}", f"http://127.0.0.1:{server.port}.evil.example", "http://127.0.0.1",
               f"http://127.0.0.1:{server.port}/", "", "http://127.0.0.1:0"]
    before = server.export()
    for method, path, body, headers in writes:
        for origin in origins:
            answer = server.request(method, path, body=body, headers={**headers, "Origin": origin}, source=ATTACKER)
            assert answer.status == 403, f"{method} {path} with Origin {origin!r}: {answer}"
            if path.startswith("/api/"):
                assert answer.json()["error"]["code"], answer
    assert server.export() == before, "a refused write changed the database"
    # The server's own origin passes (the control).
    answer = server.request("PUT", day, headers={"Origin": server.origin})
    assert answer.status == 200, answer
    answer = server.request("POST", "/api/v1/categories", json_body={"name": "Mind"},
                            headers={"Origin": server.origin.upper()})
    assert answer.status == 201, f"the own origin in capitals: {answer}"


def test_cross_site_form_and_fetch_from_a_real_page_are_refused(browser, server):
    """A page from another origin posts a form and fires a no-cors fetch at the server, as an
    attacker's site would. The browser sends `Origin: null`; nothing may change."""
    category = server.add_category("Health")["id"]
    tracker = server.add_tracker("Read", category)["id"]
    before = server.export()
    context = browser.new_context()
    page = context.new_page()
    try:
        statuses: list[int] = []
        # The writes; the 403 page a refused form post lands on loads its own stylesheets (GETs).
        page.on("response", lambda response: statuses.append(response.status)
                if server.base in response.url and response.request.method != "GET" else None)
        page.set_content(f"""
            <form id=f method=post action="{server.base}/trackers/{tracker}/delete">
              <input name=back value=/></form>
            <form id=g method=post action="{server.base}/api/v1/categories" enctype="text/plain">
              <input name='{{"name":"Evil","x":"' value='"}}'></form>""")
        page.evaluate(f"""async () => {{
            for (const [method, path] of [['PUT', '/api/v1/trackers/{tracker}/completions/{TODAY}'],
                                          ['DELETE', '/api/v1/trackers/{tracker}'],
                                          ['POST', '/api/v1/categories']]) {{
              try {{ await fetch('{server.base}' + path, {{method, mode: 'no-cors', body: method === 'POST' ? '{{"name":"Evil"}}' : undefined}}); }}
              catch (e) {{}}
            }}
        }}""")
        with page.expect_navigation():
            page.evaluate("document.getElementById('f').submit()")
        assert statuses and all(status == 403 for status in statuses), f"cross-site requests got {statuses}"
        page.set_content(f"""<form id=g method=post action="{server.base}/api/v1/categories" enctype="text/plain">
              <input name='{{"name":"Evil","x":"' value='"}}'></form>""")
        with page.expect_navigation():
            page.evaluate("document.getElementById('g').submit()")
        assert statuses[-1] in (403, 415), f"a text/plain cross-site form got {statuses[-1]}"
    finally:
        context.close()
    assert server.export() == before, "a cross-site request changed the database"


# -- the passphrase gate --------------------------------------------------------------------------------------


def log_in(server: Server, password: str, source: str = NORMAL):
    return server.request("POST", "/login", body=f"password={quote(password)}", source=source,
                          headers={"Content-Type": "application/x-www-form-urlencoded"})


def session_cookie(answer) -> str:
    header = answer.header("Set-Cookie") or ""
    match = re.match(r"habits_session=([^;]+)", header)
    assert match, f"no session cookie in {header!r}"
    return match.group(1)


def test_passphrase_gate_covers_every_page_and_api_route(make_server):
    server = make_server(password="pw")
    cookie = session_cookie(log_in(server, "pw"))
    signed_in = {"Cookie": f"habits_session={cookie}; {COOKIES}"}
    category = server.request("POST", "/api/v1/categories", json_body={"name": "Health"}, headers=signed_in).json()["id"]
    tracker = server.request("POST", "/api/v1/trackers", headers=signed_in, json_body={
        "name": "Read", "kind": "event", "categoryId": category}).json()["id"]
    before = server.request("GET", "/api/v1/export", headers=signed_in).body

    # Every API operation the document lists, with real ids and a harmless body.
    document = server.request("GET", "/api/v1/openapi.json", headers=signed_in).json()
    api = []
    for template, operations in document["paths"].items():
        path = (template.replace("{id}", tracker if "/trackers/" in template else category)
                .replace("{day}", TODAY))
        api += [(method.upper(), path) for method in operations if method != "parameters"]
    assert len(api) >= 16, api
    # A notification's Done carries its own credential, the subscription's token (only its hash is
    # stored): it needs no session, and without a valid token it is refused and changes nothing.
    done = ("POST", "/api/v1/push/done")
    assert done in api
    api.remove(done)
    forged = {"token": "1." + "A" * 43, "tracker": tracker, "day": TODAY}
    answer = server.request(*done, json_body=forged)
    assert answer.status == 422 and answer.json()["error"]["code"] == "done_token_invalid", answer
    for method, path in api:
        for headers in ({}, {"Cookie": "habits_session=forged"}, {"Cookie": f"habits_session={cookie}x"}):
            answer = server.request(method, path, headers={**headers, "Content-Type": "application/json"},
                                    body="{}" if method in ("POST", "PATCH") else None)
            assert answer.status == 401, f"{method} {path} without a session: {answer}"
            assert answer.json()["error"]["code"], answer

    pages = ["/", "/statistics", "/settings", "/trackers/new", f"/trackers/{tracker}", f"/trackers/{tracker}/edit",
             f"/trackers/{tracker}/delete", "/manifest.webmanifest", "/sw.js", "/no/such/page"]
    for path in pages:
        answer = server.get(path, headers={"Cookie": COOKIES})
        assert answer.status in (302, 303, 307) and answer.header("Location") == "/login", f"GET {path}: {answer}"
    for path, body in [("/trackers/new", "name=X&kind=event"), (f"/trackers/{tracker}/delete", "back=/"),
                       (f"/trackers/{tracker}/pin", "back=/"), ("/settings/language", "language=ru"),
                       ("/onboarding", "")]:
        answer = server.request("POST", path, body=body, headers={
            "Content-Type": "application/x-www-form-urlencoded", "Cookie": COOKIES})
        assert answer.status in (302, 303, 307, 401, 403) and answer.status != 200, f"POST {path}: {answer}"
        if answer.status in (302, 303, 307):
            assert answer.header("Location") == "/login", f"POST {path}: {answer}"
    assert server.request("GET", "/api/v1/export", headers=signed_in).body == before, "an unsigned request changed data"

    # The login page and the static files it needs are open; with the session everything works.
    assert server.get("/login").status == 200
    for path in pages[:-1]:
        assert server.get(path, headers=signed_in).status == 200, path
    # Logging out ends the session.
    assert server.request("POST", "/logout", headers=signed_in).status in (302, 303)
    assert server.get("/api/v1/board", headers=signed_in).status == 401


def test_session_cookie_is_httponly_and_samesite(make_server, browser):
    server = make_server(password="correct horse")
    answer = log_in(server, "correct horse")
    assert answer.status in (302, 303), answer
    header = answer.header("Set-Cookie")
    attributes = {part.strip().split("=")[0].lower(): part.strip() for part in header.split(";")}
    assert "httponly" in attributes, header
    assert attributes.get("samesite", "").lower() in ("samesite=strict", "samesite=lax"), header
    assert len(session_cookie(answer)) >= 32, "the session token is short"

    # The same through the login page in a browser: the cookie is out of reach of scripts.
    context = browser.new_context(base_url=server.base)
    page = context.new_page()
    try:
        page.goto("/")
        assert page.url.endswith("/login"), page.url
        page.fill("#password", "wrong")
        page.click("button[type=submit]")
        assert page.url.endswith("/login") and page.locator("[role=alert]").count() == 1
        page.fill("#password", "correct horse")
        page.click("button[type=submit]")
        page.wait_for_load_state("load")
        assert not page.url.endswith("/login"), page.url
        cookie = next(c for c in context.cookies() if c["name"] == "habits_session")
        assert cookie["httpOnly"] and cookie["sameSite"] in ("Strict", "Lax"), cookie
        assert "habits_session" not in page.evaluate("document.cookie")
    finally:
        context.close()


def test_wrong_passphrases_are_throttled_per_address(make_server):
    server = make_server(password="pw")
    statuses = [log_in(server, f"guess{n}", source=ATTACKER).status for n in range(5)]
    assert statuses == [401] * 5, f"the first five wrong passphrases: {statuses}"
    throttled = log_in(server, "guess6", source=ATTACKER)
    assert throttled.status == 429, throttled
    first_wait = int(throttled.header("Retry-After"))
    assert first_wait >= 1, throttled.headers
    # While blocked, even the right passphrase is refused from that address...
    assert log_in(server, "pw", source=ATTACKER).status == 429
    # ...but another address signs in at once.
    assert log_in(server, "pw", source=NORMAL).status in (302, 303)
    # After the wait, one more wrong guess doubles it.
    time.sleep(first_wait + 0.5)
    assert log_in(server, "guess7", source=ATTACKER).status == 401
    again = log_in(server, "guess8", source=ATTACKER)
    assert again.status == 429 and int(again.header("Retry-After")) > first_wait, (first_wait, again.headers)
