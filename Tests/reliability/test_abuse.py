"""HTTP abuse: slow, idle, oversized, malformed and hostile requests.

Attacks come from 127.0.0.2 (and, where one address is not enough, 127.0.0.3 onwards) so that the
server's per-address connection limit can tell them from the normal client, a `Watcher` that asks
for the board from 127.0.0.1 all along. Each test ends with the same three checks: the normal
client was answered within 3 s every time, the server process is alive, and it never answered or
logged a 5xx.
"""
from __future__ import annotations

import json
import resource
import socket
import time
from contextlib import contextmanager

import pytest

from harness import (ATTACKER, Server, Watcher, body_of, connect, raw_exchange,
                     read_response, send_body, status_of)

MiB = 1 << 20


@contextmanager
def under_attack(server: Server):
    """Runs the block with the watcher on; then checks responsiveness and health."""
    with Watcher(server) as watcher:
        yield watcher  # if the block fails, its own assertion is the report
    watcher.assert_responsive()
    server.assert_healthy("under attack")


def attacker_address(index: int, spread: int) -> str:
    """127.0.0.2, 127.0.0.3, ... : `spread` attacking addresses, never 127.0.0.1."""
    return f"127.0.0.{2 + index % spread}"


def still_serves_data(server: Server) -> None:
    """Nothing an attack sent has poisoned what pages and the API read back."""
    for path in ("/api/v1/export", "/api/v1/trackers", "/api/v1/categories", "/api/v1/board",
                 "/api/v1/statistics", "/", "/statistics", "/settings"):
        answer = server.get(path, headers={"Cookie": "onboarded=1; tz=UTC"})
        assert answer.status == 200, f"GET {path} after the attack: {answer}"


def assert_not_5xx(what: str, raw: bytes, allow: tuple = ()) -> int | None:
    status = status_of(raw)
    assert status is None or status < 500 or status in allow, f"{what}: answered {raw[:400]!r}"
    return status


def request_bytes(server: Server, method: str, path: str, body: bytes = b"", *,
                  content_type: str | None = "application/json", extra: str = "") -> bytes:
    head = f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nConnection: close\r\n{extra}"
    if content_type:
        head += f"Content-Type: {content_type}\r\n"
    if body or method in ("POST", "PUT", "PATCH"):
        head += f"Content-Length: {len(body)}\r\n"
    return head.encode("latin-1") + b"\r\n" + body


@pytest.fixture
def data(server: Server) -> dict:
    """A category and a tracker to aim at."""
    category = server.add_category("Health")
    tracker = server.add_tracker("Read", category["id"])
    return {"category": category["id"], "tracker": tracker["id"]}


# -- slow clients -----------------------------------------------------------------------------------


def test_slow_header_drip_does_not_stall_others(server, data):
    """60 clients from 127.0.0.2 send their request one byte at a time (a byte every 100 ms, about
    8 s per request). Nobody else waits for them, and each still gets its answer at the end."""
    request = (f"GET /api/v1/board HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n"
               f"User-Agent: drip\r\nX-Padding: {'p' * 20}\r\nConnection: close\r\n\r\n").encode()
    with under_attack(server):
        sockets = [connect(server, ATTACKER) for _ in range(60)]
        for byte in range(len(request)):
            for sock in sockets:
                sock.sendall(request[byte:byte + 1])
            time.sleep(0.1)
        answers = [read_response(sock, timeout=10) for sock in sockets]
        for sock in sockets:
            sock.close()
    statuses = [status_of(answer) for answer in answers]
    assert statuses == [200] * len(sockets), f"slow but complete requests got {statuses}"


def test_slow_body_drip_does_not_stall_others(server, data):
    """40 clients announce a small JSON body and send it a byte every 100 ms."""
    body = json.dumps({"name": "x" * 30}).encode()
    with under_attack(server):
        sockets = []
        for index in range(40):
            sock = connect(server, ATTACKER)
            sock.sendall(request_bytes(server, "POST", "/api/v1/categories", b"")
                         .replace(b"Content-Length: 0", b"Content-Length: %d" % len(body)))
            sockets.append(sock)
        for byte in range(len(body)):
            for sock in sockets:
                sock.sendall(body[byte:byte + 1])
            time.sleep(0.1)
        answers = [read_response(sock, timeout=10) for sock in sockets]
        for sock in sockets:
            sock.close()
    statuses = sorted(status_of(answer) for answer in answers)
    # The first creates the category, the rest find the name taken.
    assert statuses == [201] + [422] * (len(sockets) - 1), statuses


