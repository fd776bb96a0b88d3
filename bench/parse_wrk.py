#!/usr/bin/env python3
"""Reads `wrk --latency` output on stdin and prints its figures as JSON: requests/s, p50/p99 (ms), errors."""
import json
import re
import sys

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


if __name__ == "__main__":
    print(json.dumps(parse(sys.stdin.read())))
