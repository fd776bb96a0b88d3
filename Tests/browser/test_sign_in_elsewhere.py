"""Signing in elsewhere (SPEC §20): through a throw-away OpenID provider on loopback
(oidc_provider.py, which signs with RSA and P-256 keys of its own) and through a trusted
proxy's header. The redirect flow runs once in Chromium; every forged or mismatched attempt runs
over plain HTTP (a client that keeps cookies and follows no redirect), and each is refused with
nothing created: no account, no session.

The provider is at http://localhost:PORT and Habits at http://127.0.0.1:PORT, two sites, as a
real provider and a real server are. With HABITS_TEST_DATABASE_URL set (make test, or
Tests/postgres/with-cluster.sh) every server runs on PostgreSQL.
"""
from __future__ import annotations

import http.client
import json
import re
import subprocess
import urllib.parse
from dataclasses import dataclass

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from habits_server import HabitsServer, habits_bin
from oidc_provider import CLIENT_ID, CLIENT_SECRET, Provider, SigningKey, s256

# MARK: Helpers


@dataclass
class Answer:
    status: int
    headers: list[tuple[str, str]]
    text: str

    def header(self, name: str) -> str | None:
        return next((value for key, value in self.headers if key.lower() == name.lower()), None)

    def set_cookies(self) -> list[str]:
        return [value for key, value in self.headers if key.lower() == "set-cookie"]


class Client:
    """A browser without a browser: keeps cookies by name, follows no redirect, and connects
    from `source` (any address of the loopback range)."""

    def __init__(self, server: HabitsServer, source: str = "127.0.0.1"):
        url = urllib.parse.urlsplit(server.url)
        self.host, self.port, self.source = url.hostname, url.port, source
        self.cookies: dict[str, str] = {}

    def get(self, path: str, headers: dict | None = None) -> Answer:
        return self.request("GET", path, headers=headers)

    def request(self, method: str, path: str, headers: dict | None = None, body: str | None = None) -> Answer:
        connection = http.client.HTTPConnection(self.host, self.port, timeout=30, source_address=(self.source, 0))
        headers = dict(headers or {})
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{name}={value}" for name, value in self.cookies.items())
        if body is not None:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        answer = Answer(response.status, response.getheaders(), response.read().decode("utf-8", "replace"))
        connection.close()
        for cookie in answer.set_cookies():
            name, _, rest = cookie.partition("=")
            value = rest.split(";", 1)[0]
            if value == "" or "Max-Age=0" in cookie:
                self.cookies.pop(name, None)
            else:
                self.cookies[name] = value
        return answer

    def account(self) -> str | None:
        """The signed-in account's name, or None."""
        answer = self.get("/api/v1/account")
        return json.loads(answer.text)["name"] if answer.status == 200 else None


def add_user(server: HabitsServer, name: str, password: str) -> None:
    subprocess.run([habits_bin(), *server.location, "user", "add", name], input=password + "\n", env=server.env,
                   capture_output=True, text=True, timeout=30, check=True)


def users(server: HabitsServer) -> list[str]:
    return [user["name"] for user in server.cli_json("user", "list")]


def oidc_server(provider: Provider, *more: str, create: bool = True) -> HabitsServer:
    """A server that signs in through `provider` (with `--oidc-create` unless `create` is off)."""
    server = HabitsServer()
    secret = server.dir / "client-secret"
    secret.write_text(CLIENT_SECRET + "\n")
    server.args = ("--oidc-issuer", provider.issuer, "--oidc-client-id", CLIENT_ID, "--oidc-client-secret-file", str(secret),
                   "--oidc-name", "Test ID", *(("--oidc-create",) if create else ()), *more)
    server.start()
    provider.now = lambda: server.clock().timestamp()
    return server


def begin(client: Client) -> str:
    """GET /login/oidc: the provider's authorization URL it redirects to."""
    answer = client.get("/login/oidc")
    assert answer.status == 303, answer.text
    assert "habits_signin" in client.cookies
    return answer.header("Location")


def callback(client: Client, query: dict) -> Answer:
    return client.get("/login/oidc/callback?" + urllib.parse.urlencode(query))


def sign_in(client: Client, provider: Provider, subject: str = "anna-sub", **claims) -> Answer:
    return callback(client, provider.approve(begin(client), subject, **claims))


def signed_in(answer: Answer) -> bool:
    return any(cookie.startswith("habits_session=") and not cookie.startswith("habits_session=;")
               for cookie in answer.set_cookies())


@pytest.fixture
def provider():
    with Provider() as provider:
        yield provider


