#!/usr/bin/env python3
"""Sums up bench/group_commit.sh: durable writes per second with and without group commit, the ratio
(SPEC §8: ≥ 10,000 req/s and ≥ 4×), whether every acknowledged write was in the file, and how many
writes each fsync carried; and SPEC §21's two figures: the server's CPU per durable write (≤ 100 µs)
and durable writes against the same server's `GET /healthz` (≥ 50 %), per round and as medians.
Writes OUT/../group-commit.json and OUT/../group-commit.md.

    group_commit_report.py RAW_DIR TRACKERS
"""
import glob
import json
import os
import re
import statistics
import sys


def runs(raw, mode):
    found = []
    for path in sorted(glob.glob(f"{raw}/wrk-writes-{mode}-*.json"), key=lambda p: int(re.search(r"-(\d+)\.json$", p).group(1))):
        run = json.load(open(path))
        run["entries_in_file"] = int(open(path.replace("wrk-writes-", "writes-").replace(".json", ".entries")).read())
        found.append(run)
    return found


def fsyncs(raw, mode, trackers):
    try:
        calls = next(int(line.split()[3]) for line in open(f"{raw}/fsyncs-{mode}.txt") if line.split()[-1:] == ["fdatasync"])
        answered = int(re.search(r"(\d+) requests in", open(f"{raw}/wrk-strace-{mode}.txt").read()).group(1))
    except (OSError, StopIteration, AttributeError):
        return None
    writes = answered
    return {"fdatasync_calls": calls, "writes": writes, "writes_per_fsync": round(writes / calls, 2)}


def main(raw, trackers):
    result = {"trackers": trackers, "days": 365}
    for mode in ("off", "on"):
        found = runs(raw, mode)
        result[mode] = {"runs": found, "rps_median": statistics.median(r["rps"] for r in found),
                        "p50_ms_median": statistics.median(r["p50_ms"] for r in found),
                        "p99_ms_median": statistics.median(r["p99_ms"] for r in found),
                        # A pair's first visit creates its entry; after every pair was visited, writes only change them.
                        "all_acknowledged_writes_in_file": all(r["entries_in_file"] >= min(r["requests"], trackers * 365) for r in found),
                        "errors": sum(r["non_2xx"] + r["socket_errors"] for r in found),
                        "fsyncs_under_strace": fsyncs(raw, mode, trackers)}
    for index, run in enumerate(result["on"]["runs"]):
        try:
            healthz = json.load(open(f"{raw}/wrk-healthz-{index + 1}.json"))
        except OSError:
            continue
        run["healthz"] = healthz
        run["share_of_healthz"] = round(run["rps"] / healthz["rps"], 3)
    for mode in ("off", "on"):
        for run in result[mode]["runs"]:
            if run.get("cpu") and run["requests"]:
                run["server_us_per_write"] = round(run["cpu"]["server_s"] / run["requests"] * 1e6, 1)
    measured = [r for r in result["on"]["runs"] if "server_us_per_write" in r]
    if measured:
        result["server_us_per_write_median"] = statistics.median(r["server_us_per_write"] for r in measured)
    shares = [r["share_of_healthz"] for r in result["on"]["runs"] if "share_of_healthz" in r]
    if shares:
        result["share_of_healthz_median"] = statistics.median(shares)
        result["healthz_rps_median"] = statistics.median(r["healthz"]["rps"] for r in result["on"]["runs"] if "healthz" in r)
    pairs = [on["rps"] / off["rps"] for off, on in zip(result["off"]["runs"], result["on"]["runs"])]
    result["ratio_median"] = round(statistics.median(pairs), 2)
    result["ratio_per_round"] = [round(p, 2) for p in pairs]
    out = os.path.dirname(os.path.abspath(raw))
    with open(os.path.join(out, "group-commit.json"), "w") as handle:
        json.dump(result, handle, indent=2)
    with open(os.path.join(out, "group-commit.md"), "w") as handle:
        handle.write(markdown(result, trackers))
    print(markdown(result, trackers))


def per_fsync(f):
    if not f:
        return "—"
    return f"{f['writes_per_fsync']:.2f} ({f['writes']:,} writes, {f['fdatasync_calls']:,} fdatasync)"


