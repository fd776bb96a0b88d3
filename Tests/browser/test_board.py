"""The Trackers screen: marking done in place, days and months, search, filters, pinning."""
import re

from playwright.sync_api import expect

from ui import (add_event, add_habit, card, check_button, date_button, filters_button,
                mark_done, marker, open_calendar, open_card_menu, open_filters, progress, section,
                section_titles, set_marker)

ANY_CHECK = re.compile(r"^Mark .* done$")


def seed_two_habits(server):
    server.cli("category", "add", "Health")
    add_habit(server, "Read", emoji="📚", color="9333EA")
    add_habit(server, "Run", days="mon,wed,fri", color="16A34A")


def test_mark_done_and_undo_update_in_place(page, server):
    seed_two_habits(server)
    page.goto("/")
    expect(progress(page)).to_have_text("0 of 2 done today")
    read = check_button(page, "Read")
    expect(read).to_have_attribute("aria-pressed", "false")
    expect(card(page, "Read")).to_contain_text("0 days")
    set_marker(page)

    read.click()
    expect(read).to_have_attribute("aria-pressed", "true")
    expect(read).to_have_text("✓")
    expect(card(page, "Read")).to_contain_text("1 day")
    expect(card(page, "Read")).to_contain_text("🔥 1")
    expect(card(page, "Read")).to_contain_text("Best 1")
    expect(progress(page)).to_have_text("1 of 2 done today")
    assert marker(page) == "still here", "marking done reloaded the page"

    check_button(page, "Run").click()
    expect(check_button(page, "Run")).to_have_attribute("aria-pressed", "true")
    expect(progress(page)).to_have_text("All done today. Nice work!")

    read.click()
    expect(read).to_have_attribute("aria-pressed", "false")
    expect(read).to_have_text("+")
    expect(card(page, "Read")).to_contain_text("0 days")
    expect(card(page, "Read")).to_contain_text("🔥 0")
    expect(progress(page)).to_have_text("1 of 2 done today")
    assert marker(page) == "still here", "undoing reloaded the page"

    # The server kept it.
    page.reload()
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "false")
    expect(check_button(page, "Run")).to_have_attribute("aria-pressed", "true")
    assert "[x] 🙂 Run" in server.cli("list")


def test_future_day_cannot_be_marked(page, server):
    seed_two_habits(server)
    page.goto("/?date=2025-03-08")
    expect(date_button(page)).to_have_accessible_name("Choose a day: Saturday, 8 March")
    expect(check_button(page, "Read")).to_be_disabled()
    expect(progress(page)).to_have_text("0 of 1 done")
    expect(check_button(page, "Run")).to_have_count(0)  # not scheduled on Saturdays


def test_calendar_moves_between_days_and_months(page, server):
    seed_two_habits(server)
    mark_done(server, "Read", "2025-03-05")
    page.goto("/")
    expect(date_button(page)).to_have_accessible_name("Choose a day: Friday, 7 March")
    expect(date_button(page)).to_contain_text("Friday, 7 March")

    calendar = open_calendar(page)
    expect(calendar).to_be_visible()
    expect(calendar.get_by_role("heading", name="March 2025")).to_be_visible()
    expect(calendar.get_by_role("link", name="Friday, 7 March", exact=True)).to_have_attribute("aria-current", "date")
    calendar.get_by_role("link", name="Wednesday, 5 March", exact=True).click()
    expect(page).to_have_url(re.compile(r"date=2025-03-05"))
    expect(date_button(page)).to_have_accessible_name("Choose a day: Wednesday, 5 March")
    expect(progress(page)).to_have_text("1 of 2 done")  # another day: no "today"
    expect(check_button(page, "Read")).to_have_attribute("aria-pressed", "true")
    expect(check_button(page, "Run")).to_be_enabled()  # a past day can be corrected
    check_button(page, "Run").click()
    expect(check_button(page, "Run")).to_have_attribute("aria-pressed", "true")
    expect(progress(page)).to_have_text("2 of 2 done")
    expect(date_button(page)).to_have_accessible_name("Choose a day: Wednesday, 5 March")

    # Next month, then a day in it (the future: shown, not markable).
    calendar = open_calendar(page)
    calendar.get_by_role("link", name="Next month").click()
    calendar = page.get_by_role("dialog", name="Choose a day")
    expect(calendar.get_by_role("heading", name="April 2025")).to_be_visible()
    calendar.get_by_role("link", name="Tuesday, 1 April", exact=True).click()
    expect(date_button(page)).to_have_accessible_name("Choose a day: Tuesday, 1 April")
    expect(check_button(page, "Read")).to_be_disabled()
    expect(check_button(page, "Run")).to_have_count(0)

    # Back two months to February: before anything started, so nothing is on the day.
    calendar = open_calendar(page)
    calendar.get_by_role("link", name="Previous month").click()
    calendar = page.get_by_role("dialog", name="Choose a day")
    expect(calendar.get_by_role("heading", name="March 2025")).to_be_visible()
    calendar.get_by_role("link", name="Previous month").click()
    calendar = page.get_by_role("dialog", name="Choose a day")
    expect(calendar.get_by_role("heading", name="February 2025")).to_be_visible()
    calendar.get_by_role("link", name="Friday, 28 February", exact=True).click()
    expect(date_button(page)).to_have_accessible_name("Choose a day: Friday, 28 February")
    expect(page.get_by_text("What shall we track?")).to_be_visible()
    expect(page.get_by_role("button", name=ANY_CHECK)).to_have_count(0)
    expect(filters_button(page)).to_have_count(0)  # nothing on the day: no Filters

    # Today returns to 7 March.
    open_calendar(page).get_by_role("link", name="Today", exact=True).click()
    expect(date_button(page)).to_have_accessible_name("Choose a day: Friday, 7 March")
    expect(progress(page)).to_have_text("0 of 2 done today")


