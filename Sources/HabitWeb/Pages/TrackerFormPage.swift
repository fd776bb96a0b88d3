import Foundation
import HabitCore
import HTTPServer

/// What the New/Edit tracker form holds between round trips. Without JavaScript every action
/// in the form (adding, renaming or deleting a category, saving) posts the whole form, so
/// nothing typed is lost; with it the same posts swap the form in place.
struct TrackerFormState {
    var trackerID: Tracker.ID?
    var isHabit: Bool
    var name = ""
    var categoryID: Category.ID?
    var days: WeekdaySet = WeekdaySet([])
    /// The schedule sheet's kind: `weekdays`, `weekly`, `monthly`, `every` (every N days) or
    /// `rolling` (N times in M days), and each kind's numbers as typed.
    var frequency = "weekdays"
    var weeklyTimes = "3"
    var monthlyTimes = "2"
    var everyDays = "2"
    var rollingTimes = "2"
    var rollingDays = "10"
    /// A measurable habit: its fields as typed (numbers with `.` or `,`).
    var measured = false
    /// Edit of a measurable habit: it stays measurable, so the switch is not offered.
    var measureLocked = false
    var unit = ""
    var target = ""
    var atMost = false
    var step = "1"
    var note = ""
    /// The start day (createdOn) as typed, `YYYY-MM-DD`; empty on a new tracker means today.
    var start = ""
    var emoji: String?
    var color: String?
    /// The Reminders field: a row per reminder as typed (`HH:MM`, or empty to remove it) and one
    /// blank row to add to.
    var reminders: [ReminderRow] = [ReminderRow()]
    /// Whether the post held the Reminders field (a post without it leaves the reminders as they are).
    var remindersPosted = false
    var back = "/"
    /// `N days` on the Edit form.
    var count: Int?
    /// The Edit form's marker of the tracker it was filled from (`revision(of:)`): a save whose
    /// marker no longer matches would overwrite a newer edit, so it is refused.
    var revision: String?

    var newCategory = ""
    var editingCategory: Category.ID?
    var categoryName = ""
    var confirmingDelete: Category.ID?
    var pickerOpen = false
    var scheduleOpen = false
    /// Field name → message; `form` for the whole form.
    var errors: [String: Message] = [:]

    init(isHabit: Bool) { self.isHabit = isHabit }

    /// One row of the Reminders field: the time as typed and the weekdays ticked (all, for a new row).
    struct ReminderRow: Hashable {
        var time = ""
        var days = WeekdaySet.everyDay
    }

