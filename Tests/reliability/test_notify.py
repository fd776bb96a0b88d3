"""Reminders' channels (SPEC §15) against local receivers: a push service that decrypts what it
gets with the subscription's own keys through an independent implementation (`http-ece` and
`cryptography` from PyPI) and checks the VAPID JWT; ntfy and webhook receivers that check the body,
the headers and the HMAC; and endpoints that are unreachable, slow, redirecting, gone (410) or
failing once (500, then 200).

Deliveries are triggered with `habits notify test`, which sends what a reminder sends and waits
for every channel's answer. `HABITS_NOTIFY_TIMEOUT` and `HABITS_NOTIFY_RETRY_DELAY` shorten the
time per try and the back-off so the failing cases take seconds, not a minute."""
from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
import socket
import threading
import time
from datetime import datetime, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import http_ece
import pytest
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature

from harness import NOW, TODAY, Server, habits_bin

import subprocess

FAST = {"HABITS_NOTIFY_TIMEOUT": "1", "HABITS_NOTIFY_RETRY_DELAY": "0.1"}


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def unb64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class Receiver:
    """One local HTTP server whose paths behave as the tests need; it records every request."""

    def __init__(self):
        self.requests: list[dict] = []
        self.lock = threading.Lock()
        self.hits: dict[str, int] = {}
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length)
                with receiver.lock:
                    receiver.hits[self.path] = receiver.hits.get(self.path, 0) + 1
                    count = receiver.hits[self.path]
                    receiver.requests.append({"path": self.path, "headers": dict(self.headers), "body": body})
                status, extra = 201 if self.path.startswith("/push/") else 200, {}
                if self.path == "/push/gone":
                    status = 410
                elif self.path == "/flaky" and count == 1:
                    status = 500
                elif self.path == "/slow":
                    time.sleep(3)
                elif self.path == "/redirect":
                    status, extra = 302, {"Location": f"http://127.0.0.1:{receiver.port}/elsewhere"}
                elif self.path == "/big":
                    body = b"x" * (1 << 20)
                    self.send_response(200)
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    try:
                        self.wfile.write(body)
                    except (BrokenPipeError, ConnectionResetError):
                        pass
                    return
                self.send_response(status)
                for name, value in extra.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", "0")
                self.end_headers()

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.port = self.httpd.server_address[1]
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.port}{path}"

    def received(self, path: str) -> list[dict]:
        with self.lock:
            return [request for request in self.requests if request["path"] == path]

    def close(self):
        self.httpd.shutdown()


@pytest.fixture
def receiver():
    receiver = Receiver()
    yield receiver
    receiver.close()


def notify(server, *args, env=None):
    return subprocess.run([habits_bin(), "--db", str(server.db), "notify", *args],
                          env={**server.env, **FAST, **(env or {})}, capture_output=True, text=True, timeout=120)


def channels(server) -> list[dict]:
    answer = server.get("/api/v1/notifications/channels")
    assert answer.status == 200, answer
    return answer.json()


def browser_keys():
    """What a browser makes when it subscribes: a P-256 key pair and a 16-byte auth secret."""
    private = ec.generate_private_key(ec.SECP256R1())
    public = private.public_key().public_bytes(serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)
    return private, public, os.urandom(16)


def subscribe(server, endpoint: str):
    private, public, auth = browser_keys()
    answer = server.request("POST", "/api/v1/push/subscriptions", json_body={
        "endpoint": endpoint, "expirationTime": None, "keys": {"p256dh": b64url(public), "auth": b64url(auth)},
        "label": "Test phone"})
    assert answer.status == 201, answer
    return private, auth, answer.json()


def check_vapid(authorization: str, advertised: str, audience: str) -> dict:
    """RFC 8292: `vapid t=<JWT>, k=<key>`; the JWT is ES256 over the advertised key."""
    assert authorization.startswith("vapid "), authorization
    fields = dict(part.strip().split("=", 1) for part in authorization[len("vapid "):].split(","))
    assert fields["k"] == advertised
    header, claims, signature = fields["t"].split(".")
    assert json.loads(unb64url(header)) == {"typ": "JWT", "alg": "ES256"}
    raw = unb64url(signature)
    assert len(raw) == 64, "ES256 signatures are r || s, 64 bytes (not DER)"
    key = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), unb64url(advertised))
    der = encode_dss_signature(int.from_bytes(raw[:32], "big"), int.from_bytes(raw[32:], "big"))
    key.verify(der, f"{header}.{claims}".encode(), ec.ECDSA(hashes.SHA256()))  # raises if wrong
    payload = json.loads(unb64url(claims))
    now = datetime.fromisoformat(NOW.replace("Z", "+00:00")).timestamp()
    assert payload["aud"] == audience
    assert now < payload["exp"] <= now + 24 * 3600
    assert payload["sub"].startswith("mailto:") or payload["sub"].startswith("https://")
    return payload