# -- many connections -------------------------------------------------------------------------------


def raise_fd_limit(needed: int) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < needed:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(needed, hard), hard))
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    assert soft >= needed, f"cannot raise RLIMIT_NOFILE to {needed} (hard limit {hard})"


def closed_by_server(sockets: list[socket.socket]) -> int:
    """How many of these connections the server has closed (a read returns EOF or a reset)."""
    closed = 0
    for sock in sockets:
        sock.setblocking(False)
        try:
            if sock.recv(1) == b"":
                closed += 1
        except BlockingIOError:
            pass
        except (ConnectionResetError, OSError):
            closed += 1
    return closed


def test_thousand_idle_connections_then_idle_timeout(server, data):
    """1,000 connections that never send a byte, from 16 addresses (below the per-address limit of
    64 and the total of 1,024), plus three that stall halfway: in the middle of the headers, in the
    middle of the body, and idle after a keep-alive answer. The server keeps them without a thread
    each, the normal client is served all along, and the 30 s idle timeout closes every one of them
    (checked with a generous 45 s)."""
    raise_fd_limit(4096)
    sockets: list[socket.socket] = []
    try:
        with under_attack(server):
            for index in range(1000):
                sockets.append(connect(server, attacker_address(index, 16)))
            partial_head = connect(server, "127.0.0.18")
            partial_head.sendall(b"GET /api/v1/board HTTP/1.1\r\nHost: x\r\nX-Half: ")
            partial_body = connect(server, "127.0.0.18")
            partial_body.sendall(announce(server, "POST", "/api/v1/categories", 100) + b'{"na')
            keep_alive = connect(server, "127.0.0.18")
            keep_alive.sendall(f"GET /api/v1/board HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n\r\n".encode())
            assert status_of(read_response(keep_alive, timeout=10)) == 200
            sockets += [partial_head, partial_body, keep_alive]
            time.sleep(3)
            assert closed_by_server(sockets) == 0, "connections within the limits were dropped at once"
            deadline = time.monotonic() + 45
            while closed_by_server(sockets) < len(sockets) and time.monotonic() < deadline:
                time.sleep(1)
        open_left = len(sockets) - closed_by_server(sockets)
        assert open_left == 0, f"{open_left} idle connections were still open 45 s after they opened"
    finally:
        for sock in sockets:
            sock.close()


def test_per_address_limit_refuses_the_65th(server, data):
    """From one address, 1,000 connections: the server keeps at most 64 and closes the rest, and
    another address is not affected."""
    raise_fd_limit(4096)
    sockets: list[socket.socket] = []
    try:
        with under_attack(server):
            for _ in range(1000):
                try:
                    sockets.append(connect(server, ATTACKER))
                except OSError:
                    pass  # a full accept queue may refuse outright, which is fine too
            time.sleep(2)
            kept = len(sockets) - closed_by_server(sockets)
            assert kept <= 64, f"{kept} connections from one address were kept open (limit 64)"
            assert kept >= 32, f"only {kept} connections from one address were kept"
            # Another attacking address still gets answers.
            answer = server.get("/api/v1/board", source="127.0.0.3", timeout=5)
            assert answer.status == 200
    finally:
        for sock in sockets:
            sock.close()


# -- big bodies -------------------------------------------------------------------------------------


def send_chunked(sock: socket.socket, head: bytes, total: int, chunk: int = 64 * 1024) -> bytes:
    """Sends `total` bytes of chunked body after `head`, stopping early if the server answers or
    hangs up; returns the answer."""
    sock.sendall(head)
    sent = 0
    piece = b"%x\r\n" % chunk + b" " * chunk + b"\r\n"
    try:
        while sent < total:
            sock.sendall(piece)
            sent += chunk
            sock.setblocking(False)
            try:
                early = sock.recv(65536)
            except BlockingIOError:
                early = None
            sock.setblocking(True)
            sock.settimeout(10)
            if early is not None:
                return early + read_response(sock, timeout=5)
        sock.sendall(b"0\r\n\r\n")
    except (BrokenPipeError, ConnectionResetError):
        pass
    return read_response(sock, timeout=10)


