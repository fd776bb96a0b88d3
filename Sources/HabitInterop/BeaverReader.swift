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
    /// What was read but left out (a column without a name), in English, for the report.
    public var skipped: [String]
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

/// Reads Beaver's JSON (`BeaverReader.readJSON`) and the CSV its import takes (`readCSV`).
enum BeaverReader {
    // MARK: JSON

    static func readJSON(_ data: Data) throws(DomainError) -> BeaverData {
        let file = try ImportJSON.decode(File.self, from: data)
        guard let list = file.habits ?? file.data?.habits else {
            throw .invalidImport("it has no \"habits\" list, which every Beaver export has.")
        }
        var skipped: [String] = []
        let habits = list.map { habit in
            var result = BeaverHabit(id: habit.id, name: habit.name, tags: habit.tags ?? [], star: habit.star ?? false,
                                     status: .active, period: nil, records: [])
            // Beaver reads an unknown status as active and an unknown period as every day
            // (`DictHabit.status`, `.period`); so does this, saying so.
            if let status = habit.status {
                if let known = BeaverHabit.Status(rawValue: status) { result.status = known } else {
                    skipped.append("\"\(habit.name)\" has the status \"\(status)\", which Beaver reads as active.")
                }
            }
            if let period = habit.period {
                if let unit = BeaverHabit.Period.Unit(rawValue: period.period_type), period.period_count.value > 0,
                   period.target_count.value > 0 {
                    result.period = .init(unit: unit, count: period.period_count.value, target: period.target_count.value)
                } else {
                    skipped.append("\"\(habit.name)\" has the period \(period.target_count.value)/\(period.period_count.value)"
                        + "\(period.period_type), which Beaver reads as every day.")
                }
            }
            var byDay: [Day: BeaverRecord] = [:]
            for record in habit.records { byDay[record.day] = BeaverRecord(day: record.day, done: record.done ?? false, text: record.text ?? "") }
            result.records = byDay.values.sorted { $0.day < $1.day }
            return result
        }
        return BeaverData(source: .json, habits: habits, skipped: skipped)
    }

    /// The export, the Telegram backup (`habits` at the top) or the file storage (`data.habits`).
    private struct File: Decodable {
        struct Wrapped: Decodable { let habits: [Habit]? }
        let habits: [Habit]?
        let data: Wrapped?
    }

    /// `dict.py`'s keys. A `null` reads as absent, as Python's `dict.get` would give it.
    private struct Habit: Decodable {
        struct Period: Decodable {
            let period_type: String
            let period_count: WholeNumber
            let target_count: WholeNumber
        }
        let id: String?
        let name: String
        let tags: [String]?
        let star: Bool?
        let status: String?
        let period: Period?
        let records: [Record]
    }

    private struct Record: Decodable {
        let day: Day
        let done: Bool?
        let text: String?