def test_a_push_is_encrypted_for_the_subscription_and_signed_with_the_advertised_vapid_key(server, receiver):
    category = server.add_category("Health")
    tracker = server.add_tracker("Чтение", category["id"])
    key = server.get("/api/v1/push/vapid-key").json()["publicKey"]
    assert len(unb64url(key)) == 65 and unb64url(key)[0] == 4
    private, auth, created = subscribe(server, receiver.url("/push/ok"))

    result = notify(server, "test")
    assert result.returncode == 0, result.stderr

    [push] = receiver.received("/push/ok")
    headers = {name.lower(): value for name, value in push["headers"].items()}
    assert headers["content-encoding"] == "aes128gcm"
    assert headers["ttl"] == "3600" and headers["urgency"] == "normal"
    check_vapid(headers["authorization"], key, f"http://127.0.0.1:{receiver.port}")
    # RFC 8188's header: a 16-byte salt, the record size 4096, the sender's 65-byte key.
    assert int.from_bytes(push["body"][16:20], "big") == 4096 and push["body"][20] == 65
    plaintext = http_ece.decrypt(push["body"], private_key=private, auth_secret=auth, version="aes128gcm")
    payload = json.loads(plaintext)
    assert payload["title"] == "Чтение"
    assert payload["tracker"] == tracker["id"] and payload["day"] == TODAY and payload["time"] == "12:00"
    assert payload["url"] == f"http://127.0.0.1:8080/trackers/{tracker['id']}"
    assert payload["done"] == "Done" and "12:00" in payload["body"]
    # The key is made once: a second server on the same file advertises the same one.
    assert server.restart().get("/api/v1/push/vapid-key").json()["publicKey"] == key

    [channel] = channels(server)
    assert channel["kind"] == "push" and channel["label"] == "Test phone"
    assert channel["lastDelivery"]["delivered"] is True and channel["lastDelivery"]["status"] == 201

    # The notification's Done: the token marks the habit done; a made-up one is refused.
    done = {"token": created["token"], "tracker": tracker["id"], "day": TODAY}
    assert server.request("POST", "/api/v1/push/done", json_body=done).status == 204
    assert server.get(f"/api/v1/trackers/{tracker['id']}").json()["state"] == "done"
    forged = dict(done, token="1." + b64url(os.urandom(32)))
    answer = server.request("POST", "/api/v1/push/done", json_body=forged)
    assert answer.status == 422 and answer.json()["error"]["code"] == "done_token_invalid"


def test_every_push_has_a_fresh_key_and_salt(server, receiver):
    category = server.add_category("Health")
    server.add_tracker("Read", category["id"])
    private, auth, _ = subscribe(server, receiver.url("/push/ok"))
    assert notify(server, "test").returncode == 0
    assert notify(server, "test").returncode == 0
    first, second = (request["body"] for request in receiver.received("/push/ok"))
    assert first[:16] != second[:16] and first[21:86] != second[21:86]
    for body in (first, second):
        assert json.loads(http_ece.decrypt(body, private_key=private, auth_secret=auth, version="aes128gcm"))["title"] == "Read"


def test_a_subscription_the_push_service_calls_gone_is_removed(server, receiver):
    category = server.add_category("Health")
    server.add_tracker("Read", category["id"])
    subscribe(server, receiver.url("/push/gone"))
    result = notify(server, "test")
    assert result.returncode == 65 and "(removed)" in result.stdout
    assert channels(server) == []
    assert len(receiver.received("/push/gone")) == 1, "a 410 is final: not retried"


def test_ntfy_gets_title_message_and_click_url(server, receiver):
    category = server.add_category("Health")
    tracker = server.add_tracker("Read", category["id"])
    added = notify(server, "ntfy", receiver.url("/ntfy/habits"))
    assert added.returncode == 0, added.stderr
    assert notify(server, "test", "--url", "https://habits.example").returncode == 0
    [post] = receiver.received("/ntfy/habits")
    assert post["headers"]["Title"] == "Read"
    assert post["headers"]["Click"] == f"https://habits.example/trackers/{tracker['id']}"
    assert post["body"].decode() == "Reminder for 12:00 — not done yet today"


