import Foundation
import HabitCore
import HabitStore

/// What a Beaver Habit Tracker file holds, as Beaver has it (daya0576/beaverhabits,
/// `storage/dict.py`, `storage/storage.py`, `frontend/import_page.py`): read by `BeaverReader`.
public struct BeaverData: Hashable, Sendable {
    public enum Source: Hashable, Sendable {
        /// `{"habits": [...]}`: the export (`beaverhabits_YYYY_MM_DD.json`, active habits only),
        /// the Telegram backup (every habit), or the file storage's `{"data": {"habits": [...]}}`.
        case json
        /// What Beaver's CSV import reads: Loop's root `Checkmarks.csv`, `Date,<habit>,<habit>…`.
        case csv
    }

    public var source: Source
    /// In the file's order.
    public var habits: [BeaverHabit]
    /// About the file as a whole: what was left out (cells of a column without a name), a
    /// period Beaver itself would not read.
    public var notes: [ImportIssue]
}

public struct BeaverHabit: Hashable, Sendable {
    public enum Status: String, Hashable, Sendable {
        case active, archive
        /// Deleted in Beaver (`soft_delete`): never imported.
        case softDelete = "soft_delete"
    }

    /// `target` done days in every window of `count` units; windows of `W` start on Monday,
    /// `M` on the 1st, `Y` on 1 January; `D` windows start at a done day.
    public struct Period: Hashable, Sendable {
        public enum Unit: String, Hashable, Sendable { case day = "D", week = "W", month = "M", year = "Y" }
        public var unit: Unit
        public var count: Int
        public var target: Int
    }

    /// Six hex digits in files Beaver wrote since ids exist; nil in the old file storage and in CSV.
    public var id: String?
    public var name: String
    /// Beaver's tags: its categories, the first one shown first.
    public var tags: [String]
    /// Starred (Beaver lists these first).
    public var star: Bool
    public var status: Status
    /// Nil: every day (Beaver's default `1/1D`, or a period Beaver itself would reject).
    public var period: Period?
    /// A period Beaver cannot read (`1/1Q`), as `target/countUNIT`; Beaver takes it as every day.
    public var unreadablePeriod: String?
    /// Sorted by day, one per day (a later record of a day replaces an earlier one, as in Beaver).
    public var records: [BeaverRecord]
}

/// One day of a Beaver habit.
public struct BeaverRecord: Hashable, Sendable {
    public var day: Day
    public var done: Bool
    /// Markdown; `#word`s in it are tags that style the day (`#skip` strikes it through).
    public var text: String

    /// The day's tags as Beaver reads them (`frontend/components.py`): the whitespace-separated
    /// words that start with `#` and have more after it, without the `#`.
    public var tags: [Substring] {
        text.split(whereSeparator: \.isWhitespace).filter { $0.first == "#" && $0.count > 1 }.map { $0.dropFirst() }
    }

    /// Beaver's skip: a `#skip` tag strikes the day through, whether or not it is done.
    public var isSkip: Bool { tags.contains("skip") }
}

/// Reads Beaver's JSON (`BeaverReader.readJSON`) and the CSV its import takes (`readCSV`), from
/// the content the recogniser parsed.
enum BeaverReader {
    // MARK: JSON