def test_live_search_and_nothing_found(page, server):
    seed_two_habits(server)
    add_event(server, "Écrire une lettre", color="DB2777")
    server.cli("category", "add", "Спорт")
    add_habit(server, "Бег", "Спорт")
    page.goto("/")
    expect(page.get_by_role("button", name=ANY_CHECK)).to_have_count(4)
    search = page.get_by_role("searchbox", name="Search")
    set_marker(page)

    search.fill("re")  # typing, no Enter: the board follows
    expect(check_button(page, "Read")).to_be_visible()
    expect(check_button(page, "Écrire une lettre")).to_be_visible()  # "ÉCRIRE" contains "re" too
    expect(check_button(page, "Run")).to_have_count(0)
    expect(check_button(page, "Бег")).to_have_count(0)
    expect(progress(page)).to_have_text("0 of 3 done today")  # search does not change progress

    search.fill("RUN")  # case-insensitive
    expect(check_button(page, "Run")).to_be_visible()
    expect(page.get_by_role("button", name=ANY_CHECK)).to_have_count(1)

    search.fill("ecrire")  # diacritic-insensitive
    expect(check_button(page, "Écrire une lettre")).to_be_visible()
    expect(page.get_by_role("button", name=ANY_CHECK)).to_have_count(1)

    search.fill("БЕГ")  # any script
    expect(check_button(page, "Бег")).to_be_visible()
    expect(section_titles(page)).to_have_text(["Спорт"])

    search.fill("zzz")
    expect(page.get_by_text("Nothing found", exact=True)).to_be_visible()
    expect(page.get_by_role("button", name=ANY_CHECK)).to_have_count(0)
    expect(page.get_by_text("What shall we track?")).to_have_count(0)

    search.fill("")
    expect(page.get_by_role("button", name=ANY_CHECK)).to_have_count(4)
    assert marker(page) == "still here", "live search reloaded the page"

    # Enter submits the search as a normal request too.
    search.fill("бег")
    search.press("Enter")
    expect(page).to_have_url(re.compile(r"[?&]q=%D0%B1%D0%B5%D0%B3"))
    expect(page.get_by_role("button", name=ANY_CHECK)).to_have_count(1)
    expect(page.get_by_role("searchbox", name="Search")).to_have_value("бег")