@pytest.fixture
def servers():
    started: list[HabitsServer] = []
    yield started
    for server in started:
        server.stop()


@pytest.fixture
def oidc(provider, servers) -> HabitsServer:
    server = oidc_server(provider)
    servers.append(server)
    return server


# MARK: In a real browser


def assert_accessible(page, name: str) -> None:
    violations = Axe().run(page).response["violations"]
    assert not violations, f"{name}: " + "; ".join(f"{v['id']}: {v['help']} ({len(v['nodes'])})" for v in violations)


def test_a_person_signs_in_through_the_provider_and_lands_in_their_own_account(make_page, provider, servers):
    server = oidc_server(provider)
    servers.append(server)
    add_user(server, "boris", "battery staple")
    page = make_page(server)
    page.goto(server.url + "login")
    assert_accessible(page, "login page")
    page.get_by_role("link", name="Sign in with Test ID").click()
    # The provider's own page, on another site.
    expect(page).to_have_url(re.compile("^" + re.escape(provider.issuer + "/authorize?")))
    page.get_by_role("button", name="Sign in as anna").click()
    expect(page).to_have_url(server.url)
    assert page.evaluate("fetch('/api/v1/account').then(r => r.json()).then(a => a.name)") == "anna"
    assert users(server) == ["boris", "anna"]
    # Settings shows the way it signs in, and the session like any other.
    page.goto(server.url + "settings")
    expect(page.locator("#sign-in")).to_contain_text("Test ID (anna-sub), linked")
    expect(page.locator("#sign-in")).to_contain_text("No password")
    expect(page.locator(".account [aria-current=true]")).to_contain_text("This device")
    assert_accessible(page, "settings")
    # A refused password form, with its error under the field.
    page.get_by_label("New password", exact=True).fill("a long secret 1")
    page.get_by_label("New password again").fill("a long secret 2")
    page.get_by_role("button", name="Set password").click()
    expect(page.locator("#repeat-password-error")).to_have_text("The two new passwords differ; type the same one twice.")
    assert_accessible(page, "settings with a refused password")
    # Signing out and in again reaches the same account.
    page.get_by_role("button", name="Sign out").click()
    page.get_by_role("link", name="Sign in with Test ID").click()
    page.get_by_role("button", name="Sign in as anna").click()
    expect(page).to_have_url(server.url)
    assert users(server) == ["boris", "anna"]


# MARK: Accepted


@pytest.mark.parametrize("algorithm", ["RS256", "ES256"])
def test_a_good_sign_in_creates_the_account_once_and_the_second_finds_it(provider, oidc, algorithm):
    provider.algorithm = algorithm
    client = Client(oidc)
    answer = sign_in(client, provider, preferred_username="anna")
    assert answer.status == 200 and signed_in(answer), answer.text
    assert client.account() == "anna"
    # PKCE: S256 in the authorization request, the verifier in the token request, HTTP Basic.
    authorization = provider.authorizations[-1]
    assert authorization["code_challenge_method"] == "S256"
    assert authorization["response_type"] == "code" and authorization["client_id"] == CLIENT_ID
    assert authorization["redirect_uri"] == oidc.url + "login/oidc/callback"
    assert "openid" in authorization["scope"].split() and authorization["nonce"] and authorization["state"]
    token_request = provider.token_requests[-1]
    assert s256(token_request["form"]["code_verifier"]) == authorization["code_challenge"]
    assert token_request["authorization"].startswith("Basic ")
    # A second sign-in of the same subject, in another browser, is the same account.
    other = Client(oidc)
    assert signed_in(sign_in(other, provider, preferred_username="someone else"))
    assert other.account() == "anna"
    assert users(oidc) == ["anna"]


def test_a_rotated_key_is_fetched_once_and_accepted(provider, oidc):
    client = Client(oidc)
    assert signed_in(sign_in(client, provider))
    assert provider.jwks_fetches == 1
    provider.rotate()
    assert signed_in(sign_in(Client(oidc), provider))
    assert provider.jwks_fetches == 2
    # Kept from then on.
    assert signed_in(sign_in(Client(oidc), provider))
    assert provider.jwks_fetches == 2
    assert users(oidc) == ["anna"]