    /// The export, the Telegram backup (`habits` at the top) or the file storage (`data.habits`).
    /// Beaver reads an unknown status as active and an unknown period as every day
    /// (`DictHabit.status`, `.period`), and so does this; a field of the wrong type, a record
    /// without a day or a day that is not one refuses the file, naming where.
    static func readJSON(_ value: Any) throws(DomainError) -> BeaverData {
        guard let file = JSONObject(value, place: "the file") else { throw .invalidImport("it is not a JSON object, as Beaver's exports are.") }
        let stored = try file.object("data", place: "data")?.array("habits")
        guard let list = try file.array("habits") ?? stored else {
            throw .invalidImport("it has no \"habits\" list, which every Beaver export has.")
        }
        var habits: [BeaverHabit] = []
        for (index, item) in list.enumerated() {
            guard let unnamed = JSONObject(item, place: "habit \(index + 1)") else {
                throw .invalidImport("habit \(index + 1) is not an object.")
            }
            guard let name = try unnamed.string("name") else { throw .invalidImport("habit \(index + 1) has no \"name\".") }
            let habit = JSONObject(item, place: "habit \(index + 1) (\"\(name)\")")!
            guard let records = try habit.array("records") else { throw .invalidImport("\(habit.place) has no \"records\".") }
            var result = BeaverHabit(id: try id(of: habit), name: name, tags: try habit.texts("tags"), star: try habit.bool("star") ?? false,
                                     status: BeaverHabit.Status(rawValue: try habit.string("status") ?? "") ?? .active, period: nil,
                                     unreadablePeriod: nil, records: [])
            if let period = try habit.object("period", place: habit.place + "'s period") {
                let type = try period.string("period_type") ?? "", count = try period.int("period_count") ?? 0
                let target = try period.int("target_count") ?? 0
                if let unit = BeaverHabit.Period.Unit(rawValue: type), count > 0, target > 0 {
                    result.period = .init(unit: unit, count: count, target: target)
                } else {
                    result.unreadablePeriod = "\(target)/\(count)\(type)"
                }
            }
            var byDay: [Day: BeaverRecord] = [:]
            for (number, item) in records.enumerated() {
                guard let record = JSONObject(item, place: "\(habit.place)'s record \(number + 1)") else {
                    throw .invalidImport("\(habit.place)'s record \(number + 1) is not an object.")
                }
                let day = try self.day(try record.string("day") ?? "", what: "the day of \(record.place)")
                byDay[day] = BeaverRecord(day: day, done: try record.bool("done") ?? false, text: try record.string("text") ?? "")
            }
            result.records = byDay.values.sorted { $0.day < $1.day }
            habits.append(result)
        }
        return BeaverData(source: .json, habits: habits, notes: [])
    }

    /// Beaver's id: six hex digits as text (a number in files some tool wrote).
    private static func id(of habit: JSONObject) throws(DomainError) -> String? {
        if let number = try? habit.int("id") { return String(number) }
        return try habit.string("id")
    }

    /// `YYYY-MM-DD` between 1900 and 2199, or the file is refused naming `what`.
    static func day(_ text: String, what: @autoclosure () -> String) throws(DomainError) -> Day {
        guard let day = Day(text) else { throw .invalidImport("\(what()) is \"\(text)\", which is not a date (YYYY-MM-DD).") }
        return try ImportGuards.day(year: day.year, month: day.month, day: day.dayOfMonth, what: what())
    }

    /// A JSON document of Beaver's: its export (`user_email` and `exported_at` beside `habits`),
    /// its file storage (`data.habits`), or a `habits` list whose records have a `day` (the
    /// Telegram backup, or anything Beaver's own import takes). Table Habit's records have
    /// `record_date` and Habo's habits `events`, so they are not taken for Beaver's.
    static func recognizes(json value: Any) -> Bool {
        guard let file = value as? [String: Any] else { return false }
        if file["user_email"] != nil, file["exported_at"] != nil, file["habits"] is [Any] { return true }
        if file["habits"] == nil, (file["data"] as? [String: Any])?["habits"] is [Any] { return true }
        return (file["habits"] as? [Any])?.contains { habit in
            guard let habit = habit as? [String: Any], habit["name"] is String else { return false }
            return (habit["records"] as? [Any])?.contains { ($0 as? [String: Any])?["day"] is String } ?? false
        } ?? false
    }

    // MARK: CSV