def announce(server: Server, method: str, path: str, length: int, content_type="application/json") -> bytes:
    return (f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nConnection: close\r\n"
            f"Content-Type: {content_type}\r\nContent-Length: {length}\r\n\r\n").encode()


def test_oversized_bodies_are_refused_with_413(server, data):
    tracker = f"/api/v1/trackers/{data['tracker']}"
    with under_attack(server):
        # Content-Length over the limit: refused from the header alone.
        for method, path in [("POST", "/api/v1/categories"), ("POST", "/api/v1/trackers"),
                             ("PATCH", tracker), ("PUT", f"{tracker}/completions/2025-03-07")]:
            sock = connect(server, ATTACKER)
            sock.sendall(announce(server, method, path, MiB + 1))
            answer = read_response(sock, timeout=10)
            sock.close()
            assert status_of(answer) == 413, f"{method} {path} announcing 1 MiB + 1: {answer[:300]!r}"
            assert json.loads(body_of(answer))["error"]["code"], answer
        # The same sent in full.
        answer = send_body(server, "POST", "/api/v1/categories", b" " * (MiB + 1))
        assert status_of(answer) == 413, answer[:300]
        # Chunked, with no length announced: cut once past the limit.
        for method, path in [("POST", "/api/v1/categories"), ("PATCH", tracker), ("POST", "/trackers/new")]:
            sock = connect(server, ATTACKER, timeout=30)
            head = (f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nConnection: close\r\n"
                    f"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n").encode()
            answer = send_chunked(sock, head, 2 * MiB)
            sock.close()
            assert status_of(answer) == 413, f"chunked {method} {path} of 2 MiB: {answer[:300]!r}"
        # Import has its own, larger limit: 64 MiB.
        sock = connect(server, ATTACKER)
        sock.sendall(announce(server, "POST", "/api/v1/import", 64 * MiB + 1))
        answer = read_response(sock, timeout=10)
        sock.close()
        assert status_of(answer) == 413, answer[:300]
        sock = connect(server, ATTACKER, timeout=60)
        head = (f"POST /api/v1/import HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nConnection: close\r\n"
                f"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n").encode()
        answer = send_chunked(sock, head, 70 * MiB, chunk=1 * MiB)
        sock.close()
        assert status_of(answer) == 413, f"chunked import of 70 MiB: {answer[:300]!r}"
        # A form page has the small limit.
        answer = send_body(server, "POST", "/trackers/new", b" " * (2 * MiB), "application/x-www-form-urlencoded")
        assert status_of(answer) == 413, answer[:300]


def test_bodies_at_the_limit_are_read(server, data):
    """Exactly 1 MiB is allowed: a valid JSON object padded with spaces is processed normally."""
    body = b'{"name":"Padded"}'
    body += b" " * (MiB - len(body))
    with under_attack(server):
        answer = raw_exchange(server, request_bytes(server, "POST", "/api/v1/categories", body))
    assert status_of(answer) == 201, answer[:300]


# -- malformed requests ------------------------------------------------------------------------------

