"""Passwords (SPEC §13): Habits stores libsodium's Argon2id hashes in the standard encoded form.
An independent implementation (argon2-cffi, the reference C code) must verify what Habits wrote,
and Habits must accept a hash argon2-cffi wrote, so the hashes are the standard ones and not
merely consistent with themselves. Only hashes of tokens are stored (BLAKE2b, checked here with
Python's hashlib)."""
import hashlib
import sqlite3
import subprocess
import urllib.parse

import argon2
import pytest

from harness import Server, habits_bin


def user_add(server: Server, name: str, password: str) -> None:
    result = subprocess.run([habits_bin(), *server.location, "user", "add", name], input=password + "\n",
                            env=server.env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr


def sign_in(server: Server, name: str, password: str):
    body = urllib.parse.urlencode({"username": name, "password": password})
    return server.request("POST", "/login", body=body, headers={"Content-Type": "application/x-www-form-urlencoded"})


def test_habits_hashes_are_standard_argon2id_both_ways(server):
    password = "correct horse ✓ ' OR 1=1 --"
    user_add(server, "Anna", password)
    database = sqlite3.connect(server.db)
    [(stored,)] = database.execute("SELECT password_hash FROM accounts WHERE name = 'Anna'").fetchall()
    # libsodium's interactive limits: 64 MiB, 2 passes, one lane.
    assert stored.startswith("$argon2id$v=19$m=65536,t=2,p=1$")
    hasher = argon2.PasswordHasher()
    assert hasher.verify(stored, password)
    with pytest.raises(argon2.exceptions.VerifyMismatchError):
        hasher.verify(stored, password + "x")

    # A hash argon2-cffi made (other limits, other salt) signs in through Habits' libsodium.
    other = argon2.PasswordHasher(time_cost=3, memory_cost=32768, parallelism=1).hash("battery staple")
    user_add(server, "Boris", "placeholder password")
    database.execute("UPDATE accounts SET password_hash = ? WHERE name = 'Boris'", (other,))
    database.commit()
    answer = sign_in(server, "Boris", "battery staple")
    assert answer.status == 303, answer
    cookie = answer.header("Set-Cookie").split(";")[0].split("=", 1)[1]
    assert sign_in(server, "Boris", "placeholder password").status == 401

    # The session's token is stored only as its BLAKE2b-256 hash.
    hashes = [row[0] for row in database.execute("SELECT token_hash FROM sessions")]
    assert hashlib.blake2b(cookie.encode(), digest_size=32).hexdigest() in hashes
    assert cookie not in hashes
    database.close()