def test_a_webhook_gets_the_spec_json_signed_with_its_secret(server, receiver):
    category = server.add_category("Health")
    tracker = server.add_tracker("Read", category["id"])
    added = notify(server, "webhook", receiver.url("/hook"), "--secret", "s3cret-value")
    assert added.returncode == 0, added.stderr
    assert notify(server, "test").returncode == 0
    [post] = receiver.received("/hook")
    body = json.loads(post["body"])
    assert body == {"tracker": tracker["id"], "name": "Read", "day": TODAY, "time": "12:00",
                    "url": f"http://127.0.0.1:8080/trackers/{tracker['id']}"}
    expected = hmac.new(b"s3cret-value", post["body"], hashlib.sha256).hexdigest()
    assert post["headers"]["X-Habits-Signature"] == f"sha256={expected}"
    assert post["headers"]["Content-Type"] == "application/json"
    # Without --secret one is made, printed and used.
    made = notify(server, "webhook", receiver.url("/hook2"))
    secret = next(line.split(": ", 1)[1] for line in made.stdout.splitlines() if line.strip().startswith("Secret:"))
    assert notify(server, "test").returncode == 0
    [post] = receiver.received("/hook2")
    assert post["headers"]["X-Habits-Signature"] == "sha256=" + hmac.new(secret.encode(), post["body"], hashlib.sha256).hexdigest()


def test_a_test_reminder_names_a_habit_it_is_true_of_links_where_the_server_is_and_says_who_sends_it(server, receiver):
    """#28 m18: without --tracker the test shows a habit a reminder would be sent for now (not
    done today); one named that is done today is said to be done; the link follows the server's
    public URL, else its configured host and port; requests carry Habits' own User-Agent."""
    category = server.add_category("Health")
    water = server.add_tracker("Drink water", category["id"])
    read = server.add_tracker("Read", category["id"])
    assert server.request("PUT", f"/api/v1/trackers/{water['id']}/completions/{TODAY}").status == 200
    assert notify(server, "ntfy", receiver.url("/ntfy/test")).returncode == 0
    result = notify(server, "test", env={"HABITS_PORT": "8941"})
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"http://127.0.0.1:8941/trackers/{read['id']}" in result.stdout
    [post] = receiver.received("/ntfy/test")
    assert post["headers"]["Title"] == "Read"
    assert post["headers"]["Click"] == f"http://127.0.0.1:8941/trackers/{read['id']}"
    assert post["body"].decode() == "Reminder for 12:00 — not done yet today"
    assert post["headers"]["User-Agent"] == "Habits (self-hosted habit tracker; reminders and sign-in)"
    done = notify(server, "test", "--tracker", "Drink water",
                  env={"HABITS_PORT": "8941", "HABITS_PUBLIC_URL": "https://habits.example"})
    assert done.returncode == 0, done.stdout + done.stderr
    post = receiver.received("/ntfy/test")[-1]
    assert post["headers"]["Title"] == "Drink water"
    assert post["headers"]["Click"] == f"https://habits.example/trackers/{water['id']}"
    assert post["body"].decode() == "Test for 12:00 — already done today, so no reminder would come"


def test_a_500_is_retried_and_the_second_try_delivers(server, receiver):
    server.add_tracker("Read", server.add_category("Health")["id"])
    assert notify(server, "webhook", receiver.url("/flaky"), "--secret", "s").returncode == 0
    result = notify(server, "test")
    assert result.returncode == 0, result.stdout + result.stderr
    assert len(receiver.received("/flaky")) == 2
    [channel] = channels(server)
    assert channel["lastDelivery"] == {**channel["lastDelivery"], "delivered": True, "status": 200, "problem": None}


def test_slow_unreachable_and_redirecting_endpoints_fail_with_the_reason_and_redirects_are_not_followed(server, receiver):
    server.add_tracker("Read", server.add_category("Health")["id"])
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        closed = probe.getsockname()[1]
    for url in (receiver.url("/slow"), f"http://127.0.0.1:{closed}/hook", receiver.url("/redirect")):
        assert notify(server, "webhook", url, "--secret", "s").returncode == 0
    result = notify(server, "test")
    assert result.returncode == 65
    problems = {channel["url"]: channel["lastDelivery"] for channel in channels(server)}
    slow = problems[receiver.url("/slow")]
    assert not slow["delivered"] and slow["status"] is None and "timed out after" in slow["problem"]
    assert len(receiver.received("/slow")) == 4, "a timeout is retried: four tries in all"
    unreachable = problems[f"http://127.0.0.1:{closed}/hook"]
    assert not unreachable["delivered"] and f"could not connect to 127.0.0.1:{closed}" in unreachable["problem"]
    redirect = problems[receiver.url("/redirect")]
    assert redirect["status"] == 302 and "not followed" in redirect["problem"]
    assert receiver.received("/elsewhere") == [], "the redirect was followed"
    assert len(receiver.received("/redirect")) == 1, "a redirect is final: not retried"
    listed = notify(server, "list")
    assert "Failed" in listed.stdout and "timed out after" in listed.stdout


