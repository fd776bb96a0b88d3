"""SPEC §19: the pseudo-locale (`?lang=en-XA`) shows every string of the catalogue accented, 40 %
longer and in brackets (generated from the English copy at build time), so on every screen

(a) a Latin word outside brackets that is not the person's own data, a number or a symbol is a
    string that bypassed the catalogue, and
(b) nothing sticks out sideways at 320 px with the longer words.

Text is read from the whole document, hidden menus, sheets and the script's templates included,
with the attributes a person hears or sees (labels, placeholders, titles) and the words the page
script shows later (in data-* attributes). One browser context walks every screen, as
test_every_language.py does, and the accounts screens (sign-in, Account) come from a second server."""
import re

import pytest
from playwright.sync_api import expect

from habits_server import HabitsServer
from test_accounts import accounts  # noqa: F401 (a fixture: Anna and Boris, with accounts)
from test_layout import sideways_scroll
from test_transfer import loop_backup
from ui import add_event, add_habit, choose, mark_done, seed_read_history

# The person's own words in the data below: never translated, never bracketed.
DATA = ["Dentist", "Health", "Mind", "Water", "Swim", "Read", "Yoga", "Old", "Glasses", "glasses", "km", "Dune", "sick",
        "Anna", "Boris", "Dev", "UTC", "Europe", "Berlin",
        # The Loop backup's habits and the category they are imported into.
        "Meditate", "Run", "Coffee", "Gym", "Call mom", "Floss", "Loop"]
# Names of products, the same in every language: this one, and the browser and system a signed-in
# device is named by (Settings → Account: Chrome · Linux · 127.0.0.1).
# The apps Habits imports from are named as they name themselves (Settings → Export and import).
PRODUCTS = ["Habits", "Chrome", "Linux", "Loop Habit Tracker", "HabitBull", "Rewire", "Tickmate", "Table Habit", "Habo",
            "Beaver", "Habitica", "harsh"]
TEXT = """() => {
    const language = document.documentElement.lang;
    // The language list names each language in itself (lang="de", "日本語"): not this page's words.
    const ours = (e) => { const marked = e.closest('[lang]'); return !marked || marked.lang === language; };
    const parts = [document.title];
    // JSON the page holds for its script (the rules' words, SPEC §23): its strings are words a
    // person reads, its keys are codes (a day's state, a plural category) that nobody does.
    const strings = (value) => typeof value === 'string' ? [value]
        : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
    const read = (root) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (parent && !parent.closest('script, style') && ours(parent) && node.data.trim()) parts.push(node.data.trim());
        }
        for (const e of root.querySelectorAll('*')) {
            if (!ours(e)) continue;
            for (const a of e.attributes) {
                // What the rules read (a card's data-rules record, the page's data-page line, the
                // body's data-rules script paths) is code for the WebAssembly, not words.
                if (a.name === 'data-page' || a.name === 'data-rules') continue;
                if (a.name.startsWith('data-') && /^[\\[{]/.test(a.value)) {
                    try { parts.push(...strings(JSON.parse(a.value))); continue; } catch (error) { /* not JSON: below */ }
                }
                const shown = ['aria-label', 'placeholder', 'title', 'alt'].includes(a.name)
                    || (a.name === 'value' && e.matches('input[type=submit], input[type=button]'));
                // The script's words wait in data-* attributes; tokens, ids, paths and dates there
                // (`done skipped`, `newCategory-error`, `/trackers/…`, `2025-03-07`) are for the script.
                const words = a.name.startsWith('data-') && !/^([a-z][\\w-]*( [a-z][\\w-]*)*|[#\\/].*|[-\\w]*\\d[-\\w:.]*)$/.test(a.value);
                if ((shown || words) && a.value.trim()) parts.push(a.value.trim());
            }
        }
    };
    read(document.body);
    for (const t of document.querySelectorAll('template')) read(t.content);
    return parts;
}"""


def unbracketed(text):
    """The Latin words of `text` that are outside brackets and not the person's data."""
    text = re.sub(r"\[[^\[\]]*\]", " ", text)
    text = re.sub(r"\{\w+\}", " ", text)  # the script's placeholders
    text = re.sub(r"https?://\S+", " ", text)
    for word in DATA + PRODUCTS:
        text = re.sub(r"(?<![\w-])" + re.escape(word) + r"(?![\w-])", " ", text)
    return re.findall(r"[A-Za-z]+", text)


@pytest.fixture(scope="module")
def shared():
    with HabitsServer() as server:
        seed_read_history(server)
        server.cli("category", "add", "Mind")
        server.cli("add", "Swim", "--category", "Health", "--weekly", "2", "--start", "2025-03-01")
        server.cli("add", "Water", "--category", "Health", "--every-day", "--measure", "km", "--target", "2.5",
                   "--start", "2025-03-01")
        server.cli("add", "Glasses", "--category", "Mind", "--every-day", "--measure", "glasses", "--target", "8",
                   "--start", "2025-03-01")
        add_habit(server, "Yoga", "Mind")
        add_habit(server, "Old", "Mind")
        add_event(server, "Dentist")
        mark_done(server, "Swim", "2025-03-05")
        server.cli("done", "Glasses", "--date", "2025-03-07", "--value", "3")
        server.cli("skip", "Water", "--date", "2025-03-07")
        server.cli("note", "Read", "--date", "2025-03-06", "Dune")
        server.cli("note", "Water", "--date", "2025-03-07", "sick")
        server.cli("pause", "Yoga", "--from", "2025-03-07")
        server.cli("pause", "Swim", "--from", "2025-03-10", "--until", "2025-03-14")
        server.cli("archive", "Old")
        server.cli("remind", "Read", "--at", "21:00")
        server.cli("notify", "ntfy", "https://ntfy.sh/habits-test")
        server.ids = {name: server.cli_json("show", name)["id"] for name in ("Read", "Swim", "Water", "Glasses", "Dentist")}
        yield server


