"""SPEC §18: `habits backup`, `habits serve --backup-dir` and `habits restore` through the command line."""
from __future__ import annotations

import sqlite3
import subprocess
import time
from pathlib import Path

from habits_server import habits_bin, habits_env


def habits(db: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([habits_bin(), "--db", str(db), *args], env=habits_env(), capture_output=True, text=True, timeout=60)


def test_backup_then_restore_through_the_cli(tmp_path):
    db = tmp_path / "h.sqlite"
    assert habits(db, "category", "add", "Health").returncode == 0
    made = habits(db, "backup", str(tmp_path / "backups"), "--keep", "2")
    assert made.returncode == 0, made.stderr
    backups = sorted((tmp_path / "backups").glob("habits-*.sqlite"))
    assert len(backups) == 1 and str(backups[0]) in made.stdout
    assert habits(db, "category", "add", "Home").returncode == 0

    restored = habits(db, "restore", str(backups[0]))
    assert restored.returncode == 0, restored.stderr
    assert "before-restore" in restored.stdout
    assert "Home" not in habits(db, "category", "list").stdout
    assert "Home" in habits(tmp_path / "h.sqlite.before-restore", "category", "list").stdout
    assert sqlite3.connect(db).execute("PRAGMA integrity_check").fetchone() == ("ok",)


def test_restore_refuses_a_broken_or_newer_file_and_changes_nothing(tmp_path):
    db = tmp_path / "h.sqlite"
    habits(db, "category", "add", "Health")
    before = db.read_bytes()
    broken = tmp_path / "broken.sqlite"
    broken.write_bytes(b"SQLite format 3\x00" + b"\x42" * 4000)
    refused = habits(db, "restore", str(broken))
    assert refused.returncode != 0 and "nothing was restored" in refused.stderr
    newer = tmp_path / "newer.sqlite"
    habits(newer, "category", "add", "Later")
    connection = sqlite3.connect(newer)
    connection.execute("PRAGMA user_version = 999")
    connection.commit()
    connection.close()
    refused = habits(db, "restore", str(newer))
    assert refused.returncode != 0 and "newer Habits" in refused.stderr, refused.stderr
    assert db.read_bytes() == before
    assert not (tmp_path / "h.sqlite.before-restore").exists()
    # The newer file itself is refused when opened, with the same words.
    opened = habits(newer, "category", "list")
    assert opened.returncode != 0 and "newer Habits" in opened.stderr


def test_serve_backs_up_on_a_schedule_and_keeps_the_newest(make_server, tmp_path):
    folder = tmp_path / "scheduled"
    server = make_server(args=("--backup-dir", str(folder), "--backup-every", "1s", "--backup-keep", "2"))
    deadline = time.monotonic() + 20
    while sum("backup written to" in line for line in server.log()) < 3 and time.monotonic() < deadline:
        time.sleep(0.1)
    assert sum("backup written to" in line for line in server.log()) >= 3, server.log()
    assert 1 <= len(list(folder.glob("habits-*.sqlite"))) <= 2
    assert not list(folder.glob("*.partial"))
