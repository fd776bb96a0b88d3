import Foundation
import HabitCore
import HabitTestSupport
import Testing

/// Reminders as values and the library's commands for them (SPEC §15).
@Suite struct ReminderTests {
    func reminder(_ time: String, _ weekdays: [Weekday] = Weekday.allCases) -> Reminder {
        Reminder(time: TimeOfDay(time)!, weekdays: WeekdaySet(weekdays))
    }

    @Test func times_of_day_read_as_24_hour_hh_mm() {
        #expect(TimeOfDay("21:00")?.text == "21:00")
        #expect(TimeOfDay("7:05")?.text == "07:05")
        #expect(TimeOfDay("00:00")?.minutes == 0)
        #expect(TimeOfDay("23:59")?.minutes == 1439)
        #expect(TimeOfDay("21:00:00")?.text == "21:00", "a time field's value with seconds")
        for bad in ["24:00", "12:60", "9", "21.00", "2100", " 21:00", "21:0", "-1:00", "21:00:30", "", "٢١:٠٠", "21:00pm"] {
            #expect(TimeOfDay(bad) == nil, "\(bad)")
        }
        #expect(TimeOfDay("07:30")! < TimeOfDay("21:00")!)
    }

    @Test func the_outward_form() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode([reminder("21:00", [.mon, .fri]), reminder("07:30")])
        #expect(String(decoding: data, as: UTF8.self)
                == #"[{"time":"21:00","weekdays":["mon","fri"]},{"time":"07:30","weekdays":["mon","tue","wed","thu","fri","sat","sun"]}]"#)
        let read = try JSONDecoder().decode([Reminder].self, from: Data(#"[{"time":"8:00"}]"#.utf8))
        #expect(read == [reminder("08:00")], "without weekdays: every day")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Reminder.self, from: Data(#"{"time":"25:00"}"#.utf8)) }
    }

    @Test func a_message_encodes_as_the_webhook_body_of_spec_16() throws {
        let id = Tracker.ID(UUID(uuidString: "BCF0DE44-2E08-430E-9D44-97B32F5123D3")!)
        let message = ReminderMessage(tracker: id, name: "Read", day: march(7), time: "21:00",
                                      url: "https://habits.example/trackers/bcf0de44-2e08-430e-9d44-97b32f5123d3")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(message), as: UTF8.self)
        #expect(json == #"{"day":"2025-03-07","name":"Read","time":"21:00","tracker":"bcf0de44-2e08-430e-9d44-97b32f5123d3","url":"https://habits.example/trackers/bcf0de44-2e08-430e-9d44-97b32f5123d3"}"#)
        #expect(try JSONDecoder().decode(ReminderMessage.self, from: Data(json.utf8)) == message)
        #expect(message.key == ReminderKey(tracker: id, day: march(7), time: "21:00"))
    }

