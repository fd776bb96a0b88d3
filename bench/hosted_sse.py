#!/usr/bin/env python3
"""A write on one `habits serve` process reaching a live-update client of another (SPEC §8, §14).

    hosted_sse.py WRITER_BASE LISTENER_BASE PATH [PATH…] --count N --out RESULT.json [--token T]

Opens `GET /api/v1/events` on the listener, then N times: toggles one completion on the writer
(PUT or DELETE, always a change) and waits for the listener's next `change` event. The latency is
from just before the write is sent to the event's arrival, so it includes the write itself
(commit, fsync) as well as NOTIFY, the listener process's revision check and the stream. Writes
are spaced 20–40 ms apart, so each is measured alone. Prints and writes p50/p99/max in ms.
`--token` signs both in as that API token's account (`Authorization: Bearer`).
"""
import argparse
import http.client
import json
import random
import socket
import statistics
import time
from urllib.parse import urlsplit


def connect(base):
    parts = urlsplit(base)
    return parts.hostname, parts.port


def probe(writer_base, listener_base, paths, token, count):
    """Opens a stream on the listener, then `count` toggles on the writer, each timed to the
    listener's next `change` event; returns p50/p99/max/mean in ms."""
    auth = {"Authorization": f"Bearer {token}"} if token else {}
    host, port = connect(listener_base)
    stream = socket.create_connection((host, port), timeout=10)
    extra = "".join(f"{name}: {value}\r\n" for name, value in auth.items())
    stream.sendall(f"GET /api/v1/events HTTP/1.1\r\nHost: bench\r\nAccept: text/event-stream\r\n{extra}\r\n".encode())
    # Each event is one send, so one chunk of the chunked response: counting the `event: change`
    # lines in the raw bytes is enough (heartbeats are comments and do not match).
    pending = b""

    def wait_for(marker):
        nonlocal pending
        while marker not in pending:
            chunk = stream.recv(65536)
            if not chunk:
                raise SystemExit(f"the event stream closed before {marker!r}: {pending[:300]!r}")
            pending += chunk
        pending = pending.split(marker, 1)[1]

    # The stream counts from the revision it opened at: wait until it is open (its `retry:` line)
    # before the first write, or that write may land before the stream and never be announced.
    wait_for(b"retry:")

    whost, wport = connect(writer_base)
    writer = http.client.HTTPConnection(whost, wport, timeout=10)
    done = {path: False for path in paths}
    latencies = []
    for index in range(count):
        path = paths[index % len(paths)]
        done[path] = not done[path]
        started = time.perf_counter()
        writer.request("PUT" if done[path] else "DELETE", path, headers=auth)
        answer = writer.getresponse()
        answer.read()
        if answer.status not in (200, 204):
            raise SystemExit(f"{path}: {answer.status}")
        wait_for(b"event: change")
        latencies.append((time.perf_counter() - started) * 1000)
        time.sleep(random.uniform(0.02, 0.04))
    stream.close()
    latencies.sort()
    at = lambda q: latencies[min(len(latencies) - 1, int(q * len(latencies)))]
    return {"count": len(latencies), "p50_ms": round(at(0.50), 2), "p99_ms": round(at(0.99), 2),
            "max_ms": round(latencies[-1], 2), "mean_ms": round(statistics.fmean(latencies), 2)}


def main():
    arguments = argparse.ArgumentParser()
    arguments.add_argument("writer")
    arguments.add_argument("listener")
    arguments.add_argument("paths", nargs="+")
    arguments.add_argument("--count", type=int, default=200)
    arguments.add_argument("--out", required=True)
    arguments.add_argument("--token")
    options = arguments.parse_args()
    result = probe(options.writer, options.listener, options.paths, options.token, options.count)
    json.dump(result, open(options.out, "w"))
    print(json.dumps(result))


if __name__ == "__main__":
    main()
