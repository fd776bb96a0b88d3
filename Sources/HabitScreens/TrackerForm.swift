import Foundation
import HabitCore

/// A message a screen shows under a field or as a toast: words already in the person's
/// language, or a rule's message (whose quoted user text the page bidi-isolates).
public enum Message: Sendable, Equatable {
    case text(String)
    case rule(DomainError)
}

/// The New/Edit tracker form's state, parsing and validation (SPEC §4, §10): what it holds
/// between round trips, how a post fills it, and what it would save. The web page renders it; the
/// command line's `add` and `edit` check their schedule and measure with the same rules. Without
/// JavaScript every action in the form (adding, renaming or deleting a category, saving) posts
/// the whole form, so nothing typed is lost; with it the same posts swap the form in place.
public struct TrackerForm: Sendable {
    public var trackerID: Tracker.ID?
    public var isHabit: Bool
    public var name = ""
    public var categoryID: HabitCore.Category.ID?
    /// The schedule sheet: the kind chosen and every kind's numbers as typed.
    public var schedule = ScheduleFields()
    /// A measurable habit's fields as typed (numbers with `.` or `,`).
    public var measure = MeasureFields()
    /// A measurable habit: whether the switch is on.
    public var measured = false
    /// Edit of a measurable habit: it stays measurable, so the switch is not offered.
    public var measureLocked = false
    public var note = ""
    /// The start day (createdOn) as typed, `YYYY-MM-DD`; empty on a new tracker means today.
    public var start = ""
    public var emoji: String?
    public var color: String?
    /// The Reminders field: a row per reminder as typed (`HH:MM`, or empty to remove it) and one
    /// blank row to add to.
    public var reminders: [ReminderRow] = [ReminderRow()]
    /// Whether the post held the Reminders field (a post without it leaves the reminders as they are).
    public var remindersPosted = false
    /// Where Cancel and a save go.
    public var back = "/"
    /// `N days` on the Edit form.
    public var count: Int?
    /// The Edit form's marker of the tracker it was filled from (`revision(of:)`): a save whose
    /// marker no longer matches would overwrite a newer edit, so it is refused.
    public var revision: String?

    public var newCategory = ""
    public var editingCategory: HabitCore.Category.ID?
    public var categoryName = ""
    public var confirmingDelete: HabitCore.Category.ID?
    public var pickerOpen = false
    public var scheduleOpen = false
    /// Field name → message; `form` for the whole form.
    public var errors: [String: Message] = [:]

    public init(isHabit: Bool) { self.isHabit = isHabit }

    /// One row of the Reminders field: the time as typed and the weekdays ticked (all, for a new row).
    public struct ReminderRow: Hashable, Sendable {
        public var time = ""
        public var days = WeekdaySet.everyDay

        public init(time: String = "", days: WeekdaySet = .everyDay) {
            self.time = time
            self.days = days
        }
    }

    /// The form filled from an existing tracker (Edit); numbers are written in `language`.
    public init(editing tracker: Tracker, count: Int, language: Language) {
        trackerID = tracker.id
        isHabit = tracker.kind.isHabit
        name = tracker.name
        categoryID = tracker.categoryID
        if let schedule = tracker.kind.schedule { self.schedule = ScheduleFields(schedule) }
        if let measure = tracker.measure {
            measured = true
            measureLocked = true
            self.measure = MeasureFields(measure, language: language)
        }
        note = tracker.note ?? ""
        start = tracker.createdOn.iso
        emoji = tracker.emoji
        color = tracker.color
        reminders = tracker.reminders.map { ReminderRow(time: $0.time.text, days: $0.weekdays) }
        if reminders.count < Reminder.limit { reminders.append(ReminderRow()) }
        self.count = count
        revision = Self.revision(of: tracker)
    }

    /// A stable fingerprint of everything the form edits; pinning does not change it.
    public static func revision(of tracker: Tracker) -> String {
        let fields = [tracker.name, tracker.categoryID.lowercased, String(describing: tracker.kind.schedule),
                      String(describing: tracker.measure), tracker.emoji, tracker.color, tracker.note ?? "",
                      tracker.createdOn.iso, tracker.reminders.map { "\($0.time) \(Array($0.weekdays))" }.joined(separator: ";")]
        return Fingerprint.of(Array(fields.joined(separator: "\u{1F}").utf8))
    }

    /// The form as posted.
    public init(posted form: some FormFields, trackerID: Tracker.ID?, isHabit: Bool) {
        self.trackerID = trackerID
        self.isHabit = isHabit
        name = form["name"] ?? ""
        categoryID = form["categoryId"].flatMap { HabitCore.Category.ID($0) }
        schedule = ScheduleFields(posted: form)
        measured = form["measured"] == "1"
        measureLocked = form["measureLocked"] == "1"
        measure = MeasureFields(unit: form["unit"] ?? "", target: form["target"] ?? "", atMost: form["atMost"] == "1",
                                step: form["step"] ?? "1")
        note = form["note"] ?? ""
        start = form["start"] ?? ""
        emoji = form["emoji"].flatMap { $0.isEmpty ? nil : $0 }
        color = form["color"].flatMap { $0.isEmpty ? nil : $0 }
        // Row n's time is the n-th `reminderTime`; its weekdays are `reminderDays-n`. Never more
        // rows than the limit allows plus one, whatever was posted.
        let times = form.all("reminderTime")
        remindersPosted = !times.isEmpty
        if remindersPosted {
            reminders = times.prefix(Reminder.limit + 1).enumerated().map { index, time in
                ReminderRow(time: time, days: WeekdaySet(form.all("reminderDays-\(index)").compactMap(Weekday.init(rawValue:))))
            }
        }
        count = form["count"].flatMap(Int.init)
        revision = form["revision"].flatMap { $0.isEmpty ? nil : $0 }
        newCategory = form["newCategory"] ?? ""
        categoryName = form["categoryName"] ?? ""
    }