    @Test func set_sorts_by_time_and_refuses_what_breaks_the_rules() throws {
        var library = Library()
        let category = try library.addCategory(named: "Health")
        let read = try library.addTracker(TrackerDraft(name: "Read", kind: .habit(.everyDay), categoryID: category.id), today: march(7))
        var changed = try library.setReminders([reminder("21:00"), reminder("07:30", [.sat, .sun])], tracker: read.id)
        #expect(changed)
        #expect(library.tracker(read.id)?.reminders == [reminder("07:30", [.sat, .sun]), reminder("21:00")])
        changed = try library.setReminders([reminder("21:00"), reminder("07:30", [.sun, .sat])], tracker: read.id)
        #expect(!changed, "the same, in another order")

        let before = library
        #expect(throws: DomainError.duplicateReminder("21:00")) {
            try library.setReminders([reminder("21:00"), reminder("21:00", [.mon])], tracker: read.id)
        }
        #expect(throws: DomainError.reminderDaysEmpty) { try library.setReminders([reminder("21:00", [])], tracker: read.id) }
        let seven = (0..<7).map { reminder("0\($0):00") }
        #expect(throws: DomainError.tooManyReminders) { try library.setReminders(seven, tracker: read.id) }
        changed = try library.setReminders(Array(seven.prefix(Reminder.limit)), tracker: read.id)
        #expect(changed, "six is the limit")
        library = before
        let unknown = Tracker.ID.random()
        #expect(throws: DomainError.unknownTracker(unknown.lowercased)) { try library.setReminders([], tracker: unknown) }
        #expect(library == before, "a refused command changes nothing")
        changed = try library.setReminders([], tracker: read.id)
        #expect(changed)
        #expect(library.tracker(read.id)?.reminders == [])
    }

    @Test func add_puts_a_time_in_or_changes_its_weekdays() throws {
        var library = Library()
        let category = try library.addCategory(named: "Health")
        let shoes = try library.addTracker(TrackerDraft(name: "Shoes", kind: .event, categoryID: category.id), today: march(7))
        try library.addReminder(reminder("18:00"), tracker: shoes.id)
        try library.addReminder(reminder("09:00", [.sat]), tracker: shoes.id)
        try library.addReminder(reminder("18:00", [.mon]), tracker: shoes.id)
        #expect(library.tracker(shoes.id)?.reminders == [reminder("09:00", [.sat]), reminder("18:00", [.mon])],
                "events may have reminders too")
    }

    @Test func an_import_with_broken_reminders_is_refused() throws {
        var read = habit("Read", created: march(1))
        read.reminders = [reminder("21:00"), reminder("21:00")]
        #expect(throws: DomainError.self) {
            _ = try Library(validating: [testCategory], trackers: [read], histories: [:])
        }
        read.reminders = [reminder("21:00"), reminder("07:00")]
        #expect(throws: DomainError.self, "out of order: the store keeps them sorted") {
            _ = try Library(validating: [testCategory], trackers: [read], histories: [:])
        }
        read.reminders = [reminder("07:00"), reminder("21:00")]
        #expect(try Library(validating: [testCategory], trackers: [read], histories: [:]).trackers[0].reminders.count == 2)
    }

    @Test func the_most_recent_device_is_recorded_only_when_it_changes() {
        var library = Library()
        var changed = library.recordDevice(zone: "Europe/Berlin", language: .ru)
        #expect(changed)
        #expect(library.settings.deviceZone == "Europe/Berlin")
        #expect(library.settings.deviceLanguage == .ru)
        changed = library.recordDevice(zone: "Europe/Berlin", language: .ru)
        #expect(!changed, "the same device: nothing to write")
        changed = library.recordDevice(zone: "Mars/Olympus", language: nil)
        #expect(!changed, "a zone that does not exist is ignored")
        changed = library.recordDevice(zone: "Asia/Tokyo", language: nil)
        #expect(changed)
        #expect(library.settings == Settings(dayStart: 0, zone: nil, deviceZone: "Asia/Tokyo", deviceLanguage: .ru))
    }

    @Test func the_reminders_zone_is_the_one_set_else_the_devices_else_the_servers() {
        let server = TimeZone(identifier: "America/Chicago")!
        #expect(Settings.standard.reminderZone(fallback: server).identifier == "America/Chicago")
        #expect(Settings(dayStart: 0, zone: nil, deviceZone: "Asia/Tokyo").reminderZone(fallback: server).identifier == "Asia/Tokyo")
        #expect(Settings(dayStart: 0, zone: "Europe/Berlin", deviceZone: "Asia/Tokyo").reminderZone(fallback: server).identifier
                == "Europe/Berlin")
        #expect(Settings(dayStart: 3, zone: "Europe/Berlin", deviceZone: "Asia/Tokyo", deviceLanguage: .ru).chosen
                == Settings(dayStart: 3, zone: "Europe/Berlin"), "what an export carries")
    }
}
