#!/usr/bin/env python3
"""Start-up time: from spawning `habits serve` to its first answered request, repeated.

    startup.py HABITS DB RUNS OUT.json

Each run picks a free port, spawns the server, and polls GET /api/v1/categories every 2 ms on a new
connection until one is answered (monotonic clock). It then times the first home page, a cold render
(`/` with the cookies and Accept-Encoding a browser sends), reads VmRSS and stops the server.
"""
import http.client
import json
import signal
import socket
import subprocess
import sys
import time

HOME_HEADERS = {"Cookie": "onboarded=1; tz=UTC", "Accept-Encoding": "gzip"}


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def get(port, path, headers=None):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    try:
        connection.request("GET", path, headers=headers or {})
        response = connection.getresponse()
        response.read()
        return response.status
    finally:
        connection.close()


def status_kb(pid, field):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1])


def once(habits, db):
    port = free_port()
    start = time.monotonic()
    server = subprocess.Popen([habits, "serve", "--port", str(port), "--db", db],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while True:
            try:
                status = get(port, "/api/v1/categories")
                break
            except OSError:
                if server.poll() is not None:
                    raise SystemExit(f"habits serve exited with {server.returncode}")
                time.sleep(0.002)
        answered = time.monotonic()
        assert status == 200, status
        assert get(port, "/", HOME_HEADERS) == 200
        home = time.monotonic()
        return {"startup_ms": (answered - start) * 1000, "first_home_ms": (home - answered) * 1000,
                "rss_kb": status_kb(server.pid, "VmRSS")}
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=10)


def main(habits, db, runs, out_path):
    samples = [once(habits, db) for _ in range(runs)]
    with open(out_path, "w") as out:
        json.dump({"runs": samples}, out, indent=2)
    for sample in samples:
        print(f"start-up {sample['startup_ms']:.1f} ms, first home page {sample['first_home_ms']:.1f} ms, "
              f"RSS {sample['rss_kb'] / 1024:.1f} MB")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4])
