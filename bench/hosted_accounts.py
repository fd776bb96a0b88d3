#!/usr/bin/env python3
"""Signs the hosted benchmark's first K accounts in: each gets a name, account 1's password hash
(`habits user add` made it) and an API token, and the requests of the benchmark are written out.

    hosted_accounts.py --port PORT --accounts K --today YYYY-MM-DD --days D --out DIR

As the cluster's superuser (row-level security binds the app's role, not a loader): accounts
2…K are named `bench<id>`; every account 1…K gets a token of 32 random bytes (base64url, as
`Secrets.newToken` makes them), stored as its 32-byte BLAKE2b hash in hex (libsodium's
`crypto_generichash`, which is BLAKE2b; Python's hashlib computes it independently). Writes
  DIR/taps-0.txt, DIR/taps-1.txt
                  `TOKEN PATH` for each account's completions of its habits over the last D
                  days before today (the taps toggle them, starting from undone); the odd
                  accounts' in the first file, the even accounts' in the second (one per process)
  DIR/boards.txt  `TOKEN` per account (board reads)
  DIR/tokens.txt  the tokens in account order (account 1's first)
"""
import argparse
import base64
import datetime
import hashlib
import os
import secrets
import subprocess
import time


def main():
    arguments = argparse.ArgumentParser()
    arguments.add_argument("--port", required=True)
    arguments.add_argument("--accounts", type=int, required=True)
    arguments.add_argument("--today", required=True)
    arguments.add_argument("--days", type=int, default=10)
    arguments.add_argument("--out", required=True)
    options = arguments.parse_args()
    psql_bin = os.path.join(os.environ.get("PG_BIN", "/usr/lib/postgresql/15/bin"), "psql")

    def psql(sql, stdin=None):
        result = subprocess.run([psql_bin, "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1", "-h", "127.0.0.1", "-p", options.port,
                                 "-U", "postgres", "-d", "habits", "-c", sql], input=stdin, capture_output=True, text=True)
        if result.returncode != 0:
            raise SystemExit(f"psql failed: {result.stderr}")
        return result.stdout

    count = options.accounts
    psql(f"""UPDATE accounts SET name = 'bench' || id, name_key = 'bench' || id,
                 password_hash = (SELECT password_hash FROM accounts WHERE id = 1)
             WHERE id BETWEEN 2 AND {count}""")
    tokens = {}
    rows = []
    now = int(time.time())
    for account in range(1, count + 1):
        token = base64.urlsafe_b64encode(secrets.token_bytes(32)).decode().rstrip("=")
        tokens[account] = token
        rows.append(f"{account}\t{hashlib.blake2b(token.encode(), digest_size=32).hexdigest()}\tbench\t{now}")
    psql("COPY api_tokens (account_id, token_hash, label, created_at) FROM STDIN", stdin="\n".join(rows) + "\n")

    today = datetime.date.fromisoformat(options.today)
    days = [today - datetime.timedelta(days=back) for back in range(1, options.days + 1)]
    trackers = [line.split("|") for line in psql(f"""SELECT account_id, id FROM trackers WHERE account_id <= {count}
                                                    ORDER BY account_id, position""").split()]
    os.makedirs(options.out, exist_ok=True)
    files = [open(os.path.join(options.out, f"taps-{half}.txt"), "w") for half in (0, 1)]
    # Account after account (each one's first habit, then each one's second…), so that requests
    # in flight together are different people's, as they are on a server with many people.
    habits = {}
    for account, tracker in trackers:
        habits.setdefault(int(account), []).append(tracker)
    for day in days:
        for place in range(max(len(ids) for ids in habits.values())):
            for account, ids in habits.items():
                if place < len(ids):
                    files[1 - account % 2].write(f"{tokens[account]} /api/v1/trackers/{ids[place]}/completions/{day.isoformat()}\n")
    for file in files:
        file.close()
    with open(os.path.join(options.out, "boards.txt"), "w") as boards:
        for account in range(1, count + 1):
            boards.write(f"{tokens[account]} /api/v1/board\n")
    with open(os.path.join(options.out, "tokens.txt"), "w") as out:
        out.write("\n".join(tokens[account] for account in range(1, count + 1)) + "\n")
    print(f"{count} accounts signed in, {len(trackers) * len(days)} taps, {count} boards")


if __name__ == "__main__":
    main()