# Request lines and headers no correct client sends. A 505 is the RFC's own answer to an
# unsupported HTTP major version, so only those cases may get it; everything else must be 4xx or a
# closed connection.
MALFORMED = {
    "garbage": b"GARBAGE\r\n\r\n",
    "empty lines": b"\r\n\r\n\r\n\r\n",
    "binary noise": bytes(range(256)) * 4,
    "no version": b"GET /\r\n\r\n",
    "no path": b"GET HTTP/1.1\r\nHost: x\r\n\r\n",
    "unknown method": b"FROB /api/v1/board HTTP/1.1\r\nHost: x\r\n\r\n",
    "lower-case method": b"get /api/v1/board HTTP/1.1\r\nHost: x\r\n\r\n",
    "http 9.9": b"GET / HTTP/9.9\r\nHost: x\r\n\r\n",
    "http 0.9 style": b"GET /\r\n",
    "bad version": b"GET / HTTP/1.x\r\nHost: x\r\n\r\n",
    "absolute form": b"GET http://evil.example/api/v1/board HTTP/1.1\r\nHost: x\r\n\r\n",
    "relative path": b"GET api/v1/board HTTP/1.1\r\nHost: x\r\n\r\n",
    "asterisk": b"OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n",
    "connect": b"CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n",
    "trace": b"TRACE / HTTP/1.1\r\nHost: x\r\n\r\n",
    "no host": b"GET /api/v1/board HTTP/1.1\r\n\r\n",
    "two hosts": b"GET /api/v1/board HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",
    "header without colon": b"GET / HTTP/1.1\r\nHost: x\r\nNoColonHere\r\n\r\n",
    "space before colon": b"GET / HTTP/1.1\r\nHost : x\r\n\r\n",
    "space in name": b"GET / HTTP/1.1\r\nHost: x\r\nBad Name: y\r\n\r\n",
    "NUL in header": b"GET / HTTP/1.1\r\nHost: x\r\nX-A: a\x00b\r\n\r\n",
    "CR in header": b"GET / HTTP/1.1\r\nHost: x\r\nX-A: a\rb\r\n\r\n",
    "obsolete folding": b"GET / HTTP/1.1\r\nHost: x\r\nX-A: a\r\n  folded\r\n\r\n",
    "bare LF": b"GET /api/v1/board HTTP/1.1\nHost: x\n\n",
    "header line of 70 KiB": b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * (70 * 1024) + b"\r\n\r\n",
    "2,000 headers": b"GET / HTTP/1.1\r\nHost: x\r\n" + b"".join(b"X-%d: v\r\n" % i for i in range(2000)) + b"\r\n",
    "URL of 100 KiB": b"GET /api/v1/board?search=" + b"a" * (100 * 1024) + b" HTTP/1.1\r\nHost: x\r\n\r\n",
    "cookie of 60 KiB": b"GET / HTTP/1.1\r\nHost: x\r\nCookie: " + b"c=1; " * 12000 + b"\r\n\r\n",
    "negative length": b"POST /api/v1/categories HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n",
    "non-numeric length": b"POST /api/v1/categories HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n",
    "huge length": b"POST /api/v1/categories HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999999\r\n\r\n",
    "two lengths": b"POST /api/v1/categories HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                   b"Content-Length: 2\r\nContent-Length: 40\r\n\r\n{}",
    "length and chunked": b"POST /api/v1/categories HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                          b"Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    "unknown transfer coding": b"POST /api/v1/categories HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\nxx",
    "bad chunk size": b"POST /api/v1/categories HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n\r\n",
    "chunk size overflow": b"POST /api/v1/categories HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                           b"ffffffffffffffffffffffff\r\nab\r\n0\r\n\r\n",
    "chunk shorter than said": b"POST /api/v1/categories HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                               b"Transfer-Encoding: chunked\r\n\r\n10\r\n{}\r\n0\r\n\r\n",
    "expect continue oversized": b"POST /api/v1/categories HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n"
                                 b"Content-Type: application/json\r\nContent-Length: 5000000\r\n\r\n",
    "unknown expectation": b"POST /api/v1/categories HTTP/1.1\r\nHost: x\r\nExpect: 999-nope\r\n"
                           b"Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}",
    "pipelined garbage": b"GET /api/v1/board HTTP/1.1\r\nHost: x\r\n\r\nGARBAGE GARBAGE\r\n\r\n",
    "percent NUL": b"GET /api/v1/trackers/%00 HTTP/1.1\r\nHost: x\r\n\r\n",
    "bad percent": b"GET /api/v1/trackers/%zz%4 HTTP/1.1\r\nHost: x\r\n\r\n",
    "traversal": b"GET /static/../../Package.swift HTTP/1.1\r\nHost: x\r\n\r\n",
    "encoded traversal": b"GET /static/%2e%2e/%2e%2e/Package.swift HTTP/1.1\r\nHost: x\r\n\r\n",
    "encoded slash traversal": b"GET /static/..%2f..%2fPackage.swift HTTP/1.1\r\nHost: x\r\n\r\n",
    "backslash traversal": b"GET /static/..\\..\\Package.swift HTTP/1.1\r\nHost: x\r\n\r\n",
    "bad method on route": b"DELETE /api/v1/board HTTP/1.1\r\nHost: x\r\n\r\n",
    "bad content type": b"POST /api/v1/categories HTTP/1.1\r\nHost: x\r\nContent-Type: \x01\x02;;;=\r\n"
                        b"Content-Length: 2\r\n\r\n{}",
    "range garbage": b"GET /static/app.css HTTP/1.1\r\nHost: x\r\nRange: bytes=99999999999-1\r\n\r\n",
    "accept-encoding garbage": b"GET / HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip;q=abc, *;q=-1, " + b"x," * 500 + b"\r\n\r\n",
    "accept-language garbage": b"GET / HTTP/1.1\r\nHost: x\r\nAccept-Language: " + b"ru;q=," * 500 + b"\r\n\r\n",
    "cookie garbage": b"GET / HTTP/1.1\r\nHost: x\r\nCookie: tz=../../../../etc/passwd; onboarded=\x7f; ;;==;\r\n\r\n",
}
VERSION_CASES = {"http 9.9", "bad version"}