def open_all(selector):
    return lambda page: page.locator(selector).evaluate_all("es => es.forEach(e => e.open = true)")


def name_too_long(page):
    page.locator("#name").fill("x" * 39)
    expect(page.locator("#name-error")).to_be_visible()


def weekly_out_of_range(page):
    page.locator("summary").filter(has=page.locator("#schedule-summary")).click()
    choose(page.locator("input[name=frequency][value=weekly]"))
    page.locator("input[name=weeklyTimes]").fill("7")
    expect(page.locator("#weeklyTimes-error")).to_be_visible()


def tap_read(page):
    page.locator("#board .card").filter(has_text="Read").locator("button.check").click()
    expect(page.locator("#board .card").filter(has_text="Read").locator("button.check")).to_have_attribute("aria-pressed", "false")


def screens(server):
    ids = server.ids
    read = ids["Read"]
    yield "trackers", "/", None
    yield "trackers, every menu and sheet open", "/", open_all("#board details")
    yield "trackers, a tap swapped in place", "/", tap_read
    yield "another day", "/?date=2025-03-05", None
    yield "nothing found", "/?q=zzz", None
    yield "nothing on the day", "/?date=2025-02-01", None
    yield "a card's menu without the script", f"/?tracker={read}", None
    yield "the value sheet without the script", f"/?tracker={ids['Glasses']}&sheet=value", None
    yield "the note sheet without the script", f"/?tracker={read}&sheet=note", None
    yield "the pause sheet without the script", f"/?tracker={read}&sheet=pause", None
    yield "new habit, every sheet open", "/trackers/new?kind=habit", open_all("details")
    yield "new habit, name too long", "/trackers/new?kind=habit", name_too_long
    yield "new habit, times a week out of range", "/trackers/new?kind=habit", weekly_out_of_range
    yield "new irregular event", "/trackers/new?kind=event", open_all("details")
    yield "edit habit", f"/trackers/{read}/edit", open_all("details")
    yield "edit measurable habit", f"/trackers/{ids['Water']}/edit", open_all("details")
    yield "delete confirmation", f"/trackers/{read}/delete", None
    yield "detail", f"/trackers/{read}", open_all("details")
    yield "detail, a planned pause", f"/trackers/{ids['Swim']}", open_all("details")
    yield "detail, measurable", f"/trackers/{ids['Water']}", open_all("details")
    yield "detail, every chart", f"/trackers/{ids['Glasses']}?strength=all", open_all("details")
    yield "detail, irregular event", f"/trackers/{ids['Dentist']}", open_all("details")
    yield "statistics", "/statistics", open_all("details")
    yield "statistics, sorted", "/statistics?sort=strength", open_all("details")
    yield "settings", "/settings", open_all("details")
    yield "export and import", "/settings/transfer", None
    yield "not found", "/trackers/00000000-0000-0000-0000-000000000000", None


def check(page, name, problems):
    expect(page.locator("main")).to_be_visible()
    assert page.evaluate("document.documentElement.lang") == "en-XA", name
    page.set_viewport_size({"width": 320, "height": 844})
    problems.append(sideways_scroll(page, f"{name} at 320 px"))
    found = {}
    for part in page.evaluate(TEXT):
        for word in unbracketed(part):
            found.setdefault(word, part[:120])
    problems.extend(f"{name}: {word!r} in {part!r}" for word, part in found.items())
    page.set_viewport_size({"width": 390, "height": 844})


def import_preview(folder):
    def action(page):
        page.locator("input[type=file]").set_input_files(loop_backup(folder))
        page.locator("input[name=category]").fill("Loop")
        page.locator("form[enctype] button[type=submit]").click()
        expect(page.locator("#preview-title")).to_be_visible()
    return action


def test_every_screen_in_the_pseudo_locale_is_bracketed_and_fits(make_page, shared, accounts, tmp_path):
    page = make_page(shared)
    problems = []
    # Asked for once by the address; the cookie it sets carries it to every page after.
    page.goto("/?lang=en-XA")
    for name, path, action in screens(shared):
        page.goto(path)
        if action:
            action(page)
        check(page, name, problems)
    page.goto("/settings/transfer")
    import_preview(tmp_path)(page)
    check(page, "import preview", problems)

    fresh = make_page(shared, onboarded=False, cookies={"tz": "UTC", "lang": "en-XA"})
    fresh.goto("/")
    expect(fresh.locator(".slides")).to_be_visible()
    check(fresh, "onboarding", problems)

    # Accounts: the sign-in page, then Settings → Account with its devices, token and password.
    accounts.cli("token", "add", "--user", "Anna", "--label", "Dev")
    person = make_page(accounts, cookies={"lang": "en-XA"})
    person.goto("/")
    check(person, "sign-in", problems)
    person.locator("input[name=username]").fill("Anna")
    person.locator("input[name=password]").fill("wrong horse")
    person.locator("form button[type=submit]").first.click()
    check(person, "sign-in, wrong password", problems)
    person.locator("input[name=password]").fill("correct horse")
    person.locator("form button[type=submit]").first.click()
    expect(person.locator("#board")).to_be_visible()
    person.goto("/settings")
    open_all("details")(person)
    check(person, "settings with an account", problems)

    # The same reading finds the English of an English page: the check can fail.
    english = make_page(shared, cookies={"lang": "en"})
    english.goto("/")
    assert "Trackers" in {word for part in english.evaluate(TEXT) for word in unbracketed(part)}

    problems = [p for p in problems if p]
    assert not problems, f"{len(problems)} problem(s):\n" + "\n".join(problems)