    /// The form filled from an existing tracker (Edit); numbers are written in `language`.
    init(editing tracker: Tracker, count: Int, language: Language) {
        trackerID = tracker.id
        isHabit = tracker.kind.isHabit
        name = tracker.name
        categoryID = tracker.categoryID
        days = WeekdaySet(tracker.kind.schedule?.weekdayList ?? [])
        switch tracker.kind.schedule {
        case .weekly(let times)?: frequency = "weekly"; weeklyTimes = String(times)
        case .monthly(let times)?: frequency = "monthly"; monthlyTimes = String(times)
        case .rolling(1, let length)?: frequency = "every"; everyDays = String(length)
        case .rolling(let times, let length)?: frequency = "rolling"; rollingTimes = String(times); rollingDays = String(length)
        case .weekdays?, nil: frequency = "weekdays"
        }
        if let measure = tracker.measure {
            measured = true
            measureLocked = true
            unit = measure.unit
            target = language.copy.number(measure.target)
            atMost = measure.direction == .atMost
            step = language.copy.number(measure.step)
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
    static func revision(of tracker: Tracker) -> String {
        let fields = [tracker.name, tracker.categoryID.lowercased, String(describing: tracker.kind.schedule),
                      String(describing: tracker.measure), tracker.emoji, tracker.color, tracker.note ?? "",
                      tracker.createdOn.iso, tracker.reminders.map { "\($0.time) \(Array($0.weekdays))" }.joined(separator: ";")]
        return Assets.fingerprint(Array(fields.joined(separator: "\u{1F}").utf8))
    }

    /// The form as posted.
    init(form: Web.Form, trackerID: Tracker.ID?, isHabit: Bool) {
        self.trackerID = trackerID
        self.isHabit = isHabit
        name = form["name"] ?? ""
        categoryID = form["categoryId"].flatMap { Category.ID($0) }
        days = WeekdaySet(form.all("days").compactMap(Weekday.init(rawValue:)))
        frequency = form["frequency"] ?? "weekdays"
        weeklyTimes = form["weeklyTimes"] ?? weeklyTimes
        monthlyTimes = form["monthlyTimes"] ?? monthlyTimes
        everyDays = form["everyDays"] ?? everyDays
        rollingTimes = form["rollingTimes"] ?? rollingTimes
        rollingDays = form["rollingDays"] ?? rollingDays
        measured = form["measured"] == "1"
        measureLocked = form["measureLocked"] == "1"
        unit = form["unit"] ?? ""
        target = form["target"] ?? ""
        atMost = form["atMost"] == "1"
        step = form["step"] ?? "1"
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
        back = Web.safeBack(form["back"])
        count = form["count"].flatMap(Int.init)
        revision = form["revision"].flatMap { $0.isEmpty ? nil : $0 }
        newCategory = form["newCategory"] ?? ""
        categoryName = form["categoryName"] ?? ""
    }

    /// The reminders as filled in: rows with a time, checked by the core's rules
    /// (`Reminder.validated`); a row whose time is empty is left out.
    func checkedReminders() throws(DomainError) -> [Reminder] {
        var result: [Reminder] = []
        for row in reminders {
            let text = Names.trimmed(row.time)
            guard !text.isEmpty else { continue }
            guard let time = TimeOfDay(text) else { throw .reminderTimeInvalid(text) }
            result.append(Reminder(time: time, weekdays: row.days))
        }
        return try Reminder.validated(result)
    }

    /// The field of the schedule sheet a broken schedule rule is shown under.
    var scheduleField: String {
        switch frequency {
        case "weekly": "weeklyTimes"
        case "monthly": "monthlyTimes"
        case "every": "everyDays"
        case "rolling": "rollingDays"
        default: "days"
        }
    }

    /// The schedule as chosen, checked by the core's limits (`Schedule.validated()`).
    func schedule() throws(DomainError) -> Schedule {
        func whole(_ text: String, _ kind: Schedule.Kind) throws(DomainError) -> Int {
            guard let number = Int(Names.trimmed(text)) else { throw .scheduleOutOfRange(kind) }
            return number
        }
        let schedule: Schedule
        switch frequency {
        case "weekly": schedule = .weekly(try whole(weeklyTimes, .weekly))
        case "monthly": schedule = .monthly(try whole(monthlyTimes, .monthly))
        case "every": schedule = .rolling(times: 1, days: try whole(everyDays, .rolling))
        case "rolling": schedule = .rolling(times: try whole(rollingTimes, .rolling), days: try whole(rollingDays, .rolling))
        default: schedule = .weekdays(days)
        }
        return try schedule.validated()
    }

    /// Checks the schedule and the measure, filling `errors` under their fields; the schedule
    /// and the measure (nil for a yes/no habit) when both keep the rules.
    mutating func checkScheduleAndMeasure() -> (Schedule, Measure?)? {
        var schedule: Schedule?
        do { schedule = try self.schedule() } catch { errors[scheduleField] = .rule(error); scheduleOpen = true }
        guard measured else { return schedule.map { ($0, nil) } }
        // The unit alone, by the core's rule (a probe with a valid target and step).
        do { _ = try Measure(unit: unit, target: Quantity(1)).validated() } catch { errors["unit"] = .rule(error) }
        let target = Quantity(self.target), step = Quantity(self.step)
        if target == nil { errors["target"] = .rule(.targetInvalid) }
        if step == nil { errors["step"] = .rule(.stepInvalid) }
        guard let target, let step, errors["unit"] == nil else { return nil }
        do {
            let measure = try Measure(unit: unit, target: target, direction: atMost ? .atMost : .atLeast, step: step).validated()
            return schedule.map { ($0, measure) }
        } catch {
            errors[Self.field(of: error)] = .rule(error)
            return nil
        }
    }

    /// The field a rule's message belongs under.
    static func field(of error: DomainError) -> String {
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

struct TrackerFormPage {
    let state: TrackerFormState
    let library: Library
    let language: Language
    /// The latest start day the form offers.
    let today: Day

    var strings: any Copy { language.copy }

    func render(status: Int = 200) -> Response {
        let title = state.trackerID == nil ? (state.isHabit ? strings.newHabit : strings.newEvent)
                                           : (state.isHabit ? strings.editHabit : strings.editEvent)
        var response = Layout.page(title: title, language: language, bodyClass: "sheet-page") {
            form(title: title)
        }
        response.status = status
        return response
    }

    var action: String {
        state.trackerID.map { Routes.Tracker.edit.path($0) } ?? "\(Routes.newTracker)?kind=\(state.isHabit ? "habit" : "event")"
    }

    func form(title: String) -> Node {
        element("form", [("id", "tracker-form"), ("class", "tracker-form"), ("method", "post"), ("action", action),
                         ("novalidate", nil), ("data-swap", "#tracker-form"), ("data-kind", state.isHabit ? "habit" : "event")]) {
            element("h1") { title }
            if let count = state.count {
                element("p", [("class", "days-count")]) { language.days(count) }
                element("input", [("type", "hidden"), ("name", "count"), ("value", String(count))])
            }
            element("input", [("type", "hidden"), ("name", "back"), ("value", state.back)])
            if let revision = state.revision {
                element("input", [("type", "hidden"), ("name", "revision"), ("value", revision)])
            }
            nameField()
            element("div", [("class", "group")]) {
                categoryPicker()
                if state.isHabit { schedulePicker() }
            }
            if state.isHabit && (state.trackerID == nil || state.measureLocked) {
                measureSection()
            } else if state.errors["measure"] != nil {
                error("measure")
            }
            element("div", [("class", "field")]) {
                element("label", [("for", "note")]) { strings.note }
                element("textarea", [("id", "note"), ("name", "note"), ("maxlength", String(Tracker.noteLimit)), ("rows", "2"),
                                     ("placeholder", strings.notePlaceholder)] + described("note")) { state.note }
                error("note")
            }
            element("div", [("class", "field")]) {
                element("label", [("for", "start")]) { strings.startDate }
                element("input", [("type", "date"), ("id", "start"), ("name", "start"), ("value", state.start.isEmpty ? today.iso : state.start),
                                  ("max", today.iso)] + described("start"))
                error("start")
            }
            remindersField()
            emojiGrid()
            colorGrid()
            error("form")
            element("div", [("class", "actions")]) {
                element("a", [("class", "button secondary"), ("href", state.back)]) { strings.cancel }
                element("button", [("type", "submit"), ("class", "button primary"), ("name", "action"), ("value", "save"),
                                   ("data-submit", "")]) {
                    state.trackerID == nil ? strings.create : strings.save
                }
            }
        }
    }

    /// What the page script checks as a category name is typed: the limit and the messages.
    private func categoryLimits(_ field: String) -> [Node.Attribute] {
        [("data-limit", String(Tracker.nameLimit)), ("data-limit-message", DomainError.categoryNameTooLong.message(in: language)),
         ("data-missing-message", DomainError.categoryNameMissing.message(in: language)), ("data-error", "\(field)-error")]
    }

    private func described(_ field: String) -> [Node.Attribute] {
        state.errors[field] == nil ? [] : [("aria-describedby", "\(field)-error"), ("aria-invalid", "true")]
    }

    private func error(_ field: String) -> Node {
        element("p", [("id", "\(field)-error"), ("class", "field-error"), ("role", "alert")]
                     + (state.errors[field] == nil ? [("hidden", nil)] : [])) {
            if let message = state.errors[field] { message.node(in: language) }
        }
    }

    private func nameField() -> Node {
        element("div", [("class", "field name-field")]) {
            element("label", [("for", "name"), ("class", "visually-hidden")]) { strings.trackerName }
            element("input", [("id", "name"), ("name", "name"), ("value", state.name), ("placeholder", strings.namePlaceholder),
                              ("autocomplete", "off"), ("data-limit", String(Tracker.nameLimit)),
                              ("data-limit-message", DomainError.nameTooLong.message(in: language)),
                              ("data-missing-message", DomainError.nameMissing.message(in: language)),
                              ("data-error", "name-error")] + described("name"))
            element("button", [("type", "button"), ("class", "clear"), ("aria-label", strings.clear), ("hidden", nil)]) { "×" }
            error("name")
        }
    }

    private func categoryPicker() -> Node {
        let selected = state.categoryID.flatMap(library.category)
        return element("details", [("class", "row picker category-picker")] + (state.pickerOpen ? [("open", nil)] : [])) {
            element("summary") {
                element("span", [("class", "row-title")]) { strings.category }
                element("span", [("class", "row-value")]) { selected?.name ?? "" }
            }
            element("div", [("class", "picker-panel")]) {
                if library.categories.isEmpty {
                    element("p", [("class", "placeholder")]) { strings.categoryPlaceholder }
                }
                element("ul", [("class", "choices")]) {
                    for category in library.categories { categoryRow(category, selected: category.id == selected?.id) }
                }
                error("categoryId")
                element("div", [("class", "add-category")]) {
                    element("label", [("for", "new-category")]) { strings.addCategory }
                    element("input", [("id", "new-category"), ("name", "newCategory"), ("value", state.newCategory),
                                      ("placeholder", strings.categoryNamePlaceholder), ("autocomplete", "off")]
                                     + categoryLimits("newCategory") + described("newCategory"))
                    element("button", [("type", "submit"), ("class", "button secondary"), ("name", "action"),
                                       ("value", "add-category"), ("data-needs", "new-category")]) { strings.done }
                    error("newCategory")
                }
            }
        }
    }

    private func categoryRow(_ category: HabitCore.Category, selected: Bool) -> Node {
        let id = category.id.lowercased
        return element("li", [("class", "choice")]) {
            element("label") {
                element("input", [("type", "radio"), ("name", "categoryId"), ("value", id)] + (selected ? [("checked", nil)] : []))
                element("span", [("class", "choice-name")]) { category.name }
                element("span", [("class", "check-mark"), ("aria-hidden", "true")]) { "✓" }
            }
            element("details", [("class", "category-menu")]) {
                element("summary", [("class", "icon-button"), ("aria-label", "\(strings.categoryMenu): \(category.name)")]) { "⋯" }
                element("div", [("class", "menu")]) {
                    element("button", [("type", "submit"), ("name", "action"), ("value", "edit-category:\(id)")]) { strings.edit }
                    if library.categories.first?.id != category.id {
                        element("button", [("type", "submit"), ("name", "action"), ("value", "category-up:\(id)")]) { strings.moveUp }
                    }
                    if library.categories.last?.id != category.id {
                        element("button", [("type", "submit"), ("name", "action"), ("value", "category-down:\(id)")]) { strings.moveDown }
                    }
                    element("button", [("type", "submit"), ("class", "danger"), ("name", "action"), ("value", "delete-category:\(id)")]) { strings.delete }
                }
            }
            if state.editingCategory == category.id {
                element("div", [("class", "inline-edit")]) {
                    element("label", [("for", "category-name"), ("class", "visually-hidden")]) { strings.category }
                    element("input", [("id", "category-name"), ("name", "categoryName"),
                                      ("value", state.categoryName.isEmpty ? category.name : state.categoryName)]
                                     + categoryLimits("categoryName") + described("categoryName"))
                    element("button", [("type", "submit"), ("class", "button secondary"), ("name", "action"),
                                       ("value", "rename-category:\(id)"), ("data-needs", "category-name")]) { strings.done }
                    error("categoryName")
                }
            }
            if state.confirmingDelete == category.id {
                element("div", [("class", "confirm"), ("role", "alertdialog"), ("aria-labelledby", "confirm-\(id)")]) {
                    element("p", [("id", "confirm-\(id)")]) {
                        isolating(category.name) { strings.deleteCategoryQuestion($0, trackers: library.trackers(in: category.id).count) }
                    }
                    element("button", [("type", "submit"), ("class", "button danger"), ("name", "action"),
                                       ("value", "confirm-delete-category:\(id)")]) { strings.delete }
                    element("button", [("type", "submit"), ("class", "button secondary"), ("name", "action"), ("value", "cancel")]) { strings.cancel }
                }
            }
        }
    }

    /// The schedule row's summary: the chosen schedule's, or nothing while it breaks a rule.
    private var scheduleSummary: String {
        (try? state.schedule()).map(language.scheduleSummary) ?? ""
    }

    private func schedulePicker() -> Node {
        element("details", [("class", "row picker schedule-picker")] + (state.scheduleOpen ? [("open", nil)] : [])) {
            element("summary") {
                element("span", [("class", "row-title")]) { strings.schedule }
                element("span", [("class", "row-value"), ("id", "schedule-summary"), ("data-every-day", strings.everyDay)]) {
                    scheduleSummary
                }
            }
            element("div", [("class", "picker-panel")]) {
                element("fieldset", [("class", "schedule-kinds")]) {
                    element("legend", [("class", "visually-hidden")]) { strings.schedule }
                    scheduleOption("weekdays", strings.scheduleDaysOfWeek) {
                        element("ul", [("class", "choices")]) {
                            for weekday in Weekday.allCases {
                                element("li", [("class", "choice switch-row")]) {
                                    element("label") {
                                        element("span", [("class", "choice-name")]) { strings.weekdayTitle(weekday) }
                                        element("input", [("type", "checkbox"), ("role", "switch"), ("name", "days"), ("value", weekday.rawValue),
                                                          ("data-short", language.shortWeekdayName(weekday))]
                                                         + (state.days.contains(weekday) ? [("checked", nil)] : []))
                                    }
                                }
                            }
                        }
                        error("days")
                    }
                    scheduleOption("weekly", strings.scheduleTimesAWeek) {
                        numberField("weeklyTimes", state.weeklyTimes, label: strings.scheduleTimesAWeek, range: Schedule.weeklyLimits)
                        error("weeklyTimes")
                    }
                    scheduleOption("monthly", strings.scheduleTimesAMonth) {
                        numberField("monthlyTimes", state.monthlyTimes, label: strings.scheduleTimesAMonth, range: Schedule.monthlyLimits)
                        error("monthlyTimes")
                    }
                    scheduleOption("every", strings.scheduleEveryNDays) {
                        numberField("everyDays", state.everyDays, label: strings.numberOfDays, range: 2...Schedule.rollingDaysLimit)
                        error("everyDays")
                    }
                    scheduleOption("rolling", strings.scheduleTimesInDays) {
                        element("div", [("class", "number-pair")]) {
                            numberField("rollingTimes", state.rollingTimes, label: strings.numberOfTimes, range: 1...(Schedule.rollingDaysLimit - 1),
                                        describedBy: "rollingDays")
                            numberField("rollingDays", state.rollingDays, label: strings.numberOfDays, range: 2...Schedule.rollingDaysLimit)
                        }
                        error("rollingDays")
                    }
                }
                // Without JavaScript: checks the schedule and shows its summary (nothing is saved).
                element("button", [("type", "submit"), ("class", "button secondary"), ("name", "action"), ("value", "schedule")]) {
                    strings.applySchedule
                }
            }
        }
    }

    /// One kind of the schedule sheet: a radio and, while it is chosen, its own fields.
    private func scheduleOption(_ value: String, _ title: String, @NodeBuilder _ body: () -> [Node]) -> Node {
        element("div", [("class", "schedule-option")]) {
            element("label", [("class", "option-title")]) {
                element("input", [("type", "radio"), ("name", "frequency"), ("value", value)]
                                 + (state.frequency == value ? [("checked", nil)] : []))
                element("span") { title }
            }
            element("div", [("class", "option-body")]) { body() }
        }
    }

    private func numberField(_ name: String, _ value: String, label: String, range: ClosedRange<Int>,
                             describedBy: String? = nil) -> Node {
        let id = name.replacingOccurrences(of: "([A-Z])", with: "-$1", options: .regularExpression).lowercased()
        return element("label", [("class", "number-field")]) {
            element("span") { label }
            element("input", [("type", "number"), ("id", id), ("name", name), ("value", value), ("inputmode", "numeric"),
                              ("min", String(range.lowerBound)), ("max", String(range.upperBound))]
                             + described(describedBy ?? name))
        }
    }

    /// A habit's measure: unit, target, direction and step. A new habit chooses with a switch;
    /// once created a yes/no habit stays one (no section) and a measurable one stays measurable.
    private func measureSection() -> Node {
        element("fieldset", [("class", "measure")]) {
            element("legend") { strings.measureTitle }
            if state.measureLocked {
                element("input", [("type", "hidden"), ("name", "measured"), ("value", "1")])
                element("input", [("type", "hidden"), ("name", "measureLocked"), ("value", "1")])
            } else {
                element("label", [("class", "switch-row measure-switch")]) {
                    element("span", [("class", "choice-name")]) { strings.measureAmount }
                    element("input", [("type", "checkbox"), ("role", "switch"), ("name", "measured"), ("value", "1")]
                                     + (state.measured ? [("checked", nil)] : []))
                }
            }
            element("div", [("class", "measure-fields")]) {
                textField("unit", state.unit, label: strings.unit, placeholder: strings.unitPlaceholder)
                textField("target", state.target, label: strings.target, inputMode: "decimal")
                element("label", [("class", "switch-row")]) {
                    element("span", [("class", "choice-name")]) { strings.atMost }
                    element("input", [("type", "checkbox"), ("role", "switch"), ("name", "atMost"), ("value", "1")]
                                     + (state.atMost ? [("checked", nil)] : []))
                }
                textField("step", state.step, label: strings.step, inputMode: "decimal")
            }
            error("measure")
        }
    }

    private func textField(_ name: String, _ value: String, label: String, placeholder: String? = nil,
                           inputMode: String? = nil) -> Node {
        element("div", [("class", "field")]) {
            element("label", [("for", name)]) { label }
            element("input", [("id", name), ("name", name), ("value", value), ("autocomplete", "off")]
                             + (placeholder.map { [("placeholder", $0)] } ?? []) + (inputMode.map { [("inputmode", $0)] } ?? [])
                             + described(name))
            error(name)
        }
    }

    /// Times of day and their weekdays (SPEC §15). Without JavaScript a blank row is always
    /// there to type a new time into, and `Add a time` posts the form for one more (saving nothing).
    private func remindersField() -> Node {
        element("fieldset", [("class", "reminders")] + described("reminders")) {
            element("legend") { strings.remindersTitle }
            element("p", [("class", "hint"), ("id", "reminders-hint")]) { strings.remindersHint }
            for (index, row) in state.reminders.enumerated() {
                element("div", [("class", "reminder-row"), ("role", "group"), ("aria-label", strings.reminderLabel(index + 1))]) {
                    element("label", [("class", "reminder-time"), ("for", "reminder-time-\(index)")]) { strings.reminderTime }
                    element("input", [("type", "time"), ("id", "reminder-time-\(index)"), ("name", "reminderTime"),
                                      ("value", row.time), ("aria-describedby", "reminders-hint")])
                    element("fieldset", [("class", "reminder-days")]) {
                        element("legend", [("class", "visually-hidden")]) { strings.reminderDays }
                        for weekday in Weekday.allCases {
                            element("label") {
                                element("input", [("type", "checkbox"), ("name", "reminderDays-\(index)"), ("value", weekday.rawValue)]
                                                 + (row.days.contains(weekday) ? [("checked", nil)] : []))
                                element("span") { language.shortWeekdayName(weekday) }
                            }
                        }
                    }
                }
            }
            if state.reminders.count < Reminder.limit {
                element("button", [("type", "submit"), ("class", "button secondary"), ("name", "action"), ("value", "add-reminder")]) {
                    strings.addReminder
                }
            }
            error("reminders")
        }
    }

    private func emojiGrid() -> Node {
        element("fieldset", [("class", "emoji-grid")]) {
            element("legend") { strings.emoji }
            element("div", [("class", "grid")]) {
                for emoji in Palette.emoji {
                    element("label") {
                        element("input", [("type", "radio"), ("name", "emoji"), ("value", emoji)] + (state.emoji == emoji ? [("checked", nil)] : []))
                        element("span") { emoji }
                    }
                }
                if let emoji = state.emoji, !Palette.emoji.contains(emoji) {
                    element("label") {
                        element("input", [("type", "radio"), ("name", "emoji"), ("value", emoji), ("checked", nil)])
                        element("span") { emoji }
                    }
                }
            }
            error("emoji")
        }
    }

    private func colorGrid() -> Node {
        element("fieldset", [("class", "color-grid")]) {
            element("legend") { strings.color }
            element("div", [("class", "grid")]) {
                for (index, color) in Palette.colors.enumerated() {
                    element("label", [("class", "color-\(index)")]) {
                        element("input", [("type", "radio"), ("name", "color"), ("value", color)] + (state.color == color ? [("checked", nil)] : []))
                        element("span", [("class", "swatch")]) {
                            element("span", [("class", "visually-hidden")]) { strings.colorNames[index] }
                        }
                    }
                }
            }
            error("color")
        }
    }
}
