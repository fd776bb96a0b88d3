import HabitCore
import HabitStore

/// Habo's JSON backup (FORMATS.md §2, xpavle00/Habo `backup_service.dart`, `habit.dart`) in both
/// of its shapes: the legacy top-level list of habits, and the current object
/// `{"habits", "categories", "habit_categories", "metadata"}`. Event keys are `DateTime`s at UTC
/// noon of the day (`2024-03-15 12:00:00.000Z`): their first ten characters are the civil date.
///
/// Mapping: every day (Habo has no other schedule; its "two day rule" is not mapped); `habitType`
/// 0 yes/no, 1 measurable at least `targetValue` `unit`, a tap `partialValue`; events: check →
/// done (numeric: the target in force that day, or the progress if more), progress → its value,
/// skip → skipped, fail and clear → no state (a fail is said to be); the comment is the note;
/// `archived` 1 → archived; `deleted_at` set → left out; `notification` 1 → a reminder at
/// `notTime` every day; the first category (the link table, else the habit's own list) → the
/// category; the habit loop's texts (cue, routine, reward, sanction, accountant) → the note.
enum HaboFormat: SourceFormat {
    static let format = ImportFormat(id: "habo", app: "Habo", file: .backup, keySpace: "habo")

    static func recognizes(_ content: ImportContent) -> Bool {
        guard case .json(let value) = content else { return false }
        let habits = (value as? [Any]) ?? ((value as? [String: Any])?["habits"] as? [Any]) ?? []
        return habits.contains { ($0 as? [String: Any]).map { $0["title"] != nil && $0["events"] != nil } ?? false }
    }

    /// The fields of Habo's habit loop, in the order its edit page shows them.
    static let loopTexts = ["cue", "routine", "reward", "sanction", "accountant"]

    static func read(_ content: ImportContent) throws(DomainError) -> ImportSource {
        guard case .json(let value) = content else { throw .invalidImport("it is not a Habo backup.") }
        let top = JSONObject(value, place: "the file")
        let list = try top?.array("habits") ?? (value as? [Any]) ?? []
        // The current shape links habits to categories in a table of its own.
        var categoryNames: [Int: String] = [:]
        for (index, item) in (try top?.array("categories") ?? []).enumerated() {
            guard let category = JSONObject(item, place: "category \(index + 1)") else { continue }
            if try category.string("deleted_at") == nil, let id = try category.int("id"), let title = try category.string("title") {
                categoryNames[id] = title
            }
        }
        var linked: [Int: String] = [:]
        for item in try top?.array("habit_categories") ?? [] {
            guard let link = JSONObject(item, place: "a habit's category"), let habit = try link.int("habit_id"),
                  let category = try link.int("category_id").flatMap({ categoryNames[$0] }), linked[habit] == nil else { continue }
            linked[habit] = category
        }
        var habits: [(position: Int, habit: SourceHabit)] = []
        var deleted = 0
        for (index, item) in list.enumerated() {
            guard let object = JSONObject(item, place: "habit \(index + 1)") else { throw .invalidImport("habit \(index + 1) is not an object.") }
            let title = try object.string("title") ?? ""
            let habit = JSONObject(fields: object.fields, place: "habit \(index + 1) (\"\(title)\")")
            if try habit.string("deleted_at") != nil { deleted += 1; continue }
            habits.append((try habit.int("position") ?? index, try read(habit, linked: linked)))
        }
        let ordered = habits.enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }.map(\.element.habit)
        return ImportSource(format: format, habits: ordered, notes: deleted > 0 ? [.deletedHabits(count: deleted)] : [])
    }

    private static func read(_ object: JSONObject, linked: [Int: String]) throws(DomainError) -> SourceHabit {
        let id = try object.int("id")
        var habit = SourceHabit(key: try object.string("uuid").map { "uuid:" + $0 } ?? id.map { "id:\($0)" },
                                name: try object.string("title") ?? "", archived: try object.bool("archived") ?? false)
        var category = id.flatMap { linked[$0] }
        if category == nil, let own = try object.array("categories")?.first {
            category = try JSONObject(own, place: "the first category of \(object.place)")?.string("title")
        }
        habit.category = category
        let texts = try loopTexts.map { field throws(DomainError) in (field, try object.string(field) ?? "") }
            .filter { !SourceMapping.cleaned($0.1).isEmpty }
        habit.description = SourceMapping.joined(texts.map(\.1))
        if !texts.isEmpty { habit.notes.append(.textInNote(fields: texts.map(\.0))) }
        if try object.bool("twoDayRule") == true { habit.notes.append(.oneMissAllowed) }
        if try object.bool("notification") == true, let time = try object.string("notTime") {
            let parts = time.split(separator: ":").map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let hour = parts[0], let minute = parts[1], let at = TimeOfDay(hour: hour, minute: minute) else {
                throw .invalidImport("\(object.place) has \"notTime\": \"\(time.prefix(20))\", where Habo writes 9:30.")
            }
            habit.reminders = [Reminder(time: at)]
        }
        let numeric = try object.int("habitType", in: 0...1) == 1
        let target = try object.number("targetValue") ?? 1
        if numeric {
            habit.measure = SourceMeasure(unit: try object.string("unit") ?? "", target: target, step: try object.number("partialValue"))
        }
        var failed = 0, otherTargets = 0
        let events = try object.object("events", place: "the events of \(object.place)")?.fields ?? [:]
        for (key, value) in events.sorted(by: { $0.key < $1.key }) {
            guard let day = Day(key.prefix(10)), InteropLimits.earliestDay <= day, day <= InteropLimits.latestDay else {
                throw .invalidImport("\(object.place) has an event dated \"\(key.prefix(40))\", which is no day between 1900 and 2199.")
            }
            let event = JSONObject(fields: ["event": value], place: "the event of \(key.prefix(10)) of \(object.place)")
            guard let parts = try event.array("event"), let type = parts.first as? String, type.hasPrefix("DayType.") else {
                throw .invalidImport("\(event.place) is not a list starting with its DayType.")
            }
            let fields = JSONObject(fields: Dictionary(uniqueKeysWithValues: parts.enumerated().map { ("\($0.offset)", $0.element) }),
                                    place: event.place)
            let comment = try fields.string("1") ?? ""
            let progress = try fields.number("2")
            let inForce = try fields.number("3")
            if let inForce, inForce != target { otherTargets += 1 }
            var state: SourceEntry.State?
            switch type.dropFirst("DayType.".count).lowercased() {
            case "check": state = numeric ? .value(max(progress ?? 0, inForce ?? target)) : .done
            case "progress": state = numeric ? .value(progress ?? 0) : nil
            case "skip": state = .skipped
            case "fail": failed += 1
            case "clear": break
            default: throw .invalidImport("\(event.place) is a \"\(type.prefix(30))\", which Habo does not write.")
            }
            habit.entries.append(SourceEntry(day: day, state: state, note: comment))
        }
        if failed > 0 { habit.notes.append(.failedDays(count: failed)) }
        if numeric && otherTargets > 0 { habit.notes.append(.targetHistory) }
        return habit
    }
}