        enum CodingKeys: String, CodingKey { case day, done, text }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let text = try container.decode(String.self, forKey: .day)
            guard let day = Day(text) else {
                throw DecodingError.dataCorruptedError(forKey: .day, in: container, debugDescription: "\"\(text)\" is not a date (YYYY-MM-DD).")
            }
            self.day = day
            done = try container.decodeIfPresent(Bool.self, forKey: .done)
            self.text = try container.decodeIfPresent(String.self, forKey: .text)
        }
    }

    // MARK: CSV

    /// `Date,<habit>,<habit>…` then one row per day (`import_from_csv`): a cell is done when it
    /// is a whole number above 0 (Beaver's `int(cell) > 0`); empty, 0 and negative numbers are
    /// not done. Loop 2's words, which Beaver cannot read (its issue #158), are read as Loop means
    /// them: `YES_MANUAL` done, `SKIP` skipped, `YES_AUTO`, `NO` and `UNKNOWN` nothing. A column
    /// without a name is left out, as Beaver leaves it; a row longer or shorter than the header
    /// (beyond one empty field that a trailing comma leaves) is refused.
    static func readCSV(_ bytes: [UInt8]) throws(DomainError) -> BeaverData {
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .invalidImport("it is not valid UTF-8.") }
        guard let rows = CSV.parse(text) else { throw .invalidImport("it has a quoted field that never ends.") }
        guard let header = rows.first, header.first?.trimmingCharacters(in: .whitespaces) == "Date", header.count >= 2 else {
            throw .invalidImport("its first line is not \"Date\" followed by habit names.")
        }
        var width = header.count
        while width > 1 && header[width - 1].trimmingCharacters(in: .whitespaces).isEmpty { width -= 1 }
        let columns = (1..<width).filter { !header[$0].trimmingCharacters(in: .whitespaces).isEmpty }
        let named = (0..<header.count).map { columns.contains($0) }
        var skipped: [String] = []
        var records = [[Day: BeaverRecord]](repeating: [:], count: header.count)
        var unnamed = Set<Int>()
        for (index, row) in rows.enumerated().dropFirst() {
            let line = index + 1
            guard row.count == width || row.count == header.count else {
                throw .invalidImport("line \(line) has \(row.count) fields; its header has \(width).")
            }
            let dateText = row[0].trimmingCharacters(in: .whitespaces)
            guard let day = Day(dateText) else { throw .invalidImport("line \(line) starts with \"\(dateText)\", which is not a date (YYYY-MM-DD).") }
            for column in 1..<min(row.count, width) {
                let raw = row[column]
                let cell = raw.utf8.first == 0x20 || raw.utf8.last == 0x20 ? raw.trimmingCharacters(in: .whitespaces) : raw
                guard let (done, skip) = cellValue(cell) else {
                    throw .invalidImport("line \(line) has \"\(cell)\" for \"\(header[column])\"; a cell is a whole number or one of Loop's words.")
                }
                guard named[column] else {
                    if !cell.isEmpty { unnamed.insert(column) }
                    continue
                }
                // A skip is what Beaver itself would hold for one: the `#skip` tag in the day's text.
                records[column][day] = BeaverRecord(day: day, done: done, text: skip ? "#skip" : "")
            }
        }
        for column in unnamed.sorted() { skipped.append("column \(column + 1) has no habit name; it was left out.") }
        let habits = columns.map { column in
            BeaverHabit(id: nil, name: header[column], tags: [], star: false, status: .active, period: nil,
                        records: records[column].values.sorted { $0.day < $1.day })
        }
        return BeaverData(source: .csv, habits: habits, skipped: skipped)
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

    /// Whether `bytes` look like the CSV Beaver imports: a first line starting `Date,`.
    static func looksLikeCSV(_ bytes: some Collection<UInt8>) -> Bool {
        var rest = bytes[...]
        if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
        return rest.starts(with: Array("Date,".utf8))
    }
}

extension BeaverReader {
    /// Whether a JSON document is Beaver's: its export (`user_email` and `exported_at` beside
    /// `habits`), its file storage (`data.habits`), or a `habits` list whose records have a `day`
    /// (the Telegram backup, or anything Beaver's own import takes). Table Habit's records have
    /// `record_date`, Habo's habits `events`, so they are not taken for Beaver's.
    static func recognizes(json data: Data) -> Bool {
        guard (try? ImportJSON.check(data)) != nil, let probe = try? JSONDecoder().decode(Probe.self, from: data) else { return false }
        if probe.user_email != nil, probe.exported_at != nil, probe.habits != nil { return true }
        if probe.habits == nil, probe.data?.habits != nil { return true }
        return (probe.habits ?? []).contains { $0.name != nil && ($0.records ?? []).contains { $0.day != nil } }
    }

    private struct Probe: Decodable {
        struct Habit: Decodable {
            struct Record: Decodable { let day: String? }
            let name: String?
            let records: [Record]?
        }
        struct Wrapped: Decodable { let habits: [Habit]? }
        let user_email: String?
        let exported_at: String?
        let habits: [Habit]?
        let data: Wrapped?
    }
}