def test_filters(page, server):
    seed_two_habits(server)
    add_event(server, "Dentist", color="475569")
    mark_done(server, "Read", "2025-03-07")
    mark_done(server, "Run", "2025-03-05")
    page.goto("/")
    expect(page.get_by_role("button", name=ANY_CHECK)).to_have_count(3)

    filters = open_filters(page)
    for name in ["All trackers", "Today's trackers", "Completed", "Uncompleted"]:
        expect(filters.get_by_role("link", name=name, exact=True)).to_be_visible()
    expect(filters.get_by_role("link", name="All trackers", exact=True)).to_have_attribute("aria-current", "true")
    filters.get_by_role("link", name="Completed", exact=True).click()
    expect(check_button(page, "Read")).to_be_visible()
    expect(page.get_by_role("button", name=ANY_CHECK)).to_have_count(1)
    expect(progress(page)).to_have_text("1 of 2 done today")  # filters do not change progress
    filters = open_filters(page)
    expect(filters.get_by_role("link", name="Completed", exact=True)).to_have_attribute("aria-current", "true")
    expect(filters.get_by_role("link", name="All trackers", exact=True)).not_to_have_attribute("aria-current", "true")

    filters.get_by_role("link", name="Uncompleted", exact=True).click()
    expect(check_button(page, "Run")).to_be_visible()
    expect(check_button(page, "Dentist")).to_be_visible()
    expect(check_button(page, "Read")).to_have_count(0)
    expect(open_filters(page).get_by_role("link", name="Uncompleted", exact=True)).to_have_attribute("aria-current", "true")

    # A filter that leaves nothing: "Nothing found", and Filters stays reachable.
    page.goto("/?date=2025-03-06&filter=completed")
    expect(page.get_by_text("Nothing found", exact=True)).to_be_visible()
    expect(date_button(page)).to_have_accessible_name("Choose a day: Thursday, 6 March")

    # Today's trackers jumps to today and shows everything.
    filters = open_filters(page)
    filters.get_by_role("link", name="Today's trackers", exact=True).click()
    expect(date_button(page)).to_have_accessible_name("Choose a day: Friday, 7 March")
    expect(page.get_by_role("button", name=ANY_CHECK)).to_have_count(3)
    expect(progress(page)).to_have_text("1 of 2 done today")
    expect(open_filters(page).get_by_role("link", name="Today's trackers", exact=True)).to_have_attribute("aria-current", "true")

    page.get_by_role("dialog", name="Filters").get_by_role("link", name="All trackers", exact=True).click()
    expect(page.get_by_role("button", name=ANY_CHECK)).to_have_count(3)


def test_pin_and_unpin(page, server):
    seed_two_habits(server)
    server.cli("category", "add", "Mind")
    add_habit(server, "Meditate", "Mind")
    page.goto("/")
    expect(section_titles(page)).to_have_text(["Health", "Mind"])
    set_marker(page)

    menu = open_card_menu(page, "Run")
    for item in ["Edit", "Details", "Delete"]:
        expect(menu.get_by_role("link", name=item, exact=True)).to_be_visible()
    expect(menu.get_by_role("button", name="Unpin", exact=True)).to_have_count(0)
    menu.get_by_role("button", name="Pin", exact=True).click()

    expect(section_titles(page)).to_have_text(["Pinned", "Health", "Mind"])
    expect(section(page, "Pinned").get_by_role("button", name=ANY_CHECK)).to_have_count(1)
    expect(section(page, "Pinned").get_by_role("button", name="Mark Run done")).to_be_visible()
    expect(section(page, "Health").get_by_role("button", name="Mark Run done")).to_have_count(0)
    expect(section(page, "Health").get_by_role("button", name="Mark Read done")).to_be_visible()
    expect(check_button(page, "Run")).to_have_count(1)  # not repeated in its category
    assert marker(page) == "still here", "pinning reloaded the page"

    # Pinning the only tracker of a category empties that section away.
    open_card_menu(page, "Meditate").get_by_role("button", name="Pin", exact=True).click()
    expect(section_titles(page)).to_have_text(["Pinned", "Health"])
    expect(section(page, "Pinned").get_by_role("button", name=ANY_CHECK)).to_have_count(2)

    page.reload()
    expect(section_titles(page)).to_have_text(["Pinned", "Health"])

    open_card_menu(page, "Run").get_by_role("button", name="Unpin", exact=True).click()
    expect(section(page, "Health").get_by_role("button", name="Mark Run done")).to_be_visible()
    open_card_menu(page, "Meditate").get_by_role("button", name="Unpin", exact=True).click()
    expect(section_titles(page)).to_have_text(["Health", "Mind"])
    expect(page.get_by_role("heading", level=2, name="Pinned")).to_have_count(0)
    expect(check_button(page, "Run")).to_have_count(1)


def test_a_right_to_left_name_reads_from_the_right_of_its_card(page, server):
    """Card names carry dir=auto: an Arabic or Hebrew name is laid out right to left on an
    English board, a Latin one left to right; the step button's label keeps the person's unit apart."""
    server.cli("category", "add", "Health")
    add_habit(server, "قراءة")
    add_habit(server, "ספר")
    add_habit(server, "Read")
    server.cli("add", "Water", "--category", "Health", "--every-day", "--start", "2025-03-01", "--measure", "glasses", "--target", "8")
    page.goto("/")
    directions = page.eval_on_selector_all(".card-name", "names => names.map(n => [n.textContent, getComputedStyle(n).direction])")
    assert dict(directions) == {"قراءة": "rtl", "ספר": "rtl", "Read": "ltr", "Water": "ltr"}
    expect(page.get_by_role("button", name="Add 1 (glasses) to Water", exact=True)).to_be_visible()
