#!/usr/bin/env python3
"""The share of a server's perf samples under each part of a durable write (bench/write_profile.sh).

    fold_perf.py PERF_SCRIPT.txt [PART…]

PERF_SCRIPT.txt is `perf script` output with call graphs, demangled (`swift demangle --simplified`).
A sample counts under a part when any frame of its stack contains the part's text; without PARTs,
the parts of a write listed below. Shares overlap where parts nest (the commit is inside the store's
update, which is inside the entry's handler).
"""
import re
import sys

PARTS = [
    ("the request handler (everything from the middleware on)", "ServerContext.handle("),
    ("  PUT entry (APIController.putEntry)", "APIController.putEntry"),
    ("    the store's update, waits for the batch included (WriteQueue.submit)", "WriteQueue.submit"),
    ("      the batch's transaction (SQLiteHabitStore.commit)", "closure #1 in SQLiteHabitStore.commit"),
    ("        the commands (PendingWrite.run)", "PendingWrite.run"),
    ("        the rows written (Persistence.write)", "Persistence.write(_:from:to:on:)"),
    ("        COMMIT's WAL frames and fsync (sqlite3WalFrames)", "sqlite3WalFrames"),
    ("          fdatasync", "fdatasync"),
    ("      waiting for and waking the batch's writers (semaphores)", "_dispatch_semaphore"),
    ("    the card: judging the tracker (Judgements.judge)", "Judgements.judge"),
    ("    the card: its JSON (TrackerCard.json)", "TrackerCard.json"),
    ("    the body (JSONBody)", "JSONBody.init"),
    ("  the answer handed to libmicrohttpd, metrics, access log (ServerContext.send)", "ServerContext.send("),
    ("the kernel's scheduling (context switches)", "__schedule"),
    ("epoll_wait", "epoll_wait"),
    ("sending the answers (sendmsg)", "__libc_sendmsg"),
]


def samples(path):
    stack = []
    for line in open(path, errors="replace"):
        if not line.strip():
            if stack:
                yield stack
            stack = []
        elif line[:1] in " \t":
            match = re.match(r"\s+[0-9a-f]+\s+(.*?)(\s+\(.*\))?$", line.rstrip("\n"))
            if match:
                stack.append(match.group(1))
    if stack:
        yield stack


def main():
    path = sys.argv[1]
    parts = [(text, text) for text in sys.argv[2:]] or PARTS
    all_samples = list(samples(path))
    total = len(all_samples)
    print(f"{total} samples of the server")
    for name, text in parts:
        count = sum(1 for stack in all_samples if any(text in frame for frame in stack))
        print(f"{count * 100 / total:5.1f} %  {name}")


if __name__ == "__main__":
    main()
