#!/usr/bin/env python3
"""Gathers bench/out/raw/ into bench/out/results.json and bench/out/summary.md (SPEC §8 targets)."""
import csv
import glob
import json
import os
import platform
import statistics
import subprocess
import sys

# SPEC §8, and the Beaver Habit Tracker figures it quotes.
BEAVER = {"home_rps": "≈1.6 req/s", "toggle_rps": "≈5 req/s", "first_load": "732 KB", "rss_load": "500 MB"}


def spread(values):
    values = sorted(values)
    return {"median": statistics.median(values), "min": values[0], "max": values[-1], "n": len(values)}


def fmt(figure, digits=1, scale=1.0):
    m, lo, hi = (figure[k] * scale for k in ("median", "min", "max"))
    return f"{m:,.{digits}f} ({lo:,.{digits}f}–{hi:,.{digits}f})"


def verdict(ok):
    return "met" if ok else "**missed**"


def command(*args):
    try:
        return subprocess.run(args, capture_output=True, text=True, timeout=30).stdout.strip()
    except OSError:
        return ""


def machine():
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), "")
    memory_kb = next(int(line.split()[1]) for line in open("/proc/meminfo") if line.startswith("MemTotal"))
    return {"nproc": os.cpu_count(), "cpu": cpu, "memory_gb": round(memory_kb / 1024 / 1024, 1),
            "kernel": platform.release(), "swift": (command("swift", "--version").splitlines() or [""])[0],
            "wrk": command("dpkg-query", "-W", "-f=${Version}", "wrk"),
            "chromium": command("/usr/lib/chromium/chromium", "--version"),
            "commit": command("git", "rev-parse", "--short", "HEAD"),
            "uncommitted_files": len(command("git", "status", "--porcelain").splitlines()),
            "loadavg_end": open("/proc/loadavg").read().split()[:3]}


def main(out):
    raw = os.path.join(out, "raw")
    results = {"machine": machine()}
    results["machine"]["loadavg_start"] = open(f"{raw}/loadavg-start").read().split()
    results["machine"]["cpu_probe"] = {when: json.load(open(f"{raw}/cpu-probe-{when}.json")) for when in ("start", "end")}

    # Server runs.
    server = {}
    for name in ("home", "board", "toggle"):
        runs = [json.load(open(path)) for path in sorted(glob.glob(f"{raw}/wrk-{name}-*.json"))]
        server[name] = {"runs": runs, "rps": spread([r["rps"] for r in runs]), "p50_ms": spread([r["p50_ms"] for r in runs]),
                        "p99_ms": spread([r["p99_ms"] for r in runs]),
                        "others_share": spread([r["cpu"]["others_share"] for r in runs if "cpu" in r]) if all("cpu" in r for r in runs) else None,
                        "errors": sum(r["non_2xx"] + r["socket_errors"] for r in runs)}
    results["server"] = server

    with open(f"{raw}/cold.tsv") as cold_file:
        rows = list(csv.DictReader(cold_file, delimiter="\t"))
    results["single_requests_ms"] = {key[:-2]: spread([float(row[key]) * 1000 for row in rows]) for key in rows[0]}

    memory = {key: int(value) for key, value in csv.reader(open(f"{raw}/memory.tsv"), delimiter="\t")}
    startup = json.load(open(f"{raw}/startup.json"))["runs"]
    results["memory_kb"] = memory
    results["startup"] = {"runs": startup, "startup_ms": spread([r["startup_ms"] for r in startup]),
                          "first_home_ms": spread([r["first_home_ms"] for r in startup])}
    results["scaling"] = json.load(open(f"{raw}/scaling.json"))
    results["first_load"] = json.load(open(f"{raw}/first-load.json"))
    with open(f"{raw}/datasets.tsv") as datasets_file:
        results["datasets"] = list(csv.DictReader(datasets_file, delimiter="\t"))

    with open(os.path.join(out, "results.json"), "w") as results_file:
        json.dump(results, results_file, indent=2, ensure_ascii=False)
    with open(os.path.join(out, "summary.md"), "w") as summary:
        summary.write(markdown(results))


