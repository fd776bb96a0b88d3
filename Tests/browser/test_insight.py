"""The insight screens for a screen reader (SPEC §11): every chart is an image with a label that
states its gist, followed by a `Show data` table with the same numbers; readable at 320 px."""
from playwright.sync_api import expect

from ui import add_habit, mark_done


def test_every_chart_has_its_label_and_its_table(make_page, server):
    server.cli("category", "add", "Health")
    add_habit(server, "Read")
    mark_done(server, "Read", "2025-03-05", "2025-03-06", "2025-03-07")
    tracker = server.cli_json("show", "Read")["id"]
    for path, count in [(f"/trackers/{tracker}", 4), ("/statistics", 1)]:
        page = make_page(server)
        page.goto(path)
        charts = page.locator("svg[role=img]")
        expect(charts).to_have_count(count)
        for index in range(count):
            chart = charts.nth(index)
            label = chart.get_attribute("aria-label")
            assert label and len(label) > 10, f"{path}: chart {index} has no gist"
            table = chart.locator("xpath=following::details[contains(@class, 'chart-data')][1]")
            table.locator("summary").click()
            rows = table.locator("tbody tr")
            assert rows.count() >= 1, f"{path}: chart {index}'s table is empty"
    page = make_page(server)
    page.goto(f"/trackers/{tracker}")
    expect(page.get_by_role("img", name="Strength 15%, up 15 points in 30 days")).to_be_visible()


def test_the_detail_fits_320_px_with_every_chart(make_page, server):
    server.cli("category", "add", "Health")
    add_habit(server, "Averyveryverylonghabitnamewithoutspace")
    tracker = server.cli_json("show", "Averyveryverylonghabitnamewithoutspace")["id"]
    page = make_page(server, width=320, height=640)
    page.goto(f"/trackers/{tracker}?strength=1y")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 320, f"the detail page scrolls sideways ({width} px)"
