"""1,000 idle live-update streams (SPEC §14, issue #15): `GET /api/v1/events` waits suspended in
libmicrohttpd, so open streams cost memory, not threads.

The streams come from 127.0.0.2 onwards (50 per address, below the per-address limit of 64; 1,000
is the server's own stream limit, and the 1,001st is answered 429). With them open, the process has
as many threads as with one stream, a few hundred board pages from 127.0.0.1 are answered, and one
write reaches every stream. The memory each idle stream costs is printed (RSS difference / streams),
for BENCHMARKS.md; nothing here is timed beyond generous ceilings for a shared machine.
"""
from __future__ import annotations

import http.client
import re
import resource
import selectors
import socket
import subprocess
import time

from harness import NORMAL, Server, connect, habits_bin, note

STREAMS = 1000
PER_ADDRESS = 50
BOARD_GETS = 300


def raise_fd_limit(needed: int) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < needed:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(needed, hard), hard))
    assert resource.getrlimit(resource.RLIMIT_NOFILE)[0] >= needed, "cannot raise RLIMIT_NOFILE"


def status_field(pid: int, name: str) -> int:
    """A number from /proc/PID/status (`Threads`, `VmRSS` in kB)."""
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(name + ":"):
                return int(line.split()[1])
    raise AssertionError(f"/proc/{pid}/status has no {name}")


def open_stream(server: Server, index: int) -> tuple[socket.socket, bytes, bytes]:
    """A stream from 127.0.0.(2 + index / 50); returns the socket, its head and what arrived after it."""
    sock = connect(server, f"127.0.0.{2 + index // PER_ADDRESS}", timeout=30)
    sock.sendall(f"GET /api/v1/events HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n"
                 "Accept: text/event-stream\r\n\r\n".encode())
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(4096)
        assert chunk, f"stream {index} was closed before its head: {data!r}"
        data += chunk
    head, _, rest = data.partition(b"\r\n\r\n")
    return sock, head, rest


def wait_for_change(streams: list[tuple[socket.socket, bytes]], deadline: float) -> int:
    """Reads every stream until each has said `event: change` or the deadline passes; returns how
    many did."""
    selector = selectors.DefaultSelector()
    heard = 0
    for sock, rest in streams:
        if b"event: change" in rest:
            heard += 1
            continue
        sock.setblocking(False)
        selector.register(sock, selectors.EVENT_READ, bytearray(rest))
    while selector.get_map() and time.monotonic() < deadline:
        for key, _ in selector.select(timeout=1):
            try:
                chunk = key.fileobj.recv(4096)
            except BlockingIOError:
                continue
            key.data.extend(chunk)
            if b"event: change" in key.data or not chunk:
                selector.unregister(key.fileobj)
                if chunk:
                    heard += 1
    selector.close()
    return heard


