#!/usr/bin/env python3
"""Reads `wrk --latency` output and prints its figures as JSON: requests/s, p50/p99 (ms), errors.

    parse_wrk.py WRK.txt [--cpu BUSY_S SERVER_S WRK_S ELAPSED_MS CPUS] [--log ACCESS_LOG_LINES]

--cpu: the CPU seconds the whole machine, the server and wrk used during the run; adds how much of
the machine other processes took meanwhile (`others_share`, 0–1), which explains noisy runs.
--log: the server's access-log lines for the run (`GET / 200 0.41ms`); adds the percentiles of the
time the server spent on each request, from its headers to the queued response (`handler_*_ms`).
"""
import argparse
import json
import re
import statistics

UNITS = {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60000.0}


def milliseconds(text):
    number, unit = re.fullmatch(r"([\d.]+)(us|ms|s|m)", text).groups()
    return float(number) * UNITS[unit]


def parse(text):
    result = {"rps": float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1)),
              "requests": int(re.search(r"(\d+) requests in", text).group(1)),
              "duration_s": float(re.search(r"requests in ([\d.]+)s", text).group(1))}
    for percentile in ("50", "75", "90", "99"):
        match = re.search(rf"^\s+{percentile}%\s+(\S+)", text, re.M)
        result[f"p{percentile}_ms"] = milliseconds(match.group(1))
    non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
    result["non_2xx"] = int(non2xx.group(1)) if non2xx else 0
    errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", text)
    result["socket_errors"] = sum(map(int, errors.groups())) if errors else 0
    return result


def cpu(busy, server, wrk, elapsed_ms, cpus):
    busy, server, wrk, elapsed, cpus = float(busy), float(server), float(wrk), float(elapsed_ms) / 1000, int(cpus)
    others = max(0.0, busy - server - wrk)
    return {"server_s": server, "wrk_s": wrk, "others_s": round(others, 2), "elapsed_s": elapsed,
            "others_share": round(others / (elapsed * cpus), 3)}


def handler_times(path):
    times = sorted(float(m.group(1)) for m in map(re.compile(r" \d{3} ([\d.]+)ms$").search, open(path)) if m)
    if not times:
        return {}
    at = lambda q: times[min(len(times) - 1, int(q * len(times)))]
    return {"handler_p50_ms": at(0.50), "handler_p99_ms": at(0.99), "handler_max_ms": times[-1],
            "handler_mean_ms": round(statistics.fmean(times), 4), "logged": len(times)}


if __name__ == "__main__":
    arguments = argparse.ArgumentParser()
    arguments.add_argument("wrk_output")
    arguments.add_argument("--cpu", nargs=5)
    arguments.add_argument("--log")
    options = arguments.parse_args()
    result = parse(open(options.wrk_output).read())
    if options.cpu:
        result["cpu"] = cpu(*options.cpu)
    if options.log:
        result.update(handler_times(options.log))
    print(json.dumps(result))
