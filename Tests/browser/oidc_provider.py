"""A throw-away OpenID provider on loopback, for the tests of signing in elsewhere (SPEC §20).

It does what a real one does, and no more: discovery (`/.well-known/openid-configuration`), its
public keys (`/jwks`), an authorization page (`/authorize`, one button that signs in as the
subject the test chose) and the token endpoint (`/token`: client_secret_basic, the code used
once, `redirect_uri` as authorized, PKCE S256 checked). It signs ID tokens with keys of its own,
an RSA key (RS256) and a P-256 key (ES256), made fresh each time it starts (PyJWT and
`cryptography`).

A test makes it misbehave by setting `provider.tweak`: a function given the claims and the
signing choice of the next token, which may change either (a wrong `aud`, another `iss`, an
expired token, a forged signature, `alg: none`, a key it does not publish …).

Its clock is the habits server's (HABITS_NOW runs on from a pinned instant): `now` is passed in.
"""
from __future__ import annotations

import base64
import hashlib
import html
import json
import secrets
import threading
import time
import urllib.parse
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Callable

import jwt
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from jwt.algorithms import ECAlgorithm, RSAAlgorithm

CLIENT_ID = "habits-test"
CLIENT_SECRET = "a secret: with symbols & spaces"


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def s256(verifier: str) -> str:
    return b64url(hashlib.sha256(verifier.encode()).digest())


@dataclass
class SigningKey:
    kid: str
    algorithm: str  # "RS256" or "ES256"
    private: object

    @staticmethod
    def new(algorithm: str) -> "SigningKey":
        private = rsa.generate_private_key(public_exponent=65537, key_size=2048) if algorithm == "RS256" \
            else ec.generate_private_key(ec.SECP256R1())
        return SigningKey(kid=f"{algorithm.lower()}-{secrets.token_hex(4)}", algorithm=algorithm, private=private)

    def jwk(self) -> dict:
        public = self.private.public_key()
        text = RSAAlgorithm.to_jwk(public) if self.algorithm == "RS256" else ECAlgorithm.to_jwk(public)
        key = json.loads(text) if isinstance(text, str) else dict(text)
        key.update(kid=self.kid, use="sig", alg=self.algorithm)
        return key


@dataclass
class Signing:
    """How the next ID token is signed: `key` signs it, `kid` goes in its header (None: no
    kid), `alg` too ("none": no signature at all)."""
    key: SigningKey
    kid: str | None
    alg: str


@dataclass
class Grant:
    client_id: str
    redirect_uri: str
    challenge: str | None
    method: str | None
    nonce: str | None
    claims: dict
    used: bool = False