def test_a_thousand_idle_streams_hold_no_thread_each_and_the_server_still_answers(server):
    raise_fd_limit(4096)
    category = server.add_category("Health")
    tracker = server.add_tracker("Read", category["id"])
    pid = server.process.pid
    streams: list[tuple[socket.socket, bytes]] = []
    try:
        # The first stream starts the one watcher thread; what follows must add none.
        sock, head, rest = open_stream(server, 0)
        assert head.startswith(b"HTTP/1.1 200") and b"text/event-stream" in head, head
        streams.append((sock, rest))
        time.sleep(0.5)
        threads_one, rss_one = status_field(pid, "Threads"), status_field(pid, "VmRSS")

        for index in range(1, STREAMS):
            sock, head, rest = open_stream(server, index)
            assert head.startswith(b"HTTP/1.1 200"), f"stream {index + 1}: {head!r}"
            streams.append((sock, rest))
        time.sleep(1)
        threads_all, rss_all = status_field(pid, "Threads"), status_field(pid, "VmRSS")
        assert threads_all == threads_one, (
            f"{STREAMS} streams: {threads_all} threads, one stream: {threads_one}; a stream must not hold a thread")

        # Past the limit: refused, not queued.
        extra, head, _ = open_stream(server, STREAMS)
        extra.close()
        assert head.startswith(b"HTTP/1.1 429"), head

        # Normal requests are still answered (one keep-alive connection from the normal address).
        board = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30, source_address=(NORMAL, 0))
        try:
            for _ in range(BOARD_GETS):
                board.request("GET", "/", headers={"Cookie": "onboarded=1; tz=UTC"})
                answer = board.getresponse()
                body = answer.read()
                assert answer.status == 200 and b'id="board"' in body, answer.status
        finally:
            board.close()

        # A write reaches every stream.
        written = server.request("PUT", f"/api/v1/trackers/{tracker['id']}/completions/2025-03-07")
        assert written.status == 200, written
        heard = wait_for_change(streams, time.monotonic() + 60)
        assert heard == STREAMS, f"the write reached {heard} of {STREAMS} streams"
        assert status_field(pid, "Threads") == threads_one

        per_stream = (rss_all - rss_one) / (STREAMS - 1)
        note(f"idle streams: {STREAMS} open, {threads_all} threads (as with one), "
             f"RSS {rss_one} kB with one → {rss_all} kB with {STREAMS}: {per_stream:.1f} kB per idle stream")
    finally:
        for sock, _ in streams:
            sock.close()
    server.assert_healthy("with 1,000 streams open")


ACCOUNTS = 10


def test_streams_of_many_accounts_share_one_watcher_thread(server):
    """With accounts, each account's streams are its own (SPEC §13, §14), but one watcher thread
    serves them all: ten accounts' pages open cost the process no more threads than one's, and a
    write of one account reaches its stream."""
    tokens = []
    for index in range(ACCOUNTS):
        name = f"person{index}"
        added = subprocess.run([habits_bin(), *server.location, "user", "add", name], input="correct horse battery\n",
                               env=server.env, capture_output=True, text=True, timeout=60)
        assert added.returncode == 0, added.stderr
        made = server.cli("token", "add", "--user", name, "--label", "streams")
        assert made.returncode == 0, made.stderr
        tokens.append(re.search(r"[A-Za-z0-9_-]{43}", made.stdout).group(0))
    pid = server.process.pid
    streams: list[tuple[socket.socket, bytes]] = []

    def open_signed_in(index: int) -> tuple[socket.socket, bytes]:
        sock = connect(server, f"127.0.0.{2 + index}", timeout=30)
        sock.sendall(f"GET /api/v1/events HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nAccept: text/event-stream\r\n"
                     f"Authorization: Bearer {tokens[index]}\r\n\r\n".encode())
        data = b""
        while b"retry:" not in data:
            chunk = sock.recv(4096)
            assert chunk, f"account {index}'s stream was closed: {data!r}"
            data += chunk
        assert data.startswith(b"HTTP/1.1 200"), data
        return sock, data.partition(b"\r\n\r\n")[2]

    try:
        streams.append(open_signed_in(0))
        time.sleep(0.5)
        threads_one = status_field(pid, "Threads")
        for index in range(1, ACCOUNTS):
            streams.append(open_signed_in(index))
        time.sleep(1)
        threads_all = status_field(pid, "Threads")
        assert threads_all == threads_one, (
            f"{ACCOUNTS} accounts' streams: {threads_all} threads, one account's: {threads_one}")

        last = ACCOUNTS - 1
        auth = {"Authorization": f"Bearer {tokens[last]}"}
        category = server.request("POST", "/api/v1/categories", json_body={"name": "Health"}, headers=auth)
        assert category.status == 201, category
        heard = wait_for_change([streams[last]], time.monotonic() + 30)
        assert heard == 1, "the write did not reach its account's stream"
        note(f"streams of {ACCOUNTS} accounts: {threads_all} threads, as with one account's")
    finally:
        for sock, _ in streams:
            sock.close()
    server.assert_healthy(f"with {ACCOUNTS} accounts' streams open")