def test_without_create_an_unknown_subject_is_refused_until_the_owner_links_it(provider, servers):
    server = oidc_server(provider, create=False)
    servers.append(server)
    add_user(server, "Anna", "correct horse")
    client = Client(server)
    answer = sign_in(client, provider, subject="248289761001")
    assert answer.status == 403 and not signed_in(answer)
    assert "No account here is linked to this sign-in (248289761001)" in answer.text
    assert users(server) == ["Anna"]
    server.cli("user", "link", "Anna", "--oidc-sub", "248289761001", "--oidc-issuer", provider.issuer)
    assert signed_in(sign_in(client, provider, subject="248289761001"))
    assert client.account() == "Anna"
    # Linked by (issuer, subject), never by e-mail: the same address under another subject is no one.
    refused = sign_in(Client(server), provider, subject="other-sub", email="anna@example.org")
    assert refused.status == 403 and users(server) == ["Anna"]


# MARK: Refused, with nothing created


def forged_signature(claims, signing):
    signing.key = SigningKey.new(signing.alg)  # the published kid, a key the provider does not publish


def alg_none(claims, signing):
    signing.alg = "none"


def wrong_audience(claims, signing):
    claims["aud"] = "another-app"


def other_issuer(claims, signing):
    claims["iss"] = "http://127.0.0.1:1"


def expired(claims, signing):
    claims["iat"] -= 900
    claims["exp"] = claims["iat"] + 300


def wrong_nonce(claims, signing):
    claims["nonce"] = "not-the-nonce-habits-sent"


def unknown_kid(claims, signing):
    signing.key = SigningKey.new(signing.alg)
    signing.kid = "ghost"


REFUSALS = {
    "forged signature": (forged_signature, "The ID token's signature is not valid"),
    "alg none": (alg_none, 'The sign-in service signed with "none"; only RS256 and ES256 are accepted.'),
    "wrong aud": (wrong_audience, "The ID token was made for another application."),
    "another issuer": (other_issuer, "The ID token comes from another issuer than the one this server trusts."),
    "expired": (expired, "The ID token has expired."),
    "wrong nonce": (wrong_nonce, "The ID token belongs to another sign-in."),
    "unknown kid": (unknown_kid, "The sign-in service signed with a key it does not publish"),
}


@pytest.mark.parametrize("algorithm", ["RS256", "ES256"])
@pytest.mark.parametrize("case", REFUSALS.keys())
def test_a_bad_id_token_is_refused_with_the_reason_and_nothing_created(provider, oidc, case, algorithm):
    provider.algorithm = algorithm
    provider.tweak, reason = REFUSALS[case]
    client = Client(oidc)
    answer = sign_in(client, provider)
    assert answer.status == 403 and reason in answer.text, answer.text
    assert not signed_in(answer) and "habits_session" not in client.cookies
    assert users(oidc) == []
    if case == "unknown kid":
        # The keys were fetched, then fetched again once for the unknown kid.
        assert provider.jwks_fetches == 2


def test_a_replayed_nonce_is_refused(provider, oidc):
    first = Client(oidc)
    assert signed_in(sign_in(first, provider))
    old_nonce = provider.authorizations[-1]["nonce"]
    provider.tweak = lambda claims, signing: claims.update(nonce=old_nonce)
    client = Client(oidc)
    answer = sign_in(client, provider)
    assert answer.status == 403 and "The ID token belongs to another sign-in." in answer.text
    assert not signed_in(answer) and users(oidc) == ["anna"]


def test_a_wrong_or_replayed_state_or_another_browser_is_refused(provider, oidc):
    stale = "This sign-in has expired, was used already or began in another browser."
    # A state Habits never made.
    client = Client(oidc)
    query = provider.approve(begin(client))
    answer = callback(client, {**query, "state": "forged"})
    assert answer.status == 403 and stale in answer.text and not signed_in(answer)
    # The right state in another browser (no binding cookie), which also uses it up.
    client = Client(oidc)
    query = provider.approve(begin(client))
    thief = Client(oidc)
    answer = callback(thief, query)
    assert answer.status == 403 and stale in answer.text and not signed_in(answer)
    assert not signed_in(callback(client, query))
    # The binding cookie of another sign-in.
    client, other = Client(oidc), Client(oidc)
    query = provider.approve(begin(client))
    begin(other)
    other_cookie = other.cookies["habits_signin"]
    client.cookies["habits_signin"] = other_cookie
    assert not signed_in(callback(client, query))
    assert users(oidc) == []
    # A good sign-in's callback, replayed by the same browser.
    client = Client(oidc)
    begin_url = begin(client)
    query = provider.approve(begin_url)
    cookie = client.cookies["habits_signin"]
    assert signed_in(callback(client, query))
    replay = Client(oidc)
    replay.cookies["habits_signin"] = cookie
    answer = callback(replay, query)
    assert answer.status == 403 and stale in answer.text and not signed_in(answer)
    assert users(oidc) == ["anna"]


