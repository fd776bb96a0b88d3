"""The Russian interface: chosen by the phone's language or in Settings, with correct plurals."""
from playwright.sync_api import expect

from ui import add_habit, card, mark_done, metric, section_titles


def days_between(first: int, last: int, month: str = "2025-03") -> list[str]:
    return [f"{month}-{d:02d}" for d in range(first, last + 1)]


def seed_counts(server):
    """Trackers done on 1, 2, 5 and 21 days up to 7 March 2025."""
    server.cli("category", "add", "Здоровье")
    add_habit(server, "Один", "Здоровье")
    add_habit(server, "Два", "Здоровье")
    add_habit(server, "Пять", "Здоровье")
    add_habit(server, "Двадцать один", "Здоровье", start="2025-02-15")
    mark_done(server, "Один", "2025-03-07")
    mark_done(server, "Два", "2025-03-01", "2025-03-02")
    mark_done(server, "Пять", *days_between(1, 5))
    mark_done(server, "Двадцать один", *days_between(15, 28, "2025-02"), *days_between(1, 7))


def russian_check(name):
    return f"Отметить «{name}» выполненным"


def test_russian_board_has_correct_plurals(make_page, server):
    seed_counts(server)
    server.cli("pin", "Один")
    page = make_page(server, locale="ru-RU")  # the phone's language
    page.goto("/")
    expect(page.get_by_role("heading", level=1, name="Трекеры")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("lang", "ru")
    expect(page.get_by_role("searchbox", name="Поиск")).to_be_visible()
    expect(page.get_by_role("navigation").get_by_role("link", name="Статистика")).to_be_visible()
    expect(page.locator("summary").filter(has_text="Фильтры")).to_be_visible()
    expect(section_titles(page)).to_have_text(["Закреплённые", "Здоровье"])
    for name, count in [("Один", "1 день"), ("Два", "2 дня"), ("Пять", "5 дней"), ("Двадцать один", "21 день")]:
        tracker = page.get_by_role("listitem").filter(
            has=page.get_by_role("button", name=russian_check(name), exact=True))
        expect(tracker).to_have_count(1)
        expect(tracker).to_contain_text(count)

    page.get_by_role("navigation").get_by_role("link", name="Статистика").click()
    expect(page.get_by_role("heading", level=1, name="Статистика")).to_be_visible()
    for label in ["Лучший период", "Идеальные дни", "Трекеров завершено", "Среднее значение"]:
        expect(metric(page, label)).to_be_visible()

    page.goto("/?date=2025-02-01")
    expect(page.get_by_text("Что будем отслеживать?", exact=True)).to_be_visible()


def test_language_is_chosen_in_settings(make_page, server):
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    mark_done(server, "Read", "2025-03-06", "2025-03-07")
    page = make_page(server)  # an English phone
    page.goto("/")
    expect(card(page, "Read")).to_contain_text("2 days")
    page.get_by_role("link", name="Settings", exact=True).click()
    expect(page.get_by_role("heading", level=1, name="Settings")).to_be_visible()
    expect(page.get_by_role("radio", name="English")).to_be_checked()
    page.get_by_role("radio", name="Русский").check()
    page.get_by_role("button", name="Save", exact=True).click()

    expect(page.get_by_role("heading", level=1, name="Трекеры")).to_be_visible()
    expect(page.get_by_role("listitem").filter(
        has=page.get_by_role("button", name=russian_check("Read"), exact=True))).to_contain_text("2 дня")
    assert {c["name"]: c["value"] for c in page.context.cookies()}.get("lang") == "ru"

    page.get_by_role("link", name="Настройки", exact=True).click()
    expect(page.get_by_role("radio", name="Русский")).to_be_checked()
    page.get_by_role("radio", name="English").check()
    page.get_by_role("button", name="Сохранить", exact=True).click()
    expect(page.get_by_role("heading", level=1, name="Trackers")).to_be_visible()


def test_russian_statistics_write_the_decimal_comma(make_page, server):
    """#17.8: Russian writes 0,9, not 0.9 (the average of the seeded history)."""
    from ui import seed_read_history
    seed_read_history(server)
    page = make_page(server, cookies={"lang": "ru"})
    page.goto("/statistics")
    expect(page.get_by_role("listitem").filter(has=page.get_by_text("Среднее значение", exact=True))).to_contain_text("0,9")
    expect(page.locator("main")).not_to_contain_text("0.9")