def markdown(r, trackers):
    on, off = r["on"], r["off"]
    rounds = len(on["runs"])
    met = lambda ok: "met" if ok else "**missed**"
    lines = ["## Durable writes with and without group commit (bench/group_commit.sh)", "",
             f"A fresh SQLite file per run with {trackers} every-day habits (imported, no entries); `wrk -t2 -c16 --latency -s bench/entries.lua`, "
             "each request a `PUT /api/v1/trackers/ID/entries/DAY` that changes the day (WAL, `synchronous=FULL` in "
             f"both modes); {rounds} rounds, each mode once per round, off first. Medians.", "",
             "| Mode | req/s | p50 ms | p99 ms | Errors | Every acknowledged write in the file | Writes per fsync (strace run) |",
             "| --- | --- | --- | --- | --- | --- | --- |"]
    for name, x in (("One commit per write (`HABITS_GROUP_COMMIT=off`)", off), ("Group commit (default)", on)):
        lines.append(f"| {name} | {x['rps_median']:,.0f} | {x['p50_ms_median']:.2f} | {x['p99_ms_median']:.2f} | {x['errors']} | "
                     f"{'yes' if x['all_acknowledged_writes_in_file'] else '**no**'} | {per_fsync(x['fsyncs_under_strace'])} |")
    lines += ["", f"Group commit against one commit per write: **×{r['ratio_median']:.2f}** (per round: "
              + ", ".join(f"×{p:.2f}" for p in r["ratio_per_round"]) + "). SPEC §8: ≥ 10,000 req/s — "
              + met(on["rps_median"] >= 10000) + "; ≥ 4× — " + met(r["ratio_median"] >= 4) + "."]
    if "server_us_per_write_median" in r and "share_of_healthz_median" in r:
        lines += ["", f"SPEC §21, group commit: the server's CPU per durable write (user + system from /proc ÷ writes answered) "
                  f"**{r['server_us_per_write_median']:.0f} µs** (≤ 100 µs — {met(r['server_us_per_write_median'] <= 100)}); "
                  f"durable writes against the same server's `GET /healthz` with the same wrk settings, same round: "
                  f"**{r['share_of_healthz_median'] * 100:.0f} %** of {r['healthz_rps_median']:,.0f} req/s "
                  f"(≥ 50 % — {met(r['share_of_healthz_median'] >= 0.5)}). Medians of the rounds."]
    lines += ["", "| Round | Mode | req/s | p50 ms | p99 ms | Entries in the file / answers | Server CPU (cores) | Other processes' CPU | Server µs per answer | Of `/healthz` |",
              "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    for index in range(rounds):
        for name, x in (("off", off), ("on", on)):
            run = x["runs"][index]
            cpu = run.get("cpu")
            usage = f"{cpu['server_s'] / cpu['elapsed_s']:.2f} | {cpu['others_share'] * 100:.0f} %" if cpu else "— | —"
            per = f"{run['server_us_per_write']:.0f}" if "server_us_per_write" in run else "—"
            share = f"{run['share_of_healthz'] * 100:.0f} %" if "share_of_healthz" in run else "—"
            lines.append(f"| {index + 1} | {name} | {run['rps']:,.0f} | {run['p50_ms']:.2f} | {run['p99_ms']:.2f} | "
                         f"{run['entries_in_file']:,} / {run['requests']:,} | {usage} | {per} | {share} |")
            if name == "on" and "healthz" in run:
                h = run["healthz"]
                hcpu = h.get("cpu")
                husage = f"{hcpu['server_s'] / hcpu['elapsed_s']:.2f} | {hcpu['others_share'] * 100:.0f} %" if hcpu else "— | —"
                hper = f"{hcpu['server_s'] / h['requests'] * 1e6:.0f}" if hcpu and h["requests"] else "—"
                lines.append(f"| {index + 1} | `GET /healthz`, same server | {h['rps']:,.0f} | {h['p50_ms']:.2f} | {h['p99_ms']:.2f} | — | "
                             f"{husage} | {hper} | — |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
