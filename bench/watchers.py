#!/usr/bin/env python3
"""Watchers at scale (SPEC §21, issue #27): event streams held open on two `habits serve` processes
cost the database almost nothing while nothing changes, and a write still reaches a stream on the
other process at once.

    watchers.py BASE_A BASE_B --tokens TOKENS.txt --streams N --admin-url URL --idle S \
        --probe-path PATH --count C --out RESULT.json

1. Opens N `GET /api/v1/events` streams on each process, each signed in (`Authorization: Bearer`)
   as one of the accounts in TOKENS.txt in turn (one token a line), from source addresses
   127.0.0.2 onwards (50 a source, under the server's limit of 64 connections an address), and
   waits until every one has said `retry:` (it is open).
2. Resets `pg_stat_statements` (as the cluster's superuser, `--admin-url`), waits S seconds while
   nothing is written, and reads the calls every statement made meanwhile: the database's queries
   per second with 2 N streams open and no change (target ≤ 2).
3. With the streams still open: `--count` toggles of PATH on process A, 20–40 ms apart, each timed
   from just before its request to the `change` event on a stream of the first token's account
   on process B, one of the N there (hosted_sse.py's probe). Target p99 ≤ 100 ms.
Writes RESULT.json and prints it.
"""
import argparse
import json
import selectors
import socket
import subprocess
import sys
import time
from urllib.parse import urlsplit

sys.path.insert(0, "bench")
from hosted_sse import probe  # noqa: E402


PER_SOURCE = 50


def open_streams(base, tokens, count, first_source):
    parts = urlsplit(base)
    streams = []
    for index in range(count):
        source = f"127.0.0.{first_source + index // PER_SOURCE}"
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind((source, 0))
        sock.connect((parts.hostname, parts.port))
        token = tokens[index % len(tokens)]
        sock.sendall(f"GET /api/v1/events HTTP/1.1\r\nHost: bench\r\nAccept: text/event-stream\r\n"
                     f"Authorization: Bearer {token}\r\n\r\n".encode())
        sock.setblocking(False)
        streams.append(sock)
    return streams


def wait_open(streams, timeout):
    """Until every stream has sent `retry:` (its headers and first line); raises on a refusal."""
    selector = selectors.DefaultSelector()
    received = {}
    for sock in streams:
        selector.register(sock, selectors.EVENT_READ)
        received[sock] = b""
    waiting = len(streams)
    deadline = time.monotonic() + timeout
    while waiting and time.monotonic() < deadline:
        for key, _ in selector.select(timeout=1):
            sock = key.fileobj
            chunk = sock.recv(65536)
            if not chunk:
                raise SystemExit(f"a stream closed before it opened: {received[sock][:200]!r}")
            received[sock] += chunk
            if b"retry:" in received[sock]:
                if not received[sock].startswith(b"HTTP/1.1 200"):
                    raise SystemExit(f"a stream was refused: {received[sock][:200]!r}")
                selector.unregister(sock)
                waiting -= 1
    selector.close()
    if waiting:
        raise SystemExit(f"{waiting} streams did not open within {timeout} s")


def statement_calls(admin_url):
    """Every statement's calls since the last reset, with the statement's text, by the app's role."""
    query = ("SELECT coalesce(sum(calls), 0) || ' ' || coalesce(string_agg(calls || 'x ' || left(regexp_replace(query, '\\s+', ' ', 'g'), 90), ' | '), '') "
             "FROM pg_stat_statements JOIN pg_roles ON pg_roles.oid = userid WHERE rolname = 'habits'")
    out = subprocess.run(["psql", "-X", "-At", "-d", admin_url, "-c", query], capture_output=True, text=True, check=True)
    total, _, statements = out.stdout.strip().partition(" ")
    return int(total), statements


def main():
    arguments = argparse.ArgumentParser()
    arguments.add_argument("a")
    arguments.add_argument("b")
    arguments.add_argument("--tokens", required=True)
    arguments.add_argument("--streams", type=int, default=5000)
    arguments.add_argument("--admin-url", required=True)
    arguments.add_argument("--idle", type=float, default=30)
    arguments.add_argument("--probe-path", required=True)
    arguments.add_argument("--count", type=int, default=300)
    arguments.add_argument("--out", required=True)
    options = arguments.parse_args()
    tokens = [line.strip() for line in open(options.tokens) if line.strip()]

    started = time.monotonic()
    streams = open_streams(options.a, tokens, options.streams, 2)
    streams += open_streams(options.b, tokens, options.streams, 2 + (options.streams + PER_SOURCE - 1) // PER_SOURCE)
    wait_open(streams, timeout=300)
    opened_s = time.monotonic() - started
    print(f"{len(streams)} streams open in {opened_s:.1f} s", flush=True)

    subprocess.run(["psql", "-X", "-q", "-d", options.admin_url, "-c", "SELECT pg_stat_statements_reset()"],
                   capture_output=True, check=True)
    begun = time.monotonic()
    time.sleep(options.idle)
    calls, statements = statement_calls(options.admin_url)
    idle_s = time.monotonic() - begun
    print(f"idle {idle_s:.1f} s: {calls} statements ({calls / idle_s:.2f}/s): {statements}", flush=True)

    latency = probe(options.a, options.b, [options.probe_path], tokens[0], options.count)
    for sock in streams:
        sock.close()
    result = {"streams_per_process": options.streams, "opened_s": round(opened_s, 1), "idle_s": round(idle_s, 1),
              "idle_statements": calls, "idle_queries_per_s": round(calls / idle_s, 3), "idle_statement_list": statements,
              "write_to_other_process": latency}
    json.dump(result, open(options.out, "w"), indent=1)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
