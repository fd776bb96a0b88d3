"""API fuzzing with schemathesis against the server's own OpenAPI document.

The checks are the ones that hold the server to its document and to SPEC §5: no 5xx, every status
code declared for its operation, every body matching the declared schema and content type, and the
stateful checks (a created resource can be fetched; a deleted one is gone). Schemathesis' other
checks (`positive_data_acceptance`, `negative_data_rejection`) are left out on purpose: the document
describes shapes, and the API rightly refuses some well-shaped data with 400/422 (an empty name, an
event with a schedule) that the document cannot express.

The database is seeded with a few trackers and categories, and their ids (and recent days) are
offered to the generator as dictionaries, so that most requests reach real data instead of 404.
Quick mode generates a few hundred cases, `--full` at least 10,000. One worker: with two, the
hypothesis engine inside schemathesis now and then fails on Python 3.11 with "AST constructor
recursion depth mismatch" (a thread-safety problem of its own, not the server's). Concurrent
requests are covered by test_crash.py and test_races.py instead.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from harness import Server, note

CHECKS = ["not_a_server_error", "status_code_conformance", "content_type_conformance",
          "response_headers_conformance", "response_schema_conformance", "use_after_free",
          "ensure_resource_availability"]
RECENT_DAYS = [f"2025-03-0{d}" for d in range(1, 8)] + ["2025-02-28", "2025-01-01"]


def seed(server: Server) -> tuple[list[str], list[str]]:
    categories = [server.add_category(name)["id"] for name in ("Health", "Mind")]
    trackers = [
        server.add_tracker("Read", categories[0])["id"],
        server.add_tracker("Run", categories[0], schedule=["mon", "wed", "fri"], note="5 km")["id"],
        server.add_tracker("Dentist", categories[1], kind="event")["id"],
    ]
    for day in ("2025-03-01", "2025-03-02", "2025-03-06"):
        assert server.request("PUT", f"/api/v1/trackers/{trackers[0]}/completions/{day}").status == 200
    return trackers, categories


def config(trackers: list[str], categories: list[str]) -> str:
    def values(items):
        return json.dumps(items)
    return f"""
[dictionaries.trackers]
values = {values(trackers)}
[dictionaries.categories]
values = {values(categories)}
[dictionaries.days]
values = {values(RECENT_DAYS)}

[[operations]]
include-path-regex = "^/api/v1/trackers/\\\\{{id\\\\}}"
parameters = {{ "path.id" = {{ dictionary = "trackers", probability = 0.6 }}, "path.day" = {{ dictionary = "days", probability = 0.5 }} }}

[[operations]]
include-path-regex = "^/api/v1/categories/\\\\{{id\\\\}}"
parameters = {{ "path.id" = {{ dictionary = "categories", probability = 0.6 }} }}

# The live update stream never ends by itself; its own tests are in test_abuse.py.
[[operations]]
include-path = "/api/v1/events"
enabled = false

[[operations]]
include-path = "/api/v1/trackers"
include-method = "POST"
parameters = {{ "body.categoryId" = {{ dictionary = "categories", probability = 0.6 }} }}
"""


def run_schemathesis(server: Server, directory: Path, examples: int, seed: int | None) -> tuple[dict, str]:
    """One `st run` over every operation and phase; returns its JSON report and its output."""
    report_dir = directory / "report"
    for old in report_dir.glob("json-*.json"):
        old.unlink()
    command = [str(Path(sys.executable).parent / "st"), "--config-file", str(directory / "schemathesis.toml"),
               "run", f"{server.base}/api/v1/openapi.json",
               "--checks", ",".join(CHECKS), "--max-examples", str(examples), "--workers", "1",
               "--phases", "examples,coverage,fuzzing,stateful", "--request-timeout", "30",
               "--suppress-health-check", "all", "--report", "json", "--report-dir", str(report_dir),
               "--output-truncate", "false"]
    if seed is not None:
        command += ["--seed", str(seed)]
    result = subprocess.run(command, cwd=directory, capture_output=True, text=True, timeout=3000,
                            env={**os.environ, "NO_COLOR": "1", "COLUMNS": "120"})
    output = result.stdout + result.stderr
    reports = sorted(report_dir.glob("json-*.json"))
    assert reports, f"schemathesis wrote no report (exit {result.returncode}):\n{output[-5000:]}"
    report = json.loads(reports[-1].read_text())
    report["exit_code"] = result.returncode
    return report, output


def test_api_conforms_to_its_openapi_document(server, full, tmp_path):
    trackers, categories = seed(server)
    (tmp_path / "schemathesis.toml").write_text(config(trackers, categories))
    # Quick: one pass of about 800 cases. Full: passes of about 4,500 cases with fresh seeds until
    # 10,000 (raising --max-examples instead grows a pass slowly: small operations run out of
    # distinct inputs).
    wanted = 10_000 if full else 200
    examples = 400 if full else 15
    base_seed = int(os.environ["RELIABILITY_SEED"]) if os.environ.get("RELIABILITY_SEED") else None
    generated = 0
    for attempt in range(6):
        seed_ = None if base_seed is None else base_seed + attempt
        report, output = run_schemathesis(server, tmp_path, examples, seed_)
        generated += report["test_cases"]["generated"]
        note(f"schemathesis pass {attempt + 1}: {report['test_cases']['generated']} cases "
              f"(total {generated}), seed {report['seed']}, exit {report['exit_code']}")
        # The human-readable sections: FAILURES (server misbehaviour) and ERRORS (requests that
        # could not be made or read, e.g. a connection reset).
        sections = [name for name in ("ERRORS", "FAILURES", "WARNINGS", "SUMMARY") if f"= {name} =" in output]
        first = min((output.find(f"= {name} =") for name in sections if name in ("ERRORS", "FAILURES")), default=-1)
        failures_text = output[first:output.find("= WARNINGS =") if "= WARNINGS =" in output else None] if first >= 0 else ""
        assert not report["failures"] and not report["errors"] and report["exit_code"] == 0, (
            f"schemathesis found problems (seed {report['seed']}, {report['test_cases']['generated']} cases):\n"
            f"{json.dumps(report['failures'], indent=1)}\n{json.dumps(report['errors'], indent=1)[:3000]}\n"
            f"{failures_text[:12000]}\nserver 5xx/crash lines: {server.server_errors()[:20]}\n"
            f"server stderr (not access log):\n" + "\n".join(server.diagnostics()[:30]))
        if generated >= wanted:
            break
    assert generated >= wanted, f"only {generated} cases were generated, {wanted} wanted"
