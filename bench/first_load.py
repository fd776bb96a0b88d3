#!/usr/bin/env python3
"""First load of `/` on a new device: every byte Chromium transfers, read over the DevTools protocol.

    first_load.py BASE_URL OUT.json

A fresh browser context (empty cache, no cookies) on a phone-sized screen opens `/`: the onboarding
screen, its CSS, JS and icon, the one reload app.js makes to send the device's time zone, and the web
manifest (asked for with Page.getAppManifest, as a phone does when it checks installability). Then
the person taps the onboarding button and lands on the board. Service workers are blocked so that
the worker's precache stays out and every request is the page's own; the worker script the page
registers (/sw.js) is fetched once with fetch() so that its bytes are counted too.

Bytes are Network.loadingFinished's encodedDataLength (headers plus compressed body as received),
plus the encodedDataLength of every redirect response.
"""
import json
import sys
import time
from urllib.parse import urlsplit

from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/lib/chromium/chromium"


def settle(page, seconds=1.0):
    page.wait_for_load_state("networkidle")
    time.sleep(seconds)


def main(base, out_path):
    requests = {}  # requestId -> record
    order = []
    phase = ["first visit"]

    def record(request_id):
        if request_id not in requests:
            requests[request_id] = {"phase": phase[0], "url": "", "method": "", "type": "", "status": None,
                                    "bytes": 0, "encoding": None, "cached": False, "redirects": 0}
            order.append(request_id)
        return requests[request_id]

    def on_request(event):
        entry = record(event["requestId"])
        if event.get("redirectResponse"):
            entry["redirects"] += 1
            entry["bytes"] += event["redirectResponse"].get("encodedDataLength", 0)
            entry["url"] += " → "
        entry["url"] += urlsplit(event["request"]["url"]).path
        entry["method"] += ("→" if entry["method"] else "") + event["request"]["method"]
        entry["type"] = event.get("type", "")

    def on_response(event):
        entry = record(event["requestId"])
        response = event["response"]
        headers = {k.lower(): v for k, v in response["headers"].items()}
        entry["status"] = response["status"]
        entry["encoding"] = headers.get("content-encoding")
        entry["cached"] = bool(response.get("fromDiskCache") or response.get("fromServiceWorker"))

    def on_finished(event):
        record(event["requestId"])["bytes"] += int(event["encodedDataLength"])

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        context = browser.new_context(viewport={"width": 412, "height": 915}, device_scale_factor=2, is_mobile=True,
                                      has_touch=True, timezone_id="UTC", locale="en-GB", service_workers="block")
        page = context.new_page()
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.on("Network.requestWillBeSent", on_request)
        cdp.on("Network.responseReceived", on_response)
        cdp.on("Network.loadingFinished", on_finished)

        page.goto(base + "/", wait_until="load")
        settle(page)
        cdp.send("Page.getAppManifest")
        page.evaluate("fetch('/sw.js').then((r) => r.text())")
        settle(page)

        phase[0] = "through onboarding"
        page.click("form[action='/onboarding'] button")
        settle(page)
        board_cards = page.locator(".card").count()
        browser.close()

    resources = [requests[i] for i in order]
    totals = {}
    for entry in resources:
        totals[entry["phase"]] = totals.get(entry["phase"], 0) + entry["bytes"]
    result = {"resources": resources, "bytes": totals, "total_bytes": sum(totals.values()),
              "board_cards": board_cards, "target_bytes": 30 * 1024}
    with open(out_path, "w") as out:
        json.dump(result, out, indent=2)

    print(f"{'phase':<20} {'method':<8} {'type':<11} {'status':>6} {'enc':<5} {'bytes':>7}  url")
    for entry in resources:
        print(f"{entry['phase']:<20} {entry['method']:<8} {entry['type']:<11} {entry['status'] or '-':>6} "
              f"{entry['encoding'] or '-':<5} {entry['bytes']:>7}  {entry['url']}{'  (cache)' if entry['cached'] else ''}")
    for name, value in totals.items():
        print(f"{name}: {value} bytes ({value / 1024:.1f} KB)")
    print(f"total: {result['total_bytes']} bytes ({result['total_bytes'] / 1024:.1f} KB); board cards shown: {board_cards}")


if __name__ == "__main__":
    main(sys.argv[1].rstrip("/"), sys.argv[2])
