import Foundation
import HabitCore
import HabitScreens
import HTTPServer

/// The New/Edit tracker form (`TrackerForm` holds its state and rules).
struct TrackerFormPage {
    let state: TrackerForm
    let library: Library
    let language: Language
    /// The latest start day the form offers.
    let today: Day

    var strings: any Copy { language.copy }

    func render(status: Int = 200) -> Response {
        let title = state.trackerID == nil ? (state.isHabit ? strings.newHabit : strings.newEvent)
                                           : (state.isHabit ? strings.editHabit : strings.editEvent)
        var response = Layout.page(title: title, language: language, bodyClass: "sheet-page", rules: true, scripts: ["form.js"]) {
            form(title: title)
        }
        response.status = status
        return response
    }

    var action: String {
        state.trackerID.map { Routes.Tracker.edit.path($0) } ?? "\(Routes.newTracker)?kind=\(state.isHabit ? "habit" : "event")"
    }

    func form(title: String) -> Node {
        // `data-messages`: the words of what the rules' WebAssembly finds as you type (FormCheck).
        let messages = HabitJSONBytes.encode(.object(Dictionary(FormCheck.liveErrors.map { (FormCheck.code(of: $0), .string($0.message(in: language))) },
                                                                uniquingKeysWith: { first, _ in first })))
        return element("form", [("id", "tracker-form"), ("class", "tracker-form"), ("method", "post"), ("action", action),
                                ("novalidate", nil), ("data-swap", "#tracker-form"), ("data-kind", state.isHabit ? "habit" : "event"),
                                ("data-messages", String(decoding: messages, as: UTF8.self))]) {
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

    /// A field the page script checks as it is typed (with the rules' WebAssembly), and where its
    /// message goes.
    private func checked(_ field: String) -> [Node.Attribute] { [("data-check", "\(field)-error")] }

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
                              ("autocomplete", "off")] + checked("name") + described("name"))
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
                                     + checked("newCategory") + described("newCategory"))
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
                                     + checked("categoryName") + described("categoryName"))
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
        (try? state.schedule.schedule()).map(language.scheduleSummary) ?? ""
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
                    for choice in ScheduleFields.Choice.allCases { scheduleOption(choice) }
                }
                // Without JavaScript: checks the schedule and shows its summary (nothing is saved).
                element("button", [("type", "submit"), ("class", "button secondary"), ("name", "action"), ("value", "schedule")]) {
                    strings.applySchedule
                }
            }
        }
    }

    /// One choice of the schedule sheet: a radio and, while it is chosen, its own fields.
    private func scheduleOption(_ choice: ScheduleFields.Choice) -> Node {
        let fields = state.schedule
        let title = switch choice {
        case .weekdays: strings.scheduleDaysOfWeek
        case .weekly: strings.scheduleTimesAWeek
        case .monthly: strings.scheduleTimesAMonth
        case .every: strings.scheduleEveryNDays
        case .rolling: strings.scheduleTimesInDays
        }
        return element("div", [("class", "schedule-option")]) {
            element("label", [("class", "option-title")]) {
                // `data-weekdays`: the choice whose days the page script summarises itself.
                element("input", [("type", "radio"), ("name", "frequency"), ("value", choice.rawValue)]
                                 + (choice.kind == .weekdays ? [("data-weekdays", nil)] : [])
                                 + (fields.choice == choice ? [("checked", nil)] : []))
                element("span") { title }
            }
            element("div", [("class", "option-body")]) {
                switch choice {
                case .weekdays:
                    element("ul", [("class", "choices")]) {
                        for weekday in Weekday.allCases {
                            element("li", [("class", "choice switch-row")]) {
                                element("label") {
                                    element("span", [("class", "choice-name")]) { strings.weekdayTitle(weekday) }
                                    element("input", [("type", "checkbox"), ("role", "switch"), ("name", "days"), ("value", weekday.rawValue),
                                                      ("data-short", language.shortWeekdayName(weekday))]
                                                     + (fields.days.contains(weekday) ? [("checked", nil)] : []))
                                }
                            }
                        }
                    }
                case .weekly:
                    numberField("weeklyTimes", fields.weeklyTimes, label: strings.scheduleTimesAWeek, range: Schedule.weeklyLimits)
                case .monthly:
                    numberField("monthlyTimes", fields.monthlyTimes, label: strings.scheduleTimesAMonth, range: Schedule.monthlyLimits)
                case .every:
                    numberField("everyDays", fields.everyDays, label: strings.numberOfDays, range: Schedule.rollingDaysLimits)
                case .rolling:
                    element("div", [("class", "number-pair")]) {
                        numberField("rollingTimes", fields.rollingTimes, label: strings.numberOfTimes, range: Schedule.rollingTimesLimits,
                                    describedBy: "rollingDays")
                        numberField("rollingDays", fields.rollingDays, label: strings.numberOfDays, range: Schedule.rollingDaysLimits)
                    }
                }
                error(choice.field)
            }
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
                textField("unit", state.measure.unit, label: strings.unit, placeholder: strings.unitPlaceholder)
                textField("target", state.measure.target, label: strings.target, inputMode: "decimal")
                element("label", [("class", "switch-row")]) {
                    element("span", [("class", "choice-name")]) { strings.atMost }
                    element("input", [("type", "checkbox"), ("role", "switch"), ("name", "atMost"), ("value", "1")]
                                     + (state.measure.atMost ? [("checked", nil)] : []))
                }
                textField("step", state.measure.step, label: strings.step, inputMode: "decimal")
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
                             + checked(name) + described(name))
            error(name)
        }
    }

    /// Times of day and their weekdays (SPEC §15). Without JavaScript a blank row is always
    /// there to type a new time into, and `Add a time` posts the form for one more (saving nothing).
    private func remindersField() -> Node {
        element("fieldset", [("class", "reminders")] + described("reminders")) {
            element("legend") { strings.remindersTitle }
            element("p", [("class", "hint"), ("id", "reminders-hint")]) {
                state.isHabit ? strings.remindersHint : strings.eventRemindersHint
            }
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
