import Foundation
import HabitCore
import HabitTestSupport
import HTTPServer
import Testing
@testable import HabitWeb

/// What the pages give the write queue (SPEC §14): the words and values a write waiting offline
/// is shown with, the status line, and the next day's board rendered ahead for a rollover
/// offline. Today is Friday 2025-03-07 (TestApp's clock).
@Suite struct OfflinePagesTests {
    let onboarded: HTTPHeaders = ["Cookie": "onboarded=1"]

    @Test func the_board_of_tomorrow_is_the_next_day_as_it_will_read_with_what_is_stored_now() throws {
        let app = try TestApp()
        let read = app.tracker("Read", category: app.category("Health"))
        #expect(app.call(.put, "/api/v1/trackers/\(read)/completions/2025-03-07").status == 200)
        let ahead = app.call(.get, "/?tomorrow=1", headers: onboarded)
        #expect(ahead.status == 200)
        #expect(ahead.text.contains(#"data-today="2025-03-08""#))
        #expect(ahead.text.contains("Saturday, 8 March"))
        #expect(ahead.text.contains(#"<input type="hidden" name="date" value="2025-03-08">"#))
        // Friday's tick counts in Saturday's streak, and Saturday's button is open.
        #expect(ahead.text.contains("🔥 1") && ahead.text.contains(#"aria-pressed="false""#))
        #expect(ahead.text.contains("0 of 1 done today"))
        // Rendering only: a write for that day is still a future day today.
        #expect(app.call(.put, "/api/v1/trackers/\(read)/completions/2025-03-08").status == 422)
        // Any other date in the address is ignored: the next day is the only one rendered ahead.
        #expect(app.call(.get, "/?tomorrow=1&date=2025-04-01", headers: onboarded).text.contains(#"data-today="2025-03-08""#))
    }

    /// The board gives the page's rules (SPEC §23) what they need and nothing precomputed:
    /// each card's record, the page's line, the progress of the trackers without a card, and the
    /// words with their numbers as templates per plural category.
    @Test func the_board_carries_what_the_pages_rules_need() throws {
        let app = try TestApp()
        let health = app.category("Health")
        let read = app.tracker("Read", category: health)
        let water = EntriesAPITests.habit(app, "Water", category: health,
                                          #""frequency":{"kind":"weekdays","weekdays":["mon","tue","wed","thu","fri","sat","sun"]},"measure":{"unit":"glasses","target":8}"#)
        #expect(app.call(.put, "/api/v1/trackers/\(read)/completions/2025-03-06").status == 200)
        let page = app.call(.get, "/", headers: onboarded).text
        #expect(page.contains(#"data-offline="Offline — your taps will sync" data-synced="All changes synced" data-refused="A change made offline was not saved:""#))
        // 2025-03-07 is day 20154; the tracker started that day, so the record holds its whole history.
        // English writes numbers `1,234.5` (NumberStyle.field: decimal separator, group separator
        // percent-encoded, grouping from four digits, minus).
        #expect(page.contains(#"data-page="P 20154 20154 mon english .,%2C,1,-""#))
        #expect(page.contains(#"id="progress" class="progress" aria-live="polite" data-base="0 0""#))
        let record = app.store.library.tracker(named: "Read").map {
            CardRecord($0, history: app.store.library.history(of: $0.id), earliest: d("2025-03-07"), today: d("2025-03-07"), weekStart: .mon)
        }
        #expect(record.map { page.contains("data-rules=\"\($0.text(today: d("2025-03-07")))\"") } == true)
        #expect(page.contains(#"data-template="{value} / {target} glasses""#))
        #expect(page.contains(#"aria-label="Water: actions" data-menu="pin skip value note up pause" data-value="" data-unit="glasses""#))
        #expect(page.contains(#"&quot;days&quot;:{&quot;one&quot;:&quot;{n} day&quot;,&quot;other&quot;:&quot;{n} days&quot;}"#))
        #expect(page.contains(#"&quot;one other&quot;:&quot;Current streak {a} day, best {b}&quot;"#))
        // Nothing precomputed for one write: no other outcome, no progress role.
        #expect(!page.contains("data-other") && !page.contains("data-progress") && !page.contains("data-done-after"))
        #expect(!water.isEmpty)
    }

    @Test func detail_chips_carry_their_label_and_the_page_its_record() throws {
        let app = try TestApp()
        let read = app.tracker("Read", category: app.category("Health"))
        #expect(app.call(.put, "/api/v1/trackers/\(read)/completions/2025-03-06").status == 200)
        let page = app.call(.get, "/trackers/\(read)", headers: onboarded).text
        #expect(page.contains(#"id="sync-status""#))
        #expect(page.contains(#"class="toggle chip-form" data-label="Thu 6: {state}""#))
        // The last seven days and March: from 1 March (day 20148) to 31 March (day 20178).
        #expect(page.contains(#"data-page="P 20154 20154 mon english .,%2C,1,- 20148 20178""#))
        #expect(page.contains(#"&quot;missed&quot;:&quot;missed&quot;"#) && !page.contains("data-cycle"))
        let russian = app.call(.get, "/trackers/\(read)", headers: ["Cookie": "onboarded=1; lang=ru"]).text
        #expect(russian.contains(#"data-refused="Изменение, сделанное без сети, не сохранено:""#))
    }
}