@dataclass
class Provider:
    """Start with `start()`, stop with `stop()` (or use it as a context manager)."""
    now: Callable[[], float] = time.time
    host: str = "localhost"
    keys: list[SigningKey] = field(default_factory=lambda: [SigningKey.new("RS256"), SigningKey.new("ES256")])
    algorithm: str = "RS256"
    tweak: Callable[[dict, Signing], None] | None = None
    # What was asked of it, for the tests to look at.
    authorizations: list[dict] = field(default_factory=list)
    token_requests: list[dict] = field(default_factory=list)
    tokens: list[str] = field(default_factory=list)
    jwks_fetches: int = 0
    discoveries: int = 0

    def __post_init__(self):
        self.grants: dict[str, Grant] = {}
        self.lock = threading.Lock()
        self.httpd: ThreadingHTTPServer | None = None

    # MARK: Running

    def start(self) -> "Provider":
        provider = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):  # quiet
                pass

            def do_GET(self):
                provider.handle(self, "GET")

            def do_POST(self):
                provider.handle(self, "POST")

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        if self.httpd:
            self.httpd.shutdown()
            self.httpd.server_close()
            self.httpd = None

    def __enter__(self) -> "Provider":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    @property
    def port(self) -> int:
        return self.httpd.server_address[1]

    @property
    def issuer(self) -> str:
        return f"http://{self.host}:{self.port}"

    # MARK: Keys

    def key(self, algorithm: str | None = None) -> SigningKey:
        algorithm = algorithm or self.algorithm
        return next(key for key in self.keys if key.algorithm == algorithm)

    def rotate(self, algorithm: str | None = None) -> SigningKey:
        """A new key of that kind replaces the published one (a new kid)."""
        algorithm = algorithm or self.algorithm
        new = SigningKey.new(algorithm)
        with self.lock:
            self.keys = [key for key in self.keys if key.algorithm != algorithm] + [new]
        return new

    # MARK: Flows without a browser

    def approve(self, authorization_url: str, subject: str = "anna-sub", **claims) -> dict:
        """What the authorization page's button does for `authorization_url` (the Location
        habits redirected to): the callback's query, `code` and `state`. The person is `anna`
        unless `preferred_username` says otherwise."""
        claims.setdefault("preferred_username", "anna")
        query = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(authorization_url).query))
        self.authorizations.append(query)
        code = self.grant(query, subject, claims)
        return {"code": code, "state": query.get("state", "")}

    def grant(self, query: dict, subject: str, claims: dict) -> str:
        code = secrets.token_urlsafe(24)
        with self.lock:
            self.grants[code] = Grant(client_id=query.get("client_id", ""), redirect_uri=query.get("redirect_uri", ""),
                                      challenge=query.get("code_challenge"), method=query.get("code_challenge_method"),
                                      nonce=query.get("nonce"), claims={"sub": subject, **claims})
        return code

    # MARK: HTTP

    def handle(self, request: BaseHTTPRequestHandler, method: str) -> None:
        url = urllib.parse.urlsplit(request.path)
        query = dict(urllib.parse.parse_qsl(url.query))
        length = int(request.headers.get("Content-Length") or 0)
        body = dict(urllib.parse.parse_qsl(request.rfile.read(length).decode())) if length else {}
        if method == "GET" and url.path == "/.well-known/openid-configuration":
            self.discoveries += 1
            return self.json(request, 200, {
                "issuer": self.issuer,
                "authorization_endpoint": self.issuer + "/authorize",
                "token_endpoint": self.issuer + "/token",
                "jwks_uri": self.issuer + "/jwks",
                "response_types_supported": ["code"],
                "subject_types_supported": ["public"],
                "id_token_signing_alg_values_supported": ["RS256", "ES256"],
                "code_challenge_methods_supported": ["S256"],
                "token_endpoint_auth_methods_supported": ["client_secret_basic"],
            })
        if method == "GET" and url.path == "/jwks":
            self.jwks_fetches += 1
            with self.lock:
                keys = [key.jwk() for key in self.keys]
            return self.json(request, 200, {"keys": keys})
        if method == "GET" and url.path == "/authorize":
            self.authorizations.append(query)
            return self.page(request, query)
        if method == "POST" and url.path == "/approve":
            fields = {name: value for name, value in body.items() if name not in ("sub", "preferred_username")}
            code = self.grant(fields, body.get("sub", "anna-sub"), {"preferred_username": body.get("preferred_username", "anna")})
            target = fields["redirect_uri"] + "?" + urllib.parse.urlencode({"code": code, "state": fields.get("state", "")})
            request.send_response(302)
            request.send_header("Location", target)
            request.send_header("Content-Length", "0")
            request.end_headers()
            return
        if method == "POST" and url.path == "/token":
            return self.token(request, body)
        self.json(request, 404, {"error": "not_found"})

    def page(self, request: BaseHTTPRequestHandler, query: dict) -> None:
        hidden = "".join(f'<input type="hidden" name="{html.escape(name)}" value="{html.escape(value)}">'
                         for name, value in query.items())
        markup = f"""<!doctype html><html><head><title>Test ID</title></head><body>
            <h1>Test ID</h1>
            <form method="post" action="/approve">{hidden}
            <input type="hidden" name="sub" value="anna-sub">
            <input type="hidden" name="preferred_username" value="anna">
            <button type="submit">Sign in as anna</button></form></body></html>""".encode()
        request.send_response(200)
        request.send_header("Content-Type", "text/html; charset=utf-8")
        request.send_header("Content-Length", str(len(markup)))
        request.end_headers()
        request.wfile.write(markup)

    def token(self, request: BaseHTTPRequestHandler, body: dict) -> None:
        self.token_requests.append({"form": body, "authorization": request.headers.get("Authorization", "")})
        scheme, _, credentials = request.headers.get("Authorization", "").partition(" ")
        try:
            client, _, secret = base64.b64decode(credentials).decode().partition(":")
            client, secret = urllib.parse.unquote_plus(client), urllib.parse.unquote_plus(secret)
        except Exception:
            client = secret = ""
        if scheme != "Basic" or client != CLIENT_ID or secret != CLIENT_SECRET:
            return self.json(request, 401, {"error": "invalid_client"})
        with self.lock:
            grant = self.grants.get(body.get("code", ""))
            if grant is None or grant.used:
                return self.json(request, 400, {"error": "invalid_grant"})
            grant.used = True
        if body.get("grant_type") != "authorization_code" or body.get("redirect_uri") != grant.redirect_uri \
                or grant.client_id != client:
            return self.json(request, 400, {"error": "invalid_grant"})
        verifier = body.get("code_verifier")
        if grant.method != "S256" or not grant.challenge or not verifier or s256(verifier) != grant.challenge:
            return self.json(request, 400, {"error": "invalid_grant"})
        self.json(request, 200, {"access_token": secrets.token_urlsafe(16), "token_type": "Bearer", "expires_in": 300,
                                 "id_token": self.id_token(grant)})

    def id_token(self, grant: Grant) -> str:
        now = int(self.now())
        claims = {"iss": self.issuer, "aud": CLIENT_ID, "iat": now, "exp": now + 300, "nonce": grant.nonce, **grant.claims}
        key = self.key()
        signing = Signing(key=key, kid=key.kid, alg=key.algorithm)
        if self.tweak:
            self.tweak(claims, signing)
        claims = {name: value for name, value in claims.items() if value is not None}
        if signing.alg == "none":
            token = b64url(json.dumps({"alg": "none", "kid": signing.kid}).encode()) + "." \
                + b64url(json.dumps(claims).encode()) + "."
        else:
            headers = {"kid": signing.kid} if signing.kid else {}
            token = jwt.encode(claims, signing.key.private, algorithm=signing.alg, headers=headers)
        self.tokens.append(token)
        return token

    @staticmethod
    def json(request: BaseHTTPRequestHandler, status: int, value: dict) -> None:
        data = json.dumps(value).encode()
        request.send_response(status)
        request.send_header("Content-Type", "application/json")
        request.send_header("Content-Length", str(len(data)))
        request.end_headers()
        request.wfile.write(data)
