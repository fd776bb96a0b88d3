import Foundation
import HabitCore
import HabitTestSupport
import Testing

/// Rules found in review: archived days take no entries, a zone must exist, and a completion
/// kept on a paused day counts on its board.
@Suite struct ArchiveAndSettingsTests {
    @Test func an_archived_tracker_takes_no_entries_from_its_archive_day_on() throws {
        let read = habit("Read", created: march(1))
        var lib = library((read, []))
        try lib.setArchived(true, tracker: read.id, today: march(7))
        #expect(throws: DomainError.archived(name: "Read")) {
            try lib.setEntry(.done, tracker: read.id, on: march(7), today: march(7))
        }
        try lib.setEntry(.done, tracker: read.id, on: march(6), today: march(7))
        #expect(lib.history(of: read.id).doneDays == [march(6)], "days before the archive day stay correctable")
    }

    @Test func the_reminders_zone_must_be_a_time_zone() throws {
        var lib = Library()
        #expect(throws: DomainError.unknownZone("Mars/Base")) { try lib.updateSettings(Settings(dayStart: 0, zone: "Mars/Base")) }
        try lib.updateSettings(Settings(dayStart: 3, zone: "Europe/Berlin"))
        #expect(lib.settings == Settings(dayStart: 3, zone: "Europe/Berlin"))
    }

    @Test func a_completion_kept_on_a_paused_day_counts_in_that_days_progress() throws {
        let read = habit("Read", created: march(1))
        var lib = library((read, [march(7)]))
        try lib.pause(read.id, from: march(7), until: nil, today: march(7))
        #expect(Rules.progress(of: lib, on: march(7), today: march(7)) == Progress(done: 1, total: 1))
        #expect(Rules.progress(of: lib, on: march(6), today: march(7)) == Progress(done: 0, total: 1))
    }
}
