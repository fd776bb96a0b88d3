"""SPEC §19: every screen in every language, at 320 and 390 px, light and dark: no sideways
scroll, axe finds nothing, and a page in a translated language shows no string of the English
catalogue (the names of the person's own data aside). One browser context per language, the
screens walked in it as test_axe_every_screen.py walks them, so the suite stays quick."""
import re
from pathlib import Path

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from habits_server import HabitsServer
from test_accessibility import describe
from test_layout import sideways_scroll
from ui import add_event, add_habit, mark_done, seed_read_history

AXE = Axe()
COPY = Path(__file__).resolve().parents[2] / "Sources" / "HabitCore" / "Copy"
# Each language's copy files, by the prefix of their names.
FILES = {"en": "English", "ru": "Russian", "de": "German", "es": "Spanish", "fr": "French", "pt-BR": "Portuguese",
         "it": "Italian", "pl": "Polish", "uk": "Ukrainian", "tr": "Turkish", "ja": "Japanese", "zh-Hans": "Chinese",
         "ar": "Arabic"}
# Other products' names, wherever they stand (Loop-Habit-Tracker-Sicherung, Loop Habit Trackerの…,
# the apps the import page names).
PRODUCTS = ["Loop Habit Tracker", "Loop-Habit-Tracker", "Table Habit"]
# The names of the data below: the person's, never translated.
DATA = ["Dentist", "Health", "Water", "Swim", "Read", "km"]
# Entries every page may show in any language: the list of languages names each in itself.
EVERYWHERE = {"languageName"}
# English entries that are words of the language too, where its own sentences use them:
# German's genitive (Name des Trackers), Export and Import; French's date, secret and export;
# Portuguese's imperative (Pause todos os hábitos); Italian's notes; Polish's import.
SHARED_WORDS = {"de": {"Trackers", "Export", "Import"}, "fr": {"Date", "Secret", "Export"}, "pt-BR": {"Pause"},
                "it": {"Note"}, "pl": {"Import"}}


def catalogue(language):
    """Property → literal of every plain `var x: String { "…" }` entry of a language's copy."""
    entries = {}
    for path in COPY.glob(f"{FILES[language]}*.swift"):
        for key, text in re.findall(r'public var (\w+): String \{ "((?:[^"\\]|\\.)*)" \}', path.read_text()):
            if "\\" not in text:
                entries[key] = text
    return entries


ENGLISH = catalogue("en")


def english_left_in(language):
    """The English entries this language translates (not those it writes the same), as patterns
    that match them as whole words, longest first."""
    own = catalogue(language)
    texts = {text for key, text in ENGLISH.items()
             if key not in EVERYWHERE and own.get(key) != text and len(re.sub(r"\W", "", text)) >= 3
             and text not in SHARED_WORDS.get(language, set())}
    return [(text, re.compile(r"(?<!\w)" + re.escape(text) + r"(?!\w)")) for text in sorted(texts, key=len, reverse=True)]


PAGE_TEXT = """() => {
    const parts = [document.title, document.body.innerText];
    // JSON the page holds for its script (the rules' words, SPEC §23): its strings are words a
    // person reads, its keys are codes (a day's state, a plural category) that nobody does.
    const strings = (value) => typeof value === 'string' ? [value]
        : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
    for (const e of document.querySelectorAll('*')) {
        for (const a of e.attributes) {
            if (a.name.startsWith('data-') && /^[\\[{]/.test(a.value)) {
                try { parts.push(...strings(JSON.parse(a.value))); continue; } catch (error) { /* not JSON: below */ }
            }
            // The page script's words wait in data-* attributes; lower-case tokens there
            // (`done skipped none`), selectors and paths are for the script, not a person.
            const words = a.name.startsWith('data-') && !/^([a-z-]+( [a-z-]+)*|[#\\/].*)$/.test(a.value);
            if (['aria-label', 'placeholder', 'title', 'alt'].includes(a.name) || words) parts.push(a.value);
        }
    }
    for (const t of document.querySelectorAll('template')) parts.push(t.content.textContent);
    return parts.join('\\n');
}"""


@pytest.fixture(scope="module")
def shared():
    with HabitsServer() as server:
        seed_read_history(server)
        server.cli("add", "Swim", "--category", "Health", "--weekly", "2", "--start", "2025-03-01", "--color", "F59E0B")
        server.cli("add", "Water", "--category", "Health", "--every-day", "--measure", "km", "--target", "2.5",
                   "--start", "2025-03-01", "--color", "007BFA")
        add_event(server, "Dentist", color="2FD058")
        mark_done(server, "Swim", "2025-03-05")
        server.cli("note", "Read", "--date", "2025-03-06", "Dune")
        server.read_id = server.cli_json("show", "Read")["id"]
        server.water_id = server.cli_json("show", "Water")["id"]
        yield server


def screens(server):
    yield "/"
    yield "/?date=2025-03-05"
    yield "/statistics"
    yield "/trackers/new?kind=habit"
    yield "/trackers/new?kind=event"
    yield f"/trackers/{server.read_id}"
    yield f"/trackers/{server.water_id}"
    yield f"/trackers/{server.read_id}/edit"
    yield f"/trackers/{server.read_id}/delete"
    yield "/settings"
    yield "/settings/transfer"


@pytest.mark.parametrize("language", list(FILES))
def test_every_screen_in_every_language(make_page, shared, language):
    page = make_page(shared, cookies={"lang": language})
    left = english_left_in(language) if language != "en" else []
    problems = []

    def visit(name, path=None):
        if path:
            page.goto(path)
        expect(page.locator("main")).to_be_visible()
        assert page.evaluate("document.documentElement.lang") == language, name
        for width in (390, 320):
            page.set_viewport_size({"width": width, "height": 844})
            problems.append(sideways_scroll(page, f"{name} at {width} px"))
        page.set_viewport_size({"width": 390, "height": 844})
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            violations = AXE.run(page).response["violations"]
            problems.extend(f"{name} ({scheme}): {line}" for line in describe(violations))
        page.emulate_media(color_scheme="light")
        if left:
            text = page.evaluate(PAGE_TEXT)
            text = re.sub(r"\{\w+\}", "", text)  # a template's placeholders
            for product in PRODUCTS:
                text = text.replace(product, "")
            for data in DATA:
                text = re.sub(r"(?<!\w)" + re.escape(data) + r"(?!\w)", "", text)
            found = [english for english, pattern in left if pattern.search(text)]
            if found:
                problems.append(f"{name}: English left on the page: {found[:8]}")

    for path in screens(shared):
        visit(path, path)
    page.context.clear_cookies()
    page.context.add_cookies([{"name": "lang", "value": language, "url": shared.url},
                              {"name": "tz", "value": "UTC", "url": shared.url}])
    page.goto("/")
    expect(page.locator(".slides")).to_be_visible()
    visit("onboarding")
    problems = [p for p in problems if p]
    assert not problems, f"{len(problems)} problem(s) in {language}:\n" + "\n".join(problems)
