"""SPEC §18: /healthz, /readyz, /metrics in the Prometheus text format (read by prometheus_client's
own parser), --log-format json, and every serve option from the environment."""
from __future__ import annotations

import json
import subprocess
import time
import urllib.error
import urllib.request

from habits_server import habits_bin, habits_env
from prometheus_client.parser import text_string_to_metric_families


def get(url: str, data: bytes | None = None, headers: dict | None = None) -> tuple[int, str]:
    request = urllib.request.Request(url, data=data, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def wait_for(condition, timeout: float = 5.0) -> bool:
    """A request is logged once it completes, which may be just after its answer arrived."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def test_metrics_parse_and_count_requests_by_route_and_status(make_server):
    server = make_server(args=("--metrics-public", "--log-format", "json"))
    server.cli("category", "add", "Health")
    assert get(server.url + "healthz") == (200, "ok\n")
    assert get(server.url + "readyz")[0] == 200
    body = json.dumps({"name": "Read", "kind": "event", "categoryId": server.cli_json("category", "list")[0]["id"]}).encode()
    status, _ = get(server.url + "api/v1/trackers", data=body, headers={"Content-Type": "application/json"})
    assert status == 201
    assert get(server.url + "api/v1/trackers/0195a0d2-0000-7000-8000-000000000001")[0] == 404

    status, text = get(server.url + "metrics")
    assert status == 200
    families = {family.name: family for family in text_string_to_metric_families(text)}
    for name in ["habits_http_requests", "habits_http_request_duration_seconds", "habits_writes", "habits_group_commit_batch_size",
                 "habits_event_streams_open", "habits_reminders_sent", "habits_reminders_failed", "habits_database_errors"]:
        assert name in families, name
    requests = {(s.labels["route"], s.labels["method"], s.labels["status"]): s.value
                for s in families["habits_http_requests"].samples}
    assert requests[("/api/v1/trackers", "POST", "201")] == 1
    assert requests[("/api/v1/trackers/{id}", "GET", "404")] == 1
    assert requests[("/healthz", "GET", "200")] == 1
    assert families["habits_http_request_duration_seconds"].type == "histogram"
    writes = {s.name: s.value for s in families["habits_writes"].samples}
    assert writes["habits_writes_total"] >= 1
    batches = {s.name: s.value for s in families["habits_group_commit_batch_size"].samples}
    assert batches["habits_group_commit_batch_size_count"] >= 1

    assert wait_for(lambda: any('"route":"/metrics"' in line for line in server.log()))
    lines = [json.loads(line) for line in server.log() if line.startswith("{")]
    posted = [line for line in lines if line["method"] == "POST"]
    assert posted and set(posted[0]) == {"time", "method", "route", "status", "ms", "account"}
    assert posted[0]["route"] == "/api/v1/trackers" and posted[0]["status"] == 201
    assert posted[0]["time"].endswith("Z") and isinstance(posted[0]["ms"], float)
    assert any(line["route"] == "/api/v1/trackers/{id}" for line in lines)


def test_metrics_need_the_passphrase_unless_public(make_server):
    server = make_server(args=("--password", "open sesame"))
    _, text = get(server.url + "metrics")  # redirected to the sign-in page
    assert "habits_http_requests_total" not in text
    assert get(server.url + "healthz") == (200, "ok\n")


def test_every_serve_option_is_an_environment_variable(make_server):
    server = make_server(env={"HABITS_LOG_FORMAT": "json", "HABITS_METRICS_PUBLIC": "1"})
    assert get(server.url + "metrics")[0] == 200
    assert wait_for(lambda: any(line.startswith('{"time":') for line in server.log()))


def test_listening_everywhere_without_accounts_or_a_passphrase_exits_naming_what_to_set(tmp_path):
    env = habits_env()
    env.update(HABITS_HOST="0.0.0.0", HABITS_PORT="0", HABITS_DB=str(tmp_path / "h.sqlite"))
    result = subprocess.run([habits_bin(), "serve"], env=env, capture_output=True, text=True, timeout=10)
    assert result.returncode != 0
    assert "HABITS_PASSWORD" in result.stderr and "habits user add" in result.stderr, result.stderr
    env["HABITS_PASSWORD"] = "open sesame"
    process = subprocess.Popen([habits_bin(), "serve"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert "0.0.0.0" in process.stdout.readline()
    finally:
        process.terminate()
        process.wait(timeout=10)
