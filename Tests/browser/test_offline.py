"""Seed 003 §6.4 `Airplane mode after first load → app opens and taps still save`: after one load
online the service worker serves the app from its cache; taps made offline show at once (with the
values the server rendered for the other outcome), are kept in IndexedDB across a reload, and are
sent in order, exactly once, when the connection returns."""
import re

from playwright.sync_api import expect

from ui import add_habit, best, card, check_button, mark_done, progress, streak

SYNC_STATUS = "#sync-status"
COMPLETIONS = re.compile(r"^POST /trackers/([0-9a-f-]+)/completions (\d{3})\b")
QUEUED = """() => new Promise((resolve, reject) => {
    const open = indexedDB.open('habits');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('writes')) { db.close(); resolve([]); return; }
        const all = db.transaction('writes').objectStore('writes').getAll();
        all.onsuccess = () => { db.close(); resolve(all.result); };
        all.onerror = () => reject(all.error);
    };
})"""


def completion_requests(server):
    """(tracker id, status) of every tap the server was sent (the board's form route), in order."""
    return [m.groups() for m in map(COMPLETIONS.match, server.log()) if m]


def load_until_the_service_worker_controls(page) -> None:
    page.goto("/")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()  # the worker controls pages loaded after it activated
    expect(progress(page)).to_be_visible()
    assert page.evaluate("!!navigator.serviceWorker.controller"), "the service worker does not control the page"


def test_airplane_mode_after_first_load_app_opens_and_taps_still_save(page, server):
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    mark_done(server, "Read", "2025-03-01", "2025-03-02", "2025-03-03", "2025-03-04", "2025-03-06")  # 🔥 1, Best 4
    add_habit(server, "Run")
    mark_done(server, "Run", "2025-03-05", "2025-03-06")  # 🔥 2, Best 2
    read_id, run_id = server.cli_json("show", "Read")["id"], server.cli_json("show", "Run")["id"]
    status = page.locator(SYNC_STATUS)

    load_until_the_service_worker_controls(page)
    expect(progress(page)).to_have_text("0 of 2 done today")

    # Airplane mode: the app opens from the cache.
    page.context.set_offline(True)
    assert page.evaluate("navigator.onLine") is False
    page.reload()
    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()
    expect(progress(page)).to_have_text("0 of 2 done today")
    expect(streak(page, "Read")).to_have_text("🔥 1")

    # A tap shows at once, with the right numbers, and says it will sync.
    check_button(page, "Read").click()
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "true")
    expect(check_button(page, "Read")).to_have_text("✓")
    expect(streak(page, "Read")).to_have_text("🔥 2")
    expect(best(page, "Read")).to_have_text("Best 4")
    expect(card(page, "Read")).to_contain_text("6 days")
    expect(progress(page)).to_have_text("1 of 2 done today")
    expect(status).to_have_text("Offline — your taps will sync")
    expect(status).to_be_visible()
    expect(status).to_have_attribute("aria-live", "polite")

    # Done and undone again: both taps are kept, in order.
    check_button(page, "Run").click()
    expect(check_button(page, "Run")).to_have_attribute("aria-pressed", "true")
    expect(streak(page, "Run")).to_have_text("🔥 3")
    expect(best(page, "Run")).to_have_text("Best 3")
    expect(progress(page)).to_have_text("All done today. Nice work!")
    check_button(page, "Run").click()
    expect(check_button(page, "Run")).to_have_attribute("aria-pressed", "false")
    expect(streak(page, "Run")).to_have_text("🔥 2")
    expect(best(page, "Run")).to_have_text("Best 2")
    expect(progress(page)).to_have_text("1 of 2 done today")
    queued = page.evaluate(QUEUED)
    assert [(w["action"], dict(w["fields"])["date"], dict(w["fields"])["done"]) for w in queued] == [
        (f"/trackers/{read_id}/completions", "2025-03-07", "1"), (f"/trackers/{run_id}/completions", "2025-03-07", "1"),
        (f"/trackers/{run_id}/completions", "2025-03-07", "0")], queued
    assert all(isinstance(w["at"], int) for w in queued) and [w["at"] for w in queued] == sorted(w["at"] for w in queued)
    assert completion_requests(server) == [], "a tap reached the server while offline"

    # Reopened offline, the taps are still shown.
    page.reload()
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "true")
    expect(streak(page, "Read")).to_have_text("🔥 2")
    expect(check_button(page, "Run")).to_have_attribute("aria-pressed", "false")
    expect(streak(page, "Run")).to_have_text("🔥 2")
    expect(progress(page)).to_have_text("1 of 2 done today")
    expect(status).to_have_text("Offline — your taps will sync")

    # Back online: sent in order, once each.
    page.context.set_offline(False)
    expect(status).to_have_text("All changes synced", timeout=30_000)
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "true")
    expect(streak(page, "Read")).to_have_text("🔥 2")
    expect(progress(page)).to_have_text("1 of 2 done today")
    assert page.evaluate(QUEUED) == []
    sent = [(read_id, "303"), (run_id, "303"), (run_id, "303")]
    assert completion_requests(server) == sent, "\n".join(server.log()[-20:])

    # Another "online" finds nothing left to send.
    page.evaluate("window.dispatchEvent(new Event('online'))")
    page.reload()
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "true")
    expect(check_button(page, "Run")).to_have_attribute("aria-pressed", "false")
    expect(status).to_be_hidden()
    assert completion_requests(server) == sent, "\n".join(server.log()[-20:])

    # The server has exactly that: Read done on the 7th (once), Run not.
    shown = server.cli_json("show", "Read")
    assert (shown["days"], shown["currentStreak"], shown["bestStreak"]) == (6, 2, 4), shown
    exported = {t["name"]: t for t in page.request.get("/api/v1/export").json()["trackers"]}
    assert exported["Read"]["completions"].count("2025-03-07") == 1, exported["Read"]
    assert "2025-03-07" not in exported["Run"]["completions"], exported["Run"]
    listed = {t["name"]: t for s in server.cli_json("list")["sections"] for t in s["trackers"]}
    assert listed["Read"]["done"] is True and listed["Run"]["done"] is False, listed
