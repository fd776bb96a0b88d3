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

    @Test func board_forms_carry_what_a_waiting_write_is_shown_with() throws {
        let app = try TestApp()
        let health = app.category("Health")
        let read = app.tracker("Read", category: health)
        let water = EntriesAPITests.habit(app, "Water", category: health,
                                          #""frequency":{"kind":"weekdays","weekdays":["mon","tue","wed","thu","fri","sat","sun"]},"measure":{"unit":"glasses","target":8}"#)
        let page = app.call(.get, "/", headers: onboarded).text
        #expect(page.contains(#"data-offline="Offline — your taps will sync" data-synced="All changes synced" data-refused="A change made offline was not saved:""#))
        #expect(page.contains(#"class="step-form" data-step="1""#))
        // The board's menu and sheet templates carry the words; a card's own values are on its face.
        #expect(page.contains(##"<form method="post" action="/trackers/{id}/entry" data-swap="#progress, #board" class="skip-form" data-state-line="Skipped" data-item="skip">"##))
        #expect(page.contains(#"<button type="submit" data-other="Unskip">Skip today</button>"#))
        #expect(page.contains(#"<button type="submit" data-other="Unpin">Pin</button>"#))
        #expect(page.contains(#"<button type="submit" data-other="Pin">Unpin</button>"#))
        #expect(page.contains(#"aria-label="Water: actions" data-menu="pin skip value note up pause" data-value="" data-unit="glasses" data-amount="{value} / 8 glasses""#))
        #expect(page.contains(#"class="sheet-form" data-amount="{amount}""#))
        #expect(page.contains(#"data-paused="Paused until resumed""#))
        // A menu and a sheet rendered open (without JavaScript) carry the same.
        let menu = app.call(.get, "/?tracker=\(read)", headers: onboarded).text
        #expect(menu.contains(##"<form method="post" action="/trackers/\##(read)/entry" data-swap="#progress, #board" class="skip-form" data-state-line="Skipped">"##))
        #expect(menu.contains(#"<button type="submit" data-other="Unpin">Pin</button>"#))
        let value = app.call(.get, "/?sheet=value&tracker=\(water)", headers: onboarded).text
        #expect(value.contains(##"action="/trackers/\##(water)/entry" data-swap="#progress, #board" class="sheet-form" data-amount="{value} / 8 glasses""##))
        let pause = app.call(.get, "/?sheet=pause&tracker=\(read)", headers: onboarded).text
        #expect(pause.contains(##"action="/trackers/\##(read)/pause" data-swap="#progress, #board" class="sheet-form" data-paused="Paused until resumed""##))
    }

    @Test func detail_chips_carry_their_cycle_and_the_label_of_each_state() throws {
        let app = try TestApp()
        let read = app.tracker("Read", category: app.category("Health"))
        #expect(app.call(.put, "/api/v1/trackers/\(read)/completions/2025-03-06").status == 200)
        let page = app.call(.get, "/trackers/\(read)", headers: onboarded).text
        #expect(page.contains(#"id="sync-status""#))
        #expect(page.contains(#"data-cycle="done skipped none" data-cleared="missed" data-label-done="Thu 6: done" data-label-skipped="Thu 6: skipped" data-label-none="Thu 6: missed""#))
        #expect(page.contains(#"data-cycle="done skipped none" data-cleared="pending" data-label-done="Fri 7: done""#))
        let russian = app.call(.get, "/trackers/\(read)", headers: ["Cookie": "onboarded=1; lang=ru"]).text
        #expect(russian.contains(#"data-refused="Изменение, сделанное без сети, не сохранено:""#))
    }
}
