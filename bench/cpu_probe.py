#!/usr/bin/env python3
"""How much CPU this machine actually gives a busy thread right now (it may be shared).

    cpu_probe.py SECONDS OUT.json

Spins one process per core for SECONDS and reports, per process, the share of wall time it got on
a CPU (thread CPU time / wall time) and the longest stall it saw (a gap between two reads of the
monotonic clock). On an idle machine the share is ≈ 1.0 and stalls are well under a millisecond;
anything else is other work or the host taking the cores, and it shows up in wrk's tail latencies.
"""
import json
import multiprocessing
import os
import sys
import time


def spin(seconds, results):
    start = last = time.monotonic()
    cpu_start = time.thread_time()
    longest = 0.0
    while (now := time.monotonic()) - start < seconds:
        longest = max(longest, now - last)
        last = now
    results.put({"share": (time.thread_time() - cpu_start) / (now - start), "longest_stall_ms": longest * 1000})


if __name__ == "__main__":
    seconds, out_path = float(sys.argv[1]), sys.argv[2]
    results = multiprocessing.Queue()
    workers = [multiprocessing.Process(target=spin, args=(seconds, results)) for _ in range(os.cpu_count())]
    for worker in workers:
        worker.start()
    samples = [results.get() for _ in workers]
    for worker in workers:
        worker.join()
    summary = {"seconds": seconds, "processes": samples, "share": min(s["share"] for s in samples),
               "longest_stall_ms": max(s["longest_stall_ms"] for s in samples)}
    with open(out_path, "w") as out:
        json.dump(summary, out, indent=2)
    shares = ", ".join(f"{sample['share']:.0%}" for sample in samples)
    print(f"{len(samples)} spinning processes got {shares} of a core; "
          f"longest stall {summary['longest_stall_ms']:.0f} ms")