def markdown(r):
    m = r["machine"]
    lines = [f"# Habits bench — {m['commit']} (+{m['uncommitted_files']} uncommitted files)", "",
             f"{m['nproc']} × {m['cpu']}, {m['memory_gb']} GB, Linux {m['kernel']}, {m['swift']}; load average "
             f"{' '.join(m['loadavg_start'])} at the start, {' '.join(m['loadavg_end'])} at the end. "
             "Medians of every run (min–max).", ""]
    probe = m["cpu_probe"]
    lines += ["CPU there was to take (bench/cpu_probe.py: one process spinning per core for 5 s): "
              + "; ".join(f"at the {when}, each got {min(p['share'] for p in probe[when]['processes']):.0%}–"
                          f"{max(p['share'] for p in probe[when]['processes']):.0%} of a core and the longest stall was "
                          f"{probe[when]['longest_stall_ms']:.0f} ms" for when in ("start", "end"))
              + " (an idle machine gives ≈100 % and stalls under 1 ms).", ""]

    data = {d["name"]: d for d in r["datasets"]}
    lines += ["## Data (bulk import, one transaction each)", "", "| Set | Trackers | Years | Import | Document |", "| --- | --- | --- | --- | --- |"]
    for d in r["datasets"]:
        lines.append(f"| {d['name']} | {d['trackers']} | {d['years']} | {d['import_ms']} ms | "
                     f"{int(d['document_bytes']) / 1024:,.0f} KB — {d['summary']} |")

    s = r["server"]
    runs = s["home"]["rps"]["n"]
    lines += ["", f"## Server: 50 trackers × 10 years, `wrk -t2 -c16 -d10s --latency`, {runs} runs each", "",
              "| Request | req/s | p50 ms | p99 ms | Errors | Other processes' CPU | SPEC §8 target | Beaver |",
              "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    rows = [("home", "`GET /` (HTML, gzip, warm cache)", "≥ 5,000 req/s, p99 ≤ 5 ms",
             s["home"]["rps"]["median"] >= 5000 and s["home"]["p99_ms"]["median"] <= 5, BEAVER["home_rps"]),
            ("board", "`GET /api/v1/board` (JSON, gzip, warm cache)", "—", None, "—"),
            ("toggle", "`PUT`/`DELETE …/completions/today` (durable)", "≥ 500 req/s",
             s["toggle"]["rps"]["median"] >= 500, BEAVER["toggle_rps"])]
    for key, label, target, ok, beaver in rows:
        x = s[key]
        lines.append(f"| {label} | {fmt(x['rps'], 0)} | {fmt(x['p50_ms'], 2)} | {fmt(x['p99_ms'], 2)} | {x['errors']} | "
                     f"{fmt(x['others_share'], 0, 100) + ' %' if x['others_share'] else '—'} | {target}{'' if ok is None else ' — ' + verdict(ok)} | {beaver} |")
    lines += ["", "Each run. The server's own time is what its access log records per request, from the parsed "
              "headers to the queued response; the rest of wrk's latency is waiting for a thread and the network. "
              "Other processes' CPU is the share of all cores that processes other than the server and wrk used "
              "meanwhile (this machine is shared).", "", "| Run | Request | req/s | p50 ms | p99 ms | Server's own time p50 / p99 ms | Other processes' CPU |",
              "| --- | --- | --- | --- | --- | --- | --- |"]
    for index in range(runs):
        for key in ("home", "board", "toggle"):
            run = s[key]["runs"][index]
            share = f"{run['cpu']['others_share'] * 100:.0f} %" if "cpu" in run else "—"
            own = f"{run['handler_p50_ms']:.2f} / {run['handler_p99_ms']:.2f}" if "handler_p99_ms" in run else "—"
            lines.append(f"| {index + 1} | {key} | {run['rps']:,.0f} | {run['p50_ms']:.2f} | {run['p99_ms']:.2f} | {own} | {share} |")

    c = r["single_requests_ms"]
    lines += ["", "## One request at a time (curl `time_total`, 30 samples): cold = first read after a write", "",
              "| Request | Cold (renders) ms | Warm (cached) ms |", "| --- | --- | --- |",
              f"| `GET /` | {fmt(c['home_cold'], 2)} | {fmt(c['home_warm'], 2)} |",
              f"| `GET /api/v1/board` | {fmt(c['board_cold'], 2)} | {fmt(c['board_warm'], 2)} |"]

    sc = r["scaling"]
    lines += ["", f"## Rules in process: 200 trackers (habits-bench, {sc['runs']} runs each, ms)", "",
              "| History | Completions | `Rules.statistics` | `BoardState.build` | board after a write (cache) | "
              "`TrackerDetailState.build` (1 tracker) | detail with every chart | board as JSON (JSONEncoder) |",
              "| --- | --- | --- | --- | --- | --- | --- | --- |"]
    growth_sets = [d for d in sc["datasets"] if d["label"] != "mixed"]
    for d in sc["datasets"]:
        lines.append(f"| {d['label']} ({d['historyDays']} days) | {d['completions']:,} | {fmt(d['statistics'], 3)} | "
                     f"{fmt(d['board'], 3)} | {fmt(d['boardAfterWrite'], 3)} | {fmt(d['detail'], 4)} | "
                     f"{fmt(d['detailCharts'], 3)} | {fmt(d['boardJSON'], 3)} ({fmt(d['boardJSONFoundation'], 3)}) |")
    g = sc.get("growth")
    ten = growth_sets[-1]["statistics"]["median"]
    mixed = next((d for d in sc["datasets"] if d["label"] == "mixed"), None)
    if mixed:
        lines += ["", f"Mixed data (every schedule kind, a third measurable, skips, pauses), 200 × 10 years: statistics "
                  f"{fmt(mixed['statistics'], 3)} ms — target ≤ 50 ms — {verdict(mixed['statistics']['median'] <= 50)}."]
    loop = sc.get("loopImport")
    if loop:
        lines += ["", f"Import of a Loop backup, {loop['habits']} habits × 5 years ({loop['entries']:,} entries, "
                  f"{loop['backupBytes'] / 1024:.0f} KB), read and merged in process: {fmt(loop['importing'], 1)} ms — target ≤ 2 s — "
                  f"{verdict(loop['importing']['median'] <= 2000)}."]
    pages = sc.get("pages")
    if pages:
        lines += ["", f"## Cold pages through the whole app ({pages['trackers']} trackers × 10 years; a write, then the first read, ms)", "",
                  "| Page | With the caches | Without them | SPEC §8 target |", "| --- | --- | --- | --- |",
                  f"| `GET /` | {fmt(pages['homeCold'], 3)} | {fmt(pages['homeColdUncached'], 3)} | ≤ 1 ms — "
                  f"{verdict(pages['homeCold']['median'] <= 1)} |",
                  f"| `GET /trackers/{{id}}` (every chart, the busiest tracker, written to) | {fmt(pages['detailCold'], 3)} | — | ≤ 5 ms — "
                  f"{verdict(pages['detailCold']['median'] <= 5)} |",
                  "", f"Detail page transferred (gzip): **{pages['detailGzipBytes'] / 1024:.1f} KB** — target ≤ 20 KB — "
                  f"{verdict(pages['detailGzipBytes'] <= 20 * 1024)}."]
    stats = sc.get("statisticsPage")
    if stats:
        lines += ["", f"`GET /statistics`, {stats['trackers']} trackers × 10 years (mixed), first read after a write: "
                  f"{fmt(stats['cold'], 3)} ms with the judgement cache, {fmt(stats['coldUncached'], 3)} ms without it "
                  f"(every tracker judged) — target ≤ 50 ms — {verdict(stats['coldUncached']['median'] <= 50)}."]
    if mixed and "together" in mixed:
        lines += ["", f"Together and Patterns (SPEC §22), 200 × 10 years (mixed), over judgements already made: every pair's "
                  f"Fisher test and Benjamini–Hochberg {fmt(mixed['together'], 3)} ms, every habit's Patterns "
                  f"{fmt(mixed['patterns'], 3)} ms (both are inside the `GET /statistics` time above)."]
    if g:
        lines += ["", f"Growth {g['to']}/{g['from']} (median ratio): history ×{g['history']:.1f}, statistics ×{g['statistics']:.1f}, "
                  f"board ×{g['board']:.1f}, detail ×{g['detail']:.1f}. Target: statistics over 200 × 10 years ≤ 50 ms, "
                  f"growing linearly — {verdict(ten <= 50 and g['statistics'] <= g['history'] * 1.5)}."]

    f = r["first_load"]
    total_kb = f["total_bytes"] / 1024
    first_kb = f["bytes"].get("first visit", 0) / 1024
    lines += ["", "## First load of `/` on a new device (Chromium, empty cache, service worker blocked)", "",
              "| Phase | Request | Type | Encoding | Bytes |", "| --- | --- | --- | --- | --- |"]
    for e in f["resources"]:
        lines.append(f"| {e['phase']} | {e['method']} `{e['url']}` | {e['type']} | {e['encoding'] or '—'} | "
                     f"{e['bytes']:,}{' (cache)' if e['bytes'] == 0 else ''} |")
    lines += ["", f"First visit (onboarding screen): **{first_kb:.1f} KB**; through onboarding to the board "
              f"({f['board_cards']} cards): **{total_kb:.1f} KB** in all. Target ≤ 30 KB — {verdict(total_kb <= 30)}; "
              f"Beaver {BEAVER['first_load']}."]

    mem = r["memory_kb"]
    st = r["startup"]
    lines += ["", "## Memory and start-up", "", "| Figure | Value | SPEC §8 target | Beaver |", "| --- | --- | --- | --- |",
              f"| RSS idle after start | {mem['idle_rss_kb'] / 1024:.1f} MB | ≤ 40 MB — {verdict(mem['idle_rss_kb'] <= 40 * 1024)} | — |",
              f"| RSS after the load runs | {mem['loaded_rss_kb'] / 1024:.1f} MB | ≤ 64 MB — {verdict(mem['loaded_rss_kb'] <= 64 * 1024)} | {BEAVER['rss_load']} |",
              f"| Peak RSS (VmHWM) | {mem['loaded_hwm_kb'] / 1024:.1f} MB | ≤ 64 MB — {verdict(mem['loaded_hwm_kb'] <= 64 * 1024)} | — |",
              f"| Start-up to first answer ({st['startup_ms']['n']} runs, ms) | {fmt(st['startup_ms'], 1)} | ≤ 200 ms — "
              f"{verdict(st['startup_ms']['median'] <= 200)} | — |",
              f"| Then the first home page (cold render, ms) | {fmt(st['first_home_ms'], 1)} | — | — |"]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main(sys.argv[1])