    /// `Date,<habit>,<habit>…` then one row per day (`import_from_csv`): a cell is done when it
    /// is a whole number above 0 (Beaver's `int(cell) > 0`); empty, 0 and negative numbers are
    /// not done. Loop 2's words, which Beaver cannot read (its issue #158), are read as Loop means
    /// them: `YES_MANUAL` done, `SKIP` skipped, `YES_AUTO`, `NO` and `UNKNOWN` nothing. A column
    /// without a name is left out, as Beaver leaves it (what it held is counted in the notes);
    /// a row longer or shorter than the header (beyond one empty field that a trailing comma
    /// leaves) is refused.
    static func readCSV(_ text: String) throws(DomainError) -> BeaverData {
        guard let rows = CSV.parse(text) else { throw .invalidImport("it has a quoted field that never ends.") }
        guard let header = rows.first, header.first?.trimmingCharacters(in: .whitespaces) == "Date", header.count >= 2 else {
            throw .invalidImport("its first line is not \"Date\" followed by habit names.")
        }
        var width = header.count
        while width > 1 && header[width - 1].trimmingCharacters(in: .whitespaces).isEmpty { width -= 1 }
        let columns = (1..<width).filter { !header[$0].trimmingCharacters(in: .whitespaces).isEmpty }
        let named = (0..<header.count).map { columns.contains($0) }
        var records = [[Day: BeaverRecord]](repeating: [:], count: header.count)
        var orphans = 0
        for (index, row) in rows.enumerated().dropFirst() {
            let line = index + 1
            guard row.count == width || row.count == header.count else {
                throw .invalidImport("line \(line) has \(row.count) fields; its header has \(width).")
            }
            let day = try self.day(row[0].trimmingCharacters(in: .whitespaces), what: "the date on line \(line)")
            for column in 1..<min(row.count, width) {
                let raw = row[column]
                let cell = raw.utf8.first == 0x20 || raw.utf8.last == 0x20 ? raw.trimmingCharacters(in: .whitespaces) : raw
                guard let (done, skip) = cellValue(cell) else {
                    throw .invalidImport("line \(line) has \"\(cell)\" for \"\(header[column])\"; a cell is a whole number or one of Loop's words.")
                }
                guard named[column] else {
                    if done || skip { orphans += 1 }
                    continue
                }
                // A skip is what Beaver itself would hold for one: the `#skip` tag in the day's text.
                records[column][day] = BeaverRecord(day: day, done: done, text: skip ? "#skip" : "")
            }
        }
        let habits = columns.map { column in
            BeaverHabit(id: nil, name: header[column], tags: [], star: false, status: .active, period: nil, unreadablePeriod: nil,
                        records: records[column].values.sorted { $0.day < $1.day })
        }
        return BeaverData(source: .csv, habits: habits, notes: orphans > 0 ? [.orphanEntries(count: orphans)] : [])
    }

    /// (done, skipped) for a cell, or nil when it is neither a whole number nor one of Loop's
    /// words. A number too long for an integer still has a sign, which is all that counts here.
    static func cellValue(_ cell: String) -> (Bool, Bool)? {
        switch cell {
        case "": return (false, false)
        case "YES_MANUAL": return (true, false)
        case "SKIP": return (false, true)
        case "YES_AUTO", "NO", "UNKNOWN": return (false, false)
        default: break
        }
        var digits = Substring(cell)
        let negative = digits.first == "-"
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return (!negative && digits.contains { $0 != "0" }, false)
    }

    /// Whether text is the CSV Beaver imports: a first line starting `Date,`.
    static func recognizes(csv text: String) -> Bool { text.hasPrefix("Date,") }
}

extension JSONObject {
    /// A list of texts (Beaver's tags, Habitica's tag ids and order); absent is empty.
    func texts(_ key: String) throws(DomainError) -> [String] {
        guard let list = try array(key) else { return [] }
        var result: [String] = []
        for item in list {
            guard let text = item as? String else { throw .invalidImport("\(place) has a \"\(key)\" that is not a list of texts.") }
            result.append(text)
        }
        return result
    }
}