    /// The reminders as filled in: rows with a time, checked by the core's rules
    /// (`Reminder.validated`); a row whose time is empty is left out.
    public func checkedReminders() throws(DomainError) -> [Reminder] {
        var result: [Reminder] = []
        for row in reminders {
            let text = Names.trimmed(row.time)
            guard !text.isEmpty else { continue }
            guard let time = TimeOfDay(text) else { throw .reminderTimeInvalid(text) }
            result.append(Reminder(time: time, weekdays: row.days))
        }
        return try Reminder.validated(result)
    }

    /// Checks the schedule sheet as the sheet's own Done does: shows its error under its field.
    public mutating func checkSchedule() -> Schedule? {
        do {
            return try schedule.schedule()
        } catch {
            errors[schedule.field] = .rule(error)
            scheduleOpen = true
            return nil
        }
    }

    /// Checks the schedule and the measure, filling `errors` under their fields; the schedule
    /// and the measure (nil for a yes/no habit) when both keep the rules.
    public mutating func checkScheduleAndMeasure() -> (Schedule, Measure?)? {
        let schedule = checkSchedule()
        guard measured else { return schedule.map { ($0, nil) } }
        let checked = measure.checked()
        for (field, error) in checked.errors { errors[field] = .rule(error) }
        guard let measure = checked.measure else { return nil }
        return schedule.map { ($0, measure) }
    }

    /// What a save writes, once every field keeps the rules.
    public struct Plan: Sendable {
        public let name: String
        public let categoryID: HabitCore.Category.ID
        public let kind: Tracker.Kind
        public let measure: Measure?
        public let note: String
        public let emoji: String
        public let color: String
        /// Nil: Edit keeps the start day, New starts today.
        public let start: Day?
        /// Nil when the post did not hold the Reminders field (they stay as they are).
        public let reminders: [Reminder]?
    }

    /// Checks every field as a save does and fills `errors`; the plan when nothing is missing or
    /// broken. The library's own rules (a name taken, a start after the first completion) are
    /// checked again when the plan is applied.
    public mutating func plan(in library: Library, copy: any Copy) -> Plan? {
        do { _ = try Names.validTrackerName(name) } catch { errors["name"] = .rule(error) }
        if categoryID.flatMap(library.category) == nil { errors["categoryId"] = .text(copy.chooseCategory); pickerOpen = true }
        let plan = isHabit ? checkScheduleAndMeasure() : nil
        var reminders: [Reminder] = []
        do { reminders = try checkedReminders() } catch { errors["reminders"] = .rule(error) }
        if emoji == nil { errors["emoji"] = .text(copy.chooseEmoji) }
        if color == nil { errors["color"] = .text(copy.chooseColor) }
        // The start day: empty keeps it (Edit) or means today (New); the rules refuse a day
        // after today or after the first completion.
        let typedStart = Names.trimmed(start)
        let startDay = typedStart.isEmpty ? nil : Day(typedStart)
        if startDay == nil && !typedStart.isEmpty { errors["start"] = .text(copy.chooseStart) }
        guard errors.isEmpty, let categoryID, let emoji, let color else { return nil }
        guard !isHabit || plan != nil else { return nil }
        return Plan(name: name, categoryID: categoryID, kind: plan.map { .habit($0.0) } ?? .event, measure: plan?.1,
                    note: note, emoji: emoji, color: color, start: startDay, reminders: remindersPosted ? reminders : nil)
    }

    /// Shows a rule the library refused the plan with under its field.
    public mutating func refused(_ error: DomainError) {
        errors[Self.field(of: error)] = .rule(error)
    }

    /// The field a rule's message belongs under.
    public static func field(of error: DomainError) -> String {
        switch error {
        case .nameMissing, .nameTooLong, .duplicateTracker: "name"
        case .noteTooLong, .controlCharacters: "note"
        case .invalidColor: "color"
        case .invalidEmoji: "emoji"
        case .startInFuture, .startAfterFirstCompletion: "start"
        case .unitInvalid: "unit"
        case .targetInvalid: "target"
        case .stepInvalid: "step"
        case .measureChange, .measureOnEvent: "measure"
        case .scheduleEmpty: "days"
        case .reminderTimeInvalid, .duplicateReminder, .tooManyReminders, .reminderDaysEmpty: "reminders"
        default: "form"
        }
    }
}

extension MeasureFields {
    /// The fields showing `measure`, its numbers written in `language`.
    public init(_ measure: Measure, language: Language) {
        self.init(unit: measure.unit, target: language.copy.number(measure.target), atMost: measure.direction == .atMost,
                  step: language.copy.number(measure.step))
    }
}