def test_an_oversized_answer_is_not_read_to_the_end(server, receiver):
    server.add_tracker("Read", server.add_category("Health")["id"])
    assert notify(server, "webhook", receiver.url("/big"), "--secret", "s").returncode == 0
    assert notify(server, "test").returncode == 0
    assert channels(server)[0]["lastDelivery"]["status"] == 200


def test_plain_http_to_another_machine_is_refused_everywhere(server):
    result = notify(server, "webhook", "http://example.com/hook", "--secret", "s")
    assert result.returncode == 65 and "https" in result.stderr
    answer = server.request("POST", "/api/v1/notifications/channels", json_body={"kind": "ntfy", "url": "http://10.0.0.1/t"})
    assert answer.status == 422 and answer.json()["error"]["code"] == "channel_url_insecure"
    private, public, auth = browser_keys()
    answer = server.request("POST", "/api/v1/push/subscriptions", json_body={
        "endpoint": "http://push.example.com/x", "keys": {"p256dh": b64url(public), "auth": b64url(auth)}})
    assert answer.status == 422
    answer = server.request("POST", "/api/v1/push/subscriptions", json_body={
        "endpoint": "https://push.example.com/x", "keys": {"p256dh": b64url(public[:64]), "auth": b64url(auth)}})
    assert answer.status == 422 and answer.json()["error"]["code"] == "push_keys_invalid"
    assert channels(server) == []


def test_habits_serve_sends_a_due_reminder_to_the_webhook_at_its_minute_once_even_after_a_restart(receiver):
    """The scheduler and the channels together, as a person meets them: `habits serve` with the
    clock at 20:59:50 (UTC, the zone of this server and of no device), a webhook channel, and three
    habits with a reminder at 21:00: one open, one already done today, one paused. At 21:00 the
    webhook gets one signed POST, for the open habit alone; a restart at 20:59:50 again sends
    nothing twice, because what was sent is in the database."""
    server = Server()
    server.env.update({**FAST, "HABITS_NOW": "2025-03-07T20:59:50Z", "HABITS_PUBLIC_URL": "https://habits.example"})
    server.start()
    try:
        category = server.add_category("Evening")
        trackers = {name: server.add_tracker(name, category["id"]) for name in ("Read", "Stretch", "Journal")}
        for tracker in trackers.values():
            answer = server.request("PUT", f"/api/v1/trackers/{tracker['id']}/reminders",
                                    json_body={"reminders": [{"time": "21:00"}]})
            assert answer.status == 200, answer
        assert server.request("PUT", f"/api/v1/trackers/{trackers['Stretch']['id']}/completions/{TODAY}").status == 200
        assert server.request("PUT", f"/api/v1/trackers/{trackers['Journal']['id']}/pauses", json_body={}).status == 200
        added = subprocess.run([habits_bin(), "--db", str(server.db), "notify", "webhook", receiver.url("/evening"),
                                "--secret", "evening-secret"], env=server.env, capture_output=True, text=True, timeout=60)
        assert added.returncode == 0, added.stderr

        deadline = time.monotonic() + 60
        while not receiver.received("/evening") and time.monotonic() < deadline:
            time.sleep(0.2)
        time.sleep(3)  # room for a wrong second delivery to show up
        posts = receiver.received("/evening")
        assert len(posts) == 1, [json.loads(post["body"]) for post in posts]
        read = trackers["Read"]["id"]
        assert json.loads(posts[0]["body"]) == {"tracker": read, "name": "Read", "day": TODAY, "time": "21:00",
                                                "url": f"https://habits.example/trackers/{read}"}
        signature = hmac.new(b"evening-secret", posts[0]["body"], hashlib.sha256).hexdigest()
        assert posts[0]["headers"]["X-Habits-Signature"] == f"sha256={signature}"
        assert "reminder sent" in server.stderr_path.read_text()

        server.restart()  # the clock starts at 20:59:50 again
        time.sleep(20)
        assert len(receiver.received("/evening")) == 1
        [channel] = channels(server)
        assert channel["lastDelivery"]["status"] == 200, channel
    finally:
        server.cleanup()