@pytest.mark.parametrize("name", list(MALFORMED))
def test_malformed_request(server, data, name):
    with under_attack(server):
        answer = raw_exchange(server, MALFORMED[name], timeout=5)
        assert_not_5xx(name, answer, allow=(505,) if name in VERSION_CASES else ())
        assert b"swift-tools-version" not in answer, f"{name}: served a file outside static/"
    still_serves_data(server)


# -- invalid UTF-8 ------------------------------------------------------------------------------------

BAD_TEXT = [b"\xff", b"\xc0\xaf", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80", b"a\x80b", b"\xe2\x82"]
BAD_ESCAPES = ["\\ud800", "\\udfff", "\\udc00\\ud800", "\\u0000", "a\\ud83d"]


def test_invalid_utf8_in_path_query_and_bodies(server, data):
    tracker = f"/api/v1/trackers/{data['tracker']}"
    cases: list[tuple[str, bytes]] = []
    for bad in BAD_TEXT:
        percent = "".join(f"%{b:02X}" for b in bad).encode()
        cases += [
            ("raw path", b"GET /api/v1/trackers/" + bad + b" HTTP/1.1\r\nHost: x\r\n\r\n"),
            ("percent path", b"GET /api/v1/trackers/" + percent + b" HTTP/1.1\r\nHost: x\r\n\r\n"),
            ("percent page path", b"GET /trackers/" + percent + b"/edit HTTP/1.1\r\nHost: x\r\n\r\n"),
            ("percent completion day", b"PUT " + tracker.encode() + b"/completions/2025-03-0" + percent
             + b" HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n"),
            ("raw query", b"GET /api/v1/board?search=" + bad + b" HTTP/1.1\r\nHost: x\r\n\r\n"),
            ("percent query", b"GET /api/v1/board?search=" + percent + b"&date=" + percent + b" HTTP/1.1\r\nHost: x\r\n\r\n"),
            ("percent page query", b"GET /?search=" + percent + b" HTTP/1.1\r\nHost: x\r\n\r\n"),
            ("header value", b"GET / HTTP/1.1\r\nHost: x\r\nAccept-Language: " + bad + b"\r\nCookie: tz=" + bad + b"\r\n\r\n"),
            ("JSON category", request_bytes(server, "POST", "/api/v1/categories", b'{"name":"' + bad + b'"}')),
            ("JSON tracker", request_bytes(server, "POST", "/api/v1/trackers",
                                           b'{"name":"R' + bad + b'","kind":"habit","schedule":["mon"],"categoryId":"'
                                           + data["category"].encode() + b'"}')),
            ("JSON patch note", request_bytes(server, "PATCH", tracker, b'{"note":"' + bad + b'"}')),
            ("JSON key", request_bytes(server, "PATCH", tracker, b'{"' + bad + b'":1}')),
            ("form", request_bytes(server, "POST", "/trackers/new", b"name=" + percent + b"&kind=habit&days=mon",
                                   content_type="application/x-www-form-urlencoded")),
            ("raw form", request_bytes(server, "POST", "/trackers/new", b"name=" + bad + b"&kind=habit&days=mon",
                                       content_type="application/x-www-form-urlencoded")),
        ]
    for escape in BAD_ESCAPES:
        cases += [
            ("escaped category", request_bytes(server, "POST", "/api/v1/categories", f'{{"name":"{escape}"}}'.encode())),
            ("escaped note", request_bytes(server, "PATCH", tracker, f'{{"note":"{escape}"}}'.encode())),
            ("escaped name", request_bytes(server, "PATCH", tracker, f'{{"name":"R{escape}"}}'.encode())),
        ]
    problems = []
    with under_attack(server):
        for what, raw in cases:
            answer = raw_exchange(server, raw)
            status = status_of(answer)
            if status is None or status >= 500:
                problems.append(f"{what}: {raw[-120:]!r}\n  -> {answer[:120]!r} ... {body_of(answer)[:200]!r}")
        assert not problems, "5xx or no answer:\n" + "\n".join(problems) + "\nserver stderr:\n" + "\n".join(
            server.diagnostics()[-6:])
    still_serves_data(server)
    # Whatever was accepted reads back as valid UTF-8 JSON.
    json.loads(server.export().decode("utf-8"))


# -- numbers and nesting ---------------------------------------------------------------------------------

HUGE_NUMBERS = ["1e400", "-1e400", "1e308", "-1.7976931348623157e308", "18446744073709551616",
                "9223372036854775807", "-9223372036854775809", "123456789012345678901234567890123456789",
                "1e-400", "0.0000000000000000000000000000001", "-0", "1" * 5000, "1." + "0" * 5000 + "1",
                "1e999999999999", "12e-999999999999"]


def test_huge_numbers(server, data):
    tracker = f"/api/v1/trackers/{data['tracker']}"
    with under_attack(server):
        for number in HUGE_NUMBERS:
            for method, path, body in [
                ("POST", "/api/v1/categories", f'{{"name":{number}}}'),
                ("PATCH", tracker, f'{{"position":{number}}}'),
                ("PATCH", tracker, f'{{"pinned":{number}}}'),
                ("PATCH", tracker, f'{{"schedule":[{number}]}}'),
                ("PATCH", f"/api/v1/categories/{data['category']}", f'{{"name":"N","position":{number}}}'),
                ("POST", "/api/v1/trackers", f'{{"name":"Big","kind":"habit","schedule":["mon"],'
                                              f'"categoryId":"{data["category"]}","position":{number}}}'),
                ("POST", "/api/v1/import", f'{{"format":"habits","version":{number},"categories":[],"trackers":[]}}'),
            ]:
                answer = raw_exchange(server, request_bytes(server, method, path, body.encode()))
                assert_not_5xx(f"{method} {path} {body[:80]}", answer)
        # Dates far away, in paths and queries.
        for day in ["0001-01-01", "0000-00-00", "9999-12-31", "99999-01-01", "-001-01-01", "2025-02-30",
                    "2025-13-01", "1e400", "18446744073709551616", "2025-03-07T00:00:00Z"]:
            for method, path in [("PUT", f"{tracker}/completions/{day}"), ("DELETE", f"{tracker}/completions/{day}"),
                                 ("GET", f"/api/v1/board?date={day}"), ("GET", f"/?date={day}")]:
                answer = server.request(method, path, source=ATTACKER, headers={"Cookie": "onboarded=1"})
                assert answer.status < 500, f"{method} {path}: {answer}"
            answer = server.request("PATCH", tracker, json_body={"createdOn": day}, source=ATTACKER)
            assert answer.status < 500, f"PATCH createdOn {day}: {answer}"
    still_serves_data(server)


def nested(depth: int, kind: str) -> bytes:
    if kind == "array":
        return b"[" * depth + b"]" * depth
    if kind == "object":
        return b'{"a":' * depth + b"1" + b"}" * depth
    if kind == "mixed":
        return b'[{"a":' * (depth // 2) + b"1" + b"}]" * (depth // 2)
    return b"[" * depth  # unbalanced


@pytest.mark.parametrize("kind", ["array", "object", "mixed", "unbalanced"])
def test_deeply_nested_json(server, data, kind):
    """100,000 levels of nesting in every JSON body the API reads (and 500,000 where the body
    limit allows it). A recursive parser without a depth limit would crash the process."""
    tracker = f"/api/v1/trackers/{data['tracker']}"
    targets = [("POST", "/api/v1/categories"), ("POST", "/api/v1/trackers"), ("PATCH", tracker),
               ("PATCH", f"/api/v1/categories/{data['category']}"), ("POST", "/api/v1/import")]
    with under_attack(server):
        for depth in (100_000, 500_000):
            body = nested(depth, kind)
            for method, path in targets:
                answer = raw_exchange(server, request_bytes(server, method, path, body), timeout=30)
                status = assert_not_5xx(f"{method} {path} nested {kind} {depth}", answer)
                assert status in (400, 413, 422), f"{method} {path} nested {kind} {depth}: {answer[:300]!r}"
                # A value nested inside a field, too.
                inner = b'{"name":' + body + b"}"
                answer = raw_exchange(server, request_bytes(server, method, path, inner), timeout=30)
                assert_not_5xx(f"{method} {path} field nested {kind} {depth}", answer)
    still_serves_data(server)