def test_a_code_of_another_sign_in_fails_its_pkce_check(provider, oidc):
    """Code injection: a code issued for the victim's sign-in (its challenge), delivered to the
    attacker's own sign-in (its state and cookie): Habits sends the attacker's verifier, which
    does not match, and the provider refuses."""
    victim, attacker = Client(oidc), Client(oidc)
    stolen = provider.approve(begin(victim))
    own = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(begin(attacker)).query))
    answer = callback(attacker, {"code": stolen["code"], "state": own["state"]})
    assert answer.status == 403 and "The sign-in service did not sign you in (invalid_grant)." in answer.text
    assert not signed_in(answer) and users(oidc) == []
    # A token request with no verifier at all is refused by the provider too: Habits always sends one.
    assert all(request["form"].get("code_verifier") for request in provider.token_requests)


def test_the_providers_refusal_is_shown(provider, oidc):
    client = Client(oidc)
    query = provider.approve(begin(client))
    answer = callback(client, {"error": "access_denied", "state": query["state"]})
    assert answer.status == 403 and "The sign-in service did not sign you in (access_denied)." in answer.text
    assert users(oidc) == []


def test_an_unreachable_provider_is_a_clear_error(servers):
    with Provider() as gone:
        issuer = gone.issuer
    server = HabitsServer()
    secret = server.dir / "client-secret"
    secret.write_text("x")
    server.args = ("--oidc-issuer", issuer, "--oidc-client-id", "x", "--oidc-client-secret-file", str(secret))
    servers.append(server.start())
    answer = Client(server).get("/login/oidc")
    assert answer.status == 502 and "The sign-in service can't be used right now" in answer.text


def test_deleting_an_account_is_confirmed_by_a_fresh_sign_in(provider, oidc):
    client = Client(oidc)
    assert signed_in(sign_in(client, provider))
    settings = client.get("/settings").text
    assert "Confirm with Test ID and delete" in settings and "Export first" in settings
    # Another person's sign-in cannot confirm it.
    answer = client.request("POST", "/settings/delete-account", body="confirm=oidc")
    assert answer.status == 303
    refused = callback(client, provider.approve(answer.header("Location"), subject="boris-sub"))
    assert refused.status == 403 and "That sign-in belongs to another account; nothing was deleted." in refused.text
    assert users(oidc) == ["anna"]
    answer = client.request("POST", "/settings/delete-account", body="confirm=oidc")
    assert dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(answer.header("Location")).query))["prompt"] == "login"
    deleted = callback(client, provider.approve(answer.header("Location")))
    assert deleted.status == 200 and 'The account "anna" and all its habits were deleted.' in deleted.text
    assert users(oidc) == [] and client.account() is None


# MARK: The trusted proxy's header


def test_the_trusted_header_counts_only_from_the_trusted_range(servers):
    server = HabitsServer(args=("--trusted-header", "Remote-User", "--trusted-proxy", "127.0.0.1/32", "--trusted-header-create"))
    servers.append(server.start())
    outsider = Client(server, source="127.0.0.2")
    # From 127.0.0.2 the header is ignored: nothing is created (personal mode, with no account).
    assert outsider.get("/api/v1/account", {"Remote-User": "mallory"}).status == 404
    assert users(server) == []
    proxy = Client(server)
    answer = proxy.get("/api/v1/account", {"Remote-User": "anna"})
    assert answer.status == 200 and json.loads(answer.text)["via"] == "proxy"
    assert users(server) == ["anna"]
    # Now that accounts exist, a request from outside the range must sign in, header or not.
    assert outsider.get("/api/v1/account", {"Remote-User": "anna"}).status == 401
    page = outsider.get("/", {"Remote-User": "anna"})
    assert page.status == 303 and page.header("Location") == "/login"
    assert users(server) == ["anna"]


def test_an_unknown_name_from_the_proxy_is_refused_without_create(servers):
    server = HabitsServer(args=("--trusted-header", "Remote-User", "--trusted-proxy", "127.0.0.1/32"))
    add_user(server, "anna", "correct horse")
    servers.append(server.start())
    proxy = Client(server)
    assert proxy.account() is None
    assert json.loads(proxy.get("/api/v1/account", {"Remote-User": "Anna"}).text)["name"] == "anna"
    answer = proxy.get("/", {"Remote-User": "boris"})
    assert answer.status == 403 and 'The proxy signed you in as "boris", but there is no such account here.' in answer.text
    assert users(server) == ["anna"]
